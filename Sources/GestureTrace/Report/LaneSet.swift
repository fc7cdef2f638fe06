/// The timeline's lanes, distilled from replay records as they stream past: one lane per
/// recognizer (its state spans and actions) and one per responder (its `touches…` calls and
/// control events), plus the frame ticks above them.
///
/// Built for a time axis known in advance, so marks that would land on the same few pixels
/// merge as they arrive, and with a budget of drawn elements: a long session or a hostile
/// trace cannot make the report hold more than the budget, whatever the replay prints
/// (issue 13 item 7). What is over budget is counted, and the page says from when on the
/// timeline stopped drawing. The whole session's timeline and each touch sequence's own
/// timeline are both a `LaneSet`.
struct LaneSet: Equatable {
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

    /// A recognizer's target-action (or several of one state a few pixels apart), a flag on
    /// its lane.
    struct Action: Equatable {
        var time: Double
        var frame: Int
        var state: DisplayState
        /// How many actions this flag stands for, and the last one's frame and time.
        var count = 1
        var lastFrame: Int
        var lastTime: Double
    }

    struct RecognizerLane: Equatable {
        var id: String
        /// `tap ×2`, `pan`, `longPress` …
        var kind: String
        /// The view it is attached to.
        var view: String
        var spans: [Span] = []
        var actions: [Action] = []
        /// Whether anything at all happened on this lane (also past the budget).
        var active = false
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
        /// Moved deliveries a few pixels apart merge: how many, and the last one's frame and time.
        var count = 1
        var lastFrame: Int
        var lastTime: Double
    }

    struct ResponderLane: Equatable {
        var name: String
        var marks: [Mark] = []
        /// Responders whose marks were exactly this lane's, folded into it (the responder
        /// chain forwarding a view's touches to its superviews, the application and its
        /// delegate: the same calls at the same moments).
        var folded: [String] = []
    }

    /// A tick per frame (or per couple of pixels) on the axis, each linking to its row.
    struct FrameTick: Equatable {
        var index: Int
        var time: Double
        var cause: FrameCause
    }

    var recognizers: [RecognizerLane] = []
    var responders: [ResponderLane] = []
    var frameTicks: [FrameTick] = []
    /// Elements (spans, flags, marks, ticks) not kept because the budget ran out, and the
    /// time of the first of them.
    var omitted = 0
    var omittedFrom: Double?
}

/// Feeds records into a `LaneSet`, merging and budgeting as it goes.
struct LaneBuilder {
    /// Moved deliveries closer than this (pixels at zoom 1) draw as one mark.
    static let movedBucket = 3.0
    /// Actions of one state closer than this draw as one flag.
    static let actionBucket = 12.0
    /// Frame ticks closer than this draw as one.
    static let frameBucket = 2.0

    private(set) var lanes = LaneSet()
    let axis: TimeAxis
    private var budget: Int
    private let scene: Scene

    private var recognizerIndex: [String: Int] = [:]
    private var responderIndex: [String: Int] = [:]
    /// Per recognizer lane: the span not yet closed, and the changes it has seen.
    private var open: [LaneSet.Span?] = []
    private var changes: [Int] = []
    /// Per responder lane: how many marks it got and a hash of them all, for folding; and
    /// whether it is a hit-test view.
    private var signatures: [(count: Int, hash: UInt64)] = []
    private var isHitView: [Bool] = []
    private var lastTickBucket = -Double.infinity
    private var lastTime = 0.0

    init(scene: Scene, axis: TimeAxis, budget: Int) {
        self.scene = scene
        self.axis = axis
        self.budget = budget
        for spec in scene.recognizers {
            recognizerIndex[spec.id] = lanes.recognizers.count
            let view = scene.views.indices.contains(spec.view) ? scene.views[spec.view].id : "?"
            lanes.recognizers.append(
                LaneSet.RecognizerLane(id: spec.id, kind: ReportData.kindLabel(spec.kind), view: view))
        }
        open = Array(repeating: nil, count: lanes.recognizers.count)
        changes = Array(repeating: 0, count: lanes.recognizers.count)
    }

    /// Takes one element of the budget; false (and counted) when it is spent.
    private mutating func spend(at time: Double) -> Bool {
        guard budget > 0 else {
            lanes.omitted += 1
            if lanes.omittedFrom == nil { lanes.omittedFrom = time }
            return false
        }
        budget -= 1
        return true
    }

