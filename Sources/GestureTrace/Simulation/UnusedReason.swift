/// Why a recognizer of the scene never received a touch (SEMANTICS §4.3, §1.10, §2.7): the
/// payload of an `unused` record, rendered by `ReasonText`.
package enum UnusedReason: Sendable, Equatable {
    /// `enabled = false`.
    case disabled
    /// Its delegate refused the first touch on its path (SEMANTICS §4.3).
    case refused(ReceiveRefusal)
    /// An exclusive-touch view was tracking, so only recognizers on it and its ancestors were
    /// collected (SEMANTICS §2.7).
    case exclusiveTouch(view: String)
    /// Its view, or the superview `via`, contained touch `touch`'s point but was not hit:
    /// the touch went to `hitView` (nil: nothing), for `miss` (SEMANTICS §1.10).
    case neverHit(view: String, touch: TouchID, hitView: String?, via: String?, miss: HitMiss)
    /// The trace has no touch.
    case noTouchInTrace
    /// No touch hit any view (SEMANTICS §1.7).
    case noTouchHitAnything
    /// Touches went to `hitViews` (the first few), none under its view (SEMANTICS §4.2).
    case notOnAnyPath(view: String, hitViews: [String])
}
