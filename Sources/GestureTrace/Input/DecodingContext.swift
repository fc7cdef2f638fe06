/// Typed, located access to the values of one JSON document.
///
/// Every accessor either returns a value of the expected shape or throws a `TraceError` that
/// names the file, the 1-based line:column of the offending value and its JSON path, with a
/// plain sentence saying what was expected and what was found (FORMAT §5). The trace and a
/// separate scene file each get their own context, so paths are relative to their document.
struct DecodingContext {
    let document: JSONDocument
    let file: String
    /// For a document that holds one streamed element of `events` and not what came before it
    /// (`EventStream`): the element's node and its path, `events[k]`. Paths of nodes inside it
    /// are found from there, as the whole document would give them.
    var pathBase: (node: Int, path: JSONPath)?

    init(document: JSONDocument, file: String, pathBase: (node: Int, path: JSONPath)? = nil) {
        self.document = document
        self.file = file
        self.pathBase = pathBase
    }

    /// Coordinates and sizes beyond this magnitude are rejected: they are far outside any
    /// screen, and keeping them bounded keeps every later computation finite.
    static let maxMagnitude = 1e9

    /// A located error at `node` (a value, or a key node for errors about the key itself).
    /// An error at `node`. The document itself (a top-level array, a missing `gesturetrace` or
    /// `events`) is at path `$`, as its syntax errors are, so every located error names a
    /// path (FORMAT §5; issue 25, left from round 2).
    func error(_ node: Int, _ message: String) -> TraceError {
        let location = document.location(node)
        let path: String
        if let base = pathBase, node >= base.node {
            path = JSONPath(base.path.components + document.path(to: node, from: base.node).components).description
        } else {
            path = document.path(to: node).description
        }
        return TraceError(
            file: file, line: location.line, column: location.column,
            path: path.isEmpty ? "$" : path, message: message)
    }

