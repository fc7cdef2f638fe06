/// Writes records as `jsonl` (FORMAT §4): one JSON object per line, keys in the spec's order.
///
/// Everything is appended to a byte buffer by hand: `JSONEncoder` sorts or scrambles keys and
/// formats numbers its own way, and building a `String` per record is too slow for the
/// benchmark (hundreds of thousands of records). Numbers go through `DecimalFormat`, so the
/// text and `jsonl` outputs always agree.
public enum JSONLWriter {
    /// Renders every record, one line each, each line ending in `\n`.
    public static func render(_ records: [Record]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(records.count * 96)
        var cache = PrefixCache()
        for record in records {
            appendObject(record, to: &out, cache: &cache)
            out.append(UInt8(ascii: "\n"))
        }
        return out
    }

    /// Writes every record, one line each, handing the bytes to `emit` in chunks of about
    /// `chunkSize` bytes.
    ///
    /// The CLI streams this way: one buffer is reused, so a replay of hundreds of thousands of
    /// samples never holds (nor page-faults in) its whole output.
    public static func write(_ records: [Record], chunkSize: Int = 1 << 20, to emit: ([UInt8]) -> Void) {
        var out: [UInt8] = []
        out.reserveCapacity(chunkSize + 4096)
        var cache = PrefixCache()
        for record in records {
            appendObject(record, to: &out, cache: &cache)
            out.append(UInt8(ascii: "\n"))
            if out.count >= chunkSize {
                emit(out)
                out.removeAll(keepingCapacity: true)
            }
        }
        if !out.isEmpty { emit(out) }
    }

    /// Renders records one at a time into a reusable byte buffer, for a replay that streams
    /// (`Replay.run(_:sink:)`): the caller drains `bytes` whenever it likes.
    public struct Stream {
        /// Rendered lines not yet taken.
        public private(set) var bytes: [UInt8] = []
        private var cache = PrefixCache()

        public init(capacity: Int = 1 << 20) {
            bytes.reserveCapacity(capacity + 4096)
        }

        /// Appends one record and its line end.
        public mutating func append(_ record: Record) {
            appendObject(record, to: &bytes, cache: &cache)
            bytes.append(UInt8(ascii: "\n"))
        }

        /// Forgets the rendered bytes, keeping the buffer's capacity.
        public mutating func removeAll() {
            bytes.removeAll(keepingCapacity: true)
        }
    }

    /// The `"frame":N,"t":T` part of the previous record, reused while it repeats: all the
    /// records of a frame share it, and formatting numbers is the writer's main cost.
    public struct PrefixCache {
        var frame = Int.min
        var time = Double.nan
        var bytes: [UInt8] = []

        public init() {}
    }

    /// Appends one record as a JSON object followed by `\n`.
    public static func append(_ record: Record, to out: inout [UInt8]) {
        appendObject(record, to: &out)
        out.append(UInt8(ascii: "\n"))
    }

