/// The byte-level scanner behind `JSONDocument.parse`: strict RFC 8259 into a flat tape.
///
/// One loop with an explicit stack of open containers, so nesting depth is bounded only by
/// `maxDepth` (a 100 000-deep view hierarchy nests ~200 000 levels), never by the call stack.
/// The hot paths (whitespace, ASCII string bodies, simple decimal numbers) touch each byte
/// once and allocate nothing per value; the rarer cases (escapes, non-ASCII, long or huge
/// numbers) take slower exact paths.
enum JSONReader {
    typealias Node = JSONDocument.Node

    /// Receives, one at a time, the elements of the root object's `events` array while the
    /// text is being read (see `read(_:maxDepth:events:)`).
    protocol ElementSink: AnyObject {
        /// `node` is the element's tape index in `document`, whose tape ends with it. The sink
        /// must not keep `document` (the reader then drops the element's nodes in place).
        /// Returns false to stop reading (the reader then throws `stopped`).
        func element(_ node: Int, in document: JSONDocument) -> Bool
        /// Offered first at each element's position (`start`: just after the `[` or the `,`):
        /// the sink may take any number of whole elements straight from the bytes, each valid
        /// JSON, and returns how many and where the last one ends (at the whitespace or
        /// delimiter after it). Taking none changes nothing; the reader then reads on itself.
        func elements(_ base: UnsafePointer<UInt8>, count: Int, from start: Int) -> (end: Int, count: Int)
        /// How many elements of an element's `touches` array (the key written without
        /// escapes) stay on the tape; the reader reads and validates the rest byte for byte but
        /// drops their nodes, and the array's node counts only those kept. The sink must find
        /// its answer within them (an event with more touches than any valid event has; issue
        /// 25: an event of 10⁶ touches would otherwise be taped whole before it is refused).
        var touchesKept: Int { get }
    }

    /// Thrown when an `ElementSink` stops the reading; not a property of the text.
    static let stopped = JSONSyntaxError(offset: 0, line: 0, column: 0, path: "", message: "reading stopped")

