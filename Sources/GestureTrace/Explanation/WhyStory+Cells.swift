/// `why` for a table or collection view, or one of its cells (SEMANTICS §9.5): what the list
/// did to its cells, and for each touch that began on a cell and selected nothing, what took
/// it — a recognizer whose `cancelsTouchesInView` cancelled or discarded the touch (the
/// classic "didSelectRowAt is never called" under a keyboard-dismissing tap), or the list's own
/// scrolling — with the usual fix.
extension WhyStory {
    /// The story's lines and fixes for `id` when it names a list or a cell; nil otherwise.
    static func cellLines(_ id: String, _ records: [Record], scene: Scene) -> (lines: [String], fixes: [WhyFix])? {
        guard let subject = scene.views.firstIndex(where: { $0.id == id }) else { return nil }
        let view = scene.views[subject]
        guard view.viewClass.isList || view.viewClass.isCell else { return nil }
        let isTable = view.viewClass == .tableView || view.viewClass == .tableViewCell
        // A touch concerns the subject when the subject is on its responder chain: the list
        // for its cells' touches, the cell for its own and its subviews'.
        func concerns(_ chain: [String]) -> Bool { chain.contains(id) }
        var lines: [String] = []
        var fixes: [WhyFix] = []
        /// Touches that began under the subject and have not selected yet, with their hit record.
        var open: [TouchID: (record: Int, recognizers: [String])] = [:]
        for (i, record) in records.enumerated() {
            let t = "t=\(DecimalFormat.time(record.time))"
            switch record.body {
            case let .hit(touch, _, hitView, recognizers, chain, _, _) where concerns(chain):
                lines.append(
                    "\(t)  touch \(touch) began on '\(hitView ?? "nothing")'; \(id) is on its responder chain (SEMANTICS §3.1)"
                )
                if let hitView, let tracked = controlTracking(touch, hitView, after: i, records, scene: scene) {
                    // A control in the cell tracks the touch and consumes it (SEMANTICS §3.3).
                    let method = CellEvent.select.delegateMethod(table: isTable)
                    lines.append(
                        "t=\(DecimalFormat.time(tracked.time))  touch \(touch) was tracked by '\(hitView)', a \(tracked.viewClass.rawValue) in the cell: a control consumes the touches it tracks, so the list never saw it and \(method) was not called (SEMANTICS §3.3, §9.5)"
                    )
                } else {
                    open[touch] = (i, recognizers)
                }
            case let .cell(list, cell, indexPath, event, reason) where list == id || cell == id:
                let method = event.delegateMethod(table: isTable)
                lines.append(
                    "\(t)  \(list) \(method) \(indexPath)\(cell.map { " ('\($0)')" } ?? ""): \(ReasonText.string(reason)) (SEMANTICS §9.5)"
                )
                // A touch that ended in the list is told; a cancelled one is explained below.
                let cancelled: Bool
                if case .touchCancelled = reason { cancelled = true } else { cancelled = false }
                if event == .select || (event == .unhighlight && !cancelled), let touch = reason.touch {
                    open[touch] = nil
                }
            case let .swipe(list, cell, indexPath, event, reason) where list == id || cell == id:
                lines.append(swipeLine(t, cell: cell, indexPath: indexPath, event: event, reason: reason))
            default:
                break
            }
        }
        // Touches that began under the subject and never ended in the list: who took them.
        for (touch, hit) in open.sorted(by: { $0.value.record < $1.value.record }) {
            guard let (winner, to, time) = firstWinner(after: hit.record, among: hit.recognizers, records) else {
                continue
            }
            let verb = to == .recognized ? "recognized" : "began"
            if let tap = scene.recognizers.first(where: { $0.id == winner }), case .textMultiTap = tap.kind {
                let text = textCellLines(
                    field: scene.views[tap.view].id, tap: winner,
                    method: CellEvent.select.delegateMethod(table: isTable), time: time, touch: touch)
                lines.append(text.line)
                fixes.append(text.fix)
                continue
            }
            if let menu = contextMenus(in: scene)[winner] {
                let told = contextMenuCellLines(
                    menu, press: winner, method: CellEvent.select.delegateMethod(table: isTable),
                    presentedAt: menuPresented(by: winner, after: hit.record, records), touch: touch)
                if let told {
                    lines.append(told.line)
                    fixes.append(told.fix)
                    continue
                }
            }
            // The list's own pans are UIKit's: scrolling (SEMANTICS §9.4.2) and swipe actions
            // (§9.12) take the row's touch by design, so no fix is proposed for them.
            let swiping = scene.recognizers.contains { spec in
                guard spec.id == winner, case .swipeActionPan = spec.kind else { return false }
                return true
            }
            let tag =
                swiping
                ? "SEMANTICS §9.12, §9.5" : winner.hasSuffix(".pan") ? "SEMANTICS §9.4.2, §9.5" : "SEMANTICS §7.1, §9.5"
            let method = CellEvent.select.delegateMethod(table: isTable)
            lines.append(
                "t=\(DecimalFormat.time(time))  touch \(touch) never ended in the list: \(winner) \(verb) and took it (cancelsTouchesInView), so \(method) was not called (\(tag))"
            )
            if !winner.hasSuffix(".pan") && !swiping {
                fixes.append(
                    WhyFix(
                        ScenePatch(winner, .cancelsTouchesInView(false)),
                        "lets the list get touchesEnded and select the cell (SEMANTICS §7.2, §9.5)"))
                // The list the touch is in: the subject, or the list around the subject cell.
                let list = view.viewClass.isList ? id : listAround(subject, scene: scene)
                if let list {
                    fixes.append(
                        WhyFix(
                            ScenePatch(winner, .shouldReceiveTouch(.exceptInViews([list]))),
                            "lets \(winner) ignore touches in the list: gestureRecognizer(_:shouldReceive:) returning false for them (SEMANTICS §4.3)"
                        ))
                }
                // Often tried, and replayed to show whether it helps: the ended is not what is
                // lost, the cancel on recognition is (SEMANTICS §7.1, §7.4).
                fixes.append(
                    WhyFix(
                        ScenePatch(winner, .delaysTouchesEnded(false)),
                        "(often tried) sends touchesEnded to the views without waiting for \(winner) to decide (SEMANTICS §7.4)"
                    ))
            }
        }
        return (lines, fixes)
    }

