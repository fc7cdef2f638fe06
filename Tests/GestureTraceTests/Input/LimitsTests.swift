import Testing

@testable import GestureTrace

/// The limits that turn unbounded work into a clear invalid-input error (exit 2), each at its
/// boundary. docs/FUZZING.md lists them with the reasons.
@Suite struct LimitsTests {
    static func error(_ text: String) -> String {
        do {
            _ = try TraceDecoder.decode(bytes: Array(text.utf8), file: "t.json") { path throws(TraceError) in
                throw TraceError(file: path, line: 0, column: 0, path: "", message: "no scene files")
            }
            return "no error"
        } catch {
            return error.description
        }
    }

    static func trace(window: String, events: String = "[]") -> String {
        #"{"gesturetrace": 1, "scene": {"window": {"id": "w", "frame": [0, 0, 390, 844]\#(window)}}, "events": \#(events)}"#
    }

    @Test("at most 10 000 gesture recognizers in a scene, scroll views' pans included")
    func recognizers() {
        func taps(_ n: Int) -> String {
            ", \"recognizers\": [" + (0..<n).map { #"{"id": "r\#($0)", "kind": "tap"}"# }.joined(separator: ", ") + "]"
        }
        #expect(Self.error(Self.trace(window: taps(SceneDecoder.maxRecognizers))) == "no error")
        #expect(
            Self.error(Self.trace(window: taps(SceneDecoder.maxRecognizers + 1))).hasSuffix(
                "error: more than 10000 gesture recognizers in the scene; a replay's work grows with the square of their number (at scene.window.recognizers[10000])"
            ))
        // A scroll view's built-in pan counts: the 10 001st is the pan of the last scroll view.
        let scrolls =
            ", \"subviews\": ["
            + (0..<2).map { #"{"id": "s\#($0)", "class": "UIScrollView", "frame": [0, 0, 9, 9]}"# }.joined(
                separator: ", ") + "]"
        #expect(
            Self.error(Self.trace(window: taps(SceneDecoder.maxRecognizers - 1) + scrolls)).contains(
                "more than 10000 gesture recognizers"))
    }

    @Test("nesting: 1 000 000 levels are read without recursion; one more is refused")
    func nesting() {
        let limit = 1_000_000
        let ok =
            "{\"_deep\": " + String(repeating: "[", count: limit - 1) + String(repeating: "]", count: limit - 1) + "}"
        #expect((try? JSONDocument.parse(Array(ok.utf8))) != nil)
        let deep = "{\"_deep\": " + String(repeating: "[", count: limit) + String(repeating: "]", count: limit) + "}"
        do {
            _ = try JSONDocument.parse(Array(deep.utf8))
            Issue.record("accepted \(limit + 1) levels")
        } catch {
            #expect(error.message == "nesting is deeper than the limit of 1000000 levels")
        }
    }

    @Test("a deeply nested error prints a shortened path")
    func longPaths() {
        let depth = 20_000
        let views =
            String(repeating: #", "subviews": [{"id": "v", "frame": [0, 0, 1, 1]"#, count: 1)
            + (1..<depth).map { #", "subviews": [{"id": "v\#($0)", "frame": [0, 0, 1, 1]"# }.joined()
            + #", "subviews": [{"id": "bad"}]"# + String(repeating: "}]", count: depth)
        let message = Self.error(Self.trace(window: views))
        #expect(message.contains("error: missing required key 'frame' (at scene.window.subviews[0].subviews[0]"))
        #expect(message.contains("…(39839 more path components)…"))
        #expect(message.hasSuffix(".subviews[0].subviews[0].subviews[0])"))
        #expect(message.utf8.count < 1200)
        // Short paths are printed whole.
        #expect(TraceError.shortened("events[3].touches[0].phase") == "events[3].touches[0].phase")
    }

    @Test("at most 1000 touches down at once; failure-requirement cycles are refused at load")
    func touchesAndCycles() {
        let touches = (0..<TouchLifecycle.maxAlive).map { #"{"id": \#($0), "phase": "began", "x": 1, "y": 1}"# }.joined(
            separator: ", ")
        #expect(Self.error(Self.trace(window: "", events: "[{\"t\": 0, \"touches\": [\(touches)]}]")) == "no error")
        let cycle =
            #", "recognizers": [{"id": "a", "kind": "tap", "requireToFail": ["b"], "shouldBeRequiredToFailBy": ["c"]}, {"id": "b", "kind": "pan", "shouldRequireFailureOf": ["c"]}, {"id": "c", "kind": "swipe"}]"#
        // a requires b, b requires c (its delegate), and c requires a (a's delegate says so).
        #expect(Self.error(Self.trace(window: cycle)).contains("error: requireToFail cycle: "))
    }

    @Test("a message quoting a huge value prints shortened")
    func longMessages() {
        let huge = String(repeating: "x", count: 100_000)
        let message = Self.error(Self.trace(window: #", "recognizers": [{"id": "a", "kind": "\#(huge)"}]"#))
        #expect(message.hasPrefix("t.json:1:116: error: unknown recognizer kind 'xxxx"))
        #expect(message.contains("…(99223 more characters)…"))
        #expect(
            message.hasSuffix(
                "xxx'; expected one of tap, longPress, pan, swipe, pinch, rotation, screenEdgePan, fingers, script, custom (or UIKit's class name, such as UITapGestureRecognizer) (at scene.window.recognizers[0].kind)"
            ))
        #expect(message.utf8.count < 1200)
    }
}
