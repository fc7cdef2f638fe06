import Testing

@testable import GestureTrace

/// Delegate expressions in a scene (FORMAT §2.4): errors located at the offending character
/// inside the string, and the failure questions answered into the failure graph.
@Suite struct DelegateExpressionDecodingTests {
    typealias S = InputTests.DecoderTestSupport

    static func scene(_ recognizers: String) -> String {
        S.trace(
            window: """
                "subviews": [
                  {"id": "list", "class": "UIScrollView", "frame": [0, 0, 390, 844], "scroll": {"contentSize": [390, 2000]},
                   "subviews": [{"id": "row", "frame": [0, 0, 390, 80], "recognizers": [
                \(recognizers)
                  ]}]}
                ]
                """)
    }

    @Test("a parse error points at its character inside the string: line, column and JSON path")
    func located() {
        let text = Self.scene(#"{"id": "p", "kind": "pan", "shouldBegin": "abs(velocity.x) > abs(velocity.q)"}"#)
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
            $0.contains("velocity.q")
        }
        let column = text.split(separator: "\n", omittingEmptySubsequences: false)[line ?? 0].utf8.count
        let quote = column - #"abs(velocity.x) > abs(velocity.q)"}"#.utf8.count
        #expect(
            S.error(text)
                == "t.json:\((line ?? 0) + 1):\(quote + 23): error: shouldBegin expression: unknown name 'velocity.q'; did you mean 'velocity.x'? (at scene.window.subviews[0].subviews[0].recognizers[0].shouldBegin)"
        )
    }

    @Test("escapes before the error count as they are written")
    func escapes() {
        let text = Self.scene(#"{"id": "p", "kind": "pan", "shouldReceiveTouch": "touch.view.id == \"\u00e9\" AND x"}"#)
        let message = S.error(text)
        let written = #""touch.view.id == \"\u00e9\" AND x""#
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).first { $0.contains(written) } ?? ""
        let start = line.utf8.count - (written + "}").utf8.count
        // The quote is at column start + 1; 'x' is the last character before the closing quote.
        #expect(
            message.hasPrefix(
                "t.json:5:\(start + written.unicodeScalars.count - 1): error: shouldReceiveTouch expression: unknown name 'x'"
            ))
    }

    @Test("a pan's measurements on a tap, and a constant of the wrong type, are refused")
    func refusals() {
        #expect(
            S.error(Self.scene(#"{"id": "t", "kind": "tap", "shouldBegin": "velocity.x > 0"}"#)).contains(
                "'velocity.x' is a pan's (UIPanGestureRecognizer's translation and velocity); this recognizer is not a pan"
            )
        )
        #expect(
            S.error(Self.scene(#"{"id": "t", "kind": "tap", "shouldBegin": 1}"#)).contains(
                "expected true, false or an expression string (FORMAT §2.4), found number 1"))
    }

    @Test("shouldRequireFailureOf and shouldBeRequiredToFailBy expressions are answered for every other recognizer")
    func failureQuestions() throws {
        let trace = try S.decode(
            Self.scene(
                #"""
                {"id": "swipe", "kind": "swipe", "direction": "left"},
                {"id": "drag", "kind": "pan", "shouldRequireFailureOf": "other.kind == 'swipe' OR other.view.class == 'UIScrollView'"},
                {"id": "tap", "kind": "tap", "shouldBeRequiredToFailBy": "other.id BEGINSWITH 'dr'"}
                """#))
        let r = trace.scene.recognizers
        let index = { (id: String) in r.firstIndex { $0.id == id } ?? -1 }
        // In scene order: the scroll view's pan was declared with its view, before the row's recognizers.
        #expect(r[index("drag")].shouldRequireFailureOf == [index("list.pan"), index("swipe")])
        #expect(r[index("tap")].shouldBeRequiredToFailBy == [index("drag")])
        #expect(
            trace.scene.failureGraph.requirements[index("drag")] == [index("list.pan"), index("swipe"), index("tap")])
    }

    @Test("expressions that make a requirement cycle are refused at the expression")
    func cycle() {
        let message = S.error(
            Self.scene(
                #"""
                {"id": "a", "kind": "pan", "shouldRequireFailureOf": "other.id == 'b'"},
                {"id": "b", "kind": "tap", "shouldRequireFailureOf": "other.id == 'a'"}
                """#))
        #expect(
            message.contains("requireToFail cycle: a → b → a") || message.contains("requireToFail cycle: b → a → b"))
        #expect(message.contains(".shouldRequireFailureOf)"))
    }
}
