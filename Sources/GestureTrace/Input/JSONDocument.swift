/// A parsed JSON text as a flat tape of nodes, navigated by node index.
///
/// The reader (`JSONReader`) never recurses and never allocates per value: strings stay byte
/// ranges into the input and are decoded only when asked for, numbers are parsed once into
/// their node, and each container records the tape index just past its subtree, so skipping a
/// value is O(1). Line and column are computed from a node's byte offset only when needed (an
/// error), which keeps the hot loop free of bookkeeping.
///
/// Node indices are `Int`s obtained from this document (`root`, `elements(of:)`,
/// `members(of:)`); passing any other value is a programming error.
package struct JSONDocument: Sendable {
    /// The kind of a JSON value.
    package enum Kind: UInt8, Sendable, Equatable {
        case null, `false`, `true`, number, string, array, object

        /// "a string", "an object", … for messages.
        package var description: String {
            switch self {
            case .null: return "null"
            case .false: return "false"
            case .true: return "true"
            case .number: return "a number"
            case .string: return "a string"
            case .array: return "an array"
            case .object: return "an object"
            }
        }
    }

    /// One tape entry, 8 bytes: the tape is a decoder's largest table (a dense scene holds a
    /// JSON value every 4 or 5 bytes), and at 16 bytes an entry it was 43 MiB of the 122 MiB
    /// that validating 300 000 flat views took (issue 25). A node keeps where its value starts
    /// and one extent; everything else is read from the text when asked.
    ///
    /// - `start`: byte offset of the value's first byte (the `"` of a string, the `{` of an object).
    /// - `word`: the kind (bits 29–31), one flag (bit 28: a string with an escape, a number
    ///   with a fraction or an exponent) and the extent (bits 0–27): for a container, the
    ///   number of tape entries its subtree spans (so the index just past it is the node's
    ///   index plus the extent); for a string, the byte offset of the closing `"` less
    ///   `start`; zero for numbers and literals, whose ends and values are read again from
    ///   the text. An extent that does not fit 28 bits is `Node.overflowMark`, its value in
    ///   the document's `overflow` table.
    struct Node: Sendable {
        var start: UInt32
        private var word: UInt32

        static let extentMask: UInt32 = (1 << 28) - 1
        /// The extent of a node whose true extent is in `JSONDocument.overflow`.
        static let overflowMark: UInt32 = extentMask
        private static let flagBit: UInt32 = 1 << 28

        init(start: UInt32, kind: Kind, flags: UInt8 = 0) {
            self.start = start
            word = UInt32(kind.rawValue) << 29 | (flags != 0 ? Node.flagBit : 0)
        }

        var kind: Kind { Kind(rawValue: UInt8(truncatingIfNeeded: word >> 29)) ?? .null }

        /// `Flag.escaped` for a string with an escape, `Flag.nonInteger` for a number with a
        /// fraction or exponent, else 0.
        var flags: UInt8 {
            guard word & Node.flagBit != 0 else { return 0 }
            return kind == .string ? Flag.escaped : Flag.nonInteger
        }

        /// The stored extent (`overflowMark` when it is in the overflow table).
        var storedExtent: UInt32 { word & Node.extentMask }

        /// Stores `extent`, or the overflow mark when it does not fit (the caller then records
        /// it in the overflow table); returns whether it fitted.
        mutating func setExtent(_ extent: Int) -> Bool {
            let fits = extent >= 0 && extent < Int(Node.overflowMark)
            word = word & ~Node.extentMask | (fits ? UInt32(extent) : Node.overflowMark)
            return fits
        }
    }

    /// `Node.flags` bits.
    enum Flag {
        /// A string containing at least one backslash escape.
        static let escaped: UInt8 = 1
        /// A number written with a fraction or an exponent.
        static let nonInteger: UInt8 = 2
    }

    /// A node's position in the text.
    package struct Location: Sendable, Equatable {
        /// 0-based byte offset.
        package var offset: Int
        /// 1-based line.
        package var line: Int
        /// 1-based column, in Unicode scalars.
        package var column: Int
    }

    /// The text the tape's offsets point into (lent memory only while one decode runs).
    let text: JSONText
    var nodes: [Node]
    /// The extents of the nodes whose `Node.storedExtent` is the overflow mark, by node index:
    /// strings over 256 MiB, containers spanning more than 2^28 − 1 entries. A stale entry
    /// (its node dropped by a streaming sink, the index reused) is never read, as only a node
    /// stored with the mark looks here.
    let overflow: [Int: UInt32]
    /// Built on the first `location` asked, shared by copies of the document.
    private let lineIndex = LineIndex()

    init(text: JSONText, nodes: [Node], overflow: [Int: UInt32] = [:]) {
        self.text = text
        self.nodes = nodes
        self.overflow = overflow
    }

    init(bytes: [UInt8], nodes: [Node]) {
        self.init(text: JSONText(bytes), nodes: nodes)
    }

    /// Parses a complete JSON text (RFC 8259, strict).
    ///
    /// - Parameters:
    ///   - bytes: the UTF-8 text.
    ///   - maxDepth: the deepest nesting of arrays and objects accepted. A 100 000-deep view
    ///     hierarchy nests about 200 000 levels, well within the default.
    /// - Throws: `JSONSyntaxError` at the first problem, with line, column and path.
    package static func parse(_ bytes: [UInt8], maxDepth: Int = 1_000_000) throws(JSONSyntaxError) -> JSONDocument {
        try parse(JSONText(bytes), maxDepth: maxDepth)
    }

    /// Parses like `parse(_:maxDepth:)` from lent or held bytes.
    static func parse(_ text: JSONText, maxDepth: Int = 1_000_000) throws(JSONSyntaxError) -> JSONDocument {
        let tape = try JSONReader.read(text, maxDepth: maxDepth)
        return JSONDocument(text: text, nodes: tape.nodes, overflow: tape.overflow)
    }

    /// Parses like `parse(_:maxDepth:)`, handing each element of the root object's `events`
    /// array to `events` as soon as it is complete and leaving the array empty on the tape
    /// (see `JSONReader.read(_:maxDepth:events:)`).
    static func parse(
        _ text: JSONText, maxDepth: Int = 1_000_000,
        streamingEventsTo events: JSONReader.ElementSink, keepingOnlyEvents: Bool = false
    ) throws(JSONSyntaxError) -> JSONDocument {
        let tape = try JSONReader.read(text, maxDepth: maxDepth, events: events, keepingOnlyEvents: keepingOnlyEvents)
        return JSONDocument(text: text, nodes: tape.nodes, overflow: tape.overflow)
    }

    /// The root value's index.
    package var root: Int { 0 }

    /// The number of nodes on the tape (object keys count as nodes).
    package var nodeCount: Int { nodes.count }

    package func kind(_ node: Int) -> Kind { nodes[node].kind }

    /// The value of a number node, else nil.
    package func number(_ node: Int) -> Double? {
        let n = nodes[node]
        guard n.kind == .number else { return nil }
        return text.withUnsafeBufferPointer { JSONDocument.numberValue($0, at: Int(n.start)) }
    }

    /// Whether a number node was written without a fraction or exponent (`1`, not `1.0`).
    package func isIntegerLiteral(_ node: Int) -> Bool {
        let n = nodes[node]
        return n.kind == .number && n.flags & Flag.nonInteger == 0
    }

    /// The value of `true`/`false`, else nil.
    package func bool(_ node: Int) -> Bool? {
        switch nodes[node].kind {
        case .true: return true
        case .false: return false
        default: return nil
        }
    }

    /// The decoded value of a string node, else nil.
    package func string(_ node: Int) -> String? {
        let n = nodes[node]
        guard n.kind == .string else { return nil }
        let lo = Int(n.start) + 1
        let hi = stringEnd(node)
        return text.withUnsafeBufferPointer { bytes in
            if n.flags & Flag.escaped == 0 {
                return String(decoding: bytes[lo..<hi], as: UTF8.self)
            }
            return String(decoding: JSONDocument.unescape(ArraySlice(bytes[lo..<hi])), as: UTF8.self)
        }
    }

    /// The byte offset of a value's first byte (the `"` of a string, the `{` of an object).
    package func offset(_ node: Int) -> Int { Int(nodes[node].start) }

    /// The source text of a value (for strings, including the quotes).
    package func sourceText(_ node: Int) -> String {
        let n = nodes[node]
        return text.withUnsafeBufferPointer { bytes in
            let hi: Int
            switch n.kind {
            case .string: hi = stringEnd(node) + 1
            case .array, .object: hi = Int(n.start) + 1
            case .number:
                var k = Int(n.start)
                while k < bytes.count, JSONDocument.isNumberByte(bytes[k]) { k += 1 }
                hi = k
            case .true, .null: hi = Int(n.start) + 4
            case .false: hi = Int(n.start) + 5
            }
            return String(decoding: bytes[Int(n.start)..<min(hi, bytes.count)], as: UTF8.self)
        }
    }

    /// The text of the number that starts at byte `offset`.
    func numberText(atOffset offset: Int) -> String {
        text.withUnsafeBufferPointer { bytes in
            let lo = min(max(offset, 0), bytes.count)
            var k = lo
            while k < bytes.count, JSONDocument.isNumberByte(bytes[k]) { k += 1 }
            return String(decoding: bytes[lo..<k], as: UTF8.self)
        }
    }

    /// Where a node's text starts.
    func offset(of node: Int) -> Int { Int(nodes[node].start) }

    /// Bytes that may appear in a JSON number.
    static func isNumberByte(_ c: UInt8) -> Bool {
        (c >= 0x30 && c <= 0x39) || c == 0x2D || c == 0x2B || c == 0x2E || c == 0x65 || c == 0x45
    }

    /// An unescaped string node's byte length and its first eight bytes packed little-endian
    /// (zero-padded), for matching keys by integer comparison; nil for other nodes and for
    /// strings with escapes.
    @inline(__always)
    func packedString(_ node: Int) -> (length: Int, prefix: UInt64)? {
        let n = nodes[node]
        guard n.kind == .string, n.flags & Flag.escaped == 0 else { return nil }
        let lo = Int(n.start) + 1
        let length = stringEnd(node) - lo
        let prefix = text.withUnsafeBufferPointer { bytes -> UInt64 in
            let raw = UnsafeRawBufferPointer(bytes)
            if lo + 8 <= raw.count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: lo, as: UInt64.self))
                return length >= 8 ? word : word & ((1 << UInt64(8 * length)) &- 1)
            }
            var value: UInt64 = 0
            for j in 0..<min(length, 8) { value |= UInt64(raw[lo + j]) << UInt64(8 * j) }
            return value
        }
        return (length, prefix)
    }

    /// Whether a string node's decoded value equals `utf8` (compares raw bytes when the string
    /// has no escapes, so no `String` is built).
    func stringEquals(_ node: Int, _ utf8: [UInt8]) -> Bool {
        let n = nodes[node]
        guard n.kind == .string else { return false }
        let lo = Int(n.start) + 1
        let hi = stringEnd(node)
        if n.flags & Flag.escaped != 0 {
            return text.withUnsafeBufferPointer { JSONDocument.unescape(ArraySlice($0[lo..<hi])) } == utf8
        }
        guard hi - lo == utf8.count else { return false }
        return text.withUnsafeBufferPointer { b in
            utf8.withUnsafeBufferPointer { u in
                var k = 0
                while k < u.count {
                    if b[lo + k] != u[k] { return false }
                    k += 1
                }
                return true
            }
        }
    }

    /// The element (or member) count of a container, else 0.
    ///
    /// Counted by stepping over the elements (the tape keeps no count): linear in the
    /// container's direct elements, each skipped in constant time.
    package func count(_ node: Int) -> Int {
        switch nodes[node].kind {
        case .array:
            var count = 0
            for _ in elements(of: node) { count += 1 }
            return count
        case .object:
            var count = 0
            for _ in members(of: node) { count += 1 }
            return count
        default:
            return 0
        }
    }

    /// A node's extent (see `Node`), through the overflow table when it does not fit the node.
    @inline(__always)
    func extent(_ node: Int) -> Int {
        let stored = nodes[node].storedExtent
        return stored == Node.overflowMark ? Int(overflow[node] ?? stored) : Int(stored)
    }

    /// The byte offset of a string node's closing `"`.
    @inline(__always)
    func stringEnd(_ node: Int) -> Int {
        Int(nodes[node].start) + extent(node)
    }

    /// The tape index just past `node`'s subtree.
    @inline(__always)
    func after(_ node: Int) -> Int {
        let kind = nodes[node].kind
        return kind == .array || kind == .object ? node + extent(node) : node + 1
    }

    /// The elements of an array node, in order (empty for any other kind).
    package func elements(of node: Int) -> Elements {
        guard nodes[node].kind == .array else { return Elements(document: self, cursor: 0, end: 0) }
        return Elements(document: self, cursor: node + 1, end: after(node))
    }

    /// The members of an object node as (key node, value node), in source order.
    package func members(of node: Int) -> Members {
        guard nodes[node].kind == .object else { return Members(document: self, cursor: 0, end: 0) }
        return Members(document: self, cursor: node + 1, end: after(node))
    }

    /// An array's elements.
    package struct Elements: Sequence, IteratorProtocol {
        let document: JSONDocument
        var cursor: Int
        let end: Int

        package mutating func next() -> Int? {
            guard cursor < end else { return nil }
            let current = cursor
            cursor = document.after(current)
            return current
        }
    }

    /// An object's members.
    package struct Members: Sequence, IteratorProtocol {
        let document: JSONDocument
        var cursor: Int
        let end: Int

        package mutating func next() -> (key: Int, value: Int)? {
            guard cursor < end else { return nil }
            let key = cursor
            cursor = document.after(key + 1)
            return (key, key + 1)
        }
    }

    /// The number of objects in the tree rooted at `root` whose children are the elements of
    /// each object's `childrenKey` array (a view's `subviews`, a SwiftUI node's `children`),
    /// `root` included. Reads the tape only, iteratively; anything of another shape counts as
    /// nothing. Lets a decoder allocate its arrays once (issue 25).
    func treeSize(_ root: Int, childrenKey: [UInt8]) -> Int {
        var count = 0
        var pending = [root]
        while let node = pending.popLast() {
            guard kind(node) == .object else { continue }
            count += 1
            for (key, value) in members(of: node) where kind(value) == .array && stringEquals(key, childrenKey) {
                pending.append(contentsOf: elements(of: value))
            }
        }
        return count
    }

    /// The position of a node's first byte, through the document's `LineIndex`: asking many
    /// costs no more than one pass over the text, not one per location.
    package func location(_ node: Int) -> Location {
        text.withUnsafeBufferPointer { lineIndex.location(ofOffset: Int(nodes[node].start), in: $0) }
    }

    /// The positions of many nodes, found in one pass over the text in offset order: asking
    /// `location` for each of n nodes scans from the start every time, n × size in all (the
    /// w3c-actions importer's 10 000 moves took 14 times as long as 2 000; issue 25).
    package func locations(of list: [Int]) -> [Int: Location] {
        let order = list.sorted { nodes[$0].start < nodes[$1].start }
        var out: [Int: Location] = [:]
        out.reserveCapacity(order.count)
        text.withUnsafeBufferPointer { bytes in
            var position = TextPosition()
            var k = 0
            for node in order {
                let offset = max(min(Int(nodes[node].start), bytes.count), k)
                position.advance(over: bytes, from: k, to: offset)
                k = offset
                out[node] = Location(offset: offset, line: position.line, column: position.column)
            }
        }
        return out
    }

    /// The line and column of a byte offset, as `TextPosition` counts them (LF, CR and CR LF
    /// each end a line; columns count Unicode scalars).
    static func location(ofOffset offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Location {
        let limit = min(max(offset, 0), bytes.count)
        var position = TextPosition()
        position.advance(over: bytes, from: 0, to: limit)
        return Location(offset: limit, line: position.line, column: position.column)
    }

    /// The path from the root to `target`. A key node gives the path of its member.
    ///
    /// Walks down from the root choosing the child whose subtree holds `target`: no parent
    /// links are stored, and errors are rare enough that O(size) here is fine. Iterative, so
    /// any depth works.
    package func path(to target: Int) -> JSONPath {
        path(to: target, from: root)
    }

    /// The path from `start` (a container holding `target`) to `target`.
    func path(to target: Int, from start: Int) -> JSONPath {
        var components: [JSONPath.Component] = []
        var current = start
        guard target >= 0, target < nodes.count else { return JSONPath() }
        walk: while current != target {
            switch nodes[current].kind {
            case .array:
                var index = 0
                for element in elements(of: current) {
                    if element <= target && target < after(element) {
                        components.append(.index(index))
                        current = element
                        continue walk
                    }
                    index += 1
                }
                break walk
            case .object:
                for (key, value) in members(of: current) {
                    if key == target {
                        components.append(.key(string(key) ?? ""))
                        break walk
                    }
                    if value <= target && target < after(value) {
                        components.append(.key(string(key) ?? ""))
                        current = value
                        continue walk
                    }
                }
                break walk
            default:
                break walk
            }
        }
        return JSONPath(components)
    }

    /// The value of the JSON number that starts at `start`, which the reader has validated:
    /// the reader's own arithmetic (`JSONReader.Scanner.number`), read again when the value is
    /// asked for, as the tape keeps no value (8 bytes a node). Exact fast path when the
    /// significant digits fit a mantissa below 2^53 and the decimal exponent is within ±22
    /// (one multiply or divide by an exactly representable power of ten is correctly rounded);
    /// anything else through `Double(String)`.
    static func numberValue(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Double {
        guard let base = bytes.baseAddress, start >= 0, start < bytes.count else { return 0 }
        let n = bytes.count
        var i = start
        var negative = false
        if base[i] == 0x2D {
            negative = true
            i += 1
        }
        var mantissa: UInt64 = 0
        var exact = true
        var exponent = 0
        if i < n && base[i] == 0x30 {
            i += 1
        } else if DigitRun.read(base, &i, n, into: &mantissa).dropped {
            exact = false
        }
        if i < n && base[i] == 0x2E {
            i += 1
            let fraction = DigitRun.read(base, &i, n, into: &mantissa)
            if fraction.droppedNonZero { exact = false }
            exponent -= fraction.taken
        }
        if i < n && (base[i] == 0x65 || base[i] == 0x45) {
            i += 1
            var exponentNegative = false
            if i < n && (base[i] == 0x2B || base[i] == 0x2D) {
                exponentNegative = base[i] == 0x2D
                i += 1
            }
            var e = 0
            while i < n {
                let d = base[i] &- 0x30
                guard d < 10 else { break }
                if e < 1_000_000 { e = e * 10 + Int(d) }
                i += 1
            }
            exponent += exponentNegative ? -e : e
        }
        if JSONDocument.isFastNumber(exact: exact, mantissa: mantissa, exponent: exponent) {
            var value = Double(mantissa)
            if exponent > 0 {
                value *= JSONReader.Scanner.powersOfTen[exponent]
            } else if exponent < 0 {
                value /= JSONReader.Scanner.powersOfTen[-exponent]
            }
            return negative ? -value : value
        }
        if exact && mantissa == 0 { return negative ? -0.0 : 0.0 }
        return Double(String(decoding: bytes[start..<i], as: UTF8.self)) ?? 0
    }

    /// Whether a number's digits take the exact fast path of `numberValue`.
    @inline(__always)
    static func isFastNumber(exact: Bool, mantissa: UInt64, exponent: Int) -> Bool {
        exact && mantissa < (1 << 53) && exponent >= -22 && exponent <= 22
    }

    /// Decodes the body of a string that contains escapes. The reader has already validated
    /// every escape, so malformed input cannot reach here; anything odd is copied through.
    static func unescape(_ raw: ArraySlice<UInt8>) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var k = raw.startIndex
        let end = raw.endIndex
        func hex4(_ at: Int) -> UInt32? {
            guard at + 4 <= end else { return nil }
            var v: UInt32 = 0
            for j in at..<(at + 4) {
                let c = raw[j]
                let d: UInt32
                switch c {
                case 0x30...0x39: d = UInt32(c - 0x30)
                case 0x41...0x46: d = UInt32(c - 0x41 + 10)
                case 0x61...0x66: d = UInt32(c - 0x61 + 10)
                default: return nil
                }
                v = v << 4 | d
            }
            return v
        }
        while k < end {
            let c = raw[k]
            guard c == 0x5C, k + 1 < end else {
                out.append(c)
                k += 1
                continue
            }
            let e = raw[k + 1]
            k += 2
            switch e {
            case 0x22: out.append(0x22)
            case 0x5C: out.append(0x5C)
            case 0x2F: out.append(0x2F)
            case 0x62: out.append(0x08)
            case 0x66: out.append(0x0C)
            case 0x6E: out.append(0x0A)
            case 0x72: out.append(0x0D)
            case 0x74: out.append(0x09)
            case 0x75:
                guard var scalar = hex4(k) else { continue }
                k += 4
                if scalar >= 0xD800 && scalar < 0xDC00, k + 6 <= end, raw[k] == 0x5C, raw[k + 1] == 0x75,
                    let low = hex4(k + 2), low >= 0xDC00 && low < 0xE000
                {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    k += 6
                }
                let u = Unicode.Scalar(scalar) ?? "\u{FFFD}"
                UTF8.encode(u) { out.append($0) }
            default:
                out.append(e)
            }
        }
        return out
    }
}
