/// How one replay's outcome differs from another's (`Outcome`): per subject, the events only
/// one side has and the events both have at different times. `gesturetrace diff` prints it,
/// and `why` prints it for each fix it replays (FORMAT §6, §8).
///
/// The n-th occurrence of an event on one side is paired with the n-th occurrence of the same
/// event on the other (a tap's second `recognized` with the other's second), so a change of
/// time is told as such rather than as one event lost and another gained.
package struct OutcomeDifference: Sendable, Equatable {
    /// One difference.
    package enum Change: Sendable, Equatable {
        /// Only the second replay has it.
        case added(Outcome.Event, at: Double)
        /// Only the first replay has it.
        case removed(Outcome.Event, at: Double)
        /// Both have it, at different times.
        case moved(Outcome.Event, from: Double, to: Double)

        /// The time the change is sorted by: the second replay's when it has one.
        var time: Double {
            switch self {
            case .added(_, let t), .removed(_, let t): return t
            case .moved(_, _, let t): return t
            }
        }
    }

    /// The changes of one subject, in time order.
    package struct SubjectChanges: Sendable, Equatable {
        package var subject: String
        package var changes: [Change]
    }

    /// The subjects that changed, in the order the first replay names them (then the second's
    /// new ones).
    package private(set) var subjects: [SubjectChanges] = []

    package var isEmpty: Bool { subjects.isEmpty }

    /// The changes of `subject`, or none.
    package func changes(of subject: String) -> [Change] {
        subjects.first { $0.subject == subject }?.changes ?? []
    }

    /// The differences from `before` to `after`. Times closer than a microsecond (the text
    /// format's resolution) are the same time.
    package init(from before: Outcome, to after: Outcome) {
        var order = before.subjects
        for subject in after.subjects where before.events[subject] == nil { order.append(subject) }
        for subject in order {
            let changes = Self.changes(before.events[subject] ?? [], after.events[subject] ?? [])
            if !changes.isEmpty { subjects.append(SubjectChanges(subject: subject, changes: changes)) }
        }
    }

    private static func changes(_ a: [Outcome.Occurrence], _ b: [Outcome.Occurrence]) -> [Change] {
        var out: [(order: Int, change: Change)] = []
        // The occurrences of each event on the second side not yet paired, in order.
        var unpaired: [Outcome.Event: [Int]] = [:]
        for (j, occurrence) in b.enumerated() { unpaired[occurrence.event, default: []].append(j) }
        var paired = Array(repeating: false, count: b.count)
        for occurrence in a {
            if var candidates = unpaired[occurrence.event], !candidates.isEmpty {
                let j = candidates.removeFirst()
                unpaired[occurrence.event] = candidates
                paired[j] = true
                if !DecimalFormat.time(occurrence.time).elementsEqual(DecimalFormat.time(b[j].time)) {
                    out.append((j, .moved(occurrence.event, from: occurrence.time, to: b[j].time)))
                }
            } else {
                out.append((-1, .removed(occurrence.event, at: occurrence.time)))
            }
        }
        for (j, occurrence) in b.enumerated() where !paired[j] {
            out.append((j, .added(occurrence.event, at: occurrence.time)))
        }
        // Time order; at one time the second side's order, a removal before what replaced it.
        return out.enumerated().sorted { x, y in
            let (tx, ty) = (x.element.change.time, y.element.change.time)
            if tx != ty { return tx < ty }
            if x.element.order != y.element.order { return x.element.order < y.element.order }
            return x.offset < y.offset
        }.map(\.element.change)
    }
}
