/// What a `UITextField`'s or `UITextView`'s `UITextInteractionAssistant` does when its
/// `UITextMultiTapRecognizer` sends an action (SEMANTICS §9.8; code K23, iOS 26.1):
/// `_checkForRepeatedTap:` calls `setFirstResponderIfNecessary` when the recognizer begins
/// (editing begins, once), then places the caret for one tap and selects with the granularity
/// of the tap count for more (`_textGranularityForNumberOfTaps:`: a word for two, a paragraph
/// beyond). One instance per view and replay: being first responder outlives an attempt.
final class TextInteraction {
    /// `isFirstResponder`.
    private(set) var editing: Bool

    init(spec: TextSpec) {
        editing = spec.editing
    }

    /// The events of one action of the tap recognizer, in the order UIKit performs them.
    func respond(to state: DisplayState, taps: Int) -> [TextEvent] {
        switch state {
        case .began:
            var events: [TextEvent] = []
            if !editing {
                editing = true
                events.append(.editingBegan)
            }
            events.append(.caretPlaced)
            return events
        case .changed:
            return taps == 2 ? [.selectedWord] : [.selectedParagraph]
        default:
            return []
        }
    }
}
