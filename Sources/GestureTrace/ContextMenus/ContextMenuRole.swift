/// Which of the recognizers a `UIContextMenuInteraction` adds to its view a recognizer is
/// (SEMANTICS §9.13). The interaction is a `_UIClickPresentationInteraction` with one
/// `_UILongPressClickInteractionDriver` on a touch screen; iOS 26.1's UIKitCore (code K45–K47)
/// adds, in this order:
package enum ContextMenuRole: String, Sendable, CaseIterable {
    /// The driver's `_UITouchDurationObservingGestureRecognizer`, named
    /// `com.apple.UIKit.longPressClickDriverPrimary`: it begins when the touch has been held
    /// `contextMenuPreviewDelay` (the lift preview) and the driver clicks down, presenting the
    /// menu, at `contextMenuDuration` (`"<viewId>.contextMenu"`).
    case press
    /// The interaction's `_UIRelationshipGestureRecognizer` named
    /// `com.apple.UIKit.clickPresentationExclusion`: it succeeds when the menu is presented,
    /// cancelling the view's touches and excluding the other recognizers on them
    /// (`"<viewId>.contextMenuExclusion"`).
    case exclusion
    /// The `_UIRelationshipGestureRecognizer` named `com.apple.UIKit.clickPresentationFailure`:
    /// a `UILongPressGestureRecognizer` on the touch waits for it to fail; it succeeds with the
    /// menu (`"<viewId>.contextMenuFailure"`).
    case failure

    /// The suffix of the recognizer's id after its view's id.
    package var idSuffix: String {
        switch self {
        case .press: return ".contextMenu"
        case .exclusion: return ".contextMenuExclusion"
        case .failure: return ".contextMenuFailure"
        }
    }

    /// UIKit's class of the recognizer, as a recognizer dump shows it.
    package var className: String {
        switch self {
        case .press: return "_UITouchDurationObservingGestureRecognizer"
        case .exclusion, .failure: return "_UIRelationshipGestureRecognizer"
        }
    }

    /// The `name` UIKit gives the recognizer (code K45, K46).
    package var uikitName: String {
        switch self {
        case .press: return "com.apple.UIKit.longPressClickDriverPrimary"
        case .exclusion: return "com.apple.UIKit.clickPresentationExclusion"
        case .failure: return "com.apple.UIKit.clickPresentationFailure"
        }
    }
}

/// What a context menu interaction did (SEMANTICS §9.13): the `menu` record's `event`.
package enum ContextMenuEvent: String, Sendable, CaseIterable {
    /// The press recognizer began: the view lifts into its highlight preview.
    case previewBegan
    /// The driver clicked down: the menu (and its preview) is presented, the delegate's
    /// `contextMenuInteraction(_:willDisplayMenuFor:animator:)`.
    case presented
    /// The preview had begun but the interaction ended without a menu: the finger lifted or
    /// moved away, or the touch was cancelled.
    case cancelled
}
