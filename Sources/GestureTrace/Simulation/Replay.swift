/// The engine's entry point: replays a decoded trace and returns every record, in causal order.
package enum Replay {
    package static func run(_ trace: Trace) -> ReplayResult {
        FrameLoop(trace: trace).run()
    }

    /// Replays a trace handing each record to `sink` as soon as it is produced, in the same
    /// order `run(_:)` returns them.
    ///
    /// Nothing is collected: a long session's records (several per touch sample) would
    /// otherwise be held all at once, several times the size of the trace, before the first
    /// byte is written.
    package static func run(_ trace: Trace, sink: (Record) -> Void) {
        withoutActuallyEscaping(sink) { sink in
            replay(trace) { $0.stream(to: sink) }
        }
    }

    /// What both entry points that hand records on as they come do once `attach` has told the
    /// record log where they go (a sink, or a `jsonl` writer): the whole replay, then the log
    /// let go of its destination.
    private static func replay(_ trace: Trace, attach: (RecordLog) -> Void) {
        let loop = FrameLoop(trace: trace)
        attach(loop.log)
        _ = loop.run()
        loop.log.stopStreaming()
    }

    /// Replays a trace read for a streamed replay (`TraceDecoder.decodeForStreaming`),
    /// reading its events again from `buffer` (the bytes it was read from) and handing each
    /// window of them to the frame loop as it is decoded, so that no more than a window of
    /// events is ever held (issue 28 item 4; docs/DECISIONS.md "Streamed replay"). Records go
    /// to `sink` as for `run(_:sink:)`, the same records in the same order.
    ///
    /// Throws when the file changed since the first reading (`EventWindow`): the records of
    /// the windows before the first that differs have been handed to `sink` by then, and none
    /// of a changed window's.
    package static func run(
        _ streamed: StreamedTrace, lending buffer: UnsafeBufferPointer<UInt8>, file: String,
        consumed: ((Int) -> Void)? = nil, sink: (Record) -> Void
    ) throws(TraceError) {
        try withoutActuallyEscaping(sink) { (sink) throws(TraceError) in
            try replay(streamed, lending: buffer, file: file, consumed: consumed) { $0.stream(to: sink) }
        }
    }

    /// Replays a trace straight into its `jsonl` (FORMAT §4), handing the bytes to `write` in
    /// chunks of about `chunkSize`: the same bytes as `run(_:sink:)` into a
    /// `JSONLWriter.Stream`, rendered as each record is produced without a `Record` value per
    /// record (`JSONLWriter.Chunked`; issue 28 item 4, round 3).
    package static func writeJSONL(
        _ trace: Trace, chunkSize: Int = 1 << 20, to write: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        withoutActuallyEscaping(write) { write in
            let writer = JSONLWriter.Chunked(chunkSize: chunkSize, write: write)
            run(trace, into: writer)
            writer.flush()
        }
    }

    /// Replays a trace rendering its records into `writer` as they are produced (`writeJSONL`);
    /// the caller flushes the writer. `replay --format jsonl` uses it when nothing else reads
    /// the records.
    package static func run(_ trace: Trace, into writer: JSONLWriter.Chunked) {
        replay(trace) { $0.render(to: writer) }
    }

    /// `run(_:into:)` for a streamed trace, its events read again from `buffer` as
    /// `run(_:lending:file:consumed:sink:)` reads them, and throwing as it does; the caller
    /// flushes the writer once it knows the file did not change.
    package static func run(
        _ streamed: StreamedTrace, lending buffer: UnsafeBufferPointer<UInt8>, file: String,
        consumed: ((Int) -> Void)? = nil, into writer: JSONLWriter.Chunked
    ) throws(TraceError) {
        try replay(streamed, lending: buffer, file: file, consumed: consumed) { $0.render(to: writer) }
    }

    /// What both streamed entry points do once `attach` has told the record log where records
    /// go (a sink, or a `jsonl` writer): the frame loop fed window by window as the events are
    /// read again and compared with the first reading's (`TraceDecoder.streamEvents`), then
    /// finished; the log is let go of its destination on the way out, thrown or not.
    private static func replay(
        _ streamed: StreamedTrace, lending buffer: UnsafeBufferPointer<UInt8>, file: String,
        consumed: ((Int) -> Void)?, attach: (RecordLog) -> Void
    ) throws(TraceError) {
        let loop = FrameLoop(trace: streamed.trace, startTime: streamed.firstTime)
        attach(loop.log)
        defer { loop.log.stopStreaming() }
        try TraceDecoder.streamEvents(
            JSONText(lending: buffer), file: file, expecting: streamed.windows, consumed: consumed
        ) { events, first in
            loop.feed(events, from: first)
        }
        _ = loop.finish(lastTime: streamed.lastTime)
    }
}

extension Replay {
    /// A streamed replay fed from outside: the frame loop of `run(_:lending:…)` without its
    /// reading, so that a caller may decode the windows of events on another thread
    /// (`readWindows`) and hand them over in order (the CLI's threaded replay, docs/DECISIONS.md
    /// "Streamed replay"). The frame loop itself stays on the thread that calls `feed` and
    /// `finish`, one thread at a time: nothing of it is shared.
    ///
    /// Fed the windows `readWindows` hands on, in their order, then finished, it produces the
    /// records `run(_:lending:…)` produces, in the same order.
    package final class Streamed {
        private let loop: FrameLoop
        private let lastTime: Double?

        private init(_ streamed: StreamedTrace, attach: (RecordLog) -> Void) {
            loop = FrameLoop(trace: streamed.trace, startTime: streamed.firstTime)
            lastTime = streamed.lastTime
            attach(loop.log)
        }

        /// Hands each record to `sink` as it is produced (`run(_:sink:)`).
        package convenience init(_ streamed: StreamedTrace, sink: @escaping (Record) -> Void) {
            self.init(streamed) { $0.stream(to: sink) }
        }

        /// Renders each record into `writer` as it is produced (`run(_:into:)`); the caller
        /// flushes the writer.
        package convenience init(_ streamed: StreamedTrace, into writer: JSONLWriter.Chunked) {
            self.init(streamed) { $0.render(to: writer) }
        }

        deinit {
            loop.log.stopStreaming()
        }

        /// Replays one window of events, `first` the index of its first event in the trace.
        package func feed(_ events: EventList, from first: Int) {
            loop.feed(events, from: first)
        }

        /// After the last window: the timers still due, the end frame and the `unused` records.
        package func finish() {
            _ = loop.finish(lastTime: lastTime)
            loop.log.stopStreaming()
        }
    }

    /// The second reading of a streamed replay on its own: the events read again from
    /// `buffer` and handed to `handOn` a window at a time (its events and the index of its
    /// first) once compared with the first reading's, as `run(_:lending:…)` reads them. Throws
    /// as it does when the file changed, before any of the changed window's events is handed
    /// on. `consumed` is called on the calling thread.
    package static func readWindows(
        _ streamed: StreamedTrace, lending buffer: UnsafeBufferPointer<UInt8>, file: String,
        consumed: ((Int) -> Void)?, handOn: (EventList, Int) -> Void
    ) throws(TraceError) {
        try TraceDecoder.streamEvents(
            JSONText(lending: buffer), file: file, expecting: streamed.windows, consumed: consumed, handOn: handOn)
    }
}

/// What a replay produced.
package struct ReplayResult: Sendable {
    /// Every record in causal order (FORMAT §4).
    package var records: [Record]

    package init(records: [Record]) {
        self.records = records
    }
}
