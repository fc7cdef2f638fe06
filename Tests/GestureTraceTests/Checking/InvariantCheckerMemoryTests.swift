import Testing

@testable import GestureTrace

/// `replay --verify` holds a bounded number of touch lives however long the session (issue 28
/// item 4): a life is forgotten once nothing can refer to it again (`CheckState.isSettled`),
/// and forgetting changes no finding.
extension InvariantCheckerTests {
    @Suite struct MemoryTests {
        typealias T = InvariantCheckerTests

        /// `taps` taps of finger 1 on V, each hit and began in one frame and ended in the next,
        /// numbered from frame `first` and time `first` × 0.1 s.
        static func taps(_ taps: Int, fromFrame first: Int = 0) -> [Record] {
            var records: [Record] = []
            for k in 0..<taps {
                let f = first + 2 * k
                let t = Double(f) * 0.1
                records += [
                    T.frame(f, t), T.hit(f, t, 1), T.deliver(f, t, "V", .began, 1),
                    T.frame(f + 1, t + 0.05), T.deliver(f + 1, t + 0.05, "V", .ended, 1),
                ]
            }
            return records
        }

        @Test("the lives of finished touches are forgotten: 5000 taps hold fewer than 100")
        func finishedLivesForgotten() {
            var stream = InvariantChecker.Stream(touchesDownAtEnd: [])
            var most = 0
            for record in Self.taps(5000) {
                stream.visit(record)
                most = max(most, stream.livesHeld)
            }
            #expect(most < 100)
            #expect(stream.livesHeld > 0)
            #expect(stream.finish() == [])
        }

        @Test("a touch never finished on its first responder is kept, and reported at the end, after 5000 taps")
        func unfinishedLifeKept() {
            // Finger 2 begins on V and is never ended: its life must outlive every sweep.
            var records = [T.frame(0, 0), T.hit(0, 0, 2), T.deliver(0, 0, "V", .began, 2)]
            records += Self.taps(5000, fromFrame: 1)
            var stream = InvariantChecker.Stream(touchesDownAtEnd: [])
            for record in records { stream.visit(record) }
            #expect(stream.livesHeld < 100)
            let violations = stream.finish()
            #expect(violations.map(\.kind) == [.touchNeverFinished])
            #expect(violations.first?.message == "touch 2 began on 'V' but was never ended or cancelled for it")
            #expect(violations == InvariantChecker.check(records))
        }

        @Test("a life held by a recognizer that may still withhold its ended is kept until that recognizer changes")
        func heldLifeKept() {
            // Touch 2's hit collects `tap`, which stays possible: its ended may still be
            // withheld, so the missing ended on V is excused at the end, however many lives
            // were forgotten in between.
            var records = [
                T.frame(0, 0), T.hit(0, 0, 2, collecting: ["tap"]), T.deliver(0, 0, "V", .began, 2),
            ]
            records += Self.taps(3000, fromFrame: 1)
            var stream = InvariantChecker.Stream(touchesDownAtEnd: [])
            for record in records { stream.visit(record) }
            #expect(stream.livesHeld < 100)
            #expect(stream.finish() == [])
        }

        @Test("a delivery after a life was forgotten is still a delivery after finish")
        func lateDeliveryAfterForgetting() {
            var records = Self.taps(3000)
            // Finger 1's latest life ended on V: another ended is after the finish.
            records += [T.frame(6000, 600), T.deliver(6000, 600, "V", .ended, 1)]
            var stream = InvariantChecker.Stream(touchesDownAtEnd: [])
            for record in records { stream.visit(record) }
            let violations = stream.finish()
            #expect(violations.map(\.kind) == [.deliveryAfterFinish])
        }
    }
}
