/// `why` for a text field's or text view's text tap (SEMANTICS §9.8): the recognizer is
/// UIKit's own, so the generic fixes that change its flags do not apply; the stories say what
/// the tap did and what developers do instead.
extension WhyStory {
    /// The scene's text taps: recognizer id → the text field's or text view's id.
    static func textTaps(in scene: Scene) -> [String: String] {
        var out: [String: String] = [:]
        for spec in scene.recognizers {
            if case .textMultiTap = spec.kind { out[spec.id] = scene.views[spec.view].id }
        }
        return out
    }

    /// The fix when a view's touch was cancelled by its text field's tap: the field sends
    /// `touchCancel`, never `touchUpInside`, for a tap that begins editing (Q23).
    static func textCancelFix(field: String) -> WhyFix {
        .advice(
            "\(field)'s text tap is UIKit's and takes every tap in the field (a tap that begins editing ends in touchCancel, never touchUpInside): observe editingDidBegin or textFieldDidBeginEditing/textViewDidBeginEditing instead of touch events (SEMANTICS §9.8)"
        )
    }

    /// The note when the story's subject was excluded by a text tap: a tap in the field is the
    /// field's, which is what a dismiss-keyboard tap wants.
    static func textExclusionNote(field: String, tap: String) -> WhyFix {
        .advice(
            "a tap in \(field) belongs to its text interaction: \(tap) (UITextMultiTapRecognizer) begins at the lift and excludes a 1-tap tap on an ancestor, so a dismiss-keyboard tap does not fire for it and the keyboard stays; to also act on such a tap, use textFieldDidBeginEditing (SEMANTICS §9.8, §6.4)"
        )
    }

    /// The cell story's line and fix when a text tap took a touch that began in its field in a
    /// cell: editing began instead of selection.
    static func textCellLines(field: String, tap: String, method: String, time: Double, touch: TouchID)
        -> (line: String, fix: WhyFix)
    {
        (
            "t=\(DecimalFormat.time(time))  touch \(touch) never ended in the list: it lifted in the text field '\(field)', whose text tap \(tap) began editing and took it (cancelsTouchesInView), so \(method) was not called (SEMANTICS §9.8, §7.1, §9.5)",
            .advice(
                "a tap in a text field edits it rather than selecting its row; to select the row too, select it from textFieldDidBeginEditing (tableView.selectRow(at:animated:scrollPosition:)), or keep the field from taking touches (isUserInteractionEnabled = false) until the row is selected (SEMANTICS §9.8)"
            )
        )
    }
}
