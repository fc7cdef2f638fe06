/// FORMAT §2.1 `sheet`: the view is a presented page sheet's container (`UIDropShadowView`),
/// which UIKit gives a `_UISheetInteraction` and its dismiss pan (SEMANTICS §9.14).
extension SceneDecoder {
    static let sheetKeys = KeySet(["modalInPresentation", "shouldDismiss"])

    /// UIKit's and SwiftUI's names for the sheet keys.
    static let sheetSynonyms = [
        "isModalInPresentation": "modalInPresentation",
        "interactiveDismissDisabled": "modalInPresentation",
        "presentationControllerShouldDismiss": "shouldDismiss",
    ]

    /// The `sheet` keys over UIKit's defaults (dismissible by dragging).
    func sheet(_ node: Int) throws(TraceError) -> SheetSpec {
        let f = try context.object(node, "sheet", keys: SceneDecoder.sheetKeys, synonyms: SceneDecoder.sheetSynonyms)
        var spec = SheetSpec()
        if let b = f["modalInPresentation"] { spec.modalInPresentation = try context.bool(b) }
        if let b = f["shouldDismiss"] { spec.shouldDismiss = try context.bool(b) }
        return spec
    }

    /// Installs the sheet's dismiss pan, `"<viewId>.sheetPan"`, before the view's own
    /// recognizers: `_UISheetInteraction -init` makes a plain `UIPanGestureRecognizer` named
    /// `_UISheetInteractionBackgroundDismissRecognizer`, the interaction its delegate and target,
    /// and `-didMoveToView:` adds it to the view the interaction is added to, the sheet's
    /// `UIDropShadowView`, when the sheet is presented (SEMANTICS §9.14, code K57, K58). Its
    /// `cancelsTouchesInView` and delays are a pan's defaults.
    mutating func addSheetPan(view index: Int, declaredAt idNode: Int) throws(TraceError) {
        let pan = RecognizerSpec(id: views[index].id + ".sheetPan", kind: .sheetPan, view: index)
        try register(pan.id, .recognizer(recognizers.count), node: idNode, builtInOf: index)
        views[index].recognizers.append(recognizers.count)
        recognizers.append(pan)
    }
}
