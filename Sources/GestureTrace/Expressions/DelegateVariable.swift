/// A name a delegate expression may read (FORMAT §2.4): the asking recognizer's properties
/// and measurements, the touch of `shouldReceiveTouch`, the other recognizer of the pairwise
/// questions. Each names the UIKit property a delegate method would read.
package enum DelegateVariable: String, Sendable, CaseIterable {
    // The asking recognizer (`gestureRecognizer`).
    case id, kind
    case viewID = "view.id"
    case viewClass = "view.class"
    /// `gestureRecognizer.state`.
    case state
    /// `gestureRecognizer.numberOfTouches`.
    case numberOfTouches
    /// `gestureRecognizer.location(in: gestureRecognizer.view)`.
    case locationX = "location.x"
    case locationY = "location.y"
    /// `pan.translation(in: pan.view)` and `pan.velocity(in: pan.view)`: pans only.
    case translationX = "translation.x"
    case translationY = "translation.y"
    case velocityX = "velocity.x"
    case velocityY = "velocity.y"
    // The touch of `gestureRecognizer(_:shouldReceive:)`.
    case touchViewID = "touch.view.id"
    case touchViewClass = "touch.view.class"
    /// `touch.view is UIControl`.
    case touchViewIsControl = "touch.view.isControl"
    /// `touch.location(in: gestureRecognizer.view)`.
    case touchLocationX = "touch.location.x"
    case touchLocationY = "touch.location.y"
    case touchTapCount = "touch.tapCount"
    // The other recognizer of the pairwise questions.
    case otherID = "other.id"
    case otherKind = "other.kind"
    case otherViewID = "other.view.id"
    case otherViewClass = "other.view.class"
    case otherState = "other.state"

    /// Whose property it is and whether it changes during a gesture.
    enum Scope {
        /// The asking recognizer's, fixed by the scene.
        case recognizerFixed
        /// The asking recognizer's, changing as touches move.
        case recognizerLive
        case touch
        case otherFixed
        case otherLive
    }

    var scope: Scope {
        switch self {
        case .id, .kind, .viewID, .viewClass: return .recognizerFixed
        case .state, .numberOfTouches, .locationX, .locationY, .translationX, .translationY, .velocityX, .velocityY:
            return .recognizerLive
        case .touchViewID, .touchViewClass, .touchViewIsControl, .touchLocationX, .touchLocationY, .touchTapCount:
            return .touch
        case .otherID, .otherKind, .otherViewID, .otherViewClass: return .otherFixed
        case .otherState: return .otherLive
        }
    }

    var type: ExpressionType {
        switch self {
        case .id, .viewID, .viewClass, .touchViewID, .touchViewClass, .otherID, .otherViewID, .otherViewClass:
            return .string
        case .kind, .otherKind: return .kind
        case .state, .otherState: return .state
        case .touchViewIsControl: return .bool
        case .numberOfTouches, .locationX, .locationY, .translationX, .translationY, .velocityX, .velocityY,
            .touchLocationX, .touchLocationY, .touchTapCount:
            return .number
        }
    }

    /// Only a pan (and a screen-edge pan, a UIPanGestureRecognizer subclass) has a
    /// translation and a velocity (SEMANTICS §8.3, §8.7).
    var needsPan: Bool {
        switch self {
        case .translationX, .translationY, .velocityX, .velocityY: return true
        default: return false
        }
    }
}

/// The static type of an expression (FORMAT §2.4): checked when the scene is read, so a
/// replay never meets a comparison of a number with a string.
enum ExpressionType: Equatable, CustomStringConvertible {
    case number, bool, string
    /// A recognizer state, compared with a state name (`"began"`).
    case state
    /// A recognizer kind, compared with a kind name (`"pan"`, or UIKit's `"UIPanGestureRecognizer"`).
    case kind

    var description: String {
        switch self {
        case .number: return "a number"
        case .bool: return "a boolean"
        case .string: return "a string"
        case .state: return "a state"
        case .kind: return "a kind"
        }
    }

    /// Strings, states and kinds are all compared as text.
    var isText: Bool { self == .string || self == .state || self == .kind }
}
