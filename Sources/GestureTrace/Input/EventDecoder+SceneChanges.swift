/// A `set` event's changes (FORMAT §3.5): `{"t": 0.3, "set": {"list": {"scrollEnabled": false}}}`.
///
/// Every value is checked here, with the location of its mistake; the ids are checked against
/// the scene once it is final (`Trace.resolveSceneChanges`), since a `--scene` may replace the
/// trace's own after its events are read. The locations those later errors need are taken now.
extension EventDecoder {
    static let changeKeys = KeySet(SceneChangeKey.allCases.map(\.rawValue))
    static let changeSynonyms: [String: String] = SceneChangeKey.aliases.mapValues(\.rawValue)

    /// `{"id": {"key": value, …}, …}`, in the order written.
    func decodeChanges(_ node: Int) throws(TraceError) -> [DeclaredSceneChange] {
        let document = context.document
        guard document.kind(node) == .object else {
            throw context.typeError(node, expected: "an object {\"id\": {\"key\": value}} for 'set'")
        }
        var changes: [DeclaredSceneChange] = []
        for (idNode, object) in document.members(of: node) {
            let id = try context.string(idNode)
            if id.hasPrefix("_") { continue }
            _ = try context.object(
                object, "the changes of '\(id)'", keys: EventDecoder.changeKeys, synonyms: EventDecoder.changeSynonyms)
            let before = changes.count
            for (keyNode, valueNode) in document.members(of: object) {
                let name = document.string(keyNode) ?? ""
                guard let key = SceneChangeKey.named(name) else { continue }
                changes.append(
                    DeclaredSceneChange(
                        targetID: id, value: try changeValue(key, valueNode),
                        idLocation: context.error(idNode, ""), keyLocation: context.error(keyNode, "")))
            }
            if changes.count == before {
                throw context.error(
                    object,
                    "no change for '\(id)'; set one of \(SceneChangeKey.allCases.map(\.rawValue).joined(separator: ", "))"
                )
            }
        }
        if changes.isEmpty {
            throw context.error(node, "'set' names no view or gesture recognizer to change")
        }
        return changes
    }

    /// One key's value, shaped as the scene's own key is (FORMAT §2.1, §2.2).
    func changeValue(_ key: SceneChangeKey, _ node: Int) throws(TraceError) -> SceneChangeValue {
        let views = SceneDecoder(context: context)
        switch key {
        case .frame: return .frame(try views.rect(node, "frame"))
        case .transform: return .transform(try views.transform(node))
        case .alpha: return .alpha(try context.number(node, "alpha", in: 0...1))
        case .hidden: return .hidden(try context.bool(node))
        case .userInteractionEnabled: return .userInteractionEnabled(try context.bool(node))
        case .removeFromSuperview:
            guard context.document.kind(node) == .true else {
                throw context.error(
                    node,
                    "'removeFromSuperview' must be true (a removed view is not put back), found \(context.found(node))")
            }
            return .removeFromSuperview
        case .scrollEnabled: return .scrollEnabled(try context.bool(node))
        case .contentOffset:
            let v = try context.numbers(node, count: 2, shape: "[x, y] for contentOffset")
            return .contentOffset(
                Point(
                    x: try context.coordinate(v[0].node, "contentOffset x"),
                    y: try context.coordinate(v[1].node, "contentOffset y")))
        case .enabled: return .enabled(try context.bool(node))
        }
    }
}
