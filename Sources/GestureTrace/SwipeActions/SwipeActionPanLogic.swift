/// A table's or list collection view's `_UISwipeActionPanGestureRecognizer`, the pan behind
/// swipe actions, with its delegate `_UISwipeHandler` (SEMANTICS §9.12; code K41, K42).
///
/// Its touch logic (iOS 26.1's UIKitCore):
/// - a pan whose `_UISwipeHandler -_setUp` sets `_setHysteresis:` 25: like any pan it
///   begins when the translation reaches `swipeActionHysteresis` on either axis, the
///   hysteresis then removed from the translation (an earlier UIKitCore also called
///   `_setCanPanVertically:` NO, so vertical movement alone never began it; the outcome is the
///   same failure, at the lift instead: DECISIONS "Swipe actions");
/// - its `setState:` turns a began whose translation is more vertical than horizontal into
///   failed;
/// - its `touchesBegan:` fails it when a touch comes down while it is possible and already
///   holds one (a second finger);
/// - it ends when its touch lifts, fails when it lifts before beginning.
///
/// Its delegate decides whether it may begin (`RecognizerClassHooks.classRefusalToBegin`):
/// only on a row with actions for the swipe's side. Its actions move the row; what happens when
/// it ends — the actions stay revealed, the row closes, or a full swipe performs the first
/// action — is printed as a `swipe` record after the last action (FORMAT §4).
///
/// Measurements: `translationX` and `velocityX` (points, points per second).
package final class SwipeActionPanLogic: RecognizerLogic {
    /// The list (UITableView or UICollectionView) the pan is on.
    let list: Int

    @exclusivity(unchecked) private var tracker = PanTracker()
    /// The first touch, the one it tracks (a second finger fails it while possible; once it
    /// began the model tracks only the first ⚠).
    @exclusivity(unchecked) private var touchKey: Int?
    /// Largest |translation| a move reached on either axis while possible, for the failure reason.
    @exclusivity(unchecked) private var farthest = 0.0
    /// The swipe the handler let begin, with its confirmation state.
    @exclusivity(unchecked) var swipe: SwipeInProgress?

    init(list: Int) {
        self.list = list
    }

    /// The translation now (window coordinates): the row's offset from where it rests.
    var translation: Point { tracker.translation }
    var velocity: Point { tracker.velocity }

    package func touchesBegan(_ touches: [RecognizerTouch], host: RecognizerHost) {
        guard host.state == .possible || host.state.isActiveContinuous else { return }
        tracker.refresh(from: host)
        for touch in touches {
            guard touchKey == nil else {
                // `-touchesBegan:withEvent:`: a touch while it already holds one fails it.
                if host.state == .possible {
                    host.request(.failed, reason: .rule(.swipeActionSecondTouch))
                    return
                }
                continue
            }
            touchKey = touch.key
            tracker.add(touch, now: host.now)
        }
    }

    package func touchesMoved(_ touches: [RecognizerTouch], host: RecognizerHost) {
        guard host.state == .possible || host.state.isActiveContinuous, let touchKey else { return }
        tracker.refresh(from: host)
        let mine = touches.filter { $0.key == touchKey }
        guard !mine.isEmpty else { return }
        tracker.move(mine, now: host.now)
        guard host.state == .possible else { return }
        let t = tracker.translation
        farthest = max(farthest, abs(t.x), abs(t.y))
        let h = host.settings.swipeActionHysteresis
        guard abs(t.x) >= h || abs(t.y) >= h else { return }
        // `-setState:`: a began more vertical than horizontal is turned into failed.
        if abs(t.x) < abs(t.y) {
            host.request(.failed, reason: .rule(.swipeActionVertical(x: abs(t.x), y: abs(t.y))))
            return
        }
        let moved = Reason.rule(
            .panMoved(x: abs(t.x), y: abs(t.y), along: .x, threshold: .swipeActionHysteresis, limit: h))
        tracker.setTranslation(Point(x: PanTracker.removingHysteresis(h, from: t).x, y: t.y))
        host.request(.began, reason: moved)
    }

    package func touchesEnded(_ touches: [RecognizerTouch], host: RecognizerHost) {
        guard host.state == .possible || host.state.isActiveContinuous, let touchKey,
            touches.contains(where: { $0.key == touchKey })
        else { return }
        tracker.refresh(from: host)
        tracker.remove(touches.filter { $0.key == touchKey })
        self.touchKey = nil
        if host.state.isActiveContinuous {
            host.request(.ended, reason: .rule(.allTouchesLifted))
        } else {
            let h = host.settings.swipeActionHysteresis
            host.request(
                .failed,
                reason: .rule(
                    .panLiftedBeforeBeginning(
                        .movedShort(distance: farthest, threshold: .swipeActionHysteresis, limit: h)))
            )
        }
    }

    package func touchesCancelled(_ touches: [RecognizerTouch], host: RecognizerHost) {
        guard host.state == .possible || host.state.isActiveContinuous, let touchKey,
            touches.contains(where: { $0.key == touchKey })
        else { return }
        tracker.refresh(from: host)
        tracker.remove(touches.filter { $0.key == touchKey })
        self.touchKey = nil
        host.requestCancelOrFail(losing: touches)
    }

    /// A pan has no timer (SEMANTICS §10.1).
    package func timerFired(_ tag: Int, host: RecognizerHost) {}

    package func reset() {
        tracker = PanTracker()
        touchKey = nil
        farthest = 0
        swipe = nil
    }

    /// SEMANTICS §5.6, §8.3 step 6: a pan that waited starts at translation (0, 0).
    package func willBecomeEffectiveAfterWaiting() {
        tracker.setTranslation(.zero)
    }

    package var measurements: [Measurement] {
        [Measurement("translationX", tracker.translation.x), Measurement("velocityX", tracker.velocity.x)]
    }
}
