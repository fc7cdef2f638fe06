/// `UIScreenEdgePanGestureRecognizer`'s own touch logic: a one-finger pan that must start at
/// one of `edges` of the screen and move away from it.
///
/// Implements SEMANTICS §8.7 (the note's own rule is marked simplified ⚠):
/// - the touch must begin within `edgeRegion` of one of `edges` of `host.screenBounds`
///   (distance to that edge ≤ `edgeRegion`, window coordinates);
/// - it begins when the touch moves away from that edge by more than `edgeHysteresis`,
///   roughly perpendicular to it: once the movement away from the edge or along it exceeds
///   `edgeHysteresis`, it begins if the movement away is at least the movement along, and
///   that edge is given up if the movement along is larger ("moving more along the edge than
///   away from it fails"), or if the touch moved more than `edgeHysteresis` toward the edge
///   (possible only without an edge region); it fails when every candidate edge was given up;
/// - at began the hysteresis is removed from the translation per axis as in pan
///   (`t' = sign(t)·max(|t| − edgeHysteresis, 0)`, scenario S27: (5, 0) after 20 pt);
/// - a touch that starts outside every edge region fails at once, in touchesBegan: UIKit's
///   `_UIScreenEdgePanRecognizer` checks the first touch's region and fails ("failed region
///   check"); a touch that started in a region but never got decided fails when it lifts or is
///   cancelled;
/// - `recognizesWithoutEdge` (UIKit's private `_setRecognizesWithoutEdge:`, which the iOS 26
///   content back swipe sets, SEMANTICS §9.7) skips the region check: a touch anywhere is a
///   candidate for every edge;
/// - maximumNumberOfTouches is 1: a second touch fails it while possible (as pan with
///   `panFailsPastMaxTouches`, SEMANTICS §8.3 step 1) and is not tracked once it began;
/// - after began it is a one-finger pan (SEMANTICS §8.3 steps 3–6, `PanTracker`): translation, velocity,
///   ended when the touch lifts, cancel rule, and translation zeroed when it becomes
///   effective after waiting.
///
/// Simplifications (SEMANTICS §8.7 ⚠): edges are not mapped for interface orientation (gesturetrace has
/// a portrait window); the 0.25 s "maximum swipe duration" of the real engine is not applied
/// (its meaning is unclear); the touch's start is not projected back along its velocity; the
/// device-dependent wider edge region is only available by setting `edgeRegion`.
///
/// Measurements: `translationX`, `translationY` (points) and `velocityX`, `velocityY`
/// (points per second), in window coordinates.
package final class ScreenEdgePanLogic: RecognizerLogic {
    /// `edges`, in the order given (used to break ties at a corner).
    package let edges: [ScreenEdge]
    /// `maximumNumberOfTouches` of UIScreenEdgePanGestureRecognizer (SEMANTICS §8.7 table).
    static let maximumNumberOfTouches = 1

    @exclusivity(unchecked) private var tracker = PanTracker()
    /// Where the touch came down, window coordinates.
    @exclusivity(unchecked) private var start: Point?
    /// The edges whose region the touch started in and that were not given up yet.
    @exclusivity(unchecked) private var candidates: [ScreenEdge] = []
    /// Why the latest candidate edge was given up.
    private var lastRejection: Reason?

    /// Every touch is a candidate, wherever it starts (no region check).
    package let recognizesWithoutEdge: Bool

    package init(edges: [ScreenEdge], recognizesWithoutEdge: Bool = false) {
        self.edges = edges
        self.recognizesWithoutEdge = recognizesWithoutEdge
    }

    package func touchesBegan(_ touches: [RecognizerTouch], host: RecognizerHost) {
        guard host.state == .possible || host.state.isActiveContinuous else { return }
        tracker.refresh(from: host)
        for (index, touch) in touches.enumerated() {
            if tracker.tracked.count >= Self.maximumNumberOfTouches {
                if host.state == .possible && host.settings.panFailsPastMaxTouches {
                    let down = tracker.tracked.count + touches.count - index
                    host.request(
                        .failed,
                        reason: .rule(
                            .tooManyTouches(
                                down: down, limit: .maximumNumberOfTouches, max: Self.maximumNumberOfTouches)))
                    return
                }
                continue
            }
            tracker.add(touch, now: host.now)
            if start == nil {
                start = touch.location
                let region = host.settings.edgeRegion
                candidates =
                    recognizesWithoutEdge
                    ? edges
                    : edges.filter { Self.distance(of: touch.location, from: $0, in: host.screenBounds) <= region }
                if candidates.isEmpty {
                    host.request(.failed, reason: .rule(.edgeBeganOutsideRegion(notBegunBecause(host: host))))
                    return
                }
            }
        }
    }

    package func touchesMoved(_ touches: [RecognizerTouch], host: RecognizerHost) {
        guard host.state == .possible || host.state.isActiveContinuous else { return }
        guard tracker.moveTracked(touches, host: host) else { return }
        if host.state == .possible { decide(host: host) }
    }

    package func touchesEnded(_ touches: [RecognizerTouch], host: RecognizerHost) {
        guard tracker.liftLeavesNone(touches, host: host) else { return }
        if host.state.isActiveContinuous {
            host.request(.ended, reason: .rule(.allTouchesLifted))
        } else {
            host.request(.failed, reason: .rule(.edgeLiftedBeforeBeginning(notBegunBecause(host: host))))
        }
    }

    package func touchesCancelled(_ touches: [RecognizerTouch], host: RecognizerHost) {
        tracker.cancel(touches, host: host)
    }

    /// No timer: the real engine's 0.25 s limit is not modelled (see the type's doc).
    package func timerFired(_ tag: Int, host: RecognizerHost) {}

    package func reset() {
        tracker = PanTracker()
        start = nil
        candidates = []
        lastRejection = nil
    }

    /// SEMANTICS §5.6, §8.3 step 6 (inherited from pan).
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

    /// Begins, gives up edges, or fails, per the rule in the type's doc.
    private func decide(host: RecognizerHost) {
        guard let start, let touch = tracker.tracked.first, !candidates.isEmpty else { return }
        let h = host.settings.edgeHysteresis
        let movement = touch.location - start
        var kept: [ScreenEdge] = []
        for edge in candidates {
            let (away, along) = Self.components(of: movement, for: edge)
            guard abs(away) > h || abs(along) > h else {
                kept.append(edge)
                continue
            }
            if away >= abs(along) {
                tracker.setTranslation(PanTracker.removingHysteresis(h, from: tracker.translation))
                host.request(
                    .began,
                    reason: .rule(.edgeMovedAway(distance: away, edge: edge, hysteresis: h)))
                return
            }
            // Toward the edge: only a touch that need not start at it (`recognizesWithoutEdge`)
            // has room to.
            lastRejection =
                -away >= abs(along)
                ? .rule(.edgeMovedToward(distance: -away, edge: edge, hysteresis: h))
                : .rule(.edgeMovedAlong(distance: abs(along), edge: edge, away: max(away, 0)))
        }
        candidates = kept
        if candidates.isEmpty, let reason = lastRejection {
            host.request(.failed, reason: reason)
        }
    }

    /// Why the touch never began: no edges, a start outside every edge region (told when it
    /// begins), or too little movement away from the edge (told when it lifts).
    private func notBegunBecause(host: RecognizerHost) -> EdgeNotBegun {
        guard !edges.isEmpty else { return .noEdges }
        if let edge = candidates.first {
            return .beforeLeavingEdge(hysteresis: host.settings.edgeHysteresis, edge: edge)
        }
        guard let start else { return .beforeMoving }
        var nearest = edges[0]
        var nearestDistance = Self.distance(of: start, from: nearest, in: host.screenBounds)
        for edge in edges.dropFirst() {
            let d = Self.distance(of: start, from: edge, in: host.screenBounds)
            if d < nearestDistance {
                nearest = edge
                nearestDistance = d
            }
        }
        return .startedFar(distance: nearestDistance, edge: nearest, region: host.settings.edgeRegion)
    }

    /// Distance of `p` from `edge` of `bounds`, positive inside.
    static func distance(of p: Point, from edge: ScreenEdge, in bounds: Rect) -> Double {
        switch edge {
        case .left: return p.x - bounds.minX
        case .right: return bounds.maxX - p.x
        case .top: return p.y - bounds.minY
        case .bottom: return bounds.maxY - p.y
        }
    }

    /// The movement away from `edge` (positive into the screen) and along it.
    static func components(of m: Point, for edge: ScreenEdge) -> (away: Double, along: Double) {
        switch edge {
        case .left: return (m.x, m.y)
        case .right: return (-m.x, m.y)
        case .top: return (m.y, m.x)
        case .bottom: return (-m.y, m.x)
        }
    }
}
