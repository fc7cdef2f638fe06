/// Decodes `events` and `strokes` (FORMAT §3) into validated `InputEvent`s in time order.
///
/// Without strokes, each event is decoded and checked in one pass. With strokes, the stroke
/// points are sorted by time and merged into the events (FORMAT §3.3), and the merged sequence is
/// checked the same way, so every rule holds for what the engine actually replays.
struct EventDecoder {
    /// Replaced per event when events are streamed (`EventStream`).
    var context: DecodingContext
    /// Where each decoded touch came from, for errors found after decoding.
    var references: [(idNode: Int, phaseNode: Int)] = []

    static let eventKeys = KeySet(["t", "touches", "interrupt", "set"])
    static let touchKeys = KeySet(["id", "phase", "x", "y", "force", "radius"])
    static let strokeKeys = KeySet(["id", "points"])

    /// The previous event's time and where its number starts in the text: the time-order
    /// rule's message quotes it (FORMAT §3.1), and a streamed event's predecessor has no node
    /// any more (`EventStream`).
    struct PreviousTime {
        var value: Double
        var offset: Int
    }

    /// A decoded `events` entry before validation.
    struct Staged {
        enum Kind { case touches, interrupt, tick, change }
        var time: Double
        var timeNode: Int
        var kind: Kind
        var touches: [TouchSample]
        /// Where this entry's touches start in `references` (one reference per touch).
        var firstReference: Int
        /// A `set` event's changes (FORMAT §3.5).
        var changes: [DeclaredSceneChange] = []
    }

    /// One point of a stroke, as a touch at a time.
    struct StrokePoint {
        var time: Double
        var stroke: Int
        var index: Int
        var touch: TouchSample
        /// Errors about the id point at the point too: a stroke names its finger once.
        var idNode: Int
        var pointNode: Int
    }

    init(context: DecodingContext) {
        self.context = context
    }

    /// Decodes the trace's `events` and `strokes` arrays (either may be absent).
    mutating func decode(events: Int?, strokes: Int?) throws(TraceError) -> EventList {
        var lifecycle = TouchLifecycle(context: context)
        var out = EventList()
        var previous: PreviousTime?
        guard let strokes else {
            guard let events else { return out }
            out.reserveCapacity(events: context.document.count(events), samples: context.document.count(events))
            for element in try context.array(events, expected: "an array of events") {
                references.removeAll(keepingCapacity: true)
                let staged = try decodeEvent(element, previous: &previous, checking: &lifecycle)
                out.append(try validate(staged, references[...], &lifecycle, ownTouchesChecked: true))
            }
            return out
        }
        var staged: [Staged] = []
        if let events {
            // With strokes, the lifecycle is checked on the merged events; this one checks nothing.
            var unchecked = TouchLifecycle(context: context)
            for element in try context.array(events, expected: "an array of events") {
                staged.append(try decodeEvent(element, previous: &previous, checking: &unchecked, enabled: false))
            }
        }
        let points = try decodeStrokes(strokes)
        return EventList(try merge(staged, points, &lifecycle))
    }

    // MARK: Events

