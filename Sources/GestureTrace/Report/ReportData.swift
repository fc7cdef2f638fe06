/// What the HTML report draws, distilled from a decoded trace and its replay.
///
/// The replay is read twice as a stream and never kept (issue 13 item 7: the report's memory
/// and size are bounded by its limits, not by the replay's length). The first pass surveys:
/// frame times (the time axis), which frames the table can show, each touch sequence's
/// frames, the hit views of the strokes, the summary's counts. The second pass, with the axis
/// known, builds the lanes (merging and budgeting as records arrive, see `LaneSet`), the rows
/// of the frames the table shows, and the lanes of the first `maxSequences` touch sequences.
/// Dictionaries only index and are never iterated, so the result (and the page) is the same
/// on every run.
struct ReportData {
    /// Bounds on what the page holds.
    struct Limits: Equatable {
        /// Frame rows in the table.
        var maxTableRows = 1500
        /// Touch sequences with a view of their own.
        var maxSequences = 60
        /// Drawn elements (spans, flags, marks, ticks) on the session's timeline.
        var maxTimelineMarks = 12_000
        /// Drawn elements on one sequence's timeline.
        var maxSequenceMarks = 2_000
        /// Lanes of each kind on a timeline (those where something happened first).
        var maxLanes = 200
    }

    /// One finger from began to ended or cancelled (a reused finger id starts a new stroke).
    struct Stroke: Equatable {
        var touch: TouchID
        /// The finger's colour slot: finger ids in order of first appearance.
        var finger: Int
        var points: [Point]
        var times: [Double]
        var end: StrokeEnd
        /// The hit-test view from the replay's `hit` record; nil when nothing was hit.
        var hitView: String?
        /// The frame of the `hit` record, to link the stroke to its row.
        var hitFrame: Int?
        /// The touch sequence it belongs to (0-based).
        var sequence = 0
    }

    enum StrokeEnd: Equatable {
        case ended, cancelled
        /// An `interrupt` event cancelled it.
        case interrupted
        /// Still down when the trace ends.
        case down
    }

    typealias SpanKind = LaneSet.SpanKind

    /// A touch sequence: from a finger touching an empty screen until the next one does (so
    /// it holds the timers that fire after its last lift: the wait for a second tap).
    struct Sequence: Equatable {
        /// 0-based; shown 1-based.
        var index: Int
        var firstFrame: Int
        var lastFrame: Int
        var start: Double
        var end: Double
        /// Strokes (finger-downs) in it.
        var touches = 0
        /// Its own time axis and lanes, for the first `maxSequences` sequences.
        var axis: TimeAxis?
        var lanes: LaneSet?
        /// Active stretches, while surveying.
        var runs = TimeAxis.Runs()
    }

    /// One row of the frame table: the frame and its records in the text format's words.
    struct Row: Equatable {
        var index: Int
        var time: Double
        var cause: FrameCause
        /// Each record's type and the rest of its text line, clipped.
        var records: [(type: String, text: String)]
        /// Records past `FrameTable.maxRecordsPerRow`, counted.
        var more: Int
        /// Frames left out just before this row.
        var skippedBefore: Int

        static func == (a: Row, b: Row) -> Bool {
            a.index == b.index && a.time == b.time && a.cause == b.cause && a.more == b.more
                && a.skippedBefore == b.skippedBefore && a.records.map(\.type) == b.records.map(\.type)
                && a.records.map(\.text) == b.records.map(\.text)
        }
    }

    var name: String?
    var scene: Scene
    var limits: Limits
    var strokes: [Stroke] = []
    var frameCount = 0
    /// The earliest and latest time of any event or frame.
    var startTime: Double = 0
    var endTime: Double = 0
    var axis: TimeAxis
    /// The session's timeline.
    var lanes = LaneSet()
    var sequences: [Sequence] = []
    var rows: [Row] = []
    /// Frames left out after the last row.
    var skippedAtEnd = 0
    /// The text format's summary lines (without the `summary` heading).
    var summaryLines: [String] = []

    var recognizers: [LaneSet.RecognizerLane] { lanes.recognizers }
    var responders: [LaneSet.ResponderLane] { lanes.responders }

    /// A report of records already in memory (tests, small traces).
    init(trace: Trace, records: [Record], limits: Limits = Limits()) {
        self.init(trace: trace, limits: limits) { sink in
            for record in records { sink(record) }
        }
    }

    /// A report of a replay that `replay` runs, handing each record to its argument; it is
    /// called twice and must give the same records both times (a replay is deterministic).
    init(trace: Trace, limits: Limits = Limits(), replay: ((Record) -> Void) -> Void) {
        name = trace.name
        scene = trace.scene
        self.limits = limits
        axis = TimeAxis(times: [])
        let starts = buildStrokes(trace.events)
        survey(trace.events, sequenceStarts: starts, replay: replay)
        build(replay: replay)
    }

    // MARK: - Strokes

