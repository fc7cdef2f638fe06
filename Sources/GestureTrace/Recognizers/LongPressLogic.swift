/// `UILongPressGestureRecognizer`'s own touch logic: a continuous recognizer that begins when
/// the required fingers stay down, nearly still, for `minimumPressDuration`.
///
/// Implements SEMANTICS §8.2:
/// - step 1: the press timer runs from the moment the required number of fingers is down; more
///   fingers than required fail; once began, new touches are ignored (`host.ignore`), so they
///   reach their views normally;
/// - step 2: while possible with all required fingers down, moving the centroid more than
///   `allowableMovement` from the start centroid fails; after began movement never fails
///   (the engine's automatic began → changed of SEMANTICS §5.4 produces the changed actions);
/// - step 3: the press timer begins the recognizer if it is still possible;
/// - step 4: any tracked finger lifting ends it (or fails it while possible);
/// - step 5: a cancelled touch cancels it if it began, otherwise fails it;
/// - step 6: with `numberOfTapsRequired` N > 0, N taps must first be recognized under the tap
///   rules of SEMANTICS §8.1 (shared `TapSequence`, including its timers), then the pressing touch must
///   come down within `tapMaxInterval` of the last tap's lift (SEMANTICS §10.1 "long press with taps").
///
/// Choices where the note is silent:
/// - A `minimumPressDuration` ≤ 0 "fires immediately" (SEMANTICS §8.2 step 1): the recognizer asks for
///   began inside the touchesBegan that brought the required fingers down, with no timer.
/// - With N > 0 the press is the inner tap recognizer's next tap: its centroid must land within
///   `tapAllowableMovement` of the first tap (scenario S26: "down T2 (within 45 pt)").
///
/// Measurements: `x`, `y`, the centroid of the tracked touches in window coordinates (the last
/// known one once they lifted); empty before any touch came down.
package final class LongPressLogic: RecognizerLogic {
    /// Tags of the inner tap timers (SEMANTICS §8.2 step 6).
    static let tapTimer = 1
    static let intervalTimer = 2
    /// Tag of the press timer (`minimumPressDuration`).
    static let pressTimer = 3
    /// Tag of the window between the last tap's lift and the press (`tapMaxInterval`).
    static let pressWindowTimer = 4

    package let minimumPressDuration: Double
    package let allowableMovement: Double
    /// `numberOfTapsRequired`.
    package let taps: Int
    /// `numberOfTouchesRequired`.
    package let touches: Int

    /// The inner taps; nil when `taps` is 0.
    @exclusivity(unchecked) private var tapSequence: TapSequence?
    /// Whether the inner taps are done (always true when `taps` is 0).
    private var tapsComplete: Bool
    private var lastTapLiftTime = 0.0
    /// The touches of the press, in arrival order.
    @exclusivity(unchecked) private var pressing: [TrackedTouch] = []
    /// Centroid when the required fingers were down (SEMANTICS §8.2 step 1).
    @exclusivity(unchecked) private var pressStart: Point?
    private var pressStartTime = 0.0
    @exclusivity(unchecked) private var lastLocation: Point?

    package init(minimumPressDuration: Double, allowableMovement: Double, taps: Int, touches: Int) {
        self.minimumPressDuration = minimumPressDuration
        self.allowableMovement = allowableMovement
        self.taps = taps
        self.touches = touches
        tapsComplete = taps <= 0
        tapSequence = Self.makeTapSequence(taps: taps, touches: touches)
    }

    private static func makeTapSequence(taps: Int, touches: Int) -> TapSequence? {
        guard taps > 0 else { return nil }
        return TapSequence(
            tapsRequired: taps, touchesRequired: touches,
            tapTimer: tapTimer, intervalTimer: intervalTimer)
    }

    package func touchesBegan(_ touches: [RecognizerTouch], host: RecognizerHost) {
        if host.state.isActiveContinuous {
            // SEMANTICS §8.2 step 1: once began, new touches are ignored and go to their views.
            for touch in touches { host.ignore(touch.key) }
            return
        }
        guard host.state == .possible else { return }
        if !tapsComplete, var sequence = tapSequence {
            let outcome = sequence.touchesBegan(touches, host: host)
            tapSequence = sequence
            lastLocation = sequence.location ?? lastLocation
            applyTapOutcome(outcome, host: host)
            return
        }
        if tapSequence != nil && pressing.isEmpty {
            // SEMANTICS §8.2 step 6: the press came down in time; the window closes.
            host.cancelTimer(Self.pressWindowTimer)
        }
        pressing.refresh(from: host)
        pressing.append(touches)
        pressing.update(from: touches)
        lastLocation = pressing.centroid
        if pressing.count > self.touches {
            fail(
                .rule(.tooManyTouches(down: pressing.count, limit: .numberOfTouchesRequired, max: self.touches)),
                host: host)
            return
        }
        guard pressing.count == self.touches else { return }
        let start = pressing.centroid
        pressStart = start
        pressStartTime = host.now
        if let firstTap = tapSequence?.startPoint {
            let distance = start.distance(to: firstTap)
            let limit = host.settings.tapAllowableMovement
            if distance > limit {
                fail(.rule(.landedAway(tap: nil, distance: distance, limit: limit)), host: host)
                return
            }
        }
        if minimumPressDuration <= 0 {
            host.request(.began, reason: .rule(.held(seconds: 0)))
        } else {
            host.armTimer(Self.pressTimer, after: minimumPressDuration)
        }
    }

    package func touchesMoved(_ touches: [RecognizerTouch], host: RecognizerHost) {
        if !tapsComplete, var sequence = tapSequence {
            guard host.state == .possible else { return }
            let outcome = sequence.touchesMoved(touches, host: host)
            tapSequence = sequence
            lastLocation = sequence.location ?? lastLocation
            applyTapOutcome(outcome, host: host)
            return
        }
        pressing.refresh(from: host, then: touches)
        // Summed once for both uses: nothing between them changes `pressing`.
        let centroid = pressing.centroid
        if !pressing.isEmpty { lastLocation = centroid }
        // SEMANTICS §8.2 step 2: only a possible press with all its fingers down can move too far.
        guard host.state == .possible, pressing.count == self.touches, let start = pressStart else { return }
        let distance = centroid.distance(to: start)
        if distance > allowableMovement {
            fail(
                .rule(.movedBeyondAllowable(distance: distance, fromFirstTap: false, limit: allowableMovement)),
                host: host)
        }
    }

    package func touchesEnded(_ touches: [RecognizerTouch], host: RecognizerHost) {
        if !tapsComplete, var sequence = tapSequence {
            guard host.state == .possible else { return }
            let outcome = sequence.touchesEnded(touches, host: host)
            tapSequence = sequence
            lastLocation = sequence.location ?? lastLocation
            if outcome == .completed {
                // SEMANTICS §8.2 step 6: the press must come down within tapMaxInterval of this lift.
                tapsComplete = true
                lastTapLiftTime = host.now
                host.armTimer(Self.pressWindowTimer, after: host.settings.tapMaxInterval)
            } else {
                applyTapOutcome(outcome, host: host)
            }
            return
        }
        pressing.update(from: touches)
        guard touches.contains(where: { pressing.contains(key: $0.key) }) else { return }
        lastLocation = pressing.centroid
        let downBefore = pressing.count
        pressing.remove(touches)
        // SEMANTICS §8.2 step 4: any tracked finger lifting ends the interaction.
        if host.state.isActiveContinuous {
            host.request(.ended, reason: .rule(.touchLifted))
        } else if host.state == .possible {
            if pressStart != nil {
                let held = host.now - pressStartTime
                fail(.rule(.liftedTooSoon(seconds: held, minimum: minimumPressDuration)), host: host)
            } else {
                fail(.rule(.tooFewTouchesAtLift(down: downBefore, required: self.touches)), host: host)
            }
        }
    }

    package func touchesCancelled(_ touches: [RecognizerTouch], host: RecognizerHost) {
        // SEMANTICS §8.2 step 5 (and SEMANTICS §8.1 step 4 for the inner taps).
        // A possible one fails through `fail`, which also clears its timers.
        if host.state.isActiveContinuous {
            host.requestCancelOrFail(losing: touches)
        } else if host.state == .possible {
            fail(CancelledTouches.reason(touches.count), host: host)
        }
    }

    package func timerFired(_ tag: Int, host: RecognizerHost) {
        guard host.state == .possible else { return }
        switch tag {
        case Self.pressTimer:
            // SEMANTICS §8.2 step 3.
            guard pressing.count == touches, pressStart != nil else { return }
            host.request(.began, reason: .rule(.held(seconds: host.now - pressStartTime)))
        case Self.pressWindowTimer:
            let waited = host.now - lastTapLiftTime
            fail(
                .rule(.waitedTooLong(seconds: waited, forTap: nil, limit: host.settings.tapMaxInterval)), host: host)
        default:
            if !tapsComplete, let sequence = tapSequence {
                applyTapOutcome(sequence.timerFired(tag, host: host), host: host)
            }
        }
    }

    package func reset() {
        tapSequence = Self.makeTapSequence(taps: taps, touches: touches)
        tapsComplete = taps <= 0
        lastTapLiftTime = 0
        pressing = []
        pressStart = nil
        pressStartTime = 0
        lastLocation = nil
    }

    /// A long press has nothing to reset when it becomes effective late (SEMANTICS §5.6).
    package func willBecomeEffectiveAfterWaiting() {}

    package var measurements: [Measurement] {
        guard let location = lastLocation else { return [] }
        return [Measurement("x", location.x), Measurement("y", location.y)]
    }

    private func applyTapOutcome(_ outcome: TapSequence.Outcome, host: RecognizerHost) {
        if case .failed(let reason) = outcome { fail(reason, host: host) }
    }

    /// Fails the attempt and clears this recognizer's timers.
    private func fail(_ reason: Reason, host: RecognizerHost) {
        for tag in [Self.tapTimer, Self.intervalTimer, Self.pressTimer, Self.pressWindowTimer] {
            host.cancelTimer(tag)
        }
        host.request(.failed, reason: reason)
    }
}