    /// One `events` entry: `{"t", "touches"}`, `{"t", "interrupt": true}`, `{"t", "set"}` or
    /// `{"t"}` (FORMAT §3.1–3.2, §3.5).
    ///
    /// With `enabled`, each touch is checked against `lifecycle` (FORMAT §3.1) as soon as it is
    /// decoded, before the next is read, so the first error of an event is found after at most
    /// `TouchLifecycle.maxPerEvent + 1` touches however many it lists (issue 25: limits are
    /// checked while decoding; `JSONReader` keeps no more of a streamed event's touches than
    /// that). Without strokes this is the only order; with strokes, the merged events are
    /// checked after merging (`validate`), so `enabled` is false there.
    mutating func decodeEvent(
        _ node: Int, previous: inout PreviousTime?, checking lifecycle: inout TouchLifecycle, enabled: Bool = true
    ) throws(TraceError) -> Staged {
        let document = context.document
        guard document.kind(node) == .object else { throw context.typeError(node, expected: "an object for an event") }
        var tNode = -1
        var touchesNode = -1
        var interruptNode = -1
        var setNode = -1
        for (key, value) in document.members(of: node) {
            switch EventDecoder.eventKeySlot(key, in: document) {
            case 0: tNode = value
            case 1: touchesNode = value
            case 2: interruptNode = value
            case 3: setNode = value
            default:
                let name = document.string(key) ?? ""
                if !name.hasPrefix("_") {
                    throw context.error(
                        key, DecodingContext.unknownKeyMessage(name, valid: EventDecoder.eventKeys.names))
                }
            }
        }
        guard tNode >= 0 else { throw context.error(node, "missing required key 't'") }
        let time = try context.coordinate(tNode, "time")
        if let previous, time < previous.value {
            throw context.error(
                tNode,
                "time \(context.quoted(tNode)) is earlier than the previous event's '\(document.numberText(atOffset: previous.offset))'; times must not decrease"
            )
        }
        previous = PreviousTime(value: time, offset: document.offset(of: tNode))
        var staged = Staged(time: time, timeNode: tNode, kind: .tick, touches: [], firstReference: references.count)
        if setNode >= 0 {
            // One event, one kind: a change is a frame of its own (SEMANTICS §2.12).
            if touchesNode >= 0 {
                throw context.error(
                    touchesNode, "a 'set' event cannot also list touches; give them in an event of their own")
            }
            if interruptNode >= 0 {
                throw context.error(interruptNode, "a 'set' event cannot also be an interrupt")
            }
            staged.changes = try decodeChanges(setNode)
            staged.kind = .change
            return staged
        }
        if interruptNode >= 0 {
            guard document.kind(interruptNode) == .true else {
                throw context.error(interruptNode, "'interrupt' must be true, found \(context.found(interruptNode))")
            }
            if touchesNode >= 0 {
                throw context.error(touchesNode, "an interrupt event cannot also list touches")
            }
            staged.kind = .interrupt
            return staged
        }
        guard touchesNode >= 0 else { return staged }
        let count = document.count(touchesNode)
        staged.touches.reserveCapacity(min(count, TouchLifecycle.maxPerEvent + 1))
        let elements = try context.array(touchesNode, expected: "an array of touches")
        if enabled { lifecycle.beginEvent() }
        for element in elements {
            let touch = try decodeTouch(element)
            if enabled, let reference = references.last {
                try lifecycle.check(touch, idNode: reference.idNode, phaseNode: reference.phaseNode)
            }
            staged.touches.append(touch)
        }
        if !staged.touches.isEmpty { staged.kind = .touches }
        return staged
    }

    /// `{"id", "phase", "x", "y", "force"?, "radius"?}`; appends its nodes to `references`.
    mutating func decodeTouch(_ node: Int) throws(TraceError) -> TouchSample {
        let document = context.document
        guard document.kind(node) == .object else { throw context.typeError(node, expected: "an object for a touch") }
        var nodes = (id: -1, phase: -1, x: -1, y: -1, force: -1, radius: -1)
        for (key, value) in document.members(of: node) {
            switch EventDecoder.touchKeySlot(key, in: document) {
            case 0: nodes.id = value
            case 1: nodes.phase = value
            case 2: nodes.x = value
            case 3: nodes.y = value
            case 4: nodes.force = value
            case 5: nodes.radius = value
            default:
                let name = document.string(key) ?? ""
                if !name.hasPrefix("_") {
                    throw context.error(
                        key, DecodingContext.unknownKeyMessage(name, valid: EventDecoder.touchKeys.names))
                }
            }
        }
        if nodes.id < 0 { throw context.error(node, "missing required key 'id'") }
        if nodes.phase < 0 { throw context.error(node, "missing required key 'phase'") }
        if nodes.x < 0 { throw context.error(node, "missing required key 'x'") }
        if nodes.y < 0 { throw context.error(node, "missing required key 'y'") }
        let id = try touchID(nodes.id)
        let phase: TouchPhase
        if let known = EventDecoder.phase(nodes.phase, in: document) {
            phase = known
        } else {
            phase = try context.enumeration(nodes.phase, "phase", TouchPhase.self)
        }
        var touch = TouchSample(
            id: id, phase: phase,
            location: Point(
                x: try context.coordinate(nodes.x, "x"),
                y: try context.coordinate(nodes.y, "y")))
        if nodes.force >= 0 { touch.force = try context.nonNegative(nodes.force, "force") }
        if nodes.radius >= 0 { touch.radius = try context.nonNegative(nodes.radius, "radius") }
        references.append((nodes.id, nodes.phase))
        return touch
    }

