/// UIKit's `hitTest(_:with:)`, run on the window (SEMANTICS §1).
///
/// Reverse pre-order depth-first: a view that is hidden, has interaction disabled, is
/// transparent (`alpha <= alphaHitThreshold`, SEMANTICS §1.3) or is a disabled control (SEMANTICS §1.6) answers
/// nil without visiting its subviews; so does a view whose `point(inside:)` is false (SEMANTICS §1.2,
/// SEMANTICS §1.4). Otherwise subviews are asked front to back and the first non-nil answer wins; if
/// none answers, the view itself. The `passThrough` and `redirect` overrides (SEMANTICS §1.8) apply to
/// the view's own answer. The traversal keeps an explicit stack, so depth costs no call stack.
struct HitTester {
    let scene: Scene
    let geometry: ViewGeometry
    /// The traversal stack, kept between queries: on a 100 000-deep hierarchy, growing a
    /// fresh stack by doubling (and faulting in its pages) cost more than the walk itself.
    private let scratch = Scratch()

    struct Frame {
        var view: Int
        var point: Point
        var nextChild: Int
    }

    /// Holds the reusable stack. The engine is single-threaded; one tester serves one replay.
    final class Scratch {
        var stack: [Frame] = []
    }

    /// What the walk reads of each view, packed in one array: reading `scene.views[v]`
    /// copied (and retained the arrays and strings of) a whole `ViewNode` at every level,
    /// and reached each subview list through its own allocation.
    struct Node {
        var bounds: Rect
        var pointInside: PointInsideRule
        var hitTest: HitTestOverride
        /// Not hidden, interaction enabled, visible, and not a disabled control.
        var hittable: Bool
        /// The view's subviews are `children[childStart ..< childStart + childCount]`.
        var childStart: Int
        var childCount: Int
        /// A SwiftUI region (hosting view or SwiftUI scroll view), SWIFTUI §3.5.
        var isRegion = false
    }

    let nodes: [Node]
    /// Every view's subviews, back to front, concatenated in view order.
    let children: [Int]
    /// SwiftUI's hit test for the hosting views' regions (SWIFTUI §3.5).
    let swiftUI: SwiftUIHitTester
    /// Window-space boxes of each subtree, which let the not-hit walk skip subtrees.
    let extents: SubtreeExtents

    init(scene: Scene, geometry: ViewGeometry) {
        self.scene = scene
        self.geometry = geometry
        var nodes: [Node] = []
        nodes.reserveCapacity(scene.views.count)
        var children: [Int] = []
        children.reserveCapacity(max(0, scene.views.count - 1))
        let threshold = scene.settings.alphaHitThreshold
        let backed = scene.swiftUI.backedNode
        // Each view's fields are read in place (`views[i].…`): iterating the views copied every
        // `ViewNode`, and the tester is built again after a scroll view's content moves.
        let views = scene.views
        for i in views.indices {
            // SEMANTICS §1.2 step 1, §1.3, §1.6: these views answer nil without visiting subviews.
            var hittable = !(views[i].hidden || !views[i].userInteractionEnabled || views[i].alpha <= threshold)
            if let control = views[i].control, !control.enabled { hittable = false }
            let childStart = children.count
            // A SwiftUI region's backing views are reached through SwiftUI's hit test only.
            if backed.isEmpty {
                children.append(contentsOf: views[i].subviews)
            } else {
                for s in views[i].subviews where backed[s] == nil { children.append(s) }
            }
            nodes.append(
                Node(
                    bounds: views[i].bounds, pointInside: views[i].pointInside, hitTest: views[i].hitTest,
                    hittable: hittable, childStart: childStart, childCount: children.count - childStart,
                    isRegion: !scene.swiftUI.isEmpty && scene.swiftUI.regionRoots[nodes.count] != nil))
        }
        self.nodes = nodes
        self.children = children
        swiftUI = SwiftUIHitTester(content: scene.swiftUI, settings: scene.settings)
        extents = SubtreeExtents(scene: scene)
    }

