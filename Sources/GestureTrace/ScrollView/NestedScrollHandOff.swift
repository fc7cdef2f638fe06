/// A scroll view inside another that scrolls along the same axis hands the drag to it at its
/// content edge (SEMANTICS §9.4.4): its pan does not try to begin, so the enclosing scroll
/// view's pan begins and excludes it (SEMANTICS §6.4).
///
/// UIKit's rule, as `UIScrollViewPanGestureRecognizer._shouldTryToBeginWithEvent:` reads in
/// iOS 18.2 UIKitCore (SEMANTICS K15) (horizontal; vertical is the same with top and bottom): the inner pan does
/// not try to begin when it has an enclosing scroll view that can scroll horizontally (scroll
/// enabled), its `transfersHorizontalScrollingToParent` is true, it is not moving along a
/// vertical axis it can scroll, and either it cannot scroll horizontally or the drag pulls away
/// from the edge it abuts: translation x ≥ the hysteresis with its left edge abutted, or
/// ≤ −hysteresis with its right edge abutted. `bounces` is not read.
enum NestedScrollHandOff {
    /// The scroll view whose pan the drag goes to: the nearest ancestor scroll view
    /// (`_parentScrollView`).
    static func enclosingScrollView(of view: Int, in scene: Scene) -> Int? {
        var v = scene.views[view].parent
        while let current = v {
            if scene.views[current].scroll != nil { return current }
            v = scene.views[current].parent
        }
        return nil
    }

    /// Why the pan of scroll view `view` leaves the drag to `parent` instead of beginning, or
    /// nil when it may begin. `along` is the pair of axes the translation `t` would begin the
    /// pan on (`ScrollViewRules.panBeginsAlong`).
    static func handOff(
        of view: Int, to parent: Int, axes: ScrollAxes, along: (x: Bool, y: Bool), translation t: Point,
        hysteresis h: Double, offset: Point, scene: Scene
    ) -> ScrollHandOff? {
        let inner = scene.views[view]
        guard let scroll = inner.scroll else { return nil }
        let outer = ScrollViewRules.scrollAxes(of: scene.views[parent])
        let edges = ScrollOffsetRules.abuttedEdges(of: inner, at: offset)
        let id = scene.views[parent].id
        func handOff(_ why: ScrollHandOff.Why) -> ScrollHandOff {
            ScrollHandOff(scrollView: inner.id, parent: id, why: why)
        }
        if outer.horizontal, scroll.transfersHorizontalScrollingToParent, !along.y {
            if !axes.horizontal {
                return handOff(.cannotScroll(.x))
            }
            if t.x >= h, edges.contains(.left) {
                return handOff(.atEdge(.left, offset: offset.x))
            }
            if t.x <= -h, edges.contains(.right) {
                return handOff(.atEdge(.right, offset: offset.x))
            }
        }
        if outer.vertical, scroll.transfersVerticalScrollingToParent, !along.x {
            if !axes.vertical {
                return handOff(.cannotScroll(.y))
            }
            if t.y >= h, edges.contains(.top) {
                return handOff(.atEdge(.top, offset: offset.y))
            }
            if t.y <= -h, edges.contains(.bottom) {
                return handOff(.atEdge(.bottom, offset: offset.y))
            }
        }
        return nil
    }
}