    /// Builds the strokes; returns, per touch sequence, the ordinal (among touch events) of
    /// the event that starts it, which is also the ordinal of its `input` frame.
    private mutating func buildStrokes(_ events: EventList) -> [Int] {
        var open: [TouchID: Int] = [:]
        var fingers: [TouchID: Int] = [:]
        var alive: Set<TouchID> = []
        var starts: [Int] = []
        var ordinal = -1
        func finger(_ id: TouchID) -> Int {
            if let f = fingers[id] { return f }
            fingers[id] = fingers.count
            return fingers.count - 1
        }
        for event in events {
            switch event {
            case let .touches(time, samples):
                ordinal += 1
                if alive.isEmpty, samples.contains(where: { $0.phase == .began }) { starts.append(ordinal) }
                let sequence = max(0, starts.count - 1)
                for sample in samples {
                    switch sample.phase {
                    case .began, .moved, .stationary: alive.insert(sample.id)
                    case .ended, .cancelled: alive.remove(sample.id)
                    }
                    if sample.phase == .began || open[sample.id] == nil {
                        // A began (or a sample for a finger that is not down, which the decoder
                        // rejects; drawn anyway rather than dropped) starts a stroke.
                        if let previous = open[sample.id] { strokes[previous].end = .cancelled }
                        var end = StrokeEnd.down
                        if sample.phase == .ended { end = .ended }
                        if sample.phase == .cancelled { end = .cancelled }
                        if end == .down { open[sample.id] = strokes.count } else { open[sample.id] = nil }
                        strokes.append(
                            Stroke(
                                touch: sample.id, finger: finger(sample.id), points: [sample.location],
                                times: [time], end: end, sequence: sequence))
                        continue
                    }
                    guard let s = open[sample.id] else { continue }
                    if sample.phase == .stationary && strokes[s].points.last == sample.location { continue }
                    strokes[s].points.append(sample.location)
                    strokes[s].times.append(time)
                    if sample.phase == .ended || sample.phase == .cancelled {
                        strokes[s].end = sample.phase == .ended ? .ended : .cancelled
                        open[sample.id] = nil
                    }
                }
            case .interrupt:
                for s in strokes.indices where strokes[s].end == .down {
                    strokes[s].end = .interrupted
                }
                open = [:]
                alive = []
            case .tick, .change:
                break
            }
        }
        return starts
    }

    // MARK: - Pass 1: survey

    private mutating func survey(_ events: EventList, sequenceStarts: [Int], replay: ((Record) -> Void) -> Void) {
        var frameRuns = TimeAxis.Runs()
        var eventRuns = TimeAxis.Runs()
        for event in events { eventRuns.add(event.time) }
        var summary = TextWriter.Summary()
        // Hit records name each new touch's view, in the order the touches began.
        var byTouch: [TouchID: [Int]] = [:]
        for (i, stroke) in strokes.enumerated() { byTouch[stroke.touch, default: []].append(i) }
        var used: [TouchID: Int] = [:]
        var inputOrdinal = -1
        var nextStart = 0
        var first: Double?
        var last: Double?
        replay { record in
            summary.visit(record)
            switch record.body {
            case .frame(let cause):
                frameCount += 1
                frameRuns.add(record.time)
                if first == nil { first = record.time }
                last = record.time
                if cause == .input {
                    inputOrdinal += 1
                    if nextStart < sequenceStarts.count, sequenceStarts[nextStart] == inputOrdinal {
                        nextStart += 1
                        sequences.append(
                            Sequence(
                                index: sequences.count, firstFrame: record.frame, lastFrame: record.frame,
                                start: record.time, end: record.time))
                    }
                }
                if let s = sequences.indices.last {
                    sequences[s].lastFrame = record.frame
                    sequences[s].end = record.time
                    if s < limits.maxSequences { sequences[s].runs.add(record.time) }
                }
            case let .hit(touch, _, view, _, _, _, _):
                let n = used[touch, default: 0]
                guard let list = byTouch[touch], n < list.count else { break }
                used[touch] = n + 1
                strokes[list[n]].hitView = view
                strokes[list[n]].hitFrame = record.frame
            default:
                break
            }
        }
        for stroke in strokes where sequences.indices.contains(stroke.sequence) {
            sequences[stroke.sequence].touches += 1
        }
        let runs = TimeAxis.Runs.merged(frameRuns.runs, eventRuns.runs)
        axis = TimeAxis(runs: runs)
        startTime = runs.first?.start ?? 0
        endTime = runs.last?.end ?? 0
        _ = (first, last)
        var bytes: [UInt8] = []
        summary.append(to: &bytes)
        summaryLines = String(decoding: bytes, as: UTF8.self).split(separator: "\n").dropFirst().prefix(201).map(
            String.init)
        for s in sequences.indices where s < limits.maxSequences {
            sequences[s].axis = TimeAxis(runs: sequences[s].runs.runs)
        }
        for s in sequences.indices { sequences[s].runs = TimeAxis.Runs() }
    }

    // MARK: - Pass 2: lanes and rows

    /// A frame with more than touch moves in it: the table shows these first.
    static func isNotable(_ record: Record) -> Bool {
        switch record.body {
        case .frame: return false
        case .deliver(_, .moved, _, false, _): return false
        default: return true
        }
    }

