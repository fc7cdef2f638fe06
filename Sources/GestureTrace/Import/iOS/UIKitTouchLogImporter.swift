/// Reads the `UITouchesEvent` descriptions that a breakpoint on `-[UIWindow sendEvent:]` prints
/// (IOS-INPUTS §3.2, §5.2) into trace events.
///
/// An event is `<UITouchesEvent: 0x…> timestamp: %g touches: {( <UITouch: 0x…> … )}`, spread
/// over lines and word-wrapped by whatever showed the log (sample 13); its touches are read by
/// their labels (`phase:`, `location in window:`), with or without the `;` separators of the
/// newer description. `%g` gives the event's timestamp only six significant digits, so with an
/// uptime over 100 000 s it is whole seconds: a full-precision timestamp printed on its own line
/// next to each event (the README's breakpoint recipe) is used instead when present, and each
/// event that had to keep the `%g` value is counted as a repair.
///
/// A finger is its `UITouch` object, "persistent throughout a multi-touch sequence" (doc D5);
/// a `Began` on an address already down is a new finger (addresses are reused). Stationary
/// touches are left out (FORMAT §3.1: listed touches are the ones that changed), and pointer
/// touches (`is pointer: YES`, indirect or pencil types) are skipped and counted.
package struct UIKitTouchLogImporter: TouchImporter {
    /// An event block longer than this many lines is reported unclosed.
    static let maxBlockLines = 10_000

    private let file: String
    private var assembler = TraceAssembler()
    /// The event block being read, and the line it started on.
    private var block: DumpLine?
    private var blockDepth = 0
    private var blockOpened = false
    private var blockLines = 0
    /// A full-precision timestamp seen on its own line and not yet used, with its line.
    private var pendingStamp: (value: Double, line: Int)?
    /// A parsed event waiting for a full-precision timestamp on a following line.
    private var waiting: ParsedEvent?
    /// Fingers down: UITouch address → trace id.
    private var fingers: [String: Int] = [:]
    private var lastLine = 0
    /// UITouchesEvent blocks read.
    private var eventsRead = 0

    private struct ParsedEvent {
        var coarse: Double
        var line: Int
        var touches: [(address: String, phase: TouchPhase, location: Point, force: Double?, source: SourcePosition)]
        /// Where the event's `timestamp:` value stands.
        var timeSource: SourcePosition
    }

    package init(file: String) {
        self.file = file
    }

    /// The figures, then what was mapped, assumed and dropped (IOS-INPUTS §10.5).
    package var summary: ImportSummary {
        var s = assembler.summary
        s.notes.append(
            "mapped: \(eventsRead) UITouchesEvent description\(eventsRead == 1 ? "" : "s"): each touch's phase and "
                + "location in window, its UITouch address as the finger")
        s.notes.append(
            "assumed: times from the full-precision 'timestamp:' lines, else the description's %g timestamp "
                + "(coarse ones are repairs); the first event is at t = 0")
        s.notes.append(
            "dropped: stationary touches (FORMAT §3.1), pointer and pencil touches, force, tap count, and every "
                + "other line of the log")
        return s
    }

    package mutating func consume(line: Substring, number: Int, emit: (InputEvent) -> Void) throws(TraceError) {
        lastLine = number
        if var b = block {
            b.append(line, number: number, column: 1)
            blockLines += 1
            blockDepth += Self.braceBalance(line)
            blockOpened = blockOpened || line.contains("{")
            if blockOpened && blockDepth <= 0 {
                block = nil
                try finishBlock(b, emit: emit)
            } else if blockLines > Self.maxBlockLines {
                throw b.error(file, 0, "the UITouchesEvent that starts here never closes with ')}'")
            } else {
                block = b
            }
            return
        }
        if let r = line.firstRange(ofText: "<UITouchesEvent") {
            let column = line.unicodeScalars.distance(from: line.startIndex, to: r.lowerBound) + 1
            var b = DumpLine()
            b.append(line, number: number, column: column)
            blockDepth = Self.braceBalance(line[r.lowerBound...])
            blockOpened = line[r.lowerBound...].contains("{")
            blockLines = 1
            if blockOpened && blockDepth <= 0 {
                try finishBlock(b, emit: emit)
            } else {
                block = b
            }
            return
        }
        if let stamp = Self.standaloneTimestamp(line) {
            if var w = waiting, Self.agrees(stamp, w.coarse) {
                waiting = nil
                w.coarse = stamp
                try emitEvent(w, time: stamp, precise: true, stampLine: number, emit: emit)
            } else {
                try flushWaiting(emit: emit)
                pendingStamp = (stamp, number)
            }
        }
    }

    package mutating func finish(emit: (InputEvent) -> Void) throws(TraceError) {
        if let b = block {
            throw b.error(file, 0, "the UITouchesEvent that starts here never closes with ')}'")
        }
        try flushWaiting(emit: emit)
        guard eventsRead > 0 else {
            throw TraceError(
                file: file, line: 0, column: 0, path: "",
                message: "no '<UITouchesEvent: 0x…> timestamp: … touches: {(…)}' found; expected the output of a "
                    + "breakpoint on -[UIWindow sendEvent:] with 'po $arg3'")
        }
        assembler.finish(line: lastLine, emit: emit)
    }

    /// `{` minus `}` in `text`: the event's touch set `{(…)}` closes when it returns to zero.
    static func braceBalance(_ text: Substring) -> Int {
        var n = 0
        for c in text.utf8 {
            if c == UInt8(ascii: "{") { n += 1 } else if c == UInt8(ascii: "}") { n -= 1 }
        }
        return n
    }

    /// A full-precision timestamp on a line of its own: LLDB's `(double) $1 = 179462.123456789`
    /// or `(double) 179462.123456789` (from `p (double)[(id)$arg3 timestamp]`), or
    /// `timestamp: 179462.123456` / `timestamp=…` (the README's recipe prints the first).
    static func standaloneTimestamp(_ line: Substring) -> Double? {
        var s = line.drop { $0 == " " || $0 == "\t" }
        while let l = s.last, l == " " || l == "\t" { s = s.dropLast() }
        if s.hasPrefix("(double)") {
            // `(double) $1 = 179462.1` (LLDB before 17) or `(double) 179462.1` (dwim-print).
            let rest = s.dropFirst(8)
            return DumpValue.number(String(rest.firstIndex(of: "=").map { rest[rest.index(after: $0)...] } ?? rest))
        }
        for prefix in ["timestamp:", "timestamp=", "timestamp ="] where s.hasPrefix(prefix) {
            return DumpValue.number(String(s.dropFirst(prefix.count)))
        }
        return nil
    }

    /// Whether a precise time rounds to the `%g` value printed in the event (six significant
    /// digits), so a timestamp line is never paired with the wrong event.
    static func agrees(_ precise: Double, _ coarse: Double) -> Bool {
        guard coarse != 0 else { return abs(precise) < 1e-5 }
        let exponent = (abs(coarse)).log10Floor
        let unit = pow10(exponent - 5)
        return abs(precise - coarse) <= unit * 0.5 + unit * 1e-6
    }

    static func pow10(_ n: Int) -> Double {
        var v = 1.0
        if n >= 0 { for _ in 0..<n { v *= 10 } } else { for _ in 0..<(-n) { v /= 10 } }
        return v
    }

    private mutating func flushWaiting(emit: (InputEvent) -> Void) throws(TraceError) {
        guard let w = waiting else { return }
        waiting = nil
        try emitEvent(w, time: w.coarse, precise: false, emit: emit)
    }

    private mutating func finishBlock(_ b: DumpLine, emit: (InputEvent) -> Void) throws(TraceError) {
        try flushWaiting(emit: emit)
        let event = try parse(b)
        eventsRead += 1
        if let stamp = pendingStamp, Self.agrees(stamp.value, event.coarse) {
            pendingStamp = nil
            try emitEvent(event, time: stamp.value, precise: true, stampLine: stamp.line, emit: emit)
        } else {
            pendingStamp = nil
            waiting = event
        }
    }

    /// `stampLine`: the line of the precise timestamp used, if any.
    private mutating func emitEvent(
        _ e: ParsedEvent, time: Double, precise: Bool, stampLine: Int? = nil, emit: (InputEvent) -> Void
    )
        throws(TraceError)
    {
        let changing = e.touches.filter { $0.phase != .stationary }
        guard !changing.isEmpty else { return }
        // A precise time comes from its own line (column 1: the line holds only the value).
        let timeSource = stampLine.map { SourcePosition(line: $0, column: 1) } ?? e.timeSource
        assembler.beginEvent(at: time, source: timeSource, emit: emit)
        if !precise { assembler.repair(.coarseTimestamp) }
        for t in changing {
            var id: Int
            if t.phase == .began || fingers[t.address] == nil {
                var used = Set(fingers.values)
                if t.phase == .began, let old = fingers[t.address] {
                    // A Began on an address that is down: the object was reused for a new finger
                    // (IOS-INPUTS §3.2); the old one is cancelled, and the new one takes another
                    // id so both fit in this event.
                    fingers[t.address] = nil
                    assembler.repair(.beganWhileAlive)
                    assembler.add(
                        .int(old), .cancelled, at: assembler.location(of: .int(old)) ?? t.location, emit: emit)
                    used.insert(old)
                }
                id = 1
                while used.contains(id) || assembler.isAlive(.int(id)) { id += 1 }
                fingers[t.address] = id
            } else {
                id = fingers[t.address] ?? 0
            }
            assembler.add(
                .int(id), t.phase, at: t.location, force: t.force, source: SampleSource(at: t.source), emit: emit)
            if t.phase == .ended || t.phase == .cancelled { fingers[t.address] = nil }
        }
    }

    /// Parses one event block: `<UITouchesEvent: 0x…> timestamp: G touches: {( touch… )}`.
    private func parse(_ b: DumpLine) throws(TraceError) -> ParsedEvent {
        let text = b.text
        guard let ts = Self.find(Array("timestamp:".unicodeScalars), in: text, from: 0) else {
            throw b.error(file, 0, "a UITouchesEvent without 'timestamp:'")
        }
        var k = ts + 10
        while k < text.count, DescriptionScanner.isSpace(text[k]) { k += 1 }
        var end = k
        while end < text.count, !DescriptionScanner.isSpace(text[end]) { end += 1 }
        guard let coarse = DumpValue.number(String(String.UnicodeScalarView(text[k..<end]))) else {
            throw b.error(file, k, "the event's timestamp is not a number")
        }
        var touches: [(address: String, phase: TouchPhase, location: Point, force: Double?, source: SourcePosition)] =
            []
        let marker = Array("<UITouch".unicodeScalars)
        var starts: [Int] = []
        var i = end
        while let s = Self.find(marker, in: text, from: i) {
            if s + marker.count < text.count, text[s + marker.count] == ":" || text[s + marker.count] == " " {
                starts.append(s)
            }
            i = s + marker.count
        }
        for (n, s) in starts.enumerated() {
            let stop = n + 1 < starts.count ? starts[n + 1] : text.count
            if let touch = try parseTouch(b, from: s, to: stop) {
                let at = b.location(s)
                touches.append(
                    (
                        touch.address, touch.phase, touch.location, touch.force,
                        SourcePosition(line: at.line, column: at.column)
                    ))
            }
        }
        let at = b.location(k)
        return ParsedEvent(
            coarse: coarse, line: b.firstLine, touches: touches,
            timeSource: SourcePosition(line: at.line, column: at.column))
    }

    /// One `<UITouch: 0x…> phase: … location in window: {x, y} …` (either description form).
    private func parseTouch(_ b: DumpLine, from s: Int, to stop: Int) throws(TraceError) -> (
        address: String, phase: TouchPhase, location: Point, force: Double?
    )? {
        let text = Array(b.text[s..<stop])
        let d: ObjCDescription
        do {
            d = try DescriptionScanner.scan(text, at: 0)
        } catch {
            throw b.error(file, s + error.index, "unreadable UITouch description: \(error.message)")
        }
        guard let address = d.address else { throw b.error(file, s, "a UITouch without an address") }
        let labels = Self.labels(text, from: d.end)
        guard let phaseText = labels["phase"] else { throw b.error(file, s, "a UITouch without 'phase:'") }
        if labels["is pointer"]?.hasPrefix("YES") == true { return nil }
        if let type = labels["type"], !type.hasPrefix("Direct") { return nil }
        let word = String(phaseText.prefix { $0.isLetter })
        let phase: TouchPhase
        switch word {
        case "Began": phase = .began
        case "Moved": phase = .moved
        case "Stationary": phase = .stationary
        case "Ended": phase = .ended
        case "Cancelled": phase = .cancelled
        default:
            if word.hasPrefix("Region") { return nil }  // pointer hover phases (IOS-INPUTS §3.2)
            throw b.error(
                file, s,
                "unknown touch phase '\(word)'; expected one of Began, Moved, Stationary, Ended, Cancelled")
        }
        guard let locationText = labels["location in window"].map({ $0.prefix { $0 != "}" } + "}" }),
            let v = DumpValue.numbers(String(locationText), open: "{", close: "}", count: 2),
            v.allSatisfy({ abs($0) <= 1e9 })
        else {
            throw b.error(file, s, "a UITouch without a readable 'location in window: {x, y}'")
        }
        let force = labels["force"].flatMap { DumpValue.number($0) }
        return (address, phase, Point(x: v[0], y: v[1]), force == 0 ? nil : force)
    }

    /// The labelled values after a touch's `>`: `label: value` pairs, values running to the next
    /// label, with nested `<…>` and `{…}` kept whole and `;` separators dropped.
    static func labels(_ text: [Unicode.Scalar], from start: Int) -> [String: String] {
        let known = [
            "previous location in window", "previous location in view", "location in window", "location in view",
            "type", "phase", "is pointer", "tap count", "force", "window", "view", "responder",
            "gesture recognizers",
        ]
        // Find each known label at nesting level 0, preceded by a space, ';' or the start.
        var found: [(at: Int, end: Int, name: String)] = []
        var depth = 0
        var i = start
        while i < text.count {
            let c = text[i]
            if c == "<" || c == "{" || c == "(" || c == "[" { depth += 1 }
            if c == ">" || c == "}" || c == ")" || c == "]" { depth = max(0, depth - 1) }
            if depth == 0, i == start || text[i - 1] == " " || text[i - 1] == ";" {
                for name in known {
                    let n = Array(name.unicodeScalars)
                    if i + n.count < text.count, Array(text[i..<(i + n.count)]) == n, text[i + n.count] == ":" {
                        found.append((i, i + n.count + 1, name))
                        i += n.count
                        break
                    }
                }
            }
            i += 1
        }
        var out: [String: String] = [:]
        for (k, f) in found.enumerated() {
            let stop = k + 1 < found.count ? found[k + 1].at : text.count
            var value = DescriptionScanner.trimmed(text, f.end, stop)
            while value.hasSuffix(";") || value.hasSuffix(")") && !value.hasPrefix("(") { value.removeLast() }
            out[f.name] = DescriptionScanner.trimmed(Array(value.unicodeScalars), 0, value.unicodeScalars.count)
        }
        return out
    }

    static func find(_ needle: [Unicode.Scalar], in text: [Unicode.Scalar], from: Int) -> Int? {
        guard needle.count <= text.count else { return nil }
        var i = from
        while i + needle.count <= text.count {
            if text[i] == needle[0], Array(text[i..<(i + needle.count)]) == needle { return i }
            i += 1
        }
        return nil
    }
}

extension Double {
    /// ⌊log10 |self|⌋ for a finite non-zero value, without Foundation.
    fileprivate var log10Floor: Int {
        var v = abs(self)
        var e = 0
        while v >= 10 {
            v /= 10
            e += 1
        }
        while v < 1 {
            v *= 10
            e -= 1
        }
        return e
    }
}
