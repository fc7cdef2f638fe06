/// A trace read for a streamed replay: the file checked whole, its events not kept (issue 28
/// item 4; docs/DECISIONS.md "Streamed replay").
///
/// FORMAT §5 promises that bad input gives its error and nothing else, so no record may be
/// written before the whole input is known to be valid; holding every event until then made
/// a replay's memory grow with the session (about 1.3 MiB per 1000 gestures). A streamed
/// replay reads the file twice instead: `TraceDecoder.decodeForStreaming` checks all of it,
/// decodes the scene and counts the input warnings (`InputWarnings.Tally`) while it hands
/// each window of events on and forgets it; `Replay.run(_:lending:…)` then reads the events
/// again and hands each window to the frame loop, comparing it first with the window the first
/// reading saw (`EventWindow`).
package struct StreamedTrace: Sendable {
    /// The trace's name and scene; its `events` are empty (they are in the file).
    package var trace: Trace
    /// The windows of events the first reading handed on, in order.
    let windows: [EventWindow]
    /// The input warnings and the touches left down, counted in the first reading.
    let tally: InputWarnings.Tally
    /// Every touch id, by its interned index (the tally's touches).
    let ids: [TouchID]

    /// How many events the trace has.
    package var eventCount: Int { tally.events }
    /// The first event's time and the last's (nil without events).
    var firstTime: Double? { tally.firstTime }
    var lastTime: Double? { tally.lastTime }

    /// The touches the input leaves down, as `InputWarnings.touchesLeftDown(of:)` finds them.
    package var touchesLeftDown: [InputWarning] { tally.leftDown(ids: ids) }

    /// The unit warnings of `InputWarnings.units(of:)` for the trace's scene as it is now (a
    /// `--scene` may have replaced it). When the first reading measured the samples against
    /// another screen, or none (`ScreenPeek`), the events are read once more to count them
    /// again: nil then, and the caller reads them with `warnings(lending:…)`.
    package var unitWarnings: [InputWarning]? {
        tally.measured(against: trace.scene.screen) ? tally.units(ids: ids) : nil
    }

    /// The unit warnings, reading the events again when the first reading could not count
    /// them (see `unitWarnings`); `buffer` must hold the bytes it was decoded from.
    package func warnings(
        lending buffer: UnsafeBufferPointer<UInt8>, file: String, consumed: @escaping (Int) -> Void
    ) throws(TraceError) -> [InputWarning] {
        if let unitWarnings { return unitWarnings }
        var tally = InputWarnings.Tally(screen: trace.scene.screen)
        var ids: [TouchID] = []
        try TraceDecoder.streamEvents(
            JSONText(lending: buffer), file: file, expecting: windows, consumed: consumed
        ) { events, _ in
            tally.add(events)
            ids = events.idTable
        }
        return tally.units(ids: ids)
    }
}

extension TraceDecoder {
    /// What reading a trace for a streamed replay came to.
    package enum StreamedReading: Sendable {
        /// Checked whole, events not kept: replay with `Replay.run(_:lending:…)`.
        case streamed(StreamedTrace)
        /// Decoded the ordinary way, every event kept: a trace with `set` events (checked
        /// against the scene once it is known, from the whole document) or strokes (merged
        /// with the events by time) — the rare forms, read as before.
        case whole(Trace)
    }

    /// The first reading of a streamed replay (see `StreamedTrace`), from memory the caller
    /// lends (the tool's mapped file) as for `decode(lending:…)`. An invalid trace throws
    /// exactly the error `decode` throws (the same stream and the same fallback to the whole
    /// document). `screen`: the screen of a scene that replaces the trace's (`--scene`), for
    /// the warnings; without it the trace's own scene is read for it (`ScreenPeek`).
    package static func decodeForStreaming(
        lending buffer: UnsafeBufferPointer<UInt8>, file: String, loadScene: SceneLoader,
        customRecognizers: CustomRecognizerRegistry = CustomRecognizerRegistry(), sceneReplaced: Bool = false,
        ios: IOSRelease? = nil, screen: Size? = nil, consumed: @escaping (Int) -> Void
    ) throws(TraceError) -> StreamedReading {
        try decodeForStreaming(
            JSONText(lending: buffer), file: file, loadScene: loadScene, customRecognizers: customRecognizers,
            sceneReplaced: sceneReplaced, ios: ios, screen: screen, consumed: consumed)
    }

