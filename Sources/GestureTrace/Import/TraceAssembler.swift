/// Turns per-finger changes from an importer into valid trace events (FORMAT §3.1), one at a time.
///
/// Every importer funnels its output through one assembler, so the validity rules live in one
/// place: times start at 0 and never decrease, a finger appears at most once per event, `began`
/// only for a finger that is not down and every other phase only for one that is. Input that
/// would break a rule is mended by a fixed rule and counted in `summary` (see `ImportRepair`).
/// The assembler keeps only the fingers that are down and the event being built, so memory
/// stays constant however long the recording.
package struct TraceAssembler: Sendable {
    /// The figures so far.
    package private(set) var summary = ImportSummary()

    /// Fingers down, with their last location in points.
    private var alive: [TouchID: Point] = [:]
    /// The event being built: its source time, its touches and their ids.
    private var pendingTime: Double?
    private var pending: [TouchSample] = []
    private var pendingIDs: Set<TouchID> = []
    /// The 1-based input line the current event comes from, for repairs.
    private var line = 0
    /// Where the current event's time stands in the input, for a time out of range.
    private var timeSource = SourcePosition(line: 0, column: 1)
    /// Where the sample being added stands in the input (nil for one the assembler or an
    /// importer made up, such as the cancellation of a stale finger at its last location).
    private var sampleSource: SampleSource?
    /// The source time of the first event written; times are measured from it.
    private var origin: Double?
    /// Seconds added to source times after a backward step (a clock restart).
    private var offset = 0.0
    /// The last time written, in seconds from the first event.
    private var lastTime = 0.0
    /// The last source time seen, for the end-of-input cancellation.
    private var lastSourceTime: Double?
    /// Whether the current touch sequence has had two fingers down at once.
    private var sequenceIsMulti = false
    /// Whether the summary's bounds hold a location yet.
    private var hasBounds = false

    package init() {}

    /// The fingers down now (including changes in the event being built), sorted.
    package var aliveIDs: [TouchID] { alive.keys.sorted() }

    /// Whether `id` is down now.
    package func isAlive(_ id: TouchID) -> Bool { alive[id] != nil }

    /// The last location of a finger that is down.
    package func location(of id: TouchID) -> Point? { alive[id] }

    /// Starts an event at `time` (source seconds), written at `source` (the time field; its line
    /// is the event's line for repairs), writing the previous event.
    package mutating func beginEvent(at time: Double, source: SourcePosition, emit: (InputEvent) -> Void) {
        flush(emit: emit)
        pendingTime = time
        lastSourceTime = time
        line = source.line
        timeSource = source
        if !time.isFinite {
            violate("time \(time) is not a finite number", at: source)
        } else if let origin, !(abs(time - origin + offset) <= ImportLimits.maxMagnitude) {
            violate(
                "time \(time - origin + offset) s from the first event is outside the trace's limit of 1000000000 s",
                at: source)
        }
    }

    /// Records the first broken limit, at the offending field (`ImportLimits`).
    private mutating func violate(_ message: String, at position: SourcePosition) {
        if summary.limitViolation == nil {
            summary.limitViolation = ImportLimitViolation(
                line: position.line, column: position.column, message: message)
        }
    }

    /// A field's position, or the event's line for a sample made up without one.
    private func position(_ field: KeyPath<SampleSource, SourcePosition>) -> SourcePosition {
        sampleSource?[keyPath: field] ?? SourcePosition(line: line, column: 1)
    }

    /// Checks one sample against the trace's limits (FORMAT §3.1).
    private mutating func checkLimits(_ id: TouchID, at p: Point, force: Double?) {
        let limit = ImportLimits.maxMagnitude
        func outside(_ name: String, _ value: Double) -> String {
            "touch \(id) has \(name) = \(value) points, outside the trace's limit of ±1000000000 "
                + "(check --scale and the units)"
        }
        if !(abs(p.x) <= limit) {
            violate(outside("x", p.x), at: position(\.x))
            return
        }
        if !(abs(p.y) <= limit) {
            violate(outside("y", p.y), at: position(\.y))
            return
        }
        if let force, !(force >= 0 && force <= limit) {
            violate(
                "touch \(id) has force \(force), outside the trace's range 0…1000000000",
                at: sampleSource?.force ?? position(\.finger))
        }
    }

    /// Records a repair at the current line.
    package mutating func repair(_ kind: ImportRepair) {
        summary.record(kind, line: line)
    }

    /// Counts an input frame that changed nothing.
    package mutating func noteUnchangedFrame() {
        summary.unchangedFrames += 1
    }

    /// Adds one finger's change to the current event, mending it if it would make the trace
    /// invalid.
    ///
    /// A finger already in the current event starts a new event at the same time (equal times
    /// are allowed, a finger twice in one event is not). See `ImportRepair` for the mends.
    /// `source` locates the sample's fields for a broken limit; without it the event's line is
    /// named (a sample made up by the importer, at a location already checked).
    package mutating func add(
        _ id: TouchID, _ phase: TouchPhase, at location: Point, force: Double? = nil, source: SampleSource? = nil,
        emit: (InputEvent) -> Void
    ) {
        sampleSource = source
        defer { sampleSource = nil }
        checkLimits(id, at: location, force: force)
        guard summary.limitViolation == nil else { return }
        switch phase {
        case .began:
            if let old = alive[id] {
                repair(.beganWhileAlive)
                append(TouchSample(id: id, phase: .cancelled, location: old), emit: emit)
                split(emit: emit)
            }
            append(TouchSample(id: id, phase: .began, location: location, force: force), emit: emit)
        case .moved, .stationary:
            if alive[id] == nil {
                repair(.movedWithoutBegan)
                append(TouchSample(id: id, phase: .began, location: location, force: force), emit: emit)
            } else {
                append(TouchSample(id: id, phase: phase, location: location, force: force), emit: emit)
            }
        case .ended, .cancelled:
            if alive[id] == nil {
                repair(.endedWithoutBegan)
            } else {
                append(TouchSample(id: id, phase: phase, location: location, force: force), emit: emit)
            }
        }
    }

    /// Writes the current event, if it has touches.
    package mutating func endEvent(emit: (InputEvent) -> Void) {
        flush(emit: emit)
    }

    /// Writes the last event and cancels fingers still down (a trace should leave none).
    package mutating func finish(line: Int, emit: (InputEvent) -> Void) {
        flush(emit: emit)
        guard !alive.isEmpty, let time = lastSourceTime else { return }
        beginEvent(at: time, source: SourcePosition(line: line, column: 1), emit: emit)
        for id in aliveIDs {
            repair(.aliveAtEnd)
            add(id, .cancelled, at: alive[id] ?? .zero, emit: emit)
        }
        flush(emit: emit)
    }

    /// Starts a new event at the same source time, writing the current one.
    private mutating func split(emit: (InputEvent) -> Void) {
        let time = pendingTime
        flush(emit: emit)
        pendingTime = time
    }

    private mutating func append(_ sample: TouchSample, emit: (InputEvent) -> Void) {
        if pendingIDs.contains(sample.id) { split(emit: emit) }
        pending.append(sample)
        pendingIDs.insert(sample.id)
        let p = sample.location
        if !hasBounds {
            hasBounds = true
            summary.minX = p.x
            summary.maxX = p.x
            summary.minY = p.y
            summary.maxY = p.y
        } else {
            summary.minX = min(summary.minX, p.x)
            summary.maxX = max(summary.maxX, p.x)
            summary.minY = min(summary.minY, p.y)
            summary.maxY = max(summary.maxY, p.y)
        }
        switch sample.phase {
        case .began:
            if alive.isEmpty {
                summary.sequences += 1
                sequenceIsMulti = false
            }
            alive[sample.id] = p
            if alive.count > ImportLimits.maxAlive {
                violate(
                    "\(alive.count) fingers are down at once; a trace allows at most \(ImportLimits.maxAlive) (FORMAT §3.1)",
                    at: position(\.finger))
            }
            summary.touches += 1
            summary.maxSimultaneous = max(summary.maxSimultaneous, alive.count)
            if alive.count >= 2 && !sequenceIsMulti {
                sequenceIsMulti = true
                summary.multiFingerSequences += 1
            }
        case .moved, .stationary:
            alive[sample.id] = p
        case .ended, .cancelled:
            alive[sample.id] = nil
        }
    }

    private mutating func flush(emit: (InputEvent) -> Void) {
        defer {
            pending.removeAll(keepingCapacity: true)
            pendingIDs.removeAll(keepingCapacity: true)
            pendingTime = nil
        }
        guard !pending.isEmpty, let source = pendingTime else { return }
        let start = origin ?? source
        origin = start
        var t = source - start + offset
        if !(abs(t) <= ImportLimits.maxMagnitude) {
            violate("time \(t) s from the first event is outside the trace's limit of 1000000000 s", at: timeSource)
        }
        if t < lastTime {
            repair(.timeWentBackwards)
            offset += lastTime - t
            t = lastTime
        }
        lastTime = t
        summary.events += 1
        summary.duration = t
        emit(.touches(time: t, touches: pending))
    }
}
