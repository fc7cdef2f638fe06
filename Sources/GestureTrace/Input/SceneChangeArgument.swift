/// `--set ID.KEY=VALUE` (`replay`, `why`, `report`; FORMAT §3.5): one scene change written on
/// the command line, VALUE in JSON as a `set` event would write it. The same keys and checks as
/// a `set` event (`EventDecoder.changeValue`); errors name the argument, the column within it
/// and the change's path (`set.list.scrollEnabled`), as the trace's errors name theirs.
package enum SceneChangeArgument {
    /// The change `text` declares, its id not yet looked up (`DeclaredSceneChange.resolved`).
    package static func parse(_ text: String) throws(TraceError) -> DeclaredSceneChange {
        let label = "--set '\(text)'"
        func error(_ column: Int, _ path: String, _ message: String) -> TraceError {
            TraceError(file: label, line: 1, column: column, path: path, message: message)
        }
        let scalars = Array(text.unicodeScalars)
        guard let equals = scalars.firstIndex(of: "=") else {
            throw error(1, "", "expected ID.KEY=VALUE, such as list.scrollEnabled=false")
        }
        let target = scalars[..<equals]
        // Ids may hold dots (a scroll view's `list.pan`): the key follows the last one.
        guard let dot = target.lastIndex(of: "."), dot > 0, dot + 1 < equals else {
            throw error(1, "", "expected ID.KEY before '=', such as list.scrollEnabled")
        }
        let id = String(String.UnicodeScalarView(target[..<dot]))
        let keyName = String(String.UnicodeScalarView(target[(dot + 1)...]))
        let path = "set.\(id).\(keyName)"
        guard let key = SceneChangeKey.named(keyName) else {
            let hint = DecodingContext.unknownKeyMessage(keyName, valid: SceneChangeKey.names)
            throw error(dot + 2, path, hint)
        }
        let valueText = String(String.UnicodeScalarView(scalars[(equals + 1)...]))
        let valueColumn = equals + 2
        let document: JSONDocument
        do {
            document = try TraceDecoder.parse(Array(valueText.utf8), file: label)
        } catch {
            throw TraceError(
                file: label, line: 1, column: valueColumn + max(0, error.column - 1), path: path,
                message: "VALUE is not JSON: \(error.message)")
        }
        let decoder = EventDecoder(context: DecodingContext(document: document, file: label))
        let value: SceneChangeValue
        do {
            value = try decoder.changeValue(key, document.root)
        } catch {
            throw TraceError(
                file: label, line: 1, column: valueColumn + max(0, error.column - 1), path: path,
                message: error.message)
        }
        return DeclaredSceneChange(
            targetID: id, value: value, idLocation: error(1, "set.\(id)", ""),
            keyLocation: error(dot + 2, path, ""))
    }
}
