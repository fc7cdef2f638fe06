import Testing

@testable import GestureTrace

/// SEMANTICS §9.4.4–§9.4.5: a nested scroll view's hand-off at its content edge, the content
/// offset that its pan moves, the rubber band and the clamp, and `bounces` with `alwaysBounce…`.
@Suite struct NestedScrollTests {
    /// A horizontal pager (three 390 pt pages) whose first page holds `carousel`, a horizontal
    /// scroll view 1000 pt wide in a 390 pt frame (offsets 0 to 610).
    static func scene(carousel: String = #""contentOffset": [610, 0]"#, pager: String = "") -> String {
        """
        {"window": {"id": "window", "frame": [0, 0, 390, 844], "subviews": [
          {"id": "pager", "class": "UIScrollView", "frame": [0, 0, 390, 844],
           "scroll": {"contentSize": [1170, 844]\(pager.isEmpty ? "" : ", " + pager)}, "subviews": [
            {"id": "page1", "frame": [0, 0, 390, 844], "subviews": [
              {"id": "carousel", "class": "UIScrollView", "frame": [0, 200, 390, 200],
               "scroll": {"contentSize": [1000, 200], \(carousel)},
               "subviews": [{"id": "cards", "frame": [0, 0, 1000, 200], "touches": "handle"}]}]}]}]}}
        """
    }

