/// What `_UISwipeHandler`, the swipe-action pan's delegate and target, adds to the arbiter's
/// steps (SEMANTICS §9.12; code K41, K42).
extension SwipeActionPanLogic: RecognizerClassHooks {
    /// `gestureRecognizerShouldBegin:` → `UISwipeActionController
    /// -swipeHandler:mayBeginSwipeAtLocation:withProposedDirection:` (SEMANTICS §9.12 rule 3):
    /// the pan may begin only on a row (at the touch's location now) whose delegate answers
    /// actions for the side the swipe's velocity names. The handler's own answer, so it comes
    /// before an app delegate's (which the recognizer does not have).
    func classRefusalToBegin(_ r: RecognizerRuntime, arbiter: GestureArbiter) -> ShouldBeginRefusal? {
        let scene = arbiter.scene
        guard let key = r.touchKeys.first(where: { arbiter.touches[$0].alive }) else { return nil }
        let location = arbiter.touches[key].location
        guard let row = SwipeActionRules.row(at: location, in: list, scene: scene, geometry: arbiter.geometry),
            let cell = scene.views[row].cell
        else {
            return .swipeActions(.noRow)
        }
        let edge = SwipeActionRules.edge(velocityX: velocity.x)
        guard let configuration = cell.swipeActions(edge) else {
            return .swipeActions(.noActions(cell: scene.views[row].id, edge: edge))
        }
        let first = configuration.actions.first
        swipe = SwipeInProgress(
            row: row, edge: edge, configuration: configuration,
            openWidth: SwipeActionRules.openWidth(configuration, settings: scene.settings),
            fullSwipeDistance: SwipeActionRules.fullSwipeDistance(
                rowWidth: scene.views[row].bounds.size.width, edge: edge, destructive: first?.style == .destructive),
            fullSwipeAllowed: configuration.performsFirstActionWithFullSwipe)
        return nil
    }

    /// `_swipeRecognizerDidRecognize:`: each began or changed action moves the row and decides
    /// whether a full swipe is confirmed (`-_swipeRecognizerChanged:`); the ended or cancelled
    /// action settles it (`-_swipeRecognizerEnded:wasCancelled:`), printed as a `swipe` record.
    func actionSent(_ r: RecognizerRuntime, _ state: DisplayState, arbiter: GestureArbiter) {
        guard var current = swipe else { return }
        switch state {
        case .began, .changed:
            confirm(&current, arbiter: arbiter, key: r.touchKeys.first)
            swipe = current
        case .ended, .cancelled:
            let (event, reason) = SwipeActionRules.outcome(
                current, offset: translation.x + current.adjustment, velocityX: velocity.x,
                cancelled: state == .cancelled)
            let scene = arbiter.scene
            arbiter.emit(
                .swipe(
                    list: scene.views[list].id, cell: scene.views[current.row].id,
                    indexPath: CellSelection.indexPath(of: current.row, in: scene), event: event, reason: reason))
            swipe = nil
        default:
            return
        }
    }

    /// `-_swipeRecognizerChanged:`: with `performsFirstActionWithFullSwipe`, the swipe is
    /// confirmed while the row's offset reaches the full-swipe distance; a destructive first
    /// action is also confirmed early — its offset jumped to that distance — when the finger
    /// is within the early-trigger zone at the list's far side and the offset passes a
    /// speed-dependent fraction of the distance (code K41).
    private func confirm(_ swipe: inout SwipeInProgress, arbiter: GestureArbiter, key: Int?) {
        guard swipe.fullSwipeAllowed else {
            swipe.confirmed = false
            return
        }
        let sign = SwipeActionRules.sign(swipe.edge)
        let along = (translation.x + swipe.adjustment) * sign
        if along >= swipe.fullSwipeDistance {
            swipe.confirmed = true
            swipe.confirmedAt = along
            return
        }
        guard swipe.configuration.actions.first?.style == .destructive, let key, let touch = arbiter.touches.touch(key),
            let local = arbiter.geometry.fromWindow(touch.location, to: list, in: arbiter.scene)
        else {
            swipe.confirmed = false
            return
        }
        let listWidth = arbiter.scene.views[list].bounds.size.width
        let zone = SwipeActionRules.earlyTriggerZone(listWidth: listWidth)
        // The location in the list's own coordinates, as `locationInView:` gives it (a
        // vertical list's horizontal content offset is 0).
        let inZone = swipe.edge == .trailing ? local.x < zone : local.x > listWidth - zone
        let fraction = SwipeActionRules.earlyTriggerFraction(listWidth: listWidth, speed: abs(velocity.x))
        guard inZone, along - swipe.fullSwipeDistance * fraction > 1.1920929e-07 else {
            swipe.confirmed = false
            return
        }
        if swipe.adjustment == 0 {
            swipe.adjustment = (swipe.fullSwipeDistance - along) * sign
            swipe.early = true
        }
        swipe.confirmed = true
        swipe.confirmedAt = along
    }
}
