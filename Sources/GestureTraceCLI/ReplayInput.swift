import GestureTrace

/// The trace `replay` and `validate` read (issue 28 item 4; docs/DECISIONS.md "Streamed
/// replay"): a large regular file, mapped (`MappedFile`), is read for a streamed replay — checked
/// whole first, then its events decoded again and replayed as they are decoded, so that memory
/// does not grow with the session; anything else (standard input, a small file, a trace with
/// `set` events or strokes) is decoded whole, as the other commands decode it.
enum ReplayInput {
    case whole(Trace)
    case streamed(StreamedTrace, MappedFile, file: String)

    /// The trace's name and scene; a streamed trace's `events` are empty.
    var trace: Trace {
        switch self {
        case .whole(let trace): return trace
        case .streamed(let streamed, _, _): return streamed.trace
        }
    }

    var eventCount: Int {
        switch self {
        case .whole(let trace): return trace.events.count
        case .streamed(let streamed, _, _): return streamed.eventCount
        }
    }

    /// `InputWarnings.units(of:)`; a streamed trace's may read the events again.
    func unitWarnings() throws(TraceError) -> [InputWarning] {
        switch self {
        case .whole(let trace): return InputWarnings.units(of: trace)
        case .streamed(let streamed, let mapped, let file):
            let warnings = try streamed.warnings(lending: mapped.buffer, file: file) { mapped.release(upTo: $0) }
            try Self.checkUnchanged(mapped, file: file)
            return warnings
        }
    }

    /// `InputWarnings.touchesLeftDown(of:)`.
    var touchesLeftDown: [InputWarning] {
        switch self {
        case .whole(let trace): return InputWarnings.touchesLeftDown(of: trace)
        case .streamed(let streamed, _, _): return streamed.touchesLeftDown
        }
    }

    /// Replays the trace, handing each record to `sink` (`Replay.run(_:sink:)`). A streamed
    /// trace whose file changed since it was checked throws (nothing replayed when the change
    /// is seen before the replay starts; else the records of the events before it).
    ///
    /// `threaded`: a streamed trace's events are read on a thread of their own while the
    /// records are produced and handed to `sink` on this one (`ReplayPipeline`); the same
    /// records in the same order.
    func replay(threaded: Bool = false, _ sink: (Record) -> Void) throws(TraceError) {
        switch self {
        case .whole(let trace):
            Replay.run(trace, sink: sink)
        case .streamed(let streamed, let mapped, let file):
            try Self.checkUnchanged(mapped, file: file)
            try withoutActuallyEscaping(sink) { (sink) throws(TraceError) in
                try Self.readAgain(
                    streamed, mapped: mapped, file: file, threaded: threaded,
                    into: Replay.Streamed(streamed, sink: sink))
            }
            try Self.checkUnchanged(mapped, file: file)
        }
    }

    /// Replays the trace straight into its `jsonl`, handing the bytes to `write` in chunks of
    /// about `chunkSize` (`Replay.run(_:into:)`): what `replay` into a `JSONLWriter.Stream`
    /// writes, without a `Record` per record. A changed file throws as `replay` does, and the
    /// bytes not yet handed over are dropped, as `replay --format jsonl` drops its stream's.
    /// `threaded` as for `replay(threaded:_:)`.
    func writeJSONL(threaded: Bool = false, chunkSize: Int, to write: (UnsafeBufferPointer<UInt8>) -> Void)
        throws(TraceError)
    {
        try withoutActuallyEscaping(write) { (write) throws(TraceError) in
            let writer = JSONLWriter.Chunked(chunkSize: chunkSize, write: write)
            switch self {
            case .whole(let trace):
                Replay.run(trace, into: writer)
            case .streamed(let streamed, let mapped, let file):
                try Self.checkUnchanged(mapped, file: file)
                try Self.readAgain(
                    streamed, mapped: mapped, file: file, threaded: threaded,
                    into: Replay.Streamed(streamed, into: writer))
                try Self.checkUnchanged(mapped, file: file)
            }
            writer.flush()
        }
    }

