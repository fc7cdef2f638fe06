import Testing

@testable import GestureTrace

/// Replays compared by outcome (`Outcome`, `OutcomeDifference`): what an app sees, paired
/// occurrence by occurrence, so a change of time is told as one.
@Suite struct OutcomeDifferenceTests {
    typealias S = InputTests.DecoderTestSupport

    /// The README's photo: a single tap that requires a double tap to fail.
    static let window = """
        "subviews": [{"id": "photo", "frame": [0, 100, 390, 520], "touches": "handle",
          "recognizers": [{"id": "doubleTap", "kind": "tap", "taps": 2},
                          {"id": "singleTap", "kind": "tap", "requireToFail": ["doubleTap"]}]}]
        """

    static let tap = """
        [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 195, "y": 360}]},
         {"t": 0.09, "touches": [{"id": 1, "phase": "ended", "x": 195, "y": 360}]}]
        """

    static func outcome(_ sets: [String]) throws -> Outcome {
        var trace = try S.decode(S.trace(window: window, events: tap))
        var patches: [DeclaredScenePatch] = []
        for set in sets { patches.append(try ScenePatchArgument.parse(set)) }
        try trace.scene.apply(patches)
        return Outcome(records: Replay.run(trace).records, scene: trace.scene)
    }

    @Test("the same replay has no difference")
    func same() throws {
        #expect(OutcomeDifference(from: try Self.outcome([]), to: try Self.outcome([])).isEmpty)
    }

