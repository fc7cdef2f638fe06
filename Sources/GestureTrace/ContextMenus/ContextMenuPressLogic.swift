/// The context menu's press, `_UITouchDurationObservingGestureRecognizer` named
/// `com.apple.UIKit.longPressClickDriverPrimary`, as `_UILongPressClickInteractionDriver`
/// makes it for a `UIContextMenuInteraction` on a touch screen (SEMANTICS §9.13; code K45,
/// iOS 26.1 UIKitCore):
/// - it takes one touch: a second one cancels it (fails it while possible);
/// - held `contextMenuPreviewDelay` (its `minimumDurationRequired`, 0.15 s) it begins: the
///   view lifts into its highlight preview;
/// - while possible or previewing, moving more than `contextMenuAllowableMovement` from where
///   the touch came down along either axis cancels it (fails it while possible); once the menu
///   is presented the driver lifts that limit ⚠;
/// - held `contextMenuDuration` (the driver's `clickDownDuration`: 0.4 s on a phone) the
///   driver clicks down: the menu is presented, and the interaction's relationship
///   recognizers succeed (`ContextMenuInteraction.present`). The driver hears the press only
///   through its actions, so a press that has sent none (pending on a failure requirement,
///   SEMANTICS §5.6) presents nothing; one that becomes effective after the click-down time
///   presents at its first changed action after its began (`clickDownPassed`);
/// - the finger lifting ends it, or fails it while possible.
///
/// Its `cancelsTouchesInView` is false (the driver's `-init`); cancelling the view's touches
/// is the exclusion relationship recognizer's job. Its delegate, the driver, lets it recognize
/// with every recognizer and makes a scroll view's pan that has not begun wait for it to fail
/// (`ContextMenuRules`).
package final class ContextMenuPressLogic: RecognizerLogic {
    static let previewTimer = 1
    static let clickDownTimer = 2

    let interaction: ContextMenuInteraction
    /// Where and when the touch came down, window coordinates.
    @exclusivity(unchecked) private var start: (point: Point, time: Double)?
    /// The menu was presented in this attempt and its record is still to be printed.
    @exclusivity(unchecked) private var presentationDue = false
    /// The click-down time came while the press had sent no action (it waited on a failure
    /// requirement, SEMANTICS §5.6): the driver clicks down at the first changed action after
    /// the press's began, when it becomes effective (SEMANTICS §9.13 rule 1; code K45).
    @exclusivity(unchecked) private var clickDownPassed = false

    init(interaction: ContextMenuInteraction) {
        self.interaction = interaction
    }

    package func touchesBegan(_ touches: [RecognizerTouch], host: RecognizerHost) {
        guard !host.state.isFinished else { return }
        guard start == nil, host.heldTouchCount == 1, let touch = touches.first else {
            stop(host, reason: .rule(.menuSecondTouch))
            return
        }
        start = (touch.location, host.now)
        host.armTimer(Self.previewTimer, after: host.settings.contextMenuPreviewDelay)
        host.armTimer(Self.clickDownTimer, after: host.settings.contextMenuDuration)
    }

    package func touchesMoved(_ touches: [RecognizerTouch], host: RecognizerHost) {
        guard !host.state.isFinished, let start else { return }
        guard host.heldTouchCount == 1, let touch = host.touches.first else {
            stop(host, reason: .rule(.menuSecondTouch))
            return
        }
        guard interaction.phase != .presented else { return }
        let limit = host.settings.contextMenuAllowableMovement
        let dx = abs(touch.location.x - start.point.x)
        let dy = abs(touch.location.y - start.point.y)
        if limit > 0, dx > limit || dy > limit {
            stop(host, reason: .rule(.menuMoved(dx: dx, dy: dy, limit: limit)))
        }
    }

    package func touchesEnded(_ touches: [RecognizerTouch], host: RecognizerHost) {
        guard !host.state.isFinished, host.heldTouchCount == 0 else { return }
        cancelTimers(host)
        host.request(host.state == .possible ? .failed : .ended, reason: .rule(.touchLifted))
    }

    package func touchesCancelled(_ touches: [RecognizerTouch], host: RecognizerHost) {
        guard !host.state.isFinished else { return }
        stop(host, reason: CancelledTouches.reason(touches.count))
    }

    package func timerFired(_ tag: Int, host: RecognizerHost) {
        guard let start else { return }
        let held = host.now - start.time
        switch tag {
        case Self.previewTimer where host.state == .possible:
            host.request(
                .began, reason: .rule(.menuPreview(seconds: held, delay: host.settings.contextMenuPreviewDelay)))
        case Self.clickDownTimer where host.state.isActiveContinuous:
            // The driver clicks down only in `-_updateForActiveGestureRecognizer`, reached from
            // the press's changed action (`-_handleGestureRecognizer:`) once `-_asyncGestureBegan`
            // has moved it out of its idle state at the began action (code K45). A pending press
            // reads began but has sent neither: no click down, no menu (SEMANTICS §9.13 rule 1).
            guard interaction.phase == .previewing else {
                clickDownPassed = true
                return
            }
            presentationDue = true
            host.request(
                .changed, reason: .rule(.menuPresented(seconds: held, duration: host.settings.contextMenuDuration)))
            interaction.present()
        default:
            break
        }
    }

    package func reset() {
        start = nil
        presentationDue = false
        clickDownPassed = false
        interaction.phase = .idle
    }

    package func willBecomeEffectiveAfterWaiting() {}

    package var measurements: [Measurement] { [] }

    /// `_cancelOrFail`: cancelled once began, failed while possible. An interaction that had
    /// begun ends without a menu, which fails its relationship recognizers (code K46). It
    /// begins at the press's began action (`-_asyncGestureBegan`, code K45), so a press that
    /// was still pending, and sends no cancelled action (SEMANTICS §5.5), ends nothing: the
    /// relationship recognizers wait for their touches to end (SEMANTICS §9.13 rules 1–2).
    private func stop(_ host: RecognizerHost, reason: Reason) {
        cancelTimers(host)
        host.request(host.state.isActiveContinuous ? .cancelled : .failed, reason: reason)
        if interaction.phase == .previewing { interaction.endWithoutMenu() }
    }

    private func cancelTimers(_ host: RecognizerHost) {
        host.cancelTimer(Self.previewTimer)
        host.cancelTimer(Self.clickDownTimer)
    }
}

