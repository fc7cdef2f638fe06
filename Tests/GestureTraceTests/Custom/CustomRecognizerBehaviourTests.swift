import Testing

@testable import GestureTrace

/// The subclassing API's contract, one rule per test, with the exact lines the replay prints:
/// coercion of a custom class's requests (SEMANTICS §5.3), dynamic failure requirements
/// (SEMANTICS §6.1), `ignore(_:for:)` (SEMANTICS §7.7), virtual timers and resets (SEMANTICS
/// §5.7, §10), coordinates and touch properties.
@Suite struct CustomRecognizerBehaviourTests {
    /// A discrete class that asks for `.began` on its first touch: coerced to recognized.
    final class AsksBegan: GestureRecognizer {
        override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) { state = .began }
    }

    /// Requires every tap to fail (`shouldRequireFailure(of:)`), recognizes on lift.
    final class WaitsForTaps: GestureRecognizer {
        override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
            setState(.recognized, reason: "lifted")
        }
        override func shouldRequireFailure(of other: GestureRecognizer) -> Bool { other is TapGestureRecognizer }
    }

    /// Requires and is required by its peer: a cycle.
    final class Needy: GestureRecognizer {
        override func shouldRequireFailure(of other: GestureRecognizer) -> Bool { other is Needy }
    }

    /// Ignores every touch after its first, recognizes when the first lifts, and records what
    /// it saw of its touches.
    final class FirstOnly: GestureRecognizer {
        var first: Touch?
        var seen: [String] = []
        override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
            for touch in touches {
                if first == nil {
                    first = touch
                    let p = touch.location(in: view)
                    seen.append("began in view (\(p.x), \(p.y)) force \(touch.force) radius \(touch.majorRadius)")
                } else {
                    ignore(touch, for: event)
                }
            }
        }
        override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
            for touch in touches {
                let p = touch.previousLocation(in: nil)
                seen.append(
                    "moved \(touch === first) from (\(p.x), \(p.y)) at \(touch.timestamp), \(numberOfTouches) held")
            }
        }
        override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
            if let first, touches.contains(first) { setState(.recognized, reason: "first finger lifted") }
        }
        override func reset() { first = nil }
    }

    /// Recognizes on lift; neither prevents nor is prevented by a tap, and tries to fail
    /// itself when asked.
    final class Meddler: GestureRecognizer {
        override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) { state = .recognized }
        override func canPrevent(_ other: GestureRecognizer) -> Bool {
            state = .failed
            return !(other is TapGestureRecognizer)
        }
        override func canBePrevented(by other: GestureRecognizer) -> Bool {
            state = .failed
            return !(other is TapGestureRecognizer)
        }
    }

    /// Fails 0.2 s after its touch began, unless reset first.
    final class Timeout: GestureRecognizer {
        override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
            scheduleTimer(after: 0.2) { [unowned self] in
                self.setState(.failed, reason: "timed out at \(self.currentTime)")
            }
        }
        override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) { state = .ended }
    }

    static let registry: CustomRecognizerRegistry = {
        var r = CustomRecognizerRegistry()
        r.register(AsksBegan.self) { AsksBegan() }
        r.register(WaitsForTaps.self) { WaitsForTaps() }
        r.register(Needy.self) { Needy() }
        r.register(FirstOnly.self) { FirstOnly() }
        r.register(Timeout.self) { Timeout() }
        r.register(Meddler.self) { Meddler() }
        return r
    }()

    static func trace(_ recognizers: String, _ events: String) -> String {
        """
        {"gesturetrace": 1, "scene": {"window": {"id": "w", "frame": [0, 0, 390, 844], "subviews": [
          {"id": "v", "frame": [10, 100, 300, 300], "multipleTouchEnabled": true, "touches": "handle",
           "recognizers": [\(recognizers)]}]}},
         "events": \(events)}
        """
    }

    static func decode(_ text: String) throws -> Trace {
        try TraceDecoder.decode(
            bytes: Array(text.utf8), file: "t.json",
            loadScene: { (p: String) throws(TraceError) in
                throw TraceError(file: p, line: 0, column: 0, path: "", message: "none")
            }, customRecognizers: registry)
    }

    /// The replay's text lines without the header, summary and `hit` lines.
    static func lines(_ text: String) throws -> [String] {
        let trace = try decode(text)
        let records = Replay.run(trace).records
        #expect(InvariantChecker.check(records, touchesDownAtEnd: InvariantChecker.touchesDownAtEnd(of: trace)) == [])
        let rendered = TextWriter.render(name: trace.name, records: records)
        return rendered.split(separator: "\n").map(String.init).filter {
            !$0.hasPrefix("gesturetrace") && !$0.hasPrefix("  hit") && !$0.hasPrefix("summary")
                && !$0.hasPrefix("  actions") && !$0.hasPrefix("  touches") && !$0.hasPrefix("  outcome")
        }
    }

    static let tap =
        #"[{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 50, "y": 150}]}, "#
        + #"{"t": 0.1, "touches": [{"id": 1, "phase": "ended", "x": 50, "y": 150}]}]"#

    /// Recognized in the touch's first event, before the view was delivered its began
    /// (SEMANTICS §2.3 E3 before E4): the view never hears of the touch.
    @Test("SEMANTICS §5.3: a discrete class's began is coerced to recognized, with the setter's place as reason")
    func coercion() throws {
        #expect(
            try Self.lines(Self.trace(#"{"id": "c", "kind": "custom", "class": "AsksBegan"}"#, Self.tap)) == [
                "frame 0  t=0  input",
                "  state    c  possible -> recognized  (AsksBegan set state = .began in touchesBegan)",
                "  action   c  recognized",
                "  reset    c",
                "frame 1  t=0.1  input",
                "frame 2  t=0.1  end",
            ])
    }

    @Test("SEMANTICS §6.1: shouldRequireFailure(of:) makes the class wait for the tap, which recognizes first")
    func dynamicRequirement() throws {
        let text = Self.trace(
            #"{"id": "c", "kind": "custom", "class": "WaitsForTaps"}, {"id": "tap", "kind": "tap"}"#, Self.tap)
        #expect(try Self.decode(text).scene.recognizers[0].shouldRequireFailureOf == [1])
        #expect(
            try Self.lines(text) == [
                "frame 0  t=0  input",
                "  deliver  v began [1]",
                "frame 1  t=0.1  input",
                "  pending  c  wants recognized, waiting for tap",
                "  state    tap  possible -> recognized  (1 tap)  location=(50, 150)",
                "  state    c  possible -> failed  (requires failure of tap, which recognized)",
                "  deliver  v cancelled [1]",
                "  action   tap  recognized",
                "  reset    c",
                "  reset    tap",
                "frame 2  t=0.1  end",
            ])
    }

    @Test("SEMANTICS §6.1, FORMAT §5: a cycle made by the classes' overrides is an error at load")
    func dynamicCycle() {
        let text = Self.trace(
            #"{"id": "a", "kind": "custom", "class": "Needy"}, {"id": "b", "kind": "custom", "class": "Needy"}"#, "[]")
        #expect(throws: TraceError.self) { try Self.decode(text) }
        do {
            _ = try Self.decode(text)
        } catch {
            #expect("\(error)".contains("requireToFail cycle: a → b → a"), "\(error)")
        }
    }

    @Test("SEMANTICS §7.7, §2.1: ignore(_:for:) frees the second finger; touches keep their identity and properties")
    func ignoreAndTouches() throws {
        let events = """
            [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 50, "y": 150, "force": 0.5, "radius": 12}]},
             {"t": 0.05, "touches": [{"id": 2, "phase": "began", "x": 90, "y": 150}]},
             {"t": 0.1, "touches": [{"id": 1, "phase": "moved", "x": 52, "y": 151}, {"id": 2, "phase": "moved", "x": 95, "y": 150}]},
             {"t": 0.2, "touches": [{"id": 1, "phase": "ended", "x": 52, "y": 151}]},
             {"t": 0.3, "touches": [{"id": 2, "phase": "ended", "x": 95, "y": 150}]}]
            """
        let text = Self.trace(#"{"id": "c", "kind": "custom", "class": "FirstOnly"}"#, events)
        #expect(
            try Self.lines(text) == [
                "frame 0  t=0  input",
                "  deliver  v began [1]",
                "frame 1  t=0.05  input",
                "  deliver  v began [2]",
                "frame 2  t=0.1  input",
                "  deliver  v moved [1, 2]",
                "frame 3  t=0.2  input",
                "  state    c  possible -> recognized  (first finger lifted)",
                "  deliver  v cancelled [1]",
                "  action   c  recognized",
                "  reset    c",
                "frame 4  t=0.3  input",
                "  deliver  v ended [2]",
                "frame 5  t=0.3  end",
            ])
        // What the class saw, through a replay's own instance.
        let trace = try Self.decode(text)
        let loop = FrameLoop(trace: trace)
        _ = loop.run()
        let seen = try #require((loop.arbiter.recognizers[0].logic as? CustomRecognizerLogic)?.recognizer as? FirstOnly)
        #expect(
            seen.seen == [
                "began in view (40.0, 50.0) force 0.5 radius 12.0",
                "moved true from (50.0, 150.0) at 0.1, 1 held",
            ])
    }

    @Test("SEMANTICS §10, §5.7: a virtual timer fires in a frame of its own, and a reset clears it")
    func timers() throws {
        let held =
            #"[{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 50, "y": 150}]}, "#
            + #"{"t": 0.5, "touches": [{"id": 1, "phase": "ended", "x": 50, "y": 150}]}]"#
        #expect(
            try Self.lines(Self.trace(#"{"id": "c", "kind": "custom", "class": "Timeout"}"#, held)) == [
                "frame 0  t=0  input",
                "  deliver  v began [1]",
                "frame 1  t=0.2  timer",
                "  state    c  possible -> failed  (timed out at 0.2)",
                "  reset    c",
                "frame 2  t=0.5  input",
                "  deliver  v ended [1]",
                "frame 3  t=0.5  end",
            ])
        // Recognized at 0.1, reset: the timer armed at 0 never fires.
        #expect(
            try Self.lines(Self.trace(#"{"id": "c", "kind": "custom", "class": "Timeout"}"#, Self.tap)) == [
                "frame 0  t=0  input",
                "  deliver  v began [1]",
                "frame 1  t=0.1  input",
                "  state    c  possible -> recognized  (Timeout set state = .recognized in touchesEnded)",
                "  deliver  v cancelled [1]",
                "  action   c  recognized",
                "  reset    c",
                "frame 2  t=0.1  end",
            ])
    }

    @Test(
        "SEMANTICS §6.4 (f): canBePrevented(by:) false keeps the class alongside the tap; its state change there is ignored"
    )
    func canBePreventedAndReentrancy() throws {
        #expect(
            try Self.lines(
                Self.trace(
                    #"{"id": "tap", "kind": "tap"}, {"id": "c", "kind": "custom", "class": "Meddler"}"#, Self.tap))
                == [
                    "frame 0  t=0  input",
                    "  deliver  v began [1]",
                    "frame 1  t=0.1  input",
                    "  state    tap  possible -> recognized  (1 tap)  location=(50, 150)",
                    "  deliver  v cancelled [1]",
                    "  action   tap  recognized",
                    "  state    c  possible -> recognized  (Meddler set state = .recognized in touchesEnded)",
                    "  action   c  recognized",
                    "  reset    tap",
                    "  reset    c",
                    "frame 2  t=0.1  end",
                ])
    }
}