    private mutating func build(replay: ((Record) -> Void) -> Void) {
        var global = LaneBuilder(scene: scene, axis: axis, budget: limits.maxTimelineMarks)
        var current: LaneBuilder?
        var currentIndex = -1
        var nextSequence = 0
        // The table: first count the notable frames (pass 2 is a full pass, so count here with
        // a look at each frame as it closes), keep the first `maxTableRows` notable frames and
        // as many of the first plain frames as there is room for. Two quotas decided from the
        // survey would need a third pass; instead rows are kept in two bounded lists and
        // merged at the end.
        let maxRows = max(1, limits.maxTableRows)
        var notableRows: [Row] = []
        var plainRows: [Row] = []
        var open: Row?
        var openNotable = false
        func closeRow() {
            guard let row = open else { return }
            if openNotable {
                if notableRows.count < maxRows { notableRows.append(row) }
            } else if plainRows.count < maxRows {
                plainRows.append(row)
            }
            open = nil
        }
        var sequences = self.sequences
        let limits = self.limits
        let scene = self.scene
        func finishSequence() {
            guard var builder = current, sequences.indices.contains(currentIndex) else { return }
            sequences[currentIndex].lanes = builder.finish(at: sequences[currentIndex].end)
            current = nil
        }
        replay { record in
            if case .frame(let cause) = record.body {
                closeRow()
                open = Row(index: record.frame, time: record.time, cause: cause, records: [], more: 0, skippedBefore: 0)
                openNotable = false
                if nextSequence < sequences.count, sequences[nextSequence].firstFrame == record.frame {
                    finishSequence()
                    currentIndex = nextSequence
                    nextSequence += 1
                    if currentIndex < limits.maxSequences, let axis = sequences[currentIndex].axis {
                        current = LaneBuilder(scene: scene, axis: axis, budget: limits.maxSequenceMarks)
                    }
                }
            } else {
                if Self.isNotable(record) { openNotable = true }
                if open != nil {
                    if open?.records.count ?? 0 < FrameTable.maxRecordsPerRow {
                        open?.records.append(FrameTable.recordText(record))
                    } else {
                        open?.more += 1
                    }
                }
            }
            global.consume(record)
            current?.consume(record)
        }
        closeRow()
        finishSequence()
        self.sequences = sequences
        lanes = global.finish()
        // Notable frames first, then plain ones, up to the limit; shown in frame order.
        var chosen = Array(notableRows.prefix(maxRows))
        chosen += plainRows.prefix(maxRows - chosen.count)
        chosen.sort { $0.index < $1.index }
        var previous = -1
        // Frames are numbered 0..<frameCount in order, so the gap between shown rows is the
        // number left out.
        for i in chosen.indices {
            chosen[i].skippedBefore = chosen[i].index - previous - 1
            previous = chosen[i].index
        }
        skippedAtEnd = frameCount - 1 - previous
        rows = chosen
    }

    static func spanKind(_ state: DisplayState) -> LaneSet.SpanKind {
        switch state {
        case .possible: return .possible
        case .began, .changed: return .active
        case .ended, .recognized: return .recognized
        case .failed: return .failed
        case .cancelled: return .cancelled
        }
    }

    /// `tap ×2`, `tap 2 fingers`, `pan`, `swipe left`, as a short caption under the id.
    static func kindLabel(_ kind: RecognizerKind) -> String {
        switch kind {
        case let .tap(taps, touches):
            var s = "tap"
            if taps != 1 { s += " ×\(taps)" }
            if touches != 1 { s += ", \(touches) fingers" }
            return s
        case let .longPress(duration, _, _, touches):
            return "longPress \(DecimalFormat.format(duration, decimals: 3)) s"
                + (touches != 1 ? ", \(touches) fingers" : "")
        case let .swipe(directions, _):
            let names = [(SwipeDirections.right, "right"), (.left, "left"), (.up, "up"), (.down, "down")]
                .filter { directions.contains($0.0) }.map(\.1)
            return "swipe " + names.joined(separator: "/")
        case let .screenEdgePan(edges):
            return "screenEdgePan " + edges.map(\.rawValue).joined(separator: "/")
        case let .fingers(count, _):
            return "fingers \(count)"
        case .scrollViewPan:
            return "scroll view pan"
        case .swiftUI:
            return "SwiftUI gesture"
        case .swiftUIHost:
            return "SwiftUI host gestures"
        case .custom(let custom):
            return custom.className
        case .systemGestureGate:
            return "system gesture gate"
        case .swipeActionPan:
            return "swipe-action pan"
        case .pan, .pinch, .rotation, .script:
            return kind.name
        case .textMultiTap:
            return "text tap"
        case .contextMenu(.press):
            return "context menu press"
        case .contextMenu:
            return "context menu relationship"
        case .sheetPan:
            return "sheet dismiss pan"
        }
    }

    static func measurements(_ values: [Measurement]) -> String {
        var out: [UInt8] = []
        TextWriter.appendMeasurements(values, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

}
