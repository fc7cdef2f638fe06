/// Every scroll view's `contentOffset` during one replay (SEMANTICS §9.4.4): it starts at the
/// scene's bounds origin (FORMAT §2.1 `bounds`, `scroll.contentOffset`) and follows the scroll
/// view's pan, as UIKit's scroll view moves its bounds from its pan's action
/// (`ScrollViewPanHooks`). The nested hand-off reads it (`NestedScrollHandOff`), and so may
/// any rule that depends on where a scroll view is (an edge, a page).
///
/// Hit testing keeps the scene's geometry: a touch that begins after a pan moved the content
/// hits the content where the scene placed it (SEMANTICS §9.4.4, docs/DECISIONS.md "Content
/// offset during a replay").
///
/// One per replay, owned by the arbiter; the engine runs on one thread, so its storage is
/// `@exclusivity(unchecked)` like the frame loop's (docs/DECISIONS.md, "Replay speed by code,
/// not by flags").
final class ContentOffsets {
    /// Per view index; only scroll views' entries change.
    @exclusivity(unchecked) private var offsets: [Point]

    init(scene: Scene) {
        offsets = scene.views.map { $0.bounds.origin }
    }

    /// The content offset of scroll view `view` now.
    subscript(view: Int) -> Point {
        get { offsets[view] }
        set { offsets[view] = newValue }
    }
}
