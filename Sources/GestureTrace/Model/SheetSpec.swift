/// A presented page sheet (FORMAT §2.1 `sheet`, SEMANTICS §9.14): the view it is declared on is
/// the sheet's container, UIKit's `UIDropShadowView`, which carries `_UISheetInteraction` and
/// its dismiss pan. What the app decides about dragging it away is here; the interaction's
/// numbers are settings (`sheetDecelerationRate`, `sheetDismissAttemptExtent`,
/// `sheetMinimumSwipeInterval`).
package struct SheetSpec: Sendable, Equatable {
    /// `UIViewController.isModalInPresentation` of the presented controller (SwiftUI
    /// `.interactiveDismissDisabled()`): the drag cannot dismiss the sheet, it rubber-bands and
    /// `presentationControllerDidAttemptToDismiss(_:)` is called (Apple, S98, S99).
    package var modalInPresentation: Bool
    /// The presentation controller delegate's `presentationControllerShouldDismiss(_:)`
    /// answer; false refuses the dismissal as `modalInPresentation` does (Apple, S100).
    package var shouldDismiss: Bool

    package init(modalInPresentation: Bool = false, shouldDismiss: Bool = true) {
        self.modalInPresentation = modalInPresentation
        self.shouldDismiss = shouldDismiss
    }

    /// UIKit's `_shouldDismissByDragging` for a sheet presenting nothing itself: not modal in
    /// presentation and the delegate allows it (code K58 `-_shouldDismissByDragging`).
    package var dismissible: Bool { !modalInPresentation && shouldDismiss }
}