    /// Scans `bytes` into tape nodes.
    ///
    /// With `events`, each complete element of the root object's `events` array (the key
    /// written without escapes) is handed to the sink and then removed from the tape, so the
    /// tape holds at most one event at a time and the array is left on it as if empty. Every
    /// byte is validated exactly as without a sink.
    ///
    /// With `keepingOnlyEvents` as well, the values outside the `events` array are validated
    /// but not kept: each value nested in a root member other than `events` leaves the tape as
    /// soon as it is complete, and each object key there when the next one is read, so the
    /// tape holds the open containers' and their latest keys' nodes only (for error paths,
    /// which are the same). Duplicate keys are not looked for there. For a reading whose
    /// document is thrown away (the second reading of a streamed replay, which re-taped a
    /// 300 000-deep inline scene beside the decoded one: issue 25).
    static func read(
        _ text: JSONText, maxDepth: Int, events: ElementSink? = nil, keepingOnlyEvents: Bool = false
    ) throws(JSONSyntaxError) -> (nodes: [Node], overflow: [Int: UInt32]) {
        guard text.count < Int(UInt32.max) else {
            throw JSONSyntaxError(
                offset: 0, line: 1, column: 1, path: "",
                message: "the file is larger than 4 GiB")
        }
        let result: Result<([Node], [Int: UInt32]), JSONSyntaxError> = text.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, buffer.count > 0 else {
                return .failure(
                    JSONSyntaxError(
                        offset: 0, line: 1, column: 1, path: "",
                        message: "the file is empty; expected a JSON value"))
            }
            var scanner = Scanner(base: base, count: buffer.count, text: text, maxDepth: maxDepth)
            scanner.sink = events
            scanner.keepsOnlyEvents = keepingOnlyEvents && events != nil
            do throws(JSONSyntaxError) {
                try scanner.run()
                return .success((scanner.nodes, scanner.overflow))
            } catch {
                return .failure(error)
            }
        }
        switch result {
        case .success(let tape): return (tape.0, tape.1)
        case .failure(let error): throw error
        }
    }

    /// An open array or object: 24 bytes (40 with `Int` indices), as a document may nest a
    /// million levels (a 300 000-deep SwiftUI tree opens 600 000; issue 25).
    struct Frame {
        /// A 64-bit Bloom filter of the object's keys (length and a few bytes), so that the
        /// usual object, whose keys all differ in it, needs no key comparisons at all.
        var keyFilter: UInt64 = 0
        private var nodeIndex: UInt32
        var count: UInt32
        /// `UInt32.max` for none.
        private var lastKeyIndex: UInt32
        var isObject: Bool
        /// Set when two keys may be equal (or a key has escapes): the object's keys are
        /// compared in full when it closes.
        var mayHaveDuplicates: Bool = false

        init(node: Int, count: UInt32, isObject: Bool, lastKey: Int) {
            nodeIndex = UInt32(truncatingIfNeeded: node)
            self.count = count
            self.isObject = isObject
            lastKeyIndex = lastKey < 0 ? .max : UInt32(truncatingIfNeeded: lastKey)
        }

        /// The container's tape index (tape indices fit 32 bits: the input is under 4 GiB).
        var node: Int {
            get { Int(nodeIndex) }
            set { nodeIndex = UInt32(truncatingIfNeeded: newValue) }
        }

        /// The tape index of the object's latest key, -1 before the first.
        var lastKey: Int {
            get { lastKeyIndex == .max ? -1 : Int(lastKeyIndex) }
            set { lastKeyIndex = newValue < 0 ? .max : UInt32(truncatingIfNeeded: newValue) }
        }
    }

    /// The open containers, in one array reserved once for the deepest nesting the text
    /// could reach (`reservation`): never copied while a valid text nests, and released whole
    /// when the reading ends. Grown by doubling, the array held the old and the new buffer at
    /// once, 50 MiB at the last doubling of a 600 000-deep nesting (issue 25). In chunks of
    /// 4 096 frames (98 KB each), the 14 MB of frames of a 300 000-deep SwiftUI tree went to
    /// the heap's free lists when the reading ended and stayed resident beside the decoded
    /// scene, 6.9 MiB of `validate deep.json`'s peak. Reserved at their size (24 MB for a
    /// million levels), a later reading's frames came from the heap in turn: the C library
    /// maps an allocation apart only above a threshold that it raises to the size of each
    /// mapped block freed, up to 32 MiB (glibc), so the first reading's frames raised it past
    /// the second's (`hit-test deep.json` 89.3 -> 94.7 MiB). A large text's frames are
    /// therefore reserved above that ceiling (`mappedReservation`): their own mapping with
    /// glibc, musl and Darwin alike, never the heap's, and freeing it raises no threshold.
    /// Reserving costs address space, not memory: pages are touched only as deep as the
    /// nesting goes, as with the tape.
    struct FrameStack {
        private var frames: [Frame] = []

        /// Room for the deepest nesting `byteCount` bytes of valid JSON can hold (two bytes a
        /// container) within `maxDepth`; an unclosed nesting deeper than that grows the array.
        init(reservingFor byteCount: Int = 0, maxDepth: Int = 0) {
            frames.reserveCapacity(FrameStack.reservation(forBytes: byteCount, maxDepth: maxDepth))
        }

        /// More frames than glibc's largest mapping threshold holds (32 MiB on 64-bit systems).
        static let mappedReservation = (32 << 20) / MemoryLayout<Frame>.stride + 4096
        /// A reservation up to this many bytes stays an ordinary heap block.
        static let smallReservationBytes = 64 << 10

        /// How many frames a reading of `byteCount` bytes reserves: a closed container takes
        /// two bytes at least, and the reader refuses a nesting deeper than `maxDepth`; past
        /// 64 KiB, at least `mappedReservation`.
        static func reservation(forBytes byteCount: Int, maxDepth: Int) -> Int {
            let deepest = max(0, min(byteCount / 2 + 1, maxDepth))
            guard deepest * MemoryLayout<Frame>.stride > smallReservationBytes else { return deepest }
            return max(deepest, mappedReservation)
        }

        var count: Int { frames.count }

        /// The frames the array has room for without reallocating (`SceneMemoryTests`).
        var capacity: Int { frames.capacity }

        @inline(__always)
        mutating func append(_ frame: Frame) { frames.append(frame) }

        @inline(__always)
        mutating func popLast() -> Frame? { frames.popLast() }

        /// Every frame, outermost first (for an error's path).
        var all: [Frame] { frames }
    }

    struct Scanner {
        let base: UnsafePointer<UInt8>
        let n: Int
        /// The text `base` points into, for the documents handed to the sink.
        let text: JSONText
        var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: n) }
        let maxDepth: Int
        var i = 0
        var nodes: [Node] = []
        /// Extents too large for a node (`JSONDocument.overflow`).
        var overflow: [Int: UInt32] = [:]
        /// The open containers outside `top`.
        var frames: FrameStack
        /// The innermost open container (meaningful while `depth > 0`), kept out of the
        /// array so the hot path does no array access.
        var top = Frame(node: 0, count: 0, isObject: false, lastKey: -1)
        var depth = 0
        /// See `read(_:maxDepth:events:)`.
        var sink: ElementSink?
        /// The tape index of the root's `events` array while it is open and streamed, else -1.
        var streamed = -1
        /// See `read(_:maxDepth:events:keepingOnlyEvents:)`.
        var keepsOnlyEvents = false
        /// Whether the streamed `events` array is open.
        var eventsOpen = false
        /// The tape index of the value just completed, while `keepsOnlyEvents`.
        var completed = -1

        /// Whether values and keys at the current position are dropped once read: nested in a
        /// root member other than `events`, with `keepsOnlyEvents`.
        @inline(__always)
        var dropping: Bool { keepsOnlyEvents && depth >= 2 && !eventsOpen }
        /// The tape index of the streamed element's `touches` array while it is open, else -1,
        /// and the tape's length after its last kept element (`ElementSink.touchesKept`).
        var touchesArray = -1
        var touchesKeptEnd = 0

        init(base: UnsafePointer<UInt8>, count: Int, text: JSONText, maxDepth: Int) {
            self.base = base
            self.n = count
            self.text = text
            self.maxDepth = maxDepth
            frames = FrameStack(reservingFor: count, maxDepth: maxDepth)
            // Reserving generously costs address space, not memory: pages are touched only as
            // the tape grows, and no growth ever copies the tape.
            nodes.reserveCapacity(max(16, count / 3))
        }

        // MARK: Driver

        mutating func run() throws(JSONSyntaxError) {
            if n >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF {
                throw fail(0, "a byte order mark is not allowed at the start of a JSON text")
            }
            skipWhitespace()
            if i >= n { throw fail(i, "the file contains only whitespace; expected a JSON value") }
            value: while true {
                // At a value position, on a non-whitespace byte (or the end).
                guard i < n else { throw fail(i, "unexpected end of file; expected a value") }
                let c = base[i]
                switch c {
                case 0x7B:  // {
                    try open(.object)
                    i += 1
                    skipWhitespace()
                    if i < n && base[i] == 0x7D {
                        try close()
                        i += 1
                    } else {
                        try key()
                        continue value
                    }
                case 0x5B:  // [
                    try open(.array)
                    i += 1
                    if top.node == streamed && fuse() {
                        // Elements taken by the sink; `i` is past the last one.
                    } else {
                        skipWhitespace()
                        if i < n && base[i] == 0x5D {
                            try close()
                            i += 1
                        } else {
                            continue value
                        }
                    }
                case 0x22:
                    bump()
                    try string()
                    completed = nodes.count - 1
                case 0x2D, 0x30...0x39:
                    bump()
                    try number()
                    completed = nodes.count - 1
                default:
                    bump()
                    try literal()
                    completed = nodes.count - 1
                }
                // After a complete value.
                while true {
                    if dropping, completed >= 0, completed < nodes.count {
                        nodes.removeSubrange(completed...)
                    }
                    if depth == 2 && top.node == streamed && nodes.count > streamed &+ 1 {
                        try streamElement()
                    } else if top.node == touchesArray {
                        keepTouches()
                    }
                    skipWhitespace()
                    guard depth > 0 else {
                        if i < n { throw fail(i, "unexpected \(describe(at: i)) after the JSON value") }
                        return
                    }
                    guard i < n else {
                        throw fail(
                            i,
                            top.isObject
                                ? "unexpected end of file; expected ',' or '}'"
                                : "unexpected end of file; expected ',' or ']'")
                    }
                    let c = base[i]
                    if c == 0x2C {  // ,
                        let comma = i
                        i += 1
                        if depth == 2 && top.node == streamed && fuse() { continue }
                        skipWhitespace()
                        if top.isObject {
                            if i < n && base[i] == 0x7D { throw fail(comma, "trailing comma before '}'") }
                            try key()
                        } else if i < n && base[i] == 0x5D {
                            throw fail(comma, "trailing comma before ']'")
                        }
                        continue value
                    }
                    if top.isObject {
                        guard c == 0x7D else {
                            throw fail(i, "unexpected \(describe(at: i)); expected ',' or '}' after an object member")
                        }
                    } else {
                        guard c == 0x5D else {
                            throw fail(i, "unexpected \(describe(at: i)); expected ',' or ']' after an array element")
                        }
                    }
                    try close()
                    i += 1
                }
            }
        }

        @inline(__always)
        mutating func skipWhitespace() {
            JSONWhitespace.skip(base, &i, n)
        }

        /// Counts a new value in the innermost container.
        @inline(__always)
        mutating func bump() {
            top.count &+= 1
        }

        mutating func open(_ kind: JSONDocument.Kind) throws(JSONSyntaxError) {
            bump()
            if depth >= maxDepth {
                throw fail(i, "nesting is deeper than the limit of \(maxDepth) levels")
            }
            if depth == 1 && kind == .array && sink != nil && top.isObject && isEventsKey(top.lastKey) {
                streamed = nodes.count
                eventsOpen = true
            } else if depth == 3 && kind == .array && streamed >= 0 && top.node == streamed &+ 1 && top.isObject
                && isTouchesKey(top.lastKey)
            {
                touchesArray = nodes.count
            }
            if depth > 0 { frames.append(top) }
            depth += 1
            top = Frame(node: nodes.count, count: 0, isObject: kind == .object, lastKey: -1)
            nodes.append(Node(start: UInt32(truncatingIfNeeded: i), kind: kind))
        }

        mutating func close() throws(JSONSyntaxError) {
            guard depth > 0 else { return }
            var count = top.count
            if top.node == touchesArray, let sink {
                count = min(count, UInt32(truncatingIfNeeded: sink.touchesKept))
                touchesArray = -1
            }
            setExtent(top.node, nodes.count - top.node)
            // A dropping object's members are gone from the tape (`keepingOnlyEvents`).
            if top.isObject && top.mayHaveDuplicates && !dropping {
                try checkDuplicateKeys(top.node, count: Int(count))
            }
            completed = top.node
            if top.node == streamed { eventsOpen = false }
            depth -= 1
            if depth > 0, let outer = frames.popLast() { top = outer }
        }

        /// Reads `"key"` `:` and the whitespace after it; `i` is on the key's quote.
        mutating func key() throws(JSONSyntaxError) {
            guard i < n else { throw fail(i, "unexpected end of file; expected a key") }
            guard base[i] == 0x22 else {
                throw fail(i, "unexpected \(describe(at: i)); expected a string key in double quotes")
            }
            // The previous key, whose value is dropped already, is needed no more.
            if dropping, top.lastKey >= 0, top.lastKey == nodes.count - 1 { nodes.removeLast() }
            let keyNode = nodes.count
            // Until the key is complete, errors belong to the object itself.
            top.lastKey = -1
            try string()
            top.lastKey = keyNode
            let key = nodes[keyNode]
            if key.flags != 0 {
                top.mayHaveDuplicates = true
            } else {
                let lo = Int(key.start) + 1
                let length = stringEnd(keyNode) - lo
                var hash = UInt64(truncatingIfNeeded: length) &* 0x9E37_79B9
                if length > 0 {
                    hash ^=
                        UInt64(base[lo]) &* 31 ^ UInt64(base[lo + length - 1]) &* 131 ^ UInt64(base[lo + length / 2])
                        &* 7
                }
                let bit: UInt64 = 1 << (hash & 63)
                if top.keyFilter & bit != 0 { top.mayHaveDuplicates = true }
                top.keyFilter |= bit
            }
            skipWhitespace()
            guard i < n, base[i] == 0x3A else {
                throw fail(
                    i,
                    i < n
                        ? "unexpected \(describe(at: i)); expected ':' after the key"
                        : "unexpected end of file; expected ':'")
            }
            i += 1
            skipWhitespace()
        }

        // MARK: Streaming

        /// Whether tape node `key` is the string `"events"` written without escapes.
        func isEventsKey(_ key: Int) -> Bool {
            guard key >= 0, key < nodes.count else { return false }
            let node = nodes[key]
            guard node.kind == .string, node.flags == 0, node.storedExtent == 7 else { return false }
            let lo = Int(node.start) + 1
            return base[lo] == 0x65 && base[lo + 1] == 0x76 && base[lo + 2] == 0x65 && base[lo + 3] == 0x6E
                && base[lo + 4] == 0x74 && base[lo + 5] == 0x73
        }

        /// Whether tape node `key` is the string `"touches"` written without escapes.
        func isTouchesKey(_ key: Int) -> Bool {
            guard key >= 0, key < nodes.count else { return false }
            let node = nodes[key]
            guard node.kind == .string, node.flags == 0, node.storedExtent == 8 else { return false }
            let lo = Int(node.start) + 1
            return base[lo] == 0x74 && base[lo + 1] == 0x6F && base[lo + 2] == 0x75 && base[lo + 3] == 0x63
                && base[lo + 4] == 0x68 && base[lo + 5] == 0x65 && base[lo + 6] == 0x73
        }

        /// After each element of the streamed element's `touches` array: the first
        /// `touchesKept` stay, any later one's nodes are dropped now that it is validated (its
        /// count still advances, so syntax errors name its true index).
        mutating func keepTouches() {
            guard let sink else { return }
            let kept = sink.touchesKept
            if Int(top.count) == kept {
                touchesKeptEnd = nodes.count
            } else if Int(top.count) > kept {
                nodes.removeSubrange(touchesKeptEnd...)
            }
        }

        /// Offers the sink the elements from `i` on (see `ElementSink.elements`); true when it
        /// took some, with `i` past them and them counted. The elements nest three levels
        /// deeper than the array, so the sink is asked only when those are within `maxDepth`.
        mutating func fuse() -> Bool {
            guard let sink, depth + 3 <= maxDepth else { return false }
            let (end, count) = sink.elements(base, count: n, from: i)
            guard count > 0 else { return false }
            i = end
            top.count &+= UInt32(truncatingIfNeeded: count)
            return true
        }

        /// Hands the element just completed in the streamed array to the sink, then drops its
        /// nodes. The document shares the tape only for the call, so the removal is in place.
        mutating func streamElement() throws(JSONSyntaxError) {
            guard let sink else { return }
            let keep = sink.element(streamed + 1, in: JSONDocument(text: text, nodes: nodes, overflow: overflow))
            guard keep else { throw JSONReader.stopped }
            nodes.removeSubrange((streamed + 1)...)
        }

        // MARK: Extents

        /// Sets node `node`'s extent (`JSONDocument.Node`), in the overflow table when it does
        /// not fit the node.
        @inline(__always)
        mutating func setExtent(_ node: Int, _ extent: Int) {
            if !nodes[node].setExtent(extent) { overflow[node] = UInt32(truncatingIfNeeded: extent) }
        }

        /// Node `node`'s extent, as `JSONDocument.extent` reads it.
        @inline(__always)
        func extent(_ node: Int) -> Int {
            let stored = nodes[node].storedExtent
            return stored == Node.overflowMark ? Int(overflow[node] ?? stored) : Int(stored)
        }

        /// The byte offset of string node `node`'s closing `"`.
        @inline(__always)
        func stringEnd(_ node: Int) -> Int { Int(nodes[node].start) + extent(node) }

        // MARK: Strings

        /// Reads a string; `i` is on the opening quote, and ends past the closing one.
        mutating func string() throws(JSONSyntaxError) {
            let start = i
            i += 1
            var flags: UInt8 = 0
            while true {
                while i < n {
                    let c = base[i]
                    if c == 0x22 || c == 0x5C || c < 0x20 || c >= 0x80 { break }
                    i += 1
                }
                guard i < n else { throw fail(start, "unterminated string") }
                let c = base[i]
                if c == 0x22 { break }
                if c == 0x5C {
                    flags = JSONDocument.Flag.escaped
                    try escape(stringStart: start)
                } else if c < 0x20 {
                    throw fail(
                        i,
                        "raw control character \(Scanner.hexScalar(UInt32(c))) in a string; write it as an escape such as '\\n'"
                    )
                } else {
                    try utf8Sequence()
                }
            }
            nodes.append(Node(start: UInt32(truncatingIfNeeded: start), kind: .string, flags: flags))
            setExtent(nodes.count - 1, i - start)
            i += 1
        }

        /// Validates one escape; `i` is on the backslash.
        mutating func escape(stringStart: Int) throws(JSONSyntaxError) {
            guard i + 1 < n else { throw fail(stringStart, "unterminated string") }
            switch base[i + 1] {
            case 0x22, 0x5C, 0x2F, 0x62, 0x66, 0x6E, 0x72, 0x74:
                i += 2
            case 0x75:
                guard let unit = hex4(at: i + 2) else {
                    throw fail(i, "invalid escape '\(text(i, min(i + 6, n)))': '\\u' needs four hex digits")
                }
                if unit >= 0xDC00 && unit < 0xE000 {
                    throw fail(i, "lone low surrogate '\\u\(text(i + 2, i + 6))' in a string")
                }
                if unit >= 0xD800 && unit < 0xDC00 {
                    guard i + 7 < n, base[i + 6] == 0x5C, base[i + 7] == 0x75,
                        let low = hex4(at: i + 8), low >= 0xDC00 && low < 0xE000
                    else {
                        throw fail(
                            i,
                            "lone high surrogate '\\u\(text(i + 2, i + 6))' in a string; expected a low surrogate '\\uDC00'…'\\uDFFF' after it"
                        )
                    }
                    i += 12
                } else {
                    i += 6
                }
            default:
                throw fail(i, "invalid escape '\\\(describeRaw(at: i + 1))' in a string")
            }
        }

        func hex4(at k: Int) -> UInt32? {
            guard k + 4 <= n else { return nil }
            var v: UInt32 = 0
            for j in k..<(k + 4) {
                let c = base[j]
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

        /// The length of a valid UTF-8 sequence at `k` (RFC 3629: no overlongs, no
        /// surrogates, nothing past U+10FFFF), or nil.
        func utf8Length(at k: Int) -> Int? {
            let c = base[k]
            func cont(_ j: Int, _ lo: UInt8 = 0x80, _ hi: UInt8 = 0xBF) -> Bool {
                j < n && base[j] >= lo && base[j] <= hi
            }
            switch c {
            case 0x00...0x7F: return 1
            case 0xC2...0xDF: return cont(k + 1) ? 2 : nil
            case 0xE0: return cont(k + 1, 0xA0) && cont(k + 2) ? 3 : nil
            case 0xE1...0xEC, 0xEE, 0xEF: return cont(k + 1) && cont(k + 2) ? 3 : nil
            case 0xED: return cont(k + 1, 0x80, 0x9F) && cont(k + 2) ? 3 : nil
            case 0xF0: return cont(k + 1, 0x90) && cont(k + 2) && cont(k + 3) ? 4 : nil
            case 0xF1...0xF3: return cont(k + 1) && cont(k + 2) && cont(k + 3) ? 4 : nil
            case 0xF4: return cont(k + 1, 0x80, 0x8F) && cont(k + 2) && cont(k + 3) ? 4 : nil
            default: return nil
            }
        }

        /// Skips one multi-byte UTF-8 sequence, or reports the invalid byte.
        mutating func utf8Sequence() throws(JSONSyntaxError) {
            guard let length = utf8Length(at: i) else {
                throw fail(i, "invalid UTF-8: \(Scanner.badByte(base[i]))")
            }
            i += length
        }

        // MARK: Numbers

        /// Reads a number; `i` is on `-` or a digit.
        ///
        /// Validates only: the value is computed when asked (`JSONDocument.numberValue`, the
        /// same arithmetic). A number on the exact fast path is always in range; anything else
        /// is converted with `Double(String)` here to refuse one too large for a double.
        mutating func number() throws(JSONSyntaxError) {
            let start = i
            if base[i] == 0x2D {
                i += 1
                guard i < n, base[i] >= 0x30 && base[i] <= 0x39 else {
                    if i < n && base[i] == 0x49 && word(at: i) == "Infinity" {
                        throw fail(start, "'-Infinity' is not allowed: JSON numbers must be finite")
                    }
                    throw fail(i, "expected a digit after '-'")
                }
            }
            var mantissa: UInt64 = 0
            var exact = true
            var exponent = 0
            var flags: UInt8 = 0
            if base[i] == 0x30 {
                i += 1
                if i < n && base[i] >= 0x30 && base[i] <= 0x39 {
                    throw fail(
                        start, "leading zeros are not allowed in a number ('\(text(start, numberEnd(from: start)))')")
                }
            } else if DigitRun.read(base, &i, n, into: &mantissa).dropped {
                // A dropped integer digit scales the value: not exact.
                exact = false
            }
            if i < n && base[i] == 0x2E {
                flags = JSONDocument.Flag.nonInteger
                i += 1
                guard i < n, base[i] >= 0x30 && base[i] <= 0x39 else {
                    throw fail(i, "expected a digit after the decimal point in '\(text(start, i))'")
                }
                let fraction = DigitRun.read(base, &i, n, into: &mantissa)
                // A dropped fraction zero changes nothing; any other digit does.
                if fraction.droppedNonZero { exact = false }
                exponent -= fraction.taken
            }
            if i < n && (base[i] == 0x65 || base[i] == 0x45) {
                flags = JSONDocument.Flag.nonInteger
                i += 1
                var exponentNegative = false
                if i < n && (base[i] == 0x2B || base[i] == 0x2D) {
                    exponentNegative = base[i] == 0x2D
                    i += 1
                }
                guard i < n, base[i] >= 0x30 && base[i] <= 0x39 else {
                    throw fail(i, "expected a digit in the exponent of '\(text(start, i))'")
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
            // The tape keeps no value (`JSONDocument.numberValue` reads it again when asked):
            // only a number off the exact fast path can be out of a double's range.
            if !JSONDocument.isFastNumber(exact: exact, mantissa: mantissa, exponent: exponent)
                && !(exact && mantissa == 0)
            {
                let literal = text(start, i)
                guard let parsed = Double(literal), parsed.isFinite else {
                    throw fail(start, "number '\(literal)' is too large for a double")
                }
            }
            nodes.append(Node(start: UInt32(truncatingIfNeeded: start), kind: .number, flags: flags))
        }

        /// Exactly representable powers of ten, 10^0 … 10^22.
        static let powersOfTen: [Double] = [
            1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
            1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
        ]

        /// Where a malformed number's text ends, for quoting it.
        func numberEnd(from k: Int) -> Int {
            var j = k
            while j < n,
                base[j] == 0x2D || base[j] == 0x2B || base[j] == 0x2E || base[j] == 0x65
                    || base[j] == 0x45 || (base[j] >= 0x30 && base[j] <= 0x39)
            { j += 1 }
            return j
        }

        // MARK: Literals

        /// Reads `true`, `false` or `null`, or reports what is there instead.
        mutating func literal() throws(JSONSyntaxError) {
            let start = i
            let w = word(at: i)
            let kind: JSONDocument.Kind
            switch w {
            case "true": kind = .true
            case "false": kind = .false
            case "null": kind = .null
            case "NaN", "Infinity":
                throw fail(start, "'\(w)' is not allowed: JSON numbers must be finite")
            case "":
                throw fail(i, "unexpected \(describe(at: i)); expected a value")
            default:
                throw fail(i, "unexpected '\(w)'; expected a value (strings need double quotes)")
            }
            i += w.utf8.count
            nodes.append(Node(start: UInt32(truncatingIfNeeded: start), kind: kind))
        }

        /// The run of ASCII letters, digits and `_` at `k` (at most 32 bytes).
        func word(at k: Int) -> String {
            var j = k
            while j < n, j - k < 32 {
                let c = base[j]
                guard (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || (c >= 0x30 && c <= 0x39) || c == 0x5F
                else { break }
                j += 1
            }
            return text(k, j)
        }

        // MARK: Duplicate keys

        /// Rejects an object with two equal keys (after unescaping), at the second one.
        mutating func checkDuplicateKeys(_ object: Int, count: Int) throws(JSONSyntaxError) {
            let end = nodes.count
            func next(_ key: Int) -> Int {
                let v = key + 1
                let k = nodes[v].kind
                return k == .array || k == .object ? v + extent(v) : v + 1
            }
            if count <= 16 {
                var a = object + 1
                while a < end {
                    var b = next(a)
                    while b < end {
                        if keysEqual(a, b) { try duplicate(b) }
                        b = next(b)
                    }
                    a = next(a)
                }
            } else {
                var seen = Set<[UInt8]>()
                seen.reserveCapacity(count)
                var a = object + 1
                while a < end {
                    if !seen.insert(keyBytes(a)).inserted { try duplicate(a) }
                    a = next(a)
                }
            }
        }

        func keyBytes(_ key: Int) -> [UInt8] {
            let node = nodes[key]
            let slice = bytes[Int(node.start + 1)..<stringEnd(key)]
            return node.flags & JSONDocument.Flag.escaped == 0 ? Array(slice) : JSONDocument.unescape(ArraySlice(slice))
        }

        func keysEqual(_ a: Int, _ b: Int) -> Bool {
            let x = nodes[a]
            let y = nodes[b]
            if x.flags | y.flags != 0 { return keyBytes(a) == keyBytes(b) }
            let length = extent(a)
            guard length == extent(b) else { return false }
            var k = 1
            while k < length {
                if base[Int(x.start) + k] != base[Int(y.start) + k] { return false }
                k += 1
            }
            return true
        }

        mutating func duplicate(_ key: Int) throws(JSONSyntaxError) {
            top.lastKey = key
            let name = String(decoding: keyBytes(key), as: UTF8.self)
            throw fail(Int(nodes[key].start), "duplicate key '\(name)'")
        }

        // MARK: Errors

        /// A syntax error at byte `offset`, with the path of the value being read.
        func fail(_ offset: Int, _ message: String) -> JSONSyntaxError {
            let location = JSONDocument.location(ofOffset: offset, in: bytes)
            var components: [JSONPath.Component] = []
            for frame in frames.all + (depth > 0 ? [top] : []) {
                if frame.isObject {
                    guard frame.lastKey >= 0, frame.lastKey < nodes.count else { break }
                    let node = nodes[frame.lastKey]
                    let slice = bytes[Int(node.start + 1)..<stringEnd(frame.lastKey)]
                    let raw =
                        node.flags & JSONDocument.Flag.escaped == 0
                        ? Array(slice) : JSONDocument.unescape(ArraySlice(slice))
                    components.append(.key(String(decoding: raw, as: UTF8.self)))
                } else {
                    guard frame.count > 0 else { break }
                    components.append(.index(Int(frame.count) - 1))
                }
            }
            return JSONSyntaxError(
                offset: location.offset, line: location.line, column: location.column,
                path: JSONPath(components).description, message: message)
        }

        /// The text of bytes `lo..<hi` (clamped), for messages.
        func text(_ lo: Int, _ hi: Int) -> String {
            let a = max(0, min(lo, n))
            let b = max(a, min(hi, n))
            return String(decoding: UnsafeBufferPointer(start: base + a, count: b - a), as: UTF8.self)
        }

        /// The character at `k` as a message shows it: `'x'`, `U+0001`, or an invalid byte.
        func describe(at k: Int) -> String {
            guard k < n else { return "end of file" }
            return "character " + describeRaw(at: k, quoted: true)
        }

        func describeRaw(at k: Int, quoted: Bool = false) -> String {
            guard k < n else { return "end of file" }
            let c = base[k]
            if c < 0x20 || c == 0x7F { return Scanner.hexScalar(UInt32(c)) }
            guard let length = utf8Length(at: k) else { return Scanner.badByte(c) }
            let t = text(k, k + length)
            return quoted ? "'\(t)'" : t
        }

        static func hexScalar(_ v: UInt32) -> String {
            let hex = String(v, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }

        static func badByte(_ c: UInt8) -> String {
            let hex = String(c, radix: 16, uppercase: true)
            return "byte 0x" + (hex.count < 2 ? "0" : "") + hex + " is not valid UTF-8"
        }
    }
}
