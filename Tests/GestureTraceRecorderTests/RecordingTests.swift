import Testing

@testable import GestureTrace
@testable import GestureTraceRecorder

/// The recorder's platform-independent core: a snapshot and touches become a trace that the
/// engine accepts, the ground truth becomes records in the replay's vocabulary, and a faithful
/// recording compares equal with the replay. The UIKit glue is not compiled here.
@Suite struct RecordingTests {
    /// A photo view with a single tap that requires a double tap (as the glue would find it:
    /// the double tap's address in the single tap's `must-fail` block), and a button.
    static func photoWindow() -> RecordedView {
        var window = RecordedView(
            id: "UIWindow_0x100", className: "UIWindow", baseClass: "UIWindow", frame: [0, 0, 390, 844])
        var photo = RecordedView(
            id: "UIImageView_0x200", className: "MyApp.ZoomingPhotoView", baseClass: "UIImageView",
            frame: [0, 100, 390, 520])
        photo.userInteractionEnabled = true
        var double = RecordedRecognizer(
            id: "UITapGestureRecognizer_0x300", className: "UITapGestureRecognizer", kind: .tap(taps: 2, touches: 1))
        double.delaysTouchesEnded = true
        var single = RecordedRecognizer(
            id: "UITapGestureRecognizer_0x400", className: "UITapGestureRecognizer", kind: .tap(taps: 1, touches: 1))
        single.requireToFail = ["UITapGestureRecognizer_0x300"]
        let custom = RecordedRecognizer(
            id: "MyApp.WiggleRecognizer_0x500", className: "MyApp.WiggleRecognizer", kind: nil)
        photo.recognizers = [double, single, custom]
        var button = RecordedView(
            id: "UIButton_0x600", className: "UIButton", baseClass: "UIButton", frame: [300, 40, 60, 44])
        button.control = .init(enabled: true, actions: ["touchUpInside"])
        var scroll = RecordedView(
            id: "UIScrollView_0x700", className: "UIScrollView", baseClass: "UIScrollView", frame: [0, 700, 390, 100])
        scroll.boundsOrigin = [0, 40]
        scroll.scroll = .init(contentSize: [390, 400])
        scroll.transform = [1, 0, 0, 1, 0, 0]
        scroll.alpha = 0.5
        window.subviews = [photo, button, scroll]
        return window
    }

    static func decode(_ json: String) throws -> Trace {
        try TraceDecoder.decode(bytes: Array(json.utf8), file: "recorded.json") { (path: String) throws(TraceError) in
            throw TraceError(file: path, line: 0, column: 0, path: "", message: "no scene files")
        }
    }

