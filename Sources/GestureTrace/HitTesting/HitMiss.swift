/// A view whose frame contains a touch's point but that hit testing did not choose, with the
/// first rule of SEMANTICS §1 that excluded it, in UIKit's terms (SEMANTICS §1.10): what a user
/// asks first when "my tap does nothing".
package struct HitMiss: Sendable, Equatable {
    /// The view's id.
    package var view: String
    /// The first rule that excluded it, e.g. `userInteractionEnabled = false, UILabel's default`.
    package var reason: String
    /// The section of SEMANTICS that states the rule, e.g. `§1.2`.
    package var section: String

    package init(view: String, reason: String, section: String) {
        self.view = view
        self.reason = reason
        self.section = section
    }
}
