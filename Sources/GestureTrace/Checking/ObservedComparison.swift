/// Compares a replay with what the real UIKit did, as `GestureTraceRecorder` observed it on a
/// device (`NAME.observed.jsonl` beside `NAME.json`, docs/RECORDER.md), or as a recognizer-state
/// log imported with `gesturetrace import recognizer-log` says.
///
/// The observed file holds records in the replay's own vocabulary (FORMAT §4) with `t` but no
/// `frame`: `action` (what a recognizer's target received), `control` (a control event),
/// `state` (a recognizer's state change, failures included: `setState:`) and `deliver` (only
/// for the responders the app reported), after an optional first line that says which kinds
/// the source observed (`{"type": "observing", "t": 0, "records": ["state"]}`). The replay is projected onto the records the device
/// could show and the model can speak about (`Projection`), then:
/// - `action`, `control` and `deliver` lines are compared in order, without times, as a
///   unified diff (a device's timer fires a few milliseconds after its due time, so times are
///   shown, not compared);
/// - `state` records are compared recognizer by recognizer, record by record
///   (`stateDisagreements`), each disagreement with its time, the recognizer and both states.
///
/// What the recording holds but the model cannot say is set aside, never reported as a
/// disagreement (issue 24: `check` must not report a disagreement the recording caused):
/// records of recognizers the scene lacks (UIKit's and SwiftUI's private ones) or declares as
/// placeholders (a `script` with no steps), and control events the model never sends for that
/// control's class (`ControlTracker.events(for:)`: a UISegmentedControl's or UIPageControl's
/// `valueChanged` …).
package enum ObservedComparison {
    /// One observed or replayed fact as a comparable line (`action singleTap recognized`) and
    /// its time.
    package struct Line: Equatable, Sendable {
        package enum Kind: String, Sendable, CaseIterable {
            case action, control, deliver, state
            /// The file's `observing` line: `text` lists the kinds it observed.
            case observing
        }
        package var text: String
        package var time: Double
        package var kind: Kind
        /// The recognizer, control or responder id.
        package var subject: String
        /// `state` lines: the states, UIKit's names (`ended` and `recognized` are one state).
        package var from = ""
        package var to = ""
        /// `control` lines: the event.
        package var event = ""

        package init(text: String, time: Double, kind: Kind = .action, subject: String = "") {
            self.text = text
            self.time = time
            self.kind = kind
            self.subject = subject
        }
    }

    /// Parses an observed JSONL file; errors name `file:line:column` and the key.
    package static func parse(_ bytes: [UInt8], file: String) throws(TraceError) -> [Line] {
        var lines: [Line] = []
        var lineNumber = 0
        var start = 0
        func parseLine(_ slice: ArraySlice<UInt8>) throws(TraceError) {
            lineNumber += 1
            if slice.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0d }) { return }
            let document: JSONDocument
            do throws(JSONSyntaxError) {
                document = try JSONDocument.parse(Array(slice))
            } catch {
                throw error.located(in: file, line: lineNumber)
            }
            let context = DecodingContext(document: document, file: file)
            func located(_ e: TraceError) -> TraceError {
                var e = e
                e.line = lineNumber
                return e
            }
            do throws(TraceError) {
                let fields = try context.object(
                    document.root, "an observed record",
                    keys: KeySet([
                        "type", "t", "frame", "recognizer", "state", "control", "event", "responder", "phase",
                        "touches", "delayed", "from", "to", "reason", "records",
                    ]))
                let type = try context.string(try context.required(fields, "type"))
                let t = try context.number(try context.required(fields, "t"))
                func text(_ key: String) throws(TraceError) -> String {
                    try context.string(try context.required(fields, key))
                }
                switch type {
                case "action":
                    let recognizer = try text("recognizer")
                    lines.append(
                        Line(
                            text: "action \(recognizer) \(try text("state"))", time: t, kind: .action,
                            subject: recognizer))
                case "control":
                    let control = try text("control")
                    var line = Line(
                        text: "control \(control) \(try text("event"))", time: t, kind: .control, subject: control)
                    line.event = try text("event")
                    lines.append(line)
                case "state":
                    let recognizer = try text("recognizer")
                    var line = Line(
                        text: "state \(recognizer) \(try text("from")) -> \(try text("to"))", time: t, kind: .state,
                        subject: recognizer)
                    for key in ["from", "to"] {
                        let node = try context.required(fields, key)
                        let value = try context.string(node)
                        guard stateNames.contains(value) else {
                            throw context.error(
                                node,
                                "unknown recognizer state \(context.quoted(node)); expected one of "
                                    + stateNames.joined(separator: ", "))
                        }
                        if key == "from" { line.from = value } else { line.to = value }
                    }
                    lines.append(line)
                case "observing":
                    var kinds: [String] = []
                    for node in try context.array(try context.required(fields, "records")) {
                        let kind = try context.string(node)
                        guard let k = Line.Kind(rawValue: kind), k != .observing else {
                            throw context.error(
                                node, "unknown record type '\(kind)'; expected one of action, control, state, deliver")
                        }
                        kinds.append(kind)
                    }
                    lines.append(Line(text: kinds.joined(separator: " "), time: t, kind: .observing))
                case "deliver":
                    var ids: [String] = []
                    if let list = fields["touches"] {
                        for id in try context.array(list) { ids.append(context.document.sourceText(id)) }
                    }
                    let responder = try text("responder")
                    lines.append(
                        Line(
                            text: "deliver \(responder) \(try text("phase")) [\(ids.joined(separator: ", "))]",
                            time: t, kind: .deliver, subject: responder))
                default:
                    throw context.error(
                        try context.required(fields, "type"),
                        "unknown observed record type '\(type)'; expected one of action, control, state, deliver, observing"
                    )
                }
            } catch {
                throw located(error)
            }
        }
        // Lines end as everywhere a position is reported (`TextPosition`: LF, CR or CR LF).
        var previous: UInt8 = 0
        for (i, byte) in bytes.enumerated() {
            if TextPosition.endsLine(byte, after: previous) {
                try parseLine(bytes[start..<i])
                start = i + 1
            } else if byte == TextPosition.lineFeed {
                start = i + 1  // the LF of a CR LF
            }
            previous = byte
        }
        if start < bytes.count { try parseLine(bytes[start...]) }
        return lines
    }

    /// UIKit's recognizer states as the observed file spells them (`UIGestureRecognizer.State`;
    /// `recognized` is `ended`'s other name, SEMANTICS §5.1).
    package static let stateNames = ["possible", "began", "changed", "ended", "recognized", "cancelled", "failed"]

    /// The replay's records projected onto what a device can observe and the model can say.
    package struct Projection {
        private let responders: Set<String>
        /// Recognizers whose states the observed file logs: only theirs are compared (a
        /// developer's logger may watch one class).
        private let loggedRecognizers: Set<String>
        /// Recognizer ids the model can speak about, and each control's class.
        private let modelledRecognizers: Set<String>
        private let controlClasses: [String: ViewClass]
        /// The kinds of record the device observed, so the replay's other kinds are not
        /// projected: an imported state log (`observing` `["state"]`) says nothing of actions.
        /// Without an `observing` line (a hand-written file): actions, control events, states
        /// when it has any, deliveries for the responders it names.
        private let covered: Set<Line.Kind>
        package private(set) var lines: [Line] = []
        /// The observed lines that are compared (the others are counted in `setAside`).
        package private(set) var observed: [Line] = []
        /// Why observed lines were set aside, with how many: shown with a disagreement.
        package private(set) var setAside: [(reason: String, count: Int)] = []

        /// `observed`: the device's lines; `scene`: the trace's scene, which says what the
        /// model can speak about.
        package init(observed all: [Line], scene: Scene) {
            var names: Set<String> = []
            var logged: Set<String> = []
            for line in all {
                if line.kind == .deliver { names.insert(line.subject) }
                if line.kind == .state { logged.insert(line.subject) }
            }
            responders = names
            loggedRecognizers = logged
            if let header = all.first(where: { $0.kind == .observing }) {
                covered = Set(header.text.split(separator: " ").compactMap { Line.Kind(rawValue: String($0)) })
            } else {
                covered = logged.isEmpty ? [.action, .control, .deliver] : [.action, .control, .deliver, .state]
            }
            var modelled: Set<String> = []
            for r in scene.recognizers {
                if case .script(_, let steps) = r.kind, steps.isEmpty { continue }
                modelled.insert(r.id)
            }
            modelledRecognizers = modelled
            var classes: [String: ViewClass] = [:]
            for v in scene.views where v.control != nil || v.viewClass.isControl { classes[v.id] = v.viewClass }
            controlClasses = classes
            var counts: [String: Int] = [:]
            var order: [String] = []
            for line in all where line.kind != .observing {
                guard let reason = setAsideReason(line) else {
                    observed.append(line)
                    continue
                }
                if counts[reason] == nil { order.append(reason) }
                counts[reason, default: 0] += 1
            }
            setAside = order.map { ($0, counts[$0] ?? 0) }
        }

        /// Why the model cannot speak about an observed line, or nil when it is compared.
        private func setAsideReason(_ line: Line) -> String? {
            switch line.kind {
            case .action, .state:
                guard modelledRecognizers.contains(line.subject) else {
                    return "records of \(line.subject), which the scene does not model"
                }
                return nil
            case .control:
                guard let viewClass = controlClasses[line.subject] else {
                    return "records of \(line.subject), which is not a control of the scene"
                }
                guard let event = ControlEvent(rawValue: line.event),
                    ControlTracker.events(for: viewClass).contains(event)
                else { return "\(line.event) of a \(viewClass.rawValue), which the model does not send" }
                return nil
            case .deliver, .observing:
                return nil
            }
        }

        package mutating func visit(_ record: Record) {
            switch record.body {
            case let .action(recognizer, state)
            where covered.contains(.action) && modelledRecognizers.contains(recognizer):
                lines.append(
                    Line(
                        text: "action \(recognizer) \(state.rawValue)", time: record.time, kind: .action,
                        subject: recognizer))
            case let .control(control, event, _) where covered.contains(.control):
                var line = Line(
                    text: "control \(control) \(event.rawValue)", time: record.time, kind: .control, subject: control)
                line.event = event.rawValue
                lines.append(line)
            case let .state(recognizer, from, to, _, _)
            where covered.contains(.state) && loggedRecognizers.contains(recognizer):
                var line = Line(
                    text: "state \(recognizer) \(from.rawValue) -> \(to.rawValue)", time: record.time, kind: .state,
                    subject: recognizer)
                line.from = from.rawValue
                line.to = to.rawValue
                lines.append(line)
            case let .deliver(responder, phase, touches, _, _)
            where covered.contains(.deliver) && responders.contains(responder):
                let ids = touches.map { touch -> String in
                    switch touch {
                    case .int(let v): return String(v)
                    case .string(let s): return "\"\(s)\""
                    }
                }
                lines.append(
                    Line(
                        text: "deliver \(responder) \(phase.rawValue) [\(ids.joined(separator: ", "))]",
                        time: record.time, kind: .deliver, subject: responder))
            default:
                break
            }
        }

        /// The comparison's report, or nil when the device and the replay agree: the unified
        /// diff of actions, control events and deliveries, then each state disagreement, then
        /// what was set aside.
        package func report(path: String) -> String? {
            let events = ObservedComparison.diff(
                observed: observed.filter { $0.kind != .state }, replayed: lines.filter { $0.kind != .state },
                path: path)
            let states = ObservedComparison.stateDisagreements(
                observed: observed.filter { $0.kind == .state }, replayed: lines.filter { $0.kind == .state })
            guard events != nil || !states.isEmpty else { return nil }
            var out = events ?? ""
            if !states.isEmpty {
                out += "recognizer states, record by record (device, replay):\n"
                out += states.map { "  " + $0 + "\n" }.joined()
            }
            for (reason, count) in setAside {
                out += "not compared: \(count) observed record\(count == 1 ? "" : "s"): \(reason)\n"
            }
            return out
        }
    }

    /// A unified diff from the device (`-`) to the replay (`+`), times left out; nil when
    /// they agree.
    package static func diff(observed: [Line], replayed: [Line], path: String) -> String? {
        let expected = observed.map { $0.text + "\n" }.joined()
        let actual = replayed.map { $0.text + "\n" }.joined()
        return LineDiff.unified(expected: expected, actual: actual, path: path) { _ in false }
    }

    /// The state changes of each recognizer on the device and in the replay, aligned record by
    /// record (Myers' diff over each recognizer's sequence of states entered), one line per
    /// disagreement: `t=0.352 tap: device possible -> failed, replay possible -> recognized
    /// (t=0.35)`. A change to `possible` (a reset, which the replay writes as a `reset` record)
    /// is not compared, and `ended` equals `recognized` (one UIKit state). Recognizers in the
    /// order they first appear, the device's first.
    package static func stateDisagreements(observed: [Line], replayed: [Line]) -> [String] {
        func entered(_ lines: [Line]) -> [String: [Line]] {
            var out: [String: [Line]] = [:]
            for line in lines where line.to != "possible" { out[line.subject, default: []].append(line) }
            return out
        }
        func key(_ line: Line) -> LineDiff.Line {
            LineDiff.Line(text: Substring(line.to == "recognized" ? "ended" : line.to), terminated: true)
        }
        func spell(_ line: Line) -> String { "\(line.from) -> \(line.to)" }
        let device = entered(observed)
        let replay = entered(replayed)
        var subjects: [String] = []
        for line in observed + replayed where !subjects.contains(line.subject) { subjects.append(line.subject) }
        var out: [String] = []
        for subject in subjects {
            let a = device[subject] ?? []
            let b = replay[subject] ?? []
            var deleted: [Line] = []
            var inserted: [Line] = []
            func flush() {
                for i in 0..<max(deleted.count, inserted.count) {
                    let d = i < deleted.count ? deleted[i] : nil
                    let r = i < inserted.count ? inserted[i] : nil
                    let time = d?.time ?? r?.time ?? 0
                    let deviceText = d.map(spell) ?? "(no change)"
                    let replayText = r.map { "\(spell($0)) (t=\(DecimalFormat.time($0.time)))" } ?? "(no change)"
                    out.append(
                        "t=\(DecimalFormat.time(time)) \(subject): device \(deviceText), replay \(replayText)")
                }
                deleted.removeAll()
                inserted.removeAll()
            }
            for op in LineDiff.diff(a.map(key), b.map(key)) {
                switch op {
                case .equal: flush()
                case .delete(let i): deleted.append(a[i])
                case .insert(let j): inserted.append(b[j])
                }
            }
            flush()
        }
        return out
    }
}
