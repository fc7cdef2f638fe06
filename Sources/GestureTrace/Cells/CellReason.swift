/// Why a table or collection view highlighted, unhighlighted, selected or deselected a cell
/// (SEMANTICS §9.5), with the touch and index paths as data. Rendered by `ReasonText`;
/// `table` picks UITableView's delegate method names over UICollectionView's.
package enum CellReason: Sendable, Equatable {
    /// The touch began on the cell: highlighted.
    case touchBegan(TouchID)
    /// The touch was cancelled: unhighlighted, not selected.
    case touchCancelled(TouchID)
    /// The touch ended (the unhighlight before a selection or deselection).
    case touchEnded(TouchID)
    /// The touch ended on the cell: selected.
    case touchEndedOnCell(TouchID)
    /// The touch ended on a selected cell of a multiple-selection list: deselected.
    case touchEndedOnSelected(TouchID)
    /// The touch ended, but `willDeselectRowAt`/`shouldDeselectItemAt` refused: still selected.
    case deselectRefused(TouchID, table: Bool)
    /// The touch ended, but `willSelectRowAt` returned nil (`shouldSelectItemAt` false).
    case selectRefused(TouchID, table: Bool)
    /// The touch ended and `willSelectRowAt` named another row, which is selected.
    case selectRedirected(TouchID, to: CellIndexPath)
    /// Another row was selected in a single-selection list: this one is deselected.
    case otherSelected(CellIndexPath)

    /// The touch the reason names, if any: `why` follows a touch to its outcome.
    package var touch: TouchID? {
        switch self {
        case .touchBegan(let t), .touchCancelled(let t), .touchEnded(let t), .touchEndedOnCell(let t),
            .touchEndedOnSelected(let t), .deselectRefused(let t, _), .selectRefused(let t, _),
            .selectRedirected(let t, _):
            return t
        case .otherSelected: return nil
        }
    }
}
