/// The rules of a presented page sheet's `_UISheetInteraction` and `UISheetPresentationController`
/// (SEMANTICS §9.14), as iOS 26.1's UIKitCore has them (code K57–K60): which scroll view hands
/// its pull to the sheet, how far a refused pull moves it, and where a released sheet settles.
/// The state of one drag is `SheetInteraction`'s; this file only computes.
enum SheetRules {
    /// The sheet a scroll view hands its pull to: the nearest ancestor that is a sheet, found
    /// only when the scroll view has no enclosing scroll view that scrolls vertically too
    /// (`-_shouldBeFoundByDescendentScrollView:`, code K57): of nested vertical scroll views
    /// only the outermost pulls the sheet. Nil: none.
    static func sheet(for scrollView: Int, in scene: Scene) -> Int? {
        var v = scene.views[scrollView].parent
        var enclosingScrollsVertically = false
        while let current = v {
            let node = scene.views[current]
            if node.sheet != nil {
                return enclosingScrollsVertically ? nil : current
            }
            if node.scroll != nil, ScrollViewRules.scrollAxes(of: node).vertical {
                enclosingScrollsVertically = true
            }
            v = node.parent
        }
        return nil
    }

    /// Whether the sheet refuses a scroll view's pull now: it takes it only while all of these
    /// hold
    /// (`-_shouldInteractWithDescendentScrollView:startOffset:maxTopOffset:`, code K57), the
    /// content's top being offset 0 (FORMAT §2.1 has no content inset):
    /// - the drag began with the content at its top (`startY` ≤ 0);
    /// - the scroll view cannot scroll horizontally;
    /// - the sheet is not following another drag;
    /// - the scroll view's previous drag ended at least `sheetMinimumSwipeInterval` before this
    ///   one began, unless the sheet already follows this one (a quick second flick scrolls);
    /// - the content is not pulled above its top, or the finger is not moving up.
    static func refusesPull(
        startY: Double, contentY: Double, canScrollHorizontally: Bool, followingOther: Bool,
        followingThis: Bool, sincePreviousDrag: Double?, fingerVelocityY: Double, settings: Settings
    ) -> Bool {
        guard startY <= 0 else { return true }
        if canScrollHorizontally || followingOther { return true }
        if !followingThis, let gap = sincePreviousDrag, gap < settings.sheetMinimumSwipeInterval { return true }
        if contentY < 0 { return fingerVelocityY < 0 }
        return false
    }

    /// How far below its detent a pull of `pull` pt moves a sheet that may not be dismissed:
    /// the interactor's rubber band past its last detent, `(1 − 1/(pull·c/e + 1))·e` with `e`
    /// = `sheetDismissAttemptExtent` and `c` the scroll views' coefficient
    /// (`_UIHyperInteractor -_constrainedFraction`, `_UIScrollViewRubberBandCoefficient`, code
    /// K59). A dismissible sheet follows the finger (its dismissal is a detent below).
    static func refusedOffset(pull: Double, settings: Settings) -> Double {
        guard pull > 0 else { return pull }
        return ScrollOffsetRules.rubberBand(
            pull, dimension: settings.sheetDismissAttemptExtent, coefficient: settings.scrollRubberBandCoefficient)
    }

    /// A refused pull counts as an attempt to dismiss when the sheet was let go more than a
    /// quarter of `sheetDismissAttemptExtent` below its detent: then
    /// `presentationControllerDidAttemptToDismiss(_:)` is called
    /// (`-sheetInteraction:didChangeOffset:`, code K58).
    static func attemptNeeds(_ settings: Settings) -> Double {
        settings.sheetDismissAttemptExtent * 0.25
    }

    /// Where a sheet released `offset` pt below its detent moving `velocity` pt/s (down
    /// positive) is projected to: offset + velocity × rate / (1 − rate) / 1000
    /// (`_UIHyperInteractor -_projectedPoint`, rate `sheetDecelerationRate`, code K59).
    static func projected(offset: Double, velocity: Double, settings: Settings) -> Double {
        let rate = min(max(settings.sheetDecelerationRate, 0), 0.9999)
        return offset + velocity * rate / (1 - rate) / 1000
    }

    /// Whether a released dismissible sheet is dismissed: it settles on the detent nearer to
    /// its projection, its own (offset 0) or the dismissal (`dismissOffset`, its height), so
    /// past half its height (code K58 `-sheetInteraction:didChangeOffset:`, DECISIONS
    /// "Page sheets").
    static func dismisses(projected: Double, dismissOffset: Double) -> Bool {
        projected > dismissOffset / 2
    }

    /// The dismissal's offset below the detent: the sheet's height, the distance that takes its
    /// top edge to the container's bottom (`_UISheetDismissOffset`, DECISIONS "Page sheets").
    static func dismissOffset(of sheet: Int, in scene: Scene) -> Double {
        scene.views[sheet].bounds.size.height
    }
}