    /// The second reading of a streamed trace, its windows fed to `replay` and the replay
    /// finished: on a thread of its own when `threaded` (`ReplayPipeline`), else on this one
    /// (`Replay.readWindows`). Either way the same records in the same order, and a changed
    /// file throws the same error after the same windows (docs/DECISIONS.md "Streamed replay").
    /// The one place that chooses, so that `replay`, `writeJSONL` and the tests comparing the
    /// two ways run exactly what the command runs.
    static func readAgain(
        _ streamed: StreamedTrace, mapped: MappedFile, file: String, threaded: Bool, into replay: Replay.Streamed
    ) throws(TraceError) {
        if threaded {
            try ReplayPipeline.replay(streamed, mapped: mapped, file: file, into: replay)
        } else {
            try Replay.readWindows(
                streamed, lending: mapped.buffer, file: file, consumed: { mapped.release(upTo: $0) }
            ) { events, first in
                replay.feed(events, from: first)
            }
            replay.finish()
        }
    }

    /// A mapped file truncated, or changed in size or time, since it was mapped.
    static func checkUnchanged(_ mapped: MappedFile, file: String) throws(TraceError) {
        if mapped.truncated {
            throw TraceError(
                file: file, line: 0, column: 0, path: "",
                message: "cannot read file: the file was truncated while it was read")
        }
        if mapped.changed {
            throw TraceError(
                file: file, line: 0, column: 0, path: "",
                message:
                    "cannot read file: the file changed while it was read (it is read twice: checked, then replayed)")
        }
    }

    /// Loads the trace `path` names as `TraceLoading.loadTrace(_:scenePath:…)` loads it
    /// (the scene of `--scene` first, then the trace, then `--set`), streamed when it is mapped.
    static func load(
        _ path: String, scenePath: String?, ios: IOSRelease? = nil, sets: [String] = [],
        offersSceneFlag: Bool = false, context: CLIContext
    ) throws(TraceError) -> ReplayInput {
        let override = try scenePath.map { (scene: String) throws(TraceError) in
            try HitTestCommand.loadSceneOrTrace(scene, ios: ios, context: context)
        }
        guard let mapped = try TraceLoading.map(path, context: context) else {
            var trace = try TraceLoading.loadTrace(
                path, sceneOverride: override, ios: ios, offersSceneFlag: offersSceneFlag, context: context)
            try TraceLoading.applySets(sets, to: &trace)
            return .whole(trace)
        }
        let file = TraceLoading.displayName(path)
        let reading: Result<TraceDecoder.StreamedReading, TraceError>
        do throws(TraceError) {
            reading = .success(
                try TraceDecoder.decodeForStreaming(
                    lending: mapped.buffer, file: file,
                    loadScene: TraceLoading.sceneLoader(forTrace: path, context: context),
                    customRecognizers: context.customRecognizers, sceneReplaced: override != nil, ios: ios,
                    screen: override?.screen, consumed: { mapped.release(upTo: $0) }))
        } catch {
            reading = .failure(TraceLoading.hinted(error, offersSceneFlag: offersSceneFlag))
        }
        if mapped.truncated {
            throw TraceError(
                file: path, line: 0, column: 0, path: "",
                message: "cannot read file: the file was truncated while it was read")
        }
        switch try reading.get() {
        case .whole(var trace):
            if let override {
                trace.scene = override
                try trace.resolveSceneChanges()
            }
            try TraceLoading.applySets(sets, to: &trace)
            return .whole(trace)
        case .streamed(var streamed):
            if let override {
                streamed.trace.scene = override
                try streamed.trace.resolveSceneChanges()
            }
            try TraceLoading.applySets(sets, to: &streamed.trace)
            return .streamed(streamed, mapped, file: file)
        }
    }
}