    @Test("the outcome keeps effective states, the first responder's calls and drops moves")
    func outcome() throws {
        let o = try Self.outcome([])
        #expect(o.subjects == ["photo", "doubleTap", "singleTap"])
        #expect(
            o.events["photo"]?.map(\.event) == [
                .delivery(.began, [TouchID.int(1)]), .delivery(.cancelled, [TouchID.int(1)]),
            ])
        #expect(o.events["singleTap"]?.map(\.event) == [.state(.recognized)])
        #expect(o.events["doubleTap"]?.map(\.event) == [.state(.failed)])
    }

    @Test("disabling the double tap: the single tap recognizes at the lift, not 0.35 s later")
    func moved() throws {
        let difference = OutcomeDifference(
            from: try Self.outcome([]), to: try Self.outcome(["doubleTap.enabled=false"]))
        #expect(difference.subjects.map(\.subject) == ["photo", "doubleTap", "singleTap"])
        #expect(
            OutcomeText.lines(difference) == [
                "~ photo touchesCancelled [1] at t=0.09 in B, t=0.44 in A (0.35 s earlier)",
                "- doubleTap failed at t=0.44",
                "~ singleTap recognized at t=0.09 in B, t=0.44 in A (0.35 s earlier)",
            ])
        #expect(
            OutcomeText.sentences(difference.subjects)
                == "photo touchesCancelled [1] 0.35 s earlier (t=0.09, not t=0.44); doubleTap failed at t=0.44 no longer happens; singleTap recognized 0.35 s earlier (t=0.09, not t=0.44)"
        )
    }

    @Test("cancelsTouchesInView = false: the photo's touch ends (withheld until then) instead of being cancelled")
    func addedAndRemoved() throws {
        let difference = OutcomeDifference(
            from: try Self.outcome([]), to: try Self.outcome(["singleTap.cancelsTouchesInView=false"]))
        #expect(
            OutcomeText.lines(difference) == [
                "- photo touchesCancelled [1] at t=0.44", "+ photo touchesEnded [1] at t=0.44",
            ])
        guard case .removed(.delivery(.cancelled, _), _)? = difference.changes(of: "photo").first else {
            Issue.record("the cancel is removed first")
            return
        }
    }

    @Test("the n-th occurrence pairs with the n-th: a third occurrence is an addition")
    func pairing() {
        let scene = Scene(
            screen: Size(width: 10, height: 10), application: .forward, appDelegate: .forward, views: [],
            recognizers: [], settings: Settings())
        func records(_ times: [Double]) -> [Record] {
            times.map {
                Record(frame: 0, time: $0, body: .action(recognizer: "t", state: .recognized))
            }
                + times.map {
                    Record(
                        frame: 0, time: $0,
                        body: .state(recognizer: "t", from: .possible, to: .recognized, reason: .unstated, values: []))
                }
        }
        let difference = OutcomeDifference(
            from: Outcome(records: records([1, 2]), scene: scene),
            to: Outcome(records: records([1, 2.5, 3]), scene: scene))
        #expect(
            difference.changes(of: "t") == [
                .moved(.state(.recognized), from: 2, to: 2.5), .added(.state(.recognized), at: 3),
            ])
    }

    @Test("a text field's editing is an outcome: without its text tap the field never begins editing")
    func textEditing() throws {
        let window = """
            "subviews": [{"id": "form", "frame": [0, 0, 390, 400],
              "subviews": [{"id": "email", "class": "UITextField", "frame": [20, 50, 350, 44], "text": {}}],
              "gestureRecognizers": [{"id": "dismissKeyboard", "kind": "UITapGestureRecognizer"}]}]
            """
        let events = """
            [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 80, "y": 70}]},
             {"t": 0.08, "touches": [{"id": 1, "phase": "ended", "x": 80, "y": 70}]}]
            """
        func outcome(_ sets: [String]) throws -> Outcome {
            var trace = try S.decode(S.trace(window: window, events: events))
            try trace.scene.apply(try sets.map { try ScenePatchArgument.parse($0) })
            return Outcome(records: Replay.run(trace).records, scene: trace.scene)
        }
        let before = try outcome([])
        #expect(
            before.events["email"]?.map(\.event).filter { if case .text = $0 { true } else { false } } == [
                .text(.editingBegan), .text(.caretPlaced),
            ])
        let difference = OutcomeDifference(from: before, to: try outcome(["email.textTap.enabled=false"]))
        let lines = OutcomeText.lines(difference)
        #expect(lines.contains("- email editingBegan at t=0.08"))
        #expect(lines.contains("- email caretPlaced at t=0.08"))
    }

    @Test("one event repeated: the n-th occurrence pairs with the n-th, removals before what replaced them at one time")
    func repeatedEvents() {
        typealias O = Outcome.Occurrence
        let recognized = Outcome.Event.state(.recognized)
        let failed = Outcome.Event.state(.failed)
        let a = [
            O(event: recognized, time: 1), O(event: recognized, time: 2), O(event: failed, time: 2),
            O(event: recognized, time: 3), O(event: recognized, time: 4),
        ]
        let b = [
            O(event: recognized, time: 1), O(event: failed, time: 2), O(event: recognized, time: 2.5),
            O(event: recognized, time: 3), O(event: failed, time: 5),
        ]
        #expect(
            OutcomeDifference.changes(a, b) == [
                .moved(recognized, from: 2, to: 2.5),
                .removed(recognized, at: 4),
                .added(failed, at: 5),
            ])
        // Closer than a microsecond is the same time; the unpaired rest of a side is added or removed.
        #expect(
            OutcomeDifference.changes(
                [O(event: recognized, time: 1), O(event: recognized, time: 1)],
                [O(event: recognized, time: 1.0000001), O(event: recognized, time: 1), O(event: recognized, time: 1)])
                == [.added(recognized, at: 1)])
    }

    @Test("pairing is linear: 20 000 repeats of one event, every one moved, are paired in order")
    func manyRepeatsPairInOrder() {
        let recognized = Outcome.Event.state(.recognized)
        let a = (0..<20_000).map { Outcome.Occurrence(event: recognized, time: Double($0)) }
        let b = (0..<20_000).map { Outcome.Occurrence(event: recognized, time: Double($0) + 0.5) }
        let changes = OutcomeDifference.changes(a, b)
        #expect(changes.count == 20_000)
        #expect(
            changes.enumerated().allSatisfy {
                $0.element == .moved(recognized, from: Double($0.offset), to: Double($0.offset) + 0.5)
            })
    }
}
