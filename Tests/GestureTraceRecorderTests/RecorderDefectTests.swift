import Testing

@testable import GestureTrace
@testable import GestureTraceRecorder

/// Issue 24 item 3: each defect a real app met, through the platform-independent part the
/// UIKit glue feeds (the glue itself is type-checked, not run, here).
@Suite struct RecorderDefectTests {
    static func decode(_ json: String) throws -> Trace {
        try TraceDecoder.decode(bytes: Array(json.utf8), file: "recorded.json") { (path: String) throws(TraceError) in
            throw TraceError(file: path, line: 0, column: 0, path: "", message: "no scene files")
        }
    }

    static func window(_ subviews: [RecordedView]) -> RecordedView {
        var window = RecordedView(
            id: "UIWindow_0x1", className: "UIWindow", baseClass: "UIWindow", frame: [0, 0, 390, 844])
        window.subviews = subviews
        return window
    }

    @Test("a default pan's maximumNumberOfTouches (NSUIntegerMax, -1 in Swift) is unlimited: the key is left out")
    func panMaximum() throws {
        typealias Kind = RecordedRecognizer.Kind
        #expect(
            Kind.pan(minimumNumberOfTouches: 1, uikitMaximum: -1)
                == .pan(minimumNumberOfTouches: 1, maximumNumberOfTouches: nil))
        #expect(
            Kind.pan(minimumNumberOfTouches: 2, uikitMaximum: Int.max)
                == .pan(minimumNumberOfTouches: 2, maximumNumberOfTouches: nil))
        #expect(
            Kind.pan(minimumNumberOfTouches: 1, uikitMaximum: 2)
                == .pan(minimumNumberOfTouches: 1, maximumNumberOfTouches: 2))
        // A pan that can never begin has no spelling in the format: unmodelled.
        #expect(Kind.pan(minimumNumberOfTouches: 3, uikitMaximum: 2) == nil)
        #expect(Kind.pan(minimumNumberOfTouches: 0, uikitMaximum: -1) == nil)

        var view = RecordedView(id: "UIView_0x2", className: "UIView", baseClass: "UIView", frame: [0, 0, 390, 844])
        view.recognizers = [
            RecordedRecognizer(
                id: "UIPanGestureRecognizer_0x3", className: "UIPanGestureRecognizer",
                kind: Kind.pan(minimumNumberOfTouches: 1, uikitMaximum: -1))
        ]
        var recording = Recording()
        recording.snapshot(window: Self.window([view]), screenWidth: 390, screenHeight: 844)
        let json = recording.traceJSON(name: "pan")
        #expect(
            json.contains(
                #"{"id": "UIPanGestureRecognizer_0x3", "kind": "pan", "minimumNumberOfTouches": 1, "_class": "UIPanGestureRecognizer"}"#
            ))
        guard case .pan(_, let maximum)? = try Self.decode(json).scene.recognizers.first?.kind else {
            Issue.record("no pan decoded")
            return
        }
        #expect(maximum == Int.max)
    }

    @Test("UIKit's and SwiftUI's own recognizers are named as a comment, not modelled; the app's are")
    func systemRecognizers() throws {
        #expect(!RecognizerClass.isSystem("UITapGestureRecognizer"))
        #expect(!RecognizerClass.isSystem("UIScreenEdgePanGestureRecognizer"))
        #expect(!RecognizerClass.isSystem("MyApp.WiggleRecognizer"))
        #expect(!RecognizerClass.isSystem("XYZPinchRecognizer"))
        for name in [
            "_UISystemGestureGateGestureRecognizer", "UITextTapRecognizer",
            "UIScrollViewKnobLongPressGestureRecognizer",
            "UIHoverGestureRecognizer", "SwiftUI.UIKitResponderGestureRecognizer",
            "_TtC7SwiftUI22UIKitGestureRecognizer",
        ] {
            #expect(RecognizerClass.isSystem(name), "\(name)")
        }
        var field = RecordedView(id: "UIView_0x2", className: "UIView", baseClass: "UIView", frame: [0, 0, 100, 40])
        field.systemRecognizers = ["UITextTapRecognizer_0x5", "_UIContextMenuLongPress_0x6"]
        var recording = Recording()
        recording.snapshot(window: Self.window([field]), screenWidth: 390, screenHeight: 844)
        let json = recording.traceJSON(name: "field")
        #expect(json.contains(#""_systemRecognizers": ["UITextTapRecognizer_0x5", "_UIContextMenuLongPress_0x6"]"#))
        let trace = try Self.decode(json)
        #expect(trace.scene.recognizers.isEmpty)
    }

    @Test("the recorder's own control targets are not the app's actions")
    func controlActions() {
        #expect(
            ControlActions.appActions([
                ("touchDown", true), ("touchUpInside", true), ("valueChanged", true), ("primaryActionTriggered", true),
                ("touchUpInside", false), ("primaryActionTriggered", false),
            ]) == ["touchUpInside", "primaryActionTriggered"])
        // After the recorder instrumented a control with no app target, nothing is listed.
        #expect(ControlActions.appActions(ControlActions.events.map { ($0, true) }) == [])
        #expect(ControlActions.events.count == 11)
    }

    @Test("a changed scene starts a new trace: each gesture replays against the scene it began on")
    func segments() throws {
        var first = RecordedView(
            id: "UIButton_0x2", className: "UIButton", baseClass: "UIButton", frame: [0, 0, 100, 44])
        first.control = .init(enabled: true, actions: ["touchUpInside"])
        var recording = Recording()
        recording.snapshot(window: Self.window([first]), screenWidth: 390, screenHeight: 844)
        recording.touches(at: 100, [(key: 1, phase: .began, x: 10, y: 10)])
        recording.observe(.control(control: "UIButton_0x2", event: "touchDown"), at: 100)
        recording.touches(at: 100.1, [(key: 1, phase: .ended, x: 10, y: 10)])
        recording.observe(.control(control: "UIButton_0x2", event: "touchUpInside"), at: 100.1)
        // The same scene again: the same segment.
        #expect(recording.beginsSequence([(key: 2, phase: .began, x: 10, y: 10)]))
        recording.snapshot(window: Self.window([first]), screenWidth: 390, screenHeight: 844)
        recording.touches(at: 101, [(key: 2, phase: .began, x: 300, y: 300)])
        recording.touches(at: 101.1, [(key: 2, phase: .ended, x: 300, y: 300)])
        #expect(recording.segments.count == 1)
        // The button pushed a screen: the next gesture meets another scene.
        let pushed = RecordedView(id: "UIView_0x9", className: "UIView", baseClass: "UIView", frame: [0, 0, 390, 844])
        recording.snapshot(window: Self.window([pushed]), screenWidth: 390, screenHeight: 844)
        recording.touches(at: 105, [(key: 3, phase: .began, x: 10, y: 10)])
        recording.observe(.state(recognizer: "UITapGestureRecognizer_0x7", from: "possible", to: "failed"), at: 105.05)
        recording.touches(at: 105.1, [(key: 3, phase: .ended, x: 10, y: 10)])
        // A snapshot after the last gesture (no events) writes nothing.
        recording.snapshot(window: Self.window([]), screenWidth: 390, screenHeight: 844)

        let documents = recording.documents(name: "session")
        #expect(documents.map(\.name) == ["session", "session-2"])
        #expect(
            documents[0].observed == """
                {"type": "observing", "t": 0, "records": ["action", "control", "state"]}
                {"type": "control", "t": 0, "control": "UIButton_0x2", "event": "touchDown"}
                {"type": "control", "t": 0.1, "control": "UIButton_0x2", "event": "touchUpInside"}

                """)
        #expect(
            documents[1].observed
                == #"{"type": "observing", "t": 0, "records": ["action", "control", "state"]}"# + "\n"
                + #"{"type": "state", "t": 0.05, "recognizer": "UITapGestureRecognizer_0x7", "from": "possible", "to": "failed"}"#
                + "\n")
        let second = try Self.decode(documents[1].trace)
        #expect(second.scene.views.map(\.id) == ["UIWindow_0x1", "UIView_0x9"])
        #expect(
            documents[1].trace.contains(
                """
                    {"t": 0, "touches": [{"id": 1, "phase": "began", "x": 10, "y": 10}]},
                    {"t": 0.1, "touches": [{"id": 1, "phase": "ended", "x": 10, "y": 10}]}
                """))
        #expect(try Self.decode(documents[0].trace).events.count == 4)
        // An empty recording still writes one (bare) trace.
        #expect(Recording().documents(name: "empty").map(\.name) == ["empty"])
    }

    @Test("only the recorded window's touches: another window's are left out while a sequence is live")
    func windowTouches() throws {
        var recording = Recording()
        #expect(recording.isIdle)
        recording.touches(at: 0, inWindow: 1, [(key: 10, phase: .began, x: 5, y: 5)])
        #expect(!recording.isIdle)
        // A finger in another window (an alert's, the keyboard's) during the sequence.
        #expect(!recording.beginsSequence([(key: 20, phase: .began, x: 50, y: 50)]))
        recording.touches(at: 0.05, inWindow: 2, [(key: 20, phase: .began, x: 50, y: 50)])
        recording.touches(at: 0.1, inWindow: 1, [(key: 10, phase: .ended, x: 5, y: 5)])
        #expect(recording.isIdle)
        recording.touches(at: 0.15, inWindow: 2, [(key: 20, phase: .ended, x: 50, y: 50)])
        let json = recording.traceJSON(name: "w")
        #expect(
            json.hasSuffix(
                """
                "events": [
                    {"t": 0, "touches": [{"id": 1, "phase": "began", "x": 5, "y": 5}]},
                    {"t": 0.1, "touches": [{"id": 1, "phase": "ended", "x": 5, "y": 5}]}
                  ]
                }

                """))
        // Idle again: a sequence may begin in any window (the glue snapshots that window).
        #expect(recording.beginsSequence([(key: 30, phase: .began, x: 1, y: 1)]))
        #expect(!recording.beginsSequence([(key: 30, phase: .ended, x: 1, y: 1)]))
    }

    @Test("state changes are written with failures, and the log line reads back")
    func stateLog() {
        #expect(
            Recording.stateLogLine(
                time: 0.3525, recognizer: "UITapGestureRecognizer_0x7", from: "possible", to: "failed")
                == "gesturetrace state t=0.3525 UITapGestureRecognizer_0x7 possible -> failed")
        var recording = Recording()
        recording.touches(at: 50, [(key: 1, phase: .began, x: 0, y: 0)])
        #expect(recording.segmentTime(50.25) == 0.25)
        recording.observe(.state(recognizer: "p", from: "possible", to: "began"), at: 50.1)
        recording.observe(.action(recognizer: "p", state: "began"), at: 50.1)
        #expect(
            recording.observedJSONL() == """
                {"type": "observing", "t": 0, "records": ["action", "control", "state"]}
                {"type": "state", "t": 0.1, "recognizer": "p", "from": "possible", "to": "began"}
                {"type": "action", "t": 0.1, "recognizer": "p", "state": "began"}

                """)
    }
}
