/// `UITapGestureRecognizer`'s own touch logic: a discrete recognizer that counts taps.
///
/// Implements SEMANTICS §8.1 through `TapSequence`: the tap timer (`tapMaxDuration`) armed at
/// each tap's first touch-down, the interval timer (`tapMaxInterval`) after a non-final tap,
/// `tapAllowableMovement` measured from the first tap's start centroid, failure with more than
/// `numberOfTouchesRequired` touches down or when a tap lifts before they were all down, and
/// failure on a cancelled touch. It recognizes when the last finger of the last tap lifts.
///
/// Measurements: `x`, `y`, the centroid of the last recorded touches in window coordinates
/// (SEMANTICS §8.1 "Location"); empty until the required touches of a tap were down.
package final class TapLogic: RecognizerLogic {
    /// Tag of the per-tap timer.
    static let tapTimer = 1
    /// Tag of the timer between taps.
    static let intervalTimer = 2

    /// `numberOfTapsRequired`.
    package let taps: Int
    /// `numberOfTouchesRequired`.
    package let touches: Int
    @exclusivity(unchecked) private var sequence: TapSequence

    package init(taps: Int, touches: Int) {
        self.taps = taps
        self.touches = touches
        sequence = TapSequence(
            tapsRequired: taps, touchesRequired: touches,
            tapTimer: Self.tapTimer, intervalTimer: Self.intervalTimer)
    }

    package func touchesBegan(_ touches: [RecognizerTouch], host: RecognizerHost) {
        guard host.state == .possible else { return }
        apply(sequence.touchesBegan(touches, host: host), host: host)
    }

    package func touchesMoved(_ touches: [RecognizerTouch], host: RecognizerHost) {
        guard host.state == .possible else { return }
        apply(sequence.touchesMoved(touches, host: host), host: host)
    }

    package func touchesEnded(_ touches: [RecognizerTouch], host: RecognizerHost) {
        guard host.state == .possible else { return }
        apply(sequence.touchesEnded(touches, host: host), host: host)
    }

    package func touchesCancelled(_ touches: [RecognizerTouch], host: RecognizerHost) {
        guard host.state == .possible else { return }
        apply(sequence.touchesCancelled(touches), host: host)
    }

    package func timerFired(_ tag: Int, host: RecognizerHost) {
        guard host.state == .possible else { return }
        apply(sequence.timerFired(tag, host: host), host: host)
    }

    package func reset() {
        sequence = TapSequence(
            tapsRequired: taps, touchesRequired: touches,
            tapTimer: Self.tapTimer, intervalTimer: Self.intervalTimer)
    }

    /// A tap recognizer has nothing to reset when it becomes effective late (SEMANTICS §5.6).
    package func willBecomeEffectiveAfterWaiting() {}

    package var measurements: [Measurement] {
        guard let location = sequence.location else { return [] }
        return [Measurement("x", location.x), Measurement("y", location.y)]
    }

    /// Turns a tap-sequence outcome into a state request (SEMANTICS §8.1 step 3: recognized
    /// when the required taps are counted, timers cleared).
    private func apply(_ outcome: TapSequence.Outcome, host: RecognizerHost) {
        switch outcome {
        case .none:
            break
        case .failed(let reason):
            host.cancelTimer(Self.tapTimer)
            host.cancelTimer(Self.intervalTimer)
            host.request(.failed, reason: reason)
        case .completed:
            host.request(.recognized, reason: .rule(.taps(sequence.tapsDone)))
        }
    }
}
