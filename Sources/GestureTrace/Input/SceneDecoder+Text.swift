/// FORMAT §2.1 `text`: a UITextField's or UITextView's text interaction and the tap
/// recognizer it installs on the view (SEMANTICS §9.8).
extension SceneDecoder {
    static let textKeys = KeySet(["editable", "editing"])
    static let textSynonyms = ["isEditable": "editable", "isFirstResponder": "editing"]

    /// The `text` keys over `TextSpec()`'s defaults; only a UITextField or UITextView has them.
    func text(_ node: Int, viewClass: ViewClass) throws(TraceError) -> TextSpec {
        guard viewClass.isText else {
            throw context.error(
                node, "'text' is only valid on a UITextField or UITextView; this view is a '\(viewClass.rawValue)'")
        }
        let f = try context.object(node, "text", keys: SceneDecoder.textKeys, synonyms: SceneDecoder.textSynonyms)
        var spec = TextSpec()
        if let b = f["editable"] {
            spec.editable = try context.bool(b)
            if !spec.editable, viewClass == .textField {
                throw context.error(b, "a UITextField is always editable; 'editable: false' is a UITextView's")
            }
        }
        if let b = f["editing"] { spec.editing = try context.bool(b) }
        return spec
    }

    /// Attaches the text interaction's `UITextMultiTapRecognizer` to the view `index`, after a
    /// UITextView's scroll pan and before the view's own recognizers, as UIKit installs it when
    /// the view is created (SEMANTICS §9.8). Its id is `"<viewId>.textTap"`. A non-editable
    /// view gets none: its interaction is not modelled (docs/DECISIONS.md).
    mutating func addTextRecognizers(view index: Int, declaredAt idNode: Int) throws(TraceError) {
        guard let spec = views[index].text, spec.editable else { return }
        let viewID = views[index].id
        var tap = RecognizerSpec(id: viewID + ".textTap", kind: .textMultiTap, view: index)
        // UITextSelectionInteraction sets delaysTouchesEnded = NO on it (K23).
        tap.delaysTouchesEnded = false
        try register(tap.id, .recognizer(recognizers.count), node: idNode, builtInOf: index)
        views[index].recognizers.append(recognizers.count)
        recognizers.append(tap)
    }
}
