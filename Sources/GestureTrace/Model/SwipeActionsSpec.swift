/// One `UIContextualAction` of a row's swipe actions (FORMAT §2.1 `cell`, SEMANTICS §9.12).
package struct SwipeAction: Sendable, Equatable {
    /// `UIContextualAction.Style`: a destructive first action gets a farther full-swipe
    /// threshold and an early trigger near the row's far end (SEMANTICS §9.12 rule 5).
    package enum Style: String, Sendable, CaseIterable {
        case normal, destructive
    }

    package var title: String
    package var style: Style
    /// The button's width in points; nil: `settings.swipeActionButtonWidth` (its width depends
    /// on the title's rendered size, which the model does not lay out; DECISIONS "Swipe actions").
    package var width: Double?

    package init(title: String, style: Style = .normal, width: Double? = nil) {
        self.title = title
        self.style = style
        self.width = width
    }
}

/// `UISwipeActionsConfiguration`: what `leadingSwipeActionsConfigurationForRowAt` or
/// `trailingSwipeActionsConfigurationForRowAt` (a list layout's providers, for a collection view)
/// returns for a row (SEMANTICS §9.12).
package struct SwipeActionsConfiguration: Sendable, Equatable {
    /// The actions, the first one nearest the row's edge (the one a full swipe performs).
    package var actions: [SwipeAction]
    /// `performsFirstActionWithFullSwipe` (default true, Apple's documentation S82).
    package var performsFirstActionWithFullSwipe: Bool

    package init(actions: [SwipeAction], performsFirstActionWithFullSwipe: Bool = true) {
        self.actions = actions
        self.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
    }
}

/// Which side's actions a swipe shows: leading actions for a swipe toward the trailing side
/// (rightward in a left-to-right layout), trailing for one toward the leading side
/// (SEMANTICS §9.12 rule 3).
package enum SwipeActionEdge: String, Sendable, CaseIterable {
    case leading, trailing
}

/// What a row's swipe did, printed as a `swipe` record (FORMAT §4, SEMANTICS §9.12): each is
/// what `_UISwipeHandler` does when its pan ends.
package enum SwipeActionEvent: String, Sendable, CaseIterable {
    /// The row stays open on its actions (`_moveSwipedItemToOffset:` to the open threshold).
    case revealed
    /// The row slides back closed: no action shows.
    case hidden
    /// A full swipe performed the first action (`swipeHandler:didConfirmSwipeWithInfo:`).
    case performed
}
