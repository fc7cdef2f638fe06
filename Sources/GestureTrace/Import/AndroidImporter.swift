/// Imports Android MotionEvent dumps in the HMOG `TouchEvent.csv` layout.
///
/// Columns (no header; a first line that is not numeric is taken as a header and skipped):
/// `Systime, EventTime (ms), ActivityID, PointerCount, PointerID, ActionID, X, Y, Pressure,
/// Contact_size, Orientation`. Only the first eight are read. One MotionEvent is written as
/// `PointerCount` consecutive rows with the same EventTime, ActionID and ActivityID; a row that
/// repeats a PointerID of the group or would exceed PointerCount starts the next MotionEvent.
/// Pointer ids become touch ids; pixels are divided by the scale (default 3); time is
/// EventTime in seconds from the first event.
///
/// How each action becomes touch phases (Android's `MotionEvent` documentation):
/// - `0` DOWN: the row's pointer begins. Pointers still down from before are stale (their UP
///   was lost): they are cancelled first, in an event of their own (`staleAtDown`).
/// - `2` MOVE: every listed pointer whose position changed (at the trace's 1/1000 point
///   precision) is written as `moved`; unchanged pointers are left out (they are stationary,
///   FORMAT §3.1), and a MOVE where nothing changed writes no event (counted as unchanged).
/// - `5` POINTER_DOWN: the pointer that went down is the listed PointerID that is not down yet
///   (the one absent from the previous MotionEvent); the others are moves as for MOVE. With
///   none new the event is read as a MOVE, with several all begin (`pointerDownAmbiguous`).
/// - `6` POINTER_UP: the pointer that went up is the listed PointerID absent from the next
///   MotionEvent, when that one continues the gesture (MOVE, UP, POINTER_DOWN or POINTER_UP of
///   the same activity). When several are absent they all end; when none is, or there is no
///   next MotionEvent or it starts a new gesture, the pointer with the highest PointerID is
///   taken to have gone up (Android gives the newest pointer the next free id, and the newest
///   finger is the likelier to lift first); both count as `pointerUpAmbiguous`.
/// - `1` UP: the listed pointer ends; other pointers still down are stale and cancelled.
/// - `3` CANCEL: every pointer down is cancelled.
/// - Unmasked actions (`ActionID > 255`, the pointer index in bits 8–15) are accepted: for
///   POINTER_DOWN/UP the index names the row of the pointer, so nothing is inferred.
/// - `4` OUTSIDE and `7`–`12` (hover, scroll, buttons) are not touches: skipped and counted.
///
/// The importer keeps the fingers down and one MotionEvent of look-ahead (for POINTER_UP).
package struct AndroidImporter: TouchImporter {
    /// One MotionEvent: consecutive rows with the same time, action and activity.
    struct Group {
        var time: Double
        var action: Int
        var activity: Substring
        var pointerCount: Int
        var line: Int
        /// Where the EventTime field stands (the group's first row).
        var timeSource: SourcePosition
        var ids: [Int] = []
        var points: [Point] = []
        /// Where each row's PointerID, X and Y stand.
        var sources: [SampleSource] = []

        var masked: Int { action & 0xff }
        var index: Int? { action > 0xff ? action >> 8 : nil }
    }

    private let file: String
    private let scale: Double
    private let activity: String?
    private var assembler = TraceAssembler()
    private var current: Group?
    private var held: Group?
    private var sawData = false
    private var lastLine = 0
    private var matchedActivity = false
    private var activities: [String] = []

    /// - Parameters:
    ///   - file: the file name used in errors.
    ///   - scale: pixels per point (3 for the HMOG phone's density).
    ///   - activity: import only rows with this ActivityID; `nil` imports all of them, with
    ///     time running on across activities.
    package init(file: String, scale: Double = 3, activity: String? = nil) {
        self.file = file
        self.scale = scale
        self.activity = activity
    }

    /// The figures, then what was mapped, assumed and dropped (IOS-INPUTS §10.5).
    package var summary: ImportSummary {
        var s = assembler.summary
        s.notes.append(
            "mapped: MotionEvent rows (EventTime, ActivityID, PointerCount, PointerID, ActionID, X, Y): DOWN, MOVE, "
                + "UP, CANCEL, POINTER_DOWN and POINTER_UP as touch phases, PointerID as the touch")
        s.notes.append(
            "assumed: \(DecimalFormat.coordinate(scale)) pixels per point (--scale); the pointer a masked "
                + "POINTER_DOWN/UP names is inferred from the neighbouring MotionEvents (guesses are repairs)")
        s.notes.append(
            "dropped: the Systime, Pressure, Contact_size and Orientation columns; OUTSIDE, hover, scroll and button "
                + "actions (repairs)" + (activity.map { "; rows of activities other than \($0)" } ?? ""))
        return s
    }

    /// The ActivityIDs seen, in order of first appearance (at most 20), for error hints.
    package var activitiesSeen: [String] { activities }

    package mutating func consume(line: Substring, number: Int, emit: (InputEvent) -> Void) throws(TraceError) {
        lastLine = number
        if line.allSatisfy({ $0 == " " || $0 == "\t" }) { return }
        let row = CSVRow(line)
        if !sawData, row.fields.count > 1, NumberText.double(row.fields[1]) == nil,
            row.fields[1].contains(where: { $0.isLetter })
        {
            sawData = true
            return  // a header row
        }
        sawData = true
        guard row.fields.count >= 8 else {
            throw error(
                number, row.column(row.fields.count),
                "row has \(row.fields.count) columns; expected 11 (Systime, EventTime, ActivityID, "
                    + "PointerCount, PointerID, ActionID, X, Y, Pressure, Contact_size, Orientation)")
        }
        func integer(_ i: Int, _ name: String, minimum: Int) throws(TraceError) -> Int {
            guard let v = Int(row.fields[i]), v >= minimum else {
                throw error(
                    number, row.column(i),
                    "'\(row.fields[i])' is not a valid \(name); expected an integer >= \(minimum)"
                )
            }
            return v
        }
        func real(_ i: Int, _ name: String) throws(TraceError) -> Double {
            guard let v = NumberText.double(row.fields[i]), v.isFinite else {
                throw error(number, row.column(i), "'\(row.fields[i])' is not a number (\(name))")
            }
            return v
        }
        let time = try real(1, "EventTime")
        let activityID = row.fields[2]
        guard !activityID.isEmpty else { throw error(number, row.column(2), "empty ActivityID") }
        let pointerCount = try integer(3, "PointerCount", minimum: 1)
        let pointerID = try integer(4, "PointerID", minimum: 0)
        let action = try integer(5, "ActionID", minimum: 0)
        guard action & 0xff <= 12, action <= 0xffff else {
            throw error(
                number, row.column(5),
                "'\(row.fields[5])' is not a MotionEvent action; "
                    + "expected 0 DOWN, 1 UP, 2 MOVE, 3 CANCEL, 5 POINTER_DOWN or 6 POINTER_UP")
        }
        let x = try real(6, "X") / scale
        let y = try real(7, "Y") / scale
        let source = SampleSource(line: number, finger: row.column(4), x: row.column(6), y: row.column(7))

        if activities.count < 20, activities.last.map({ $0 != activityID }) ?? true,
            !activities.contains(String(activityID))
        {
            activities.append(String(activityID))
        }
        if let activity, activityID != activity[...] {
            close(emit: emit)
            return
        }
        matchedActivity = true
        if var group = current, group.time == time, group.action == action,
            group.activity == activityID, group.pointerCount == pointerCount,
            group.ids.count < pointerCount, !group.ids.contains(pointerID)
        {
            current = nil
            group.ids.append(pointerID)
            group.points.append(Point(x: x, y: y))
            group.sources.append(source)
            current = group
            return
        }
        close(emit: emit)
        current = Group(
            time: time, action: action, activity: activityID, pointerCount: pointerCount,
            line: number, timeSource: SourcePosition(line: number, column: row.column(1)), ids: [pointerID],
            points: [Point(x: x, y: y)], sources: [source])
    }

    package mutating func finish(emit: (InputEvent) -> Void) throws(TraceError) {
        close(emit: emit)
        if let last = held {
            process(last, next: nil, emit: emit)
            held = nil
        }
        assembler.finish(line: lastLine, emit: emit)
        if let activity, !matchedActivity {
            let seen = activities.prefix(5).map { "'\($0)'" }.joined(separator: ", ")
            let more = activities.count > 5 ? ", …" : ""
            let hint = seen.isEmpty ? "" : "; the file has \(seen)\(more)"
            throw error(max(lastLine, 1), 1, "no rows with ActivityID '\(activity)'\(hint)")
        }
        guard assembler.summary.events > 0 else {
            throw error(max(lastLine, 1), 1, "no touches in the input")
        }
    }

    /// Completes the MotionEvent being read; the one before it can now be processed.
    private mutating func close(emit: (InputEvent) -> Void) {
        guard let group = current else { return }
        current = nil
        if let previous = held { process(previous, next: group, emit: emit) }
        held = group
    }

    private func unchanged(_ a: Point, _ b: Point) -> Bool {
        (a.x * 1000).rounded() == (b.x * 1000).rounded() && (a.y * 1000).rounded() == (b.y * 1000).rounded()
    }

    /// Writes `moved` for the rows of `group` whose pointer changed position, except `skip`.
    /// - Returns: whether anything was written.
    @discardableResult
    private mutating func moves(_ group: Group, except skip: Set<Int> = [], emit: (InputEvent) -> Void) -> Bool {
        var changed = false
        for (row, id) in group.ids.enumerated() where !skip.contains(id) {
            let point = group.points[row]
            if let last = assembler.location(of: .int(id)), unchanged(last, point) { continue }
            assembler.add(.int(id), .moved, at: point, source: group.sources[row], emit: emit)
            changed = true
        }
        return changed
    }

    private mutating func process(_ group: Group, next: Group?, emit: (InputEvent) -> Void) {
        let time = group.time / 1000
        assembler.beginEvent(at: time, source: group.timeSource, emit: emit)
        if group.ids.count != group.pointerCount { assembler.repair(.pointerCountMismatch) }
        let indexed: Int? = group.index.flatMap { $0 < group.ids.count ? group.ids[$0] : nil }
        switch group.masked {
        case 0:  // DOWN
            let stale = assembler.aliveIDs
            if !stale.isEmpty {
                assembler.repair(.staleAtDown)
                for id in stale {
                    assembler.add(id, .cancelled, at: assembler.location(of: id) ?? .zero, emit: emit)
                }
                assembler.beginEvent(at: time, source: group.timeSource, emit: emit)
            }
            if group.ids.count != 1 { assembler.repair(.pointerDownAmbiguous) }
            for (row, id) in group.ids.enumerated() {
                assembler.add(.int(id), .began, at: group.points[row], source: group.sources[row], emit: emit)
            }
        case 2:  // MOVE
            if !moves(group, emit: emit) { assembler.noteUnchangedFrame() }
        case 5:  // POINTER_DOWN
            let new: [Int] = indexed.map { [$0] } ?? group.ids.filter { !assembler.isAlive(.int($0)) }
            if new.count != 1 { assembler.repair(.pointerDownAmbiguous) }
            for (row, id) in group.ids.enumerated() where new.contains(id) {
                // An unmasked index may name a pointer that is already down: the assembler
                // then cancels and restarts it, and counts that.
                assembler.add(.int(id), .began, at: group.points[row], source: group.sources[row], emit: emit)
            }
            if !moves(group, except: Set(new), emit: emit) && new.isEmpty { assembler.noteUnchangedFrame() }
        case 6:  // POINTER_UP
            var gone: [Int]
            if let indexed {
                gone = [indexed]
            } else {
                gone = []
                if let next, [1, 2, 5, 6].contains(next.masked), next.activity == group.activity {
                    gone = group.ids.filter { !next.ids.contains($0) }
                }
                if gone.count != 1 { assembler.repair(.pointerUpAmbiguous) }
                if gone.isEmpty, let highest = group.ids.max() { gone = [highest] }
            }
            moves(group, except: Set(gone), emit: emit)
            for (row, id) in group.ids.enumerated() where gone.contains(id) {
                assembler.add(.int(id), .ended, at: group.points[row], source: group.sources[row], emit: emit)
            }
        case 1:  // UP
            let listed = Set(group.ids.map { TouchID.int($0) })
            let stale = assembler.aliveIDs.filter { !listed.contains($0) }
            if !stale.isEmpty { assembler.repair(.staleAtUp) }
            for id in stale {
                assembler.add(id, .cancelled, at: assembler.location(of: id) ?? .zero, emit: emit)
            }
            for (row, id) in group.ids.enumerated() {
                assembler.add(.int(id), .ended, at: group.points[row], source: group.sources[row], emit: emit)
            }
        case 3:  // CANCEL
            for id in assembler.aliveIDs {
                var at = assembler.location(of: id) ?? .zero
                var source: SampleSource?
                if case .int(let n) = id, let row = group.ids.firstIndex(of: n) {
                    at = group.points[row]
                    source = group.sources[row]
                }
                assembler.add(id, .cancelled, at: at, source: source, emit: emit)
            }
        default:
            assembler.repair(.nonTouchAction)
        }
        assembler.endEvent(emit: emit)
    }

    private func error(_ line: Int, _ column: Int, _ message: String) -> TraceError {
        TraceError(file: file, line: line, column: column, path: "", message: message)
    }
}
