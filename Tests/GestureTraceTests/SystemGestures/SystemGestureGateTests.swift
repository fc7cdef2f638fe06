import Testing

@testable import GestureTrace

/// SEMANTICS §9.11: the window's system gesture gate, decoded from scenes so the
/// `systemGestures` key and its settings are exercised too.
@Suite struct SystemGestureGateTests {
    static let gate = "window.systemGestureGate"

    /// A 390 × 844 window with the `systemGestures` object `gestures` and a button whose frame
    /// is `button`.
    static func scene(
        _ gestures: String = "{}", button: String = "[300, 790, 80, 44]", settings: String = "{}"
    ) -> String {
        """
        {"settings": \(settings), "window": {"id": "window", "frame": [0, 0, 390, 844], "systemGestures": \(gestures),
          "subviews": [{"id": "button", "class": "UIButton", "frame": \(button)}]}}
        """
    }

    /// One finger down at (x, y), moved by `dy` per step, lifted at `lift`.
    static func touch(x: Double = 340, y: Double, moves: [Double] = [], lift: Double = 0.1) -> String {
        var events = [#"{"t": 0, "touches": [{"id": 1, "phase": "began", "x": \#(x), "y": \#(y)}]}"#]
        var t = 0.0
        var last = y
        for dy in moves {
            t += 0.02
            last = y + dy
            events.append(#"{"t": \#(t), "touches": [{"id": 1, "phase": "moved", "x": \#(x), "y": \#(last)}]}"#)
        }
        events.append(#"{"t": \#(lift), "touches": [{"id": 1, "phase": "ended", "x": \#(x), "y": \#(last)}]}"#)
        return "[" + events.joined(separator: ",") + "]"
    }

    static func records(_ scene: String, _ events: String) throws -> [Record] {
        try FuzzFindingsTests.records(#"{"gesturetrace": 1, "scene": \#(scene), "events": \#(events)}"#)
    }

    /// The records that matter here, as `time kind detail`.
    static func story(_ scene: String, _ events: String) throws -> [String] {
        try records(scene, events).compactMap { record in
            let t = DecimalFormat.time(record.time)
            switch record.body {
            case let .state(r, from, to, _, _): return "\(t) \(r) \(from.rawValue)->\(to.rawValue)"
            case let .deliver(responder, phase, _, delayed, _) where responder == "button":
                return "\(t) deliver \(phase.rawValue)\(delayed ? " delayed" : "")"
            case let .control(_, event, _): return "\(t) \(event.rawValue)"
            case let .action(r, _): return "\(t) action \(r)"
            default: return nil
            }
        }
    }

    static func decode(_ scene: String) throws -> Scene {
        try trace(scene, "[]").scene
    }

    static func trace(_ scene: String, _ events: String) throws -> Trace {
        try TraceDecoder.decode(
            bytes: Array(#"{"gesturetrace": 1, "scene": \#(scene), "events": \#(events)}"#.utf8), file: "g.json"
        ) { path throws(TraceError) in
            throw TraceError(file: path, line: 0, column: 0, path: "", message: "no scene files")
        }
    }

    @Test("the window's systemGestures key installs the gate first on the window, delaying began and ended")
    func installsTheGate() throws {
        let scene = try Self.decode(Self.scene())
        let ids = scene.views[0].recognizers.map { scene.recognizers[$0].id }
        #expect(ids == [Self.gate])
        let gate = scene.recognizers[scene.views[0].recognizers[0]]
        #expect(gate.delaysTouchesBegan && gate.delaysTouchesEnded && gate.cancelsTouchesInView)
        #expect(scene.views[0].systemGestures == SystemGestureSpec(device: .homeIndicator))
        // Without the key there is no gate: scenes that do not name a device keep their output.
        let plain = try Self.decode(
            #"{"window": {"id": "window", "frame": [0, 0, 390, 844], "subviews": []}}"#)
        #expect(plain.recognizers.isEmpty)
    }

    @Test("systemGestures on a view other than the window is an error naming the window")
    func windowOnly() throws {
        let scene = """
            {"window": {"id": "window", "frame": [0, 0, 390, 844], "subviews": [
              {"id": "root", "frame": [0, 0, 390, 844], "systemGestures": {}}]}}
            """
        let error = #expect(throws: TraceError.self) { try Self.decode(scene) }
        #expect(error?.message.contains("only valid on the window") == true)
    }

    @Test("the device sets the regions; a home-button phone's bottom band is 20 pt, a home-indicator one's 34 pt")
    func regions() {
        let bounds = Rect(x: 0, y: 0, width: 390, height: 844)
        let indicator = SystemGestureSpec(device: .homeIndicator)
        let button = SystemGestureSpec(device: .homeButton)
        #expect(indicator.edge(at: Point(x: 10, y: 844 - 30), in: bounds) == .bottom)
        #expect(button.edge(at: Point(x: 10, y: 844 - 30), in: bounds) == nil)
        #expect(button.edge(at: Point(x: 10, y: 844 - 20), in: bounds) == .bottom)
        #expect(indicator.edge(at: Point(x: 10, y: 44), in: bounds) == .top)
        #expect(button.edge(at: Point(x: 10, y: 44), in: bounds) == nil)
        #expect(indicator.edge(at: Point(x: 10, y: 400), in: bounds) == nil)
    }

    @Test("a tap at the bottom edge: the button gets began and touchDown only at the lift, when the gate fails")
    func tapAtTheBottomIsDelayed() throws {
        let story = try Self.story(Self.scene(), Self.touch(y: 830))
        #expect(
            story == [
                "0.1 \(Self.gate) possible->failed", "0.1 deliver began delayed", "0.1 touchDown",
                "0.1 deliver ended", "0.1 touchUpInside", "0.1 primaryActionTriggered",
            ])
    }

    @Test("held still at the bottom edge, the gate times out after systemGateTimeout (0.75 s by default)")
    func timeout() throws {
        let held = try Self.story(Self.scene(), Self.touch(y: 830, lift: 1.2))
        #expect(
            held.prefix(3) == ["0.75 \(Self.gate) possible->failed", "0.75 deliver began delayed", "0.75 touchDown"])
        let shorter = try Self.story(
            Self.scene(settings: #"{"systemGateTimeout": 0.3}"#), Self.touch(y: 830, lift: 1.2))
        #expect(shorter.first == "0.3 \(Self.gate) possible->failed")
    }

    @Test("a deferred bottom edge fails the gate at touch-down: touchDown at once; an undeferred top edge still holds")
    func deferral() throws {
        let deferred = try Self.story(
            Self.scene(#"{"preferredScreenEdgesDeferringSystemGestures": ["bottom"]}"#), Self.touch(y: 830))
        #expect(deferred.prefix(3) == ["0 \(Self.gate) possible->failed", "0 deliver began", "0 touchDown"])
        let top = try Self.story(
            Self.scene(#"{"deferringEdges": ["bottom"]}"#, button: "[0, 0, 80, 44]"), Self.touch(x: 30, y: 20))
        #expect(top.first == "0.1 \(Self.gate) possible->failed")
        #expect(top.contains("0.1 deliver began delayed"))
    }

    @Test("SwiftUI's defersSystemGestures(on:) joins the window's deferring edges; Edge.Set names map to edges")
    func swiftUIModifier() throws {
        func scene(_ edges: String, gestures: String = #", "systemGestures": {}"#) -> String {
            """
            {"window": {"id": "window", "frame": [0, 0, 390, 844]\(gestures), "subviews": [
              {"id": "host", "class": "UIHostingView", "frame": [0, 0, 390, 844], "swiftui":
                {"id": "root", "frame": [0, 0, 390, 844], "modifiers": [{"defersSystemGestures": \(edges)}]}}]}}
            """
        }
        #expect(try Self.decode(scene(#""bottom""#)).views[0].systemGestures?.deferringEdges == [.bottom])
        #expect(
            try Self.decode(scene(#"["vertical", "leading"]"#)).views[0].systemGestures?.deferringEdges == [
                .top, .bottom, .left,
            ])
        #expect(
            try Self.decode(scene(#""all""#)).views[0].systemGestures?.deferringEdges == [.top, .left, .bottom, .right])
        #expect(try Self.decode(scene(#""bottom""#, gestures: "")).views[0].systemGestures == nil)
        #expect(throws: TraceError.self) { try Self.decode(scene(#""middle""#)) }
    }

    @Test("outside both regions the gate fails at touch-down and nothing is delayed")
    func outside() throws {
        let story = try Self.story(Self.scene(button: "[300, 400, 80, 44]"), Self.touch(y: 420))
        #expect(story.prefix(3) == ["0 \(Self.gate) possible->failed", "0 deliver began", "0 touchDown"])
    }

    @Test(
        "a move away from the edge past systemGestureDistance is the system's: the gate recognizes, no action, no touch"
    )
    func systemTakesTheSwipe() throws {
        let story = try Self.story(Self.scene(), Self.touch(y: 830, moves: [-5, -12, -60], lift: 0.2))
        #expect(story == ["0.04 \(Self.gate) possible->recognized"])
        // Sideways along the bottom edge is not the system's gesture here: the lift fails the gate.
        let sideways = try Self.story(
            Self.scene(button: "[0, 790, 390, 44]"), Self.touch(x: 100, y: 830, moves: [0, 0], lift: 0.1))
        #expect(sideways.first == "0.1 \(Self.gate) possible->failed")
        let farther = try Self.story(
            Self.scene(settings: #"{"systemGestureDistance": 100}"#), Self.touch(y: 830, moves: [-60], lift: 0.2))
        #expect(farther.first == "0.2 \(Self.gate) possible->failed")
    }

    @Test("a second touch fails the gate and releases the first touch's began")
    func secondTouch() throws {
        let scene = """
            {"window": {"id": "window", "frame": [0, 0, 390, 844], "multipleTouchEnabled": true, "systemGestures": {},
              "subviews": [{"id": "button", "class": "UIButton", "frame": [300, 790, 80, 44]},
                           {"id": "pad", "frame": [0, 100, 390, 400], "touches": "handle"}]}}
            """
        let events = """
            [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 340, "y": 830}]},
             {"t": 0.2, "touches": [{"id": 2, "phase": "began", "x": 100, "y": 300}]},
             {"t": 0.3, "touches": [{"id": 1, "phase": "ended", "x": 340, "y": 830}, {"id": 2, "phase": "ended", "x": 100, "y": 300}]}]
            """
        let story = try Self.story(scene, events)
        #expect(story.prefix(3) == ["0.2 \(Self.gate) possible->failed", "0.2 deliver began delayed", "0.2 touchDown"])
    }

    @Test("why names the system gate and the deferral fix for a delayed button")
    func why() throws {
        let records = try Self.records(Self.scene(), Self.touch(y: 830))
        let trace = try Self.trace(Self.scene(), Self.touch(y: 830))
        let story = WhyStory.tell(WhyQuestion(subject: "button"), records: records, trace: trace) ?? ""
        #expect(story.contains("delayed by the system gate"))
        #expect(story.contains("fix 1: the system holds touches within 34 pt of the bottom edge"))
        #expect(story.contains("preferredScreenEdgesDeferringSystemGestures"))
        let deferred = Self.scene(#"{"deferringEdges": ["bottom"]}"#)
        let calm =
            WhyStory.tell(
                WhyQuestion(subject: "button"), records: try Self.records(deferred, Self.touch(y: 830)),
                trace: try Self.trace(deferred, Self.touch(y: 830))) ?? ""
        #expect(!calm.contains("system gate"))
    }
}

/// `why` about a view the records name only as a hit-test view (issue 26 item 4): it is told so,
/// instead of being offered its own name as the nearest id.
@Suite struct WhyUnknownSubjectTests {
    @Test("a view hit but delivered nothing is told so; an unknown id still gets the nearest one")
    func namedOnlyAsHitView() throws {
        let records = try SystemGestureGateTests.records(
            SystemGestureGateTests.scene(), SystemGestureGateTests.touch(y: 830, moves: [-40], lift: 0.2))
        #expect(
            WhyUnknownSubject.message("button", records: records)
                == "'button' appears in the replay only as a hit-test view or in a responder chain: it received no touch, control event or state change to explain"
        )
        #expect(
            WhyUnknownSubject.message("buton", records: records)
                == "no recognizer or view 'buton' appears in the replay; did you mean 'button'?")
    }
}

/// Lint's fixes for UIKit's own recognizers (issue 26 item 4): a navigation controller's back
/// swipe is not the app's to remove, and the window's system gesture gate is not reported.
@Suite struct BuiltInRecognizerLintTests {
    static func fixes(_ scene: String) throws -> [String] {
        let decoded = try SystemGestureGateTests.decode(scene)
        return SceneLinter.lint(decoded).map { LintMessage($0, scene: decoded).fix }
    }

    @Test("at the root of the stack the back swipes' fix names the built-in property, not removal")
    func rootOfStack() throws {
        let fixes = try Self.fixes(
            #"{"window": {"id": "window", "frame": [0, 0, 390, 844], "subviews": [{"id": "nav", "frame": [0, 0, 390, 844], "navigation": {"stackDepth": 1}}]}}"#
        )
        #expect(fixes.count == 2)
        #expect(fixes.allSatisfy { !$0.contains("remove '") })
        #expect(
            fixes.first?.hasPrefix(
                "'nav.interactivePopGestureRecognizer' is UINavigationController's built-in interactivePopGestureRecognizer, not the app's to remove: its own delegate gives it no touch at the root of the stack"
            ) == true)
        #expect(fixes.first?.contains("require(toFail: navigationController.interactivePopGestureRecognizer)") == true)
    }

    @Test("a disabled back swipe's fix re-enables it; a plain disabled recognizer keeps the removal fix")
    func disabled() throws {
        let fixes = try Self.fixes(
            #"{"window": {"id": "window", "frame": [0, 0, 390, 844], "subviews": [{"id": "nav", "frame": [0, 0, 390, 844], "navigation": {"stackDepth": 2, "popGestureEnabled": false}, "recognizers": [{"id": "off", "kind": "tap", "enabled": false}]}]}}"#
        )
        #expect(
            fixes.contains(
                "'nav.interactivePopGestureRecognizer' is UINavigationController's built-in interactivePopGestureRecognizer, not the app's to remove: set navigationController.interactivePopGestureRecognizer.isEnabled = true to let it pop (scene key navigation.popGestureEnabled) (SEMANTICS §9.7)"
            ))
        #expect(fixes.contains("remove 'off' if it is not needed, or enable it"))
    }

    @Test("a button under the window's system gesture gate gets no control-cancelled finding")
    func gateNotReported() throws {
        #expect(try Self.fixes(SystemGestureGateTests.scene()).isEmpty)
    }
}
