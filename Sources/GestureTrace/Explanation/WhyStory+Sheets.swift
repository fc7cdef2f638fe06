/// `why` for a presented page sheet (SEMANTICS §9.14): what the sheet did about each drag, the
/// recognizer that drove it, and the fixes developers use. The sheet's dismiss pan belongs to
/// UIKit's `_UISheetInteraction` (its delegate and target), so no fix sets an answer on it: the
/// fixes act on the presented controller (`isModalInPresentation`), its presentation
/// controller's delegate (`presentationControllerShouldDismiss`) or the app's own recognizer.
extension WhyStory {
    /// The scene's sheets' dismiss pans, by recognizer id, with their sheet's id.
    static func sheetPans(in scene: Scene) -> [String: String] {
        var out: [String: String] = [:]
        for spec in scene.recognizers {
            if case .sheetPan = spec.kind { out[spec.id] = scene.views[spec.view].id }
        }
        return out
    }

    /// A `sheet` record as a story line.
    static func sheetLine(_ t: String, sheet: String, recognizer: String, event: SheetEvent, reason: SheetReason)
        -> String
    {
        "\(t)  sheet '\(sheet)' \(event.rawValue) (\(recognizer)): \(ReasonText.string(reason)) (SEMANTICS §9.14)"
    }

    /// The story of sheet `id`: its records, the state changes of the recognizers that dragged
    /// it, and the usual fixes for what it did. Nil when `id` is not a sheet of the scene.
    static func sheetStory(_ id: String, _ records: [Record], scene: Scene, title: String) -> Story? {
        guard let view = scene.views.firstIndex(where: { $0.id == id }), let spec = scene.views[view].sheet else {
            return nil
        }
        let pan = scene.recognizers.first {
            if case .sheetPan = $0.kind { return $0.view == view } else { return false }
        }
        var drivers: Set<String> = []
        for record in records {
            if case let .sheet(sheet, r, _, _) = record.body, sheet == id { drivers.insert(r) }
        }
        if let pan { drivers.insert(pan.id) }
        var lines: [String] = []
        var events: [SheetEvent] = []
        for record in records {
            let t = "t=\(DecimalFormat.time(record.time))"
            switch record.body {
            case let .sheet(sheet, r, event, reason) where sheet == id:
                events.append(event)
                lines.append(sheetLine(t, sheet: sheet, recognizer: r, event: event, reason: reason))
            case let .state(r, from, to, reason, _) where drivers.contains(r) && to != .changed:
                lines.append("\(t)  \(r) \(from.rawValue) -> \(to.rawValue): \(ReasonText.string(reason))")
            default:
                break
            }
        }
        if events.isEmpty {
            lines.append(
                "no drag moved the sheet: its own dismiss pan never began, and a scroll view inside it hands it the pull only when its drag begins with the content at its top (SEMANTICS §9.14)"
            )
        }
        return Story(title: title, lines: lines, fixes: sheetFixes(id: id, events: events, spec: spec))
    }

    /// The usual fixes for what sheet `id` did (SEMANTICS §9.14), as patches `why` replays: a
    /// dismissed sheet kept by `isModalInPresentation` (or `presentationControllerShouldDismiss`
    /// answering false); a refused one let go by setting the refusing answer back.
    static func sheetFixes(id: String, events: [SheetEvent], spec: SheetSpec) -> [WhyFix] {
        var fixes: [WhyFix] = []
        if events.contains(.dismissed) || events.contains(.dismissBegan) {
            fixes.append(
                WhyFix(
                    ScenePatch(id, .modalInPresentation(true)),
                    "sets isModalInPresentation on the presented view controller (SwiftUI .interactiveDismissDisabled()): the drag can no longer dismiss the sheet, which rubber-bands, and presentationControllerDidAttemptToDismiss(_:) is called when the pull goes far enough, where you can ask to discard changes (SEMANTICS §9.14)",
                    aim: [id]))
            fixes.append(
                WhyFix(
                    ScenePatch(id, .shouldDismiss(false)),
                    "answers presentationControllerShouldDismiss(_:) false in the presentation controller's delegate, when the answer depends on the app's state (unsaved changes): the same refusal (SEMANTICS §9.14)",
                    aim: [id]))
        }
        if events.contains(.dismissRefused) || events.contains(.dismissAttempted) {
            let patch =
                spec.modalInPresentation
                ? ScenePatch(id, .modalInPresentation(false)) : ScenePatch(id, .shouldDismiss(true))
            let why =
                spec.modalInPresentation
                ? "isModalInPresentation is true" : "presentationControllerShouldDismiss(_:) answers false"
            fixes.append(
                WhyFix(
                    patch,
                    "lets the drag dismiss the sheet: it is refused because \(why); otherwise presentationControllerDidAttemptToDismiss(_:) is the place to confirm discarding changes and dismiss in code (SEMANTICS §9.14)",
                    aim: [id]))
        }
        return fixes
    }

    /// The fixes when the sheet's dismiss pan `id` was excluded by `other`: a scroll view's pan
    /// taking the drag is UIKit's design (it hands the sheet the pull at the content's top);
    /// an app's own pan wins the tie as the innermost recognizer (SEMANTICS §4.5, §6.8).
    static func sheetPanFixes(id: String, other: String, _ context: Context) -> [WhyFix] {
        if let scrollView = context.scrollViewOfPan[other] {
            return [
                .advice(
                    "\(other), the scroll view's pan, takes the drag inside the sheet; '\(scrollView)' hands the sheet the pull when its drag begins with the content at its top (SEMANTICS §9.14): this is UIKit's design, not a conflict to resolve"
                )
            ]
        }
        // The app's pan began first on the same move (the innermost wins the tie): the two
        // usual fixes act on it, never on UIKit's pan.
        return [
            WhyFix(
                ScenePatch(other, .shouldBegin(.expression("abs(velocity.x) > abs(velocity.y)"))),
                "answers \(other)'s gestureRecognizerShouldBegin(_:) on direction: it begins only for horizontal drags, so a downward drag moves the sheet (SEMANTICS §9.14, §6.7)"
            ),
            WhyFix(
                ScenePatch(other, .requireToFail([id])),
                "makes \(other) require(toFail:) the sheet's dismiss pan: vertical drags move the sheet, \(other) begins only when the sheet's pan fails (SEMANTICS §9.14, §6.1)"
            ),
        ]
    }
}