    /// One finger dragged horizontally from `x0` to `x1` at y 300 in four moves.
    static func drag(_ x0: Double, _ x1: Double, id: Int = 1, at t0: Double = 0) -> [String] {
        var events = [#"{"t": \#(t0), "touches": [{"id": \#(id), "phase": "began", "x": \#(x0), "y": 300}]}"#]
        for i in 1...4 {
            let x = x0 + (x1 - x0) * Double(i) / 4
            events.append(
                #"{"t": \#(t0 + 0.02 * Double(i)), "touches": [{"id": \#(id), "phase": "moved", "x": \#(x), "y": 300}]}"#
            )
        }
        events.append(#"{"t": \#(t0 + 0.1), "touches": [{"id": \#(id), "phase": "ended", "x": \#(x1), "y": 300}]}"#)
        return events
    }

    static func trace(_ scene: String, _ events: [String]) -> String {
        #"{"gesturetrace": 1, "scene": \#(scene), "events": [\#(events.joined(separator: ","))]}"#
    }

    /// The pans' state changes, as `recognizer from->to`.
    static func states(_ scene: String, _ events: [String]) throws -> [String] {
        try FuzzFindingsTests.records(trace(scene, events)).compactMap { record in
            guard case let .state(r, from, to, _, _) = record.body else { return nil }
            return "\(r) \(from.rawValue)->\(to.rawValue)"
        }
    }

    static func decodedScene(_ scene: String) throws -> Scene {
        try InputTests.DecoderTestSupport.decode(trace(scene, [])).scene
    }

    static func view(_ id: String, in scene: Scene) -> Int {
        scene.views.firstIndex { $0.id == id } ?? -1
    }

    // MARK: The hand-off in a replay

    @Test("at its right end, a leftward drag goes to the pager: its pan begins and excludes the inner pan")
    func atEndHandsOff() throws {
        #expect(
            try Self.states(Self.scene(), Self.drag(300, 140)) == [
                "pager.pan possible->began", "carousel.pan possible->failed", "pager.pan began->changed",
                "pager.pan changed->ended",
            ])
    }

    @Test("in the middle of its content the inner pan, earlier in evaluation order, begins and excludes the pager's")
    func inMiddleKeeps() throws {
        #expect(
            try Self.states(Self.scene(carousel: #""contentOffset": [300, 0]"#), Self.drag(300, 140)) == [
                "carousel.pan possible->began", "pager.pan possible->failed", "carousel.pan began->changed",
                "carousel.pan changed->ended",
            ])
    }

    @Test("at its left edge only a rightward drag is handed on")
    func atStartDirection() throws {
        let scene = Self.scene(carousel: #""contentOffset": [0, 0]"#)
        #expect(try Self.states(scene, Self.drag(300, 140)).first == "carousel.pan possible->began")
        #expect(try Self.states(scene, Self.drag(100, 260)).first == "pager.pan possible->began")
    }

    @Test("transfersHorizontalScrollingToParent false keeps the drag in the inner scroll view at its end")
    func transfersOff() throws {
        let scene = Self.scene(
            carousel: #""contentOffset": [610, 0], "transfersHorizontalScrollingToParent": false"#)
        #expect(try Self.states(scene, Self.drag(300, 140)).first == "carousel.pan possible->began")
    }

    @Test("a pager that cannot scroll (scrollEnabled false) takes nothing: the inner pan begins at its end")
    func parentDisabled() throws {
        let scene = Self.scene(pager: #""scrollEnabled": false"#)
        #expect(try Self.states(scene, Self.drag(300, 140)).first == "carousel.pan possible->began")
    }

    @Test("the offset follows the first drag: the second drag finds the inner scroll view at its end")
    func offsetFollowsThePan() throws {
        let scene = Self.scene(carousel: #""contentOffset": [500, 0]"#)
        let states = try Self.states(scene, Self.drag(300, 140) + Self.drag(300, 140, id: 2, at: 0.5))
        #expect(states.first == "carousel.pan possible->began")
        #expect(
            states.filter { $0.hasSuffix("possible->began") } == [
                "carousel.pan possible->began", "pager.pan possible->began",
            ])
    }

    @Test("the excluded inner pan's reason says it handed the drag on")
    func reasonNamesTheHandOff() throws {
        let records = try FuzzFindingsTests.records(Self.trace(Self.scene(), Self.drag(300, 140)))
        let reasons = records.compactMap { record -> String? in
            guard case let .state("carousel.pan", _, .failed, reason, _) = record.body else { return nil }
            return ReasonText.string(reason)
        }
        #expect(
            reasons == [
                "excluded by pager.pan (began); it had not tried to begin: carousel is at its right content edge (offset x 610) and the drag goes left: transfersHorizontalScrollingToParent hands it to pager"
            ])
    }

    // MARK: The rule alone

    @Test(
        "the hand-off needs the drag along an axis the parent scrolls, away from an abutted edge, not along another axis the inner scrolls"
    )
    func handOffRule() throws {
        let scene = try Self.decodedScene(Self.scene())
        let carousel = Self.view("carousel", in: scene)
        let pager = Self.view("pager", in: scene)
        let axes = ScrollViewRules.scrollAxes(of: scene.views[carousel])
        func handOff(_ t: Point, offset: Point, along: (x: Bool, y: Bool) = (true, false)) -> Bool {
            NestedScrollHandOff.handOff(
                of: carousel, to: pager, axes: axes, along: along, translation: t, hysteresis: 10, offset: offset,
                scene: scene) != nil
        }
        #expect(handOff(Point(x: -10, y: 0), offset: Point(x: 610, y: 0)))
        #expect(!handOff(Point(x: -9, y: 0), offset: Point(x: 610, y: 0)))
        #expect(!handOff(Point(x: 10, y: 0), offset: Point(x: 610, y: 0)))
        #expect(handOff(Point(x: 10, y: 0), offset: Point(x: 0, y: 0)))
        #expect(!handOff(Point(x: -10, y: 0), offset: Point(x: 609, y: 0)))
        #expect(NestedScrollHandOff.enclosingScrollView(of: carousel, in: scene) == pager)
        #expect(NestedScrollHandOff.enclosingScrollView(of: pager, in: scene) == nil)
    }

    @Test(
        "a scroll view that cannot scroll along the drag leaves it to its parent; one moving along its own axis keeps it"
    )
    func handOffOtherAxis() throws {
        // A vertical list inside a horizontal pager.
        let scene = try Self.decodedScene(
            """
            {"window": {"id": "window", "frame": [0, 0, 390, 844], "subviews": [
              {"id": "pager", "class": "UIScrollView", "frame": [0, 0, 390, 844], "scroll": {"contentSize": [1170, 844]},
               "subviews": [{"id": "list", "class": "UITableView", "frame": [0, 0, 390, 844],
                 "scroll": {"contentSize": [390, 2000]}}]}]}}
            """)
        let list = Self.view("list", in: scene)
        let pager = Self.view("pager", in: scene)
        let axes = ScrollViewRules.scrollAxes(of: scene.views[list])
        let sideways = NestedScrollHandOff.handOff(
            of: list, to: pager, axes: axes, along: (false, false), translation: Point(x: -12, y: 0), hysteresis: 10,
            offset: .zero, scene: scene)
        #expect(sideways == ScrollHandOff(scrollView: "list", parent: "pager", why: .cannotScroll(.x)))
        #expect(
            sideways.map { ReasonText.string(.rule(.panLiftedBeforeBeginning(.handedOff($0)))) }
                == "all touches lifted without beginning: list cannot scroll horizontally: the drag goes to pager")
        let down = NestedScrollHandOff.handOff(
            of: list, to: pager, axes: axes, along: (false, true), translation: Point(x: -12, y: -30), hysteresis: 10,
            offset: .zero, scene: scene)
        #expect(down == nil)
    }

    // MARK: Offsets

    @Test("abutted edges: the smallest offset abuts left and top, the largest right and bottom, fitting content both")
    func abuttedEdges() throws {
        let scene = try Self.decodedScene(Self.scene())
        let carousel = scene.views[Self.view("carousel", in: scene)]
        #expect(ScrollOffsetRules.abuttedEdges(of: carousel, at: Point(x: 0, y: 0)) == [.left, .top, .bottom])
        #expect(ScrollOffsetRules.abuttedEdges(of: carousel, at: Point(x: 610, y: 0)) == [.right, .top, .bottom])
        #expect(ScrollOffsetRules.abuttedEdges(of: carousel, at: Point(x: 300, y: 0)) == [.top, .bottom])
    }

    @Test("the rubber band: slope c at the edge, half of d at x = d/c, never d")
    func rubberBand() {
        #expect(abs(ScrollOffsetRules.rubberBand(1, dimension: 390, coefficient: 0.55) - 0.55) < 0.001)
        #expect(abs(ScrollOffsetRules.rubberBand(390 / 0.55, dimension: 390, coefficient: 0.55) - 195) < 1e-9)
        #expect(ScrollOffsetRules.rubberBand(1e9, dimension: 390, coefficient: 0.55) < 390)
        #expect(ScrollOffsetRules.rubberBand(10, dimension: 0, coefficient: 0.55) == 0)
    }

    @Test(
        "the pan's actions move the offset: rubber band past the edge with bounces, clamp without, at rest back inside")
    func panMovesOffset() throws {
        for bounces in [true, false] {
            let scene = try Self.decodedScene(
                Self.scene(carousel: #""contentOffset": [500, 0], "bounces": \#(bounces)"#))
            let carousel = Self.view("carousel", in: scene)
            let live = LiveScene(scene: scene)
            let pan = ScrollViewPan(view: carousel, live: live)
            pan.actionSent(.began, translation: Point(x: -50, y: 7), velocity: .zero, settings: scene.settings)
            #expect(live.contentOffset(of: carousel) == Point(x: 550, y: 0))
            pan.actionSent(.changed, translation: Point(x: -150, y: 7), velocity: .zero, settings: scene.settings)
            let expected = bounces ? 610 + ScrollOffsetRules.rubberBand(40, dimension: 390, coefficient: 0.55) : 610
            #expect(live.contentOffset(of: carousel) == Point(x: expected, y: 0))
            pan.actionSent(.ended, translation: Point(x: -150, y: 7), velocity: .zero, settings: scene.settings)
            #expect(live.contentOffset(of: carousel) == Point(x: 610, y: 0))
            // The next pan starts where this one left the content.
            pan.actionSent(.began, translation: Point(x: 100, y: 0), velocity: .zero, settings: scene.settings)
            #expect(live.contentOffset(of: carousel) == Point(x: 510, y: 0))
        }
    }

    @Test(
        "at rest without paging: below the deceleration speed the content stays; faster it travels (|v| − 0.01)/|ln rate|, inside its range"
    )
    func restWithoutPaging() throws {
        let scene = try Self.decodedScene(Self.scene(carousel: #""contentOffset": [100, 0]"#))
        let carousel = scene.views[Self.view("carousel", in: scene)]
        let axes = ScrollViewRules.scrollAxes(of: carousel)
        func rest(_ x: Double, latest: Double, release: Double) -> Double {
            ScrollOffsetRules.offsetAtRest(
                of: carousel, axes: axes, Point(x: x, y: 0), latest: Point(x: latest, y: 0),
                release: Point(x: release, y: 0), settings: scene.settings
            ).x
        }
        #expect(rest(100, latest: 249, release: 900) == 100)
        #expect(rest(-30, latest: 0, release: 0) == 0)
        // 0.3 pt/ms: (0.3 − 0.01) / |ln 0.998| ≈ 144.855 pt.
        let lnRate = 0.0020020026706730793
        let expected = 100 + 0.29 / lnRate
        #expect(abs(rest(100, latest: 250, release: 300) - expected) < 1e-9)
        #expect(abs(rest(300, latest: -250, release: -300) - (300 - 0.29 / lnRate)) < 1e-9)
        #expect(rest(500, latest: 3000, release: 3000) == 610)
    }

    @Test("at rest with paging: the nearest page when slow, the next page in the direction of motion when fast")
    func restWithPaging() throws {
        let scene = try Self.decodedScene(
            Self.scene(carousel: #""contentOffset": [390, 0], "isPagingEnabled": true"#))
        let carousel = scene.views[Self.view("carousel", in: scene)]
        let axes = ScrollViewRules.scrollAxes(of: carousel)
        func rest(_ x: Double, _ v: Double) -> Double {
            ScrollOffsetRules.offsetAtRest(
                of: carousel, axes: axes, Point(x: x, y: 0), latest: Point(x: v, y: 0), release: Point(x: v, y: 0),
                settings: scene.settings
            ).x
        }
        #expect(rest(480, 0) == 390)
        #expect(rest(590, 0) == 610)  // page 2 (780) lies past the end of the content
        #expect(rest(430, 260) == 610)
        #expect(rest(430, -260) == 390)
        #expect(rest(350, -260) == 0)
    }

    @Test("a flick carries the inner scroll view to its end: the next drag goes to the pager; a slow drag does not")
    func flickThenHandOff() throws {
        func states(_ first: [String]) throws -> [String] {
            try Self.states(
                Self.scene(carousel: #""contentOffset": [300, 0]"#), first + Self.drag(300, 140, id: 2, at: 1))
        }
        // Fast: 160 pt in 0.08 s; the pan's release velocity is far above 250 pt/s.
        let fast = try states(Self.drag(300, 140))
        #expect(
            fast.filter { $0.hasSuffix("possible->began") } == [
                "carousel.pan possible->began", "pager.pan possible->began",
            ])
        // Slow: one 12 pt step, then a long still hold before lifting: no deceleration.
        let slow = [
            #"{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 300, "y": 300}]}"#,
            #"{"t": 0.1, "touches": [{"id": 1, "phase": "moved", "x": 288, "y": 300}]}"#,
            #"{"t": 0.5, "touches": [{"id": 1, "phase": "moved", "x": 287, "y": 300}]}"#,
            #"{"t": 0.9, "touches": [{"id": 1, "phase": "moved", "x": 287, "y": 300}]}"#,
            #"{"t": 0.95, "touches": [{"id": 1, "phase": "ended", "x": 287, "y": 300}]}"#,
        ]
        let slowStates = try states(slow)
        #expect(
            slowStates.filter { $0.hasSuffix("possible->began") } == [
                "carousel.pan possible->began", "carousel.pan possible->began",
            ])
    }

    @Test("alwaysBounce… counts only while the scroll view bounces")
    func alwaysBounceNeedsBounces() throws {
        func axes(_ scroll: String) throws -> ScrollAxes {
            let scene = try Self.decodedScene(
                #"{"window": {"id": "w", "frame": [0, 0, 390, 844], "subviews": [{"id": "s", "class": "UIScrollView", "frame": [0, 0, 390, 844], "scroll": \#(scroll)}]}}"#
            )
            return ScrollViewRules.scrollAxes(of: scene.views[1])
        }
        #expect(try axes(#"{"alwaysBounceVertical": true}"#) == ScrollAxes(horizontal: false, vertical: true))
        #expect(
            try axes(#"{"alwaysBounceVertical": true, "bounces": false}"#)
                == ScrollAxes(horizontal: false, vertical: false))
        #expect(
            try axes(#"{"contentSize": [390, 900], "bounces": false}"#) == ScrollAxes(horizontal: false, vertical: true)
        )
    }

    // MARK: Scene keys

    @Test("scroll.contentOffset is the bounds origin; given twice differently it is an error")
    func contentOffsetKey() throws {
        let scene = try Self.decodedScene(Self.scene())
        #expect(scene.views[Self.view("carousel", in: scene)].bounds.origin == Point(x: 610, y: 0))
        let clash = InputTests.DecoderTestSupport.error(
            Self.trace(
                #"{"window": {"id": "w", "frame": [0, 0, 390, 844], "subviews": [{"id": "s", "class": "UIScrollView", "frame": [0, 0, 390, 844], "bounds": [0, 10, 390, 844], "scroll": {"contentOffset": [0, 20]}}]}}"#,
                []))
        #expect(clash.contains(text: "give the scroll view's content offset once"))
        let same = InputTests.DecoderTestSupport.error(
            Self.trace(
                #"{"window": {"id": "w", "frame": [0, 0, 390, 844], "subviews": [{"id": "s", "class": "UIScrollView", "frame": [0, 0, 390, 844], "bounds": [0, 20, 390, 844], "scroll": {"contentOffset": [0, 20]}}]}}"#,
                []))
        #expect(same == "no error")
    }
}
