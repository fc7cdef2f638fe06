/// One presented page sheet's `_UISheetInteraction` during a replay (SEMANTICS §9.14): the drag
/// it follows, how far below its detent that drag has pulled it, and what it told the app. Its
/// own dismiss pan (`SheetPanHooks`) and a scroll view's pan at the content's top
/// (`ScrollViewPan`) drive it; it prints `sheet` records through the arbiter.
///
/// The sheet's offset moves no view of the scene: hit testing after a drag sees the sheet
/// where it was declared (DECISIONS "Page sheets"; a dismissed sheet is removed with a `set`
/// event).
final class SheetInteraction {
    /// The sheet's container view.
    let sheet: Int
    /// The recognizer whose drag the sheet follows (`dragSource`), nil when none.
    @exclusivity(unchecked) private(set) var source: Int?
    /// The last pull: how far the finger has taken the sheet below its detent (negative above).
    @exclusivity(unchecked) private var pull = 0.0
    /// The interactive dismissal began (`_startInteractiveTransitionWithProgress:…`).
    @exclusivity(unchecked) private var dismissing = false
    /// A pull below the detent was refused (`_didAttemptToStartDismiss`).
    @exclusivity(unchecked) private var refused = false

    init(sheet: Int) {
        self.sheet = sheet
    }

    /// Whether the sheet follows recognizer `r`'s drag now.
    func isFollowing(_ r: Int) -> Bool { source == r }
    /// Whether it follows a drag other than recognizer `r`'s.
    func isFollowingOther(than r: Int) -> Bool { source.map { $0 != r } ?? false }

    /// `draggingBeganFromSource:`: the sheet starts following recognizer `r`'s drag.
    func begin(_ r: Int, reason: SheetReason, arbiter: GestureArbiter) {
        guard source == nil else { return }
        source = r
        pull = 0
        dismissing = false
        refused = false
        emit(.followed, r, reason, arbiter)
    }

    /// `draggingChangedInSource:…` then `-sheetInteraction:didChangeOffset:` (code K57, K58):
    /// the finger has taken the sheet `pull` pt below its detent. The first time it goes below,
    /// a dismissible sheet begins its interactive dismissal and any other is refused; going
    /// back above clears a refusal, so a later pull is refused (and may be attempted) again.
    func changed(_ r: Int, pull newPull: Double, arbiter: GestureArbiter) {
        guard source == r else { return }
        pull = newPull
        let spec = arbiter.scene.views[sheet].sheet ?? SheetSpec()
        if newPull > 0, !dismissing, !refused {
            if spec.dismissible {
                dismissing = true
                emit(.dismissBegan, r, .pulledBelowDetent(offset: newPull), arbiter)
            } else {
                refused = true
                emit(.dismissRefused, r, spec.modalInPresentation ? .modalInPresentation : .delegateRefused, arbiter)
            }
        } else if newPull <= 0, refused {
            refused = false
        }
    }

    /// `draggingEndedInSource:` (or cancelled): the sheet settles. A running dismissal
    /// completes when the projected release is past half the sheet's height and is cancelled
    /// otherwise; a refused pull let go more than a quarter of `sheetDismissAttemptExtent`
    /// below the detent is an attempt to dismiss (code K58, K59).
    func ended(_ r: Int, velocity: Double, cancelled: Bool, arbiter: GestureArbiter) {
        guard source == r else { return }
        defer {
            source = nil
            pull = 0
            dismissing = false
            refused = false
        }
        let settings = arbiter.scene.settings
        if cancelled {
            emit(.restored, r, .dragCancelled, arbiter)
        } else if dismissing {
            let dismissAt = SheetRules.dismissOffset(of: sheet, in: arbiter.scene)
            let projected = SheetRules.projected(offset: pull, velocity: velocity, settings: settings)
            let reason = SheetReason.projected(
                offset: pull, velocity: velocity, projected: projected, dismissOffset: dismissAt)
            let done = SheetRules.dismisses(projected: projected, dismissOffset: dismissAt)
            emit(done ? .dismissed : .restored, r, reason, arbiter)
        } else if refused {
            let offset = SheetRules.refusedOffset(pull: pull, settings: settings)
            let needed = SheetRules.attemptNeeds(settings)
            emit(offset > needed ? .dismissAttempted : .restored, r, .pulled(offset: offset, needed: needed), arbiter)
        } else {
            emit(.restored, r, .neverBelowDetent, arbiter)
        }
    }

    private func emit(_ event: SheetEvent, _ r: Int, _ reason: SheetReason, _ arbiter: GestureArbiter) {
        let scene = arbiter.scene
        arbiter.emit(
            .sheet(sheet: scene.views[sheet].id, recognizer: scene.recognizers[r].id, event: event, reason: reason))
    }
}

/// The replay's sheet interactions, one per sheet view, made on first use by
/// `RecognizerFactory` so that a sheet's dismiss pan and the scroll views inside it share it.
final class SheetInteractions {
    @exclusivity(unchecked) private var bySheet: [Int: SheetInteraction] = [:]

    func interaction(of sheet: Int) -> SheetInteraction {
        if let existing = bySheet[sheet] { return existing }
        let made = SheetInteraction(sheet: sheet)
        bySheet[sheet] = made
        return made
    }
}