    /// The table or collection view around view `v`, by id.
    private static func listAround(_ v: Int, scene: Scene) -> String? {
        var current = scene.views[v].parent
        var steps = 0
        while let c = current, steps <= scene.views.count {
            if scene.views[c].viewClass.isList { return scene.views[c].id }
            current = scene.views[c].parent
            steps += 1
        }
        return nil
    }

    /// When the control `view` hit by `touch` (hit record `index`) tracked it: the time of its
    /// touchDown, sent right after the touch's began reached it (SEMANTICS §9.1).
    private static func controlTracking(
        _ touch: TouchID, _ view: String, after index: Int, _ records: [Record], scene: Scene
    ) -> (time: Double, viewClass: ViewClass)? {
        guard let node = scene.views.first(where: { $0.id == view }), node.viewClass.isControl else { return nil }
        var began: Int?
        for j in (index + 1)..<records.count {
            if let b = began {
                guard records[j].frame == records[b].frame else { return nil }
                if case let .control(control, .touchDown, _) = records[j].body, control == view {
                    return (records[j].time, node.viewClass)
                }
            } else if case let .deliver(responder, .began, touches, _, _) = records[j].body, responder == view,
                touches.contains(touch)
            {
                began = j
            } else if case let .hit(_, _, other, _, _, _, _) = records[j].body, other == view {
                return nil
            }
        }
        return nil
    }

    /// The first recognizer among `ids` that began or recognized after record `index`.
    private static func firstWinner(
        after index: Int, among ids: [String], _ records: [Record]
    ) -> (String, DisplayState, Double)? {
        for record in records[(index + 1)...] {
            if case let .state(r, _, to, _, _) = record.body, ids.contains(r), to == .began || to == .recognized {
                return (r, to, record.time)
            }
        }
        return nil
    }
}