    /// The largest magnitude of an integer touch id: 2^53 − 1, the last integer a JSON number
    /// (a double) holds exactly. Beyond it, ids that differ in the text decode to one value
    /// (9007199254740993 is read as 9007199254740992), so two fingers would be one (issue 25,
    /// round 4 hunt; FORMAT §3.1).
    static let maxIntegerTouchID = 9_007_199_254_740_991

    /// An integer or a string (FORMAT §3.1); integers must be integral and exact.
    func touchID(_ node: Int) throws(TraceError) -> TouchID {
        switch context.document.kind(node) {
        case .number:
            guard let value = context.document.number(node), value.rounded(.towardZero) == value else {
                throw context.error(node, "touch id \(context.quoted(node)) is not an integer")
            }
            let limit = Double(EventDecoder.maxIntegerTouchID)
            guard value.magnitude <= limit, let int = Int(exactly: value) else {
                throw context.error(
                    node,
                    "touch id \(context.quoted(node)) is out of range; expected an integer between -\(EventDecoder.maxIntegerTouchID) and \(EventDecoder.maxIntegerTouchID) (or a string)"
                )
            }
            return .int(int)
        case .string:
            return .string(try context.id(node))
        default:
            throw context.typeError(node, expected: "an integer or a string for a touch id")
        }
    }

    // MARK: Strokes

    /// Every stroke's points as touches: first `began`, last `ended`, the rest `moved` (FORMAT §3.3),
    /// sorted by (time, stroke, point).
    func decodeStrokes(_ node: Int) throws(TraceError) -> [StrokePoint] {
        var points: [StrokePoint] = []
        var strokeIndex = 0
        for stroke in try context.array(node, expected: "an array of strokes") {
            let f = try context.object(stroke, "a stroke", keys: EventDecoder.strokeKeys)
            let idNode = try context.required(f, "id")
            let id = try touchID(idNode)
            let list = try context.required(f, "points")
            let count = context.document.count(list)
            let elements = try context.array(list, expected: "an array of points [t, x, y]")
            guard count >= 2 else {
                throw context.error(list, "a stroke needs at least 2 points (began and ended), found \(count)")
            }
            var previous: (time: Double, node: Int)?
            for (k, point) in elements.enumerated() {
                let v = try context.numbers(point, count: 3, shape: "a point [t, x, y]")
                let time = try context.coordinate(v[0].node, "time")
                if let previous, time < previous.time {
                    throw context.error(
                        v[0].node,
                        "time \(context.quoted(v[0].node)) is earlier than the stroke's previous point at \(context.quoted(previous.node)); times must not decrease"
                    )
                }
                previous = (time, v[0].node)
                let phase: TouchPhase = k == 0 ? .began : (k == count - 1 ? .ended : .moved)
                let touch = TouchSample(
                    id: id, phase: phase,
                    location: Point(
                        x: try context.coordinate(v[1].node, "x"),
                        y: try context.coordinate(v[2].node, "y")))
                points.append(
                    StrokePoint(
                        time: time, stroke: strokeIndex, index: k, touch: touch,
                        idNode: point, pointNode: point))
            }
            strokeIndex += 1
        }
        points.sort { a, b in
            if a.time != b.time { return a.time < b.time }
            if a.stroke != b.stroke { return a.stroke < b.stroke }
            return a.index < b.index
        }
        return points
    }

