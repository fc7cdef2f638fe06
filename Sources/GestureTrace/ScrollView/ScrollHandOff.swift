/// Why a nested scroll view's pan left the drag to its enclosing scroll view instead of trying
/// to begin (SEMANTICS §9.4.4), as a reason's payload: which scroll view, to which, and whether
/// it cannot scroll along the drag or abuts the content edge the drag pulls away from.
package struct ScrollHandOff: Sendable, Equatable {
    /// The nested scroll view's id.
    package var scrollView: String
    /// The enclosing scroll view's id.
    package var parent: String
    package var why: Why

    package enum Why: Sendable, Equatable {
        /// It cannot scroll along `axis`.
        case cannotScroll(Axis)
        /// It abuts `edge` (at content offset `offset` along that edge's axis) and the drag
        /// pulls away from it: `transfers…ScrollingToParent` hands it on.
        case atEdge(Edge, offset: Double)
    }

    /// A content edge, as reasons name it.
    package enum Edge: String, Sendable, Equatable, CaseIterable {
        case left, right, top, bottom
    }

    package init(scrollView: String, parent: String, why: Why) {
        self.scrollView = scrollView
        self.parent = parent
        self.why = why
    }

    /// The `transfers…ScrollingToParent` property that handed the drag on, if an edge did:
    /// x for left and right, y for top and bottom.
    package var transferAxis: Axis? {
        guard case .atEdge(let edge, _) = why else { return nil }
        return edge == .left || edge == .right ? .x : .y
    }
}
