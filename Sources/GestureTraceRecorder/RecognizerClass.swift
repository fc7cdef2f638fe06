/// Which recognizers of an app's window the scene models, by the class name UIKit reports
/// (`NSStringFromClass`: `UITapGestureRecognizer`, `MyApp.WiggleRecognizer`,
/// `_UISystemGestureGateGestureRecognizer`, `SwiftUI.UIKitResponderGestureRecognizer`).
///
/// Three groups (docs/RECORDER.md "Recognizers"):
/// - UIKit's seven public concrete classes and the app's subclasses of them: modelled by kind
///   (the glue tests `isKind(of:)`, so `MyApp.PhotoPan` is a pan).
/// - The app's own other classes: a `script` placeholder with no steps (the app's code decides
///   when it acts; the user gives it steps or a `custom` class).
/// - Classes Apple's frameworks attach for themselves (text interaction, context menus, the
///   scroll view's knob, SwiftUI's gestures …): `isSystem`. Their behaviour is private, so
///   modelling one as its public base class would be a guess (a private subclass overrides
///   it) and a steps-less placeholder would claim it never acts. They are named in the scene
///   as a comment and left out, with any requirement on them (IOS-INPUTS §3.1 "system
///   recognizers").
public enum RecognizerClass {
    /// UIKit's public recognizer classes the engine models (FORMAT §2.2 `kind` accepts them).
    public static let modelled: Set<String> = [
        "UITapGestureRecognizer", "UILongPressGestureRecognizer", "UIPanGestureRecognizer",
        "UISwipeGestureRecognizer", "UIPinchGestureRecognizer", "UIRotationGestureRecognizer",
        "UIScreenEdgePanGestureRecognizer",
    ]

    /// Whether a class belongs to UIKit or SwiftUI rather than the app: an Objective-C name
    /// with UIKit's `UI` prefix that is not one of the modelled public classes
    /// (`UITextTapRecognizer`, `UIScrollViewKnobLongPressGestureRecognizer`,
    /// `UIHoverGestureRecognizer`), a private `_`-prefixed one
    /// (`_UIContextMenuLongPressGestureRecognizer`), or a class of the SwiftUI module
    /// (`SwiftUI.…`, or its mangled `_TtC7SwiftUI…` form). Apple reserves both prefixes for
    /// its own classes; an app's Swift classes are `Module.Name`.
    public static func isSystem(_ className: String) -> Bool {
        if modelled.contains(className) { return false }
        return className.hasPrefix("_") || className.hasPrefix("UI") || className.hasPrefix("SwiftUI.")
    }
}
