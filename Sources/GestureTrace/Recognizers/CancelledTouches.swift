/// SEMANTICS §2.8, as a recognizer's logic applies it when touches it tracks are cancelled
/// (`touchesCancelled(_:with:)`): a continuous recognizer that began asks for cancelled (and
/// sends a cancelled action); one still possible, and every discrete one, asks for failed.
/// Written once for every built-in class; each decides *when* its touches are lost (a pan or
/// pinch only when none is left, a long press at once).
extension RecognizerHost {
    /// Asks for cancelled or failed as SEMANTICS §2.8 says, explaining it by the touches
    /// cancelled; finished recognizers ask nothing.
    func requestCancelOrFail(losing touches: [RecognizerTouch]) {
        guard state == .possible || state.isActiveContinuous else { return }
        request(state.isActiveContinuous ? .cancelled : .failed, reason: CancelledTouches.reason(touches.count))
    }
}

enum CancelledTouches {
    /// "touch cancelled", "touches cancelled": the reason of a request made because `count`
    /// touches were cancelled.
    static func reason(_ count: Int) -> Reason { .touchesCancelled(count: count) }
}