    static func decodeForStreaming(
        _ text: JSONText, file: String, loadScene: SceneLoader, customRecognizers: CustomRecognizerRegistry,
        sceneReplaced: Bool = false, ios: IOSRelease? = nil, screen: Size? = nil, consumed: ((Int) -> Void)? = nil
    ) throws(TraceError) -> StreamedReading {
        let stream = EventStream(file: file, fileSize: 0)
        var tally: InputWarnings.Tally?
        var windows: [EventWindow] = []
        var ids: [TouchID] = []
        stream.windowing = EventStream.Windowing(peekScreen: screen == nil) { [unowned stream] events, window in
            if tally == nil { tally = InputWarnings.Tally(screen: screen ?? stream.windowing?.screen) }
            tally?.add(events)
            windows.append(window)
            ids = events.idTable
            return true
        }
        if screen != nil { stream.windowing?.screen = screen }
        switch decodeStreaming(
            text, file: file, loadScene: loadScene, customRecognizers: customRecognizers,
            sceneReplaced: sceneReplaced, ios: ios, consumed: consumed, stream: stream)
        {
        case .decoded(let trace):
            // Events not streamed (an `events` key written with escapes) were decoded whole.
            guard trace.events.isEmpty else { return .whole(trace) }
            let counted = tally ?? InputWarnings.Tally(screen: screen ?? stream.windowing?.screen)
            return .streamed(StreamedTrace(trace: trace, windows: windows, tally: counted, ids: ids))
        case .refused(let error):
            throw error
        case .readAgain:
            return .whole(
                try decodeWhole(
                    text, file: file, loadScene: loadScene, customRecognizers: customRecognizers,
                    sceneReplaced: sceneReplaced, ios: ios))
        }
    }

    /// A later reading of a streamed trace's events: hands each window to `handOn` (its
    /// events and the index of its first) once it is known to be the window the first reading
    /// saw (`expecting`). A file that changed since gives an error located at the first window
    /// that differs, before any of that window's events is handed on.
    static func streamEvents(
        _ text: JSONText, file: String, expecting windows: [EventWindow], consumed: ((Int) -> Void)?,
        handOn: (EventList, Int) -> Void
    ) throws(TraceError) {
        try withoutActuallyEscaping(handOn) { (handOn) throws(TraceError) in
            let stream = EventStream(file: file, fileSize: 0)
            stream.consumed = consumed
            var next = 0
            var changed: TraceError?
            stream.windowing = EventStream.Windowing(peekScreen: false) { events, window in
                guard next < windows.count, windows[next] == window else {
                    changed = changedError(text, file: file, at: window.offset, index: window.firstIndex)
                    return false
                }
                next += 1
                handOn(events, window.firstIndex)
                return true
            }
            let parsed: Result<JSONDocument, JSONSyntaxError>
            do throws(JSONSyntaxError) {
                parsed = .success(try JSONDocument.parse(text, streamingEventsTo: stream, keepingOnlyEvents: true))
            } catch {
                parsed = .failure(error)
            }
            if let changed { throw changed }
            if let error = stream.error { throw Self.changed(error) }
            switch parsed {
            case .failure(let error): throw Self.changed(error.located(in: file))
            case .success:
                let offset = stream.windowing?.windowOffset ?? 0
                let index = stream.windowing?.handedOn ?? 0
                // A `set` event (or any form the stream leaves to the whole document) where the
                // first reading had none.
                if stream.failed { throw changedError(text, file: file, at: offset, index: index) }
                stream.handOnWindow()
                if let changed { throw changed }
                guard next == windows.count else {
                    throw changedError(text, file: file, at: text.count, index: stream.windowing?.handedOn ?? 0)
                }
            }
        }
    }

    static let changedMessage = "the file changed while it was replayed (it is read twice: checked, then replayed)"

    /// The error for a file whose events differ from the first reading's at `offset`.
    static func changedError(_ text: JSONText, file: String, at offset: Int, index: Int) -> TraceError {
        let location = text.withUnsafeBufferPointer { JSONDocument.location(ofOffset: offset, in: $0) }
        return TraceError(
            file: file, line: location.line, column: location.column,
            path: JSONPath([.key("events"), .index(index)]).description, message: changedMessage)
    }

    /// An error of the second reading: the first found none, so the file changed.
    static func changed(_ error: TraceError) -> TraceError {
        var changed = error
        changed.message = "\(changedMessage): \(error.message)"
        return changed
    }
}