    private mutating func recognizer(_ id: String) -> Int {
        if let i = recognizerIndex[id] { return i }
        // Not in the scene (should not happen): still shown, at the end.
        recognizerIndex[id] = lanes.recognizers.count
        lanes.recognizers.append(LaneSet.RecognizerLane(id: id, kind: "?", view: "?"))
        open.append(nil)
        changes.append(0)
        return lanes.recognizers.count - 1
    }

    private mutating func responder(_ name: String) -> Int {
        if let i = responderIndex[name] { return i }
        responderIndex[name] = lanes.responders.count
        lanes.responders.append(LaneSet.ResponderLane(name: name))
        signatures.append((0, 0xcbf2_9ce4_8422_2325))
        isHitView.append(false)
        return lanes.responders.count - 1
    }

    private mutating func close(_ r: Int, at time: Double) {
        guard var span = open[r] else { return }
        span.end = max(time, span.start)
        if span.kind == .active && changes[r] > 0 {
            span.detail += "\nchanged \(HTMLText.count(changes[r], "time"))"
            span.state = "began, changed ×\(changes[r])"
        }
        open[r] = nil
        changes[r] = 0
        if spend(at: span.start) { lanes.recognizers[r].spans.append(span) }
    }

    private mutating func start(_ r: Int, _ span: LaneSet.Span) {
        close(r, at: span.start)
        open[r] = span
        lanes.recognizers[r].active = true
    }

    /// Folds a mark into a lane's signature (FNV-1a over what makes two marks the same).
    private mutating func sign(_ lane: Int, _ parts: [UInt64]) {
        var (count, hash) = signatures[lane]
        for part in parts {
            var v = part
            for _ in 0..<8 {
                hash ^= v & 0xff
                hash = hash &* 0x100_0000_01b3
                v >>= 8
            }
        }
        signatures[lane] = (count + 1, hash)
    }

