/// `UISwipeGestureRecognizer`'s own touch logic: a discrete recognizer for a quick, straight
/// movement toward an allowed direction.
///
/// Implements SEMANTICS §8.4:
/// - step 1: more touches than `numberOfTouchesRequired` set a *failed flag*, and the swipe
///   fails at the next move or end; otherwise each touch's start location is recorded (in the
///   view's coordinates, through `host.convertToView`) and the start time becomes the touch
///   timestamp;
/// - step 2: on a move, elapsed = now − start; elapsed > `swipeMaxDuration` fails; otherwise,
///   with exactly the required touches tracked, any touch the check rejects fails the swipe,
///   and when every touch qualifies it is recognized. There is **no timer**: a pause keeps it
///   possible until the next move or end (SEMANTICS §11 quirk 9);
/// - step 3: a touch ending or cancelled sets the failed flag if touches remain and fails the
///   swipe if none remain, so a swipe is never recognized on lift.
///
/// The check of one touch uses d = current − start (view coordinates), δ = displacement since
/// that touch's previous move, dt = max(time since that move, 0.01), τ = min(elapsed,
/// 0.5 s), f_min = 1 − τ·(1 − `swipeMinDecay`), f_max = 1 − τ·(1 −
/// `swipeMaxDecay`):
/// - opposite movement beyond `swipeMaxOpposite` against the only allowed direction of an axis
///   fails;
/// - for horizontal directions, |d.x| > `swipeMaxPrimary`·f_max or |d.y| >
///   `swipeMaxSecondary`·f_max fails; the touch qualifies if |d.x| ≥ `swipeMinPrimary`·f_min,
///   |d.y| ≥ `swipeMinSecondary`·f_min and |δ.x/dt| ≥ `swipeMinRate`; vertical directions the
///   same with the axes swapped. A touch qualifies if any allowed axis qualifies.
/// - gesturetrace convention 2: the movement must point toward an allowed direction (`right`
///   is positive x, `down` positive y); the absolute values above are distances only.
///
/// Choices where the note is silent: the decay's cap τ ≤ 0.5 s is SEMANTICS §8.4's constant, not
/// `swipeMaxDuration`, so changing the duration limit does not change the decay;
/// a later touchesBegan (a second finger of a two-finger swipe) restarts the start time, as
/// step 1 records it at every touchesBegan; with both axes allowed, either axis's failure
/// bounds fail the touch, as SEMANTICS §8.4 words them.
///
/// Measurements: `x`, `y`, the centroid of the tracked touches in window coordinates (the last
/// known one once they lifted); empty before any touch came down.
package final class SwipeLogic: RecognizerLogic {
    /// SEMANTICS §8.4: the thresholds decay over at most 0.5 s (τ = min(elapsed, 0.5)).
    static let decayCap = 0.5

    /// `direction`.
    package let directions: SwipeDirections
    /// `numberOfTouchesRequired`.
    package let touches: Int

    private struct SwipeTouch {
        var key: Int
        /// Start location, view coordinates.
        var start: Point
        /// Location at this touch's previous move (or its start), view coordinates.
        var previous: Point
        var previousTime: Double
        /// Current location, window coordinates.
        var window: Point
        /// `window` in view coordinates, as this move's check converted it: the move's
        /// `recordMove` takes it when no request came between (`touchesMoved`).
        var converted: Point
    }

    /// What the check made of one touch.
    private enum Verdict {
        case fails(Reason)
        case qualifies(Reason)
        case undecided
    }

    @exclusivity(unchecked) private var tracked: [SwipeTouch] = []
    private var startTime = 0.0
    /// The failed flag of SEMANTICS §8.4 steps 1 and 3, holding the reason.
    private var failedFlag: Reason?
    @exclusivity(unchecked) private var lastLocation: Point?

    package init(directions: SwipeDirections, touches: Int) {
        self.directions = directions
        self.touches = touches
    }

    package func touchesBegan(_ touches: [RecognizerTouch], host: RecognizerHost) {
        guard host.state == .possible else { return }
        // SEMANTICS §8.4 step 1.
        if tracked.count + touches.count > self.touches {
            if failedFlag == nil {
                failedFlag = .rule(
                    .tooManyTouches(
                        down: tracked.count + touches.count, limit: .numberOfTouchesRequired, max: self.touches))
            }
            return
        }
        startTime = touches.first?.timestamp ?? host.now
        for touch in touches {
            let start = host.convertToView(touch.location)
            tracked.append(
                SwipeTouch(
                    key: touch.key, start: start, previous: start,
                    previousTime: touch.timestamp, window: touch.location, converted: start))
        }
        lastLocation = windowCentroid()
    }

    package func touchesMoved(_ touches: [RecognizerTouch], host: RecognizerHost) {
        guard host.state == .possible else { return }
        for touch in touches {
            for i in tracked.indices where tracked[i].key == touch.key {
                tracked[i].window = touch.location
            }
        }
        if !tracked.isEmpty { lastLocation = windowCentroid() }
        // SEMANTICS §8.4 step 2.
        if let reason = failedFlag {
            host.request(.failed, reason: reason)
            return
        }
        let elapsed = host.now - startTime
        let maximumDuration = host.sharedSettings.values.swipeMaxDuration
        if elapsed > maximumDuration {
            host.request(
                .failed,
                reason: .rule(.swipeTooSlow(elapsed: elapsed, maximum: maximumDuration)))
            return
        }
        // Whether every tracked touch's `converted` is this move's and no request came since:
        // then `recordMove` reuses them. Only a request can change the scene or the view's
        // place in it in between (nothing else here calls out but to read), so the reused
        // points are those a second conversion would give (SEMANTICS §8.4); the two
        // conversions per move were 3.5 M instructions on the benchmark's 1000-gesture
        // session (issue 28 item 4, round 9).
        var checkedWithoutRequest = false
        defer { recordMove(touches, host: host, reusingConverted: checkedWithoutRequest) }
        guard tracked.count == self.touches, !tracked.isEmpty else { return }
        var recognizedBecause: Reason?
        var everyTouchQualifies = true
        for i in tracked.indices {
            tracked[i].converted = host.convertToView(tracked[i].window)
            switch check(tracked[i], elapsed: elapsed, host: host) {
            case .fails(let reason):
                host.request(.failed, reason: reason)
                return
            case .qualifies(let reason):
                if recognizedBecause == nil { recognizedBecause = reason }
            case .undecided:
                everyTouchQualifies = false
            }
        }
        if everyTouchQualifies, let reason = recognizedBecause {
            host.request(.recognized, reason: reason)
            return
        }
        checkedWithoutRequest = true
    }

    package func touchesEnded(_ touches: [RecognizerTouch], host: RecognizerHost) {
        lift(touches, host: host, cancelled: false)
    }

    package func touchesCancelled(_ touches: [RecognizerTouch], host: RecognizerHost) {
        lift(touches, host: host, cancelled: true)
    }

    /// A swipe has no timer (SEMANTICS §8.4 step 2, §10.1).
    package func timerFired(_ tag: Int, host: RecognizerHost) {}

    package func reset() {
        tracked = []
        startTime = 0
        failedFlag = nil
        lastLocation = nil
    }

    package func willBecomeEffectiveAfterWaiting() {}

    package var measurements: [Measurement] {
        guard let location = lastLocation else { return [] }
        return [Measurement("x", location.x), Measurement("y", location.y)]
    }

    /// SEMANTICS §8.4 step 3.
    private func lift(_ touches: [RecognizerTouch], host: RecognizerHost, cancelled: Bool) {
        guard host.state == .possible else { return }
        for touch in touches {
            for i in tracked.indices where tracked[i].key == touch.key {
                tracked[i].window = touch.location
            }
        }
        if !tracked.isEmpty { lastLocation = windowCentroid() }
        if let reason = failedFlag {
            host.request(.failed, reason: reason)
            return
        }
        tracked.removeAll { swipe in touches.contains { $0.key == swipe.key } }
        if tracked.isEmpty {
            host.request(.failed, reason: .rule(.swipeTouchesEnded(count: touches.count, cancelled: cancelled)))
        } else {
            failedFlag = .rule(.swipeOneTouchEnded(cancelled: cancelled))
        }
    }

    /// The centroid of the tracked touches' window locations: `Point.centroid` of them, summed
    /// in place in the same order, so bit-identical without an array per move (issue 28 item
    /// 4, round 7).
    private func windowCentroid() -> Point {
        guard !tracked.isEmpty else { return .zero }
        var sx = 0.0
        var sy = 0.0
        for t in tracked {
            sx += t.window.x
            sy += t.window.y
        }
        let n = Double(tracked.count)
        return Point(x: sx / n, y: sy / n)
    }

    /// Remembers where and when each moved touch was, for the next δ and dt.
    /// `reusingConverted`: each tracked touch's `converted` is its `window` (the moved touch's
    /// location) converted in this move, with nothing changed since (`touchesMoved`).
    private func recordMove(_ touches: [RecognizerTouch], host: RecognizerHost, reusingConverted: Bool) {
        for touch in touches {
            for i in tracked.indices where tracked[i].key == touch.key {
                tracked[i].previous = reusingConverted ? tracked[i].converted : host.convertToView(touch.location)
                tracked[i].previousTime = host.now
            }
        }
    }

    /// The per-touch check of SEMANTICS §8.4 with convention 2's signed directions.
    /// `touch.converted`: its `window` in view coordinates, converted by the caller.
    private func check(_ touch: SwipeTouch, elapsed: Double, host: RecognizerHost) -> Verdict {
        let s = host.sharedSettings
        let current = touch.converted
        let d = current - touch.start
        let delta = current - touch.previous
        let dt = max(host.now - touch.previousTime, 0.01)
        let tau = min(elapsed, Self.decayCap)
        let fMin = 1 - tau * (1 - s.values.swipeMinDecay)
        let fMax = 1 - tau * (1 - s.values.swipeMaxDecay)

        // Opposite movement against the only allowed direction of an axis.
        let opposite = s.values.swipeMaxOpposite
        if directions.contains(.right) && !directions.contains(.left) && d.x < -opposite {
            return .fails(.rule(.swipeOpposite(distance: -d.x, toward: .left, limit: opposite)))
        }
        if directions.contains(.left) && !directions.contains(.right) && d.x > opposite {
            return .fails(.rule(.swipeOpposite(distance: d.x, toward: .right, limit: opposite)))
        }
        if directions.contains(.down) && !directions.contains(.up) && d.y < -opposite {
            return .fails(.rule(.swipeOpposite(distance: -d.y, toward: .up, limit: opposite)))
        }
        if directions.contains(.up) && !directions.contains(.down) && d.y > opposite {
            return .fails(.rule(.swipeOpposite(distance: d.y, toward: .down, limit: opposite)))
        }

        var qualified: Reason?
        // The horizontal axis, then the vertical one, each built when it is checked: an array
        // of the two cost an allocation per move and touch (issue 28 item 4, round 7).
        for axisIndex in 0..<2 {
            let horizontal = axisIndex == 0
            let axis:
                (
                    primary: Double, secondary: Double, rate: Double,
                    positive: SwipeDirections, negative: SwipeDirections,
                    positiveName: SwipeWay, negativeName: SwipeWay, across: Axis
                ) =
                    horizontal
                    ? (d.x, d.y, delta.x / dt, .right, .left, .right, .left, .y)
                    : (d.y, d.x, delta.y / dt, .down, .up, .down, .up, .x)
            guard directions.contains(axis.positive) || directions.contains(axis.negative) else { continue }
            let maxPrimary = s.values.swipeMaxPrimary * fMax
            let maxSecondary = s.values.swipeMaxSecondary * fMax
            let minPrimary = s.values.swipeMinPrimary * fMin
            let minSecondary = s.values.swipeMinSecondary * fMin
            let toward = axis.primary < 0 ? axis.negativeName : axis.positiveName
            if abs(axis.primary) > maxPrimary {
                return .fails(
                    .rule(.swipeTooFar(distance: abs(axis.primary), toward: toward, limit: maxPrimary, after: elapsed)))
            }
            if abs(axis.secondary) > maxSecondary {
                return .fails(
                    .rule(
                        .swipeAcross(
                            distance: abs(axis.secondary), axis: axis.across, limit: maxSecondary, after: elapsed)))
            }
            let allowedSign =
                axis.primary > 0
                ? directions.contains(axis.positive)
                : axis.primary < 0 ? directions.contains(axis.negative) : false
            if qualified == nil, allowedSign,
                abs(axis.primary) >= minPrimary,
                abs(axis.secondary) >= minSecondary,
                abs(axis.rate) >= s.values.swipeMinRate
            {
                qualified = .rule(
                    .swipeMoved(distance: abs(axis.primary), toward: toward, minimum: minPrimary, after: elapsed))
            }
        }
        if let reason = qualified { return .qualifies(reason) }
        return .undecided
    }
}
