/// What a page sheet did about a drag (SEMANTICS §9.14), the `event` of a `sheet` record: what
/// the app hears through its presentation controller's delegate, with the drag that caused it.
package enum SheetEvent: String, Sendable, CaseIterable {
    /// The sheet began to follow a drag: its own pan began, or a scroll view's pan, at the
    /// content's top, handed it the pull (`draggingBeganFromSource:`).
    case followed
    /// Pulled below its detent, the sheet began its interactive dismissal
    /// (`presentationControllerWillDismiss(_:)`); the release decides whether it completes.
    case dismissBegan
    /// Pulled below its detent, the sheet may not be dismissed (`isModalInPresentation`, or
    /// `presentationControllerShouldDismiss(_:)` answered false): it rubber-bands instead.
    case dismissRefused
    /// The dismissal completed (`presentationControllerDidDismiss(_:)`).
    case dismissed
    /// The sheet went back to its detent: a dismissal that had begun was cancelled, or none began.
    case restored
    /// The refused pull was far enough to count as an attempt:
    /// `presentationControllerDidAttemptToDismiss(_:)` was called, and the sheet springs back.
    case dismissAttempted
}

/// Why a page sheet did what its `sheet` record says (SEMANTICS §9.14), as data; worded once
/// in `Output/ReasonText`. Offsets are the sheet's distance below its detent, in points.
package enum SheetReason: Sendable, Equatable {
    /// `followed`: the sheet's own dismiss pan began (the drag started on the sheet where no
    /// view's pan took it).
    case ownPan
    /// `followed`: scroll view `scrollView`'s drag began at its content's top (offset
    /// `offset`) and pulled the content down past it: the sheet takes the pull and the content
    /// stays at its top (`_scrollView:adjustedUnconstrainedOffsetForUnconstrainedOffset:…`).
    case scrollViewAtTop(scrollView: String, offset: Double)
    /// `dismissBegan`: pulled `offset` pt below its detent, and dismissible.
    case pulledBelowDetent(offset: Double)
    /// `dismissRefused`: `isModalInPresentation` is true.
    case modalInPresentation
    /// `dismissRefused`: `presentationControllerShouldDismiss(_:)` answered false.
    case delegateRefused
    /// `dismissed` or `restored`: released `offset` pt below its detent moving `velocity` pt/s
    /// (down positive); projected by the deceleration rate to `projected`, it settles on the
    /// nearer of its detent and the dismissal at `dismissOffset` (its height).
    case projected(offset: Double, velocity: Double, projected: Double, dismissOffset: Double)
    /// `dismissAttempted` or `restored`: a refused pull rubber-banded the sheet `offset` pt below
    /// its detent; an attempt needs more than `needed` (a quarter of
    /// `sheetDismissAttemptExtent`).
    case pulled(offset: Double, needed: Double)
    /// `restored`: the drag ended without the sheet going below its detent.
    case neverBelowDetent
    /// `restored`: the drag was cancelled, so the dismissal was cancelled with it.
    case dragCancelled
}
