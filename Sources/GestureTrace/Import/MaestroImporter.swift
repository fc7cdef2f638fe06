/// Turns a Maestro flow (`flow.yaml`) into touch events, expanded as Maestro's iOS driver
/// expands its commands, so a UI-test flow replays on a scene (issue 29 item 4, IOS-INPUTS §5.4).
///
/// Read from mobile-dev-inc/maestro at dcd2f206 (1.39.10):
///
/// - `tapOn`/`doubleTapOn`/`longPressOn` with `point: "x,y"` or `"x%,y%"`
///   (`YamlFluentCommand.kt` `tapCommand` → `TapOnPointV2Command`; `Orchestra.kt`
///   `tapOnPointV2Command`): integers; a percentage (0…100) is `widthGrid * p / 100` in integer
///   arithmetic (`Maestro.kt` `tapOnRelative`). A tap is a touch-down and, 0.1 s later, the lift
///   (`EventRecord.defaultTapDuration`, `addPointerTouchEvent` in the iOS XCTest runner); a long
///   press lifts after 3 s (`IOSDriver.longPress`: 3000 ms). `repeat: N` and `delay: ms` (100 by
///   default, `TapOnElementCommand.DEFAULT_REPEAT_DELAY`; `doubleTapOn` is 2 of them) start the
///   taps `delay` apart, or one tap's duration apart when that is longer (`Maestro.kt`
///   `screenshotBasedTap` subtracts the tap's own time from the delay).
/// - `swipe` with `start`/`end` (points or percentages, `Maestro.kt` `swipe`), or with
///   `direction` (`IOSDriver.swipe`: UP (50%, 90%)→(50%, 10%), DOWN (50%, 20%)→(50%, 90%),
///   RIGHT (10%, 50%)→(90%, 50%), LEFT (90%, 50%)→(10%, 50%), each `(p * size).toInt()`), and
///   `duration` in ms (400 by default, `SwipeCommand.DEFAULT_DURATION_IN_MILLIS`); points are
///   kept within the screen (`coerceIn`). The runner's `addSwipeEvent` puts the touch-down at
///   the start, a move to the end 0.1 s later, and the lift `duration` after that: the finger
///   travels in the first 0.1 s and rests at the end. How XCTest's private event path samples
///   that move is not public: it is sampled here at `hz` (60 ⚠).
/// - `scroll` is `IOSDriver.scrollVertical`: (50%, 50%)→(50%, 10%) in 333 ms.
///
/// Commands that find elements (`tapOn: Login`, `tapOn: {id: …}`), type, launch or assert are
/// not coordinates: they are listed as dropped, their time as one gap. Maestro retaps when the
/// screen did not change (`retryTapIfNoChange`, on by default): the replay cannot see the
/// screen, so one tap is written and the summary says so. Commands follow each other `gap`
/// seconds apart (0.5 ⚠: Maestro waits for the app to settle between them).
package struct MaestroImporter: TouchImporter {
    package let file: String
    package let gap: Double
    package let hz: Double
    /// The screen in points (`deviceInfo.widthGrid`/`heightGrid` on iOS).
    package let width: Double
    package let height: Double

    static let tapDuration = 0.1
    static let longPressDuration = 3.0
    static let defaultRepeatDelayMs = 100.0
    static let defaultSwipeMs = 400.0
    static let scrollMs = 333.0
    /// The most taps one `repeat` writes.
    static let maxRepeat = 1000

    private var reader: MaestroFlowReader
    private var assembler = TraceAssembler()
    private var time = 0.0
    private var commands = 0
    private var nextFinger = 1
    private var lastLine = 0
    private var counts: [String: Int] = [:]
    private var dropped: [(line: Int, command: String)] = []
    private var retries = 0

    package init(file: String, width: Double, height: Double, gap: Double = 0.5, hz: Double = 60) {
        self.file = file
        self.width = width
        self.height = height
        self.gap = gap
        self.hz = hz
        reader = MaestroFlowReader(file: file)
    }

    package var summary: ImportSummary {
        var s = assembler.summary
        let order = ["tapOn", "doubleTapOn", "longPressOn", "swipe", "scroll"]
        let mapped = order.compactMap { name in counts[name].map { "\($0) \(name)" } }
        s.notes.append(
            "mapped: " + (mapped.isEmpty ? "no gestures" : mapped.joined(separator: ", "))
                + " (Maestro's iOS expansion: a tap lifts after 0.1 s, a long press after 3 s, a swipe moves in 0.1 s then rests for its duration)"
        )
        var assumed = [
            "\(DecimalFormat.time(gap)) s between commands (--gap; Maestro waits for the app to settle)",
            "a screen of \(DecimalFormat.coordinate(width)) x \(DecimalFormat.coordinate(height)) pt for percentages and directions",
            "swipe moves sampled at \(DecimalFormat.coordinate(hz)) Hz (--hz; XCTest's own rate is not public)",
        ]
        if retries > 0 {
            assumed.append(
                "\(retries) tap command\(retries == 1 ? "" : "s") changed the screen (Maestro's retryTapIfNoChange taps again when not)"
            )
        }
        s.notes.append("assumed: " + assumed.joined(separator: "; "))
        if !dropped.isEmpty {
            let shown = dropped.prefix(8).map { "line \($0.line) \($0.command)" }.joined(separator: ", ")
            s.notes.append("dropped (no coordinates): " + shown + (dropped.count > 8 ? ", …" : ""))
        } else {
            s.notes.append("dropped: nothing")
        }
        return s
    }

    func error(_ line: Int, _ column: Int, _ message: String) -> TraceError {
        TraceError(file: file, line: line, column: column, path: "", message: message)
    }

    package mutating func consume(line: Substring, number: Int, emit: (InputEvent) -> Void) throws(TraceError) {
        lastLine = number
        if let command = try reader.consume(line: line, number: number) { try run(command, emit: emit) }
    }

    package mutating func finish(emit: (InputEvent) -> Void) throws(TraceError) {
        if let command = reader.finish() { try run(command, emit: emit) }
        assembler.finish(line: lastLine, emit: emit)
        if assembler.summary.touches == 0 {
            throw error(
                0, 0, "no Maestro touch command with coordinates (tapOn/doubleTapOn/longPressOn point, swipe, scroll)")
        }
    }

    /// A coordinate pair `x,y` (integers) or `x%,y%` (0…100) in points.
    func point(_ v: MaestroFlowReader.Value) throws(TraceError) -> Point {
        let parts = v.text.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingSpaces()
        }
        guard parts.count == 2 else {
            throw error(v.line, v.column, "'\(v.text)' is not a point 'x,y' or 'x%,y%'")
        }
        let percent = parts.allSatisfy { $0.hasSuffix("%") }
        var n: [Int] = []
        for p in parts {
            guard let i = Int(percent ? p.dropLast() : p) else {
                throw error(
                    v.line, v.column,
                    "'\(v.text)': '\(p)' is not a whole number (Maestro reads points as integers)")
            }
            n.append(i)
        }
        if percent {
            guard n.allSatisfy({ (0...100).contains($0) }) else {
                throw error(v.line, v.column, "'\(v.text)': percentages go from 0 to 100")
            }
            // Maestro.kt: widthGrid * percent / 100, in Int arithmetic.
            return Point(x: Double(Int(width) * n[0] / 100), y: Double(Int(height) * n[1] / 100))
        }
        guard n.allSatisfy({ abs($0) <= 1_000_000_000 }) else {
            throw error(v.line, v.column, "'\(v.text)': a coordinate beyond ±1e9")
        }
        return Point(x: Double(n[0]), y: Double(n[1]))
    }

    /// A number of milliseconds, 0 … 1 hour.
    func milliseconds(_ v: MaestroFlowReader.Value, _ what: String) throws(TraceError) -> Double {
        guard let d = Double(v.text), d.isFinite, d >= 0, d <= 3_600_000 else {
            throw error(v.line, v.column, "\(what) '\(v.text)' is not a number of milliseconds from 0 to 3600000")
        }
        return d
    }

    mutating func run(_ c: MaestroFlowReader.Command, emit: (InputEvent) -> Void) throws(TraceError) {
        if commands > 0 { time += gap }
        commands += 1
        let at = SourcePosition(line: c.line, column: c.column)
        switch c.name {
        case "tapOn", "doubleTapOn", "longPressOn":
            guard let p = c.keys["point"] else {
                dropped.append((c.line, c.name + (c.scalar.map { " \($0)" } ?? " (an element)")))
                return
            }
            let target = try point(p)
            var count = c.name == "doubleTapOn" ? 2 : 1
            if c.name == "tapOn", let r = c.keys["repeat"] {
                guard let n = Int(r.text), n <= Self.maxRepeat else {
                    throw error(r.line, r.column, "repeat '\(r.text)' is not a whole number up to \(Self.maxRepeat)")
                }
                count = max(1, n)  // YamlFluentCommand: a repeat ≤ 0 is 1
            }
            let delay =
                try c.keys["delay"].map { v throws(TraceError) in try milliseconds(v, "delay") }
                ?? Self.defaultRepeatDelayMs
            let hold = c.name == "longPressOn" ? Self.longPressDuration : Self.tapDuration
            // Taps start `delay` apart, or a tap's own duration apart when that is longer.
            let spacing = max(delay / 1000, hold)
            let start = time
            for k in 0..<count {
                time = start + Double(k) * spacing
                try tap(target, hold: hold, at: at, emit: emit)
            }
            if c.keys["retryTapIfNoChange"]?.text != "false" { retries += 1 }
            counts[c.name, default: 0] += 1
        case "swipe":
            let duration =
                try c.keys["duration"].map { v throws(TraceError) in try milliseconds(v, "duration") }
                ?? Self.defaultSwipeMs
            let from: Point
            let to: Point
            if let s = c.keys["start"], let e = c.keys["end"] {
                from = try point(s)
                to = try point(e)
            } else if let d = c.keys["direction"] {
                guard c.keys["from"] == nil, c.nested.isEmpty || !c.nested.contains("from") else {
                    dropped.append((c.line, "swipe from an element"))
                    return
                }
                let (a, b): ((Double, Double), (Double, Double))
                switch d.text.uppercased() {
                case "UP": (a, b) = ((0.5, 0.9), (0.5, 0.1))
                case "DOWN": (a, b) = ((0.5, 0.2), (0.5, 0.9))
                case "RIGHT": (a, b) = ((0.1, 0.5), (0.9, 0.5))
                case "LEFT": (a, b) = ((0.9, 0.5), (0.1, 0.5))
                default:
                    throw error(d.line, d.column, "direction '\(d.text)' is not UP, DOWN, LEFT or RIGHT")
                }
                from = percentOf(a)
                to = percentOf(b)
            } else {
                throw error(c.line, c.column, "swipe needs 'start' and 'end', or 'direction'")
            }
            try swipe(from: clamp(from), to: clamp(to), duration: duration / 1000, at: at, emit: emit)
            counts["swipe", default: 0] += 1
        case "scroll":
            try swipe(
                from: percentOf((0.5, 0.5)), to: percentOf((0.5, 0.1)), duration: Self.scrollMs / 1000, at: at,
                emit: emit)
            counts["scroll", default: 0] += 1
        default:
            dropped.append((c.line, c.name))
        }
    }

    /// `(p * size).toInt()` (IOSDriver's `asPercentOf`).
    func percentOf(_ p: (Double, Double)) -> Point {
        Point(x: Double(Int(p.0 * Double(Int(width)))), y: Double(Int(p.1 * Double(Int(height)))))
    }

    /// IOSDriver.swipe keeps points within the screen grid.
    func clamp(_ p: Point) -> Point {
        Point(x: min(max(p.x, 0), Double(Int(width))), y: min(max(p.y, 0), Double(Int(height))))
    }

    private mutating func event(_ at: SourcePosition, emit: (InputEvent) -> Void) throws(TraceError) {
        assembler.beginEvent(at: time, source: at, emit: emit)
        if let v = assembler.summary.limitViolation { throw v.error(file: file) }
    }

    private mutating func sample(
        _ id: Int, _ phase: TouchPhase, _ p: Point, at: SourcePosition, emit: (InputEvent) -> Void
    ) throws(TraceError) {
        assembler.add(.int(id), phase, at: p, source: SampleSource(at: at), emit: emit)
        if let v = assembler.summary.limitViolation { throw v.error(file: file) }
    }

    private mutating func tap(_ p: Point, hold: Double, at: SourcePosition, emit: (InputEvent) -> Void)
        throws(TraceError)
    {
        let id = nextFinger
        nextFinger += 1
        try event(at, emit: emit)
        try sample(id, .began, p, at: at, emit: emit)
        time += hold
        try event(at, emit: emit)
        try sample(id, .ended, p, at: at, emit: emit)
        assembler.endEvent(emit: emit)
    }

    /// Down at `a`, the move to `b` over the runner's 0.1 s sampled at `hz`, the rest, the lift.
    private mutating func swipe(
        from a: Point, to b: Point, duration: Double, at: SourcePosition, emit: (InputEvent) -> Void
    ) throws(TraceError) {
        let id = nextFinger
        nextFinger += 1
        let start = time
        try event(at, emit: emit)
        try sample(id, .began, a, at: at, emit: emit)
        let steps = max(1, Int((Self.tapDuration * hz).rounded(.up)))
        var last = a
        for k in 1...steps {
            let f = Double(k) / Double(steps)
            let p = Point(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
            time = start + Self.tapDuration * f
            guard p != last else { continue }
            try event(at, emit: emit)
            try sample(id, .moved, p, at: at, emit: emit)
            last = p
        }
        time = start + Self.tapDuration + duration
        try event(at, emit: emit)
        try sample(id, .ended, b, at: at, emit: emit)
        assembler.endEvent(emit: emit)
    }
}

extension Substring {
    /// Without leading and trailing spaces.
    fileprivate func trimmingSpaces() -> Substring {
        var s = self
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return s
    }
}
