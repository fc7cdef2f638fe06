import Testing

@testable import GestureTrace

/// `TwoFingerPair` (SEMANTICS §8.5 steps 1, 4, 5; §8.6 steps 1, 3) and the §2.8 request a
/// logic makes when its touches are cancelled (`requestCancelOrFail`).
@Suite("Two-finger pair and the cancel rule")
struct TwoFingerPairTests {
    typealias Host = TapSequenceTests.Host

    static func touch(_ key: Int, _ x: Double, _ phase: TouchPhase) -> RecognizerTouch {
        TapSequenceTests.touch(key, x, 0, phase)
    }

    @Test("the pair is handed out once, again after a finger lifts and another lands, never with three down")
    func pairChanges() {
        let host = Host()
        var pair = TwoFingerPair()
        pair.add([Self.touch(0, 10, .began)], host: host)
        #expect(pair.takeNewPair() == nil)
        pair.add([Self.touch(1, 50, .began)], host: host)
        #expect(pair.takeNewPair().map { [$0.first.x, $0.second.x] } == [10, 50])
        #expect(pair.takeNewPair() == nil)
        pair.add([Self.touch(2, 90, .began)], host: host)
        #expect(pair.takeNewPair() == nil)
        let moveWithThreeUpdates = pair.move([Self.touch(2, 95, .moved)], host: host)
        #expect(!moveWithThreeUpdates)
        // The first finger lifts: the two left are a new pair, in arrival order.
        let firstLiftLeftNone = pair.remove([Self.touch(0, 10, .ended)], host: host)
        #expect(!firstLiftLeftNone)
        #expect(pair.takeNewPair().map { [$0.first.x, $0.second.x] } == [50, 95])
        let pairMoveUpdates = pair.move([Self.touch(1, 40, .moved)], host: host)
        #expect(pairMoveUpdates)
        #expect(pair.first.x == 40)
        let secondLiftLeftNone = pair.remove([Self.touch(1, 40, .ended)], host: host)
        #expect(!secondLiftLeftNone)
        let lastCancelLeftNone = pair.remove([Self.touch(2, 95, .cancelled)], host: host)
        #expect(lastCancelLeftNone)
        // Removing an unknown touch from an empty pair is not "the last one lifted".
        let unknownLiftLeftNone = pair.remove([Self.touch(7, 0, .ended)], host: host)
        #expect(!unknownLiftLeftNone)
    }

    @Test("SEMANTICS §2.8: cancelled after began, failed while possible, nothing once finished")
    func cancelRule() {
        let host = Host()
        host.requestCancelOrFail(losing: [Self.touch(0, 0, .cancelled)])
        host.state = .changed
        host.requestCancelOrFail(losing: [Self.touch(0, 0, .cancelled), Self.touch(1, 0, .cancelled)])
        host.state = .ended
        host.requestCancelOrFail(losing: [Self.touch(0, 0, .cancelled)])
        #expect(host.calls == ["request failed", "request cancelled"])
        #expect(ReasonText.string(CancelledTouches.reason(1)) == "touch cancelled")
        #expect(ReasonText.string(CancelledTouches.reason(2)) == "touches cancelled")
    }
}
