/// Decodes the elements of a trace's `events` array while the reader is still reading the
/// document, so that neither a tape of the whole array nor staged copies of its events ever
/// exist: each event goes straight from its few tape nodes into an `EventList`.
///
/// The checks are the ordinary decoder's own: `EventDecoder.decodeEvent` and `validate`, with
/// the same `TouchLifecycle`, run in the order used when there are no strokes (with strokes,
/// the trace is decoded the ordinary way). An error they throw is kept (`error`, located as
/// in the whole document) and the reader reads on, dropping each further element, so that a
/// syntax error later in the file, then the document's keys and the scene, still come first
/// (`TraceDecoder.decodeStreaming`); the element's nodes are all that was held (issue 25: an
/// event of 10⁶ touches is refused at the limit, in the memory of one event's first touches,
/// `JSONReader.ElementSink.touchesKept`). At a `set` event (whose ids are checked once the
/// scene is known, from the whole document) the stream stops the reader, and
/// `TraceDecoder` decodes the document again the ordinary way, which reports the same first
/// error as it always did.
///
/// Before any of that, the reader offers the stream the bytes of the elements themselves:
/// `FusedEventDecoder` takes those of the usual form (nearly all of a recorded session)
/// without any tape nodes, and leaves the rest to the per-element path above.
final class EventStream: JSONReader.ElementSink {
    let file: String
    var decoder: EventDecoder
    var lifecycle: TouchLifecycle
    var events = EventList()
    /// The time of the previous event, taken by either path (its node is gone by the next).
    var previousTime: EventDecoder.PreviousTime?
    /// Set when an element did not decode; the stream's events must then not be used.
    private(set) var failed = false
    /// The first event's error, when that is why the stream failed; nil when it failed for a
    /// reason only the ordinary decoder can state.
    private(set) var error: TraceError?
    /// The most tape nodes any element handed to `element` held (what one event costs).
    private(set) var largestElementTape = 0
    /// Elements seen so far, taken by either path: the next element's index in `events`.
    private(set) var elementCount = 0
    var fused = FusedEventDecoder()
    /// Which of `fused` and `lifecycle` holds the touches down; each takes them over from the
    /// other when an element goes the other way.
    var fusedHoldsLifecycle = false

    /// Told how far the streamed events have been read, about every `consumedStep` bytes
    /// (`TraceDecoder.decode(lending:…)`: the tool then releases the mapped file's pages
    /// behind the reader). With it, the fused decoder is given at most `consumedStep` bytes
    /// at a time; an element cut by that limit is declined whole and the reader offers it
    /// again, with the next bytes, after the comma before it. Nil: one call takes all it can.
    var consumed: ((Int) -> Void)?
    /// 128 KiB: the mapped file's pages held around the reader are about this (the tool
    /// copies them this far ahead, `MappedFile.fillAhead`, and drops them behind); 1 MiB held
    /// up to about 2 MiB of them at the peak (issue 28 item 4, docs/PERFORMANCE.md "Memory,
    /// round 3"), 256 KiB about 470 KiB ("round 7: the reading and memory").
    static let consumedStep = 1 << 17

    /// Set for a streamed replay (issue 28 item 4, docs/DECISIONS.md "Streamed replay"):
    /// the events are handed on a window at a time (`handOnWindow`) and the list is emptied,
    /// so the stream holds one window, never the session. Nil: every event stays in `events`.
    var windowing: Windowing?

    /// Holds no tape, so the reader can drop each element's nodes in place.
    static let detached = DecodingContext(document: JSONDocument(bytes: [], nodes: []), file: "")

    /// `fileSize` sizes the reservations: about one sample per 32 bytes and one event per 48
    /// is more than any trace has (a sample takes at least ~35 bytes of JSON), and untouched
    /// reserved pages cost no memory.
    init(file: String, fileSize: Int) {
        self.file = file
        decoder = EventDecoder(context: EventStream.detached)
        lifecycle = TouchLifecycle(context: EventStream.detached)
        events.reserveCapacity(events: fileSize / 48, samples: fileSize / 32)
    }

    /// See `JSONReader.ElementSink.touchesKept`: `decodeEvent` checks touch by touch, so an
    /// event's first error is among its first `maxPerEvent + 1` touches.
    var touchesKept: Int { TouchLifecycle.maxPerEvent + 1 }

    func elements(_ base: UnsafePointer<UInt8>, count: Int, from start: Int) -> (end: Int, count: Int) {
        consumed?(start)
        guard !failed else { return (start, 0) }
        // The first element goes the ordinary way when the screen is to be read from the
        // scene before it (`Windowing.peekScreen`): only `element` sees the tape.
        if let windowing, windowing.peekScreen { return (start, 0) }
        if !fusedHoldsLifecycle {
            fused.setDown(lifecycle.alive.list, &events)
            fusedHoldsLifecycle = true
        }
        let before = events.count
        let taken = fusedElements(base, count: count, from: start)
        elementCount += taken.count
        if windowing != nil, taken.count > 0 {
            if before == 0 {
                var first = start
                JSONWhitespace.skip(base, &first, count)
                windowing?.windowOffset = first
            }
            if Windowing.isFull(events) { handOnWindow() }
        }
        return taken
    }

