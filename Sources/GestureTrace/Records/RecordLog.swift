/// Where a replay's records go, stamped with the current frame and virtual time (FORMAT §4):
/// collected, or handed to a sink as soon as produced (`Replay.run(_:sink:)`). The frame loop
/// opens frames; view delivery and the arbiter's effects add records to them.
///
/// The frame loop's classes mark its fields `@exclusivity(unchecked)`: the engine runs on one
/// thread and no access to them spans a call that could reach them again, so the run-time
/// checks (about 80 instructions per access, many per sample) cannot fire (docs/DECISIONS.md,
/// "Replay speed by code, not by flags").
final class RecordLog {
    /// The current frame, counting from 0 (-1 before the first).
    @exclusivity(unchecked) private(set) var frame = -1
    /// The current frame's virtual time.
    @exclusivity(unchecked) private(set) var time: Double
    @exclusivity(unchecked) private(set) var records: [Record] = []
    /// Where records go as they are produced, instead of into `records`, while `streaming`.
    ///
    /// A plain closure and a flag rather than an optional closure: a closure stored in an
    /// `Optional` is kept in the generic (indirect) calling convention, so every call went
    /// through a thunk that copied the record (retaining its strings and arrays) and released
    /// the copy afterwards, about 110 instructions a record.
    @exclusivity(unchecked) private var sink: (Record) -> Void = { _ in }
    @exclusivity(unchecked) private var streaming = false
    /// Where records are rendered as `jsonl` as they are produced, with no `Record` made
    /// (`Replay.writeJSONL`); takes precedence over `sink` and `records`.
    @exclusivity(unchecked) private var jsonl: JSONLWriter.Chunked?

    init(startTime: Double) {
        time = startTime
    }

    func beginFrame(_ cause: FrameCause, at time: Double) {
        frame += 1
        self.time = time
        // The writer renders a frame record without a `Record.Body` (`writeFrameLine`).
        if let jsonl {
            jsonl.appendFrame(frame: frame, time: time, cause: cause)
            return
        }
        emit(.frame(cause: cause))
    }

    /// Hands every record from now on to `sink` as it is produced (`Replay.run(_:sink:)`).
    func stream(to sink: @escaping (Record) -> Void) {
        self.sink = sink
        streaming = true
    }

    /// Renders every record from now on as `jsonl` through `writer` (`Replay.writeJSONL`).
    func render(to writer: JSONLWriter.Chunked) {
        jsonl = writer
    }

    /// Collects records again, releasing the sink and the writer.
    func stopStreaming() {
        sink = { _ in }
        streaming = false
        jsonl = nil
    }

    /// `emit(.action(recognizer:state:))`, rendered without a `Record.Body` when the log
    /// renders `jsonl` (`JSONLWriter.writeActionLine`).
    func emitAction(recognizer: String, state: DisplayState) {
        if let jsonl {
            jsonl.appendAction(frame: frame, time: time, recognizer: recognizer, state: state)
            return
        }
        emit(.action(recognizer: recognizer, state: state))
    }

    /// `emit(.deliver(…))`, rendered without a `Record.Body` when the log renders `jsonl`
    /// (`JSONLWriter.writeDeliverLine`).
    func emitDelivery(
        responder: String, phase: DeliveryPhase, touches: [TouchID], delayed: Bool, releasedBy: WithheldRelease?
    ) {
        if let jsonl {
            jsonl.appendDelivery(
                frame: frame, time: time, responder: responder, phase: phase, touches: touches, delayed: delayed)
            return
        }
        emit(.deliver(responder: responder, phase: phase, touches: touches, delayed: delayed, releasedBy: releasedBy))
    }

    /// `emit(.state(…))`, rendered without a `Record.Body` when the log renders `jsonl`
    /// (`JSONLWriter.writeStateLine`).
    func emitState(
        recognizer: String, from: DisplayState, to: DisplayState, reason: Reason, values: [Measurement]
    ) {
        if let jsonl {
            jsonl.appendState(
                frame: frame, time: time, recognizer: recognizer, from: from, to: to, reason: reason, values: values)
            return
        }
        emit(.state(recognizer: recognizer, from: from, to: to, reason: reason, values: values))
    }

    /// `emit(.reset(…))`, rendered without a `Record.Body` when the log renders `jsonl`
    /// (`JSONLWriter.writeResetLine`).
    func emitReset(recognizer: String) {
        if let jsonl {
            jsonl.appendReset(frame: frame, time: time, recognizer: recognizer)
            return
        }
        emit(.reset(recognizer: recognizer))
    }

    func emit(_ body: consuming Record.Body) {
        if let jsonl {
            jsonl.append(frame: frame, time: time, body: body)
            return
        }
        let record = Record(frame: frame, time: time, body: body)
        if streaming {
            sink(record)
        } else {
            records.append(record)
        }
    }
}
