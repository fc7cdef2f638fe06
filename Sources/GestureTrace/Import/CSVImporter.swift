/// Imports the generic CSV layout: one row per finger change, a header naming the columns.
///
/// The layout, for tools that can write a spreadsheet but not JSON:
///
/// ```
/// time,finger,phase,x,y
/// 0,1,began,120,300
/// 0.016,1,moved,124,302
/// 0.016,2,down,200,310
/// 0.120,1,ended,124,302
/// ```
///
/// - The first non-empty line is the header: it must name `time`, `finger`, `phase`, `x` and
///   `y` (any order, any case); `force` is optional; other columns are ignored.
/// - `time` is in the unit given (`--time-unit s|ms|us`, default seconds); the first event is
///   written at 0. `x` and `y` are divided by the scale (default 1: points).
/// - `finger` is an integer or any other text (a string id).
/// - `phase` is `began|moved|stationary|ended|cancelled`, or Android's `down|move|up|cancel`.
/// - Consecutive rows with equal time form one event; a finger listed twice at one time starts
///   a second event at the same time.
/// - Empty lines and lines starting with `#` are skipped.
package struct CSVImporter: TouchImporter {
    /// The unit of the `time` column.
    package enum TimeUnit: String, Sendable, CaseIterable {
        case s, ms, us

        var seconds: Double {
            switch self {
            case .s: return 1
            case .ms: return 0.001
            case .us: return 0.000_001
            }
        }
    }

    private let file: String
    private let scale: Double
    private let unit: TimeUnit
    private var assembler = TraceAssembler()
    private var columns: (time: Int, finger: Int, phase: Int, x: Int, y: Int, force: Int?)?
    private var currentTime: Double?
    private var lastLine = 0

    /// - Parameters:
    ///   - file: the file name used in errors.
    ///   - scale: input units per point (1: the input is in points).
    ///   - timeUnit: the unit of the `time` column.
    package init(file: String, scale: Double = 1, timeUnit: TimeUnit = .s) {
        self.file = file
        self.scale = scale
        self.unit = timeUnit
    }

    /// Header columns the layout does not read, for the summary's `dropped:`.
    private var ignoredColumns: [String] = []

    /// The figures, then what was mapped, assumed and dropped (IOS-INPUTS §10.5).
    package var summary: ImportSummary {
        var s = assembler.summary
        let force = columns?.force != nil ? ", force" : ""
        s.notes.append(
            "mapped: rows as touch changes (time, finger, phase, x, y\(force)); rows at one time are one event")
        s.notes.append(
            "assumed: x and y ÷ \(DecimalFormat.coordinate(scale)) are points (--scale), time is in \(unit.rawValue) "
                + "(--time-unit); the first event is at t = 0")
        s.notes.append(
            "dropped: "
                + (ignoredColumns.isEmpty
                    ? "nothing (empty and '#' lines are not rows)"
                    : "the columns " + ignoredColumns.map { "'\($0)'" }.joined(separator: ", ")))
        return s
    }

    package mutating func consume(line: Substring, number: Int, emit: (InputEvent) -> Void) throws(TraceError) {
        lastLine = number
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        if trimmed.isEmpty || trimmed.hasPrefix("#") { return }
        let row = CSVRow(line)
        guard let columns else {
            try readHeader(row, line: number)
            return
        }
        func field(_ index: Int, _ name: String) throws(TraceError) -> Substring {
            guard index < row.fields.count, !row.fields[index].isEmpty else {
                throw error(
                    number, row.column(min(index, row.fields.count)),
                    "row has no '\(name)' value (column \(index + 1) of the header)")
            }
            return row.fields[index]
        }
        func numeric(_ index: Int, _ name: String) throws(TraceError) -> Double {
            let text = try field(index, name)
            guard let value = NumberText.double(text), value.isFinite else {
                throw error(number, row.column(index), "'\(text)' is not a number (\(name))")
            }
            return value
        }
        let time = try numeric(columns.time, "time") * unit.seconds
        let fingerText = try field(columns.finger, "finger")
        let finger: TouchID = Int(fingerText).map { .int($0) } ?? .string(String(fingerText))
        let phaseText = try field(columns.phase, "phase")
        guard let phase = Self.phase(phaseText) else {
            throw error(
                number, row.column(columns.phase),
                "'\(phaseText)' is not a phase; expected one of "
                    + "began, moved, stationary, ended, cancelled, down, move, up, cancel")
        }
        let x = try numeric(columns.x, "x") / scale
        let y = try numeric(columns.y, "y") / scale
        var force: Double?
        if let f = columns.force, f < row.fields.count, !row.fields[f].isEmpty {
            force = try numeric(f, "force")
        }
        if currentTime != time {
            assembler.beginEvent(
                at: time, source: SourcePosition(line: number, column: row.column(columns.time)), emit: emit)
            currentTime = time
        }
        let source = SampleSource(
            line: number, finger: row.column(columns.finger), x: row.column(columns.x), y: row.column(columns.y),
            force: force == nil ? nil : columns.force.map { row.column($0) })
        assembler.add(finger, phase, at: Point(x: x, y: y), force: force, source: source, emit: emit)
    }

    package mutating func finish(emit: (InputEvent) -> Void) throws(TraceError) {
        guard columns != nil else {
            throw error(max(lastLine, 1), 1, "no header row; expected one naming time,finger,phase,x,y")
        }
        assembler.finish(line: lastLine, emit: emit)
        guard assembler.summary.events > 0 else {
            throw error(max(lastLine, 1), 1, "no touches in the input")
        }
    }

    /// Reads a phase name, case-insensitively, with Android's names as synonyms.
    static func phase(_ text: Substring) -> TouchPhase? {
        switch text.lowercased() {
        case "began", "down": return .began
        case "moved", "move": return .moved
        case "stationary": return .stationary
        case "ended", "up": return .ended
        case "cancelled", "canceled", "cancel": return .cancelled
        default: return nil
        }
    }

    private mutating func readHeader(_ row: CSVRow, line: Int) throws(TraceError) {
        var found: [String: Int] = [:]
        for (i, name) in row.fields.enumerated() {
            let key = name.lowercased()
            guard ["time", "finger", "phase", "x", "y", "force"].contains(key) else {
                if ignoredColumns.count < 20 { ignoredColumns.append(String(name)) }
                continue
            }
            if found[key] != nil {
                throw error(line, row.column(i), "column '\(name)' appears twice in the header")
            }
            found[key] = i
        }
        let missing = ["time", "finger", "phase", "x", "y"].filter { found[$0] == nil }
        guard missing.isEmpty,
            let t = found["time"], let f = found["finger"], let p = found["phase"],
            let x = found["x"], let y = found["y"]
        else {
            let list = missing.map { "'\($0)'" }.joined(separator: ", ")
            throw error(
                line, 1, "header has no \(list) column; expected time,finger,phase,x,y (any order, optional force)")
        }
        columns = (t, f, p, x, y, found["force"])
    }

    private func error(_ line: Int, _ column: Int, _ message: String) -> TraceError {
        TraceError(file: file, line: line, column: column, path: "", message: message)
    }
}
