/// Decodes the elements of a trace's `events` array while the reader is still reading the
/// document, so that neither a tape of the whole array nor staged copies of its events ever
/// exist: each event goes straight from its few tape nodes into an `EventList`.
///
/// Only successes are final here. On the first problem of any kind the stream stops the
/// reader, and `TraceDecoder` decodes the document again the ordinary way, which reports the
/// same first error, with the same message and location, as it always did. This way there is
/// one set of rules and one error path, and the order in which errors are found (syntax
/// anywhere in the file first, then the document's keys, the scene, then events) cannot differ.
/// The checks are the ordinary decoder's own: `EventDecoder.decodeEvent` and `validate`, with
/// the same `TouchLifecycle`, run in the order used when there are no strokes (with strokes,
/// the trace is decoded the ordinary way).
///
/// Before any of that, the reader offers the stream the bytes of the elements themselves:
/// `FusedEventDecoder` takes those of the usual form (nearly all of a recorded session)
/// without any tape nodes, and leaves the rest to the per-element path above.
final class EventStream: JSONReader.ElementSink {
    let file: String
    var decoder: EventDecoder
    var lifecycle: TouchLifecycle
    var events = EventList()
    /// The time of the previous event (`decodeEvent` compares times by node, and the previous
    /// event's nodes are gone by then, so the stream compares the values itself).
    var previousTime: Double?
    /// Set when an element did not decode; the stream's result must then not be used.
    private(set) var failed = false
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
    static let consumedStep = 1 << 20

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

    func elements(_ base: UnsafePointer<UInt8>, count: Int, from start: Int) -> (end: Int, count: Int) {
        guard !failed else { return (start, 0) }
        if !fusedHoldsLifecycle {
            fused.setDown(lifecycle.alive.list, &events)
            fusedHoldsLifecycle = true
        }
        if let consumed {
            consumed(start)
            if start + Self.consumedStep < count {
                let taken = fused.decode(
                    base, start + Self.consumedStep, from: start, into: &events, previousTime: &previousTime)
                // None taken: an element longer than the step, or one of another form.
                if taken.count > 0 { return taken }
            }
        }
        return fused.decode(base, count, from: start, into: &events, previousTime: &previousTime)
    }

    func element(_ node: Int, in document: JSONDocument) -> Bool {
        if fusedHoldsLifecycle {
            lifecycle.alive.removeAll()
            for id in fused.downList { lifecycle.alive.insert(events.idTable[Int(id)]) }
            fusedHoldsLifecycle = false
        }
        let context = DecodingContext(document: document, file: file)
        decoder.context = context
        lifecycle.context = context
        defer {
            decoder.context = EventStream.detached
            lifecycle.context = EventStream.detached
        }
        do throws(TraceError) {
            decoder.references.removeAll(keepingCapacity: true)
            var noPrevious: Int?
            let staged = try decoder.decodeEvent(node, previous: &noPrevious)
            // A `set` event keeps the locations of its ids and keys for errors found once the
            // scene is known; they are taken from the whole document, read the ordinary way.
            if staged.kind == .change {
                failed = true
                return false
            }
            if let previousTime, staged.time < previousTime {
                failed = true
                return false
            }
            previousTime = staged.time
            events.append(try decoder.validate(staged, decoder.references[...], &lifecycle))
            return true
        } catch {
            failed = true
            return false
        }
    }
}
