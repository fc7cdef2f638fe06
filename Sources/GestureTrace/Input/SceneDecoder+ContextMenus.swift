/// FORMAT §2.1 `contextMenu`: a `UIContextMenuInteraction` added to the view
/// (`view.addInteraction(UIContextMenuInteraction(delegate:))`, or a table's or collection
/// view's own when its delegate provides menu configurations), and the recognizers it adds
/// (SEMANTICS §9.13).
extension SceneDecoder {
    /// Attaches the interaction's three recognizers to the view `index`, after the view's own
    /// recognizers, in the order UIKit adds them (code K46 `-didMoveToView:`: the driver's
    /// press through `_refreshAllDrivers`, then the exclusion and failure relationship
    /// recognizers). Their ids are `"<viewId>.contextMenu"`, `.contextMenuExclusion` and
    /// `.contextMenuFailure`. `contextMenu: false` adds nothing.
    mutating func addContextMenuRecognizers(view index: Int, node: Int, declaredAt idNode: Int) throws(TraceError) {
        guard try context.bool(node) else { return }
        let viewID = views[index].id
        for role in ContextMenuRole.allCases {
            var spec = RecognizerSpec(id: viewID + role.idSuffix, kind: .contextMenu(role), view: index)
            switch role {
            case .press:
                // `_UILongPressClickInteractionDriver -init`: cancelsTouchesInView NO; its
                // delegate, the driver, recognizes with every recognizer (code K45).
                spec.cancelsTouchesInView = false
                spec.simultaneousWith = .all
            case .failure:
                // The interaction answers yes for the failure recognizer with anything (K46).
                spec.simultaneousWith = .all
            case .exclusion:
                // `cancelsTouchesInView` stays on (the long-press driver's
                // `prefersCancelsTouchesInView`, K46); its simultaneity is set once every
                // recognizer is known (`resolveContextMenuSimultaneity`).
                break
            }
            try register(spec.id, .recognizer(recognizers.count), node: idNode, builtInOf: index)
            views[index].recognizers.append(recognizers.count)
            recognizers.append(spec)
        }
    }

    /// The exclusion recognizers recognize with the scene's long presses (SEMANTICS §9.13
    /// rule 7, `ContextMenuRules.exclusionSimultaneity`).
    mutating func resolveContextMenuSimultaneity() {
        var rule: SimultaneityRule?
        for r in recognizers.indices {
            guard case .contextMenu(.exclusion) = recognizers[r].kind else { continue }
            if rule == nil { rule = ContextMenuRules.exclusionSimultaneity(in: recognizers) }
            recognizers[r].simultaneousWith = rule ?? .none
        }
    }
}
