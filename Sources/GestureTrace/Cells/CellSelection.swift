/// A UITableView's or UICollectionView's own touch handling (SEMANTICS §9.5): the list
/// highlights the cell a touch reaches, and selects it when that touch ends, as its
/// `touches…` methods are called along the responder chain (view delivery reaches the list
/// after the cell forwards; a control in the cell that tracks the touch consumes it, so the row
/// is not selected, SEMANTICS §3.3).
///
/// - began: the first touch reaching a list that tracks none, on one of its cells: with
///   `allowsSelection` and `shouldHighlight` true the cell is highlighted (`didHighlight…`);
///   `shouldHighlight` false bypasses the whole selection (doc S45).
/// - ended: the highlight goes, then the cell is selected (`didSelect…`) unless
///   `willSelect` says nil; with `allowsMultipleSelection` a selected cell is deselected
///   instead; without it, the rows selected before are deselected first.
/// - cancelled (a recognizer with `cancelsTouchesInView` took the touch, the scroll view began
///   scrolling, SEMANTICS §7.1, §9.4): the highlight goes and nothing is selected.
///
/// Records are `cell` records (FORMAT §4), each a delegate `did…` call.
struct CellSelection {
    /// The scene as it is now (`LiveScene`, SEMANTICS §2.12).
    let live: LiveScene
    var scene: Scene { live.scene }
    let touches: TouchTable
    let log: RecordLog
    /// Per view: for a cell, its list; nil otherwise.
    private let listOfCell: [Int?]
    /// Per view: for a cell, its index path (given, or its position among its list's cells).
    private let pathOfCell: [CellIndexPath?]
    /// Per list: the touch it tracks, the cell it reached and whether that cell is highlighted.
    private var tracking: [Int: (touch: Int, cell: Int, highlighted: Bool)] = [:]
    /// Per list: its selected index paths, in the order they were selected.
    private var selected: [Int: [CellIndexPath]] = [:]

    /// Whether some list tracks a touch (by its key, which must stay readable).
    var isTrackingAnyTouch: Bool { !tracking.isEmpty }

    init(live: LiveScene, touches: TouchTable, log: RecordLog) {
        let scene = live.scene
        self.live = live
        self.touches = touches
        self.log = log
        var lists: [Int?] = Array(repeating: nil, count: scene.views.count)
        var paths: [CellIndexPath?] = Array(repeating: nil, count: scene.views.count)
        var cellsSoFar: [Int: Int] = [:]
        // Views are in pre-order, so a list's cells come in their on-screen declaration order.
        for (v, view) in scene.views.enumerated() {
            guard let cell = view.cell, let listClass = view.viewClass.listClass else { continue }
            var ancestor = view.parent
            while let a = ancestor, scene.views[a].viewClass != listClass { ancestor = scene.views[a].parent }
            guard let list = ancestor else { continue }
            lists[v] = list
            let position = cellsSoFar[list, default: 0]
            cellsSoFar[list] = position + 1
            let path = cell.indexPath ?? CellIndexPath(section: 0, item: position)
            paths[v] = path
            if cell.selected { selected[list, default: []].append(path) }
        }
        listOfCell = lists
        pathOfCell = paths
    }

    /// The list's `touches…` method for one call (SEMANTICS §9.5).
    mutating func handle(list: Int, phase: TouchPhase, keys: [Int]) {
        guard let spec = scene.views[list].list else { return }
        switch phase {
        case .began:
            guard tracking[list] == nil else { return }
            for key in keys {
                guard let cell = cell(under: key, in: list), let cellSpec = scene.views[cell].cell else { continue }
                // SEMANTICS §9.5: no selection, no highlight; shouldHighlight false bypasses selection.
                guard spec.allowsSelection, cellSpec.shouldHighlight else { return }
                tracking[list] = (key, cell, true)
                emit(list, cell, .highlight, .touchBegan(touches[key].id))
                return
            }
        case .ended:
            guard let tracked = tracking[list], keys.contains(tracked.touch) else { return }
            tracking[list] = nil
            touchUp(list, spec, tracked.cell, touch: tracked.touch)
        case .cancelled:
            guard let tracked = tracking[list], keys.contains(tracked.touch) else { return }
            tracking[list] = nil
            emit(list, tracked.cell, .unhighlight, .touchCancelled(touches[tracked.touch].id))
        case .moved, .stationary:
            return
        }
    }