    /// "string 'abc'", "number 3.5", "true", "an object" — what a message says was found.
    func found(_ node: Int) -> String {
        switch document.kind(node) {
        case .string: return "string \(quoted(node))"
        case .number: return "number \(document.sourceText(node))"
        case .null: return "null"
        case .true: return "true"
        case .false: return "false"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// The value as the user wrote it, in single quotes (strings decoded, numbers as written).
    func quoted(_ node: Int) -> String {
        if document.kind(node) == .string { return "'\(document.string(node) ?? "")'" }
        return "'\(document.sourceText(node))'"
    }

    func typeError(_ node: Int, expected: String) -> TraceError {
        error(node, "expected \(expected), found \(found(node))")
    }

    // MARK: Scalars

    func number(_ node: Int, expected: String = "a number") throws(TraceError) -> Double {
        guard let value = document.number(node) else { throw typeError(node, expected: expected) }
        return value
    }

    /// A number within `range`; `what` names it in the message ("alpha", "frame width").
    func number(_ node: Int, _ what: String, in range: ClosedRange<Double>) throws(TraceError) -> Double {
        let value = try number(node)
        guard range.contains(value) else {
            throw error(node, "\(what) \(quoted(node)) is out of range; expected \(DecodingContext.describe(range))")
        }
        return value
    }

    /// A coordinate: finite, magnitude at most 1e9.
    func coordinate(_ node: Int, _ what: String) throws(TraceError) -> Double {
        try number(node, what, in: -DecodingContext.maxMagnitude...DecodingContext.maxMagnitude)
    }

    /// A length, duration or distance: at least 0, at most 1e9.
    func nonNegative(_ node: Int, _ what: String) throws(TraceError) -> Double {
        let value = try number(node)
        if value < 0 { throw error(node, "\(what) \(quoted(node)) is negative; expected a value of at least 0") }
        guard value <= DecodingContext.maxMagnitude else {
            throw error(node, "\(what) \(quoted(node)) is out of range; expected at most 1000000000")
        }
        return value
    }

    /// An integral number within `range` (`1`, `2.0`; not `1.5`).
    func integer(_ node: Int, _ what: String, in range: ClosedRange<Int>) throws(TraceError) -> Int {
        let value = try number(node, expected: "an integer")
        guard let int = Int(exactly: value) else {
            throw error(node, "\(what) \(quoted(node)) is not an integer")
        }
        guard range.contains(int) else {
            let bound =
                range.upperBound == Int.max
                ? "at least \(range.lowerBound)"
                : "between \(range.lowerBound) and \(range.upperBound)"
            throw error(node, "\(what) \(quoted(node)) is out of range; expected \(bound)")
        }
        return int
    }

    func bool(_ node: Int) throws(TraceError) -> Bool {
        guard let value = document.bool(node) else { throw typeError(node, expected: "true or false") }
        return value
    }

    func string(_ node: Int) throws(TraceError) -> String {
        guard let value = document.string(node) else { throw typeError(node, expected: "a string") }
        return value
    }

    /// A non-empty string used as an id, without a character that `MessageText` would have to
    /// escape (FORMAT §2: ids are names).
    ///
    /// Ids are printed raw by every renderer that lays out text of its own (`hit-test`, `why`,
    /// `diff`, `lint`, the report's SVG): an id holding a newline, a carriage return, an ESC, a
    /// C1 control such as U+009B (CSI), a line separator or a bidirectional override would
    /// split a record, forge a CI annotation line or drive the terminal. Refused once, here,
    /// where every id of a scene, a touch and a scene change is decoded (issue 25, round 4
    /// hunt), rather than escaped renderer by renderer.
    func id(_ node: Int) throws(TraceError) -> String {
        let value = try string(node)
        if value.isEmpty { throw error(node, "an id must not be empty") }
        if let bad = value.unicodeScalars.first(where: MessageText.needsEscape) {
            if MessageText.isInvisible(bad) {
                // Issue 25, round 8: `tap` and `ta\u{200B}p` would print alike and be two ids.
                throw error(
                    node,
                    "the id \(quoted(node)) contains the invisible character \(DecodingContext.scalarName(bad)); an id is a name that reads as it is written (FORMAT §2)"
                )
            }
            throw error(
                node,
                "the id \(quoted(node)) contains the control character \(DecodingContext.scalarName(bad)); an id is a name printed on one line (FORMAT §2)"
            )
        }
        return value
    }

    /// `U+001B`, for a message naming a character that cannot be shown.
    static func scalarName(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// One of an enum's raw values: "unknown phase 'begn'; expected one of began, moved, …".
    func enumeration<E: RawRepresentable & CaseIterable>(_ node: Int, _ what: String, _ type: E.Type)
        throws(TraceError) -> E where E.RawValue == String
    {
        try enumeration(node, what, Array(E.allCases))
    }

    /// One of `cases` by raw value, listing them all in the error.
    func enumeration<E: RawRepresentable>(_ node: Int, _ what: String, _ cases: [E])
        throws(TraceError) -> E where E.RawValue == String
    {
        let raw = try string(node)
        guard let value = E(rawValue: raw) else {
            let names = cases.map(\.rawValue).joined(separator: ", ")
            throw error(node, "unknown \(what) \(quoted(node)); expected one of \(names)")
        }
        return value
    }

    // MARK: Containers

    func array(_ node: Int, expected: String = "an array") throws(TraceError) -> JSONDocument.Elements {
        guard document.kind(node) == .array else { throw typeError(node, expected: expected) }
        return document.elements(of: node)
    }

    /// An array of exactly `count` elements of any kind, `shape` naming it in the message. A
    /// wrong length is said with the length found ("found an array of 3 elements"): "found an
    /// array" alone would read as if an array were the mistake.
    func array(_ node: Int, count: Int, shape: String) throws(TraceError) -> JSONDocument.Elements {
        guard document.kind(node) == .array else { throw typeError(node, expected: shape) }
        let found = document.count(node)
        guard found == count else {
            throw error(node, "expected \(shape), found an array of \(found) element\(found == 1 ? "" : "s")")
        }
        return document.elements(of: node)
    }

    /// An array of exactly `count` numbers, such as a frame `[x, y, width, height]`.
    func numbers(_ node: Int, count: Int, shape: String) throws(TraceError) -> [(value: Double, node: Int)] {
        _ = try array(node, count: count, shape: shape)
        var out: [(value: Double, node: Int)] = []
        out.reserveCapacity(count)
        for element in document.elements(of: node) {
            out.append((try number(element), element))
        }
        return out
    }

    /// The members of an object, checked against the keys valid at this spot.
    ///
    /// Keys starting with `_` are comments and skipped. Any other unknown key is an error at
    /// the key, with a "did you mean" hint when a valid key is within edit distance 2
    /// (`delaysTouchBegan` → `delaysTouchesBegan`). `explain` may give a better message for a
    /// key that is valid elsewhere (a kind-specific recognizer key on another kind).
    ///
    /// `synonyms` maps UIKit's names (`numberOfTapsRequired`, `isHidden`) to the FORMAT key they
    /// stand for; giving both spellings of one key is an error.
    func object(
        _ node: Int, _ what: String, keys: KeySet, synonyms: [String: String] = [:],
        explain: (String) -> String? = { _ in nil }
    ) throws(TraceError) -> Fields {
        guard document.kind(node) == .object else { throw typeError(node, expected: "an object for \(what)") }
        var fields = Fields(object: node, keys: keys)
        var spelled: [Int: String] = [:]
        for (key, value) in document.members(of: node) {
            if let slot = keys.slot(of: key, in: document) {
                if let other = spelled[slot] {
                    throw error(key, "'\(keys.names[slot])' is also given as UIKit's '\(other)'; give one of them")
                }
                fields.values[slot] = value
                continue
            }
            let name = document.string(key) ?? ""
            if name.hasPrefix("_") { continue }
            if let canonical = synonyms[name], let slot = keys.names.firstIndex(of: canonical) {
                if fields.values[slot] >= 0 {
                    throw error(
                        key, "'\(name)' is UIKit's name for '\(canonical)', which is also given; give one of them")
                }
                fields.values[slot] = value
                spelled[slot] = name
                continue
            }
            if let message = explain(name) { throw error(key, message) }
            throw error(key, DecodingContext.unknownKeyMessage(name, valid: keys.names))
        }
        return fields
    }

    /// "unknown key 'x'; did you mean 'y'?" or "unknown key 'x'; expected one of a, b".
    static func unknownKeyMessage(_ name: String, valid: [String]) -> String {
        if let hint = EditDistance.closest(to: name, among: valid) {
            return "unknown key '\(name)'; did you mean '\(hint)'?"
        }
        return "unknown key '\(name)'; expected one of \(valid.joined(separator: ", "))"
    }

    /// The value of a required key, or "missing required key 'frame'" at the object.
    func required(_ fields: Fields, _ name: String) throws(TraceError) -> Int {
        guard let value = fields[name] else {
            throw error(fields.object, "missing required key '\(name)'")
        }
        return value
    }

    static func describe(_ range: ClosedRange<Double>) -> String {
        func text(_ v: Double) -> String { DecimalFormat.coordinate(v) }
        if range.upperBound == .infinity { return "at least \(text(range.lowerBound))" }
        if range.lowerBound == -.infinity { return "at most \(text(range.upperBound))" }
        return "between \(text(range.lowerBound)) and \(text(range.upperBound))"
    }
}

/// The keys valid in one kind of object, matched against key nodes without building strings.
///
/// Each key is held as its length and its first eight bytes packed in a `UInt64`, so most
/// candidates are rejected, and short keys accepted, by one integer comparison.
struct KeySet {
    let names: [String]
    let utf8: [[UInt8]]
    let lengths: [Int]
    let prefixes: [UInt64]

    init(_ names: [String]) {
        self.names = names
        utf8 = names.map { Array($0.utf8) }
        lengths = utf8.map(\.count)
        prefixes = utf8.map { KeySet.pack($0[...]) }
    }

    /// Up to the first eight bytes, little-endian.
    static func pack(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        for b in bytes.prefix(8) {
            value |= UInt64(b) << shift
            shift += 8
        }
        return value
    }

    /// The position of a string node's text in `names`, or nil.
    func slot(of key: Int, in document: JSONDocument) -> Int? {
        guard let (length, prefix) = document.packedString(key) else {
            for k in 0..<utf8.count where document.stringEquals(key, utf8[k]) { return k }
            return nil
        }
        for k in 0..<lengths.count where lengths[k] == length && prefixes[k] == prefix {
            if length <= 8 || document.stringEquals(key, utf8[k]) { return k }
        }
        return nil
    }
}

/// An object's members that matched a `KeySet`, by key name.
struct Fields {
    /// The object node (missing-key errors point here).
    let object: Int
    let keys: KeySet
    /// Value nodes parallel to `keys.names`; -1 when absent.
    var values: [Int]

    init(object: Int, keys: KeySet) {
        self.object = object
        self.keys = keys
        values = Array(repeating: -1, count: keys.names.count)
    }

    /// The value node for `name`, or nil when the key is absent.
    /// Only present keys are compared: objects usually set a few of many valid keys.
    subscript(_ name: String) -> Int? {
        for k in 0..<values.count where values[k] >= 0 && keys.names[k] == name { return values[k] }
        return nil
    }
}
