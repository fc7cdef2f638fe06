/// UIKit's swipe actions on table and list collection view rows (SEMANTICS §9.12): which row a
/// swipe starts on, which side's actions a direction shows, how far the row opens, and what a
/// swipe does when the finger lifts. Read by `SwipeActionPanLogic`; every number is iOS 26.1's
/// UIKitCore (code K41–K44) unless DECISIONS "Swipe actions" says otherwise.
enum SwipeActionRules {
    /// The cell of `list` under `point` (window coordinates), as `indexPathForRowAtPoint:` finds
    /// it for `swipeHandler:mayBeginSwipeAtLocation:withProposedDirection:` (code K42): the
    /// first of the list's cells, in scene order, whose bounds hold the point.
    static func row(at point: Point, in list: Int, scene: Scene, geometry: ViewGeometry) -> Int? {
        let listClass = scene.views[list].viewClass
        guard listClass.isList else { return nil }
        for v in (list + 1)..<geometry.subtreeEnd[list] where geometry.isInSubtree(v, of: list) {
            let view = scene.views[v]
            guard view.viewClass.listClass == listClass, view.cell != nil, CellSelection.list(of: v, in: scene) == list,
                let local = geometry.fromWindow(point, to: v, in: scene), view.bounds.contains(local)
            else { continue }
            return v
        }
        return nil
    }

    /// The side whose actions a swipe shows: `_UISwipeHandler -_directionForGestureRecognizer:`
    /// calls a negative horizontal velocity a leftward swipe (any other, rightward), and
    /// `UISwipeActionController -_swipeActionsConfigurationForSwipeDirection:indexPath:` gives a
    /// leftward swipe the trailing actions in a left-to-right layout (code K41, K42).
    static func edge(velocityX: Double) -> SwipeActionEdge {
        velocityX < 0 ? .trailing : .leading
    }

    /// The sign of the row's offset when it opens toward `edge`'s actions: trailing actions
    /// show when the row moves left.
    static func sign(_ edge: SwipeActionEdge) -> Double { edge == .trailing ? -1 : 1 }

    /// `UISwipeActionPullView -openThreshold`: the buttons' widths added (code K43); the
    /// inter-button padding of the classic pull view is 0 in the model ⚠.
    static func openWidth(_ configuration: SwipeActionsConfiguration, settings: Settings) -> Double {
        configuration.actions.reduce(0) { $0 + ($1.width ?? settings.swipeActionButtonWidth) }
    }

    /// `UISwipeOccurrence -confirmationDistanceForPrimaryActionInSwipeActionPullView:` (code K43):
    /// how far the row must move for a full swipe. A destructive first action: the row's width
    /// less 29 pt (leftward) or 64 pt (rightward); any other: 52.5 % of the row's width. The
    /// swiped view's pull-view and safe-area insets are taken as 0 (a full-width row).
    static func fullSwipeDistance(rowWidth: Double, edge: SwipeActionEdge, destructive: Bool) -> Double {
        guard destructive else { return rowWidth * 0.525 }
        return rowWidth - (edge == .trailing ? 29 : 64)
    }

    /// The width, from the list's far side, of the zone where a destructive first action
    /// triggers early (`_UISwipeHandler -_swipeRecognizerChanged:`, code K41): 75 pt for a
    /// 375 pt list, 50 pt otherwise below 414 pt; from 414 pt the value is a table indexed by
    /// the device idiom that the decompilation does not show (75 pt assumed, DECISIONS).
    static func earlyTriggerZone(listWidth: Double) -> Double {
        if listWidth >= 414 { return 75 }
        return listWidth == 375 ? 75 : 50
    }

    /// The fraction of the full-swipe distance past which a destructive first action triggers
    /// early, from the swipe's speed (code K41): |v| / 2500 clamped to 0.66…0.8 (0.5…0.75 from
    /// a 414 pt list).
    static func earlyTriggerFraction(listWidth: Double, speed: Double) -> Double {
        let wide = listWidth >= 414
        return min(max(wide ? 0.5 : 0.66, speed / 2500), wide ? 0.75 : 0.8)
    }

    /// The speed above which the release direction alone decides open or closed (code K41
    /// `-_swipeRecognizerEnded:wasCancelled:`), in points per second.
    static let flingSpeed = 50.0

