/// Outcomes and their differences as text, written once here: `why`'s sentences about a
/// replayed fix and `gesturetrace diff`'s lines (FORMAT §6, §8).
package enum OutcomeText {
    /// `tap recognized`, `row touchesEnded [1]`, `list didSelectRowAt [0, 2]`.
    package static func phrase(_ subject: String, _ event: Outcome.Event) -> String {
        switch event {
        case .state(let state): return "\(subject) \(state.rawValue)"
        case .delivery(let phase, let touches):
            return "\(subject) \(phase.methodName) [\(touches.map(\.description).joined(separator: ", "))]"
        case .control(let control): return "\(subject) sent \(control.rawValue)"
        case .cell(let event, let indexPath, let table):
            return "\(subject) \(event.delegateMethod(table: table)) \(indexPath)"
        case .text(let event): return "\(subject) \(event.rawValue)"
        case .swipe(let event, let edge, let indexPath):
            return "\(subject) \(edge.rawValue) swipe actions \(event.rawValue) at \(indexPath)"
        case .swiftUIPhase(let phase): return "swiftui \(subject) \(phase.rawValue)"
        case .swiftUICallback(let callback): return "\(subject) ran \(callback)"
        case .menu(let event): return "\(subject) context menu \(event.rawValue)"
        case .sheet(let event): return "sheet '\(subject)' \(event.rawValue)"
        }
    }

    static func t(_ time: Double) -> String { "t=\(DecimalFormat.time(time))" }

    /// `0.1 s later`, `0.05 s earlier`.
    static func shift(from before: Double, to after: Double) -> String {
        let d = DecimalFormat.time(abs(after - before))
        return after > before ? "\(d) s later" : "\(d) s earlier"
    }

    /// One change as a clause of a sentence: `row touchesEnded [1] at t=0.08`, `tap recognized at
    /// t=0.08 no longer happens`, `pan began 0.1 s later (t=0.35, not t=0.25)`.
    package static func sentence(_ subject: String, _ change: OutcomeDifference.Change) -> String {
        switch change {
        case .added(let event, let time): return "\(phrase(subject, event)) at \(t(time))"
        case .removed(let event, let time): return "\(phrase(subject, event)) at \(t(time)) no longer happens"
        case .moved(let event, let from, let to):
            return "\(phrase(subject, event)) \(shift(from: from, to: to)) (\(t(to)), not \(t(from)))"
        }
    }

    /// The changes of `subjects` as one clause list, `; `-separated.
    package static func sentences(_ subjects: [OutcomeDifference.SubjectChanges]) -> String {
        var clauses: [String] = []
        for subject in subjects {
            for change in subject.changes { clauses.append(sentence(subject.subject, change)) }
        }
        return clauses.joined(separator: "; ")
    }

    /// `gesturetrace diff`'s lines: `- ` only in A, `+ ` only in B, `~ ` at another time,
    /// grouped by subject (FORMAT §8).
    package static func lines(_ difference: OutcomeDifference) -> [String] {
        var out: [String] = []
        for subject in difference.subjects {
            for change in subject.changes {
                switch change {
                case .added(let event, let time): out.append("+ \(phrase(subject.subject, event)) at \(t(time))")
                case .removed(let event, let time): out.append("- \(phrase(subject.subject, event)) at \(t(time))")
                case .moved(let event, let from, let to):
                    out.append(
                        "~ \(phrase(subject.subject, event)) at \(t(to)) in B, \(t(from)) in A (\(shift(from: from, to: to)))"
                    )
                }
            }
        }
        return out
    }
}
