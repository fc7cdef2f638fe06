/// A presented page sheet's dismiss pan: the `UIPanGestureRecognizer` named
/// `_UISheetInteractionBackgroundDismissRecognizer` that `_UISheetInteraction` adds to the
/// sheet's `UIDropShadowView` (SEMANTICS §9.14; code K57).
///
/// Its touch logic is a plain pan's (SEMANTICS §8.3: any number of touches, the translation's
/// origin shifting as touches come and go, ended when the last lifts), with what its delegate,
/// the interaction, changes (iOS 26.1's UIKitCore):
/// - `-gestureRecognizer:shouldReceiveTouch:` sets its hysteresis to
///   `+[UIPanGestureRecognizer _defaultHysteresis]` for a finger (`panHysteresis`);
/// - `-_panGestureRecognizer:shouldTryToBeginHorizontallyWithEvent:` answers the sheet's
///   horizontal rubber-banding (tear-off on iPad) and is NO for a presented page sheet, and the
///   vertical question is YES for touches: it begins only when the translation reaches the
///   hysteresis on y.
///
/// Its actions drag the sheet (`SheetPanHooks`, `-handlePan:`). A deeper view's pan reaching its
/// threshold on the same move begins first and excludes it (SEMANTICS §4.5, §6.8): a scroll
/// view inside the sheet takes the drag, and hands the sheet its pull at the content's top
/// instead (`ScrollViewPan`).
///
/// Measurements: `translationY`, `velocityY` (points, points per second; down positive).
package final class SheetPanLogic: RecognizerLogic {
    /// The sheet's interaction this pan drives.
    let interaction: SheetInteraction

    @exclusivity(unchecked) private var tracker = PanTracker()
    /// Largest |translation.y| a move reached while possible, for the failure reason.
    @exclusivity(unchecked) private var farthest = 0.0

    init(interaction: SheetInteraction) {
        self.interaction = interaction
    }

    /// The translation now (window coordinates): how far the finger has pulled the sheet.
    var translation: Point { tracker.translation }
    var velocity: Point { tracker.velocity }

    package func touchesBegan(_ touches: [RecognizerTouch], host: RecognizerHost) {
        guard host.state == .possible || host.state.isActiveContinuous else { return }
        tracker.refresh(from: host)
        for touch in touches { tracker.add(touch, now: host.now) }
    }

    package func touchesMoved(_ touches: [RecognizerTouch], host: RecognizerHost) {
        guard host.state == .possible || host.state.isActiveContinuous else { return }
        guard tracker.moveTracked(touches, host: host), host.state == .possible else { return }
        let t = tracker.translation
        farthest = max(farthest, abs(t.y))
        let h = host.settings.panHysteresis
        // `_panGestureRecognizer:shouldTryToBeginHorizontallyWithEvent:` is NO: only y begins it.
        guard abs(t.y) >= h else { return }
        let moved = Reason.rule(.panMoved(x: abs(t.x), y: abs(t.y), along: .y, threshold: .hysteresis, limit: h))
        tracker.setTranslation(PanTracker.removingHysteresis(h, from: t))
        host.request(.began, reason: moved)
    }

    package func touchesEnded(_ touches: [RecognizerTouch], host: RecognizerHost) {
        guard tracker.liftLeavesNone(touches, host: host) else { return }
        if host.state.isActiveContinuous {
            host.request(.ended, reason: .rule(.allTouchesLifted))
        } else {
            let h = host.settings.panHysteresis
            host.request(
                .failed, reason: .rule(.panLiftedBeforeBeginning(.sheetVerticalShort(distance: farthest, limit: h))))
        }
    }

    package func touchesCancelled(_ touches: [RecognizerTouch], host: RecognizerHost) {
        tracker.cancel(touches, host: host)
    }

    /// A pan has no timer (SEMANTICS §10.1).
    package func timerFired(_ tag: Int, host: RecognizerHost) {}

    package func reset() {
        tracker = PanTracker()
        farthest = 0
    }

    /// SEMANTICS §5.6, §8.3 step 6: a pan that waited starts at translation (0, 0).
    package func willBecomeEffectiveAfterWaiting() {
        tracker.setTranslation(.zero)
    }

    package var measurements: [Measurement] {
        [Measurement("translationY", tracker.translation.y), Measurement("velocityY", tracker.velocity.y)]
    }
}