    /// What the swipe does when its pan ends or is cancelled (code K41
    /// `-_swipeRecognizerEnded:wasCancelled:`): a confirmed full swipe performs the first action
    /// (not when cancelled); otherwise, released slower than 50 pt/s the row opens past half the
    /// actions' width, faster it opens when still moving toward the actions' side.
    static func outcome(
        _ swipe: SwipeInProgress, offset: Double, velocityX: Double, cancelled: Bool
    ) -> (SwipeActionEvent, SwipeActionReason) {
        let edge = swipe.edge
        if swipe.confirmed, !cancelled, let first = swipe.configuration.actions.first {
            return (
                .performed,
                .fullSwipe(
                    edge: edge, action: first.title, destructive: first.style == .destructive,
                    distance: swipe.confirmedAt, limit: swipe.fullSwipeDistance, early: swipe.early)
            )
        }
        let along = offset * sign(edge)
        let towardActions = velocityX * sign(edge)
        let half = swipe.openWidth / 2
        if abs(velocityX) <= flingSpeed {
            if along > half {
                return (.revealed, .releasedPastHalf(edge: edge, distance: along, half: half, cancelled: cancelled))
            }
            return (.hidden, .releasedShort(edge: edge, distance: along, half: half, cancelled: cancelled))
        }
        if towardActions > flingSpeed {
            return (.revealed, .flungOpen(edge: edge, speed: abs(velocityX), limit: flingSpeed, cancelled: cancelled))
        }
        return (.hidden, .flungClosed(edge: edge, speed: abs(velocityX), limit: flingSpeed, cancelled: cancelled))
    }
}

/// The swipe a list's swipe-action pan is performing (`_UISwipeHandler`'s current swipe
/// configuration): set when the handler lets the pan begin on a row, cleared at reset.
struct SwipeInProgress {
    var row: Int
    var edge: SwipeActionEdge
    var configuration: SwipeActionsConfiguration
    var openWidth: Double
    var fullSwipeDistance: Double
    /// A full swipe may perform the first action: `performsFirstActionWithFullSwipe`.
    var fullSwipeAllowed: Bool
    /// The row's offset was jumped to the full-swipe distance by a destructive action's early
    /// trigger (`_confirmationTranslationAdjustment`).
    var adjustment = 0.0
    /// The last change left the swipe confirmed (`_currentSwipeState` 1), and at what distance.
    var confirmed = false
    var confirmedAt = 0.0
    /// The confirmation came from the destructive early trigger.
    var early = false
}

/// Why a row's swipe revealed, hid or performed (FORMAT §4 `swipe` records, SEMANTICS §9.12),
/// with the distances and speeds that decided. Rendered by `ReasonText`.
package enum SwipeActionReason: Sendable, Equatable {
    /// Released at `distance` (points toward the actions' side) beyond half the actions'
    /// width, slower than the fling speed.
    case releasedPastHalf(edge: SwipeActionEdge, distance: Double, half: Double, cancelled: Bool)
    /// Released short of half the actions' width, slowly.
    case releasedShort(edge: SwipeActionEdge, distance: Double, half: Double, cancelled: Bool)
    /// Released moving toward the actions' side faster than the fling speed.
    case flungOpen(edge: SwipeActionEdge, speed: Double, limit: Double, cancelled: Bool)
    /// Released moving back faster than the fling speed.
    case flungClosed(edge: SwipeActionEdge, speed: Double, limit: Double, cancelled: Bool)
    /// A full swipe: the row moved `distance` ≥ the full-swipe distance `limit` (or, `early`,
    /// a destructive action's early trigger jumped it there) and the finger lifted.
    case fullSwipe(
        edge: SwipeActionEdge, action: String, destructive: Bool, distance: Double, limit: Double, early: Bool)

    /// The side whose actions the swipe was about.
    package var edge: SwipeActionEdge {
        switch self {
        case .releasedPastHalf(let edge, _, _, _), .releasedShort(let edge, _, _, _), .flungOpen(let edge, _, _, _),
            .flungClosed(let edge, _, _, _), .fullSwipe(let edge, _, _, _, _, _):
            return edge
        }
    }
}

/// Why the swipe handler would not let its pan begin (`swipeHandler:mayBeginSwipeAtLocation:
/// withProposedDirection:`, SEMANTICS §9.12 rule 3).
package enum SwipeActionRefusal: Sendable, Equatable {
    /// No row of the list is under the touch.
    case noRow
    /// The row has no actions for the swipe's side.
    case noActions(cell: String, edge: SwipeActionEdge)
}
