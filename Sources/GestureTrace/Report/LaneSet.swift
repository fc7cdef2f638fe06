/// The timeline's lanes, distilled from replay records as they stream past: one lane per
/// recognizer (its state spans and actions), one per SwiftUI gesture (its phases, callbacks and
/// `@GestureState` resets, SWIFTUI §8.3) and one per responder (its `touches…` calls and
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
    struct Action: Equatable, MergedMark {
        var time: Double
        var frame: Int
        var state: DisplayState
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
        /// A table's or collection view's cell event (SEMANTICS §9.5), on the list's lane:
        /// the event and the delegate method with its cell, `didSelectRowAt [0, 3] (row3)`.
        case cell(CellEvent, detail: String)
        /// A text field's or text view's interaction event (SEMANTICS §9.8), on its lane.
        case text(TextEvent)
        /// What a row's swipe did (SEMANTICS §9.12), on the list's lane: `trailing revealed
        /// [0, 2] (row2): released …`.
        case swipe(SwipeActionEvent, detail: String)
        /// What a presented page sheet did about a drag (SEMANTICS §9.14), on the sheet's lane:
        /// `dismissed (list.pan): released …`.
        case sheet(SheetEvent, detail: String)
        /// A context menu interaction's event (SEMANTICS §9.13), on its view's lane.
        case menu(ContextMenuEvent)
    }

    /// A responder's delivery or control event (moved deliveries a few pixels apart merge).
    struct Mark: Equatable, MergedMark {
        var kind: MarkKind
        var time: Double
        var frame: Int
        var touches: [TouchID]
        var delayed: Bool
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

    /// A SwiftUI gesture (SWIFTUI §8.3): an attachment modifier's gesture (id = the modifier's),
    /// or a part of a composite (`drag/first`). Its phases are spans with the recognizer colours
    /// (possible, paused or held as waiting, active, ended as recognized, failed).
    struct GestureLane: Equatable {
        var id: String
        /// `drag`, `sequenced`, `tap ×2` …, with the attachment on a modifier's root
        /// (`highPriorityGesture drag`).
        var kind: String
        /// The SwiftUI node the modifier is on.
        var node: String
        /// The UIKit recognizer that carries it: the modifier's own (containers) or the host's
        /// (graph, SWIFTUI §2.1).
        var recognizer: String
        var spans: [Span] = []
        var callbacks: [Callback] = []
        var resets: [Reset] = []
        var active = false
    }

    /// A callback that ran (`updating`, `onChanged`, `onEnded`, `onPressingChanged`, `action`),
    /// a flag on its gesture's lane; several of one name a few pixels apart merge, keeping the
    /// first and the last value.
    struct Callback: Equatable, MergedMark {
        var time: Double
        var frame: Int
        var name: String
        /// The value as JSON (clipped), and the last merged one's.
        var value: String
        var lastValue: String
        var count = 1
        var lastFrame: Int
        var lastTime: Double
    }

    /// A `@GestureState` going back to its initial value (SWIFTUI §3.4 rules 12, 13).
    struct Reset: Equatable {
        var time: Double
        var frame: Int
        var state: String
    }

    var recognizers: [RecognizerLane] = []
    var gestures: [GestureLane] = []
    var responders: [ResponderLane] = []
    var frameTicks: [FrameTick] = []
    /// Elements (spans, flags, marks, ticks) not kept because the budget ran out, and the
    /// time of the first of them.
    var omitted = 0
    var omittedFrom: Double?
}

/// A mark that stands for several of its kind a few pixels apart: how many, and the last one's
/// frame and time.
protocol MergedMark {
    var time: Double { get }
    var frame: Int { get }
    var count: Int { get set }
    var lastFrame: Int { get set }
    var lastTime: Double { get set }
}

extension MergedMark {
    /// Counts one more occurrence at `frame`, `time`.
    mutating func absorb(frame: Int, time: Double) {
        count += 1
        lastFrame = frame
        lastTime = time
    }

