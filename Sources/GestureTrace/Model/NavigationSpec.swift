/// A `UINavigationController` whose view is the view that declares it (FORMAT §2.1
/// `navigation`, SEMANTICS §9.7): what its back-swipe recognizers depend on.
package struct NavigationSpec: Sendable, Equatable {
    /// `viewControllers.count`. The back swipe receives touches only with more than one.
    package var stackDepth = 1
    /// A push or pop is animating (`transitionCoordinator` non-nil, not preemptable): the back
    /// swipe receives no touches meanwhile.
    package var transitioning = false
    /// `interactivePopGestureRecognizer.isEnabled`.
    package var popGestureEnabled = true
    /// `interactiveContentPopGestureRecognizer?.isEnabled` (iOS 26).
    package var contentPopGestureEnabled = true
    /// Who answers for the back swipe (`interactivePopGestureRecognizer.delegate`).
    package var popGestureDelegate = PopGestureDelegate.navigationController
    /// The screen edge the back swipe starts from: the leading edge, the right one in a
    /// right-to-left layout.
    package var layoutDirection = LayoutDirection.leftToRight
    /// The navigation bar and the toolbar, when the scene has them as views: a touch inside a
    /// visible one is not given to the back swipe.
    package var navigationBar: Int?
    package var toolbar: Int?

    package init() {}

    /// `interactivePopGestureRecognizer.delegate`.
    package enum PopGestureDelegate: String, Sendable, CaseIterable {
        /// UIKit's own, the navigation controller's `_UINavigationInteractiveTransition`.
        case navigationController
        /// Set by the app (`delegate = self`, or nil): UIKit's private answers are gone.
        case app
    }

    /// `UIView.effectiveUserInterfaceLayoutDirection` of the navigation controller's view.
    package enum LayoutDirection: String, Sendable, CaseIterable {
        case leftToRight, rightToLeft
    }

    /// The screen edge the back swipes recognize from (`UIRectEdge.left`, `.right` when the
    /// layout is reversed).
    package var leadingEdge: ScreenEdge { layoutDirection == .leftToRight ? .left : .right }
}

/// Which of a navigation controller's built-in recognizers a recognizer is (SEMANTICS §9.7).
package enum NavigationGestureRole: Sendable, Equatable {
    /// `interactivePopGestureRecognizer`, a `_UIParallaxTransitionPanGestureRecognizer` on the
    /// leading screen edge, id `"<viewId>.interactivePopGestureRecognizer"`.
    case backSwipe(navigationView: Int)
    /// `interactiveContentPopGestureRecognizer` (iOS 26), the same class recognizing anywhere
    /// in the content, id `"<viewId>.interactiveContentPopGestureRecognizer"`.
    case contentBackSwipe(navigationView: Int)

    /// The navigation controller's view.
    package var navigationView: Int {
        switch self {
        case .backSwipe(let v), .contentBackSwipe(let v): return v
        }
    }
}