    @Test("a snapshot and its touches become exactly this trace, which the engine decodes and replays")
    func traceDocument() throws {
        var recording = Recording()
        recording.snapshot(window: Self.photoWindow(), screenWidth: 390, screenHeight: 844)
        recording.touches(at: 1000.25, [(key: 77, phase: .began, x: 195, y: 360)])
        recording.touches(at: 1000.29, [(key: 77, phase: .stationary, x: 195, y: 360)])
        recording.touches(at: 1000.34, [(key: 77, phase: .ended, x: 195.5, y: 360.25)])
        let json = recording.traceJSON(name: "photo \"tap\"")
        #expect(
            json == """
                {
                  "gesturetrace": 1,
                  "name": "photo \\"tap\\"",
                  "_recorded": "by GestureTraceRecorder; delegate answers (simultaneity, shouldBegin, shouldReceiveTouch) are not visible to it and are left at their defaults",
                  "scene": {
                    "screen": {"width": 390, "height": 844},
                    "window": {"id": "UIWindow_0x100", "class": "UIWindow", "frame": [0, 0, 390, 844], "subviews": [
                      {"id": "UIImageView_0x200", "class": "UIImageView", "_class": "MyApp.ZoomingPhotoView", "frame": [0, 100, 390, 520], "userInteractionEnabled": true, "recognizers": [{"id": "UITapGestureRecognizer_0x300", "kind": "tap", "taps": 2, "touches": 1, "_class": "UITapGestureRecognizer"}, {"id": "UITapGestureRecognizer_0x400", "kind": "tap", "taps": 1, "touches": 1, "_class": "UITapGestureRecognizer", "requireToFail": ["UITapGestureRecognizer_0x300"]}, {"id": "MyApp.WiggleRecognizer_0x500", "kind": "script", "continuous": true, "steps": [], "_class": "MyApp.WiggleRecognizer"}]},
                      {"id": "UIButton_0x600", "class": "UIButton", "frame": [300, 40, 60, 44], "control": {"enabled": true, "actions": ["touchUpInside"]}},
                      {"id": "UIScrollView_0x700", "class": "UIScrollView", "frame": [0, 700, 390, 100], "bounds": [0, 40, 390, 100], "alpha": 0.5, "scroll": {"contentSize": [390, 400], "delaysContentTouches": true, "canCancelContentTouches": true, "scrollEnabled": true}}
                    ]}
                  },
                  "events": [
                    {"t": 0, "touches": [{"id": 1, "phase": "began", "x": 195, "y": 360}]},
                    {"t": 0.09, "touches": [{"id": 1, "phase": "ended", "x": 195.5, "y": 360.25}]}
                  ]
                }

                """)
        let trace = try Self.decode(json)
        #expect(trace.scene.views.count == 4)
        #expect(trace.scene.recognizers.map(\.id).contains("UIScrollView_0x700.pan"))
        let records = Replay.run(trace).records
        #expect(records.contains { $0.body == .action(recognizer: "UITapGestureRecognizer_0x400", state: .recognized) })
    }

    @Test(
        "touch ids: new on began, kept while down; a touch first seen moving begins; one never seen is not ended; live touches are cancelled at the end"
    )
    func touchIDs() throws {
        var recording = Recording()
        recording.touches(at: 5, [(key: 9, phase: .moved, x: 1, y: 1), (key: 8, phase: .ended, x: 0, y: 0)])
        recording.touches(at: 5.1, [(key: 9, phase: .ended, x: 2, y: 2), (key: 7, phase: .began, x: 3, y: 3)])
        recording.touches(at: 5.2, [(key: 9, phase: .began, x: 4, y: 4), (key: 7, phase: .moved, x: 5, y: 5)])
        let json = recording.traceJSON(name: "ids")
        let events = json.split(separator: "\"events\": [")[1]
        #expect(
            events == """

                    {"t": 0, "touches": [{"id": 1, "phase": "began", "x": 1, "y": 1}]},
                    {"t": 0.1, "touches": [{"id": 1, "phase": "ended", "x": 2, "y": 2}, {"id": 2, "phase": "began", "x": 3, "y": 3}]},
                    {"t": 0.2, "touches": [{"id": 3, "phase": "began", "x": 4, "y": 4}, {"id": 2, "phase": "moved", "x": 5, "y": 5}]},
                    {"t": 0.2, "touches": [{"id": 2, "phase": "cancelled", "x": 5, "y": 5}, {"id": 3, "phase": "cancelled", "x": 4, "y": 4}]}
                  ]
                }

                """)
        // Without a snapshot the trace still decodes (a bare window).
        #expect(try Self.decode(json).events.count == 4)
    }

    @Test("the ground truth is written in the replay's record vocabulary, in the order seen")
    func observedRecords() {
        var recording = Recording()
        recording.touches(at: 10, [(key: 1, phase: .began, x: 0, y: 0)])
        recording.observe(.control(control: "UIButton_0x600", event: "touchDown"), at: 10)
        recording.observe(.deliver(responder: "MyApp.Canvas_0x9", phase: "began", touchKeys: [1, 2]), at: 10)
        recording.observe(.action(recognizer: "tap \"x\"", state: "recognized"), at: 10.4375)
        #expect(
            recording.observedJSONL() == """
                {"type": "observing", "t": 0, "records": ["action", "control", "state"]}
                {"type": "control", "t": 0, "control": "UIButton_0x600", "event": "touchDown"}
                {"type": "deliver", "t": 0, "responder": "MyApp.Canvas_0x9", "phase": "began", "touches": [1], "delayed": false}
                {"type": "action", "t": 0.4375, "recognizer": "tap \\"x\\"", "state": "recognized"}

                """)
    }

    @Test("a faithful recording agrees with the replay; a disagreement is a diff from the device to the replay")
    func comparison() throws {
        var recording = Recording()
        recording.snapshot(window: Self.photoWindow(), screenWidth: 390, screenHeight: 844)
        recording.touches(at: 0, [(key: 1, phase: .began, x: 320, y: 60)])
        recording.touches(at: 0.08, [(key: 1, phase: .ended, x: 320, y: 60)])
        recording.touches(at: 1, [(key: 2, phase: .began, x: 195, y: 360)])
        recording.touches(at: 1.09, [(key: 2, phase: .ended, x: 195, y: 360)])
        // What UIKit did: the button's events (its primary action after touchUpInside, iOS 14+),
        // then the single tap 0.35 s after the lift (observed a few milliseconds late, as a
        // run-loop timer fires).
        for event in ["touchDown", "touchUpInside", "primaryActionTriggered"] {
            recording.observe(.control(control: "UIButton_0x600", event: event), at: event == "touchDown" ? 0 : 0.08)
        }
        recording.observe(.action(recognizer: "UITapGestureRecognizer_0x400", state: "recognized"), at: 1.443)
        let trace = try Self.decode(recording.traceJSON(name: "r"))
        let observed = try ObservedComparison.parse(Array(recording.observedJSONL().utf8), file: "r.observed.jsonl")
        var projection = ObservedComparison.Projection(observed: observed, scene: trace.scene)
        Replay.run(trace) { projection.visit($0) }
        #expect(projection.report(path: "r.observed.jsonl") == nil)
        // Had the device fired the double tap instead, the check shows it.
        var wrong = projection.observed
        wrong[3].text = "action UITapGestureRecognizer_0x300 recognized"
        #expect(
            ObservedComparison.diff(observed: wrong, replayed: projection.lines, path: "r.observed.jsonl") == """
                --- a/r.observed.jsonl
                +++ b/r.observed.jsonl
                @@ -1,4 +1,4 @@
                 control UIButton_0x600 touchDown
                 control UIButton_0x600 touchUpInside
                 control UIButton_0x600 primaryActionTriggered
                -action UITapGestureRecognizer_0x300 recognized
                +action UITapGestureRecognizer_0x400 recognized

                """)
    }

    @Test("must-fail addresses come from the description's must-fail block, not must-fail-for")
    func requirements() {
        let description = """
            <UITapGestureRecognizer: 0x11f511930 (multi-select.multiFingerTapGesture); state = Possible; view = <UICollectionView 0x120818c00>; target= <(action=_multiFingerTapGesture:, target=<UIMultiSelectInteraction 0x2819c6d00>)>; numberOfTouchesRequired = 2; must-fail = {
                    <UIPanGestureRecognizer: 0x11F511790 (multi-select.multiFingerPanGesture); state = Possible; view = <UIView 0x1>>,
                    <UITapGestureRecognizer: 0xabc; state = Possible>
                }; must-fail-for = {
                    <UITapGestureRecognizer: 0xdef; state = Possible>
                }>
            """
        #expect(RequirementText.mustFail(in: description) == ["0x11f511790", "0xabc"])
        #expect(RequirementText.mustFail(in: "<UITapGestureRecognizer: 0x1; state = Possible>") == [])
        #expect(RequirementText.address(0xABC) == "0xabc")
    }

    @Test("numbers: microsecond rounding, no trailing zeros, integers bare, non-finite as 0")
    func numbers() {
        #expect(
            [0, 1, -2.5, 0.1 + 0.2, 1e-7, 123.4560001, -0.0000004, .infinity, .nan].map(JSONText.number) == [
                "0", "1", "-2.5", "0.3", "0", "123.456", "0", "0", "0",
            ])
    }

    @Test("a deep hierarchy is written without recursion")
    func deepHierarchy() throws {
        var view = RecordedView(id: "leaf", className: "UIView", baseClass: "UIView", frame: [0, 0, 1, 1])
        for i in 0..<300 {
            var parent = RecordedView(id: "v\(i)", className: "UIView", baseClass: "UIView", frame: [0, 0, 1, 1])
            parent.subviews = [view]
            view = parent
        }
        view.baseClass = "UIWindow"
        var recording = Recording()
        recording.snapshot(window: view, screenWidth: 1, screenHeight: 1)
        let json = recording.traceJSON(name: "deep")
        #expect(json.contains("\"id\": \"leaf\""))
        #expect(try Self.decode(json).scene.views.count == 301)
    }
}
