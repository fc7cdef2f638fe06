/// `why` for what a view's `UIContextMenuInteraction` did to the touches around it
/// (SEMANTICS §9.13): its recognizers are UIKit's own, so the fixes that change their flags do
/// not apply; the stories name the interaction and say what developers do instead.
extension WhyStory {
    /// One context menu recognizer of the scene: its view's id and its role.
    struct ContextMenuRecognizer {
        var view: String
        var role: ContextMenuRole
    }

    /// The scene's context menu recognizers, by recognizer id.
    static func contextMenus(in scene: Scene) -> [String: ContextMenuRecognizer] {
        var out: [String: ContextMenuRecognizer] = [:]
        for spec in scene.recognizers {
            if case .contextMenu(let role) = spec.kind {
                out[spec.id] = ContextMenuRecognizer(view: scene.views[spec.view].id, role: role)
            }
        }
        return out
    }

    /// The fix when recognizer `id` lost to, or waited for, context menu recognizer `other`.
    static func contextMenuFix(id: String, other: String, _ menu: ContextMenuRecognizer) -> WhyFix {
        let interaction = "the UIContextMenuInteraction on '\(menu.view)'"
        switch menu.role {
        case .failure:
            return .advice(
                "\(interaction) makes every UILongPressGestureRecognizer on its touches wait for its failure recognizer \(other) (com.apple.UIKit.clickPresentationFailure), which succeeds when the menu is presented at contextMenuDuration (0.4 s), so \(id) never fires where a menu appears; do the long press's work from the menu (its actions, or contextMenuInteraction(_:willPerformPreviewActionForMenuWith:animator:)), or return nil from contextMenuInteraction(_:configurationForMenuAtLocation:) (tableView(_:contextMenuConfigurationForRowAt:point:)) where the long press should win, which ends the interaction and fails \(other) (SEMANTICS §9.13)"
            )
        case .press:
            return .advice(
                "\(interaction) makes a scroll view's pan wait for its press \(other), which begins its preview once the finger has stayed within contextMenuAllowableMovement for contextMenuPreviewDelay (0.15 s): then the pan fails and the drag does not scroll; a drag that moves at once fails the press and scrolls. This is UIKit's behaviour for rows with context menus, not a flag to change (SEMANTICS §9.13)"
            )
        case .exclusion:
            return .advice(
                "\(interaction) presented its menu: its exclusion recognizer \(other) (com.apple.UIKit.clickPresentationExclusion) succeeded, cancelled the views' touches and excluded \(id); a touch lifted before contextMenuDuration (0.4 s) is still a tap. To act when the menu appears, use contextMenuInteraction(_:willDisplayMenuFor:animator:) (SEMANTICS §9.13, §6.4)"
            )
        }
    }

    /// The cell story's line and fix when a context menu took a touch that began on a cell:
    /// the menu was presented instead of the row being selected. `presentedAt`: when the menu
    /// was presented, if it was.
    static func contextMenuCellLines(
        _ menu: ContextMenuRecognizer, press: String, method: String, presentedAt: Double?, touch: TouchID
    ) -> (line: String, fix: WhyFix)? {
        guard let time = presentedAt else { return nil }
        return (
            "t=\(DecimalFormat.time(time))  touch \(touch) never ended in the list: the context menu of '\(menu.view)' (UIContextMenuInteraction, its press \(press)) was presented at contextMenuDuration, and its exclusion recognizer cancelled the touch (cancelsTouchesInView), so \(method) was not called (SEMANTICS §9.13, §7.1, §9.5)",
            .advice(
                "a touch held past contextMenuDuration (0.4 s) on a row with a context menu presents the menu instead of selecting the row, as in UIKit; a tap lifted earlier still selects it. To open the row from the menu, handle tableView(_:willPerformPreviewActionForMenuWith:animator:) (collectionView(_:willPerformPreviewActionForMenuWith:animator:)); to keep a row selectable by a long press, return nil from tableView(_:contextMenuConfigurationForRowAt:point:) for it (SEMANTICS §9.13)"
            )
        )
    }

    /// When the context menu of recognizer `press`'s view was presented, after record `index`.
    static func menuPresented(by press: String, after index: Int, _ records: [Record]) -> Double? {
        for record in records[(index + 1)...] {
            if case let .menu(_, recognizer, .presented) = record.body, recognizer == press { return record.time }
        }
        return nil
    }
}
