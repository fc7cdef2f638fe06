/// UIKit's `hitTest(_:with:)`, run on the window (SEMANTICS §1).
///
/// Reverse pre-order depth-first: a view that is hidden, has interaction disabled, is
/// transparent (`alpha <= alphaHitThreshold`, SEMANTICS §1.3) or is a disabled control (SEMANTICS §1.6) answers
/// nil without visiting its subviews; so does a view whose `point(inside:)` is false (SEMANTICS §1.2,
/// SEMANTICS §1.4). Otherwise subviews are asked front to back and the first non-nil answer wins; if
/// none answers, the view itself. The `passThrough` and `redirect` overrides (SEMANTICS §1.8) apply to
/// the view's own answer. The traversal keeps an explicit stack, so depth costs no call stack.
///
/// A class: every field is a constant, so it has no value of its own to copy, and handing it
/// out (`LiveScene.hitTester`, once per new touch and per control asking) as a struct copied
/// its scene, geometry, SwiftUI tester and boxes, a retain and a release of each of their
/// arrays (about 1 000 instructions a copy; issue 28 item 4, round 11).
final class HitTester {
    let scene: Scene
    let geometry: ViewGeometry
    /// The traversal stack, kept between queries: on a 100 000-deep hierarchy, growing a
    /// fresh stack by doubling (and faulting in its pages) for every query cost more than the
    /// walk itself. It grows to the deepest path a query has met, not to the view count: sized
    /// to the view count it was 32 bytes a view (9 MiB for 300 000 flat views, issue 25).
    let scratch = Scratch()

    struct Frame {
        var view: Int
        var point: Point
        /// The next subview to ask, an index into the view's `subviews` (back to front, asked
        /// from the last); -1 once all were asked, -2 once a region's SwiftUI was asked too.
        var nextChild: Int
    }

    /// Holds the reusable stack. The engine is single-threaded; one tester serves one replay.
    final class Scratch {
        var stack: [Frame] = []
        /// The not-hit walk's path from the window (`HitTestExplanation`), its storage kept
        /// between queries: allocated and grown afresh it cost an allocation and its growth
        /// at every new touch, twice when a view other than the hit one contains the point
        /// (issue 28 item 4, round 10). As deep as the deepest path met, like `stack`.
        var path: [PathEntry] = []
    }

    /// The first stack a query gets; it doubles whenever a path goes deeper.
    static let initialStackDepth = 64

    /// SwiftUI's hit test for the hosting views' regions (SWIFTUI §3.5).
    let swiftUI: SwiftUIHitTester
    /// Window-space boxes of each subtree, which let the not-hit walk skip subtrees.
    let extents: SubtreeExtents

    /// Reads the scene's views in place: the tester keeps no per-view copy of what `ViewNode`
    /// holds (a packed copy of each view's bounds, rules and subview range was 112 bytes a
    /// view, 34 MiB for 300 000 views, issue 25), only the subtree boxes.
    init(scene: Scene, geometry: ViewGeometry) {
        self.scene = scene
        self.geometry = geometry
        swiftUI = SwiftUIHitTester(content: scene.swiftUI, settings: scene.settings)
        extents = SubtreeExtents(scene: scene)
    }

    /// How deep the reused traversal stack has grown (`SceneMemoryTests`).
    var stackCapacity: Int { scratch.stack.count }

    /// Where a walk paused: the stack was full when `pending` was to be entered.
    struct WalkState {
        var depth = 0
        var answer: Int?
        var pending: (view: Int, point: Point)?
    }

    /// The hit-test view for a window point, or nil (SEMANTICS §1.7).
    func hitTest(_ windowPoint: Point) -> Int? {
        let viewCount = scene.views.count
        guard viewCount > 0 else { return nil }
        // Take the buffer out while walking so it stays uniquely referenced (no copy on write).
        var stack = scratch.stack
        scratch.stack = []
        if stack.isEmpty {
            stack = Array(
                repeating: Frame(view: 0, point: .zero, nextChild: -1),
                count: min(HitTester.initialStackDepth, viewCount))
        }
        var state = WalkState(pending: (Scene.windowIndex, windowPoint))
        while !scene.views.withUnsafeBufferPointer({ views in
            stack.withUnsafeMutableBufferPointer { walk(views, $0, &state) }
        }) {
            // A path from the window holds each view at most once, so the view count always
            // suffices; a full stack at that size (only a malformed, cyclic tree) refuses.
            guard stack.count < viewCount else {
                state.answer = nil
                break
            }
            let grown = min(stack.count * 2, viewCount)
            stack.append(
                contentsOf: repeatElement(Frame(view: 0, point: .zero, nextChild: -1), count: grown - stack.count))
        }
        scratch.stack = stack
        return state.answer
    }

