/// UIScrollView's private delay recognizer (`UIScrollViewDelayedTouchesBeganGestureRecognizer`,
/// SEMANTICS §9.4.1): it withholds content touches' began (it has `delaysTouchesBegan`) and
/// fails — releasing them — when the `scrollDelay` timer fires, when the finger lifts, or
/// when the finger moves beyond `scrollHysteresis` along an axis the scroll view cannot
/// scroll. When scrolling begins first, the scroll pan's cancel discards the withheld began.
///
/// `touchesShouldBegin(_:with:in:)` is taken as UIKit's default, true, so this recognizer
/// never recognizes.
final class ScrollDelayLogic: RecognizerLogic {
    let scrollAxes: ScrollAxes
    private static let delayTimer = 0

    init(scrollAxes: ScrollAxes) {
        self.scrollAxes = scrollAxes
    }

    func touchesBegan(_ touches: [RecognizerTouch], host: RecognizerHost) {
        for t in touches { starts[t.key] = t.location }
        if host.touches.count == touches.count {
            host.armTimer(Self.delayTimer, after: host.settings.scrollDelay)
        }
    }

    func touchesMoved(_ touches: [RecognizerTouch], host: RecognizerHost) {
        let limit = host.settings.scrollHysteresis
        for t in touches {
            guard let start = starts[t.key] else { continue }
            let dx = abs(t.location.x - start.x)
            let dy = abs(t.location.y - start.y)
            if (!scrollAxes.horizontal && dx > limit) || (!scrollAxes.vertical && dy > limit) {
                host.request(
                    .failed,
                    reason:
                        "moved beyond \(DecimalFormat.coordinate(limit)) pt along an axis the scroll view cannot scroll"
                )
                return
            }
        }
    }

    func touchesEnded(_ touches: [RecognizerTouch], host: RecognizerHost) {
        host.request(.failed, reason: "touch lifted before the scroll delay: touchesShouldBegin is true")
    }

    func touchesCancelled(_ touches: [RecognizerTouch], host: RecognizerHost) {
        host.request(.failed, reason: "touches cancelled")
    }

    func timerFired(_ tag: Int, host: RecognizerHost) {
        host.request(.failed, reason: "scroll delay elapsed: touchesShouldBegin is true")
    }

    /// Where each touch began, for the off-axis movement rule.
    @exclusivity(unchecked) private var starts: [Int: Point] = [:]

    func reset() { starts.removeAll() }
    func willBecomeEffectiveAfterWaiting() {}
    var measurements: [Measurement] { [] }
}
