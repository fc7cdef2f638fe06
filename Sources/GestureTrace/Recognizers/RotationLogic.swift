// The C math library for sin, cos and atan2; not Foundation, which would load ICU and add
// several megabytes and milliseconds to every run of the command-line tool (issue 16).
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#else
    import Foundation
#endif

/// `UIRotationGestureRecognizer`'s own touch logic: a continuous recognizer driven by the angle
/// of the line between exactly two fingers.
///
/// Implements SEMANTICS §8.6:
/// - step 1: when two touches are active, θ₀ = atan2(y₂ − y₁, x₂ − x₁) over them in arrival
///   order, and d₀ = their distance;
/// - step 2: on a move with two active touches the angle is tracked, counting a full turn
///   whenever one step of the raw angle exceeds 90°; while possible, when |θ − θ₀| exceeds
///   `rotationThreshold`° + `rotationThreshold`°·√min(|d − d₀|/d₀, 1), θ₀ shifts toward θ by
///   that threshold (so the rotation starts near 0) and it begins. Dominance ⚠ is assumed, as
///   scenario S17 does. Rotation = θ − θ₀ + 2π·turns, in radians;
/// - step 3: with no active touch left it ends (fails while possible); with one left it
///   continues without updates.
///
/// Choices where the note is silent: when the two active touches become a different pair
/// (a finger landing again after one lifted, or a third finger lifting), θ₀ and d₀ are taken
/// anew with θ₀ shifted by the rotation so far, so the rotation continues instead of jumping
/// (the counterpart of pinch's re-basing, SEMANTICS §8.5 step 1); with more than two active touches moves
/// produce no update (as pinch, SEMANTICS §8.5 step 5); velocity is the unsmoothed Δrotation/Δt of the
/// latest two-touch move (SEMANTICS §8.6 gives no smoothing); cancelled touches are removed like ended
/// ones, and with none left it asks for cancelled if it began, failed otherwise (SEMANTICS §2.8).
///
/// Measurements: `rotation` (radians, 0 until it began) and `velocity` (radians per second).
package final class RotationLogic: RecognizerLogic {
    /// The active touches and the pair θ₀ and d₀ refer to.
    @exclusivity(unchecked) private var pair = TwoFingerPair()
    /// θ₀, radians.
    @exclusivity(unchecked) private var initialAngle = 0.0
    /// d₀, points.
    @exclusivity(unchecked) private var initialDistance = 0.0
    /// The raw atan2 angle at the latest update, radians.
    @exclusivity(unchecked) private var lastRawAngle = 0.0
    @exclusivity(unchecked) private var turns = 0
    @exclusivity(unchecked) private var rotation = 0.0
    @exclusivity(unchecked) private var velocity = 0.0
    @exclusivity(unchecked) private var lastUpdateTime = 0.0

    package init() {}

    package func touchesBegan(_ touches: [RecognizerTouch], host: RecognizerHost) {
        guard host.state == .possible || host.state.isActiveContinuous else { return }
        pair.add(touches, host: host)
        rebaseIfNewPair(now: host.now)
    }

    package func touchesMoved(_ touches: [RecognizerTouch], host: RecognizerHost) {
        guard host.state == .possible || host.state.isActiveContinuous else { return }
        guard pair.move(touches, host: host) else { return }
        rebaseIfNewPair(now: host.now)
        let raw = rawAngle()
        // SEMANTICS §8.6 step 2: a step of more than 90° is read as crossing ±180°.
        let step = raw - lastRawAngle
        if step > Double.pi / 2 { turns -= 1 }
        if step < -Double.pi / 2 { turns += 1 }
        lastRawAngle = raw
        let theta = raw + 2 * Double.pi * Double(turns)
        guard host.state == .possible else {
            sample(rotation: theta - initialAngle, now: host.now)
            return
        }
        let base = host.sharedSettings.values.rotationThreshold
        let d = pair.first.distance(to: pair.second)
        let spread = initialDistance > 0 ? min(abs(d - initialDistance) / initialDistance, 1) : 1
        let thresholdDegrees = base + base * spread.squareRoot()
        let threshold = thresholdDegrees * Double.pi / 180
        let difference = theta - initialAngle
        guard abs(difference) > threshold else {
            sample(rotation: rotation, now: host.now)
            return
        }
        initialAngle += difference > 0 ? threshold : -threshold
        sample(rotation: theta - initialAngle, now: host.now)
        let degrees = abs(difference) * 180 / Double.pi
        host.request(
            .began,
            reason: .rule(.rotated(degrees: degrees, threshold: thresholdDegrees)))
    }

    package func touchesEnded(_ touches: [RecognizerTouch], host: RecognizerHost) {
        guard host.state == .possible || host.state.isActiveContinuous else { return }
        guard removeLeavingNone(touches, host: host) else { return }
        // SEMANTICS §8.6 step 3.
        if host.state.isActiveContinuous {
            host.request(.ended, reason: .rule(.allTouchesLifted))
        } else {
            host.request(.failed, reason: .rule(.rotationLiftedBeforeThreshold))
        }
    }

    package func touchesCancelled(_ touches: [RecognizerTouch], host: RecognizerHost) {
        guard host.state == .possible || host.state.isActiveContinuous else { return }
        guard removeLeavingNone(touches, host: host) else { return }
        host.requestCancelOrFail(losing: touches)
    }

    /// A rotation has no timer.
    package func timerFired(_ tag: Int, host: RecognizerHost) {}

    package func reset() {
        pair = TwoFingerPair()
        initialAngle = 0
        initialDistance = 0
        lastRawAngle = 0
        turns = 0
        rotation = 0
        velocity = 0
        lastUpdateTime = 0
    }

    package func willBecomeEffectiveAfterWaiting() {}

    package var measurements: [Measurement] {
        [Measurement("rotation", rotation), Measurement("velocity", velocity)]
    }

    /// atan2(y₂ − y₁, x₂ − x₁) over the two active touches in arrival order (SEMANTICS §8.6 step 1).
    private func rawAngle() -> Double { Self.angle(pair.first, pair.second) }

    private static func angle(_ a: Point, _ b: Point) -> Double { atan2(b.y - a.y, b.x - a.x) }

    /// Removes `touches`; returns true when no active touch is left, else re-bases on the
    /// pair that is left, if it is a new one.
    private func removeLeavingNone(_ touches: [RecognizerTouch], host: RecognizerHost) -> Bool {
        if pair.remove(touches, host: host) { return true }
        rebaseIfNewPair(now: host.now)
        return false
    }

    /// SEMANTICS §8.6 step 1, keeping the rotation so far when the pair changes.
    private func rebaseIfNewPair(now: Double) {
        guard let (a, b) = pair.takeNewPair() else { return }
        let raw = Self.angle(a, b)
        lastRawAngle = raw
        turns = 0
        initialAngle = raw - rotation
        initialDistance = a.distance(to: b)
        lastUpdateTime = now
    }

    /// Applies a new rotation and takes the velocity (rad/s) from this move.
    private func sample(rotation newRotation: Double, now: Double) {
        let dt = now - lastUpdateTime
        if dt > 0 {
            velocity = (newRotation - rotation) / dt
            lastUpdateTime = now
        }
        rotation = newRotation
    }
}