    /// The hover text's tail: `×3 · frames 4–6 · t=0.1–0.2`, or ` · frame 4 · t=0.1`.
    var occurrence: String {
        count > 1
            ? " ×\(count) · frames \(frame)–\(lastFrame) · t=\(HTMLText.time(time))–\(HTMLText.time(lastTime))"
            : " · frame \(frame) · t=\(HTMLText.time(time))"
    }
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
    /// Per recognizer lane: the span not yet closed, the changes it has seen, and since when
    /// it has had touches (a SwiftUI gesture it carries is possible from then on).
    private var open: [LaneSet.Span?] = []
    private var changes: [Int] = []
    private var touchedSince: [(time: Double, frame: Int)?] = []
    /// Per SwiftUI gesture lane: the span not yet closed, when its last span ended, and its
    /// recognizer's lane.
    private var gestureIndex: [String: Int] = [:]
    private var gestureOpen: [LaneSet.Span?] = []
    private var gestureEnded: [(time: Double, frame: Int)] = []
    private var gestureRecognizer: [Int] = []
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
        touchedSince = Array(repeating: nil, count: lanes.recognizers.count)
        addGestureLanes()
    }

    /// A lane per SwiftUI gesture and per part of a composite, in the scene's modifier order
    /// (each part after its parent): the ids `swiftuiPhase` records use (SWIFTUI §8.3).
    private mutating func addGestureLanes() {
        let content = scene.swiftUI
        for modifier in content.modifiers {
            guard let expression = modifier.expression else { continue }
            var carrier = modifier.recognizer
            if content.hostOfNode.indices.contains(modifier.node),
                let host = content.hostRecognizer[content.hostOfNode[modifier.node]]
            {
                carrier = host
            }
            let recognizer = scene.recognizers.indices.contains(carrier) ? scene.recognizers[carrier].id : "?"
            let node = content.nodes.indices.contains(modifier.node) ? content.nodes[modifier.node].id : "?"
            for (k, part) in expression.nodes.enumerated() {
                var kind = Self.gestureKind(part.kind)
                if k == 0 && modifier.attachment != .gesture { kind = modifier.attachment.rawValue + " " + kind }
                addGestureLane(
                    LaneSet.GestureLane(id: modifier.id + part.path, kind: kind, node: node, recognizer: recognizer))
            }
        }
    }

    @discardableResult
    private mutating func addGestureLane(_ lane: LaneSet.GestureLane) -> Int {
        let g = lanes.gestures.count
        gestureIndex[lane.id] = g
        lanes.gestures.append(lane)
        gestureOpen.append(nil)
        gestureEnded.append((-Double.infinity, 0))
        gestureRecognizer.append(recognizerIndex[lane.recognizer] ?? -1)
        return g
    }

    private mutating func gesture(_ id: String) -> Int {
        if let g = gestureIndex[id] { return g }
        // Not in the scene (should not happen): still shown, at the end.
        return addGestureLane(LaneSet.GestureLane(id: id, kind: "?", node: "?", recognizer: "?"))
    }

    /// `drag`, `tap ×2`, `sequenced` …: a SwiftUI gesture's caption.
    static func gestureKind(_ kind: SwiftUIGestureExpression.Kind) -> String {
        switch kind {
        case .tap(let count): return count == 1 ? "tap" : "tap ×\(count)"
        case .spatialTap(let count, _): return count == 1 ? "spatialTap" : "spatialTap ×\(count)"
        case .longPress(let duration, _): return "longPress \(DecimalFormat.format(duration, decimals: 3)) s"
        case .drag: return "drag"
        case .magnify: return "magnify"
        case .rotate: return "rotate"
        case .button: return "button"
        case .simultaneously: return "simultaneously"
        case .sequenced: return "sequenced"
        case .exclusively: return "exclusively"
        }
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
        touchedSince.append(nil)
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

    /// Ends a span at `time` (never before it started); nil when the budget is spent.
    private mutating func finished(_ span: LaneSet.Span, at time: Double) -> LaneSet.Span? {
        var span = span
        span.end = max(time, span.start)
        return spend(at: span.start) ? span : nil
    }

    private mutating func close(_ r: Int, at time: Double) {
        guard var span = open[r] else { return }
        if span.kind == .active && changes[r] > 0 {
            span.detail += "\nchanged \(HTMLText.count(changes[r], "time"))"
            span.state = "began, changed ×\(changes[r])"
        }
        open[r] = nil
        changes[r] = 0
        if let span = finished(span, at: time) { lanes.recognizers[r].spans.append(span) }
    }

    /// A reset recognizer (SEMANTICS §5.7) is done with its touches, and so are the SwiftUI
    /// gestures it carries.
    private mutating func reset(_ r: Int, at time: Double, frame: Int) {
        close(r, at: time)
        touchedSince[r] = nil
        for g in gestureRecognizer.indices where gestureRecognizer[g] == r { closeGesture(g, at: time, frame: frame) }
    }

    private mutating func closeGesture(_ g: Int, at time: Double, frame: Int) {
        guard let span = gestureOpen[g] else { return }
        gestureOpen[g] = nil
        gestureEnded[g] = (max(time, span.start), frame)
        if let span = finished(span, at: time) { lanes.gestures[g].spans.append(span) }
    }

    private mutating func startGesture(_ g: Int, _ span: LaneSet.Span) {
        closeGesture(g, at: span.start, frame: span.frame)
        gestureOpen[g] = span
        lanes.gestures[g].active = true
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
                if touchedSince[r] == nil { touchedSince[r] = (t, record.frame) }
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
            let because = ReasonText.string(reason)
            if !because.isEmpty { detail += ": " + HTMLText.clip(because) }
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
            if let last = lanes.recognizers[r].actions.last, last.state == state,
                sameBucket(last.time, t, Self.actionBucket)
            {
                lanes.recognizers[r].actions[lanes.recognizers[r].actions.count - 1].absorb(
                    frame: record.frame, time: t)
                return
            }
            if spend(at: t) {
                lanes.recognizers[r].actions.append(
                    LaneSet.Action(time: t, frame: record.frame, state: state, lastFrame: record.frame, lastTime: t))
            }
        case .reset(let id):
            reset(recognizer(id), at: t, frame: record.frame)
        case let .deliver(name, phase, touches, delayed, _):
            let v = responder(name)
            sign(v, [UInt64(Self.phaseCode(phase)), t.bitPattern, Self.touchHash(touches), delayed ? 1 : 0])
            if phase == .moved, !delayed, var last = lanes.responders[v].marks.last, last.kind == .delivery(.moved),
                !last.delayed, sameBucket(last.time, t, Self.movedBucket)
            {
                for touch in touches where !last.touches.contains(touch) && last.touches.count < 64 {
                    last.touches.append(touch)
                }
                last.absorb(frame: record.frame, time: t)
                lanes.responders[v].marks[lanes.responders[v].marks.count - 1] = last
                return
            }
            if spend(at: t) {
                lanes.responders[v].marks.append(
                    LaneSet.Mark(
                        kind: .delivery(phase), time: t, frame: record.frame, touches: Array(touches.prefix(64)),
                        delayed: delayed, lastFrame: record.frame, lastTime: t))
            }
        case let .swiftuiPhase(id, from, to, reason):
            swiftUIPhase(gesture(id), from: from, to: to, reason: reason, record: record)
        case let .swiftuiCallback(id, name, value):
            let g = gesture(id)
            lanes.gestures[g].active = true
            let text = HTMLText.clip(value.text)
            if let last = lanes.gestures[g].callbacks.last, last.name == name,
                sameBucket(last.time, t, Self.actionBucket)
            {
                let i = lanes.gestures[g].callbacks.count - 1
                lanes.gestures[g].callbacks[i].absorb(frame: record.frame, time: t)
                lanes.gestures[g].callbacks[i].lastValue = text
                return
            }
            if spend(at: t) {
                lanes.gestures[g].callbacks.append(
                    LaneSet.Callback(
                        time: t, frame: record.frame, name: name, value: text, lastValue: text,
                        lastFrame: record.frame, lastTime: t))
            }
        case let .gestureStateReset(id, state):
            let g = gesture(id)
            lanes.gestures[g].active = true
            if spend(at: t) {
                lanes.gestures[g].resets.append(LaneSet.Reset(time: t, frame: record.frame, state: state))
            }
        case let .text(view, _, event):
            eventMark(on: view, code: 64 + UInt64(TextEvent.allCases.firstIndex(of: event) ?? 0), record) {
                .text(event)
            }
        case let .menu(view, _, event):
            eventMark(on: view, code: 96 + UInt64(ContextMenuEvent.allCases.firstIndex(of: event) ?? 0), record) {
                .menu(event)
            }
        case let .sheet(sheet, recognizer, event, reason):
            eventMark(on: sheet, code: 128 + UInt64(SheetEvent.allCases.firstIndex(of: event) ?? 0), record) {
                .sheet(event, detail: "\(event.rawValue) (\(recognizer)): \(ReasonText.string(reason))")
            }
        case .unused, .refused, .sceneChange:
            // A scene change shows as its frame's tick (cause `change`) and in the frame table.
            break
        case let .swipe(list, cell, indexPath, event, reason):
            eventMark(on: list, code: 96 + UInt64(SwipeActionEvent.allCases.firstIndex(of: event) ?? 0), record) {
                .swipe(
                    event,
                    detail:
                        "\(reason.edge.rawValue) \(event.rawValue) \(indexPath) (\(cell)): \(ReasonText.string(reason))"
                )
            }
        case let .cell(list, cell, indexPath, event, reason):
            let v = responder(list)
            sign(v, [32 + UInt64(CellEvent.allCases.firstIndex(of: event) ?? 0), t.bitPattern])
            if spend(at: t) {
                let isTable = scene.views.first { $0.id == list }.map { $0.viewClass == .tableView } ?? true
                let method = event.delegateMethod(table: isTable)
                let detail = "\(method) \(indexPath)\(cell.map { " (\($0))" } ?? ""): \(ReasonText.string(reason))"
                lanes.responders[v].marks.append(
                    LaneSet.Mark(
                        kind: .cell(event, detail: detail), time: t, frame: record.frame, touches: [], delayed: false,
                        lastFrame: record.frame, lastTime: t))
            }
        case let .control(control, event, _):
            eventMark(on: control, code: 8 + UInt64(ControlEvent.allCases.firstIndex(of: event) ?? 0), record) {
                .control(event)
            }
        }
    }

    /// A responder's event mark (a control, text, context-menu, sheet or swipe-action event):
    /// signed into the lane's fingerprint with the event's `code`, and drawn when the pixel
    /// budget allows (`spend`); `kind` is built only then.
    private mutating func eventMark(
        on name: String, code: UInt64, _ record: Record, kind: () -> LaneSet.MarkKind
    ) {
        let t = record.time
        let v = responder(name)
        sign(v, [code, t.bitPattern])
        guard spend(at: t) else { return }
        lanes.responders[v].marks.append(
            LaneSet.Mark(
                kind: kind(), time: t, frame: record.frame, touches: [], delayed: false, lastFrame: record.frame,
                lastTime: t))
    }

    /// Whether two times fall in the same bucket of `width` pixels.
    private func sameBucket(_ a: Double, _ b: Double, _ width: Double) -> Bool {
        (axis.x(a) / width).rounded(.down) == (axis.x(b) / width).rounded(.down)
    }

    /// A `swiftuiPhase` record: a new span for the phase it moved to, or, for `from == to`,
    /// a waiting span (`paused:`/`held:` by a higher-priority gesture, SWIFTUI §3.3). The phase
    /// it left began when its recognizer got its touch: records name only changes.
    private mutating func swiftUIPhase(
        _ g: Int, from: SwiftUIPhaseName, to: SwiftUIPhaseName, reason: Reason, record: Record
    ) {
        let t = record.time
        if gestureOpen[g] == nil, from == .possible {
            let r = gestureRecognizer[g]
            var since = (time: t, frame: record.frame)
            if r >= 0, let touched = touchedSince[r], touched.time <= t { since = touched }
            if gestureEnded[g].time > since.time { since = gestureEnded[g] }
            if since.time < t {
                startGesture(
                    g,
                    LaneSet.Span(
                        kind: .possible, start: since.time, end: t, frame: since.frame, state: "possible",
                        detail: "possible: its recognizer \(HTMLText.clip(lanes.gestures[g].recognizer)) has the touch")
                )
            }
        }
        var kind = Self.spanKind(to)
        var state = to.rawValue
        if from == to {
            kind = .waiting
            switch reason {
            case .swiftUIHeld: state = "held"
            case .swiftUIPaused, .swiftUIPausedBehind: state = "paused"
            default: state = "waiting"
            }
        }
        var detail = from == to ? state : "\(from.rawValue) → \(to.rawValue)"
        let because = ReasonText.string(reason)
        if !because.isEmpty { detail += ": " + HTMLText.clip(because) }
        startGesture(g, LaneSet.Span(kind: kind, start: t, end: t, frame: record.frame, state: state, detail: detail))
    }

    static func spanKind(_ phase: SwiftUIPhaseName) -> LaneSet.SpanKind {
        switch phase {
        case .possible: return .possible
        case .active: return .active
        case .ended: return .recognized
        case .failed: return .failed
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
        for g in gestureOpen.indices { closeGesture(g, at: end, frame: 0) }
        // Only the lanes' names are looked up: a dictionary of every view's id was 13 MiB for
        // 300 000 views (issue 25).
        let names = Set(lanes.responders.map(\.name))
        var sceneOrder: [String: Int] = [:]
        for (i, view) in scene.views.enumerated() where sceneOrder[view.id] == nil && names.contains(view.id) {
            sceneOrder[view.id] = i
        }
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
