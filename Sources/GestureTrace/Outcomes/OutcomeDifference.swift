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

    /// The second side's occurrences of one event, in order, and how many are paired.
    private struct Unpaired {
        var indices: [Int] = []
        var paired = 0
    }

    /// Linear in the occurrences but for the final sort: each event's occurrences on the second
    /// side are paired in order through a cursor (a `removeFirst` on a copy of the list made
    /// one event repeated n times cost n² steps: a long session's 20 000 taps), and the changes
    /// are sorted in place.
    static func changes(_ a: [Outcome.Occurrence], _ b: [Outcome.Occurrence]) -> [Change] {
        // The change, the second side's index it is ordered by (-1: a removal), and its place
        // in the order made: the sort's last tie-break, so equal times keep that order.
        var out: [(change: Change, order: Int, made: Int)] = []
        var unpaired: [Outcome.Event: Unpaired] = [:]
        for (j, occurrence) in b.enumerated() { unpaired[occurrence.event, default: Unpaired()].indices.append(j) }
        var paired = Array(repeating: false, count: b.count)
        for occurrence in a {
            let next = unpaired[occurrence.event].flatMap { $0.paired < $0.indices.count ? $0.indices[$0.paired] : nil }
            if let j = next {
                unpaired[occurrence.event]?.paired += 1
                paired[j] = true
                if !DecimalFormat.time(occurrence.time).elementsEqual(DecimalFormat.time(b[j].time)) {
                    out.append((.moved(occurrence.event, from: occurrence.time, to: b[j].time), j, out.count))
                }
            } else {
                out.append((.removed(occurrence.event, at: occurrence.time), -1, out.count))
            }
        }
        unpaired = [:]
        for (j, occurrence) in b.enumerated() where !paired[j] {
            out.append((.added(occurrence.event, at: occurrence.time), j, out.count))
        }
        // Time order; at one time the second side's order, a removal before what replaced it.
        out.sort { x, y in
            let (tx, ty) = (x.change.time, y.change.time)
            if tx != ty { return tx < ty }
            if x.order != y.order { return x.order < y.order }
            return x.made < y.made
        }
        return out.map(\.change)
    }
}