    /// Renders `--format json`: one document `{"gesturetrace":1,"name":…,"records":[…]}`, with
    /// one record per line so that it stays readable and diffable.
    public static func renderDocument(name: String?, records: [Record]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(records.count * 98 + 64)
        raw(#"{"gesturetrace":1,"name":"#, &out)
        if let name { appendString(name, to: &out) } else { raw("null", &out) }
        raw(#","records":["#, &out)
        var cache = PrefixCache()
        for (i, record) in records.enumerated() {
            out.append(contentsOf: i == 0 ? "\n".utf8 : ",\n".utf8)
            appendObject(record, to: &out, cache: &cache)
        }
        raw("\n]}\n", &out)
        return out
    }

    /// Appends one record as a JSON object, without a line end.
    public static func appendObject(_ record: Record, to out: inout [UInt8]) {
        var cache = PrefixCache()
        appendObject(record, to: &out, cache: &cache)
    }

    /// Appends one record as a JSON object, reusing the frame/time prefix of the previous one.
    public static func appendObject(_ record: Record, to out: inout [UInt8], cache: inout PrefixCache) {
        raw(#"{"type":""#, &out)
        raw(typeName(record.body), &out)
        if record.frame != cache.frame || record.time != cache.time || cache.bytes.isEmpty {
            cache.frame = record.frame
            cache.time = record.time
            cache.bytes.removeAll(keepingCapacity: true)
            raw(#"","frame":"#, &cache.bytes)
            appendInt(record.frame, to: &cache.bytes)
            raw(#","t":"#, &cache.bytes)
            DecimalFormat.append(record.time, decimals: 6, to: &cache.bytes)
        }
        out.append(contentsOf: cache.bytes)
        switch record.body {
        case .frame(let cause):
            raw(#","cause":"#, &out)
            appendName(cause.jsonName, &out)
        case let .hit(touch, point, view, recognizers, chain):
            raw(#","touch":"#, &out)
            appendTouch(touch, to: &out)
            raw(#","point":"#, &out)
            out.append(UInt8(ascii: "["))
            DecimalFormat.append(point.x, decimals: 3, to: &out)
            out.append(UInt8(ascii: ","))
            DecimalFormat.append(point.y, decimals: 3, to: &out)
            out.append(UInt8(ascii: "]"))
            raw(#","view":"#, &out)
            if let view { appendString(view, to: &out) } else { raw("null", &out) }
            raw(#","recognizers":"#, &out)
            appendStrings(recognizers, to: &out)
            raw(#","chain":"#, &out)
            appendStrings(chain, to: &out)
        case let .state(recognizer, from, to, reason, values):
            raw(#","recognizer":"#, &out)
            appendString(recognizer, to: &out)
            raw(#","from":"#, &out)
            appendName(from.jsonName, &out)
            raw(#","to":"#, &out)
            appendName(to.jsonName, &out)
            raw(#","reason":"#, &out)
            appendString(reason, to: &out)
            for value in values {
                out.append(UInt8(ascii: ","))
                appendString(value.name, to: &out)
                out.append(UInt8(ascii: ":"))
                DecimalFormat.append(value.value, decimals: 3, to: &out)
            }
        case let .deliver(responder, phase, touches, delayed):
            raw(#","responder":"#, &out)
            appendString(responder, to: &out)
            raw(#","phase":"#, &out)
            appendName(phase.jsonName, &out)
            raw(#","touches":"#, &out)
            out.append(UInt8(ascii: "["))
            for (i, touch) in touches.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                appendTouch(touch, to: &out)
            }
            out.append(UInt8(ascii: "]"))
            raw(#","delayed":"#, &out)
            raw(delayed ? "true" : "false", &out)
        case let .pending(recognizer, wants, waitingFor):
            raw(#","recognizer":"#, &out)
            appendString(recognizer, to: &out)
            raw(#","wants":"#, &out)
            appendName(wants.jsonName, &out)
            raw(#","waitingFor":"#, &out)
            appendStrings(waitingFor, to: &out)
        case let .action(recognizer, state):
            raw(#","recognizer":"#, &out)
            appendString(recognizer, to: &out)
            raw(#","state":"#, &out)
            appendName(state.jsonName, &out)
        case let .control(control, event):
            raw(#","control":"#, &out)
            appendString(control, to: &out)
            raw(#","event":"#, &out)
            appendString(event.rawValue, to: &out)
        case .reset(let recognizer):
            raw(#","recognizer":"#, &out)
            appendString(recognizer, to: &out)
        }
        out.append(UInt8(ascii: "}"))
    }

    /// Appends literal ASCII bytes with one copy. Keys are written as whole literals
    /// (`,"touch":`) rather than byte by byte: one copy per key instead of five appends.
    @inline(__always)
    static func raw(_ text: StaticString, _ out: inout [UInt8]) {
        text.withUTF8Buffer { out.append(contentsOf: $0) }
    }

    /// Appends `"name"` for an enum's raw value known to need no escaping.
    @inline(__always)
    static func appendName(_ name: StaticString, _ out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        raw(name, &out)
        out.append(UInt8(ascii: "\""))
    }

    /// The `type` key's value, as a static string (no `String` traffic in the hot loop).
    @inline(__always)
    static func typeName(_ body: Record.Body) -> StaticString {
        switch body {
        case .frame: return "frame"
        case .hit: return "hit"
        case .state: return "state"
        case .deliver: return "deliver"
        case .pending: return "pending"
        case .action: return "action"
        case .control: return "control"
        case .reset: return "reset"
        }
    }

    /// Appends a signed integer in decimal.
    ///
    /// Digits are written in place and reversed, with no scratch allocation: frame numbers
    /// and touch ids are on the hot path.
    static func appendInt(_ value: Int, to out: inout [UInt8]) {
        if value < 0 { out.append(UInt8(ascii: "-")) }
        var v = value.magnitude
        let start = out.count
        repeat {
            out.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: v % 10))
            v /= 10
        } while v > 0
        DecimalFormat.reverseTail(&out, from: start)
    }

    /// Appends a touch id: a JSON number for integer ids, a JSON string for string ids, as the
    /// trace wrote it (FORMAT §3.1).
    static func appendTouch(_ touch: TouchID, to out: inout [UInt8]) {
        switch touch {
        case .int(let v): appendInt(v, to: &out)
        case .string(let s): appendString(s, to: &out)
        }
    }

    static func appendStrings(_ strings: [String], to out: inout [UInt8]) {
        out.append(UInt8(ascii: "["))
        for (i, s) in strings.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            appendString(s, to: &out)
        }
        out.append(UInt8(ascii: "]"))
    }

    /// Appends `s` as a JSON string literal (RFC 8259 §7).
    ///
    /// Only `"`, `\` and control characters are escaped (`\n`, `\t`, … or `\u00XX`); other
    /// text, including non-ASCII, is copied as UTF-8, which JSON allows. U+2028/U+2029 are
    /// escaped too so that the output is also valid JavaScript.
    public static func appendString(_ s: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        let fast: Void? = s.utf8.withContiguousStorageIfAvailable { bytes in
            // Ids are short and plain: copy them in one go when nothing needs escaping.
            if bytes.allSatisfy({ $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C && $0 != 0x7F && $0 != 0xE2 }) {
                out.append(contentsOf: bytes)
            } else {
                appendEscaped(bytes, to: &out)
            }
        }
        if fast == nil { appendEscaped(Array(s.utf8), to: &out) }
        out.append(UInt8(ascii: "\""))
    }

    private static func appendEscaped<C: Collection>(_ bytes: C, to out: inout [UInt8]) where C.Element == UInt8, C.Index == Int {
        var i = bytes.startIndex
        let end = bytes.endIndex
        while i < end {
            let b = bytes[i]
            switch b {
            case UInt8(ascii: "\""):
                out.append(UInt8(ascii: "\\")); out.append(b)
            case UInt8(ascii: "\\"):
                out.append(UInt8(ascii: "\\")); out.append(b)
            case 0x0A:
                out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "n"))
            case 0x0D:
                out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "r"))
            case 0x09:
                out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "t"))
            case 0x08:
                out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "b"))
            case 0x0C:
                out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "f"))
            case 0x00..<0x20, 0x7F:
                appendUnicodeEscape(UInt16(b), to: &out)
            case 0xE2 where i + 2 < end && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9):
                appendUnicodeEscape(bytes[i + 2] == 0xA8 ? 0x2028 : 0x2029, to: &out)
                i += 2
            default:
                out.append(b)
            }
            i += 1
        }
    }

    private static func appendUnicodeEscape(_ value: UInt16, to out: inout [UInt8]) {
        let hex: [UInt8] = Array("0123456789abcdef".utf8)
        out.append(UInt8(ascii: "\\"))
        out.append(UInt8(ascii: "u"))
        out.append(hex[Int(value >> 12) & 0xF])
        out.append(hex[Int(value >> 8) & 0xF])
        out.append(hex[Int(value >> 4) & 0xF])
        out.append(hex[Int(value) & 0xF])
    }
}

// The raw values as static strings, spelled exactly as the enums' raw values (the tests
// compare them): `rawValue` builds a `String` per record, and the writer then scanned it
// for characters to escape.
extension FrameCause {
    var jsonName: StaticString {
        switch self {
        case .input: return "input"
        case .timer: return "timer"
        case .interrupt: return "interrupt"
        case .end: return "end"
        }
    }
}

extension DeliveryPhase {
    var jsonName: StaticString {
        switch self {
        case .began: return "began"
        case .moved: return "moved"
        case .ended: return "ended"
        case .cancelled: return "cancelled"
        }
    }
}

extension DisplayState {
    var jsonName: StaticString {
        switch self {
        case .possible: return "possible"
        case .began: return "began"
        case .changed: return "changed"
        case .ended: return "ended"
        case .recognized: return "recognized"
        case .cancelled: return "cancelled"
        case .failed: return "failed"
        }
    }
}
