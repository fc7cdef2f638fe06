/// UIScrollView's private delay recognizer (`UIScrollViewDelayedTouchesBeganGestureRecognizer`,
/// SEMANTICS §9.4.1) as recognizer logic: it withholds content touches' began (it has
/// `delaysTouchesBegan`) and fails — releasing them — when the `scrollDelay` timer fires, when
/// the finger lifts, or when the finger moves off-axis (`ScrollViewRules.delayReleases`). When
/// scrolling begins first, the scroll pan's cancel discards the withheld began.
///
/// `touchesShouldBegin(_:with:in:)` is taken as UIKit's default, true, so this recognizer
/// never recognizes. The rules and their reasons are `ScrollViewRules`'.
final class ScrollDelayLogic: RecognizerLogic {
    /// Set again by a scene change to its scroll view (SEMANTICS §2.12).
    @exclusivity(unchecked) var scrollAxes: ScrollAxes
    private static let delayTimer = 0

    init(scrollAxes: ScrollAxes) {
        self.scrollAxes = scrollAxes
    }

    func touchesBegan(_ touches: [RecognizerTouch], host: RecognizerHost) {
        for t in touches { starts[t.key] = t.location }
        if host.heldTouchCount == touches.count {
            host.armTimer(Self.delayTimer, after: host.settings.scrollDelay)
        }
    }

    func touchesMoved(_ touches: [RecognizerTouch], host: RecognizerHost) {
        for t in touches {
            guard let start = starts[t.key] else { continue }
            if let reason = ScrollViewRules.delayReleases(
                movedFrom: start, to: t.location, axes: scrollAxes, settings: host.sharedSettings.values)
            {
                host.request(.failed, reason: reason)
                return
            }
        }
    }

    func touchesEnded(_ touches: [RecognizerTouch], host: RecognizerHost) {
        host.request(.failed, reason: ScrollViewRules.delayReleasedByLift)
    }

    func touchesCancelled(_ touches: [RecognizerTouch], host: RecognizerHost) {
        host.request(.failed, reason: .scrollDelayReleased(.touchesCancelled))
    }

    func timerFired(_ tag: Int, host: RecognizerHost) {
        host.request(.failed, reason: ScrollViewRules.delayReleasedByTimer)
    }

    /// Where each touch began, for the off-axis movement rule.
    @exclusivity(unchecked) private var starts: [Int: Point] = [:]

    /// The table's storage kept: freed at every reset, it was allocated again at the next
    /// touch's began (issue 28 item 4, round 11). It holds one attempt's touches.
    func reset() { starts.removeAll(keepingCapacity: true) }
    func willBecomeEffectiveAfterWaiting() {}
    var measurements: [Measurement] { [] }
}
