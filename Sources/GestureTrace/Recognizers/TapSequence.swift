/// The tap-counting engine (UIKit's private `UITapRecognizer`) shared by
/// `UITapGestureRecognizer` and the inner taps of `UILongPressGestureRecognizer`.
///
/// It implements SEMANTICS §8.1 steps 1–4 and arms the two tap timers itself; the owner turns
/// its outcomes into state requests. Long press reuses it for `numberOfTapsRequired > 0`
/// (SEMANTICS §8.2 step 6), which is why it is not part of `TapLogic`.
struct TapSequence {
    /// What a delivery did to the sequence.
    enum Outcome: Equatable {
        /// Nothing decisive: keep waiting.
        case none
        /// The attempt failed, for this reason.
        case failed(Reason)
        /// The last required tap lifted (its timers are cleared).
        case completed
    }

    let tapsRequired: Int
    let touchesRequired: Int
    /// Tag of the per-tap timer (`maximumTapDuration`).
    let tapTimer: Int
    /// Tag of the timer between taps (`maximumIntervalBetweenSuccessiveTaps`).
    let intervalTimer: Int

    /// Taps completed so far.
    private(set) var tapsDone = 0
    /// Touches of the current tap still down.
    private var active: [TrackedTouch] = []
    /// The touches recorded when the active count reached `touchesRequired` (SEMANTICS §8.1 step 1).
    private var recorded: [TrackedTouch] = []
    /// Whether the active count reached `touchesRequired` during the current tap.
    private var reachedRequired = false
    /// Whether a touch of the current tap has come down.
    private var tapStarted = false
    private var tapStartTime = 0.0
    private var lastLiftTime = 0.0
    /// Centroid of the first tap's recorded touches: every tap must stay within
    /// `tapAllowableMovement` of it (SEMANTICS §8.1 step 1).
    private(set) var startPoint: Point?
    /// Centroid of the last recorded touches, window coordinates (SEMANTICS §8.1 "Location").
    private(set) var location: Point?

    init(tapsRequired: Int, touchesRequired: Int, tapTimer: Int, intervalTimer: Int) {
        self.tapsRequired = tapsRequired
        self.touchesRequired = touchesRequired
        self.tapTimer = tapTimer
        self.intervalTimer = intervalTimer
    }

    /// SEMANTICS §8.1 step 1: add the touches, fail past `touchesRequired`, arm the tap timer
    /// on a tap's first touch (replacing the interval timer), and record the touches when
    /// their count reaches `touchesRequired`.
    mutating func touchesBegan(_ touches: [RecognizerTouch], host: RecognizerHost) -> Outcome {
        refresh(from: host)
        active.append(touches)
        active.update(from: touches)
        if active.count > touchesRequired {
            return .failed(
                .rule(.tooManyTouches(down: active.count, limit: .numberOfTouchesRequired, max: touchesRequired)))
        }
        if !tapStarted {
            tapStarted = true
            tapStartTime = host.now
            host.cancelTimer(intervalTimer)
            host.armTimer(tapTimer, after: host.sharedSettings.values.tapMaxDuration)
        }
        if active.count == touchesRequired {
            reachedRequired = true
            recorded = active
            let centroid = recorded.centroid
            location = centroid
            if let start = startPoint, tapsDone > 0 {
                let distance = centroid.distance(to: start)
                let limit = host.sharedSettings.values.tapAllowableMovement
                if distance > limit {
                    return .failed(.rule(.landedAway(tap: tapsDone + 1, distance: distance, limit: limit)))
                }
            } else {
                startPoint = centroid
            }
        }
        return .none
    }

    /// SEMANTICS §8.1 step 2: a move with non-zero displacement fails the tap when the
    /// recorded touches' centroid lies more than `tapAllowableMovement` from the start point.
    mutating func touchesMoved(_ touches: [RecognizerTouch], host: RecognizerHost) -> Outcome {
        // `refresh(from:)` then each array updated from `touches`: the two arrays are
        // independent, so each is refreshed and updated in one host call (issue 28 item 4,
        // round 8).
        active.refresh(from: host, then: touches)
        recorded.refresh(from: host, then: touches)
        let displaced = touches.contains { $0.location != $0.previousLocation }
        guard displaced, !recorded.isEmpty, let start = startPoint else { return .none }
        let centroid = recorded.centroid
        location = centroid
        let distance = centroid.distance(to: start)
        let limit = host.sharedSettings.values.tapAllowableMovement
        if distance > limit {
            return .failed(.rule(.movedBeyondAllowable(distance: distance, fromFirstTap: tapsDone > 0, limit: limit)))
        }
        return .none
    }

    /// SEMANTICS §8.1 step 3: remove the touches; fail if the tap never had
    /// `touchesRequired` touches down; count the tap when its last finger lifts, and either
    /// complete or arm the interval timer.
    mutating func touchesEnded(_ touches: [RecognizerTouch], host: RecognizerHost) -> Outcome {
        active.refresh(from: host, then: touches)
        recorded.refresh(from: host, then: touches)
        active.remove(touches)
        if !reachedRequired {
            return .failed(.rule(.tooFewTouchesAtLift(down: touches.count + active.count, required: touchesRequired)))
        }
        guard active.isEmpty else { return .none }
        tapsDone += 1
        if !recorded.isEmpty { location = recorded.centroid }
        host.cancelTimer(tapTimer)
        recorded = []
        reachedRequired = false
        tapStarted = false
        lastLiftTime = host.now
        if tapsDone >= tapsRequired {
            host.cancelTimer(intervalTimer)
            return .completed
        }
        host.armTimer(intervalTimer, after: host.settings.tapMaxInterval)
        return .none
    }

    /// SEMANTICS §8.1 step 4: a cancelled touch fails the tap.
    func touchesCancelled(_ touches: [RecognizerTouch]) -> Outcome {
        .failed(CancelledTouches.reason(touches.count))
    }

    /// SEMANTICS §8.1 steps 1 and 3, §10.1: either tap timer failing the attempt.
    func timerFired(_ tag: Int, host: RecognizerHost) -> Outcome {
        if tag == tapTimer {
            let held = host.now - tapStartTime
            return .failed(.rule(.heldTooLong(seconds: held, limit: host.settings.tapMaxDuration)))
        }
        if tag == intervalTimer {
            let waited = host.now - lastLiftTime
            return .failed(
                .rule(.waitedTooLong(seconds: waited, forTap: tapsDone + 1, limit: host.settings.tapMaxInterval)))
        }
        return .none
    }

    /// Reads current locations of the touches already down (SEMANTICS §2.1).
    private mutating func refresh(from host: RecognizerHost) {
        active.refresh(from: host)
        recorded.refresh(from: host)
    }
}
