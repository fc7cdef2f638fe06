import GestureTrace
import GestureTraceRecorder
import Testing

@testable import GestureTraceCLI

/// Issue 24 item 3's "done": a recording of a real screen — a default pan, a button, a slider
/// and a stepper — made from what the UIKit glue hands the recorder (snapshot values, touches,
/// and what UIKit sends: control events including the ones the model does not send, every
/// recognizer state change), validates, and `gesturetrace check` agrees with its own observed
/// file. A device that disagrees is reported record by record.
@Suite struct RecordedAppCheckTests {
    /// The window as the glue describes it (ids `<class>_<address>`).
    static func screen() -> RecordedView {
        var window = RecordedView(
            id: "UIWindow_0x1", className: "UIWindow", baseClass: "UIWindow", frame: [0, 0, 390, 844])
        // UIKit's own recognizer on the window: named, not modelled.
        window.systemRecognizers = ["_UISystemGestureGateGestureRecognizer_0x2"]
        var canvas = RecordedView(
            id: "UIView_0x10", className: "MyApp.CanvasView", baseClass: "UIView", frame: [0, 400, 390, 444])
        canvas.recognizers = [
            RecordedRecognizer(
                id: "UIPanGestureRecognizer_0x11", className: "UIPanGestureRecognizer",
                // A default pan: UIKit's maximumNumberOfTouches is NSUIntegerMax, -1 in Swift.
                kind: .pan(minimumNumberOfTouches: 1, uikitMaximum: -1))
        ]
        var button = RecordedView(
            id: "UIButton_0x20", className: "UIButton", baseClass: "UIButton", frame: [20, 100, 120, 44])
        // An iOS 14 button made with a UIAction: its handler is for primaryActionTriggered; the
        // recorder's own targets (every event) are not listed.
        button.control = .init(
            enabled: true,
            actions: ControlActions.appActions(
                ControlActions.events.map { ($0, true) } + [("primaryActionTriggered", false)]))
        var slider = RecordedView(
            id: "UISlider_0x30", className: "UISlider", baseClass: "UISlider", frame: [20, 200, 300, 31])
        slider.control = .init(enabled: true, actions: ["valueChanged"])
        var stepper = RecordedView(
            id: "UIStepper_0x40", className: "UIStepper", baseClass: "UIStepper", frame: [20, 300, 94, 32])
        stepper.control = .init(enabled: true, actions: ["valueChanged"])
        window.subviews = [canvas, button, slider, stepper]
        return window
    }