    /// The traversal proper, on the reused stack (index-based, so no uniqueness checks or frame
    /// copies per level). Returns false, with `state` saying where it stopped, when the stack
    /// is full and must grow; true when the answer is in `state`.
    private func walk(
        _ views: UnsafeBufferPointer<ViewNode>, _ stack: UnsafeMutableBufferPointer<Frame>,
        _ state: inout WalkState
    ) -> Bool {
        var depth = state.depth
        var answer = state.answer
        var full = false
        let backed = scene.swiftUI.backedNode
        let hasSwiftUI = !scene.swiftUI.isEmpty
        // Entering a view answers nil at once (nothing pushed) or pushes it to visit subviews.
        func enter(_ view: Int, _ point: Point) {
            guard hittable(views, view), pointInside(views, view, point) else { return }
            guard depth < stack.count else {
                state.pending = (view, point)
                full = true
                return
            }
            stack[depth] = Frame(view: view, point: point, nextChild: views[view].subviews.count - 1)
            depth += 1
        }
        if let (view, point) = state.pending {
            state.pending = nil
            enter(view, point)
        }
        // A non-nil answer travelling up: each ancestor returns it through its own override.
        while depth > 0 && !full {
            let top = depth - 1
            if let found = answer {
                depth -= 1
                answer = applyOverride(views, stack[top].view, defaultAnswer: found)
                continue
            }
            let next = stack[top].nextChild
            if next >= 0 {
                let child = views[stack[top].view].subviews[next]
                stack[top].nextChild = next - 1
                // A SwiftUI region's backing views are reached through SwiftUI's hit test only.
                if !backed.isEmpty, backed[child] != nil { continue }
                if let local = geometry.toLocal(stack[top].point, of: child) {
                    enter(child, local)
                }
                continue
            }
            // A SwiftUI region whose UIKit subviews missed asks SwiftUI (SWIFTUI §3.5): a hit
            // `scrollView` or `uikit` node continues into its backing view; anything else (a
            // node, or nothing: a hosting view swallows touches on its empty area) answers the
            // region itself.
            if next == -1, hasSwiftUI, isRegion(stack[top].view) {
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
            answer = applyOverride(views, stack[top].view, defaultAnswer: stack[top].view)
        }
        state.depth = depth
        state.answer = answer
        return !full
    }

    /// A SwiftUI region (hosting view or SwiftUI scroll view), SWIFTUI §3.5.
    func isRegion(_ view: Int) -> Bool {
        scene.swiftUI.regionRoots[view] != nil
    }

    /// Hidden, interaction-disabled, transparent and disabled-control views are skipped with
    /// their subtrees (SEMANTICS §1.2 step 1, §1.3, §1.6).
    func isHittable(_ view: Int) -> Bool {
        scene.views.withUnsafeBufferPointer { hittable($0, view) }
    }

    /// The views' fields are read in place (`views[v].…`): copying a `ViewNode` would retain its
    /// arrays and strings at every view the walk visits.
    private func hittable(_ views: UnsafeBufferPointer<ViewNode>, _ v: Int) -> Bool {
        !(views[v].hidden || !views[v].userInteractionEnabled || views[v].alpha <= scene.settings.alphaHitThreshold)
            && views[v].isEnabledIfControl
    }

    /// `point(inside:with:)`: half-open bounds by default, or the declared variant (SEMANTICS §1.4, §1.8).
    func pointInside(_ view: Int, _ p: Point) -> Bool {
        scene.views.withUnsafeBufferPointer { pointInside($0, view, p) }
    }

    private func pointInside(_ views: UnsafeBufferPointer<ViewNode>, _ v: Int, _ p: Point) -> Bool {
        let bounds = views[v].bounds
        switch views[v].pointInside {
        case .bounds:
            return bounds.contains(p)
        case .ellipse:
            return bounds.ellipseContains(p)
        case let .inset(top, left, bottom, right):
            return bounds.inset(top: top, left: left, bottom: bottom, right: right).contains(p)
        }
    }

    /// The view's `hitTest` override applied to the default answer (SEMANTICS §1.8).
    private func applyOverride(_ views: UnsafeBufferPointer<ViewNode>, _ view: Int, defaultAnswer: Int) -> Int? {
        switch views[view].hitTest {
        case .default: return defaultAnswer
        case .passThrough: return defaultAnswer == view ? nil : defaultAnswer
        case .redirect(let target): return target
        }
    }
}
