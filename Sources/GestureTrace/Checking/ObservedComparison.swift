/// Compares a replay with what the real UIKit did, as `GestureTraceRecorder` observed it on a
/// device (`NAME.observed.jsonl` beside `NAME.json`, docs/RECORDER.md).
///
/// The observed file holds records in the replay's own vocabulary (FORMAT §4) with `t` but no
/// `frame`: `action` (what a recognizer's target received), `control` (a control event) and
/// `deliver` (only for the responders the app reported). The device shows nothing else (no
/// failures, no waits), so the replay is projected onto the same records before comparing:
/// every `action` and `control`, and `deliver` only for responders the observed file names.
/// Lines are compared without times, in order, as a unified diff; a device's timer fires a
/// few milliseconds after its due time, so times are shown, not compared.
package enum ObservedComparison {
    /// One observed or replayed fact as a comparable line (`action singleTap recognized`) and
    /// its time.
    package struct Line: Equatable, Sendable {
        package var text: String
        package var time: Double
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
                throw TraceError(
                    file: file, line: lineNumber, column: error.column, path: error.path, message: error.message)
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
                        "touches", "delayed",
                    ]))
                let type = try context.string(try context.required(fields, "type"))
                let t = try context.number(try context.required(fields, "t"))
                func text(_ key: String) throws(TraceError) -> String {
                    try context.string(try context.required(fields, key))
                }
                switch type {
                case "action":
                    lines.append(Line(text: "action \(try text("recognizer")) \(try text("state"))", time: t))
                case "control":
                    lines.append(Line(text: "control \(try text("control")) \(try text("event"))", time: t))
                case "deliver":
                    var ids: [String] = []
                    if let list = fields["touches"] {
                        for id in try context.array(list) { ids.append(context.document.sourceText(id)) }
                    }
                    lines.append(
                        Line(
                            text:
                                "deliver \(try text("responder")) \(try text("phase")) [\(ids.joined(separator: ", "))]",
                            time: t))
                default:
                    throw context.error(
                        try context.required(fields, "type"),
                        "unknown observed record type '\(type)'; expected one of action, control, deliver")
                }
            } catch {
                throw located(error)
            }
        }
        for (i, byte) in bytes.enumerated() where byte == 0x0a {
            try parseLine(bytes[start..<i])
            start = i + 1
        }
        if start < bytes.count { try parseLine(bytes[start...]) }
        return lines
    }

    /// The replay's records projected onto what a device can observe.
    package struct Projection {
        private let responders: Set<String>
        package private(set) var lines: [Line] = []

        /// `observed`: the device's lines; `deliver` records are kept only for the responders
        /// named there.
        package init(observed: [Line]) {
            var names: Set<String> = []
            for line in observed where line.text.hasPrefix("deliver ") {
                names.insert(String(line.text.dropFirst(8).prefix { $0 != " " }))
            }
            responders = names
        }

        package mutating func visit(_ record: Record) {
            switch record.body {
            case let .action(recognizer, state):
                lines.append(Line(text: "action \(recognizer) \(state.rawValue)", time: record.time))
            case let .control(control, event):
                lines.append(Line(text: "control \(control) \(event.rawValue)", time: record.time))
            case let .deliver(responder, phase, touches, _) where responders.contains(responder):
                let ids = touches.map { touch -> String in
                    switch touch {
                    case .int(let v): return String(v)
                    case .string(let s): return "\"\(s)\""
                    }
                }
                lines.append(
                    Line(
                        text: "deliver \(responder) \(phase.rawValue) [\(ids.joined(separator: ", "))]",
                        time: record.time))
            default:
                break
            }
        }
    }

    /// A unified diff from the device (`-`) to the replay (`+`), times left out; nil when
    /// they agree.
    package static func diff(observed: [Line], replayed: [Line], path: String) -> String? {
        let expected = observed.map { $0.text + "\n" }.joined()
        let actual = replayed.map { $0.text + "\n" }.joined()
        return LineDiff.unified(expected: expected, actual: actual, path: path) { _ in false }
    }
}
