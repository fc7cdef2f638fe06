/// A cell's index path in its list: `IndexPath(row:section:)` or `IndexPath(item:section:)`,
/// printed `[section, item]` (FORMAT §2.1 `cell`, §4 `cell` records).
package struct CellIndexPath: Sendable, Equatable, Hashable, CustomStringConvertible {
    package var section: Int
    package var item: Int

    package init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    package var description: String { "[\(section), \(item)]" }
}

/// What the delegate's `tableView(_:willSelectRowAt:)` returns (for a collection view,
/// `collectionView(_:shouldSelectItemAt:)`: true or false) (SEMANTICS §9.5).
package enum WillSelectAnswer: Sendable, Equatable {
    /// The proposed index path: the touched cell is selected (the default, no delegate method).
    case same
    /// nil (false for a collection view): nothing is selected.
    case none
    /// Another index path: that row is selected instead (UITableView only).
    case other(CellIndexPath)
}

/// A `UITableViewCell`'s or `UICollectionViewCell`'s place in its list and the delegate's
/// answers for it (FORMAT §2.1 `cell`, SEMANTICS §9.5).
package struct CellSpec: Sendable, Equatable {
    /// Nil: the cell's position among its list's cells in the scene, in section 0 (FORMAT §2.1).
    package var indexPath: CellIndexPath?
    /// Selected when the replay starts (`selectRow(at:)` before the touches).
    package var selected = false
    /// `tableView(_:shouldHighlightRowAt:)` / `collectionView(_:shouldHighlightItemAt:)`.
    package var shouldHighlight = true
    package var willSelect = WillSelectAnswer.same
    /// `tableView(_:willDeselectRowAt:)` returning nil / `collectionView(_:shouldDeselectItemAt:)`
    /// returning false: false.
    package var shouldDeselect = true
    /// `leadingSwipeActionsConfigurationForRowAt` / `trailingSwipeActionsConfigurationForRowAt`
    /// (a list layout's providers for a collection view): nil, or no actions, means none
    /// (SEMANTICS §9.12).
    package var leadingSwipeActions: SwipeActionsConfiguration?
    package var trailingSwipeActions: SwipeActionsConfiguration?

    package init() {}

    /// The row's actions for one side, if it has any.
    package func swipeActions(_ edge: SwipeActionEdge) -> SwipeActionsConfiguration? {
        let configuration = edge == .leading ? leadingSwipeActions : trailingSwipeActions
        guard let configuration, !configuration.actions.isEmpty else { return nil }
        return configuration
    }
}

/// A `UITableView`'s or `UICollectionView`'s selection properties (FORMAT §2.1 `list`,
/// SEMANTICS §9.5).
package struct ListSpec: Sendable, Equatable {
    package var allowsSelection = true
    package var allowsMultipleSelection = false
    /// The list carries UIKit's swipe-action pan even when no cell of the scene declares
    /// actions (an imported screen whose dump shows `_UISwipeActionPanGestureRecognizer`,
    /// SEMANTICS §9.12); a cell with actions installs it anyway.
    package var swipeActionPan = false

    package init() {}
}

/// What a list did to one of its cells (FORMAT §4 `cell` records, SEMANTICS §9.5): each is
/// one `UITableViewDelegate`/`UICollectionViewDelegate` `did…` call.
package enum CellEvent: String, Sendable, CaseIterable {
    case highlight, unhighlight, select, deselect

    /// The delegate method UIKit calls for it: `didSelectRowAt` for a table view,
    /// `didSelectItemAt` for a collection view.
    package func delegateMethod(table: Bool) -> String {
        let noun = table ? "Row" : "Item"
        switch self {
        case .highlight: return "didHighlight\(noun)At"
        case .unhighlight: return "didUnhighlight\(noun)At"
        case .select: return "didSelect\(noun)At"
        case .deselect: return "didDeselect\(noun)At"
        }
    }
}
