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
    /// A navigation controller's own delegate keeps the touch from its back swipe (SEMANTICS §9.7).
    case navigation(NavigationRefusal)
}

/// Why a navigation controller's delegate gives its back swipe no touch (SEMANTICS §9.7 rules 2–3).
package enum NavigationRefusal: Sendable, Equatable {
    /// One view controller on the stack.
    case rootOfStack
    /// A push or pop transition is running.
    case transitioning
    /// The touch is inside the visible navigation bar (or toolbar) `view`.
    case inBar(view: String, toolbar: Bool)
}
