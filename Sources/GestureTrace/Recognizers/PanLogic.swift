/// `UIPanGestureRecognizer`'s own touch logic, also used for a UIScrollView's built-in pan.
///
/// Implements SEMANTICS §8.3:
/// - step 1: a touch beyond `maximumNumberOfTouches` fails a possible pan when
///   `panFailsPastMaxTouches` is set, and is simply not tracked otherwise (or once began);
///   adding or removing a touch shifts the translation origin (`PanTracker`);
/// - step 2: while possible, it begins when at least `minimumNumberOfTouches` touches are
///   tracked and |translation.x| ≥ `panHysteresis` or |translation.y| ≥ `panHysteresis`
///   (per axis, not Euclidean); the hysteresis is then removed from the translation on each
///   axis;
/// - step 3: it ends (or fails while possible) only when every tracked touch lifted;
/// - step 4: cancelled touches are removed the same way; with none left it asks for cancelled
///   if it began, failed otherwise (the engine turns a pending pan's cancel into failed, SEMANTICS §5.6);
/// - step 5: velocity 0.2 × latest sample + 0.8 × previous sample;
/// - step 6: `willBecomeEffectiveAfterWaiting()` zeroes the translation (SEMANTICS §5.6).
///
/// With `scrollAxes` set it is a UIScrollView's pan: its threshold, the axes that may begin
/// it and why it did not begin are the scroll view's rules (SEMANTICS §9.4.2,
/// `ScrollViewRules`).
///
/// Measurements: `translationX`, `translationY` (points) and `velocityX`, `velocityY`
/// (points per second), in window coordinates.
package final class PanLogic: RecognizerLogic {
    package let minimumNumberOfTouches: Int
    package let maximumNumberOfTouches: Int
    /// Non-nil for a UIScrollView's built-in pan; a scene change to its scroll view
    /// (`scrollEnabled`, `frame`, `contentOffset`, SEMANTICS §2.12) sets it again.
    @exclusivity(unchecked) package var scrollAxes: ScrollAxes?
    /// A UIScrollView's pan's scroll view in the replay: its content offset, the enclosing
    /// scroll view it hands the drag to (SEMANTICS §9.4.4–§9.4.5). Nil for a plain pan, and for
    /// a scroll view's pan built outside a replay.
    private(set) var scrollView: ScrollViewPan?

    @exclusivity(unchecked) private var tracker = PanTracker()
    /// Most touches tracked at once in this attempt, for the failure reason.
    @exclusivity(unchecked) private var mostTracked = 0
    /// Largest |translation| reached on each axis by a move while possible, for the failure
    /// reason.
    @exclusivity(unchecked) private var farthest = Point.zero
    /// Why a scroll view's pan last declined to begin: it left the drag to its enclosing scroll
    /// view (SEMANTICS §9.4.4), for the failure reason.
    @exclusivity(unchecked) private var handedOff: ScrollHandOff?

    package init(minimumNumberOfTouches: Int, maximumNumberOfTouches: Int, scrollAxes: ScrollAxes? = nil) {
        self.minimumNumberOfTouches = minimumNumberOfTouches
        self.maximumNumberOfTouches = maximumNumberOfTouches
        self.scrollAxes = scrollAxes
    }

    /// A UIScrollView's built-in pan: one or more touches, the scroll view's axes and offset.
    convenience init(scrollView: ScrollViewPan) {
        self.init(minimumNumberOfTouches: 1, maximumNumberOfTouches: Int.max, scrollAxes: scrollView.axes)
        self.scrollView = scrollView
    }

    /// Why a scroll view's pan, still possible, did not begin: it left the drag to its
    /// enclosing scroll view (SEMANTICS §9.4.4).
    var handedOffReason: ScrollHandOff? { handedOff }

    /// The translation now (window coordinates), which a scroll view's action applies to its
    /// content offset (`ScrollViewPanHooks`).
    var translation: Point { tracker.translation }

    /// The velocity now (window coordinates, points per second), which a scroll view samples
    /// for its deceleration (`ScrollViewPanHooks`).
    var velocity: Point { tracker.velocity }

    package func touchesBegan(_ touches: [RecognizerTouch], host: RecognizerHost) {
        guard host.state == .possible || host.state.isActiveContinuous else { return }
        tracker.refresh(from: host)
        for (index, touch) in touches.enumerated() {
            if tracker.tracked.count >= maximumNumberOfTouches {
                // SEMANTICS §8.3 step 1: past maximumNumberOfTouches.
                if host.state == .possible && host.settings.panFailsPastMaxTouches {
                    let down = tracker.tracked.count + touches.count - index
                    host.request(
                        .failed,
                        reason: .rule(
                            .tooManyTouches(down: down, limit: .maximumNumberOfTouches, max: maximumNumberOfTouches)))
                    return
                }
                continue
            }
            tracker.add(touch, now: host.now)
        }
        mostTracked = max(mostTracked, tracker.tracked.count)
    }

    package func touchesMoved(_ touches: [RecognizerTouch], host: RecognizerHost) {
        guard host.state == .possible || host.state.isActiveContinuous else { return }
        guard tracker.moveTracked(touches, host: host) else { return }
        if host.state == .possible {
            let t = tracker.translation
            farthest = Point(x: max(farthest.x, abs(t.x)), y: max(farthest.y, abs(t.y)))
            beginIfPastHysteresis(host: host, translation: t)
        }
    }

    package func touchesEnded(_ touches: [RecognizerTouch], host: RecognizerHost) {
        // SEMANTICS §8.3 step 3: only the last tracked touch lifting ends the pan.
        guard tracker.liftLeavesNone(touches, host: host) else { return }
        if host.state.isActiveContinuous {
            host.request(.ended, reason: .rule(.allTouchesLifted))
        } else {
            host.request(.failed, reason: .rule(.panLiftedBeforeBeginning(notBegunBecause(host: host))))
        }
    }

    package func touchesCancelled(_ touches: [RecognizerTouch], host: RecognizerHost) {
        tracker.cancel(touches, host: host)
    }

    /// A pan has no timer (SEMANTICS §10.1).
    package func timerFired(_ tag: Int, host: RecognizerHost) {}

    package func reset() {
        tracker = PanTracker()
        mostTracked = 0
        farthest = .zero
        handedOff = nil
    }

    /// SEMANTICS §5.6, §8.3 step 6: a pan that waited starts at translation (0, 0).
    package func willBecomeEffectiveAfterWaiting() {
        tracker.setTranslation(.zero)
    }

    package var measurements: [Measurement] {
        let t = tracker.translation
        let v = tracker.velocity
        return [
            Measurement("translationX", t.x), Measurement("translationY", t.y),
            Measurement("velocityX", v.x), Measurement("velocityY", v.y),
        ]
    }

    /// SEMANTICS §8.3 step 2 (and SEMANTICS §9.4.2 for a scroll view's pan). `t`: the
    /// translation now, as the caller just read it (nothing between changes the tracker).
    private func beginIfPastHysteresis(host: RecognizerHost, translation t: Point) {
        guard tracker.tracked.count >= minimumNumberOfTouches else { return }
        let (h, name) = threshold(host.sharedSettings.values)
        let (onX, onY) =
            scrollAxes.map { ScrollViewRules.panBeginsAlong($0, translation: t, hysteresis: h) }
            ?? (abs(t.x) >= h, abs(t.y) >= h)
        guard onX || onY else { return }
        // SEMANTICS §9.4.4: at its content edge a nested scroll view's pan does not try to
        // begin; its enclosing scroll view's pan takes the drag.
        if let handOff = scrollView?.handOff(along: (onX, onY), translation: t, hysteresis: h) {
            handedOff = handOff
            return
        }
        handedOff = nil
        let along: PanAxes = onX && onY ? .both : onX ? .x : .y
        let moved = Reason.rule(.panMoved(x: abs(t.x), y: abs(t.y), along: along, threshold: name, limit: h))
        tracker.setTranslation(PanTracker.removingHysteresis(h, from: t))
        host.request(.began, reason: moved)
    }

    /// The distance past which it begins, and its name in reasons: `panHysteresis`, or the
    /// scroll view's (SEMANTICS §9.4.2).
    private func threshold(_ settings: Settings) -> (distance: Double, name: PanThreshold) {
        scrollAxes == nil ? (settings.panHysteresis, .hysteresis) : ScrollViewRules.panThreshold(settings)
    }

    /// Why a pan that lifted never began: too few touches, the scroll view's reason (no
    /// scrollable axis, SEMANTICS §9.4.2), or too little movement (the farthest any move took
    /// it, per axis).
    private func notBegunBecause(host: RecognizerHost) -> PanNotBegun {
        if mostTracked < minimumNumberOfTouches {
            return .tooFewTouches(most: mostTracked, minimum: minimumNumberOfTouches)
        }
        if let handedOff { return .handedOff(handedOff) }
        let t = farthest
        let (h, name) = threshold(host.settings)
        if let axes = scrollAxes, let reason = ScrollViewRules.panNotBegunBecause(axes, farthest: t, hysteresis: h) {
            return reason
        }
        if max(t.x, t.y) >= h {
            // It moved far enough, but with fewer than minimumNumberOfTouches tracked.
            return .withoutMovingWithEnoughTouches(minimum: minimumNumberOfTouches)
        }
        return .movedShort(distance: max(t.x, t.y), threshold: name, limit: h)
    }
}
