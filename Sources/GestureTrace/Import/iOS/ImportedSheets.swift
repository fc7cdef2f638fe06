/// Which imported views are presented page sheets' containers (SEMANTICS §9.14), so the written
/// scene gives them the `sheet` key and the sheet's dismiss pan comes back with it.
///
/// A presentation puts the presented controller's view in a `UIDropShadowView`; a sheet
/// presentation that is not the window's root also adds a `UIDimmingView` to the same
/// container, a `UITransitionView` (`UISheetPresentationController -presentationTransitionWillBegin`
/// and `-_transitionWillBegin:`, code K58). The window's root controller sits in a
/// `UIDropShadowView` too, with no dimming view and no sheet interaction. So a
/// `UIDropShadowView` with a `UIDimmingView` sibling is a presented sheet's container; a
/// recognizer dump that shows the sheet's `_UISheetInteractionBackgroundDismissRecognizer` on a
/// view marks it as well (`ImportedView.sheet`).
package enum ImportedSheets {
    /// The class UIKit wraps a presented controller's view in.
    static let containerClass = "UIDropShadowView"

    /// Whether view `index` of `scene` is a presented sheet's container by the dump's structure.
    package static func isPresentedSheetContainer(_ index: Int, in scene: ImportedScene) -> Bool {
        let v = scene.views[index]
        guard v.printedClass == containerClass, let parent = v.parent else { return false }
        return scene.views[parent].subviews.contains { scene.views[$0].printedClass == "UIDimmingView" }
    }

    /// Marks every presented sheet's container of `scene` (its `sheet` flag).
    package static func mark(_ scene: inout ImportedScene) {
        for i in scene.views.indices where !scene.views[i].sheet && isPresentedSheetContainer(i, in: scene) {
            scene.views[i].sheet = true
        }
    }
}