/// The interaction's response to its press's actions, printed as `menu` records after them
/// (SEMANTICS §9.13): the preview at began, the menu at the click down, and the preview's end
/// when the press ends or is cancelled before a menu.
extension ContextMenuPressLogic: RecognizerClassHooks {
    func attached(_ r: RecognizerRuntime) {
        interaction.press = r
    }

    func actionSent(_ r: RecognizerRuntime, _ state: DisplayState, arbiter: GestureArbiter) {
        let event: ContextMenuEvent
        switch state {
        case .began:
            interaction.phase = .previewing
            event = .previewBegan
            // Effective after the click-down time (it waited, SEMANTICS §5.6): the began action
            // only begins the driver, which reads the press's state as began there and does not
            // click down (`-_asyncGestureBegan`, `-_updateForActiveGestureRecognizer`, code K45);
            // the press's display link sends changed at its next frame, which finds the touch
            // held past `clickDownDuration`: the menu then. Frames are not modelled, so that
            // changed comes in a timer frame at the same instant ⚠ (SEMANTICS §9.13 rule 1).
            if clickDownPassed, r.state.isActiveContinuous { r.armTimer(Self.clickDownTimer, after: 0) }
        case .changed where presentationDue:
            presentationDue = false
            event = .presented
        case .ended, .cancelled:
            guard interaction.phase == .previewing else { return }
            interaction.phase = .idle
            event = .cancelled
        default:
            return
        }
        arbiter.emit(.menu(view: arbiter.scene.views[r.spec.view].id, recognizer: r.spec.id, event: event))
    }
}