    func fusedElements(_ base: UnsafePointer<UInt8>, count: Int, from start: Int) -> (end: Int, count: Int) {
        // A window ends at the same event however its events were decoded (`Windowing.isFull`),
        // so that both readings of a file cut it into the same windows.
        let limit = windowing != nil ? Windowing.events - events.count : .max
        let sampleLimit = windowing != nil ? Windowing.samples : .max
        if consumed != nil, start + Self.consumedStep < count {
            let taken = fused.decode(
                base, start + Self.consumedStep, from: start, into: &events, previousTime: &previousTime,
                limit: limit, sampleLimit: sampleLimit)
            // None taken: an element longer than the step, or one of another form.
            if taken.count > 0 { return taken }
        }
        return fused.decode(
            base, count, from: start, into: &events, previousTime: &previousTime, limit: limit,
            sampleLimit: sampleLimit)
    }

    func element(_ node: Int, in document: JSONDocument) -> Bool {
        largestElementTape = max(largestElementTape, document.nodes.count - node)
        let index = elementCount
        elementCount += 1
        // After an event's error, the rest is only read for syntax errors.
        guard !failed else { return error != nil }
        if fusedHoldsLifecycle {
            lifecycle.alive.removeAll()
            for id in fused.downList { lifecycle.alive.insert(events.idTable[Int(id)]) }
            fusedHoldsLifecycle = false
        }
        let context = DecodingContext(
            document: document, file: file, pathBase: (node, JSONPath([.key("events"), .index(index)])))
        decoder.context = context
        lifecycle.context = context
        defer {
            decoder.context = EventStream.detached
            lifecycle.context = EventStream.detached
        }
        do throws(TraceError) {
            decoder.references.removeAll(keepingCapacity: true)
            let staged = try decoder.decodeEvent(node, previous: &previousTime, checking: &lifecycle)
            // A `set` event keeps the locations of its ids and keys for errors found once the
            // scene is known; they are taken from the whole document, read the ordinary way.
            if staged.kind == .change {
                failed = true
                return false
            }
            let event = try decoder.validate(staged, decoder.references[...], &lifecycle, ownTouchesChecked: true)
            if windowing != nil {
                if windowing?.peekScreen == true {
                    windowing?.peekScreen = false
                    windowing?.screen = ScreenPeek.screen(in: document, before: node)
                }
                if events.isEmpty { windowing?.windowOffset = document.offset(node) }
                events.append(event)
                if Windowing.isFull(events) { handOnWindow() }
                return !failed
            }
            events.append(event)
            return true
        } catch {
            failed = true
            self.error = error
            return true
        }
    }

    /// Hands the events decoded since the last window on (`Windowing.handOn`) with their
    /// digest, and empties the list. A false answer stops the reading: `failed`, with no error
    /// of the stream's own (the caller knows why).
    func handOnWindow() {
        guard var windowing, !events.isEmpty else { return }
        let window = EventWindow(
            events: events.count, digest: events.digest(idsFrom: windowing.idsDigested),
            offset: windowing.windowOffset, firstIndex: windowing.handedOn)
        windowing.idsDigested = events.idCount
        windowing.handedOn += events.count
        self.windowing = windowing
        if !windowing.handOn(events, window) { failed = true }
        events.removeEvents()
    }

    /// What a stream that hands its events on needs (`windowing`).
    struct Windowing {
        /// Takes each window's events and its `EventWindow`; false stops the reading.
        var handOn: (EventList, EventWindow) -> Bool
        /// True until the first element: its tape shows the scene written before `events`,
        /// whose screen is then read into `screen` (`ScreenPeek`) for the input warnings.
        var peekScreen: Bool
        /// The screen the scene before `events` declares, when `peekScreen` found it.
        var screen: Size?
        /// Events handed on so far: the index of the next window's first event.
        var handedOn = 0
        /// Ids already digested (`EventList.digest(idsFrom:)`).
        var idsDigested = 0
        /// The byte offset of the current window's first element.
        var windowOffset = 0

        init(peekScreen: Bool, handOn: @escaping (EventList, EventWindow) -> Bool) {
            self.peekScreen = peekScreen
            self.handOn = handOn
        }

        /// A window is handed on after the event that brings it to `events` events or
        /// `samples` samples: at most about 260 KB as `EventList` (16 bytes an event, 12 a
        /// sample, and the last event's at most `TouchLifecycle.maxPerEvent` samples).
        static let events = 1 << 12
        static let samples = 1 << 14

        static func isFull(_ list: EventList) -> Bool {
            list.count >= events || list.stored.count >= samples
        }
    }
}
