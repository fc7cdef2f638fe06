import Testing

@testable import GestureTrace

/// A delayed delivery carries the recognizer whose letting go released it (`WithheldRelease`,
/// SEMANTICS §7.6), and `why` tells that one (issue 28 follow-up): before, `why` named whatever
/// recognizer failed last in the frame, such as a keyboard-dismissing tap that never withheld
/// the touch, instead of the scroll view's content-touch delay that did (SEMANTICS §9.4.1).
@Suite struct WithheldReleaseTests {
    /// A table (a delaying scroll view) with a button in a row, under the window's tap
    /// `dismiss` (no delays of its own), tapped for `lift` seconds.
    static func tableTrace(lift: Double) throws -> Trace {
        let scene = """
            {"window": {"id": "window", "frame": [0, 0, 390, 844], "recognizers": [{"id": "dismiss", "kind": "tap"}],
              "subviews": [{"id": "table", "class": "UITableView", "frame": [0, 100, 390, 600],
                "scroll": {"contentSize": [390, 1200]},
                "subviews": [{"id": "save", "class": "UIButton", "frame": [300, 10, 80, 30]}]}]}}
            """
        let events = """
            [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 330, "y": 122}]},
             {"t": \(lift), "touches": [{"id": 1, "phase": "ended", "x": 330, "y": 122}]}]
            """
        return try SystemGestureGateTests.trace(scene, events)
    }

    /// The releaser of each delayed delivery to `responder`, as `phase releaser`.
    static func releases(_ records: [Record], to responder: String) -> [String] {
        records.compactMap { record in
            guard case let .deliver(r, phase, _, true, by) = record.body, r == responder else { return nil }
            return "\(phase.rawValue) \(by?.recognizer ?? "nil")"
        }
    }

    @Test("a began the content-touch delay withheld is released by it, not by the tap that failed beside it")
    func contentTouchDelayReleases() throws {
        let trace = try Self.tableTrace(lift: 0.08)
        let records = Replay.run(trace).records
        // The tap failed in the same frame (the button's default action beats it, SEMANTICS §9.3).
        #expect(records.contains { if case .state("dismiss", _, .failed, _, _) = $0.body { true } else { false } })
        let began = records.compactMap { record -> WithheldRelease? in
            guard case let .deliver("save", .began, _, true, by) = record.body else { return nil }
            return by
        }
        #expect(
            began == [
                WithheldRelease(
                    recognizer: "table.delay", contentTouchDelayOf: "table",
                    cause: .failed(.scrollDelayReleased(.liftedBeforeDelay)))
            ])
        let story = WhyStory.tell(WhyQuestion(subject: "save"), records: records, trace: trace) ?? ""
        #expect(
            story.contains(
                "touchesBegan [1], delayed: withheld by table's content-touch delay (delaysContentTouches) until the finger lifted before scrollDelay elapsed (SEMANTICS §9.4.1, §7.3)"
            ))
        #expect(!story.contains("dismiss failed"))
    }

    @Test("held past scrollDelay, the delay's timer is the releaser")
    func contentTouchDelayTimer() throws {
        let records = Replay.run(try Self.tableTrace(lift: 0.5)).records
        let began = records.compactMap { record -> WithheldRelease.Cause? in
            guard case let .deliver("save", .began, _, true, by) = record.body else { return nil }
            return by?.cause
        }
        #expect(began == [.failed(.scrollDelayReleased(.delayElapsed))])
    }

    @Test("a withheld ended is released by the recognizer that withheld it, not by another failing with it")
    func endedReleasedByItsHolder() throws {
        // `d` withholds the button's ended (delaysTouchesEnded, SEMANTICS §7.4); `t3` withholds
        // nothing and fails in the same timer frame.
        let scene = """
            {"window": {"id": "window", "frame": [0, 0, 390, 844], "subviews": [{"id": "V", "frame": [0, 0, 390, 400],
              "subviews": [{"id": "B", "class": "UIButton", "frame": [50, 50, 100, 44]}],
              "recognizers": [{"id": "d", "kind": "tap", "taps": 2},
                              {"id": "t3", "kind": "tap", "taps": 3, "delaysTouchesEnded": false}]}]}}
            """
        let events = """
            [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 80, "y": 70}]},
             {"t": 0.08, "touches": [{"id": 1, "phase": "ended", "x": 80, "y": 70}]}]
            """
        let trace = try SystemGestureGateTests.trace(scene, events)
        let records = Replay.run(trace).records
        #expect(Self.releases(records, to: "B") == ["ended d"])
        let story = WhyStory.tell(WhyQuestion(subject: "B"), records: records, trace: trace) ?? ""
        #expect(
            story.contains(
                "touchesEnded [1], delayed: withheld (delaysTouchesEnded) until d failed at t=0.43 (SEMANTICS §7.4)"))
    }
}