    private static func touchHash(_ touches: [TouchID]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for touch in touches {
            for byte in touch.description.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
            hash ^= 0xff
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }

    mutating func consume(_ record: Record) {
        let t = record.time
        lastTime = t
        switch record.body {
        case .frame(let cause):
            let bucket = (axis.x(t) / Self.frameBucket).rounded(.down)
            guard bucket != lastTickBucket else { return }
            lastTickBucket = bucket
            if spend(at: t) { lanes.frameTicks.append(LaneSet.FrameTick(index: record.frame, time: t, cause: cause)) }
        case let .hit(touch, _, view, ids, _, _, _):
            // A hit view gets a lane even if nothing reaches it: an empty lane says so.
            if let view { isHitView[responder(view)] = true }
            for id in ids {
                let r = recognizer(id)
                if open[r] != nil { continue }
                start(
                    r,
                    LaneSet.Span(
                        kind: .possible, start: t, end: t, frame: record.frame, state: "possible",
                        detail: "possible: touch \(touch) began on \(view ?? "nothing")"))
            }
        case let .pending(id, wants, waitingFor):
            let r = recognizer(id)
            start(
                r,
                LaneSet.Span(
                    kind: .waiting, start: t, end: t, frame: record.frame, state: "waiting",
                    detail: "wants \(wants.rawValue), waiting for \(Self.list(waitingFor)) to fail"))
        case let .state(id, from, to, reason, values):
            let r = recognizer(id)
            if to == .changed, let span = open[r], span.kind == .active {
                if !values.isEmpty {
                    // Keep the began line; show the latest measurements.
                    let head = span.detail.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
                    open[r]?.detail = head + "\nlatest: " + ReportData.measurements(values)
                }
                return
            }
            var detail = "\(from.rawValue) → \(to.rawValue)"
            if !reason.isEmpty { detail += ": " + HTMLText.clip(reason) }
            if !values.isEmpty { detail += "\n" + ReportData.measurements(values) }
            start(
                r,
                LaneSet.Span(
                    kind: ReportData.spanKind(to), start: t, end: t, frame: record.frame, state: to.rawValue,
                    detail: detail))
        case let .action(id, state):
            let r = recognizer(id)
            lanes.recognizers[r].active = true
            // The engine prints the first began → changed transition only; every change
            // sends an action, so the actions count the changes.
            if state == .changed, open[r]?.kind == .active { changes[r] += 1 }
            if var last = lanes.recognizers[r].actions.last, last.state == state,
                (axis.x(last.time) / Self.actionBucket).rounded(.down) == (axis.x(t) / Self.actionBucket).rounded(.down)
            {
                last.count += 1
                last.lastFrame = record.frame
                last.lastTime = t
                lanes.recognizers[r].actions[lanes.recognizers[r].actions.count - 1] = last
                return
            }
            if spend(at: t) {
                lanes.recognizers[r].actions.append(
                    LaneSet.Action(time: t, frame: record.frame, state: state, lastFrame: record.frame, lastTime: t))
            }
        case .reset(let id):
            close(recognizer(id), at: t)
        case let .deliver(name, phase, touches, delayed):
            let v = responder(name)
            sign(v, [UInt64(Self.phaseCode(phase)), t.bitPattern, Self.touchHash(touches), delayed ? 1 : 0])
            if phase == .moved, !delayed, var last = lanes.responders[v].marks.last, last.kind == .delivery(.moved),
                !last.delayed,
                (axis.x(last.time) / Self.movedBucket).rounded(.down) == (axis.x(t) / Self.movedBucket).rounded(.down)
            {
                for touch in touches where !last.touches.contains(touch) && last.touches.count < 64 {
                    last.touches.append(touch)
                }
                last.count += 1
                last.lastFrame = record.frame
                last.lastTime = t
                lanes.responders[v].marks[lanes.responders[v].marks.count - 1] = last
                return
            }
            if spend(at: t) {
                lanes.responders[v].marks.append(
                    LaneSet.Mark(
                        kind: .delivery(phase), time: t, frame: record.frame, touches: Array(touches.prefix(64)),
                        delayed: delayed, lastFrame: record.frame, lastTime: t))
            }
        case .swiftuiPhase, .swiftuiCallback, .gestureStateReset, .unused:
            // SwiftUI's layer (SWIFTUI.md) has no lane yet; its records are in the table.
            break
        case let .control(control, event):
            let v = responder(control)
            sign(v, [8 + UInt64(ControlEvent.allCases.firstIndex(of: event) ?? 0), t.bitPattern])
            if spend(at: t) {
                lanes.responders[v].marks.append(
                    LaneSet.Mark(
                        kind: .control(event), time: t, frame: record.frame, touches: [], delayed: false,
                        lastFrame: record.frame, lastTime: t))
            }
        }
    }

    private static func phaseCode(_ phase: DeliveryPhase) -> Int {
        switch phase {
        case .began: return 1
        case .moved: return 2
        case .ended: return 3
        case .cancelled: return 4
        }
    }

    /// Ids joined with commas, at most a few dozen of them.
    static func list(_ ids: [String]) -> String {
        let shown = ids.prefix(24).map { HTMLText.clip($0) }.joined(separator: ", ")
        return ids.count > 24 ? shown + " and \(ids.count - 24) more" : shown
    }

    /// Closes open spans and orders and folds the responder lanes. `sceneOrder` puts views
    /// first in the scene's order (back to front), then the rest (controllers,
    /// `UIApplication`, `AppDelegate`) in order of appearance.
    mutating func finish(at time: Double? = nil) -> LaneSet {
        let end = time ?? lastTime
        for r in open.indices { close(r, at: end) }
        var sceneOrder: [String: Int] = [:]
        for (i, view) in scene.views.enumerated() where sceneOrder[view.id] == nil { sceneOrder[view.id] = i }
        let ranked = lanes.responders.indices.map { i in
            (rank: sceneOrder[lanes.responders[i].name] ?? (scene.views.count + i), index: i)
        }.sorted { $0.rank < $1.rank }
        // A lane whose marks are exactly those of a hit view's lane folds into that lane: the
        // first such hit view in lane order; hit views themselves are never folded.
        var hosts: [(count: Int, hash: UInt64, lane: Int)] = []
        for (_, i) in ranked where isHitView[i] && signatures[i].count > 0 {
            if !hosts.contains(where: { $0.count == signatures[i].count && $0.hash == signatures[i].hash }) {
                hosts.append((signatures[i].count, signatures[i].hash, i))
            }
        }
        var foldedInto: [Int: [String]] = [:]
        var hidden: Set<Int> = []
        for (_, i) in ranked where !isHitView[i] {
            let s = signatures[i]
            guard let host = hosts.first(where: { $0.count == s.count && $0.hash == s.hash }) else { continue }
            foldedInto[host.lane, default: []].append(lanes.responders[i].name)
            hidden.insert(i)
        }
        var result: [LaneSet.ResponderLane] = []
        for (_, i) in ranked where !hidden.contains(i) {
            var lane = lanes.responders[i]
            lane.folded = foldedInto[i] ?? []
            result.append(lane)
        }
        lanes.responders = result
        return lanes
    }
}
