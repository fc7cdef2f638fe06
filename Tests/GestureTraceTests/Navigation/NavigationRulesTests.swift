import Testing

@testable import GestureTrace

/// SEMANTICS §9.7: a navigation controller's back swipes, decoded from scenes so the
/// `navigation` and `scroll.panRequireToFail` keys are exercised too.
@Suite struct NavigationRulesTests {
    /// A navigation controller's view holding a pushed screen with `content`.
    static func scene(navigation: String = #"{"stackDepth": 2}"#, content: String = "[]", settings: String = "{}")
        -> String
    {
        """
        {"settings": \(settings), "window": {"id": "window", "frame": [0, 0, 390, 844], "subviews": [
          {"id": "nav", "frame": [0, 0, 390, 844], "navigation": \(navigation), "subviews": [
            {"id": "screen", "frame": [0, 0, 390, 844], "touches": "handle", "subviews": \(content)},
            {"id": "bar", "frame": [0, 47, 390, 44], "touches": "handle"}]}]}}
        """
    }

    /// A horizontal carousel at content offset `offset`.
    static func carousel(offset: Double = 0, scroll: String = #"{"contentSize": [1170, 300]}"#) -> String {
        #"[{"id": "carousel", "class": "UIScrollView", "frame": [0, 200, 390, 300], "bounds": [\#(offset), 0, 390, 300], "scroll": \#(scroll)}]"#
    }

    /// One finger from (x, y) moving right by `steps`, then lifting.
    static func drag(from x: Double, y: Double = 350, steps: [Double] = [12, 20, 75], hold: Bool = false) -> String {
        var events = [#"{"t": 0, "touches": [{"id": 1, "phase": "began", "x": \#(x), "y": \#(y)}]}"#]
        var t = 0.0
        for dx in steps {
            t += 0.03
            events.append(#"{"t": \#(t), "touches": [{"id": 1, "phase": "moved", "x": \#(x + dx), "y": \#(y)}]}"#)
        }
        t += hold ? 1 : 0.05
        events.append(
            #"{"t": \#(t), "touches": [{"id": 1, "phase": "ended", "x": \#(x + (steps.last ?? 0)), "y": \#(y)}]}"#)
        return "[" + events.joined(separator: ",") + "]"
    }

    static func decode(_ scene: String) throws -> Scene {
        try TraceDecoder.decode(
            bytes: Array(#"{"gesturetrace": 1, "scene": \#(scene), "events": []}"#.utf8), file: "n.json"
        ) { path throws(TraceError) in
            throw TraceError(file: path, line: 0, column: 0, path: "", message: "no scene files")
        }.scene
    }

    static func records(_ scene: String, _ events: String) throws -> [Record] {
        try FuzzFindingsTests.records(#"{"gesturetrace": 1, "scene": \#(scene), "events": \#(events)}"#)
    }

    /// The state changes, as `id from->to`.
    static func states(_ scene: String, _ events: String) throws -> [String] {
        try records(scene, events).compactMap { record in
            guard case let .state(r, from, to, _, _) = record.body else { return nil }
            return "\(r) \(from.rawValue)->\(to.rawValue)"
        }
    }

    static let edge = "nav.interactivePopGestureRecognizer"
    static let content = "nav.interactiveContentPopGestureRecognizer"

    @Test("the navigation key installs the edge back swipe on the leading edge, then the content one requiring it")
    func builtInRecognizers() throws {
        let scene = try Self.decode(Self.scene())
        let ids = scene.views[1].recognizers.map { scene.recognizers[$0].id }
        #expect(ids == [Self.edge, Self.content])
        let back = scene.recognizers[scene.views[1].recognizers[0]]
        let swipe = scene.recognizers[scene.views[1].recognizers[1]]
        guard case .screenEdgePan(let edges) = back.kind else {
            Issue.record("the back swipe is not a screen-edge pan")
            return
        }
        #expect(edges == [.left])
        #expect(back.delaysTouchesBegan && !swipe.delaysTouchesBegan)
        #expect(swipe.requireToFail == [scene.views[1].recognizers[0]])
    }

    @Test("a right-to-left layout puts the back swipe on the right edge; contentBackSwipe false leaves it alone")
    func rightToLeftAndOlderReleases() throws {
        let scene = try Self.decode(
            Self.scene(
                navigation: #"{"stackDepth": 2, "layoutDirection": "rightToLeft"}"#,
                settings: #"{"contentBackSwipe": false}"#))
        #expect(scene.views[1].recognizers.count == 1)
        guard case .screenEdgePan(let edges) = scene.recognizers[scene.views[1].recognizers[0]].kind else {
            Issue.record("the back swipe is not a screen-edge pan")
            return
        }
        #expect(edges == [.right])
    }

    @Test(
        "from the left edge the scroll view's pan waits for the back swipe, which wins, at offset 0 and in the middle")
    func backSwipeWinsFromTheEdge() throws {
        for offset in [0.0, 600] {
            let states = try Self.states(Self.scene(content: Self.carousel(offset: offset)), Self.drag(from: 5))
            #expect(states.contains("\(Self.edge) possible->began"))
            #expect(states.contains("carousel.pan possible->failed"))
            #expect(!states.contains("carousel.pan possible->began"))
        }
    }

    @Test("a touch starting outside the 13 pt region fails the back swipe at touch-down; the carousel scrolls")
    func outsideTheRegion() throws {
        let states = try Self.states(Self.scene(content: Self.carousel()), Self.drag(from: 40))
        #expect(states.first == "\(Self.edge) possible->failed")
        #expect(states.contains("carousel.pan possible->began"))
        #expect(states.contains("\(Self.content) possible->failed"))
    }

    @Test("with the app's own delegate the carousel's pan excludes the back swipe, unless it requires it to fail")
    func replacedDelegate() throws {
        let replaced = #"{"stackDepth": 2, "popGestureDelegate": "app"}"#
        let blocked = try Self.states(Self.scene(navigation: replaced, content: Self.carousel()), Self.drag(from: 5))
        #expect(blocked.contains("carousel.pan possible->began"))
        #expect(blocked.contains("\(Self.edge) possible->failed"))
        let fixed = try Self.states(
            Self.scene(
                navigation: replaced,
                content: Self.carousel(
                    scroll: #"{"contentSize": [1170, 300], "panRequireToFail": ["\#(Self.edge)"]}"#)),
            Self.drag(from: 5))
        #expect(fixed.contains("\(Self.edge) possible->began"))
        #expect(fixed.contains("carousel.pan possible->failed"))
    }

    @Test("backSwipeRequiredToFail false lets the carousel's pan race the back swipe, and win at 10 pt")
    func settingOff() throws {
        let states = try Self.states(
            Self.scene(content: Self.carousel(), settings: #"{"backSwipeRequiredToFail": false}"#), Self.drag(from: 5))
        #expect(states.contains("carousel.pan possible->began"))
        #expect(!states.contains("\(Self.edge) possible->began"))
    }

    @Test("at the root, during a transition or on the navigation bar the back swipes are refused the touch")
    func refusals() throws {
        let cases: [(navigation: String, y: Double, reason: String)] = [
            (#"{"stackDepth": 1}"#, 350, "the navigation stack holds 1 view controller"),
            (#"{"stackDepth": 3, "transitioning": true}"#, 350, "a push or pop transition is running"),
            (#"{"stackDepth": 2, "navigationBar": "bar"}"#, 60, "the touch is in the navigation bar 'bar'"),
        ]
        for c in cases {
            let refused = try Self.records(Self.scene(navigation: c.navigation), Self.drag(from: 5, y: c.y))
                .compactMap { record -> String? in
                    guard case let .refused(r, _, reason) = record.body else { return nil }
                    return ReasonText.string(reason).hasPrefix(c.reason) ? r : nil
                }
            #expect(refused == [Self.edge, Self.content], "\(c.navigation)")
        }
        // With the app's delegate nothing is refused, and the back swipe begins at the root.
        for navigation in [#"{"stackDepth": 1, "popGestureDelegate": "app"}"#] {
            let records = try Self.records(Self.scene(navigation: navigation), Self.drag(from: 5))
            #expect(!records.contains { if case .refused = $0.body { return true } else { return false } })
            #expect(
                try Self.states(Self.scene(navigation: navigation), Self.drag(from: 5)).contains(
                    "\(Self.edge) possible->began"))
        }
    }

    @Test("iOS 26: the content back swipe begins toward the trailing side anywhere and fails toward the leading side")
    func contentBackSwipe() throws {
        let right = try Self.states(Self.scene(), Self.drag(from: 150))
        #expect(
            right == [
                "\(Self.edge) possible->failed", "\(Self.content) possible->began",
                "\(Self.content) began->changed", "\(Self.content) changed->ended",
            ])
        let left = try Self.states(Self.scene(), Self.drag(from: 250, steps: [-12, -20, -75]))
        #expect(left == ["\(Self.edge) possible->failed", "\(Self.content) possible->failed"])
    }

    @Test("a resting finger at the edge keeps the screen's began withheld until the back swipe fails on lift")
    func withheldBegan() throws {
        let records = try Self.records(Self.scene(), Self.drag(from: 6, steps: [], hold: true))
        let began = records.first { record in
            if case let .deliver(view, phase, _, _, _) = record.body { return view == "screen" && phase == .began }
            return false
        }
        #expect(began?.time == 1)
        if case let .deliver(_, _, _, delayed, _)? = began?.body { #expect(delayed) }
    }

    @Test("a scene whose declared requirement already makes the back swipe wait for a pan gets no cycle")
    func noCycle() throws {
        let content =
            #"[{"id": "p", "frame": [0, 0, 390, 844], "recognizers": [{"id": "pan", "kind": "pan", "shouldBeRequiredToFailBy": ["\#(Self.edge)"]}]}]"#
        let states = try Self.states(Self.scene(content: content), Self.drag(from: 5))
        // The back swipe waits for the pan (the declared edge), so the pan is not made to wait.
        #expect(states.first == "pan possible->began")
    }
}