    /// What the glue records on the device: the touches, and what UIKit did with them.
    static func recording(panFails: Bool = false) -> Recording {
        var r = Recording()
        let pan = "UIPanGestureRecognizer_0x11"
        func control(_ id: String, _ events: String..., at t: Double) {
            for event in events { r.observe(.control(control: id, event: event), at: t) }
        }
        func began(_ key: UInt, _ x: Double, _ y: Double, at t: Double) {
            let samples: [(key: UInt, phase: RecordedPhase, x: Double, y: Double)] = [(key, .began, x, y)]
            if r.beginsSequence(samples) { r.snapshot(window: screen(), screenWidth: 390, screenHeight: 844) }
            r.touches(at: t, samples)
        }
        // The button: touchDown; on the lift touchUpInside and (iOS 14+) primaryActionTriggered.
        began(1, 80, 122, at: 1000)
        control("UIButton_0x20", "touchDown", at: 1000)
        r.touches(at: 1000.08, [(key: 1, phase: .ended, x: 80, y: 122)])
        control("UIButton_0x20", "touchUpInside", "primaryActionTriggered", at: 1000.08)
        // The slider, dragged by its thumb: valueChanged (and its primary action) at touch
        // down, with every move (continuous) and at the lift (SEMANTICS §9.6, §9.1).
        began(2, 40, 215, at: 1001)
        control("UISlider_0x30", "touchDown", "valueChanged", "primaryActionTriggered", at: 1001)
        r.touches(at: 1001.05, [(key: 2, phase: .moved, x: 60, y: 215)])
        control("UISlider_0x30", "valueChanged", "primaryActionTriggered", "touchDragInside", at: 1001.05)
        r.touches(at: 1001.1, [(key: 2, phase: .moved, x: 90, y: 216)])
        control("UISlider_0x30", "valueChanged", "primaryActionTriggered", "touchDragInside", at: 1001.1)
        r.touches(at: 1001.15, [(key: 2, phase: .ended, x: 90, y: 216)])
        control("UISlider_0x30", "valueChanged", "primaryActionTriggered", "touchUpInside", at: 1001.15)
        // The stepper's "+", tapped: the value steps when the touch ends, before touchUpInside
        // (SEMANTICS §9.9).
        began(3, 90, 316, at: 1002)
        control("UIStepper_0x40", "touchDown", at: 1002)
        r.touches(at: 1002.1, [(key: 3, phase: .ended, x: 90, y: 316)])
        control("UIStepper_0x40", "valueChanged", "primaryActionTriggered", "touchUpInside", at: 1002.1)
        // The pan on the canvas, with its setState: changes and actions.
        began(4, 100, 600, at: 1003)
        r.touches(at: 1003.05, [(key: 4, phase: .moved, x: 100, y: 630)])
        if panFails {
            r.observe(.state(recognizer: pan, from: "possible", to: "failed"), at: 1003.05)
            r.touches(at: 1003.1, [(key: 4, phase: .moved, x: 100, y: 660)])
            r.touches(at: 1003.15, [(key: 4, phase: .ended, x: 100, y: 660)])
        } else {
            r.observe(.state(recognizer: pan, from: "possible", to: "began"), at: 1003.05)
            r.observe(.action(recognizer: pan, state: "began"), at: 1003.05)
            r.touches(at: 1003.1, [(key: 4, phase: .moved, x: 100, y: 660)])
            r.observe(.state(recognizer: pan, from: "began", to: "changed"), at: 1003.1)
            r.observe(.action(recognizer: pan, state: "changed"), at: 1003.1)
            r.touches(at: 1003.15, [(key: 4, phase: .ended, x: 100, y: 660)])
            r.observe(.state(recognizer: pan, from: "changed", to: "ended"), at: 1003.15)
            r.observe(.action(recognizer: pan, state: "ended"), at: 1003.15)
        }
        r.observe(.state(recognizer: pan, from: panFails ? "failed" : "ended", to: "possible"), at: 1003.15)
        return r
    }

    @Test("a recorded pan, button, slider and stepper validates and check agrees with its observed file")
    func agrees() {
        let documents = Self.recording().documents(name: "controls")
        #expect(documents.map(\.name) == ["controls"])
        let fs = InMemoryFileSystem([
            "rec/controls.json": documents[0].trace, "rec/controls.observed.jsonl": documents[0].observed,
        ])
        // The trace is valid input: replay --verify accepts it (the pan's unlimited touches too).
        #expect(Invocation.run(["replay", "--verify", "rec/controls.json"], fileSystem: fs).status == 0)
        #expect(Invocation.run(["check", "--update", "rec"], fileSystem: fs).status == 0)
        let check = Invocation.run(["check", "rec"], fileSystem: fs)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout == "1 trace: 1 passed, 0 differ, 0 missing goldens, 0 invalid\n")
    }

    @Test("a device whose pan failed: the state disagreement with time, recognizer and both states")
    func disagrees() {
        let documents = Self.recording(panFails: true).documents(name: "controls")
        let fs = InMemoryFileSystem([
            "rec/controls.json": documents[0].trace, "rec/controls.observed.jsonl": documents[0].observed,
        ])
        #expect(Invocation.run(["check", "--update", "rec"], fileSystem: fs).status == 0)
        let check = Invocation.run(["check", "rec"], fileSystem: fs)
        #expect(check.status == 1)
        #expect(
            check.stdout.contains(
                """
                recognizer states, record by record (device, replay):
                  t=3.05 UIPanGestureRecognizer_0x11: device possible -> failed, replay possible -> began (t=3.05)
                  t=3.1 UIPanGestureRecognizer_0x11: device (no change), replay began -> changed (t=3.1)
                  t=3.15 UIPanGestureRecognizer_0x11: device (no change), replay changed -> ended (t=3.15)
                """), "\(check.stdout)")
        // The controls' events, primaryActionTriggered included, are all compared now.
        #expect(!check.stdout.contains("not compared"), "\(check.stdout)")
        // The actions differ too: the replay's pan acted, the device's did not.
        #expect(check.stdout.contains("+action UIPanGestureRecognizer_0x11 began"))
    }
}
