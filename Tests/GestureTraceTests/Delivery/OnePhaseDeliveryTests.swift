import Testing

@testable import GestureTrace

/// An event whose changed touches all share one phase (two fingers landing, moving or lifting
/// together) reaches each recognizer through `RecognizerDelivery`'s one-phase path: a
/// recognizer holding every changed touch gets the event's one array, one holding a subset
/// gets its own (SEMANTICS §2.4), with withholding (§7.3–§7.4) and the automatic changed
/// (§5.4) as for any event.
@Suite struct OnePhaseDeliveryTests {
    /// A pinch on the window holds both fingers; a pan on the left half holds only the first.
    private func scene() -> SceneBuilder {
        var b = SceneBuilder()
        b.view("left", frame: Rect(x: 0, y: 0, width: 195, height: 844))
        b.view("right", frame: Rect(x: 195, y: 0, width: 195, height: 844))
        b.recognizer("pinch", on: "window", kind: .pinch) {
            $0.simultaneousWith = .all
        }
        b.recognizer("pan", on: "left", kind: .pan(minimumNumberOfTouches: 1, maximumNumberOfTouches: 1)) {
            $0.simultaneousWith = .all
        }
        return b
    }

    @Test("SEMANTICS §2.4: two fingers in one phase per event; the pan sees only its finger, the pinch both")
    func twoFingersTogether() {
        var events: [InputEvent] = [Input.touches(0, [(1, .began, 100, 400), (2, .began, 300, 400)])]
        for step in 1...6 {
            let d = Double(step) * 12
            events.append(Input.touches(Double(step) * 0.02, [(1, .moved, 100 - d, 400), (2, .moved, 300 + d, 400)]))
        }
        events.append(Input.touches(0.2, [(1, .ended, 28, 400), (2, .ended, 372, 400)]))
        let out = dump(replay(scene(), events))
        #expect(out == OnePhaseDeliveryTests.expected, "\(out)")
    }

    /// The pan begins past its hysteresis on its one finger's moves (SEMANTICS §8.3) and the
    /// pinch on both (§8.5); both finish and reset when the two fingers lift together. Pinned
    /// when the path was added (issue 28 item 4, round 10), whose replays are byte-identical
    /// to the general path's on the differential corpus (docs/PERFORMANCE.md).
    static let expected = """
        @0 input
          left.began[1]
          right.began[2]
        @0.02 input
          pan: possible->began
          left.cancelled[1]
          action(pan, began)
          pinch: possible->began
          right.cancelled[2]
          action(pinch, began)
        @0.04 input
          pan: began->changed
          pinch: began->changed
          action(pan, changed)
          action(pinch, changed)
        @0.06 input
          action(pan, changed)
          action(pinch, changed)
        @0.08 input
          action(pan, changed)
          action(pinch, changed)
        @0.1 input
          action(pan, changed)
          action(pinch, changed)
        @0.12 input
          action(pan, changed)
          action(pinch, changed)
        @0.2 input
          pan: changed->ended
          pinch: changed->ended
          action(pan, ended)
          action(pinch, ended)
          pan reset
          pinch reset
        """
}
