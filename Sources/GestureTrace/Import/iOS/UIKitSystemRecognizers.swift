/// UIKit's own recognizers, by the class (or name) a dump or archive shows, with the component
/// each belongs to (issue 26 item 2), so an import that drops them says what the screen loses.
///
/// The importers drop them and list them with this name; when a component lands (SEMANTICS §9),
/// its row here is where the importers learn to map it (the text tap has: `textTapClasses`). Sources: the class names issue 26 collects from developers' reports
/// (`_UIParallaxTransitionPanGestureRecognizer` behind `interactivePopGestureRecognizer`,
/// `_UISwipeActionPanGestureRecognizer`, `UISystemGestureGateGestureRecognizer`); public code
/// that special-cases UIKit's text and drag recognizers by class name (`UIVariableDelayLoupeGesture`,
/// `UITapAndAHalfRecognizer`, `UIText…Recognizer`, `_UIDragLiftGestureRecognizer`); decompiled
/// UIKitCore, where `_UILongPressClickInteractionDriver` (a context menu's long press) makes a
/// `_UITouchDurationObservingGestureRecognizer`; and the recognizer dump of IOS-INPUTS §3.1
/// (`UIScrollViewKnobLongPressGestureRecognizer`, `multi-select.*` names).
package enum UIKitSystemRecognizers {
    static let components: [String: String] = [
        "_UIParallaxTransitionPanGestureRecognizer":
            "a navigation controller's back swipe (interactivePopGestureRecognizer)",
        "_UISwipeActionPanGestureRecognizer": "a table's swipe actions",
        "UISystemGestureGateGestureRecognizer": "the system's screen-edge gate",
        "UIVariableDelayLoupeGesture": "text interaction: the loupe",
        "UITapAndAHalfRecognizer": "text interaction: selection",
        "_UITouchDurationObservingGestureRecognizer": "a context menu's press (UIContextMenuInteraction)",
        "_UIRelationshipGestureRecognizer": "a context menu's or drag interaction's relationship recognizer",
        "_UIDragLiftGestureRecognizer": "a drag interaction's lift",
        "UIScrollViewKnobLongPressGestureRecognizer": "a scroll indicator's knob",
    ]

    /// The text interaction's tap, by the class iOS 26 builds (`UITextMultiTapRecognizer`) and
    /// the one earlier dumps show (`UITextTapRecognizer`): the importers write the view's `text`
    /// key, which installs it (SEMANTICS §9.8), so dropping the dumped one loses nothing.
    static let textTapClasses: Set<String> = ["UITextMultiTapRecognizer", "UITextTapRecognizer"]

    /// UIKit's recognizers that a scene construct installs, so the import drops the dumped one
    /// without losing it: the back swipe comes with a navigation controller's view when the
    /// import knows its stack (IOS-INPUTS §10.1), the gate with the window when it knows the
    /// device (§10.2). `_UISystemGestureGateGestureRecognizer` is the gate's newer name (K40).
    static let replayedByScene: [String: String] = [
        "_UIParallaxTransitionPanGestureRecognizer":
            "a navigation controller's back swipe: replayed by its view's 'navigation' key when the import "
            + "knows the stack (--controllers), SEMANTICS §9.7",
        "UISystemGestureGateGestureRecognizer":
            "the system's screen-edge gate: replayed by the window's 'systemGestures' key, SEMANTICS §9.11",
        "_UISystemGestureGateGestureRecognizer":
            "the system's screen-edge gate: replayed by the window's 'systemGestures' key, SEMANTICS §9.11",
    ]

    /// A table's or list collection view's swipe-action pan (SEMANTICS §9.12): on a list the
    /// importers write `list.swipeActionPan`, which installs `"<listId>.swipeActionPan"`, and map
    /// the dumped recognizer (and requirements naming it) to that id.
    package static let swipeActionPanClass = "_UISwipeActionPanGestureRecognizer"

    /// The name of a presented sheet's dismiss pan, a plain `UIPanGestureRecognizer` that
    /// `_UISheetInteraction` adds to the sheet's `UIDropShadowView` (SEMANTICS §9.14, code K57):
    /// the importers write the view's `sheet` key, which installs it as `"<viewId>.sheetPan"`.
    package static let sheetPanName = "_UISheetInteractionBackgroundDismissRecognizer"

    /// The names UIKit gives its own recognizers of public classes (IOS-INPUTS §3.1): the
    /// multi-select interaction's (`multi-select.…`), the `com.apple.UIKit.…` ones, and the two a
    /// UISwitch's visual element installs (`UISwitch-longPress`, `UISwitch-pan`; SEMANTICS §9.10,
    /// code K31). An app's recognizer never carries them, so an importer must not write them as
    /// the app's: a switch's own long press would then cancel the switch's tracking.
    package static func isSystemName(_ name: String) -> Bool {
        name.hasPrefix("com.apple.") || name.hasPrefix("multi-select.") || switchRecognizerNames.contains(name)
    }

    /// Which of a `UIContextMenuInteraction`'s recognizers (SEMANTICS §9.13; code K45, K46) a
    /// dumped recognizer is, by its class and, when the source prints it, its name: the
    /// importers write the view's `contextMenu` key for them, which installs all three. A
    /// `_UIRelationshipGestureRecognizer` is the menu's only by its name (drag interactions make
    /// them too); the touch-duration recognizer is the menu's press unless it is named otherwise.
    package static func contextMenuRole(className: String, name: String?) -> ContextMenuRole? {
        if let name {
            return ContextMenuRole.allCases.first { $0.uikitName == name && $0.className == className }
        }
        return className == ContextMenuRole.press.className ? .press : nil
    }

    /// The recognizers of `UISwitchModernVisualElement` (code K31, iOS 26.1).
    static let switchRecognizerNames: Set<String> = ["UISwitch-longPress", "UISwitch-pan"]

    /// The component a system recognizer belongs to, if known.
    package static func component(className: String, name: String?) -> String? {
        if let c = components[className] { return c }
        if className.hasPrefix("UIText"), className.hasSuffix("Recognizer") { return "text interaction" }
        if let n = name, n.hasPrefix("multi-select.") { return "the multi-select interaction" }
        if let n = name, n.hasPrefix("com.apple.UIKit.bandSelection") { return "band selection" }
        return nil
    }

    /// How a dropped system recognizer is listed: its class, then its component.
    package static func describe(className: String, name: String?) -> String {
        className + (name.map { " (\($0))" } ?? "") + (note(className: className, name: name).map { " " + $0 } ?? "")
    }

    /// What the import does about a dropped system recognizer, in brackets: replayed by a scene
    /// construct, or its component, not modelled yet; nil for an unknown class.
    package static func note(className: String, name: String?) -> String? {
        if name == sheetPanName {
            return "[a page sheet's dismiss pan: replayed by the view's 'sheet' key, SEMANTICS §9.14]"
        }
        if let n = name, switchRecognizerNames.contains(n) {
            return
                "[a UISwitch's own recognizer: its toggle is replayed by the switch's control tracking, SEMANTICS §9.10]"
        }
        if textTapClasses.contains(className) {
            return "[text interaction's tap: replayed by the view's 'text' key, SEMANTICS §9.8]"
        }
        if className == swipeActionPanClass {
            return
                "[a list's swipe actions: replayed by 'list.swipeActionPan' on a table or collection view, SEMANTICS §9.12; not on this view]"
        }
        if let replayed = replayedByScene[className] { return "[\(replayed)]" }
        if contextMenuRole(className: className, name: name) != nil {
            return "[a context menu's recognizer: replayed by the view's 'contextMenu' key, SEMANTICS §9.13]"
        }
        return component(className: className, name: name).map { "[\($0): not modelled yet]" }
    }
}
