/// Why a recognizer's delegate answered false to `gestureRecognizer(_:shouldReceive:)` for a
/// new touch (SEMANTICS §4.3): the scene's constant, its view list, or an expression with the
/// values that decided it (FORMAT §2.4). Rendered by `ReasonText`.
package enum ReceiveRefusal: Sendable, Equatable {
    /// `shouldReceiveTouch: false`.
    case never
    /// `shouldReceiveTouch` lists a view the touch is in.
    case inView(String)
    /// The `shouldReceiveTouch` expression answered false.
    case expression(DelegateExpression.Verdict)
}
