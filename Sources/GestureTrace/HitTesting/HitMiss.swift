/// A view whose frame contains a touch's point but that hit testing did not choose, with the
/// first rule of SEMANTICS §1 that excluded it, in UIKit's terms (SEMANTICS §1.10): what a user
/// asks first when "my tap does nothing".
package struct HitMiss: Sendable, Equatable {
    /// The view's id.
    package var view: String
    /// The first rule that excluded it, as data (issue 28); `ReasonText` words it.
    package var why: HitMissReason

    package init(view: String, why: HitMissReason) {
        self.view = view
        self.why = why
    }

    /// The section of SEMANTICS that states the rule, e.g. `§1.2`.
    package var section: String { why.section }
}

/// The rule that kept a view under the point from being hit (SEMANTICS §1.2–§1.8). `inside`
/// names the ancestor the rule applies to, nil when it applies to the view itself.
package enum HitMissReason: Sendable, Equatable {
    case hidden(inside: String?)
    /// `userInteractionEnabled = false`; `classDefault` is the class whose default it is.
    case interactionDisabled(inside: String?, classDefault: ViewClass?)
    case transparent(inside: String?, alpha: Double, threshold: Double)
    case disabledControl(inside: String?)
    /// Its own `point(inside:)` override is false at the point.
    case pointInsideFalse(PointInsideRule)
    /// Outside the bounds of `ancestor` (`direct`: its superview).
    case outsideAncestor(String, direct: Bool)
    /// Covered by a later sibling (`by`, nil when unknown) asked first.
    case covered(inside: String?, by: String?)
    /// Its own `hitTest` override (`passThrough`) returns nil on its own area.
    case passThrough
    /// A `hitTest` override (its own when `by` is nil) redirects the touch to `target`.
    case redirected(by: String?, to: String)

    /// The section of SEMANTICS that states the rule.
    package var section: String {
        switch self {
        case .hidden, .interactionDisabled, .covered: return "§1.2"
        case .transparent: return "§1.3"
        case .outsideAncestor: return "§1.4"
        case .disabledControl: return "§1.6"
        case .pointInsideFalse, .passThrough, .redirected: return "§1.8"
        }
    }
}
