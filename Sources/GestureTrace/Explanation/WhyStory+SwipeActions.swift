/// `why` for a list's swipe actions (SEMANTICS §9.12): what a row's swipe did, and, when the
/// swipe-action pan lost, the component and the fix developers use. The pan's delegate is
/// UIKit's `_UISwipeHandler`, so no fix sets a delegate answer on it: the fixes act on the
/// other recognizer or on the rows' configurations.
extension WhyStory {
    /// The scene's swipe-action pans, by recognizer id, with their list's id.
    static func swipeActionPans(in scene: Scene) -> [String: String] {
        var out: [String: String] = [:]
        for spec in scene.recognizers {
            if case .swipeActionPan = spec.kind { out[spec.id] = scene.views[spec.view].id }
        }
        return out
    }

    /// A `swipe` record as a story line.
    static func swipeLine(
        _ t: String, cell: String, indexPath: CellIndexPath, event: SwipeActionEvent, reason: SwipeActionReason
    ) -> String {
        let what: String
        switch event {
        case .revealed: what = "\(reason.edge.rawValue) swipe actions revealed"
        case .hidden: what = "\(reason.edge.rawValue) swipe actions hidden (the row slid back)"
        case .performed: what = "\(reason.edge.rawValue) swipe's first action performed"
        }
        return "\(t)  row '\(cell)' \(indexPath): \(what): \(ReasonText.string(reason)) (SEMANTICS §9.12)"
    }

    /// A back swipe that waited for a swipe-action pan: the iOS 26 content back swipe's rule.
    static func contentSwipeWaitNote(_ pan: String) -> [WhyFix] {
        [
            .advice(
                "the content back swipe waits for every list's swipe-action pan (the navigation controller requires them to fail, SEMANTICS §9.7, §9.12 rule 6): a rightward swipe on a row with leading actions opens them instead of popping; on a row without leading actions \(pan) fails at 25 pt and the pop goes on"
            )
        ]
    }

    /// The fixes for a swipe-action pan `id` on list `list` that ended for `reason`.
    static func swipeActionFixes(for reason: Reason, id: String, list: String, _ context: Context) -> [WhyFix] {
        switch reason {
        case .shouldBegin(.swipeActions(.noActions(let cell, let edge))):
            let swipe = edge == .trailing ? "leftward" : "rightward"
            return [
                .advice(
                    "'\(cell)' has no \(edge.rawValue) swipe actions: \(edge.rawValue)SwipeActionsConfigurationForRowAt returned nil or no actions for its row, and a \(swipe) swipe asks for the \(edge.rawValue) ones (in a left-to-right layout); return a UISwipeActionsConfiguration with actions (scene key cell.\(edge.rawValue)SwipeActions, SEMANTICS §9.12 rule 3)"
                )
            ]
        case .shouldBegin(.swipeActions(.noRow)):
            return [
                .advice("the touch was on no row of \(list): swipe actions belong to rows (SEMANTICS §9.12 rule 3)")
            ]
        case .rule(.swipeActionVertical):
            return [
                .advice(
                    "swipe actions need a mostly horizontal swipe: when the finger had moved swipeActionHysteresis (25 pt), it had moved further vertically than horizontally (SEMANTICS §9.12 rule 2)"
                )
            ]
        default:
            break
        }
        switch ReasonMeaning(reason) {
        case .excluded(let other) where context.scrollViewOfPan[other] == list:
            return [
                .advice(
                    "the drag was vertical, so \(list) scrolled: its pan begins after 10 pt along its axis while swipe actions need 25 pt of horizontal movement (SEMANTICS §9.12 rule 2); that is UIKit's behaviour, not a conflict"
                )
            ]
        case .excluded(let other):
            return [
                WhyFix(
                    ScenePatch(other, .requireToFail([id])),
                    "makes \(other) wait for \(list)'s swipe actions: in code, \(other).require(toFail:) the table's _UISwipeActionPanGestureRecognizer (found in tableView.gestureRecognizers); \(other) then begins only where the swipe handler refuses, on rows without actions for the swipe's side (SEMANTICS §6.1, §9.12 rule 4)"
                ),
                .advice(
                    "or make \(other)'s gestureRecognizerShouldBegin refuse a horizontal start toward the row's actions (a leftward velocity for trailing actions), so it stays out of swipe to delete (SEMANTICS §6.7, §9.12 rule 4)"
                ),
            ]
        case .requiredToFail(let other) where context.backSwipes[other] != nil:
            return [
                .advice(
                    "leading swipe actions that start within the back swipe's edge region lose to it: on a pushed screen the navigation controller makes every recognizer, the swipe-action pan included, wait for its edge back swipe (SEMANTICS §9.7 rule 4, §9.12 rule 6); a swipe that starts further in opens them"
                )
            ]
        default:
            return []
        }
    }
}
