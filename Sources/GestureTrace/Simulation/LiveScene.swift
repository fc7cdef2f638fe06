/// The scene as it is now during one replay, and its geometry: the one place every owner of
/// the engine (arbiter, collector, view delivery, responder chain, controls, cells, scroll
/// views' pans, the SwiftUI runtime) reads the view tree, conversions and hit tests from.
///
/// Made once by the frame loop from the scene as declared. It changes in two ways only:
/// - a `set` event (FORMAT §3.5, SEMANTICS §2.12) is applied to the scene and the geometry is
///   built again, so the next reader sees the view moved, hidden or removed;
/// - a scroll view's pan moves its content (SEMANTICS §9.4.5, §2.13): UIScrollView's
///   `contentOffset` *is* its `bounds.origin` (Apple, `UIScrollView.contentOffset`: "the point
///   at which the origin of the content view is offset from the origin of the scroll view";
///   `UIView.bounds`: changing the origin moves the subviews), so the scroll view's bounds
///   origin is set and only that view's conversion changes — every later hit test and
///   `location(in:)` reads the scrolled content.
///
/// A touch keeps the view it was hit-tested to (SEMANTICS §2.12 `UITouch.view`): nothing here
/// changes a touch's view, only what later questions are answered with.
///
/// The hit tester is built from the geometry when first asked after a change (one new touch
/// builds it at most once), so a drag that moves the content at every frame changes one view's
/// entry in place and copies nothing: the scene and the geometry are held here alone, readers
/// borrow them. The engine runs on one thread, so the storage is `@exclusivity(unchecked)`
/// (docs/DECISIONS.md, "Replay speed by code, not by flags").
final class LiveScene {
    @exclusivity(unchecked) private(set) var scene: Scene
    @exclusivity(unchecked) private(set) var geometry: ViewGeometry
    @exclusivity(unchecked) private var builtHitTester: HitTester?
    /// Counts the `set` events applied: what an owner derives from the tree (the enclosing
    /// scroll view of a scroll view, its axes) is derived again when this changes. Moving
    /// content does not change it (the tree and the scroll views' sizes stay as they were).
    @exclusivity(unchecked) private(set) var version = 0

    /// `geometry`: the scene's, when the caller has built it already (lint, `hittest`).
    init(scene: Scene, geometry: ViewGeometry? = nil) {
        self.scene = scene
        self.geometry = geometry ?? ViewGeometry(scene: scene)
    }

    /// The hit tester of the scene as it is now (SEMANTICS §1).
    var hitTester: HitTester {
        if let built = builtHitTester { return built }
        let built = HitTester(scene: scene, geometry: geometry)
        builtHitTester = built
        return built
    }

    /// A `set` event's change (SEMANTICS §2.12): the scene takes it and the geometry is read
    /// again from the changed scene.
    func apply(_ change: SceneChange) {
        builtHitTester = nil
        scene.apply(change)
        geometry = ViewGeometry(scene: scene)
        version += 1
    }

    /// A window point in view `view`'s coordinates (`ViewGeometry.fromWindow`), or nil when a
    /// transform on the way is singular. Asked by recognizers at every move
    /// (`RecognizerHost.convertToView`), so it walks the views in place: the frame loop's
    /// `geometry.fromWindow(_:to:in: scene)` copied the scene (a retain and a release of each
    /// of its arrays) and built a path array per call. Same steps, same arithmetic.
    func fromWindow(_ p: Point, to view: Int) -> Point? {
        // The views from `view` up to, not including, the window (or up to a removed view's
        // top, which has no superview), as `ViewGeometry.fromWindow` collects them.
        var depth = 0
        var v: Int? = view
        while let current = v, current != Scene.windowIndex {
            depth += 1
            v = scene.views[current].parent
        }
        // The path from the window down is the chain of superviews read backwards: its views
        // are found again by climbing from `view` for each level, which for the few levels
        // of a real scene costs less than an allocation; a deep one gets a buffer.
        guard depth > 8 else {
            var q = p
            for level in stride(from: depth - 1, through: 0, by: -1) {
                var step = view
                for _ in 0..<level { step = scene.views[step].parent ?? step }
                guard let next = geometry.toLocal(q, of: step) else { return nil }
                q = next
            }
            return q
        }
        return geometry.fromWindow(p, to: view, in: scene)
    }

    /// The content offset of scroll view `view` now: its bounds origin (FORMAT §2.1 `bounds`,
    /// `scroll.contentOffset`; SEMANTICS §9.4.4).
    func contentOffset(of view: Int) -> Point {
        scene.views[view].bounds.origin
    }

    /// Moves scroll view `view`'s content to `offset` (its pan's action, SEMANTICS §9.4.5):
    /// the bounds origin changes, and with it where the scroll view's subviews are for later
    /// hit tests and conversions (SEMANTICS §2.13).
    func setContentOffset(_ offset: Point, of view: Int) {
        guard scene.views[view].bounds.origin != offset else { return }
        // The hit tester shares the scene's and the geometry's storage: let it go first, so
        // both change in place. Only when there is one: assigning nil over nil copied the
        // optional tester out and back and destroyed it, 260 instructions at each of a drag's
        // actions, most of which find it gone already (issue 28 item 4, round 8).
        if case .some = builtHitTester { builtHitTester = nil }
        scene.views[view].bounds.origin = offset
        geometry.setBounds(scene.views[view].bounds, of: view)
    }
}
