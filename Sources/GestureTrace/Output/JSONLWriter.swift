/// Writes records as `jsonl` (FORMAT §4): one JSON object per line, keys in the spec's order.
///
/// Everything is appended to a byte buffer by hand: `JSONEncoder` sorts or scrambles keys and
/// formats numbers its own way, and building a `String` per record is too slow for the
/// benchmark (hundreds of thousands of records). Numbers go through `DecimalFormat`, so the
/// text and `jsonl` outputs always agree.
package enum JSONLWriter {
    /// Renders every record, one line each, each line ending in `\n`.
    package static func render(_ records: [Record]) -> [UInt8] {
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
    package static func write(_ records: [Record], chunkSize: Int = 1 << 20, to emit: ([UInt8]) -> Void) {
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
    ///
    /// It renders into a `ByteBuffer` (a raw pointer with one capacity check per append)
    /// rather than an array: the same writer code, specialised, at about half the cost.
    package struct Stream {
        private var buffer: ByteBuffer
        private var cache = PrefixCache()

        package init(capacity: Int = 1 << 20) {
            buffer = ByteBuffer(capacity: capacity + 4096)
        }

        /// How many rendered bytes are waiting.
        package var count: Int { buffer.count }

        /// A copy of the rendered lines not yet taken.
        package var bytes: [UInt8] { Array(buffer.bytes) }

        /// Calls `body` with the rendered lines not yet taken, without copying them.
        package func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
            try body(buffer.bytes)
        }

        /// Appends one record and its line end.
        package mutating func append(_ record: Record) {
            var out = buffer
            writeObject(record, to: &out, cache: &cache)
            out.append(UInt8(ascii: "\n"))
        }

        /// Appends one record given as its parts, its body consumed (`Chunked`).
        mutating func append(frame: Int, time: Double, body: consuming Record.Body) {
            var out = buffer
            writeObject(frame: frame, time: time, body: body, to: &out, cache: &cache)
            out.append(UInt8(ascii: "\n"))
        }

        /// Appends one `frame` record and its line end (`Chunked.appendFrame`).
        mutating func appendFrame(frame: Int, time: Double, cause: FrameCause) {
            var out = buffer
            writeFrameLine(frame: frame, time: time, cause: cause, to: &out, cache: cache)
        }

        /// Appends one `action` record and its line end (`Chunked.appendAction`).
        mutating func appendAction(frame: Int, time: Double, recognizer: String, state: DisplayState) {
            var out = buffer
            writeActionLine(frame: frame, time: time, recognizer: recognizer, state: state, to: &out, cache: cache)
        }

        /// Appends one `deliver` record and its line end (`Chunked.appendDelivery`).
        mutating func appendDelivery(
            frame: Int, time: Double, responder: String, phase: DeliveryPhase, touches: [TouchID], delayed: Bool
        ) {
            var out = buffer
            writeDeliverLine(
                frame: frame, time: time, responder: responder, phase: phase, touches: touches, delayed: delayed,
                to: &out, cache: cache)
        }

        /// Appends one `state` record and its line end (`Chunked.appendState`).
        mutating func appendState(
            frame: Int, time: Double, recognizer: String, from: DisplayState, to: DisplayState, reason: Reason,
            values: [Measurement]
        ) {
            var out = buffer
            writeStateLine(
                frame: frame, time: time, recognizer: recognizer, from: from, to: to, reason: reason, values: values,
                to: &out, cache: cache)
        }

        /// Appends one `reset` record and its line end (`Chunked.appendReset`).
        mutating func appendReset(frame: Int, time: Double, recognizer: String) {
            var out = buffer
            writeResetLine(frame: frame, time: time, recognizer: recognizer, to: &out, cache: cache)
        }

        /// Forgets the rendered bytes, keeping the buffer's capacity.
        package mutating func removeAll() {
            buffer.removeAll()
        }
    }

    /// Renders a replay's records as the engine produces them, handing the bytes to `write`
    /// whenever about `chunkSize` are pending (`Replay.writeJSONL`): the same bytes as a
    /// `Stream` fed every `Record`, without making one.
    ///
    /// The record log hands it each record's frame, time and body (`RecordLog.emit`), and the
    /// body is consumed by the writer: a `Record` built per emit, passed to a sink closure
    /// through a reabstraction thunk and the command's closure, copied again by the writer's
    /// `switch` and destroyed twice cost about 400 instructions a record on top of writing it.
    package final class Chunked {
        @exclusivity(unchecked) private var stream: Stream
        private let chunkSize: Int
        private let write: (UnsafeBufferPointer<UInt8>) -> Void

        package init(chunkSize: Int, write: @escaping (UnsafeBufferPointer<UInt8>) -> Void) {
            self.chunkSize = chunkSize
            self.write = write
            stream = Stream(capacity: chunkSize)
        }

        /// Appends one record and its line end, and hands over the pending bytes once they
        /// reach the chunk size.
        func append(frame: Int, time: Double, body: consuming Record.Body) {
            stream.append(frame: frame, time: time, body: body)
            if stream.count >= chunkSize { flush() }
        }

        /// Appends one `frame` record (`RecordLog.beginFrame`): the same bytes as
        /// `append(frame:time:body:)` with `.frame(cause:)`, at less cost (`writeFrameLine`).
        package func appendFrame(frame: Int, time: Double, cause: FrameCause) {
            stream.appendFrame(frame: frame, time: time, cause: cause)
            if stream.count >= chunkSize { flush() }
        }

        /// Appends one `action` record (`RecordLog.emitAction`): the same bytes as
        /// `append(frame:time:body:)` with `.action`, at less cost (`writeActionLine`).
        func appendAction(frame: Int, time: Double, recognizer: String, state: DisplayState) {
            stream.appendAction(frame: frame, time: time, recognizer: recognizer, state: state)
            if stream.count >= chunkSize { flush() }
        }

        /// Appends one `deliver` record (`RecordLog.emitDelivery`): the same bytes as
        /// `append(frame:time:body:)` with `.deliver`, at less cost (`writeDeliverLine`).
        func appendDelivery(
            frame: Int, time: Double, responder: String, phase: DeliveryPhase, touches: [TouchID], delayed: Bool
        ) {
            stream.appendDelivery(
                frame: frame, time: time, responder: responder, phase: phase, touches: touches, delayed: delayed)
            if stream.count >= chunkSize { flush() }
        }

        /// Appends one `state` record (`RecordLog.emitState`): the same bytes as
        /// `append(frame:time:body:)` with `.state`, at less cost (`writeStateLine`).
        func appendState(
            frame: Int, time: Double, recognizer: String, from: DisplayState, to: DisplayState, reason: Reason,
            values: [Measurement]
        ) {
            stream.appendState(
                frame: frame, time: time, recognizer: recognizer, from: from, to: to, reason: reason, values: values)
            if stream.count >= chunkSize { flush() }
        }

        /// Appends one `reset` record (`RecordLog.emitReset`): the same bytes as
        /// `append(frame:time:body:)` with `.reset`, at less cost (`writeResetLine`).
        func appendReset(frame: Int, time: Double, recognizer: String) {
            stream.appendReset(frame: frame, time: time, recognizer: recognizer)
            if stream.count >= chunkSize { flush() }
        }

        /// Hands over whatever is pending.
        package func flush() {
            guard stream.count > 0 else { return }
            stream.withBytes { write($0) }
            stream.removeAll()
        }
    }

    /// The `"frame":N,"t":T` part of the previous record, reused while it repeats: all the
    /// records of a frame share it, and formatting numbers is the writer's main cost.
    ///
    /// The bytes live in a `ByteBuffer`: refilling an array cost about 200 instructions a
    /// frame, a buffer's refill is one copy. A class, so that the key and the bytes can never
    /// be copied apart.
    package final class PrefixCache {
        var frame = Int.min
        var time = Double.nan
        let bytes = ByteBuffer(capacity: 64)
        /// The rendered ids of the scene (`RenderedNames`), for the records that follow.
        let names = RenderedNames(.json)
        /// The digits of `frame`: the next frame's number is counted up from them in place
        /// rather than formatted (a frame record per frame, 166 instructions a number).
        private let frameDigits = ByteBuffer(capacity: 32)

        package init() {}

        /// Appends the digits of `next`, the frame that replaces `frame`.
        func writeFrame<O: ByteOutput>(_ next: Int, to out: inout O) {
            if next == frame &+ 1 && frame >= 0 && frameDigits.count > 0 {
                frameDigits.countUp()
            } else {
                var digits = frameDigits
                digits.removeAll()
                JSONLWriter.writeInt(next, to: &digits)
            }
            out.appendBytes(frameDigits.bytes)
        }
    }

    /// Appends one record as a JSON object followed by `\n`.
    package static func append(_ record: Record, to out: inout [UInt8]) {
        appendObject(record, to: &out)
        out.append(UInt8(ascii: "\n"))
    }

    /// Renders `--format json`: one document `{"gesturetrace":1,"name":…,"records":[…]}`, with
    /// one record per line so that it stays readable and diffable.
    package static func renderDocument(name: String?, records: [Record]) -> [UInt8] {
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

    /// Renders `--format json` as records come, the same bytes as `renderDocument`: the caller
    /// drains `bytes` when it likes (issue 13 item 7: the whole document was held before).
    package struct DocumentStream {
        package private(set) var bytes: [UInt8] = []
        private var cache = PrefixCache()
        private var first = true

        package init(name: String?) {
            bytes.reserveCapacity(1 << 20)
            raw(#"{"gesturetrace":1,"name":"#, &bytes)
            if let name { appendString(name, to: &bytes) } else { raw("null", &bytes) }
            raw(#","records":["#, &bytes)
        }

        package mutating func append(_ record: Record) {
            bytes.append(contentsOf: first ? "\n".utf8 : ",\n".utf8)
            first = false
            appendObject(record, to: &bytes, cache: &cache)
        }

        /// Closes the document; call once, after the last record.
        package mutating func finish() {
            raw("\n]}\n", &bytes)
        }

        package mutating func removeAll() {
            bytes.removeAll(keepingCapacity: true)
        }

        package mutating func drain(atLeast threshold: Int, to write: (UnsafeBufferPointer<UInt8>) -> Void) {
            guard bytes.count >= threshold, !bytes.isEmpty else { return }
            bytes.withUnsafeBufferPointer { write($0) }
            bytes.removeAll(keepingCapacity: true)
        }
    }

    /// Appends one record as a JSON object, without a line end.
    package static func appendObject(_ record: Record, to out: inout [UInt8]) {
        var cache = PrefixCache()
        appendObject(record, to: &out, cache: &cache)
    }

    /// Appends one record as a JSON object, reusing the frame/time prefix of the previous one.
    package static func appendObject(_ record: Record, to out: inout [UInt8], cache: inout PrefixCache) {
        writeObject(record, to: &out, cache: &cache)
    }

    /// The writer proper, for any `ByteOutput` (an array, or the stream's `ByteBuffer`).
    static func writeObject<O: ByteOutput>(_ record: Record, to out: inout O, cache: inout PrefixCache) {
        writeObject(frame: record.frame, time: record.time, body: record.body, to: &out, cache: &cache)
    }

    /// One record given as its parts, its body consumed: what `Chunked` renders for a replay,
    /// and what every other entry point renders through (a copy of the record's body).
    ///
    /// Consumed, the body's payload is moved into the `switch`'s bindings: switching over a
    /// borrowed `Record` copied the whole record (two `memcpy`s and a value-witness copy that
    /// retained its strings and arrays, about 300 instructions) before reading it, and
    /// destroyed the copy afterwards (issue 28 item 4, round 3).
    static func writeObject<O: ByteOutput>(
        frame: Int, time: Double, body: consuming Record.Body, to out: inout O, cache: inout PrefixCache
    ) {
        out.appendLiteral(#"{"type":""#)
        out.appendLiteral(Record.typeName(body))
        writePrefix(frame: frame, time: time, to: &out, cache: cache)
        switch consume body {
        case .frame(let cause):
            writeField(#","cause":"#, name: cause.jsonName, to: &out)
        case let .hit(touch, point, view, recognizers, chain, values, missed):
            out.appendLiteral(#","touch":"#)
            writeTouch(touch, names: cache.names, to: &out)
            out.appendLiteral(#","point":"#)
            out.append(UInt8(ascii: "["))
            DecimalFormat.write(point.x, decimals: 3, to: &out)
            out.append(UInt8(ascii: ","))
            DecimalFormat.write(point.y, decimals: 3, to: &out)
            out.append(UInt8(ascii: "]"))
            out.appendLiteral(#","view":"#)
            if let view { cache.names.write(view, to: &out) } else { out.appendLiteral("null") }
            out.appendLiteral(#","recognizers":"#)
            writeStrings(recognizers, names: cache.names, to: &out)
            out.appendLiteral(#","chain":"#)
            writeStrings(chain, names: cache.names, to: &out)
            writeMeasurements(values, names: cache.names, to: &out)
            // SEMANTICS §1.10: an optional extra key, present when some view was not chosen.
            if !missed.isEmpty {
                out.appendLiteral(#","notHit":["#)
                for (i, miss) in missed.enumerated() {
                    if i > 0 { out.append(UInt8(ascii: ",")) }
                    writeField(#"{"view":"#, miss.view, to: &out)
                    out.appendLiteral(#","reason":"#)
                    writeReason(miss.why, to: &out)
                    writeField(#","section":"#, miss.section, to: &out)
                    out.append(UInt8(ascii: "}"))
                }
                out.append(UInt8(ascii: "]"))
            }
        case let .state(recognizer, from, to, reason, values):
            writeStateMembers(
                recognizer: recognizer, from: from, to: to, reason: reason, values: values, names: cache.names,
                to: &out)
        case let .deliver(responder, phase, touches, delayed, _):
            writeDeliverMembers(
                responder: responder, phase: phase, touches: touches, delayed: delayed, names: cache.names, to: &out)
        case let .pending(recognizer, wants, waitingFor):
            writeField(#","recognizer":"#, id: recognizer, names: cache.names, to: &out)
            writeField(#","wants":"#, name: wants.jsonName, to: &out)
            out.appendLiteral(#","waitingFor":"#)
            writeStrings(waitingFor, names: cache.names, to: &out)
        case let .action(recognizer, state):
            writeActionMembers(recognizer: recognizer, state: state, names: cache.names, to: &out)
        case let .control(control, event, value):
            writeField(#","control":"#, id: control, names: cache.names, to: &out)
            writeField(#","event":"#, event.rawValue, to: &out)
            if let value {
                out.appendLiteral(#","value":"#)
                DecimalFormat.write(value, decimals: 3, to: &out)
            }
        case let .cell(list, cell, indexPath, event, reason):
            writeField(#","list":"#, id: list, names: cache.names, to: &out)
            out.appendLiteral(#","cell":"#)
            if let cell { cache.names.write(cell, to: &out) } else { out.appendLiteral("null") }
            writeField(#","indexPath":"#, indexPath.description, to: &out)
            writeField(#","event":"#, event.rawValue, to: &out)
            writeField(#","reason":"#, ReasonText.string(reason), to: &out)
        case .reset(let recognizer):
            writeResetMembers(recognizer: recognizer, names: cache.names, to: &out)
        case let .swiftuiPhase(gesture, from, to, reason):
            writeField(#","gesture":"#, id: gesture, names: cache.names, to: &out)
            writeField(#","from":"#, from.rawValue, to: &out)
            writeField(#","to":"#, to.rawValue, to: &out)
            out.appendLiteral(#","reason":"#)
            writeReason(reason, to: &out)
        case let .swiftuiCallback(gesture, callback, value):
            writeField(#","gesture":"#, id: gesture, names: cache.names, to: &out)
            writeField(#","callback":"#, callback, to: &out)
            out.appendLiteral(#","value":"#)
            SwiftUIValue.write(value, to: &out)
        case let .refused(recognizer, touch, reason):
            writeField(#","recognizer":"#, id: recognizer, names: cache.names, to: &out)
            out.appendLiteral(#","touch":"#)
            writeTouch(touch, names: cache.names, to: &out)
            writeField(#","reason":"#, ReasonText.string(reason), to: &out)
        case let .unused(recognizer, reason):
            writeField(#","recognizer":"#, id: recognizer, names: cache.names, to: &out)
            writeField(#","reason":"#, ReasonText.string(reason), to: &out)
        case let .gestureStateReset(gesture, state):
            writeField(#","gesture":"#, id: gesture, names: cache.names, to: &out)
            writeField(#","state":"#, state, to: &out)
        case let .sceneChange(target, value):
            // FORMAT §4 `change`: the value as the input writes it (JSON, not a string).
            writeField(#","target":"#, id: target, names: cache.names, to: &out)
            writeField(#","key":"#, value.key.rawValue, to: &out)
            out.appendLiteral(#","value":"#)
            out.appendBytes(Array(value.jsonText.utf8))
        case let .text(view, recognizer, event):
            // SEMANTICS §9.8: what the text interaction did on its tap recognizer's action.
            writeInteraction(
                #","view":"#, view, event: event.rawValue, recognizer: recognizer, names: cache.names, to: &out)
        case let .swipe(list, cell, indexPath, event, reason):
            // SEMANTICS §9.12: what a row's swipe did when the swipe-action pan ended.
            writeField(#","list":"#, id: list, names: cache.names, to: &out)
            writeField(#","cell":"#, id: cell, names: cache.names, to: &out)
            writeField(#","indexPath":"#, indexPath.description, to: &out)
            writeField(#","edge":"#, reason.edge.rawValue, to: &out)
            writeField(#","event":"#, event.rawValue, to: &out)
            writeField(#","reason":"#, ReasonText.string(reason), to: &out)
        case let .menu(view, recognizer, event):
            // SEMANTICS §9.13: what the context menu interaction did on its press's action.
            writeInteraction(
                #","view":"#, view, event: event.rawValue, recognizer: recognizer, names: cache.names, to: &out)
        case let .sheet(sheet, recognizer, event, reason):
            // SEMANTICS §9.14: what a page sheet did about a drag.
            writeInteraction(
                #","sheet":"#, sheet, event: event.rawValue, recognizer: recognizer, names: cache.names, to: &out)
            writeField(#","reason":"#, ReasonText.string(reason), to: &out)
        }
        out.append(UInt8(ascii: "}"))
    }

    /// The `","frame":N,"t":T` part of a record (the closing quote of its type first), from
    /// `cache` while frame and time repeat.
    @inline(__always)
    static func writePrefix<O: ByteOutput>(frame: Int, time: Double, to out: inout O, cache: PrefixCache) {
        if frame != cache.frame || time != cache.time || cache.bytes.count == 0 {
            // Formatted straight into the output, then copied once: formatting into the
            // cache's array cost an array append per digit.
            let start = out.count
            out.appendLiteral(#"","frame":"#)
            cache.writeFrame(frame, to: &out)
            cache.frame = frame
            cache.time = time
            out.appendLiteral(#","t":"#)
            DecimalFormat.write(time, decimals: 6, to: &out)
            out.copyTail(from: start, into: cache.bytes)
        } else {
            out.appendBytes(cache.bytes.bytes)
        }
    }

    /// A `frame` record and its line end, the same bytes as `writeObject` of
    /// `.frame(cause:)` followed by `\n`: nearly half of a replay's records are frame records
    /// (one per frame, FORMAT §4), and this way none builds a `Record.Body`, goes through the
    /// body's `switch` and destroy, or appends its cause, closing brace and line end apart
    /// (one literal per cause, `FrameCause.jsonTail`).
    static func writeFrameLine<O: ByteOutput>(
        frame: Int, time: Double, cause: FrameCause, to out: inout O, cache: PrefixCache
    ) {
        out.appendLiteral(#"{"type":"frame"#)
        writePrefix(frame: frame, time: time, to: &out, cache: cache)
        out.appendLiteral(cause.jsonTail)
    }

    /// An `action` record's members (FORMAT §4), after its prefix: the one rendering of them,
    /// for `writeObject` and `writeActionLine`.
    @inline(__always)
    static func writeActionMembers<O: ByteOutput>(
        recognizer: String, state: DisplayState, names: RenderedNames, to out: inout O
    ) {
        writeField(#","recognizer":"#, id: recognizer, names: names, to: &out)
        writeField(#","state":"#, name: state.jsonName, to: &out)
    }

    /// A `deliver` record's members (FORMAT §4), after its prefix: the one rendering of them,
    /// for `writeObject` and `writeDeliverLine`. (A release's recognizer, `releasedBy`, is for
    /// `why` and the text output only.)
    @inline(__always)
    static func writeDeliverMembers<O: ByteOutput>(
        responder: String, phase: DeliveryPhase, touches: [TouchID], delayed: Bool, names: RenderedNames,
        to out: inout O
    ) {
        writeField(#","responder":"#, id: responder, names: names, to: &out)
        writeField(#","phase":"#, name: phase.jsonName, to: &out)
        out.appendLiteral(#","touches":"#)
        out.append(UInt8(ascii: "["))
        for (i, touch) in touches.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            writeTouch(touch, names: names, to: &out)
        }
        out.append(UInt8(ascii: "]"))
        out.appendLiteral(#","delayed":"#)
        out.appendLiteral(delayed ? "true" : "false")
    }

    /// An `action` record and its line end, the same bytes as `writeObject` of `.action`
    /// followed by `\n`: about a quarter of a replay's records are actions (a pan's changed
    /// at every move, SEMANTICS §5.5), and this way none builds, switches over or destroys a
    /// `Record.Body` (issue 28 item 4, round 10).
    static func writeActionLine<O: ByteOutput>(
        frame: Int, time: Double, recognizer: String, state: DisplayState, to out: inout O, cache: PrefixCache
    ) {
        out.appendLiteral(#"{"type":"action"#)
        writePrefix(frame: frame, time: time, to: &out, cache: cache)
        writeActionMembers(recognizer: recognizer, state: state, names: cache.names, to: &out)
        out.appendLiteral("}\n")
    }

    /// A `deliver` record and its line end, the same bytes as `writeObject` of `.deliver`
    /// followed by `\n` (one per responder a touch phase reaches, SEMANTICS §3.2), without a
    /// `Record.Body` (issue 28 item 4, round 10).
    static func writeDeliverLine<O: ByteOutput>(
        frame: Int, time: Double, responder: String, phase: DeliveryPhase, touches: [TouchID], delayed: Bool,
        to out: inout O, cache: PrefixCache
    ) {
        out.appendLiteral(#"{"type":"deliver"#)
        writePrefix(frame: frame, time: time, to: &out, cache: cache)
        writeDeliverMembers(
            responder: responder, phase: phase, touches: touches, delayed: delayed, names: cache.names, to: &out)
        out.appendLiteral("}\n")
    }

    /// A `state` record's members (FORMAT §4), after its prefix: the one rendering of them, for
    /// `writeObject` and `writeStateLine`.
    @inline(__always)
    static func writeStateMembers<O: ByteOutput>(
        recognizer: String, from: DisplayState, to: DisplayState, reason: Reason, values: [Measurement],
        names: RenderedNames, to out: inout O
    ) {
        writeField(#","recognizer":"#, id: recognizer, names: names, to: &out)
        writeField(#","from":"#, name: from.jsonName, to: &out)
        writeField(#","to":"#, name: to.jsonName, to: &out)
        out.appendLiteral(#","reason":"#)
        writeReason(reason, to: &out)
        writeMeasurements(values, names: names, to: &out)
    }

    /// A `reset` record's member (FORMAT §4), after its prefix: the one rendering of it, for
    /// `writeObject` and `writeResetLine`.
    @inline(__always)
    static func writeResetMembers<O: ByteOutput>(recognizer: String, names: RenderedNames, to out: inout O) {
        writeField(#","recognizer":"#, id: recognizer, names: names, to: &out)
    }

    /// A `state` record and its line end, the same bytes as `writeObject` of `.state` followed
    /// by `\n`: every visible state change (SEMANTICS §5), about one record in twelve, without a
    /// `Record.Body` (issue 28 item 4, round 11).
    static func writeStateLine<O: ByteOutput>(
        frame: Int, time: Double, recognizer: String, from: DisplayState, to: DisplayState, reason: Reason,
        values: [Measurement], to out: inout O, cache: PrefixCache
    ) {
        out.appendLiteral(#"{"type":"state"#)
        writePrefix(frame: frame, time: time, to: &out, cache: cache)
        writeStateMembers(
            recognizer: recognizer, from: from, to: to, reason: reason, values: values, names: cache.names, to: &out)
        out.appendLiteral("}\n")
    }

    /// A `reset` record and its line end, the same bytes as `writeObject` of `.reset` followed
    /// by `\n`: one per recognizer that finished an attempt (SEMANTICS §5.7), without a
    /// `Record.Body` (issue 28 item 4, round 11).
    static func writeResetLine<O: ByteOutput>(
        frame: Int, time: Double, recognizer: String, to out: inout O, cache: PrefixCache
    ) {
        out.appendLiteral(#"{"type":"reset"#)
        writePrefix(frame: frame, time: time, to: &out, cache: cache)
        writeResetMembers(recognizer: recognizer, names: cache.names, to: &out)
        out.appendLiteral("}\n")
    }

    /// Appends one string member, `,"key":"value"` (`key` holds the comma, quotes and colon):
    /// the field writer every record's string members go through.
    @inline(__always)
    static func writeField<O: ByteOutput>(_ key: StaticString, _ value: String, to out: inout O) {
        out.appendLiteral(key)
        writeString(value, to: &out)
    }

    /// Appends one member whose value is an id of the scene, `,"key":"id"`, its rendering kept in
    /// `names` (`RenderedNames`: ids repeat on nearly every record).
    @inline(__always)
    static func writeField<O: ByteOutput>(_ key: StaticString, id: String, names: RenderedNames, to out: inout O) {
        out.appendLiteral(key)
        names.write(id, to: &out)
    }

    /// Appends one member whose value is an enum's name known to need no escaping (`writeName`).
    @inline(__always)
    static func writeField<O: ByteOutput>(_ key: StaticString, name: StaticString, to out: inout O) {
        out.appendLiteral(key)
        writeName(name, &out)
    }

    /// The members an interaction's record shares (`text`, `menu`, `sheet`; SEMANTICS §9.8,
    /// §9.13, §9.14): its view under `subjectKey`, what it did, and the recognizer whose action
    /// it was, in FORMAT §4's order.
    @inline(__always)
    static func writeInteraction<O: ByteOutput>(
        _ subjectKey: StaticString, _ subject: String, event: String, recognizer: String, names: RenderedNames,
        to out: inout O
    ) {
        writeField(subjectKey, id: subject, names: names, to: &out)
        writeField(#","event":"#, event, to: &out)
        writeField(#","recognizer":"#, id: recognizer, names: names, to: &out)
    }

    /// A record's extra numeric members (`hit`'s force and radius, a state change's values),
    /// each `,"name":N` with three decimals.
    @inline(__always)
    static func writeMeasurements<O: ByteOutput>(_ values: [Measurement], names: RenderedNames, to out: inout O) {
        for value in values {
            out.append(UInt8(ascii: ","))
            names.write(value.name, to: &out)
            out.append(UInt8(ascii: ":"))
            DecimalFormat.write(value.value, decimals: 3, to: &out)
        }
    }

    /// Appends literal ASCII bytes with one copy. Keys are written as whole literals
    /// (`,"touch":`) rather than byte by byte: one copy per key instead of five appends.
    @inline(__always)
    static func raw(_ text: StaticString, _ out: inout [UInt8]) {
        out.appendLiteral(text)
    }

    /// Appends `"name"` for an enum's raw value known to need no escaping.
    @inline(__always)
    static func writeName<O: ByteOutput>(_ name: StaticString, _ out: inout O) {
        out.append(UInt8(ascii: "\""))
        out.appendLiteral(name)
        out.append(UInt8(ascii: "\""))
    }

    /// Appends a signed integer in decimal.
    static func appendInt(_ value: Int, to out: inout [UInt8]) {
        writeInt(value, to: &out)
    }

    /// Frame numbers and touch ids are on the hot path: `DecimalFormat.writeInteger` writes
    /// them with one copy.
    static func writeInt<O: ByteOutput>(_ value: Int, to out: inout O) {
        if value < 0 { out.append(UInt8(ascii: "-")) }
        DecimalFormat.writeInteger(UInt64(value.magnitude), to: &out)
    }

    /// Appends a touch id: a JSON number for integer ids, a JSON string for string ids, as the
    /// trace wrote it (FORMAT §3.1).
    static func appendTouch(_ touch: TouchID, to out: inout [UInt8]) {
        writeTouch(touch, to: &out)
    }

    static func writeTouch<O: ByteOutput>(_ touch: TouchID, to out: inout O) {
        switch touch {
        case .int(let v): writeInt(v, to: &out)
        case .string(let s): writeString(s, to: &out)
        }
    }

    /// `writeTouch`, a string id's rendering kept in `names`.
    static func writeTouch<O: ByteOutput>(_ touch: TouchID, names: RenderedNames, to out: inout O) {
        switch touch {
        case .int(let v): writeInt(v, to: &out)
        case .string(let s): names.write(s, to: &out)
        }
    }

    static func appendStrings(_ strings: [String], to out: inout [UInt8]) {
        writeStrings(strings, to: &out)
    }

    static func writeStrings<O: ByteOutput>(_ strings: [String], to out: inout O) {
        out.append(UInt8(ascii: "["))
        for (i, s) in strings.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            writeString(s, to: &out)
        }
        out.append(UInt8(ascii: "]"))
    }

    /// `writeStrings` for a list of ids, their renderings kept in `names`.
    static func writeStrings<O: ByteOutput>(_ strings: [String], names: RenderedNames, to out: inout O) {
        out.append(UInt8(ascii: "["))
        for (i, s) in strings.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            names.write(s, to: &out)
        }
        out.append(UInt8(ascii: "]"))
    }

    /// Appends `s` as a JSON string literal (RFC 8259 §7).
    ///
    /// Only `"`, `\` and control characters are escaped (`\n`, `\t`, … or `\u00XX`); other
    /// text, including non-ASCII, is copied as UTF-8, which JSON allows. U+2028/U+2029 are
    /// escaped too so that the output is also valid JavaScript.
    package static func appendString(_ s: String, to out: inout [UInt8]) {
        writeString(s, to: &out)
    }

    static func writeString<O: ByteOutput>(_ s: String, to out: inout O) {
        out.append(UInt8(ascii: "\""))
        writeStringBody(s, to: &out)
        out.append(UInt8(ascii: "\""))
    }

    /// The inside of `writeString`'s literal: `s` escaped, without the quotes.
    @inline(__always)
    static func writeStringBody<O: ByteOutput>(_ s: String, to out: inout O) {
        var s = s
        s.withUTF8 { bytes in
            // Ids are short and plain: copy them in one go when nothing needs escaping.
            if needsNoEscape(bytes) {
                out.appendBytes(bytes)
            } else {
                writeEscaped(bytes, to: &out)
            }
        }
    }

    /// Appends `reason` as a JSON string, rendered by `ReasonText` straight into `out`
    /// (`JSONReasonSink`): no `String` is built for it.
    static func writeReason<O: ByteOutput>(_ reason: Reason, to out: inout O) {
        writeRendered(to: &out) { ReasonText.write(reason, to: &$0) }
    }

    /// Appends a hit-test miss's reason as a JSON string, rendered by `ReasonText` straight
    /// into `out` (SEMANTICS §1.10; no `String` is built for it).
    static func writeReason<O: ByteOutput>(_ reason: HitMissReason, to out: inout O) {
        writeRendered(to: &out) { ReasonText.write(reason, to: &$0) }
    }

    /// Appends, between quotes, what `render` writes into a `JSONReasonSink` on `out`.
    @inline(__always)
    private static func writeRendered<O: ByteOutput>(to out: inout O, _ render: (inout JSONReasonSink<O>) -> Void) {
        out.append(UInt8(ascii: "\""))
        withUnsafeMutablePointer(to: &out) { pointer in
            var sink = JSONReasonSink(out: pointer)
            render(&sink)
        }
        out.append(UInt8(ascii: "\""))
    }

    /// True when no byte of `bytes` is escaped by `writeEscaped`: no `"`, `\\`, control
    /// character or DEL, and no 0xE2 (the lead byte of U+2028/U+2029, checked exactly there).
    ///
    /// Eight bytes at a time (issue 28 item 4, round 6): a word passes when it has no byte with
    /// the high bit set (so no 0xE2 and no other non-ASCII byte, which then take the byte loop)
    /// and no byte below 0x20, equal to 0x22, 0x5C or 0x7F. Each test is the exact "has a zero
    /// byte" / "has a byte less than n" word test (n ≤ 128), so the answer is the byte loop's.
    @inline(__always)
    private static func needsNoEscape(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let n = bytes.count
        var i = 0
        let raw = UnsafeRawPointer(base)
        while i &+ 8 <= n {
            let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            if word & 0x8080_8080_8080_8080 != 0 { return byteLoopNeedsNoEscape(bytes) }
            if !wordNeedsNoEscape(word) { return false }
            i &+= 8
        }
        while i < n {
            let b = base[i]
            if b < 0x20 || b == 0x22 || b == 0x5C || b == 0x7F || b >= 0x80 { return byteLoopNeedsNoEscape(bytes) }
            i &+= 1
        }
        return true
    }

    /// The word test of `needsNoEscape`, for a word of ASCII bytes.
    @inline(__always)
    private static func wordNeedsNoEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        // A byte below n (n ≤ 128, no high bits set): (x - n·ones) & ~x & highs.
        @inline(__always) func hasZero(_ x: UInt64) -> Bool { (x &- ones) & ~x & highs != 0 }
        if (word &- ones &* 0x20) & ~word & highs != 0 { return false }
        return !hasZero(word ^ (ones &* 0x22)) && !hasZero(word ^ (ones &* 0x5C)) && !hasZero(word ^ (ones &* 0x7F))
    }

    /// The byte-by-byte test, for text with non-ASCII bytes (which need no escape unless they
    /// are U+2028 or U+2029).
    private static func byteLoopNeedsNoEscape(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for b in bytes where b < 0x20 || b == 0x22 || b == 0x5C || b == 0x7F || b == 0xE2 {
            return false
        }
        return true
    }

    private static func writeEscaped<C: Collection, O: ByteOutput>(_ bytes: C, to out: inout O)
    where C.Element == UInt8, C.Index == Int {
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
                writeUnicodeEscape(UInt16(b), to: &out)
            case 0xE2 where i + 2 < end && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9):
                writeUnicodeEscape(bytes[i + 2] == 0xA8 ? 0x2028 : 0x2029, to: &out)
                i += 2
            default:
                out.append(b)
            }
            i += 1
        }
    }

    private static func writeUnicodeEscape<O: ByteOutput>(_ value: UInt16, to out: inout O) {
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
        case .change: return "change"
        }
    }
}

extension FrameCause {
    /// A `frame` record's end: its cause member, closing brace and line end
    /// (`JSONLWriter.writeFrameLine`), spelled as `jsonName` (the tests compare them).
    var jsonTail: StaticString {
        switch self {
        case .input: return #","cause":"input"}\#n"#
        case .timer: return #","cause":"timer"}\#n"#
        case .interrupt: return #","cause":"interrupt"}\#n"#
        case .end: return #","cause":"end"}\#n"#
        case .change: return #","cause":"change"}\#n"#
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
