/// Reads a log of gesture-recognizer state changes into observed `state` records (FORMAT §4's
/// vocabulary, the recorder's `.observed.jsonl` form) that `gesturetrace check` compares with
/// the replay record by record (`ObservedComparison`, docs/RECORDER.md, IOS-INPUTS §3.3).
///
/// Two kinds of line are read, anywhere in a console capture (other lines are dropped and
/// counted):
/// - **The recorder's own**: `gesturetrace state t=0.352 <id> <from> -> <to>`, printed by
///   `TraceRecorder` for every change; `t` is the trace's time, the ids the scene's. A line with
///   the marker that does not continue this way is an error, located at the token.
/// - **A developer's `setState:` logger**: a subclass overriding `state`'s setter or a swizzle of
///   `-[UIGestureRecognizer setState:]` that logs the recognizer and the state, in the forms such
///   loggers print (IOS-INPUTS §3.3): the recognizer as its description (`<UITapGestureRecognizer:
///   0x7fb1…; state = Possible; …>`), a short description (`<UIPanGestureRecognizer:0x7fb1…>`) or
///   its class alone (`UIPanGestureRecognizer began`); the state as a name (`began`, `BEGAN`,
///   `UIGestureRecognizerStateBegan`, `.began`), or as UIKit's raw value after a `state` word
///   (`setState: 3`, `set state : 3`, `state = 3`, `rawValue: 3`; 0 possible … 5 failed), or as
///   `from -> to`. A state inside the description (`state = Possible`) is used only when the line
///   names no other, since a logger may print the description before or after UIKit's setter.
///   The id is `<class>_0x<address>` as the recorder makes it (the class alone without an
///   address); times come from the console's clock (`2024-05-01 10:22:33.123456+0200 …` or
///   `10:22:33.123`), 0 at the first stamped line, or 0 throughout when no line is stamped.
///
/// With the scene's recognizer ids (`--scene`), a logged id that is not one of them is mapped to
/// the one with its address (`tap_7fb1…` from `import recursive-description`,
/// `UITapGestureRecognizer_0x7fb1…` from the recorder) or, for a class named alone, to the only
/// recognizer of that class; the summary lists what stayed unmapped (`check` sets those aside).
///
/// Only changes are kept: a line repeating its recognizer's last state (a pan set `changed` on
/// every move) is dropped and counted, since the replay records a state only when it changes.
package struct RecognizerLogImporter {
    /// What the import mapped, assumed and dropped, for the summary.
    package struct Report: Equatable, Sendable {
        package var recorderLines = 0
        package var loggerLines = 0
        package var recognizers: [String] = []
        /// Changes whose `from` was taken from the recognizer's previous line (or `possible`).
        package var fromAssumed = 0
        /// Recognizers named by class only (no address in the log).
        package var classOnly: [String] = []
        /// Whether times came from the console's clock, or were 0 for want of one.
        package var consoleClock = false
        package var unstamped = false
        /// Lines with no recognizer state, lines naming a recognizer but no state, and repeats.
        package var otherLines = 0
        package var recognizerWithoutState = 0
        package var repeats = 0
        /// With a scene: recognizers mapped to its ids by address or by class, and those left
        /// as logged (not in the scene).
        package var mappedByAddress = 0
        package var mappedByClass = 0
        package var notInScene: [String] = []
        package var withScene = false

        /// The summary printed on standard error after success (its lines, no final newline).
        package func text(source: String) -> String {
            let changes = recorderLines + loggerLines - repeats
            var out =
                "imported \(source): \(changes) state change\(changes == 1 ? "" : "s") of \(recognizers.count) recognizer\(recognizers.count == 1 ? "" : "s")"
            var forms: [String] = []
            if recorderLines > 0 { forms.append("\(recorderLines) in the recorder's form") }
            if loggerLines > 0 { forms.append("\(loggerLines) from setState: logger lines") }
            if !forms.isEmpty { out += " (" + forms.joined(separator: ", ") + " read)" }
            out += "\n"
            var assumed: [String] = []
            if consoleClock {
                assumed.append(
                    "times from the console's clock, 0 at its first stamped line (not the trace's clock; check shows times, it does not compare them)"
                )
            }
            if unstamped { assumed.append("t = 0 for logger lines without a timestamp") }
            if fromAssumed > 0 {
                assumed.append(
                    "the from-state of \(fromAssumed) change\(fromAssumed == 1 ? "" : "s") taken from the recognizer's previous line (possible at first)"
                )
            }
            if !classOnly.isEmpty {
                assumed.append(
                    "one recognizer per class where the log names no address: " + classOnly.joined(separator: ", "))
            }
            var mapped =
                "mapped: each line's recognizer (its address, else its class) and state as a 'state' record"
            if withScene {
                mapped += "; scene: \(recognizers.count - notInScene.count) of \(recognizers.count) recognizers found"
                if mappedByAddress > 0 { mapped += ", \(mappedByAddress) by address" }
                if mappedByClass > 0 { mapped += ", \(mappedByClass) as the only one of its class" }
                if !notInScene.isEmpty {
                    mapped += "; not in the scene (check sets them aside): " + notInScene.joined(separator: ", ")
                }
            }
            out += mapped + "\n"
            out +=
                "assumed: "
                + (assumed.isEmpty ? "nothing (the lines give times and both states)" : assumed.joined(separator: "; "))
                + "\n"
            var dropped: [String] = []
            if otherLines > 0 {
                dropped.append("\(otherLines) line\(otherLines == 1 ? "" : "s") without a recognizer state")
            }
            if recognizerWithoutState > 0 {
                dropped.append(
                    "\(recognizerWithoutState) line\(recognizerWithoutState == 1 ? "" : "s") naming a recognizer but no state"
                )
            }
            if repeats > 0 {
                dropped.append(
                    "\(repeats) repeated state\(repeats == 1 ? "" : "s") (no change; the replay records changes only)")
            }
            out += "dropped: " + (dropped.isEmpty ? "nothing" : dropped.joined(separator: "; ")) + "\n"
            return String(out.dropLast())  // the lines, without the last one's newline
        }
    }

    private let file: String
    package private(set) var report = Report()
    private var output: [UInt8] = []
    /// Each recognizer's last state.
    private var last: [String: String] = [:]
    /// The first console timestamp (seconds of the day) and the day offset for midnight.
    private var clockOrigin: Double?
    private var lastClock = 0.0
    private var dayOffset = 0.0

    /// The scene's recognizer ids by address (lowercase hex, no `0x`), and all of them.
    private let sceneIDs: Set<String>
    private let sceneByAddress: [String: [String]]
    /// Logged id → the id written (mapped once, at its first line).
    private var resolved: [String: String] = [:]

    /// `sceneRecognizers`: the ids of the scene the log belongs to, to map logged ids onto
    /// (empty: ids are written as logged).
    package init(file: String, sceneRecognizers: [String] = []) {
        self.file = file
        sceneIDs = Set(sceneRecognizers)
        var byAddress: [String: [String]] = [:]
        for id in sceneRecognizers {
            guard let address = Self.address(of: id) else { continue }
            byAddress[address, default: []].append(id)
        }
        sceneByAddress = byAddress
        report.withScene = !sceneRecognizers.isEmpty
    }

    /// The hex address an id ends with (`…_0x7fb1`, `…_7fb1`), lowercase, without `0x`.
    static func address(of id: String) -> String? {
        guard let underscore = id.lastIndex(of: "_") else { return nil }
        var hex = Substring(id[id.index(after: underscore)...])
        if hex.hasPrefix("0x") { hex = hex.dropFirst(2) }
        guard !hex.isEmpty, hex.unicodeScalars.allSatisfy({ hexDigit($0) != nil }) else { return nil }
        return hex.lowercased()
    }

    /// The id a logged recognizer is written under (see the type's note on `--scene`).
    private mutating func sceneID(_ logged: String) -> String {
        if let known = resolved[logged] { return known }
        var id = logged
        if !sceneIDs.isEmpty && !sceneIDs.contains(logged) {
            if let address = Self.address(of: logged), let matches = sceneByAddress[address], matches.count == 1 {
                id = matches[0]
                report.mappedByAddress += 1
            } else if Self.address(of: logged) == nil {
                let ofClass = sceneIDs.filter { $0.hasPrefix(logged + "_") }
                if ofClass.count == 1, let only = ofClass.first {
                    id = only
                    report.mappedByClass += 1
                } else {
                    report.notInScene.append(logged)
                }
            } else {
                report.notInScene.append(logged)
            }
        }
        resolved[logged] = id
        return id
    }

    /// The most lines read before the first that names a recognizer. A log is read as it
    /// arrives (an endless pipe has no size to check first) and other lines are dropped, so
    /// this is where an input that is no recognizer log stops being read: `yes | gesturetrace
    /// import recognizer-log -` read 4 GiB first (issue 25). A console capture names its first
    /// recognizer far sooner (a million lines is over 50 MB of console text); past it, a log
    /// is read to its end (DECISIONS "A recognizer log is read as it arrives").
    package static let maxLinesBeforeARecognizer = 1_000_000

    /// UIKit's `UIGestureRecognizer.State` raw values (0 possible … 5 failed).
    static let rawStates = ["possible", "began", "changed", "ended", "cancelled", "failed"]

    package mutating func consume(line: Substring, number: Int) throws(TraceError) {
        let s = Array(line.unicodeScalars)
        let file = self.file
        func error(_ index: Int, _ message: String) -> TraceError {
            TraceError(file: file, line: number, column: index + 1, path: "", message: message)
        }
        if let marker = Self.find("gesturetrace state ", in: s, from: 0) {
            try recorderLine(s, from: marker + 19, error: error)
            return
        }
        let time = clock(s)
        guard let (recognizer, classOnly, description) = Self.recognizer(in: s) else {
            report.otherLines += 1
            // Every line counts once, as a recorder line, a logger line, a line naming a
            // recognizer without a state, or another line: all of them other lines so far.
            if report.otherLines == number, number > Self.maxLinesBeforeARecognizer {
                throw error(
                    0,
                    "the first \(Self.maxLinesBeforeARecognizer) lines name no gesture recognizer: not a recognizer log "
                        + "(expected 'gesturetrace state t=… <id> <from> -> <to>' lines or a setState: logger's lines "
                        + "naming a recognizer; docs/RECORDER.md)")
            }
            return
        }
        var states = try Self.states(in: s, outside: description, error: error)
        if states.isEmpty, let d = description {
            states = Array(
                try Self.states(in: Array(s[d]), outside: nil, error: { i, m in error(d.lowerBound + i, m) }).suffix(1))
        }
        guard let to = states.last?.state else {
            report.recognizerWithoutState += 1
            return
        }
        var from: String? = nil
        if states.count >= 2, let arrow = states.last?.afterArrow, arrow {
            from = states[states.count - 2].state
        }
        if classOnly, !report.classOnly.contains(recognizer) { report.classOnly.append(recognizer) }
        if time == nil { report.unstamped = true } else { report.consoleClock = true }
        report.loggerLines += 1
        add(recognizer: recognizer, from: from, to: to, time: time ?? 0)
    }

    /// `t=0.352 <id> <from> -> <to>` after the marker.
    private mutating func recorderLine(
        _ s: [Unicode.Scalar], from start: Int, error: (Int, String) -> TraceError
    ) throws(TraceError) {
        var i = start
        func word() -> (text: String, at: Int) {
            while i < s.count && s[i] == " " { i += 1 }
            let at = i
            var text = ""
            while i < s.count && s[i] != " " && s[i] != "\t" && s[i] != "\r" {
                text.unicodeScalars.append(s[i])
                i += 1
            }
            return (text, at)
        }
        let t = word()
        guard t.text.hasPrefix("t="), let time = Double(t.text.dropFirst(2)), time.isFinite, time >= 0 else {
            throw error(t.at, "expected 't=<seconds>' after 'gesturetrace state', found '\(t.text)'")
        }
        let id = word()
        guard !id.text.isEmpty else { throw error(id.at, "expected a recognizer id after '\(t.text)'") }
        let from = word()
        let arrow = word()
        let to = word()
        for (w, what) in [(from, "from"), (to, "to")] where !ObservedComparison.stateNames.contains(w.text) {
            throw error(
                w.at,
                "unknown \(what)-state '\(w.text)'; expected one of "
                    + ObservedComparison.stateNames.joined(separator: ", "))
        }
        guard arrow.text == "->" else {
            throw error(arrow.at, "expected '->' between the states, found '\(arrow.text)'")
        }
        let rest = word()
        guard rest.text.isEmpty else { throw error(rest.at, "unexpected '\(rest.text)' after the state change") }
        report.recorderLines += 1
        add(recognizer: id.text, from: from.text, to: to.text, time: time)
    }

    private mutating func add(recognizer logged: String, from explicit: String?, to: String, time: Double) {
        if !report.recognizers.contains(logged) { report.recognizers.append(logged) }
        let recognizer = sceneID(logged)
        let previous = last[recognizer]
        if previous == to {
            report.repeats += 1
            return
        }
        if explicit == nil { report.fromAssumed += 1 }
        let from = explicit ?? previous ?? "possible"
        last[recognizer] = to
        output += Array("{\"type\": \"state\", \"t\": \(DecimalFormat.time(time)), \"recognizer\": ".utf8)
        ImportedTraceWriter.appendString(recognizer, to: &output)
        output += Array(", \"from\": \"\(from)\", \"to\": \"\(to)\"}\n".utf8)
    }

    /// The observed file; an error when the log held no state change at all.
    package func finish() throws(TraceError) -> [UInt8] {
        guard !output.isEmpty || report.repeats > 0 else {
            throw TraceError(
                file: file, line: 1, column: 1, path: "",
                message:
                    "no recognizer state change found: expected 'gesturetrace state t=… <id> <from> -> <to>' lines (TraceRecorder) or a setState: logger's lines naming a recognizer and a state (docs/RECORDER.md)"
            )
        }
        // A state log observes states only: check compares nothing else against it.
        return Array("{\"type\": \"observing\", \"t\": 0, \"records\": [\"state\"]}\n".utf8) + output
    }

    // MARK: - Reading a logger line

    /// The console's time of day at the start of the line (`2024-05-01 10:22:33.123456+0200` or
    /// `10:22:33.123`), relative to the first stamped line; nil when the line has none.
    private mutating func clock(_ s: [Unicode.Scalar]) -> Double? {
        var i = 0
        while i < s.count && s[i] == " " { i += 1 }
        func digits(_ n: Int) -> Int? {
            guard i + n <= s.count else { return nil }
            var v = 0
            for k in i..<(i + n) {
                guard let d = Self.digit(s[k]) else { return nil }
                v = v * 10 + d
            }
            i += n
            return v
        }
        func expect(_ c: Unicode.Scalar) -> Bool {
            guard i < s.count, s[i] == c else { return false }
            i += 1
            return true
        }
        let save = i
        if digits(4) != nil, expect("-"), digits(2) != nil, expect("-"), digits(2) != nil, expect(" ") {
        } else {
            i = save
        }
        guard let h = digits(2), expect(":"), let m = digits(2), expect(":"), let sec = digits(2) else { return nil }
        var seconds = Double(h * 3600 + m * 60 + sec)
        if expect(".") {
            var scale = 0.1
            while i < s.count, let d = Self.digit(s[i]) {
                seconds += Double(d) * scale
                scale /= 10
                i += 1
            }
        }
        // A log that runs past midnight: the clock jumps back by most of a day.
        if clockOrigin != nil, seconds + dayOffset < lastClock - 43_200 { dayOffset += 86_400 }
        seconds += dayOffset
        lastClock = seconds
        let origin = clockOrigin ?? seconds
        clockOrigin = origin
        return seconds - origin
    }

    /// The recognizer the line names: a description `<Class: 0x…` or `<Class:0x…>` (id
    /// `Class_0x…`, lowercase hex; with the description's extent) whose class says it is one
    /// (`…Recognizer`, `…Gesture…`), or the first description when the line speaks of a state
    /// or a recognizer (`FAILED recognizer: <MyApp.Wiggle:0x…>`: an app's class named otherwise); else a class name ending in `Recognizer` (id the class
    /// name, `classOnly`). A view's description (`added to <UIView: 0x…>`) is not a recognizer.
    static func recognizer(in s: [Unicode.Scalar]) -> (id: String, classOnly: Bool, description: Range<Int>?)? {
        let found = descriptions(in: s)
        if let named = found.first(where: {
            $0.name.hasSuffix("Recognizer") || find("Gesture", in: Array($0.name.unicodeScalars), from: 0) != nil
        }) {
            return ("\(named.name)_0x\(named.hex)", false, named.range)
        }
        let speaksOfRecognizers = words(in: s).contains {
            $0.hasSuffix("state") || $0 == "recognizer" || $0 == "gesture"
        }
        if speaksOfRecognizers, let first = found.first { return ("\(first.name)_0x\(first.hex)", false, first.range) }
        // A class name alone.
        var i = 0
        while i < s.count {
            guard isNameScalar(s[i]), i == 0 || !isNameScalar(s[i - 1]) else {
                i += 1
                continue
            }
            var name = ""
            while i < s.count, isNameScalar(s[i]) {
                name.unicodeScalars.append(s[i])
                i += 1
            }
            if name.hasSuffix("Recognizer") && name.count > "Recognizer".count { return (name, true, nil) }
        }
        return nil
    }

    /// The lowercased words (letters only) of a line.
    private static func words(in s: [Unicode.Scalar]) -> [String] {
        var out: [String] = []
        var word = ""
        for c in s {
            if isLetter(c) {
                word.unicodeScalars.append(c)
            } else if !word.isEmpty {
                out.append(word.lowercased())
                word = ""
            }
        }
        if !word.isEmpty { out.append(word.lowercased()) }
        return out
    }

    /// Every object description `<Name: 0xHEX …>` or `<Name:0xHEX>` of a line, with its extent
    /// (to the matching `>`).
    private static func descriptions(in s: [Unicode.Scalar]) -> [(name: String, hex: String, range: Range<Int>)] {
        var out: [(name: String, hex: String, range: Range<Int>)] = []
        var i = 0
        while i < s.count {
            if s[i] == "<" {
                var k = i + 1
                var name = ""
                while k < s.count, isNameScalar(s[k]) {
                    name.unicodeScalars.append(s[k])
                    k += 1
                }
                if !name.isEmpty, k < s.count, s[k] == ":" {
                    k += 1
                    while k < s.count && s[k] == " " { k += 1 }
                    if k + 2 < s.count, s[k] == "0", s[k + 1] == "x" || s[k + 1] == "X" {
                        k += 2
                        var hex = ""
                        while k < s.count, let v = hexDigit(s[k]) {
                            hex.unicodeScalars.append(v)
                            k += 1
                        }
                        if !hex.isEmpty {
                            // The description runs to its matching '>'.
                            var depth = 1
                            var end = k
                            while end < s.count && depth > 0 {
                                if s[end] == "<" { depth += 1 }
                                if s[end] == ">" { depth -= 1 }
                                end += 1
                            }
                            out.append((name, hex, i..<end))
                        }
                    }
                }
            }
            i += 1
        }
        return out
    }

    /// The states the line names outside `outside`, in order, each with whether `->` or `→`
    /// stands just before it. A raw value outside 0…5 after a `state` word is an error.
    static func states(
        in s: [Unicode.Scalar], outside: Range<Int>?, error: (Int, String) -> TraceError
    ) throws(TraceError) -> [(state: String, afterArrow: Bool)] {
        var out: [(state: String, afterArrow: Bool)] = []
        var i = 0
        var previousWord = ""
        var arrow = false
        /// Whether the last state was a raw value: after an arrow, a bare number is one too
        /// (`state: 0 -> 1`).
        var numeric = false
        while i < s.count {
            if let o = outside, o.contains(i) {
                i = o.upperBound
                previousWord = ""
                continue
            }
            let c = s[i]
            if c == "-", i + 1 < s.count, s[i + 1] == ">" {
                arrow = true
                i += 2
                continue
            }
            if c == "→" {
                arrow = true
                i += 1
                continue
            }
            if isLetter(c) {
                var word = ""
                while i < s.count, isLetter(s[i]) {
                    word.unicodeScalars.append(s[i])
                    i += 1
                }
                let lower = word.lowercased()
                var name = lower
                if name.hasPrefix("uigesturerecognizerstate") { name = String(name.dropFirst(24)) }
                if name == "canceled" { name = "cancelled" }
                if ObservedComparison.stateNames.contains(name) {
                    out.append((name, arrow))
                    arrow = false
                    numeric = false
                }
                previousWord = lower
                continue
            }
            if let _ = digit(c) {
                let start = i
                var value = 0
                while i < s.count, let d = digit(s[i]) {
                    value = value &* 10 &+ d
                    i += 1
                }
                let stateWord =
                    previousWord.hasSuffix("state") || previousWord == "rawvalue" || (arrow && numeric)
                // Not part of a longer token (an address, a decimal).
                let standalone = (start == 0 || !isNameScalar(s[start - 1])) && (i >= s.count || !isNameScalar(s[i]))
                if stateWord && standalone {
                    guard value < rawStates.count else {
                        throw error(
                            start,
                            "recognizer state \(value) is not a UIGestureRecognizer.State (0 possible … 5 failed)")
                    }
                    out.append((rawStates[value], arrow))
                    arrow = false
                    numeric = true
                }
                previousWord = ""
                continue
            }
            // Punctuation between a state word and its value (`setState: 3`, `state = 3`,
            // `rawValue: 3`) keeps the word; anything else forgets it.
            if !(c == " " || c == ":" || c == "=" || c == "(" || c == "\t") { previousWord = "" }
            i += 1
        }
        return out
    }

    private static func find(_ needle: String, in s: [Unicode.Scalar], from start: Int) -> Int? {
        let n = Array(needle.unicodeScalars)
        guard n.count <= s.count else { return nil }
        var i = start
        while i + n.count <= s.count {
            var k = 0
            while k < n.count && s[i + k] == n[k] { k += 1 }
            if k == n.count { return i }
            i += 1
        }
        return nil
    }

    private static func digit(_ c: Unicode.Scalar) -> Int? {
        c.value >= 48 && c.value <= 57 ? Int(c.value - 48) : nil
    }

    /// A hex digit, lowercased.
    private static func hexDigit(_ c: Unicode.Scalar) -> Unicode.Scalar? {
        switch c.value {
        case 48...57, 97...102: return c
        case 65...70: return Unicode.Scalar(c.value + 32)
        default: return nil
        }
    }

    private static func isLetter(_ c: Unicode.Scalar) -> Bool {
        (c.value >= 65 && c.value <= 90) || (c.value >= 97 && c.value <= 122)
    }

    /// Letters, digits, `_` and `.` (a Swift class's `Module.Name`).
    private static func isNameScalar(_ c: Unicode.Scalar) -> Bool {
        isLetter(c) || digit(c) != nil || c == "_" || c == "."
    }
}
