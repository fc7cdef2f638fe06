/// Imports `adb shell getevent -lt` logs of a multi-touch screen (Linux multi-touch protocol B).
///
/// Lines look like `[   12345.678901] /dev/input/event2: EV_ABS ABS_MT_SLOT 00000001`; the
/// device prefix is optional, and numeric types and codes (`getevent -t`: `0003 0035 …`) are
/// read too. Values are hexadecimal, 32-bit two's complement (`ffffffff` is -1).
///
/// Protocol B (kernel `Documentation/input/multi-touch-protocol.rst`): `ABS_MT_SLOT` selects a
/// slot; in it `ABS_MT_TRACKING_ID` starts a contact (a new id) or lifts it (-1), and
/// `ABS_MT_POSITION_X/Y` move it. Values persist per slot and are only sent when they change,
/// so a contact starting where the slot's previous one was reports no position: the slot's
/// last position is used. `EV_SYN SYN_REPORT` ends a frame: it becomes one event if anything
/// changed. The slot number is the touch id.
///
/// Other rules:
/// - The first device that reports an `ABS_MT_` code is the touch screen; lines of other
///   devices are ignored. Indented lines and `add device`/`could not` lines (getevent's device
///   listing) are skipped; from a `getevent -lp` listing the axis maxima are read.
/// - `SYN_DROPPED` means the kernel lost events: everything up to the next `SYN_REPORT` is
///   discarded, as the kernel documentation asks, and counted (`eventsDropped`).
/// - `SYN_MT_REPORT` (protocol A) is an error: that protocol carries no finger identity.
/// - A frame not closed by `SYN_REPORT` at the end of the log is written at its last time.
package struct GeteventImporter: TouchImporter {
    /// How raw axis values become points.
    package enum Mapping: Sendable, Equatable {
        /// points = raw ÷ scale.
        case scale(Double)
        /// points = raw × size ÷ (maximum + 1), Android's InputReader rule for an axis whose
        /// minimum is 0. A `nil` maximum is read from a `getevent -p` listing in the log.
        case axes(maxX: Int?, maxY: Int?, width: Double, height: Double)
    }

    private struct Slot {
        var x = 0
        var y = 0
        var hasPosition = false
        var positionChanged = false
        /// The contact alive at the frame's start ends in this frame.
        var endOld = false
        /// A new contact starts in this frame.
        var beginNew = false
        /// The new contact also lifts in this frame.
        var endNew = false
        var contact: Int?
        /// Where the tracking id, X and Y last set stand in the input, for a broken limit.
        var contactSource: SourcePosition?
        var xSource: SourcePosition?
        var ySource: SourcePosition?
    }

    private let file: String
    private var mapping: Mapping
    private var assembler = TraceAssembler()
    private var slots: [Int: Slot] = [:]
    private var slot = 0
    private var device: Substring?
    private var frameDirty = false
    private var frameLine = 0
    private var lastTime: Double?
    /// Where `lastTime` stands in the input.
    private var lastTimeSource = SourcePosition(line: 0, column: 1)
    private var dropping = false
    private var lastLine = 0

    /// - Parameters:
    ///   - file: the file name used in errors.
    ///   - mapping: how raw axis values become points.
    package init(file: String, mapping: Mapping) {
        self.file = file
        self.mapping = mapping
    }

    /// The figures, then what was mapped, assumed and dropped (IOS-INPUTS §10.5).
    package var summary: ImportSummary {
        var s = assembler.summary
        s.notes.append(
            "mapped: the touch screen's ABS_MT_SLOT, ABS_MT_TRACKING_ID, ABS_MT_POSITION_X/Y and SYN_REPORT "
                + "(multi-touch protocol B): a slot is a touch, a report an event"
                + (device.map { " (\($0))" } ?? ""))
        let axes: String
        switch mapping {
        case .scale(let scale):
            axes = "\(DecimalFormat.coordinate(scale)) raw units per point (--scale)"
        case .axes(let maxX, let maxY, let width, let height):
            axes =
                "raw 0…\(maxX.map(String.init) ?? "?") × 0…\(maxY.map(String.init) ?? "?") stretched to the "
                + "\(DecimalFormat.coordinate(width))×\(DecimalFormat.coordinate(height)) pt screen"
        }
        s.notes.append("assumed: " + axes + "; the first event is at t = 0")
        s.notes.append(
            "dropped: other devices' lines, other ABS_MT codes (pressure, touch size, orientation), keys and "
                + "buttons; frames after SYN_DROPPED until the next report (repairs)")
        return s
    }

    package mutating func consume(line: Substring, number: Int, emit: (InputEvent) -> Void) throws(TraceError) {
        lastLine = number
        guard let first = line.first else { return }
        if first == " " || first == "\t" {
            readAxisListing(line)
            return
        }
        if line.hasPrefix("add device") || line.hasPrefix("could not") { return }
        var rest = line[...]
        var time: Double?
        var timeSource = SourcePosition(line: number, column: 2)
        if first == "[" {
            guard let close = rest.firstIndex(of: "]") else {
                throw error(number, 1, "timestamp has no closing ']'")
            }
            let stamp = rest[rest.index(after: rest.startIndex)..<close].trimmingSpaces
            guard let t = NumberText.double(stamp), t.isFinite else {
                throw error(number, 2, "'\(stamp)' is not a timestamp in seconds")
            }
            time = t
            timeSource.column = column(of: stamp.startIndex, in: line)
            rest = rest[rest.index(after: close)...]
        }
        rest = rest.trimmingSpaces
        var lineDevice: Substring?
        if rest.hasPrefix("/dev/") {
            guard let colon = rest.firstIndex(of: ":") else {
                throw error(number, column(of: rest.startIndex, in: line), "device name has no ':'")
            }
            lineDevice = rest[..<colon]
            rest = rest[rest.index(after: colon)...].trimmingSpaces
        }
        let tokens = rest.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard tokens.count == 3 else {
            throw error(
                number, column(of: rest.startIndex, in: line),
                "expected 'TYPE CODE VALUE' as 'getevent -lt' prints it, found '\(rest)'")
        }
        guard let time else {
            throw error(number, 1, "line has no '[ seconds ]' timestamp; record with 'getevent -lt'")
        }
        let type = Self.type(tokens[0])
        let code = Self.code(tokens[1], type: type)
        if type == 3, (0x2f...0x3d).contains(code ?? -1), device == nil { device = lineDevice }
        if let lineDevice, let device, lineDevice != device { return }
        func value() throws(TraceError) -> Int {
            guard let raw = UInt32(tokens[2], radix: 16) else {
                throw error(
                    number, column(of: tokens[2].startIndex, in: line), "'\(tokens[2])' is not a hexadecimal value")
            }
            return Int(Int32(bitPattern: raw))
        }
        switch (type, code) {
        case (0, 0):  // SYN_REPORT
            if dropping {
                dropping = false
                resetFrame()
                return
            }
            try syn(at: time, source: timeSource, emit: emit)
        case (0, 2):  // SYN_MT_REPORT
            throw error(
                number, column(of: tokens[1].startIndex, in: line),
                "SYN_MT_REPORT is multi-touch protocol A, which has no finger identity; "
                    + "only protocol B (ABS_MT_SLOT) is supported")
        case (0, 3):  // SYN_DROPPED
            if !dropping {
                assembler.beginEvent(at: time, source: timeSource, emit: emit)
                assembler.repair(.eventsDropped)
            }
            dropping = true
        case (3, 0x2f):  // ABS_MT_SLOT
            let v = try value()
            guard v >= 0 else { throw error(number, column(of: tokens[2].startIndex, in: line), "negative slot \(v)") }
            if !dropping { slot = v }
        case (3, 0x39):  // ABS_MT_TRACKING_ID
            let v = try value()
            if dropping { return }
            touchFrame(time: time, source: timeSource)
            var s = slots[slot] ?? Slot()
            let at = SourcePosition(line: number, column: column(of: tokens[2].startIndex, in: line))
            if v < 0 {
                if s.beginNew {
                    s.endNew = true
                } else if s.contact != nil {
                    s.endOld = true
                }
                s.contact = nil
            } else if s.contact != v {
                if s.contact != nil && !s.beginNew { s.endOld = true }
                s.beginNew = true
                s.endNew = false
                s.contact = v
                s.contactSource = at
            }
            slots[slot] = s
        case (3, 0x35), (3, 0x36):  // ABS_MT_POSITION_X, ABS_MT_POSITION_Y
            let v = try value()
            if dropping { return }
            touchFrame(time: time, source: timeSource)
            var s = slots[slot] ?? Slot()
            let at = SourcePosition(line: number, column: column(of: tokens[2].startIndex, in: line))
            if code == 0x35 {
                s.x = v
                s.xSource = at
            } else {
                s.y = v
                s.ySource = at
            }
            s.hasPosition = true
            s.positionChanged = true
            slots[slot] = s
        default:
            return  // other codes (pressure, touch major, keys, …) do not change positions
        }
    }

    package mutating func finish(emit: (InputEvent) -> Void) throws(TraceError) {
        if frameDirty, !dropping, let lastTime {
            try syn(at: lastTime, source: lastTimeSource, emit: emit)
        }
        assembler.finish(line: lastLine, emit: emit)
        guard assembler.summary.events > 0 else {
            throw error(max(lastLine, 1), 1, "no touches in the input (no ABS_MT_TRACKING_ID followed by SYN_REPORT)")
        }
    }

    private mutating func touchFrame(time: Double, source: SourcePosition) {
        if !frameDirty { frameLine = source.line }
        frameDirty = true
        lastTime = time
        lastTimeSource = source
    }

    private mutating func resetFrame() {
        frameDirty = false
        for key in slots.keys {
            slots[key]?.endOld = false
            slots[key]?.beginNew = false
            slots[key]?.endNew = false
            slots[key]?.positionChanged = false
        }
    }

    /// Writes the frame ending at a SYN_REPORT at `time`, whose timestamp stands at `source`.
    private mutating func syn(at time: Double, source: SourcePosition, emit: (InputEvent) -> Void) throws(TraceError) {
        guard frameDirty else { return }
        // Repairs name the frame's first line; a time out of range, the timestamp used.
        assembler.beginEvent(at: time, source: source, emit: emit)
        let before = assembler.summary.events
        var wrote = false
        for key in slots.keys.sorted() {
            guard let s = slots[key] else { continue }
            let id = TouchID.int(key)
            let point = try self.point(s, line: frameLine)
            // A value never sent in this slot (a contact starting where the previous one was)
            // is located at the contact's tracking id, or the frame's timestamp.
            let contactAt = s.contactSource ?? source
            let sampleSource = SampleSource(finger: contactAt, x: s.xSource ?? contactAt, y: s.ySource ?? contactAt)
            if s.endOld, let last = assembler.location(of: id) {
                // The contact ends where it was last written: a position in this frame
                // belongs to the slot's new contact, if there is one.
                assembler.add(id, .ended, at: s.beginNew ? last : point, source: sampleSource, emit: emit)
                wrote = true
            }
            if s.beginNew {
                if !s.hasPosition { assembler.repair(.positionUnknown) }
                assembler.add(id, .began, at: point, source: sampleSource, emit: emit)
                if s.endNew { assembler.add(id, .ended, at: point, source: sampleSource, emit: emit) }
                wrote = true
            } else if s.positionChanged, !s.endOld, let last = assembler.location(of: id),
                (last.x * 1000).rounded() != (point.x * 1000).rounded()
                    || (last.y * 1000).rounded() != (point.y * 1000).rounded()
            {
                assembler.add(id, .moved, at: point, source: sampleSource, emit: emit)
                wrote = true
            }
        }
        assembler.endEvent(emit: emit)
        if !wrote && assembler.summary.events == before { assembler.noteUnchangedFrame() }
        resetFrame()
    }

    private func point(_ s: Slot, line: Int) throws(TraceError) -> Point {
        switch mapping {
        case .scale(let scale):
            return Point(x: Double(s.x) / scale, y: Double(s.y) / scale)
        case .axes(let maxX, let maxY, let width, let height):
            guard let maxX, let maxY else {
                throw error(
                    line, 1,
                    "the axis maxima are unknown: pass --max-x and --max-y (from 'adb shell getevent -lp'), or --scale")
            }
            return Point(x: Double(s.x) * width / Double(maxX + 1), y: Double(s.y) * height / Double(maxY + 1))
        }
    }

    /// Reads `ABS_MT_POSITION_X : value 0, min 0, max 1079, …` from a `getevent -lp` listing
    /// when the maxima were not given.
    private mutating func readAxisListing(_ line: Substring) {
        guard case .axes(var maxX, var maxY, let width, let height) = mapping else { return }
        let isX = line.contains(text: "ABS_MT_POSITION_X") || line.contains(text: "0035  :")
        let isY = line.contains(text: "ABS_MT_POSITION_Y") || line.contains(text: "0036  :")
        guard isX || isY, let range = line.firstRange(ofText: "max ") else { return }
        let digits = line[range.upperBound...].prefix { $0.isNumber }
        guard let v = Int(digits), v > 0 else { return }
        if isX, maxX == nil { maxX = v }
        if isY, maxY == nil { maxY = v }
        mapping = .axes(maxX: maxX, maxY: maxY, width: width, height: height)
    }

    /// An event type by name or hex number: 0 EV_SYN, 3 EV_ABS, -1 other.
    static func type(_ token: Substring) -> Int {
        switch token {
        case "EV_SYN": return 0
        case "EV_ABS": return 3
        default: return token.hasPrefix("EV_") ? -1 : Int(token, radix: 16) ?? -1
        }
    }

    /// An event code by name or hex number, for the codes the importer reads.
    static func code(_ token: Substring, type: Int) -> Int? {
        switch token {
        case "SYN_REPORT": return 0
        case "SYN_MT_REPORT": return 2
        case "SYN_DROPPED": return 3
        case "ABS_MT_SLOT": return 0x2f
        case "ABS_MT_POSITION_X": return 0x35
        case "ABS_MT_POSITION_Y": return 0x36
        case "ABS_MT_TRACKING_ID": return 0x39
        default:
            if token.hasPrefix("ABS_MT_") { return 0x30 }  // another MT axis: not read
            return Int(token, radix: 16)
        }
    }

    private func column(of index: Substring.Index, in line: Substring) -> Int {
        line.unicodeScalars.distance(from: line.startIndex, to: index) + 1
    }

    private func error(_ line: Int, _ column: Int, _ message: String) -> TraceError {
        TraceError(file: file, line: line, column: column, path: "", message: message)
    }
}

extension Substring {
    /// The text without leading and trailing spaces and tabs.
    fileprivate var trimmingSpaces: Substring {
        var s = self
        while let f = s.first, f == " " || f == "\t" { s.removeFirst() }
        while let l = s.last, l == " " || l == "\t" { s.removeLast() }
        return s
    }
}
