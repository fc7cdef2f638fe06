import Testing

@testable import GestureTrace

/// UIKit's `hitTest(_:with:)` rules (SEMANTICS §1).
@Suite struct HitTesterTests {
    private func hit(_ b: SceneBuilder, _ x: Double, _ y: Double) -> String? {
        HitTestReport.make(scene: b.scene, point: Point(x: x, y: y)).view
    }

    @Test("SEMANTICS §1.2: where siblings overlap, the later (frontmost) sibling is hit")
    func laterSiblingOnTop() {
        var b = SceneBuilder()
        b.view("back", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        b.view("front", frame: Rect(x: 100, y: 100, width: 200, height: 200))
        #expect(hit(b, 150, 150) == "front")
        #expect(hit(b, 50, 50) == "back")
        #expect(hit(b, 250, 250) == "front")
        #expect(hit(b, 380, 800) == "window")
    }

    /// SEMANTICS §2.12 and §6.4: after `removeFromSuperview`, a view that was not its parent's
    /// last subview keeps its index inside the parent's pre-order range; it and its subviews
    /// must no longer count as the parent's descendants (nor the window's), while the views
    /// that stay keep their relations and the removed subtree keeps its own.
    @Test("a removed middle subview is no longer inside its old superview; its own subtree stays related")
    func removedViewLeavesItsSuperview() {
        var b = SceneBuilder()
        let parent = b.view("parent", frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let removed = b.view("removed", in: "parent", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let inner = b.view("inner", in: "removed", frame: Rect(x: 0, y: 0, width: 50, height: 50))
        let stays = b.view("stays", in: "parent", frame: Rect(x: 100, y: 0, width: 100, height: 100))
        var scene = b.scene
        let before = ViewGeometry(scene: scene)
        #expect(before.isInSubtree(inner, of: parent))
        scene.apply(SceneChange(target: .view(removed), value: .removeFromSuperview))
        let after = ViewGeometry(scene: scene)
        #expect(!after.isInSubtree(removed, of: parent))
        #expect(!after.isInSubtree(inner, of: parent))
        #expect(!after.isInSubtree(inner, of: Scene.windowIndex))
        #expect(!after.related(inner, parent))
        #expect(after.isInSubtree(inner, of: removed))
        #expect(after.isInSubtree(stays, of: parent))
        #expect(after.isInSubtree(stays, of: Scene.windowIndex))
        #expect(hit(b, 20, 20) == "inner")
        #expect(HitTestReport.make(scene: scene, point: Point(x: 20, y: 20)).view == "parent")
    }

    @Test("SEMANTICS §1.4: a child's area outside its parent's bounds is never hit, whatever clipsToBounds says")
    func childOutsideParent() {
        var b = SceneBuilder()
        b.view("parent", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        b.view("child", in: "parent", frame: Rect(x: 50, y: 50, width: 100, height: 100))
        #expect(hit(b, 75, 75) == "child")
        #expect(hit(b, 120, 120) == "window")
    }

    @Test("SEMANTICS §1.4: CGRect.contains is half-open at the maximum edges")
    func halfOpenEdges() {
        var b = SceneBuilder()
        b.view("v", frame: Rect(x: 10, y: 10, width: 100, height: 100))
        #expect(hit(b, 10, 10) == "v")
        #expect(hit(b, 110, 50) == "window")
        #expect(hit(b, 50, 110) == "window")
    }

    @Test("SEMANTICS §1.2–§1.3: hidden, alpha ≤ 0.01 and interaction-disabled views are skipped with their subtrees")
    func skippedViews() {
        for configure: (inout ViewNode) -> Void in [
            { $0.hidden = true }, { $0.alpha = 0.01 }, { $0.userInteractionEnabled = false },
        ] {
            var b = SceneBuilder()
            b.view("under", frame: Rect(x: 0, y: 0, width: 200, height: 200))
            b.view("over", frame: Rect(x: 0, y: 0, width: 200, height: 200), configure: configure)
            b.view("child", in: "over", frame: Rect(x: 0, y: 0, width: 50, height: 50))
            #expect(hit(b, 20, 20) == "under")
        }
        var b = SceneBuilder()
        b.view("v", frame: Rect(x: 0, y: 0, width: 200, height: 200)) { $0.alpha = 0.011 }
        #expect(hit(b, 20, 20) == "v")
    }

    @Test("SEMANTICS §1.2: UILabel and UIImageView default to no interaction")
    func labelsAreNotHit() {
        var b = SceneBuilder()
        b.view("card", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        b.view("label", in: "card", frame: Rect(x: 0, y: 0, width: 100, height: 40), class: .label)
        #expect(hit(b, 20, 20) == "card")
    }

    @Test("SEMANTICS §1.6: a disabled control is transparent to hit testing")
    func disabledControl() {
        var b = SceneBuilder()
        b.view("card", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        b.view("button", in: "card", frame: Rect(x: 0, y: 0, width: 100, height: 40), class: .button) {
            $0.control?.enabled = false
        }
        #expect(hit(b, 20, 20) == "card")
    }

    @Test("SEMANTICS §1.8: a negative inset grows the touch area, still inside the superview")
    func touchAreaInset() {
        var b = SceneBuilder()
        b.view("bar", frame: Rect(x: 0, y: 0, width: 390, height: 100))
        b.view("small", in: "bar", frame: Rect(x: 100, y: 40, width: 20, height: 20)) {
            $0.pointInside = .inset(top: -12, left: -12, bottom: -12, right: -12)
        }
        #expect(hit(b, 95, 35) == "small")
        #expect(hit(b, 87, 50) == "bar")
        #expect(hit(b, 131, 71) == "small")
    }

    @Test("SEMANTICS §1.8: an ellipse point-inside test misses the corners")
    func ellipse() {
        var b = SceneBuilder()
        b.view("round", frame: Rect(x: 0, y: 0, width: 100, height: 100)) { $0.pointInside = .ellipse }
        #expect(hit(b, 50, 50) == "round")
        #expect(hit(b, 5, 5) == "window")
    }

    @Test("SEMANTICS §1.8: a pass-through overlay lets touches on its empty area reach views below")
    func passThrough() {
        var b = SceneBuilder()
        b.view("content", frame: Rect(x: 0, y: 0, width: 390, height: 844))
        b.view("overlay", frame: Rect(x: 0, y: 0, width: 390, height: 844)) { $0.hitTest = .passThrough }
        b.view("badge", in: "overlay", frame: Rect(x: 300, y: 40, width: 60, height: 30))
        #expect(hit(b, 100, 400) == "content")
        #expect(hit(b, 310, 50) == "badge")
    }

    @Test("SEMANTICS §1.8: redirect answers a named view whenever the default answer is non-nil")
    func redirect() {
        var b = SceneBuilder()
        b.view("cell", frame: Rect(x: 0, y: 0, width: 390, height: 60))
        b.view("checkbox", in: "cell", frame: Rect(x: 10, y: 10, width: 40, height: 40))
        b.view("title", in: "cell", frame: Rect(x: 60, y: 10, width: 300, height: 40))
        let checkbox = b.indexOfView("checkbox")
        b.configureView("cell") { $0.hitTest = .redirect(checkbox) }
        let scene = b.scene
        #expect(HitTestReport.make(scene: scene, point: Point(x: 200, y: 30)).view == "checkbox")
        #expect(HitTestReport.make(scene: scene, point: Point(x: 200, y: 300)).view == "window")
    }

    @Test("SEMANTICS §1.5: transforms about the center and bounds origin convert points")
    func transformsAndBounds() {
        var b = SceneBuilder()
        // Scaled 2× about its center (100, 100): covers (50, 50)–(150, 150) on screen.
        b.view("scaled", frame: Rect(x: 75, y: 75, width: 50, height: 50)) { $0.transform = .scale(2, 2) }
        #expect(hit(b, 55, 55) == "scaled")
        #expect(hit(b, 45, 100) == "window")
        var s = SceneBuilder()
        // Scrolled by 100: content at y 100 in bounds space shows at y 0.
        s.view("scroller", frame: Rect(x: 0, y: 0, width: 390, height: 400)) {
            $0.bounds = Rect(x: 0, y: 100, width: 390, height: 400)
        }
        s.view("row", in: "scroller", frame: Rect(x: 0, y: 100, width: 390, height: 50))
        #expect(hit(s, 10, 10) == "row")
        #expect(hit(s, 10, 60) == "scroller")
        var r = SceneBuilder()
        r.view("rotated", frame: Rect(x: 100, y: 100, width: 200, height: 20)) { $0.transform = .rotation(degrees: 90) }
        #expect(hit(r, 200, 190) == "rotated")
        #expect(hit(r, 120, 110) == "window")
        var z = SceneBuilder()
        z.view("flat", frame: Rect(x: 0, y: 0, width: 100, height: 100)) { $0.transform = .scale(0, 1) }
        #expect(hit(z, 50, 50) == "window")
    }

    @Test("no recursion: a 100 000-deep hierarchy hit-tests without overflowing the stack")
    func deepHierarchy() {
        var views: [ViewNode] = []
        let depth = 100_000
        for i in 0..<depth {
            var v = ViewNode(
                id: "v\(i)", viewClass: i == 0 ? .window : .view, frame: Rect(x: 0, y: 0, width: 100, height: 100))
            v.parent = i == 0 ? nil : i - 1
            if i + 1 < depth { v.subviews = [i + 1] }
            views.append(v)
        }
        let scene = Scene(
            screen: Size(width: 100, height: 100), application: .forward, appDelegate: .forward,
            views: views, recognizers: [], settings: Settings())
        let report = HitTestReport.make(scene: scene, point: Point(x: 5, y: 5))
        #expect(report.view == "v\(depth - 1)")
        #expect(report.chain.count == depth + 2)
    }
}
