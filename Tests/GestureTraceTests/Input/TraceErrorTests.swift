import Testing

@testable import GestureTrace

/// Invalid input: each case asserts the whole printed diagnostic
/// `file:line:column: error: message (at path)` (FORMAT §5).
extension InputTests {
    @Suite struct TraceErrorTests {
        typealias S = DecoderTestSupport

        /// A one-line trace whose window has `window` extra keys and the given events.
        static func line(window: String = "", events: String = "[]", scene: String = "") -> String {
            #"{"gesturetrace": 1, "scene": {\#(scene)"window": {"id": "w", "frame": [0, 0, 100, 100]\#(window)}}, "events": \#(events)}"#
        }

        static let touch = #"{"id": 1, "phase": "began", "x": 1, "y": 1}"#

        struct Case: CustomTestStringConvertible, Sendable {
            var name: String
            var input: String
            var expected: String
            var testDescription: String { name }
        }

        static let cases: [Case] = [
            Case(
                name: "syntax error",
                input: "{\"gesturetrace\": 1,\n \"scene\": {]}",
                expected:
                    "t.json:2:12: error: unexpected character ']'; expected a string key in double quotes (at scene)"),
            Case(
                name: "empty file", input: "",
                expected: "t.json:1:1: error: the file is empty; expected a JSON value (at $)"),
            Case(
                name: "NaN literal",
                input: line(events: #"[{"t": NaN}]"#),
                expected: "t.json:1:99: error: 'NaN' is not allowed: JSON numbers must be finite (at events[0].t)"),
            Case(
                name: "number overflow",
                input: line(events: #"[{"t": 1e400}]"#),
                expected: "t.json:1:99: error: number '1e400' is too large for a double (at events[0].t)"),
            Case(
                name: "wrong version",
                input: #"{"gesturetrace": 2, "scene": "s.json", "events": []}"#,
                expected: "t.json:1:18: error: unsupported format version '2'; expected 1 (at gesturetrace)"),
            Case(
                name: "missing version",
                input: #"{"scene": "s.json", "events": []}"#,
                expected: "t.json:1:1: error: missing required key 'gesturetrace' (at $)"),
            Case(
                name: "wrong type",
                input: line(window: #", "hidden": "yes""#),
                expected: "t.json:1:90: error: expected true or false, found string 'yes' (at scene.window.hidden)"),
            Case(
                name: "unknown key with hint",
                input: line(window: #", "recognizers": [{"id": "r", "kind": "tap", "delaysTouchBegan": true}]"#),
                expected:
                    "t.json:1:123: error: unknown key 'delaysTouchBegan'; did you mean 'delaysTouchesBegan'? (at scene.window.recognizers[0].delaysTouchBegan)"
            ),
            Case(
                name: "key of another recognizer kind",
                input: line(window: #", "recognizers": [{"id": "r", "kind": "pan", "taps": 2}]"#),
                expected:
                    "t.json:1:123: error: key 'taps' is not valid for a 'pan' recognizer; it belongs to tap, longPress (at scene.window.recognizers[0].taps)"
            ),
            Case(
                name: "missing required key",
                input: line(window: #", "subviews": [{"id": "v"}]"#),
                expected: "t.json:1:93: error: missing required key 'frame' (at scene.window.subviews[0])"),
            Case(
                name: "missing events",
                input: #"{"gesturetrace": 1, "scene": {"window": {"id": "w", "frame": [0, 0, 1, 1]}}}"#,
                expected: "t.json:1:1: error: missing required key 'events' (or 'strokes') (at $)"),
            Case(
                name: "duplicate id",
                input: line(window: #", "subviews": [{"id": "w", "frame": [0, 0, 1, 1]}]"#),
                expected:
                    "t.json:1:100: error: duplicate id 'w': already used by a view at line 1, column 48 (at scene.window.subviews[0].id)"
            ),
            Case(
                name: "duplicate id with a scroll view's built-in pan",
                input: line(
                    window:
                        #", "recognizers": [{"id": "s.pan", "kind": "tap"}], "subviews": [{"id": "s", "class": "UIScrollView", "frame": [0, 0, 1, 1]}]"#
                ),
                expected:
                    "t.json:1:149: error: duplicate id 's.pan' (the built-in pan recognizer of scroll view 's'): already used by a gesture recognizer at line 1, column 103 (at scene.window.subviews[0].id)"
            ),
            Case(
                name: "unknown reference",
                input: line(
                    window:
                        #", "recognizers": [{"id": "single", "kind": "tap", "requireToFail": ["doubel"]}, {"id": "double", "kind": "tap"}]"#
                ),
                expected:
                    "t.json:1:146: error: unknown gesture recognizer id 'doubel'; did you mean 'double'? (at scene.window.recognizers[0].requireToFail[0])"
            ),
            Case(
                name: "reference to the wrong kind of id",
                input: line(window: #", "hitTest": {"redirect": "r"}, "recognizers": [{"id": "r", "kind": "tap"}]"#),
                expected:
                    "t.json:1:104: error: 'r' is a gesture recognizer, not a view (at scene.window.hitTest.redirect)"),
            Case(
                name: "requiring itself",
                input: line(window: #", "recognizers": [{"id": "a", "kind": "tap", "requireToFail": ["a"]}]"#),
                expected:
                    "t.json:1:141: error: recognizer 'a' cannot name itself in 'requireToFail': it would wait for its own failure (at scene.window.recognizers[0].requireToFail[0])"
            ),
            Case(
                name: "cycle",
                input: line(
                    window:
                        #", "recognizers": [{"id": "a", "kind": "tap", "requireToFail": ["b"]}, {"id": "b", "kind": "tap", "shouldRequireFailureOf": ["c"]}, {"id": "c", "kind": "tap"}, {"id": "z", "kind": "pan", "requireToFail": ["a"], "shouldBeRequiredToFailBy": ["c"]}]"#
                ),
                expected:
                    "t.json:1:282: error: requireToFail cycle: a → b → c → z → a (at scene.window.recognizers[3].requireToFail[0])"
            ),
            Case(
                name: "time goes backwards",
                input: line(events: #"[{"t": 1}, {"t": 0.5}]"#),
                expected:
                    "t.json:1:109: error: time '0.5' is earlier than the previous event's '1'; times must not decrease (at events[1].t)"
            ),
            Case(
                name: "touch began twice",
                input: line(events: "[{\"t\": 0, \"touches\": [\(touch)]}, {\"t\": 1, \"touches\": [\(touch)]}]"),
                expected:
                    "t.json:1:201: error: touch '1' began while it was already down; end or cancel it first (at events[1].touches[0].phase)"
            ),
            Case(
                name: "ended without began",
                input: line(events: #"[{"t": 0, "touches": [{"id": "f", "phase": "ended", "x": 1, "y": 1}]}]"#),
                expected:
                    "t.json:1:135: error: touch 'f' ended but is not down; it needs a 'began' first (at events[0].touches[0].phase)"
            ),
            Case(
                name: "touch listed twice in one event",
                input: line(events: "[{\"t\": 0, \"touches\": [\(touch), \(touch)]}]"),
                expected: "t.json:1:166: error: touch '1' appears twice in one event (at events[0].touches[1].id)"),
            Case(
                name: "bad phase",
                input: line(events: #"[{"t": 0, "touches": [{"id": 1, "phase": "begn", "x": 1, "y": 1}]}]"#),
                expected:
                    "t.json:1:133: error: unknown phase 'begn'; expected one of began, moved, stationary, ended, cancelled (at events[0].touches[0].phase)"
            ),
            Case(
                name: "fractional touch id",
                input: line(events: #"[{"t": 0, "touches": [{"id": 1.5, "phase": "began", "x": 1, "y": 1}]}]"#),
                expected: "t.json:1:121: error: touch id '1.5' is not an integer (at events[0].touches[0].id)"),
            Case(
                name: "coordinate out of range",
                input: line(events: #"[{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 2e9, "y": 1}]}]"#),
                expected:
                    "t.json:1:147: error: x '2e9' is out of range; expected between -1000000000 and 1000000000 (at events[0].touches[0].x)"
            ),
            Case(
                name: "negative size",
                input: line(window: #", "subviews": [{"id": "v", "frame": [0, 0, -5, 10]}]"#),
                expected:
                    "t.json:1:121: error: frame width '-5' is negative; expected a value of at least 0 (at scene.window.subviews[0].frame[2])"
            ),
            Case(
                name: "bad enum value",
                input: line(window: #", "subviews": [{"id": "v", "class": "UIBotton", "frame": [0, 0, 1, 1]}]"#),
                expected:
                    "t.json:1:114: error: unknown view class 'UIBotton'; did you mean 'UIButton'? (at scene.window.subviews[0].class)"
            ),
            Case(
                name: "unknown setting with hint",
                input: line(scene: #""settings": {"tapMaxIntervall": 0.3}, "#),
                expected:
                    "t.json:1:44: error: unknown setting 'tapMaxIntervall'; did you mean 'tapMaxInterval'? (at scene.settings.tapMaxIntervall)"
            ),
            Case(
                name: "control keys on a plain view",
                input: line(
                    window: #", "subviews": [{"id": "v", "frame": [0, 0, 1, 1], "control": {"enabled": false}}]"#),
                expected:
                    "t.json:1:139: error: 'control' is only valid on controls (UIControl and its subclasses); this view is a 'UIView' (at scene.window.subviews[0].control)"
            ),
            Case(
                name: "screenEdgePan without edges",
                input: line(window: #", "recognizers": [{"id": "e", "kind": "screenEdgePan"}]"#),
                expected: "t.json:1:96: error: missing required key 'edges' (at scene.window.recognizers[0])"),
            Case(
                name: "stroke with one point",
                input:
                    #"{"gesturetrace": 1, "scene": {"window": {"id": "w", "frame": [0, 0, 1, 1]}}, "strokes": [{"id": 1, "points": [[0, 1, 1]]}]}"#,
                expected:
                    "t.json:1:110: error: a stroke needs at least 2 points (began and ended), found 1 (at strokes[0].points)"
            ),
            Case(
                name: "stroke overlapping an event's touch",
                input:
                    #"{"gesturetrace": 1, "scene": {"window": {"id": "w", "frame": [0, 0, 1, 1]}}, "events": [{"t": 0.05, "touches": [{"id": 1, "phase": "began", "x": 0, "y": 0}]}], "strokes": [{"id": 1, "points": [[0.1, 1, 1], [0.2, 1, 1]]}]}"#,
                expected:
                    "t.json:1:194: error: touch '1' began while it was already down; end or cancel it first (at strokes[0].points[0])"
            ),
            Case(
                name: "setting out of range",
                input: line(scene: #""settings": {"alphaHitThreshold": 2}, "#),
                expected:
                    "t.json:1:65: error: alphaHitThreshold '2' is out of range; expected between 0 and 1 (at scene.settings.alphaHitThreshold)"
            ),
            Case(
                name: "setting of the wrong type",
                input: line(scene: #""settings": {"tieBreak": "random"}, "#),
                expected:
                    "t.json:1:56: error: unknown tieBreak 'random'; expected one of evaluationOrder, reverseEvaluationOrder (at scene.settings.tieBreak)"
            ),
            Case(
                name: "script steps going back in time",
                input: line(
                    window:
                        #", "recognizers": [{"id": "s", "kind": "script", "steps": [{"t": 0.2, "state": "began"}, {"t": 0.1, "state": "ended"}]}]"#
                ),
                expected:
                    "t.json:1:172: error: step time '0.1' is earlier than the previous step's '0.2'; times must not decrease (at scene.window.recognizers[0].steps[1].t)"
            ),
            Case(
                name: "pan maximum below minimum",
                input: line(
                    window:
                        #", "recognizers": [{"id": "p", "kind": "pan", "minimumNumberOfTouches": 2, "maximumNumberOfTouches": 1}]"#
                ),
                expected:
                    "t.json:1:178: error: maximumNumberOfTouches '1' is less than minimumNumberOfTouches '2' (at scene.window.recognizers[0].maximumNumberOfTouches)"
            ),
            Case(
                name: "zero taps",
                input: line(window: #", "recognizers": [{"id": "t", "kind": "tap", "taps": 0}]"#),
                expected:
                    "t.json:1:131: error: taps '0' is out of range; expected between 1 and 1000000 (at scene.window.recognizers[0].taps)"
            ),
            Case(
                name: "bad swipe direction",
                input: line(
                    window: #", "recognizers": [{"id": "s", "kind": "swipe", "direction": ["left", "diagonal"]}]"#),
                expected:
                    "t.json:1:147: error: unknown swipe direction 'diagonal'; expected one of right, left, up, down (at scene.window.recognizers[0].direction[1])"
            ),
            Case(
                name: "interrupt with touches",
                input: line(events: "[{\"t\": 0, \"interrupt\": true, \"touches\": [\(touch)]}]"),
                expected: "t.json:1:132: error: an interrupt event cannot also list touches (at events[0].touches)"),
            Case(
                name: "scene of the wrong type",
                input: #"{"gesturetrace": 1, "scene": 3, "events": []}"#,
                expected:
                    "t.json:1:30: error: expected a scene object or a path to a scene file, found number 3 (at scene)"),
            Case(
                name: "unknown kind",
                input: line(window: #", "recognizers": [{"id": "t", "kind": "doubleTap"}]"#),
                expected:
                    "t.json:1:116: error: unknown recognizer kind 'doubleTap'; expected one of tap, longPress, pan, swipe, pinch, rotation, screenEdgePan, fingers, script, custom (or UIKit's class name, such as UITapGestureRecognizer) (at scene.window.recognizers[0].kind)"
            ),
            Case(
                name: "scroll keys on a view that is not a scroll view",
                input: line(window: #", "scroll": {"contentSize": [1, 1]}"#),
                expected:
                    "t.json:1:90: error: 'scroll' is only valid on a UIScrollView (or UITableView, UICollectionView, UITextView); this view is a 'UIWindow' (at scene.window.scroll)"
            ),
        ]

        @Test("each kind of bad input is located", arguments: cases)
        func located(_ c: Case) {
            #expect(S.error(c.input) == c.expected)
        }

        @Test("invalid UTF-8 names its position")
        func invalidUTF8() {
            let bytes =
                Array(#"{"gesturetrace": 1, "name": "caf"#.utf8) + [0xC3, 0x28]
                + Array(#"", "scene": "s", "events": []}"#.utf8)
            #expect(
                S.error(bytes: bytes) == "t.json:1:33: error: invalid UTF-8: byte 0xC3 is not valid UTF-8 (at name)")
        }

        @Test("a scene file that cannot be read is reported at the trace's scene key")
        func unreadableScene() {
            #expect(
                S.error(#"{"gesturetrace": 1, "scene": "scenes/missing.json", "events": []}"#)
                    == "t.json:1:30: error: cannot read scene file 'scenes/missing.json': no such file (at scene)")
        }

        @Test("errors inside a scene file name that file and paths from its document")
        func errorInSceneFile() {
            let scene =
                "{\"gesturetrace\": 1,\n \"window\": {\"id\": \"w\", \"frame\": [0, 0, 1, 1],\n  \"subviews\": [{\"id\": \"v\", \"frame\": [0, 0, 1]}]}}"
            #expect(
                S.error(#"{"gesturetrace": 1, "scene": "a.json", "events": []}"#, scenes: ["a.json": scene])
                    == "traces/a.json:3:37: error: expected [x, y, width, height] for frame, found an array of 3 elements (at window.subviews[0].frame)"
            )
        }

        @Test("more than 1000 touches down at once is refused")
        func tooManyTouches() {
            let touches = (0...1000).map { #"{"id": \#($0), "phase": "began", "x": 1, "y": 1}"# }.joined(
                separator: ", ")
            let message = S.error(Self.line(events: "[{\"t\": 0, \"touches\": [\(touches)]}]"))
            #expect(
                message.hasSuffix(
                    "error: more than 1000 touches would be down at once (at events[0].touches[1000].phase)"))
        }

        @Test("unknown keys are errors, but _comments are not")
        func comments() {
            #expect(S.error(Self.line(window: #", "_note": {"anything": [1, 2]}"#)) == "no error")
            #expect(
                S.error(
                    #"{"gesturetrace": 1, "_why": "x", "scene": {"window": {"id": "w", "frame": [0, 0, 1, 1]}}, "events": [], "naem": "x"}"#
                )
                    == "t.json:1:105: error: unknown key 'naem'; did you mean 'name'? (at naem)")
        }
    }
}
