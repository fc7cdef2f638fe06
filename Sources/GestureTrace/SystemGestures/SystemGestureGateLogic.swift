/// The window's `_UISystemGestureGateGestureRecognizer` of type "Touch": it holds a touch that
/// begins in a system edge's region while the system (SpringBoard) decides whether the touch is
/// its own edge gesture, so the views under it get `touchesBegan` late (SEMANTICS §9.11).
///
/// Its delays are UIKit's: `delaysTouchesBegan` and `delaysTouchesEnded` true, set in
/// `-initWithWindow:type:` (code K40). Its touch logic, per K40:
/// - a second touch fails it (`receivedSecondTouch`);
/// - a touch whose view chain has no view wanting it delayed for system gestures (the window
///   answers for its edge regions, `_shouldDelayTouchForSystemGestures:`) is ignored, and with
///   no touch left it fails (`noTouchesEligibleForDelay`): gesturetrace asks
///   `SystemGestureSpec.edge(at:in:)` and the deferring edges;
/// - otherwise it arms a 0.75 s timer (`systemGateTimeout`) that fails it (`timeout`);
/// - when the finger lifts it waits for the system's verdict and fails on "no gesture"
///   (`noLongerPossible`); gesturetrace takes the verdict at the lift;
/// - when the system recognizes its gesture the gate ends (state 3): gesturetrace says the
///   system recognized once the finger moves `systemGestureDistance` away from the edge ⚠
///   (SpringBoard's own recognizers are not in UIKitCore).
package final class SystemGestureGateLogic: RecognizerLogic {
    /// The window's system gesture settings.
    let spec: SystemGestureSpec
    /// The timer tag of the gate's timeout.
    static let timeoutTimer = 0

    /// Where the held touch came down, window coordinates, and its edge.
    @exclusivity(unchecked) private var start: (point: Point, edge: ScreenEdge)?

    init(spec: SystemGestureSpec) {
        self.spec = spec
    }

    package func touchesBegan(_ touches: [RecognizerTouch], host: RecognizerHost) {
        guard host.state == .possible else { return }
        if host.heldTouchCount >= 2 {
            host.request(.failed, reason: .rule(.gateSecondTouch))
            return
        }
        guard start == nil, let touch = touches.first else { return }
        let bounds = host.screenBounds
        guard let edge = spec.edge(at: touch.location, in: bounds) else {
            let miss = GateMiss.outside(
                fromBottom: bounds.maxY - touch.location.y, bottomRegion: spec.bottomRegion,
                fromTop: touch.location.y - bounds.minY, topRegion: spec.topRegion)
            host.request(.failed, reason: .rule(.gateNotEligible(miss)))
            return
        }
        if spec.deferringEdges.contains(edge) {
            host.request(.failed, reason: .rule(.gateNotEligible(.deferred(edge: edge))))
            return
        }
        start = (touch.location, edge)
        host.armTimer(Self.timeoutTimer, after: host.settings.systemGateTimeout)
    }

    package func touchesMoved(_ touches: [RecognizerTouch], host: RecognizerHost) {
        guard host.state == .possible, let start, let touch = host.touches.first else { return }
        let away = start.edge == .bottom ? start.point.y - touch.location.y : touch.location.y - start.point.y
        let limit = host.settings.systemGestureDistance
        if away > limit {
            host.request(
                .recognized, reason: .rule(.gateSystemGesture(edge: start.edge, distance: away, limit: limit)))
        }
    }

    package func touchesEnded(_ touches: [RecognizerTouch], host: RecognizerHost) {
        guard host.state == .possible, host.heldTouchCount == 0 else { return }
        host.request(.failed, reason: .rule(.gateLifted))
    }

    package func touchesCancelled(_ touches: [RecognizerTouch], host: RecognizerHost) {
        guard host.state == .possible else { return }
        host.request(.failed, reason: .touchesCancelled(count: touches.count))
    }

    package func timerFired(_ tag: Int, host: RecognizerHost) {
        guard host.state == .possible else { return }
        host.request(.failed, reason: .rule(.gateTimedOut(limit: host.settings.systemGateTimeout)))
    }

    package func reset() {
        start = nil
    }

    package func willBecomeEffectiveAfterWaiting() {}

    package var measurements: [Measurement] { [] }
}

extension SystemGestureGateLogic: RecognizerClassHooks {
    /// UIWindow makes its gates with no target (K40: `initWithTarget:0 action:0`).
    var hasTargets: Bool { false }
}
