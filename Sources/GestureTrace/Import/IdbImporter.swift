/// Turns a script of `idb ui` gesture commands into touch events, expanded as idb expands them,
/// so a CI script that drives a simulator with idb replays here (issue 29 item 4, IOS-INPUTS §5.4).
///
/// One command a line, as typed in a shell script: `idb ui tap 100 200`, `idb ui swipe 200 600
/// 200 200 --duration 0.3`, with or without the `idb` and `ui` words; `sleep S` waits; `#`
/// starts a comment; `--udid`, `--companion` and the other connection options are ignored.
/// The expansion is facebook/idb's (commit 3f1bb6e, re-read for issue 29's follow-up: the swipe's
/// step, delays and extra touch-down are unchanged there):
///
/// - `tap X Y [--duration D]` (`idb/cli/commands/tap.py`, `idb/common/hid.py`
///   `tap_to_events`): down, a delay of D when given, up, at (X, Y);
/// - `multi-tap X Y [--count N] [--duration D] [--pause P]` (`idb/cli/commands/hid.py`
///   `MultiTapCommand`, `multi_tap_to_events`): N taps (2) with P s (0.1) between them;
/// - `swipe X1 Y1 X2 Y2 [--duration D] [--delta N]` (`FBSimulatorControl/HID/
///   FBSimulatorHIDEvent.swift` `swipe`): `steps = max(1, Int(distance / delta))` with
///   `delta` 10 pt when not given or ≤ 0 (`defaultSwipeDelta`), touch-downs at the start and at
///   each of the `steps` points on the line, each followed by a delay of `D / (steps + 2)`, one
///   more touch-down at the last point ("to avoid inertial scroll on arm simulators") and its
///   delay, then the lift at (X2, Y2); with no `--duration` the gRPC message carries 0, so
///   every step has no delay;
/// - `pinch X Y SCALE [--duration D] [--radius R]` (`PinchCommand`, `FBSimulatorHIDEvent.pinchAt`):
///   two fingers on the horizontal through (X, Y) at ±R (100), moved to ±R·SCALE in
///   `max(2, Int(|R·SCALE − R| / 10))` steps, the same delays (D = 0.5 s by default); a D or R
///   that is not positive is replaced by its default, as the companion's `HidMethodHandler` does.
///
/// A repeated touch-down at the finger's position moves nothing, so it writes no event (as the
/// W3C importer's moves), but its delay counts. Commands run one after another with `gap`
/// seconds between them (`--gap`, 0.5 s by default ⚠: idb starts a process and a gRPC call per
/// command, which the script does not time). Other idb commands (`text`, `key`, `button`,
/// accessibility taps) are not touches: they are listed as dropped, their time as one gap.
package struct IdbImporter: TouchImporter {
    package let file: String
    /// Seconds between two commands.
    package let gap: Double
    /// At most this many samples by default (a swipe of 10⁹ pt in 1 pt steps would write gigabytes).
    package static let defaultMaxSamples = 10_000_000
    /// The limit in force (the fuzzer lowers it).
    let maxSamples: Int
    /// The default `--gap`.
    package static let defaultGap = 0.5

    private var assembler = TraceAssembler()
    private var time = 0.0
    private var commands = 0
    private var nextFinger = 1
    private var samples = 0
    private var lastLine = 0
    /// Commands by name, and the dropped ones with their lines.
    package private(set) var counts: [String: Int] = [:]
    package private(set) var dropped: [(line: Int, command: String)] = []

    package init(file: String, gap: Double = IdbImporter.defaultGap) {
        self.init(file: file, gap: gap, maxSamples: Self.defaultMaxSamples)
    }

    init(file: String, gap: Double, maxSamples: Int) {
        self.file = file
        self.gap = gap
        self.maxSamples = maxSamples
    }

    package var summary: ImportSummary {
        var s = assembler.summary
        let order = ["tap", "multi-tap", "swipe", "pinch", "sleep"]
        let mapped = order.compactMap { name in counts[name].map { "\($0) \(name)" } }
        s.notes.append(
            "mapped: " + (mapped.isEmpty ? "no gestures" : mapped.joined(separator: ", ")) + " (idb's expansion)")
        s.notes.append(
            "assumed: \(DecimalFormat.time(gap)) s between commands (--gap; idb's own start-up time is not in the script)"
        )
        if !dropped.isEmpty {
            let shown = dropped.prefix(8).map { "line \($0.line) \($0.command)" }.joined(separator: ", ")
            s.notes.append("dropped (not touches): " + shown + (dropped.count > 8 ? ", …" : ""))
        } else {
            s.notes.append("dropped: nothing")
        }
        return s
    }

    func error(_ line: Int, _ column: Int, _ message: String) -> TraceError {
        TraceError(file: file, line: line, column: column, path: "", message: message)
    }

    /// The words of a line with their 1-based columns; a `#` starts a comment.
    static func words(_ line: Substring) -> [(text: Substring, column: Int)] {
        var out: [(Substring, Int)] = []
        var start: Substring.Index?
        var column = 1
        var startColumn = 1
        var i = line.startIndex
        while i < line.endIndex {
            let c = line[i]
            if c == "#" && start == nil { break }
            if c == " " || c == "\t" || c == "\r" {
                if let s = start { out.append((line[s..<i], startColumn)) }
                start = nil
            } else if start == nil {
                start = i
                startColumn = column
            }
            column += 1
            i = line.index(after: i)
        }
        if let s = start { out.append((line[s..<i], startColumn)) }
        return out
    }

    /// Options that take a value and change nothing here (idb's connection options).
    static let ignoredOptions: Set<String> = ["--udid", "--companion", "--companion-path", "--log", "--api"]
    static let ignoredFlags: Set<String> = [
        "--json", "--companion-local", "--companion-tls", "--no-prune-dead-companion",
    ]

    package mutating func consume(line: Substring, number: Int, emit: (InputEvent) -> Void) throws(TraceError) {
        lastLine = number
        var words = Self.words(line)
        if words.first?.text == "$" { words.removeFirst() }
        if words.first?.text == "idb" { words.removeFirst() }
        if words.first?.text == "ui" { words.removeFirst() }
        guard let command = words.first else { return }
        // Positionals and options (`--name value`).
        var positionals: [(text: Substring, column: Int)] = []
        var options: [String: (text: Substring, column: Int)] = [:]
        var k = 1
        while k < words.count {
            let w = words[k]
            if w.text.hasPrefix("--") {
                let name = String(w.text)
                if Self.ignoredFlags.contains(name) {
                    k += 1
                    continue
                }
                guard k + 1 < words.count else { throw error(number, w.column, "\(name) needs a value") }
                if !Self.ignoredOptions.contains(name) { options[name] = words[k + 1] }
                k += 2
            } else {
                positionals.append(w)
                k += 1
            }
        }
        func value(_ w: (text: Substring, column: Int), integer: Bool, _ what: String) throws(TraceError) -> Double {
            // idb's argparse types: `int` for coordinates and --delta, `float` for times.
            if integer {
                guard let i = Int(w.text) else {
                    throw error(number, w.column, "\(what) '\(w.text)' is not a whole number (idb takes an int here)")
                }
                return Double(i)
            }
            guard let d = Double(w.text), d.isFinite else {
                throw error(number, w.column, "\(what) '\(w.text)' is not a number")
            }
            return d
        }
        func option(_ name: String, _ fallback: Double, integer: Bool = false) throws(TraceError) -> Double {
            guard let w = options.removeValue(forKey: name) else { return fallback }
            return try value(w, integer: integer, name)
        }
        func expect(_ count: Int, _ usage: String) throws(TraceError) {
            guard positionals.count == count else {
                throw error(number, command.column, "\(command.text) takes \(usage)")
            }
        }
        func done() throws(TraceError) {
            if let (name, w) = options.min(by: { $0.value.column < $1.value.column }) {
                throw error(number, w.column - name.count - 1, "\(command.text) has no option \(name)")
            }
        }
        let name = String(command.text)
        if name == "sleep" {
            try expect(1, "one time in seconds")
            let s = try value(positionals[0], integer: false, "sleep")
            guard s >= 0 else { throw error(number, positionals[0].column, "sleep \(s) is negative") }
            time += s
            counts["sleep", default: 0] += 1
            return
        }
        if commands > 0 { time += gap }
        commands += 1
        let at = SourcePosition(line: number, column: command.column)
        switch name {
        case "tap":
            // Two integers are a HID tap; a marker (one word) is an accessibility tap.
            guard positionals.count == 2, Int(positionals[0].text) != nil, Int(positionals[1].text) != nil else {
                dropped.append((number, "tap " + positionals.map { String($0.text) }.joined(separator: " ")))
                return
            }
            let x = try value(positionals[0], integer: true, "x")
            let y = try value(positionals[1], integer: true, "y")
            let d = try option("--duration", 0)
            try done()
            try tap(Point(x: x, y: y), hold: d, at: at, emit: emit)
        case "multi-tap":
            try expect(2, "x y")
            let x = try value(positionals[0], integer: true, "x")
            let y = try value(positionals[1], integer: true, "y")
            let count = try option("--count", 2, integer: true)
            let d = try option("--duration", 0)
            let pause = try option("--pause", 0.1)
            try done()
            guard count >= 1, count <= 1000 else {
                throw error(number, command.column, "--count \(Int(count)) is outside 1…1000")
            }
            for k in 0..<Int(count) {
                if k > 0 { time += max(0, pause) }
                try tap(Point(x: x, y: y), hold: d, at: at, emit: emit)
            }
        case "swipe":
            try expect(4, "x_start y_start x_end y_end")
            var p: [Double] = []
            for (k, w) in positionals.enumerated() {
                p.append(try value(w, integer: true, ["x_start", "y_start", "x_end", "y_end"][k]))
            }
            let duration = try option("--duration", 0)
            let delta = try option("--delta", 0, integer: true)
            try done()
            try swipe(
                from: Point(x: p[0], y: p[1]), to: Point(x: p[2], y: p[3]), delta: delta, duration: duration, at: at,
                emit: emit)
        case "pinch":
            try expect(3, "x y scale")
            let x = try value(positionals[0], integer: false, "x")
            let y = try value(positionals[1], integer: false, "y")
            let scale = try value(positionals[2], integer: false, "scale")
            // The companion replaces a duration or radius that is not positive by its default
            // (`Companion/SwiftServer/MethodHandlers/HidMethodHandler.swift`, `.pinch`).
            let givenDuration = try option("--duration", 0.5)
            let givenRadius = try option("--radius", 100)
            let duration = givenDuration > 0 ? givenDuration : 0.5
            let radius = givenRadius > 0 ? givenRadius : 100
            try done()
            try pinch(center: Point(x: x, y: y), scale: scale, duration: duration, radius: radius, at: at, emit: emit)
        default:
            dropped.append((number, name))
            return
        }
        counts[name, default: 0] += 1
    }

    private mutating func sample(
        _ id: Int, _ phase: TouchPhase, _ p: Point, at: SourcePosition, emit: (InputEvent) -> Void
    ) throws(TraceError) {
        samples += 1
        guard samples <= maxSamples else {
            throw error(at.line, at.column, "more than \(maxSamples) touch samples: a gesture too long for its steps")
        }
        assembler.add(.int(id), phase, at: p, source: SampleSource(at: at), emit: emit)
        if let v = assembler.summary.limitViolation { throw v.error(file: file) }
    }

    private mutating func begin(at: SourcePosition, emit: (InputEvent) -> Void) throws(TraceError) {
        assembler.beginEvent(at: time, source: at, emit: emit)
        if let v = assembler.summary.limitViolation { throw v.error(file: file) }
    }

    private mutating func tap(_ p: Point, hold: Double, at: SourcePosition, emit: (InputEvent) -> Void)
        throws(TraceError)
    {
        let id = nextFinger
        nextFinger += 1
        try begin(at: at, emit: emit)
        try sample(id, .began, p, at: at, emit: emit)
        // `_press_with_duration`: the delay only when a duration is given (and not 0).
        if hold > 0 { time += hold }
        try begin(at: at, emit: emit)
        try sample(id, .ended, p, at: at, emit: emit)
        assembler.endEvent(emit: emit)
    }

    private mutating func swipe(
        from a: Point, to b: Point, delta: Double, duration: Double, at: SourcePosition, emit: (InputEvent) -> Void
    ) throws(TraceError) {
        let distance = ((b.y - a.y) * (b.y - a.y) + (b.x - a.x) * (b.x - a.x)).squareRoot()
        let step = delta <= 0 ? 10 : delta
        let quotient = distance / step
        guard quotient < Double(maxSamples) else {
            throw error(at.line, at.column, "a swipe of \(Int(quotient)) steps: more than \(maxSamples) touch samples")
        }
        let steps = max(1, Int(quotient))
        let dx = (b.x - a.x) / Double(steps)
        let dy = (b.y - a.y) / Double(steps)
        let stepDelay = max(0, duration) / Double(steps + 2)
        let id = nextFinger
        nextFinger += 1
        var last: Point?
        for i in 0...steps {
            let p = Point(x: a.x + dx * Double(i), y: a.y + dy * Double(i))
            if p != last {
                try begin(at: at, emit: emit)
                try sample(id, last == nil ? .began : .moved, p, at: at, emit: emit)
                last = p
            }
            time += stepDelay
        }
        // The extra touch-down at the last point moves nothing; its delay counts.
        time += stepDelay
        try begin(at: at, emit: emit)
        if let last, last != b { try sample(id, .moved, b, at: at, emit: emit) }
        try sample(id, .ended, b, at: at, emit: emit)
        assembler.endEvent(emit: emit)
    }

    private mutating func pinch(
        center c: Point, scale: Double, duration: Double, radius: Double, at: SourcePosition, emit: (InputEvent) -> Void
    ) throws(TraceError) {
        let end = radius * scale
        let quotient = abs(end - radius) / 10
        guard quotient.isFinite, quotient < Double(maxSamples) else {
            throw error(at.line, at.column, "a pinch of \(quotient) steps: more than \(maxSamples) touch samples")
        }
        let steps = max(2, Int(quotient))
        let stepDelay = max(0, duration) / Double(steps + 2)
        let (f1, f2) = (nextFinger, nextFinger + 1)
        nextFinger += 2
        func points(_ r: Double) -> (Point, Point) { (Point(x: c.x - r, y: c.y), Point(x: c.x + r, y: c.y)) }
        var (p1, p2) = points(radius)
        try begin(at: at, emit: emit)
        try sample(f1, .began, p1, at: at, emit: emit)
        try sample(f2, .began, p2, at: at, emit: emit)
        time += stepDelay
        let dr = (end - radius) / Double(steps)
        for i in 1...steps {
            let (q1, q2) = points(radius + dr * Double(i))
            if q1 != p1 || q2 != p2 {
                try begin(at: at, emit: emit)
                if q1 != p1 { try sample(f1, .moved, q1, at: at, emit: emit) }
                if q2 != p2 { try sample(f2, .moved, q2, at: at, emit: emit) }
                (p1, p2) = (q1, q2)
            }
            time += stepDelay
        }
        let (e1, e2) = points(end)
        time += stepDelay
        try begin(at: at, emit: emit)
        if e1 != p1 { try sample(f1, .moved, e1, at: at, emit: emit) }
        if e2 != p2 { try sample(f2, .moved, e2, at: at, emit: emit) }
        try sample(f1, .ended, e1, at: at, emit: emit)
        try sample(f2, .ended, e2, at: at, emit: emit)
        assembler.endEvent(emit: emit)
    }

    package mutating func finish(emit: (InputEvent) -> Void) throws(TraceError) {
        assembler.finish(line: lastLine, emit: emit)
        if assembler.summary.touches == 0 {
            throw TraceError(
                file: file, line: 0, column: 0, path: "",
                message: "no idb touch commands (tap, multi-tap, swipe, pinch)")
        }
    }
}
