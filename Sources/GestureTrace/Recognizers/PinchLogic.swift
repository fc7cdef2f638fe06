/// `UIPinchGestureRecognizer`'s own touch logic: a continuous recognizer driven by the change in
/// distance between exactly two fingers.
///
/// Implements SEMANTICS §8.5:
/// - step 1: when two touches are active, d₀ = their distance / current scale, so the scale
///   continues smoothly when a second finger lands again after one lifted (step 4);
/// - step 2: on a move with exactly two active touches, while possible, if |d − d₀·scale| >
///   `pinchHysteresis` and both touches lie inside `host.screenBounds`, d₀ is re-based by
///   ±`pinchHysteresis` toward d (scale = d / (d₀ ± h)) and it begins; after began,
///   scale = d/d₀ on every such move;
/// - step 3: dominance ⚠: UIKit's motion analyser is not modelled; as the note proposes,
///   pinching counts as dominant whenever |Δd| ≥ `pinchDominance` (default 8, the hysteresis,
///   so by default the hysteresis test alone decides); a change past the hysteresis that is
///   not dominant re-bases d₀ and begins nothing;
/// - step 4: with no active touch left it ends (fails while possible); with one left nothing
///   ends and nothing updates until a second finger lands;
/// - step 5: with more than two active touches, moves produce no update.
///
/// Velocity: one sample per two-touch move, Δscale/Δt, smoothed as 0.75 × previous + 0.25 ×
/// sample (SEMANTICS §8.5 step 2), starting from 0.
///
/// Choices where the note is silent: d₀ is re-based whenever the two active touches become a
/// different pair, which also covers a third finger lifting and leaving two (SEMANTICS §8.5 step 1 names
/// only touchesBegan); cancelled touches are removed like ended ones, and with none left it
/// asks for cancelled if it began, failed otherwise (SEMANTICS §2.8).
///
/// Measurements: `scale` (1 until it began) and `velocity` (scale per second).
package final class PinchLogic: RecognizerLogic {
    /// The active touches and the pair d₀ refers to.
    @exclusivity(unchecked) private var pair = TwoFingerPair()
    @exclusivity(unchecked) private var initialDistance = 0.0
    @exclusivity(unchecked) private var scale = 1.0
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
        // SEMANTICS §8.5 step 5: only exactly two active touches update the pinch.
        guard pair.move(touches, host: host) else { return }
        rebaseIfNewPair(now: host.now)
        guard initialDistance > 0 else { return }
        let d = pair.first.distance(to: pair.second)
        if host.state == .possible {
            let h = host.sharedSettings.values.pinchHysteresis
            let base = initialDistance * scale
            let change = d - base
            let inside = pair.allSatisfy { host.screenBounds.contains($0) }
            guard abs(change) > h, inside else {
                sample(scale: scale, now: host.now)
                return
            }
            // SEMANTICS §8.5 step 3: a change the analyser does not judge dominant re-bases d₀ and
            // begins nothing.
            guard abs(change) >= host.sharedSettings.values.pinchDominance else {
                initialDistance = d / scale
                sample(scale: scale, now: host.now)
                return
            }
            // SEMANTICS §8.5 step 2: re-base by the hysteresis so the scale starts near 1.
            initialDistance = (base + (change > 0 ? h : -h)) / scale
            sample(scale: d / initialDistance, now: host.now)
            host.request(
                .began, reason: .rule(.pinchDistanceChanged(by: abs(change), hysteresis: h))
            )
        } else {
            sample(scale: d / initialDistance, now: host.now)
        }
    }

    package func touchesEnded(_ touches: [RecognizerTouch], host: RecognizerHost) {
        guard host.state == .possible || host.state.isActiveContinuous else { return }
        guard removeLeavingNone(touches, host: host) else { return }
        // SEMANTICS §8.5 step 4: only the last finger lifting ends the pinch.
        if host.state.isActiveContinuous {
            host.request(.ended, reason: .rule(.allTouchesLifted))
        } else {
            host.request(.failed, reason: .rule(.pinchLiftedBeforeChange(hysteresis: host.settings.pinchHysteresis)))
        }
    }

    package func touchesCancelled(_ touches: [RecognizerTouch], host: RecognizerHost) {
        guard host.state == .possible || host.state.isActiveContinuous else { return }
        guard removeLeavingNone(touches, host: host) else { return }
        host.requestCancelOrFail(losing: touches)
    }

    /// A pinch has no timer.
    package func timerFired(_ tag: Int, host: RecognizerHost) {}

    package func reset() {
        pair = TwoFingerPair()
        initialDistance = 0
        scale = 1
        velocity = 0
        lastUpdateTime = 0
    }

    package func willBecomeEffectiveAfterWaiting() {}

    package var measurements: [Measurement] {
        [Measurement("scale", scale), Measurement("velocity", velocity)]
    }

    /// Removes `touches`; returns true when no active touch is left, else re-bases on the
    /// pair that is left, if it is a new one.
    private func removeLeavingNone(_ touches: [RecognizerTouch], host: RecognizerHost) -> Bool {
        if pair.remove(touches, host: host) { return true }
        rebaseIfNewPair(now: host.now)
        return false
    }

    /// SEMANTICS §8.5 step 1: a new pair of active touches sets d₀ = distance / scale.
    private func rebaseIfNewPair(now: Double) {
        guard let (a, b) = pair.takeNewPair() else { return }
        initialDistance = a.distance(to: b) / scale
        lastUpdateTime = now
    }

    /// Applies a new scale and takes one velocity sample (SEMANTICS §8.5 step 2).
    private func sample(scale newScale: Double, now: Double) {
        let dt = now - lastUpdateTime
        if dt > 0 {
            velocity = 0.75 * velocity + 0.25 * ((newScale - scale) / dt)
            lastUpdateTime = now
        }
        scale = newScale
    }
}
