/// Turns a W3C WebDriver actions payload (what Appium and WebDriverAgent send for a gesture)
/// into touch events, so the script that drives a device in UI tests replays here in CI
/// (IOS-INPUTS §5.4).
///
/// The payload is `{"actions": [source, …]}` (or the bare list of sources), each source
/// `{"type": "pointer", "id": "finger1", "parameters": {"pointerType": "touch"}, "actions": […]}`.
/// Timing follows WebDriver's "Actions" chapter (https://www.w3.org/TR/webdriver/#actions):
///
/// - the n-th action of every source forms tick n; a source with fewer actions does nothing in
///   the later ticks;
/// - a tick lasts as long as its longest `pause`, `pointerMove` or `scroll` duration (0 when none
///   gives one), and the next tick starts when it is over;
/// - all actions of a tick start together, in source order: `pointerDown`, `pointerUp` and
///   `pointerCancel` act at the tick's start, at the pointer's current position;
/// - a `pointerMove` without a duration takes the tick's duration; it moves the pointer in a
///   straight line, each intermediate position at `elapsed / duration` of the way, and only a
///   position that differs from the current one is a move; the last one is the target. The
///   spec leaves the interval between intermediate moves to the implementation, so here they
///   come every `1/hz` seconds from the tick's start (`--hz`, 60 by default, a display's frame
///   rate; WebDriverAgent's real rate is unknown ⚠, IOS-INPUTS §5.4);
/// - `origin` is `"viewport"` (the default: `x`, `y` as given) or `"pointer"` (relative to the
///   current position); an element origin needs the element's frame, which the payload does
///   not carry, so it is an error;
/// - a pointer starts at (0, 0) and not pressed; a `pointerDown` while pressed and a
///   `pointerUp` while not pressed change nothing (the spec's pressed-buttons check).
///
/// Only touch pointers can be replayed: a `mouse` or `pen` pointer, a `wheel` source and key
/// presses are errors; `none` and `key` sources may hold pauses, which count for the ticks.
/// Every event goes through `TraceAssembler`, so the trace is valid, and a pointer still
/// pressed at the end is cancelled there (counted in the summary as a repair).
package struct W3CActionsImporter {
    /// The file name used in error messages.
    package let file: String
    /// Intermediate moves per second.
    package let hz: Double
    /// Input units per point.
    package let scale: Double

    /// At most this many touch samples are written: a ten-hour move at 60 Hz would otherwise
    /// write gigabytes from a few bytes of input.
    package static let defaultMaxSamples = 10_000_000
    /// The limit in force (tests lower it).
    let maxSamples: Int
    /// The `--hz` range: a tenth of a sample per second up to 1000 (a fast digitizer's rate).
    package static let hzRange: ClosedRange<Double> = 0.1...1000

    private var assembler = TraceAssembler()
    private var samples = 0
    private var iterations = 0
    /// Every action's position, found in one pass (`JSONDocument.locations`).
    private var actionLocations: [Int: JSONDocument.Location] = [:]

    package init(file: String, hz: Double = 60, scale: Double = 1) {
        self.init(file: file, hz: hz, scale: scale, maxSamples: Self.defaultMaxSamples)
    }

    init(file: String, hz: Double, scale: Double, maxSamples: Int) {
        self.maxSamples = maxSamples
        self.file = file
        self.hz = hz
        self.scale = scale
    }

    /// The figures of the import.
    /// The figures, then what was mapped, assumed and dropped (IOS-INPUTS §10.5).
    package var summary: ImportSummary {
        var s = assembler.summary
        s.notes.append(
            "mapped: touch pointer sources' pointerDown, pointerMove, pointerUp, pointerCancel and pause, in "
                + "WebDriver's ticks; pauses of none and key sources time the ticks")
        s.notes.append(
            "assumed: a moving pointer's positions every 1/\(DecimalFormat.coordinate(hz)) s (--hz; WebDriverAgent's "
                + "rate is not public); coordinates ÷ \(DecimalFormat.coordinate(scale)) (--scale); every pointer "
                + "starts at (0, 0), not pressed")
        s.notes.append("dropped: nothing (mouse, pen, wheel and key input is an error, not dropped)")
        return s
    }

    /// One input source of the payload.
    private struct Source {
        var id: String
        var isTouch: Bool
        /// The action objects, by tick.
        var actions: [Int]
        /// The pointer's current position in input units, and whether it is pressed.
        var x = 0.0
        var y = 0.0
        var pressedButtons: Set<Int> = []
    }

    /// A pointer move in progress within a tick.
    private struct Move {
        var source: Int
        var node: Int
        var startX: Double
        var startY: Double
        var targetX: Double
        var targetY: Double
        /// Milliseconds.
        var duration: Double
    }

    private static let sourceKeys = KeySet(["type", "id", "parameters", "actions"])
    private static let parameterKeys = KeySet(["pointerType"])
    /// The pointer properties of WebDriver's pointerDown/Up/Move actions: accepted, not used
    /// (the trace has no contact size or pressure UIKit's recognizers read).
    private static let pointerProperties = [
        "width", "height", "pressure", "tangentialPressure", "tiltX", "tiltY", "twist", "altitudeAngle",
        "azimuthAngle",
    ]
    private static let pauseKeys = KeySet(["type", "duration"])
    private static let buttonKeys = KeySet(["type", "button"] + pointerProperties)
    private static let cancelKeys = KeySet(["type"])
    private static let moveKeys = KeySet(["type", "x", "y", "origin", "duration"] + pointerProperties)

    /// Imports the payload in `bytes`, handing each event to `emit` as it is made.
    /// - Throws: `TraceError` at the offending value (file:line:column and JSON path).
    package mutating func run(bytes: [UInt8], emit: (InputEvent) -> Void) throws(TraceError) {
        let document: JSONDocument
        do throws(JSONSyntaxError) {
            document = try JSONDocument.parse(bytes)
        } catch {
            throw error.located(in: file)
        }
        let context = DecodingContext(document: document, file: file)
        var sources = try Self.sources(document.root, context)
        actionLocations = document.locations(of: sources.flatMap(\.actions))
        let ticks = sources.map(\.actions.count).max() ?? 0
        var start = 0.0  // the tick's start, in milliseconds
        var lastLine = 1
        for tick in 0..<ticks {
            var duration = 0.0
            for source in sources where tick < source.actions.count {
                let action = source.actions[tick]
                if let d = try Self.duration(action, context) { duration = max(duration, d) }
            }
            var moves: [Move] = []
            var began = false
            for s in sources.indices where tick < sources[s].actions.count {
                let action = sources[s].actions[tick]
                lastLine = (actionLocations[action] ?? document.location(action)).line
                try perform(
                    action, source: s, in: &sources, at: start, tickDuration: duration,
                    moves: &moves, began: &began, context, emit: emit)
            }
            if began { assembler.endEvent(emit: emit) }
            try sample(moves, in: &sources, from: start, context, emit: emit)
            start += duration
            guard start / 1000 <= DecodingContext.maxMagnitude else {
                let node = sources.first { tick < $0.actions.count }.map { $0.actions[tick] } ?? document.root
                throw context.error(node, "the actions last longer than 1000000000 s")
            }
        }
        assembler.finish(line: lastLine, emit: emit)
        if assembler.summary.touches == 0 {
            // At the payload, as every error of the whole document is (`(at $)`).
            throw context.error(document.root, "no touch: the actions press no touch pointer (expected a pointerDown)")
        }
    }

    /// The input sources: `{"actions": [...]}` or the bare list.
    private static func sources(_ root: Int, _ context: DecodingContext) throws(TraceError) -> [Source] {
        let document = context.document
        var list = root
        if document.kind(root) == .object {
            let fields = try context.object(root, "the actions payload", keys: KeySet(["actions"]))
            list = try context.required(fields, "actions")
        }
        var sources: [Source] = []
        var seen: Set<String> = []
        for node in try context.array(list, expected: "an array of input sources") {
            let fields = try context.object(node, "an input source", keys: sourceKeys)
            let type = try context.string(try context.required(fields, "type"))
            let idNode = try context.required(fields, "id")
            let id = try context.id(idNode)
            guard seen.insert(id).inserted else {
                throw context.error(idNode, "input source id '\(id)' is used twice")
            }
            var isTouch = false
            switch type {
            case "pointer":
                var pointerType = "mouse"  // the spec's default
                if let p = fields["parameters"] {
                    let parameters = try context.object(p, "pointer parameters", keys: parameterKeys)
                    if let t = parameters["pointerType"] { pointerType = try context.string(t) }
                }
                guard pointerType == "touch" else {
                    let at = fields["parameters"] ?? node
                    throw context.error(
                        at,
                        "pointerType '\(pointerType)' cannot be replayed: gesturetrace replays touches; "
                            + "expected \"parameters\": {\"pointerType\": \"touch\"}")
                }
                isTouch = true
            case "none", "key":
                break
            case "wheel":
                throw context.error(
                    try context.required(fields, "type"),
                    "a wheel input source cannot be replayed: gesturetrace replays touches")
            default:
                throw context.error(
                    try context.required(fields, "type"),
                    "unknown input source type '\(type)'; expected one of pointer, none, key, wheel")
            }
            var actions: [Int] = []
            for action in try context.array(try context.required(fields, "actions")) {
                guard document.kind(action) == .object else {
                    throw context.typeError(action, expected: "an action object")
                }
                actions.append(action)
            }
            sources.append(Source(id: id, isTouch: isTouch, actions: actions))
        }
        return sources
    }

    /// The action's `type` and its node.
    private static func actionType(_ action: Int, _ context: DecodingContext) throws(TraceError) -> (String, Int) {
        for (key, value) in context.document.members(of: action) where context.document.string(key) == "type" {
            return (try context.string(value), value)
        }
        throw context.error(action, "missing required key 'type'")
    }

    /// The `duration` an action gives for the tick (pause, pointerMove), in milliseconds.
    private static func duration(_ action: Int, _ context: DecodingContext) throws(TraceError) -> Double? {
        let (type, _) = try actionType(action, context)
        guard type == "pause" || type == "pointerMove" else { return nil }
        for (key, value) in context.document.members(of: action) where context.document.string(key) == "duration" {
            return try context.nonNegative(value, "duration")
        }
        return nil
    }

    private mutating func perform(
        _ action: Int, source s: Int, in sources: inout [Source], at start: Double, tickDuration: Double,
        moves: inout [Move], began: inout Bool, _ context: DecodingContext, emit: (InputEvent) -> Void
    ) throws(TraceError) {
        let (type, typeNode) = try Self.actionType(action, context)
        if !sources[s].isTouch {
            guard type == "pause" else {
                throw context.error(
                    typeNode,
                    "'\(type)' cannot be replayed: gesturetrace replays touches; a none or key source may only pause")
            }
            _ = try context.object(action, "a pause action", keys: Self.pauseKeys)
            return
        }
        switch type {
        case "pause":
            _ = try context.object(action, "a pause action", keys: Self.pauseKeys)
        case "pointerDown", "pointerUp":
            let fields = try context.object(action, "a \(type) action", keys: Self.buttonKeys)
            let button =
                try fields["button"].map { (n: Int) throws(TraceError) -> Int in
                    try context.integer(n, "button", in: 0...Int.max)
                } ?? 0
            let wasPressed = !sources[s].pressedButtons.isEmpty
            if type == "pointerDown" {
                sources[s].pressedButtons.insert(button)
                guard !wasPressed else { return }
                guard assembler.aliveIDs.count < TouchLifecycle.maxAlive else {
                    throw context.error(typeNode, "more than \(TouchLifecycle.maxAlive) touches would be down at once")
                }
                try touch(s, .began, in: sources, at: start, action: action, began: &began, context, emit: emit)
            } else {
                sources[s].pressedButtons.remove(button)
                guard wasPressed, sources[s].pressedButtons.isEmpty else { return }
                try touch(s, .ended, in: sources, at: start, action: action, began: &began, context, emit: emit)
            }
        case "pointerCancel":
            _ = try context.object(action, "a pointerCancel action", keys: Self.cancelKeys)
            guard !sources[s].pressedButtons.isEmpty else { return }
            sources[s].pressedButtons = []
            try touch(s, .cancelled, in: sources, at: start, action: action, began: &began, context, emit: emit)
        case "pointerMove":
            let fields = try context.object(action, "a pointerMove action", keys: Self.moveKeys)
            var x = try context.coordinate(try context.required(fields, "x"), "x")
            var y = try context.coordinate(try context.required(fields, "y"), "y")
            if let origin = fields["origin"] {
                guard context.document.kind(origin) == .string else {
                    throw context.error(
                        origin,
                        "an element origin cannot be replayed: the actions do not give the element's frame; "
                            + "use \"viewport\" or \"pointer\" coordinates")
                }
                switch try context.string(origin) {
                case "viewport": break
                case "pointer":
                    x += sources[s].x
                    y += sources[s].y
                default:
                    throw context.error(
                        origin, "unknown origin \(context.quoted(origin)); expected viewport or pointer")
                }
            }
            let duration =
                try fields["duration"].map { (n: Int) throws(TraceError) -> Double in
                    try context.nonNegative(n, "duration")
                } ?? tickDuration
            if duration > 0 {
                moves.append(
                    Move(
                        source: s, node: action, startX: sources[s].x, startY: sources[s].y, targetX: x, targetY: y,
                        duration: duration))
                return
            }
            guard x != sources[s].x || y != sources[s].y else { return }
            sources[s].x = x
            sources[s].y = y
            if !sources[s].pressedButtons.isEmpty {
                try touch(s, .moved, in: sources, at: start, action: action, began: &began, context, emit: emit)
            }
        default:
            throw context.error(
                typeNode,
                "unknown pointer action type '\(type)'; expected one of pause, pointerDown, pointerUp, pointerMove, "
                    + "pointerCancel")
        }
    }

    /// Adds one touch sample at `time` (milliseconds), opening the tick's event if needed.
    private mutating func touch(
        _ s: Int, _ phase: TouchPhase, in sources: [Source], at time: Double, action: Int, began: inout Bool,
        _ context: DecodingContext, emit: (InputEvent) -> Void
    ) throws(TraceError) {
        samples += 1
        guard samples <= maxSamples else { throw sampleLimit(at: action, context) }
        let point = Point(x: sources[s].x / scale, y: sources[s].y / scale)
        guard abs(point.x) <= DecodingContext.maxMagnitude, abs(point.y) <= DecodingContext.maxMagnitude else {
            throw context.error(action, "the position is out of range after --scale; expected at most 1000000000")
        }
        if !began {
            // Positions and fingers were checked above (located at the action); only the time
            // can break a limit in the assembler, located at the action too.
            let at = actionLocations[action] ?? context.document.location(action)
            assembler.beginEvent(
                at: time / 1000, source: SourcePosition(line: at.line, column: at.column), emit: emit)
            began = true
        }
        assembler.add(.string(sources[s].id), phase, at: point, emit: emit)
    }

    private func sampleLimit(at node: Int, _ context: DecodingContext) -> TraceError {
        context.error(
            node,
            "the actions would write more than \(maxSamples) touch samples at --hz "
                + "\(DecimalFormat.format(hz, decimals: 3)); lower --hz or shorten the durations")
    }

    /// The intermediate and final positions of the tick's moves, every `1/hz` s from `start`.
    private mutating func sample(
        _ moves: [Move], in sources: inout [Source], from start: Double, _ context: DecodingContext,
        emit: (InputEvent) -> Void
    ) throws(TraceError) {
        // A released pointer's move emits nothing: it only ends at its target.
        var moves = moves
        for move in moves where sources[move.source].pressedButtons.isEmpty {
            sources[move.source].x = move.targetX
            sources[move.source].y = move.targetY
        }
        moves.removeAll {
            sources[$0.source].pressedButtons.isEmpty || ($0.startX == $0.targetX && $0.startY == $0.targetY)
        }
        guard !moves.isEmpty else { return }
        let step = 1000 / hz
        let longest = moves.map(\.duration).max() ?? 0
        // The sample offsets: the grid points inside the longest move, and each move's end.
        var ends = Set(moves.map(\.duration)).sorted()
        // The grid points strictly inside the longest move each take an iteration of their
        // own, so their number is known before any sample is made: a 1e9 ms move at 60 Hz is
        // refused at once, not after millions of samples (issue 25).
        let gridPoints = (longest / step).rounded(.up) - 1
        guard Double(iterations) + max(0, gridPoints) <= Double(maxSamples) else {
            throw sampleLimit(at: moves[0].node, context)
        }
        var n = 1.0
        while true {
            let gridOffset = n * step
            let offset: Double
            if let end = ends.first, end <= gridOffset + 1e-9 {
                offset = end
                ends.removeFirst()
                if abs(end - gridOffset) <= 1e-9 { n += 1 }
            } else if gridOffset < longest {
                offset = gridOffset
                n += 1
            } else {
                break
            }
            // Every grid point counts, moving or not, so no input makes this loop run unbounded.
            iterations += 1
            guard iterations <= maxSamples else { throw sampleLimit(at: moves[0].node, context) }
            var began = false
            for move in moves where offset <= move.duration {
                let last = offset >= move.duration
                let ratio = last ? 1 : offset / move.duration
                let x = last ? move.targetX : move.startX + (move.targetX - move.startX) * ratio
                let y = last ? move.targetY : move.startY + (move.targetY - move.startY) * ratio
                guard x != sources[move.source].x || y != sources[move.source].y else { continue }
                sources[move.source].x = x
                sources[move.source].y = y
                guard !sources[move.source].pressedButtons.isEmpty else { continue }
                try touch(
                    move.source, .moved, in: sources, at: start + offset, action: move.node, began: &began, context,
                    emit: emit)
            }
            if began { assembler.endEvent(emit: emit) }
            if ends.isEmpty && offset >= longest { break }
        }
    }
}
