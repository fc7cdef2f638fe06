/// What the HTML report draws, distilled from a decoded trace and its replay records.
///
/// Kept apart from the SVG and HTML writers so that tests can check the content (which lanes,
/// which spans, which path points) without parsing markup. Everything is built in one pass
/// over arrays; dictionaries only index and are never iterated, so the result (and the page)
/// is the same on every run.
struct ReportData {
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
    }

    enum StrokeEnd: Equatable {
        case ended, cancelled
        /// An `interrupt` event cancelled it.
        case interrupted
        /// Still down when the trace ends.
        case down
    }

    /// One processed frame and the records it holds.
    struct Frame: Equatable {
        var index: Int
        var time: Double
        var cause: FrameCause
        /// Indices into `records` (the `frame` record itself excluded).
        var records: Range<Int>
    }

    /// How a recognizer span is coloured.
    enum SpanKind: String, CaseIterable {
        /// Possible, with touches.
        case possible
        /// Wants to leave possible but waits for failure requirements (a `pending` record).
        case waiting
        /// Began or changed (continuous recognizers).
        case active
        /// Recognized (discrete) or ended (continuous).
        case recognized
        case failed
        case cancelled

        /// The word shown in the legend and on wide spans.
        var label: String {
            switch self {
            case .possible: return "possible"
            case .waiting: return "waiting"
            case .active: return "began/changed"
            case .recognized: return "recognized/ended"
            case .failed: return "failed"
            case .cancelled: return "cancelled"
            }
        }
    }

    /// A stretch of time a recognizer spent in one state.
    struct Span: Equatable {
        var kind: SpanKind
        var start: Double
        var end: Double
        /// The frame the span started in (its link target).
        var frame: Int
        /// The state as printed (`recognized`, `ended`, `possible` …; `waiting` while pending,
        /// `began, changed ×n` for a continuous recognizer's active stretch).
        var state: String
        /// Hover text: the transition, the reason, the measurements.
        var detail: String
    }

    /// A recognizer's target-action, drawn as a flag on its lane.
    struct Action: Equatable {
        var time: Double
        var frame: Int
        var state: DisplayState
    }

    struct RecognizerLane: Equatable {
        var id: String
        /// `tap ×2`, `pan`, `longPress` …
        var kind: String
        /// The view it is attached to.
        var view: String
        var spans: [Span] = []
        var actions: [Action] = []
    }

    /// What a mark on a responder lane stands for.
    enum MarkKind: Equatable {
        case delivery(DeliveryPhase)
        case control(ControlEvent)
    }

    struct Mark: Equatable {
        var kind: MarkKind
        var time: Double
        var frame: Int
        var touches: [TouchID]
        var delayed: Bool
    }

    struct ResponderLane: Equatable {
        var name: String
        var marks: [Mark] = []
    }

    var name: String?
    var scene: Scene
    var records: [Record]
    var frames: [Frame] = []
    var strokes: [Stroke] = []
    var recognizers: [RecognizerLane] = []
    var responders: [ResponderLane] = []
    /// The earliest and latest time of any event or record.
    var startTime: Double = 0
    var endTime: Double = 0
    /// Every distinct time something happened (events and frames), sorted: the time axis
    /// compresses the idle gaps between them.
    var activityTimes: [Double] = []

    init(trace: Trace, records: [Record]) {
        name = trace.name
        scene = trace.scene
        self.records = records
        buildStrokes(trace.events)
        buildFrames()
        buildRecognizerLanes()
        buildResponderLanes()
        buildTimes(trace.events)
    }

    // MARK: - Strokes

    private mutating func buildStrokes(_ events: EventList) {
        var open: [TouchID: Int] = [:]
        var fingers: [TouchID: Int] = [:]
        func finger(_ id: TouchID) -> Int {
            if let f = fingers[id] { return f }
            fingers[id] = fingers.count
            return fingers.count - 1
        }
        for event in events {
            switch event {
            case let .touches(time, samples):
                for sample in samples {
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
                                times: [time], end: end))
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
            case .tick:
                break
            }
        }
        // Hit records name each new touch's view, in the order the touches began.
        var byTouch: [TouchID: [Int]] = [:]
        for (i, stroke) in strokes.enumerated() { byTouch[stroke.touch, default: []].append(i) }
        var used: [TouchID: Int] = [:]
        for record in records {
            guard case let .hit(touch, _, view, _, _, _, _) = record.body else { continue }
            let n = used[touch, default: 0]
            guard let list = byTouch[touch], n < list.count else { continue }
            used[touch] = n + 1
            strokes[list[n]].hitView = view
            strokes[list[n]].hitFrame = record.frame
        }
    }

    // MARK: - Frames

    private mutating func buildFrames() {
        var current: (index: Int, time: Double, cause: FrameCause, first: Int)?
        for (i, record) in records.enumerated() {
            guard case .frame(let cause) = record.body else { continue }
            if let c = current {
                frames.append(Frame(index: c.index, time: c.time, cause: c.cause, records: c.first..<i))
            }
            current = (record.frame, record.time, cause, i + 1)
        }
        if let c = current {
            frames.append(Frame(index: c.index, time: c.time, cause: c.cause, records: c.first..<records.count))
        }
    }

    // MARK: - Recognizer lanes

    private mutating func buildRecognizerLanes() {
        var lane: [String: Int] = [:]
        for spec in scene.recognizers {
            lane[spec.id] = recognizers.count
            let view = scene.views.indices.contains(spec.view) ? scene.views[spec.view].id : "?"
            recognizers.append(RecognizerLane(id: spec.id, kind: Self.kindLabel(spec.kind), view: view))
        }
        func index(_ id: String) -> Int {
            if let i = lane[id] { return i }
            // Not in the scene (should not happen): still shown, at the end.
            lane[id] = recognizers.count
            recognizers.append(RecognizerLane(id: id, kind: "?", view: "?"))
            return recognizers.count - 1
        }
        // The span each recognizer is in, not yet closed.
        var open: [Span?] = Array(repeating: nil, count: recognizers.count)
        var changes: [Int] = Array(repeating: 0, count: recognizers.count)
        func close(_ r: Int, at time: Double) {
            guard r < open.count, var span = open[r] else { return }
            span.end = max(time, span.start)
            if span.kind == .active && changes[r] > 0 {
                span.detail += "\nchanged \(HTMLText.count(changes[r], "time"))"
                span.state = "began, changed ×\(changes[r])"
            }
            recognizers[r].spans.append(span)
            open[r] = nil
            changes[r] = 0
        }
        func start(_ r: Int, _ span: Span) {
            while open.count <= r {
                open.append(nil)
                changes.append(0)
            }
            close(r, at: span.start)
            open[r] = span
        }
        for record in records {
            let t = record.time
            switch record.body {
            case let .hit(touch, _, view, ids, _, _, _):
                for id in ids {
                    let r = index(id)
                    if r < open.count, open[r] != nil { continue }
                    start(
                        r,
                        Span(
                            kind: .possible, start: t, end: t, frame: record.frame, state: "possible",
                            detail: "possible: touch \(touch) began on \(view ?? "nothing")"))
                }
            case let .pending(id, wants, waitingFor):
                let r = index(id)
                start(
                    r,
                    Span(
                        kind: .waiting, start: t, end: t, frame: record.frame, state: "waiting",
                        detail: "wants \(wants.rawValue), waiting for \(waitingFor.joined(separator: ", ")) to fail"))
            case let .state(id, from, to, reason, values):
                let r = index(id)
                var detail = "\(from.rawValue) → \(to.rawValue)"
                if !reason.isEmpty { detail += ": " + reason }
                if !values.isEmpty { detail += "\n" + Self.measurements(values) }
                if to == .changed, r < open.count, let span = open[r], span.kind == .active {
                    if !values.isEmpty {
                        // Keep the began line; show the latest measurements.
                        let head = span.detail.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
                        open[r]?.detail = head + "\nlatest: " + Self.measurements(values)
                    }
                    continue
                }
                start(
                    r,
                    Span(
                        kind: Self.spanKind(to), start: t, end: t, frame: record.frame, state: to.rawValue,
                        detail: detail))
            case let .action(id, state):
                let r = index(id)
                recognizers[r].actions.append(Action(time: t, frame: record.frame, state: state))
                // The engine prints the first began → changed transition only; every change
                // sends an action, so the actions count the changes.
                if state == .changed, r < open.count, open[r]?.kind == .active { changes[r] += 1 }
            case .reset(let id):
                close(index(id), at: t)
            case .frame, .deliver, .control, .swiftuiPhase, .swiftuiCallback, .gestureStateReset:
                break
            }
        }
        for r in open.indices { close(r, at: records.last?.time ?? 0) }
    }

    static func spanKind(_ state: DisplayState) -> SpanKind {
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
        case .pan, .pinch, .rotation, .script:
            return kind.name
        }
    }

    static func measurements(_ values: [Measurement]) -> String {
        var out: [UInt8] = []
        TextWriter.appendMeasurements(values, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    // MARK: - Responder lanes

    private mutating func buildResponderLanes() {
        var lane: [String: Int] = [:]
        var order: [String] = []
        func index(_ name: String) -> Int {
            if let i = lane[name] { return i }
            lane[name] = order.count
            order.append(name)
            responders.append(ResponderLane(name: name))
            return order.count - 1
        }
        for record in records {
            switch record.body {
            case let .hit(_, _, view, _, _, _, _):
                // A hit view gets a lane even if nothing reaches it: an empty lane says so.
                if let view { _ = index(view) }
            case let .deliver(responder, phase, touches, delayed):
                responders[index(responder)].marks.append(
                    Mark(
                        kind: .delivery(phase), time: record.time, frame: record.frame, touches: touches,
                        delayed: delayed))
            case let .control(control, event):
                responders[index(control)].marks.append(
                    Mark(kind: .control(event), time: record.time, frame: record.frame, touches: [], delayed: false))
            default:
                break
            }
        }
        // Views in scene order (back to front, as the scene lists them), then the rest
        // (controllers, UIApplication, AppDelegate) in order of appearance.
        var sceneOrder: [String: Int] = [:]
        for (i, view) in scene.views.enumerated() where sceneOrder[view.id] == nil { sceneOrder[view.id] = i }
        let ranked = responders.enumerated().map { (i, lane) in
            (rank: sceneOrder[lane.name] ?? (scene.views.count + i), lane: lane)
        }
        responders = ranked.sorted { $0.rank < $1.rank }.map(\.lane)
    }

    // MARK: - Times

    private mutating func buildTimes(_ events: EventList) {
        var times: [Double] = events.map(\.time)
        times.append(contentsOf: frames.map(\.time))
        times = times.filter(\.isFinite).sorted()
        var unique: [Double] = []
        for t in times where unique.last != t { unique.append(t) }
        activityTimes = unique
        startTime = unique.first ?? 0
        endTime = unique.last ?? 0
    }
}
