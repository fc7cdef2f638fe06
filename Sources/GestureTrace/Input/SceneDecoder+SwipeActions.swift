/// FORMAT §2.1 `cell.leadingSwipeActions` / `cell.trailingSwipeActions` and
/// `list.swipeActionPan`: a row's swipe actions and the list's swipe-action pan that shows them
/// (SEMANTICS §9.12).
extension SceneDecoder {
    static let swipeActionsKeys = KeySet(["actions", "performsFirstActionWithFullSwipe"])
    static let swipeActionKeys = KeySet(["title", "style", "width"])

    /// `{"actions": [{"title", "style", "width"}, …], "performsFirstActionWithFullSwipe": true}`,
    /// UISwipeActionsConfiguration's initializer and property; an empty list means no actions.
    func swipeActionsConfiguration(_ node: Int) throws(TraceError) -> SwipeActionsConfiguration {
        let f = try context.object(node, "swipe actions", keys: SceneDecoder.swipeActionsKeys)
        let list = try context.required(f, "actions")
        var actions: [SwipeAction] = []
        for element in try context.array(list, expected: "an array of swipe actions ({\"title\": …})") {
            let a = try context.object(element, "a swipe action", keys: SceneDecoder.swipeActionKeys)
            var action = SwipeAction(title: try context.string(try context.required(a, "title")))
            if let s = a["style"] {
                action.style = try context.enumeration(s, "swipe action style", SwipeAction.Style.self)
            }
            if let w = a["width"] { action.width = try context.number(w, "swipe action width", in: 0...1_000_000) }
            actions.append(action)
        }
        var configuration = SwipeActionsConfiguration(actions: actions)
        if let b = f["performsFirstActionWithFullSwipe"] {
            configuration.performsFirstActionWithFullSwipe = try context.bool(b)
        }
        return configuration
    }

    /// Installs `"<listId>.swipeActionPan"`, the `_UISwipeActionPanGestureRecognizer` that
    /// `_UISwipeHandler -_setUp` adds to the list (code K41), on every list that sets
    /// `swipeActionPan` or has a cell with actions. It comes right after the list's scroll pan
    /// in the list's recognizers, as UIKit's recognizer dumps list it after the scroll view's
    /// own recognizers; its id may be named by `requireToFail` (the usual fix, SEMANTICS §9.12).
    mutating func addSwipeActionPans() throws(TraceError) {
        var wanted: [Int] = []
        for (v, view) in views.enumerated() where view.list?.swipeActionPan == true {
            wanted.append(v)
        }
        for (v, view) in views.enumerated() {
            guard let cell = view.cell, cell.swipeActions(.leading) != nil || cell.swipeActions(.trailing) != nil,
                let list = CellSelection.list(of: v, in: views), !wanted.contains(list)
            else { continue }
            wanted.append(list)
        }
        for list in wanted.sorted() {
            guard let entry = ids[views[list].id] else { continue }
            let spec = RecognizerSpec(id: views[list].id + ".swipeActionPan", kind: .swipeActionPan, view: list)
            try register(spec.id, .recognizer(recognizers.count), node: entry.node, builtInOf: list)
            let afterPan = views[list].scroll == nil ? 0 : min(1, views[list].recognizers.count)
            views[list].recognizers.insert(recognizers.count, at: afterPan)
            recognizers.append(spec)
            try checkRecognizerLimit(entry.node)
        }
    }
}
