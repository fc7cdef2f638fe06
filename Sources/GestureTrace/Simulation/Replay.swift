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
            let loop = FrameLoop(trace: trace)
            loop.log.stream(to: sink)
            _ = loop.run()
            loop.log.stopStreaming()
        }
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