    /// The hit-test view for a window point, or nil (SEMANTICS §1.7).
    func hitTest(_ windowPoint: Point) -> Int? {
        guard !nodes.isEmpty else { return nil }
        // Take the buffer out while walking so it stays uniquely referenced (no copy on write).
        // A path from the window holds each view at most once, so one slot per view always
        // suffices; it is sized once and reused by every later query.
        var stack = scratch.stack
        scratch.stack = []
        if stack.count < nodes.count {
            stack = Array(repeating: Frame(view: 0, point: .zero, nextChild: -1), count: nodes.count)
        }
        let answer = stack.withUnsafeMutableBufferPointer { walk(windowPoint, $0) }
        scratch.stack = stack
        return answer
    }

    /// The traversal proper, on a preallocated stack of `depth` frames (index-based, so no
    /// uniqueness checks or frame copies per level).
    private func walk(_ windowPoint: Point, _ stack: UnsafeMutableBufferPointer<Frame>) -> Int? {
        var depth = 0
        // Entering a view answers nil at once (nothing pushed) or pushes it to visit subviews.
        // A full stack (only possible for a malformed, cyclic tree) refuses rather than overflows.
        func enter(_ view: Int, _ point: Point) {
            guard depth < stack.count, isHittable(view), pointInside(view, point) else { return }
            stack[depth] = Frame(view: view, point: point, nextChild: nodes[view].childCount - 1)
            depth += 1
        }
        enter(Scene.windowIndex, windowPoint)
        // A non-nil answer travelling up: each ancestor returns it through its own override.
        var answer: Int?
        while depth > 0 {
            let top = depth - 1
            if let found = answer {
                depth -= 1
                answer = applyOverride(stack[top].view, defaultAnswer: found)
                continue
            }
            let next = stack[top].nextChild
            if next >= 0 {
                let child = children[nodes[stack[top].view].childStart + next]
                stack[top].nextChild = next - 1
                if let local = geometry.toLocal(stack[top].point, of: child) {
                    enter(child, local)
                }
                continue
            }
            // A SwiftUI region whose UIKit subviews missed asks SwiftUI (SWIFTUI §3.5): a hit
            // `scrollView` or `uikit` node continues into its backing view; anything else (a
            // node, or nothing: a hosting view swallows touches on its empty area) answers the
            // region itself.
            if next == -1, nodes[stack[top].view].isRegion {
                stack[top].nextChild = -2
                if let n = swiftUI.hit(region: stack[top].view, at: stack[top].point),
                    let backing = scene.swiftUI.nodes[n].backingView,
                    let local = geometry.toLocal(stack[top].point, of: backing)
                {
                    enter(backing, local)
                    continue
                }
            }
            // No subview answered: the view answers itself, through its override.
            depth -= 1
            answer = applyOverride(stack[top].view, defaultAnswer: stack[top].view)
        }
        return answer
    }

    /// Hidden, interaction-disabled, transparent and disabled-control views are skipped with
    /// their subtrees (SEMANTICS §1.2 step 1, §1.3, §1.6).
    func isHittable(_ view: Int) -> Bool {
        nodes[view].hittable
    }

    /// `point(inside:with:)`: half-open bounds by default, or the declared variant (SEMANTICS §1.4, §1.8).
    func pointInside(_ view: Int, _ p: Point) -> Bool {
        let v = nodes[view]
        switch v.pointInside {
        case .bounds:
            return v.bounds.contains(p)
        case .ellipse:
            return v.bounds.ellipseContains(p)
        case let .inset(top, left, bottom, right):
            return v.bounds.inset(top: top, left: left, bottom: bottom, right: right).contains(p)
        }
    }

    /// The view's `hitTest` override applied to the default answer (SEMANTICS §1.8).
    private func applyOverride(_ view: Int, defaultAnswer: Int) -> Int? {
        switch nodes[view].hitTest {
        case .default: return defaultAnswer
        case .passThrough: return defaultAnswer == view ? nil : defaultAnswer
        case .redirect(let target): return target
        }
    }
}
