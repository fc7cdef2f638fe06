/// `--set ID.KEY=VALUE` (`replay`, `why`, `report`, `diff`; FORMAT §3.5, §3.6): one setup patch
/// written on the command line, VALUE in JSON as the scene or a `set` event would write it. A
/// scene change's key is decoded as a `set` event's (`EventDecoder.changeValue`); errors name
/// the argument, the column within it and the patch's path (`set.list.scrollEnabled`), as the
/// trace's errors name theirs.
package enum ScenePatchArgument {
    /// The patch `text` declares, its ids not yet looked up (`Scene.apply(_:)`).
    package static func parse(_ text: String) throws(TraceError) -> DeclaredScenePatch {
        let label = "--set '\(text)'"
        func at(_ column: Int, _ path: String, _ message: String) -> TraceError {
            TraceError(file: label, line: 1, column: column, path: path, message: message)
        }
        let scalars = Array(text.unicodeScalars)
        guard let firstEquals = scalars.firstIndex(of: "=") else {
            throw at(1, "", "expected ID.KEY=VALUE, such as list.scrollEnabled=false")
        }
        let equals = targetEnd(scalars) ?? firstEquals
        let target = scalars[..<equals]
        // Ids may hold dots (a scroll view's `list.pan`): the key follows the last one.
        guard let dot = target.lastIndex(of: "."), dot > 0, dot + 1 < equals else {
            throw at(1, "", "expected ID.KEY before '=', such as list.scrollEnabled")
        }
        let id = String(String.UnicodeScalarView(target[..<dot]))
        let keyName = String(String.UnicodeScalarView(target[(dot + 1)...]))
        let path = "set.\(id).\(keyName)"
        guard let key = ScenePatchKey.named(keyName) else {
            let hint = DecodingContext.unknownKeyMessage(keyName, valid: ScenePatchKey.names)
            throw at(dot + 2, path, hint)
        }
        let valueText = String(String.UnicodeScalarView(scalars[(equals + 1)...]))
        let valueColumn = equals + 2
        let document: JSONDocument
        do {
            document = try TraceDecoder.parse(Array(valueText.utf8), file: label)
        } catch {
            // `pan.requireToFail=swipe`: a bare id needs no JSON quotes.
            if key == .requireToFail || key == .removeRequireToFail, !valueText.isEmpty, isBareID(valueText) {
                let value: ScenePatchValue =
                    key == .requireToFail ? .requireToFail([valueText]) : .removeRequireToFail([valueText])
                return DeclaredScenePatch(
                    ScenePatch(id, value), idLocation: at(1, "set.\(id)", ""),
                    keyLocation: at(dot + 2, path, ""), valueLocation: at(valueColumn, path, ""))
            }
            throw TraceError(
                file: label, line: 1, column: valueColumn + max(0, error.column - 1), path: path,
                message: "VALUE is not JSON: \(error.message)")
        }
        let context = DecodingContext(document: document, file: label)
        let value: ScenePatchValue
        do {
            value = try decode(key, document.root, context)
        } catch {
            throw TraceError(
                file: label, line: 1, column: valueColumn + max(0, error.column - 1), path: path,
                message: error.message)
        }
        return DeclaredScenePatch(
            ScenePatch(id, value), idLocation: at(1, "set.\(id)", ""), keyLocation: at(dot + 2, path, ""),
            valueLocation: at(valueColumn, path, ""))
    }

    /// Where ID.KEY ends: the first `=` right after `.KEY` with KEY a patch key; failing that,
    /// the first `=` right after `.WORD` (letters and digits, a key's shape), so that an unknown
    /// key in an id holding `=` is named as unknown (`t=1.enabld=false`) rather than read as
    /// the id `t`; nil when no `=` follows a dot. An id may hold `=` as it may hold dots
    /// (FORMAT §2 allows any one-line text), so the first `=` alone made `t=1.enabled=false`
    /// unreadable while `why` printed that very fix for a recognizer `t=1` (RELIABILITY, rounds
    /// 6 and 7). One pass: a key is looked up only between the last dot and an `=` at most the
    /// longest key's length apart, and the key's shape is tracked as the scalars go by.
    static func targetEnd(_ scalars: [Unicode.Scalar]) -> Int? {
        var lastDot: Int?
        var wordSinceDot = false
        var firstWordEnd: Int?
        for k in scalars.indices {
            let scalar = scalars[k]
            if scalar == "." {
                lastDot = k
                wordSinceDot = true
            } else if scalar == "=", let dot = lastDot, dot > 0, k > dot + 1 {
                if k - dot - 1 <= longestKey,
                    ScenePatchKey.named(String(String.UnicodeScalarView(scalars[(dot + 1)..<k]))) != nil
                {
                    return k
                }
                if wordSinceDot, firstWordEnd == nil { firstWordEnd = k }
                wordSinceDot = false
            } else if !(scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))) {
                wordSinceDot = false
            }
        }
        return firstWordEnd
    }

    /// The length of the longest patch key's name, in scalars.
    static let longestKey = ScenePatchKey.names.map(\.unicodeScalars.count).max() ?? 0

    /// Whether `text` is an id written without JSON quotes: no space, quote, bracket, brace or
    /// comma, so it cannot be meant as JSON.
    static func isBareID(_ text: String) -> Bool {
        !text.unicodeScalars.contains { " \t\n\r\"[]{},:".unicodeScalars.contains($0) }
    }

    /// The value of `key` at `node`, shaped as the scene's key of that name (FORMAT §2.1, §2.2).
    static func decode(_ key: ScenePatchKey, _ node: Int, _ context: DecodingContext) throws(TraceError)
        -> ScenePatchValue
    {
        let document = context.document
        /// One id or an array of ids.
        func ids() throws(TraceError) -> [String] {
            if document.kind(node) == .string { return [try context.id(node)] }
            var out: [String] = []
            for element in try context.array(node, expected: "an id or an array of ids") {
                out.append(try context.id(element))
            }
            return out
        }
        switch key {
        case .change(let changeKey):
            return .change(try EventDecoder(context: context).changeValue(changeKey, node))
        case .cancelsTouchesInView: return .cancelsTouchesInView(try context.bool(node))
        case .delaysTouchesBegan: return .delaysTouchesBegan(try context.bool(node))
        case .delaysTouchesEnded: return .delaysTouchesEnded(try context.bool(node))
        case .delaysContentTouches: return .delaysContentTouches(try context.bool(node))
        case .canCancelContentTouches: return .canCancelContentTouches(try context.bool(node))
        case .transfersHorizontalScrollingToParent: return .transfersHorizontalScrollingToParent(try context.bool(node))
        case .transfersVerticalScrollingToParent: return .transfersVerticalScrollingToParent(try context.bool(node))
        case .modalInPresentation: return .modalInPresentation(try context.bool(node))
        case .shouldDismiss: return .shouldDismiss(try context.bool(node))
        case .requireToFail: return .requireToFail(try ids())
        case .removeRequireToFail: return .removeRequireToFail(try ids())
        case .simultaneousWith:
            switch document.kind(node) {
            case .string:
                let text = try context.string(node)
                return .simultaneousWith(text == "all" ? .all : .expression(text))
            case .array: return .simultaneousWith(.adding(try ids()))
            default:
                throw context.typeError(
                    node, expected: "\"all\", an array of recognizer ids to add, or an expression string (FORMAT §2.4)")
            }
        case .shouldBegin:
            switch document.kind(node) {
            case .true, .false: return .shouldBegin(.constant(try context.bool(node)))
            case .string: return .shouldBegin(.expression(try context.string(node)))
            default: throw context.typeError(node, expected: "true, false or an expression string (FORMAT §2.4)")
            }
        case .shouldReceiveTouch:
            switch document.kind(node) {
            case .true, .false: return .shouldReceiveTouch(.constant(try context.bool(node)))
            case .string: return .shouldReceiveTouch(.expression(try context.string(node)))
            case .object:
                let o = try context.object(node, "shouldReceiveTouch", keys: KeySet(["exceptInViews"]))
                let list = try context.required(o, "exceptInViews")
                var out: [String] = []
                for element in try context.array(list, expected: "an array of view ids") {
                    out.append(try context.id(element))
                }
                return .shouldReceiveTouch(.exceptInViews(out))
            default:
                throw context.typeError(
                    node, expected: "true, false, {\"exceptInViews\": [view ids]} or an expression string (FORMAT §2.4)"
                )
            }
        case .touchesShouldCancel:
            switch document.kind(node) {
            case .true: return .touchesShouldCancel(.always)
            case .false: return .touchesShouldCancel(.never)
            case .string where document.string(node) == "default": return .touchesShouldCancel(.default)
            default:
                throw context.error(
                    node, "expected true, false or \"default\" for touchesShouldCancel, found \(context.found(node))")
            }
        }
    }
}
