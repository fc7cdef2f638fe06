@testable import GestureTrace

/// A structural checker for imported events, independent of the engine's decoder (which is
/// written in parallel): what FORMAT §3.1 requires of an event list.
///
/// Returns human sentences, empty when the events are valid: times start at 0 and never
/// decrease, no finger appears twice in one event, `began` only for a finger that is up, every
/// other phase only for one that is down, no event without touches, and no finger left down.
enum TraceStructure {
    static func problems(_ events: [InputEvent]) -> [String] {
        var problems: [String] = []
        var alive: Set<TouchID> = []
        var last = 0.0
        if let first = events.first, first.time != 0 { problems.append("first event at t=\(first.time), not 0") }
        for (i, event) in events.enumerated() {
            if event.time < last { problems.append("events[\(i)]: t=\(event.time) before \(last)") }
            last = event.time
            guard case .touches(_, let touches) = event else { continue }
            if touches.isEmpty { problems.append("events[\(i)]: no touches") }
            var seen: Set<TouchID> = []
            for touch in touches {
                if !seen.insert(touch.id).inserted { problems.append("events[\(i)]: finger \(touch.id) twice") }
                switch touch.phase {
                case .began:
                    if !alive.insert(touch.id).inserted {
                        problems.append("events[\(i)]: \(touch.id) began while down")
                    }
                case .moved, .stationary:
                    if !alive.contains(touch.id) {
                        problems.append("events[\(i)]: \(touch.id) \(touch.phase) while up")
                    }
                case .ended, .cancelled:
                    if alive.remove(touch.id) == nil {
                        problems.append("events[\(i)]: \(touch.id) \(touch.phase) while up")
                    }
                }
            }
        }
        if !alive.isEmpty { problems.append("fingers still down at the end: \(alive.sorted())") }
        return problems
    }

    /// A compact one-line-per-event dump for exact expectations:
    /// `0.016 1:moved(124,302) 2:began(200,310)`.
    static func dump(_ events: [InputEvent]) -> String {
        events.map { event in
            var line = DecimalFormat.time(event.time)
            if case .touches(_, let touches) = event {
                for t in touches {
                    line +=
                        " \(t.id):\(t.phase.rawValue)(\(DecimalFormat.coordinate(t.location.x)),\(DecimalFormat.coordinate(t.location.y)))"
                }
            }
            return line
        }.joined(separator: "\n")
    }
}

/// Imports `text` and returns the events, the summary, or the error.
func importing<I: TouchImporter>(_ importer: I, _ text: String) -> (
    events: [InputEvent], summary: ImportSummary, error: TraceError?
) {
    var importer = importer
    do {
        let events = try importer.importText(text)
        return (events, importer.summary, nil)
    } catch {
        return ([], importer.summary, error)
    }
}