    /// Merges sorted stroke points into the events by time (FORMAT §3.3) and validates the result.
    ///
    /// Points at one time form one event. When `events` has an entry at that time too, the
    /// points join the last such entry (after its own touches; a tick becomes a touch event);
    /// if that entry is an interrupt or a `set`, they form an event of their own right after it.
    func merge(
        _ events: [Staged], _ points: [StrokePoint],
        _ lifecycle: inout TouchLifecycle
    ) throws(TraceError) -> [InputEvent] {
        var out: [InputEvent] = []
        var e = 0
        var s = 0
        var group: [StrokePoint] = []
        while e < events.count || s < points.count {
            if s == points.count || (e < events.count && events[e].time < points[s].time) {
                out.append(try validate(events[e], references[events[e].firstReference...], &lifecycle, extra: []))
                e += 1
                continue
            }
            let time = points[s].time
            group.removeAll(keepingCapacity: true)
            while s < points.count && points[s].time == time {
                group.append(points[s])
                s += 1
            }
            var last = e
            while last < events.count && events[last].time == time { last += 1 }
            if last > e {
                for k in e..<(last - 1) {
                    out.append(try validate(events[k], references[events[k].firstReference...], &lifecycle, extra: []))
                }
                let joined = events[last - 1]
                if joined.kind == .interrupt || joined.kind == .change {
                    out.append(try validate(joined, references[joined.firstReference...], &lifecycle, extra: []))
                } else {
                    out.append(try validate(joined, references[joined.firstReference...], &lifecycle, extra: group))
                    e = last
                    continue
                }
                e = last
            }
            let own = Staged(
                time: time, timeNode: group[0].pointNode, kind: .touches, touches: [],
                firstReference: references.count)
            out.append(try validate(own, references[references.count...], &lifecycle, extra: group))
        }
        return out
    }

    /// Checks one event's touches (its own, then `extra` stroke points) and builds the
    /// `InputEvent`. `ownTouchesChecked`: `decodeEvent` has checked the event's own touches
    /// already (there are no strokes); an interrupt still ends every touch here.
    func validate(
        _ staged: Staged, _ refs: ArraySlice<(idNode: Int, phaseNode: Int)>,
        _ lifecycle: inout TouchLifecycle, extra: [StrokePoint] = [], ownTouchesChecked: Bool = false
    ) throws(TraceError) -> InputEvent {
        switch staged.kind {
        case .interrupt:
            lifecycle.interrupt()
            return .interrupt(time: staged.time)
        case .change:
            return .change(time: staged.time, changes: staged.changes)
        case .tick where extra.isEmpty:
            return .tick(time: staged.time)
        case .tick, .touches:
            var touches = staged.touches
            if !ownTouchesChecked {
                lifecycle.beginEvent()
                var r = refs.startIndex
                for touch in staged.touches {
                    let ref = refs[r]
                    try lifecycle.check(touch, idNode: ref.idNode, phaseNode: ref.phaseNode)
                    r += 1
                }
            }
            for point in extra {
                try lifecycle.check(point.touch, idNode: point.idNode, phaseNode: point.pointNode)
                touches.append(point.touch)
            }
            return .touches(time: staged.time, touches: touches)
        }
    }

    // MARK: Fast key matching

    // Events and touches are most of a large trace, so their keys and phases are matched by
    // length and first eight bytes packed in an integer (`JSONDocument.packedString`), with
    // no `String` and no table. Anything else (escapes, unknown keys) takes the general path.

    /// `eventKeys` slot of a key node: t 0, touches 1, interrupt 2, set 3.
    static func eventKeySlot(_ key: Int, in document: JSONDocument) -> Int? {
        guard let (length, prefix) = document.packedString(key) else { return eventKeys.slot(of: key, in: document) }
        switch (length, prefix) {
        case (1, 0x74): return 0
        case (7, 0x7365_6863_756f_74): return 1
        default: return eventKeys.slot(of: key, in: document)
        }
    }

    /// `touchKeys` slot of a key node: id 0, phase 1, x 2, y 3, force 4, radius 5.
    static func touchKeySlot(_ key: Int, in document: JSONDocument) -> Int? {
        guard let (length, prefix) = document.packedString(key) else { return touchKeys.slot(of: key, in: document) }
        switch (length, prefix) {
        case (2, 0x6469): return 0
        case (5, 0x65_7361_6870): return 1
        case (1, 0x78): return 2
        case (1, 0x79): return 3
        case (5, 0x65_6372_6f66): return 4
        case (6, 0x7375_6964_6172): return 5
        default: return touchKeys.slot(of: key, in: document)
        }
    }

    /// The phase a string node names, or nil (then the general path reports the error).
    static func phase(_ node: Int, in document: JSONDocument) -> TouchPhase? {
        guard let (length, prefix) = document.packedString(node) else { return nil }
        switch (length, prefix) {
        case (5, 0x6e_6167_6562): return .began
        case (5, 0x64_6576_6f6d): return .moved
        case (5, 0x64_6564_6e65): return .ended
        default: return TouchPhase(rawValue: document.string(node) ?? "")
        }
    }
}