    /// The touch up on a highlighted cell: deselect it (multiple selection, already selected)
    /// or select what `willSelect` says, deselecting the rows selected before (SEMANTICS §9.5).
    private mutating func touchUp(_ list: Int, _ spec: ListSpec, _ cell: Int, touch key: Int) {
        guard let path = pathOfCell[cell], let cellSpec = scene.views[cell].cell else { return }
        let id = touches[key].id
        let isTable = scene.views[list].viewClass == .tableView
        var current = selected[list, default: []]
        if spec.allowsMultipleSelection, current.contains(path) {
            guard cellSpec.shouldDeselect else {
                emit(list, cell, .unhighlight, .deselectRefused(id, table: isTable))
                return
            }
            emit(list, cell, .unhighlight, .touchEnded(id))
            current.removeAll { $0 == path }
            selected[list] = current
            emit(list, cell, .deselect, .touchEndedOnSelected(id))
            return
        }
        let target: CellIndexPath
        switch cellSpec.willSelect {
        case .same:
            target = path
        case .none:
            emit(list, cell, .unhighlight, .selectRefused(id, table: isTable))
            return
        case .other(let other):
            target = other
        }
        emit(list, cell, .unhighlight, .touchEnded(id))
        if !spec.allowsMultipleSelection {
            for old in current where old != target {
                let oldCell = self.cell(at: old, in: list)
                if let oldCell, scene.views[oldCell].cell?.shouldDeselect == false { continue }
                current.removeAll { $0 == old }
                emit(list, oldCell, path: old, .deselect, .otherSelected(target))
            }
        }
        if !current.contains(target) { current.append(target) }
        selected[list] = current
        let why: CellReason = target == path ? .touchEndedOnCell(id) : .selectRedirected(id, to: target)
        emit(list, self.cell(at: target, in: list), path: target, .select, why)
    }

    /// The cell of `list` that the touch's hit-test view is, or lies in.
    private func cell(under key: Int, in list: Int) -> Int? {
        var view = touches[key].view
        while let v = view, v != list {
            if listOfCell[v] == list { return v }
            view = scene.views[v].parent
        }
        return nil
    }

    /// The cell view of `list` at `path`, if the scene has one.
    private func cell(at path: CellIndexPath, in list: Int) -> Int? {
        scene.views.indices.first { listOfCell[$0] == list && pathOfCell[$0] == path }
    }

    private func emit(_ list: Int, _ cell: Int, _ event: CellEvent, _ reason: CellReason) {
        emit(list, cell, path: pathOfCell[cell] ?? CellIndexPath(section: 0, item: 0), event, reason)
    }

    private func emit(_ list: Int, _ cell: Int?, path: CellIndexPath, _ event: CellEvent, _ reason: CellReason) {
        log.emit(
            .cell(
                list: scene.views[list].id, cell: cell.map { scene.views[$0].id }, indexPath: path, event: event,
                reason: reason))
    }
}

extension CellSelection {
    /// The index path of cell `v` (SEMANTICS §9.5): the scene's, or its position among its
    /// list's cells in section 0, in scene order. Used by the swipe actions' records
    /// (SEMANTICS §9.12), which name the row they moved.
    static func indexPath(of v: Int, in scene: Scene) -> CellIndexPath {
        if let given = scene.views[v].cell?.indexPath { return given }
        guard let list = list(of: v, in: scene) else { return CellIndexPath(section: 0, item: 0) }
        var position = 0
        for other in scene.views.indices where other < v && scene.views[other].cell != nil {
            if scene.views[other].viewClass == scene.views[v].viewClass,
                self.list(of: other, in: scene) == list
            {
                position += 1
            }
        }
        return CellIndexPath(section: 0, item: position)
    }

    /// The list a cell belongs to: its nearest ancestor of its list class (SEMANTICS §9.5).
    static func list(of cell: Int, in scene: Scene) -> Int? {
        list(of: cell, in: scene.views)
    }

    static func list(of cell: Int, in views: [ViewNode]) -> Int? {
        guard let listClass = views[cell].viewClass.listClass else { return nil }
        var ancestor = views[cell].parent
        while let a = ancestor, views[a].viewClass != listClass { ancestor = views[a].parent }
        return ancestor
    }
}
