/// A `UITextField`'s or `UITextView`'s text interaction (FORMAT §2.1 `text`, SEMANTICS §9.8):
/// what its `UITextInteractionAssistant` reads when the tap recognizer it installs fires.
package struct TextSpec: Sendable, Equatable {
    /// `isEditable` (a UITextView's; a UITextField is always editable while `isEnabled`). Only
    /// an editable view installs the editable interaction's tap recognizer here: the
    /// non-editable interaction's recognizers are not modelled (docs/DECISIONS.md).
    package var editable = true
    /// `isFirstResponder` when the replay starts: the tap then moves the caret instead of
    /// beginning editing.
    package var editing = false

    package init() {}
}

/// What a text view's interaction did when its tap recognizer sent an action (SEMANTICS §9.8):
/// the `text` record's `event`.
package enum TextEvent: String, Sendable, CaseIterable {
    /// `setFirstResponderIfNecessary`: the view became first responder (the delegate's
    /// `textFieldDidBeginEditing`/`textViewDidBeginEditing`, `editingDidBegin`).
    case editingBegan
    /// One tap: the caret moved to the tapped position.
    case caretPlaced
    /// Two taps: the word under the finger was selected.
    case selectedWord
    /// Three taps or more: the paragraph was selected.
    case selectedParagraph
}
