/// What an import produced: the figures the command prints on stderr after success.
///
/// A touch sequence is a stretch from a finger going down on an empty screen until no finger is
/// down; it is multi-finger when two or more fingers are down at once at some moment in it.
package struct ImportSummary: Equatable, Sendable {
    /// Touches that began (each finger contact counts once).
    package var touches = 0
    /// Touch sequences, see the type's documentation.
    package var sequences = 0
    /// Touch sequences with two or more fingers down at once.
    package var multiFingerSequences = 0
    /// Events written.
    package var events = 0
    /// The last event's time in seconds (the first is at 0).
    package var duration = 0.0
    /// The most fingers down at once.
    package var maxSimultaneous = 0
    /// Input frames that changed nothing and so produced no event (an Android MOVE where no
    /// pointer moved, a getevent SYN_REPORT after only unchanged values).
    package var unchangedFrames = 0
    /// The largest coordinates seen, in points; to warn when touches fall outside the screen.
    package var maxX = 0.0
    package var maxY = 0.0
    /// The smallest coordinates seen, in points.
    package var minX = 0.0
    package var minY = 0.0
    /// Repairs by kind: how many, and the 1-based input line of the first.
    package private(set) var repairs: [ImportRepair: (count: Int, firstLine: Int)] = [:]
    /// The first of the trace's limits the input broke (`ImportLimits`); the import fails with it.
    package var limitViolation: ImportLimitViolation?
    /// An importer's own lines for the summary (what it mapped, assumed and dropped), printed
    /// after the figures.
    package var notes: [String] = []

    package init() {}

    /// The total number of repairs.
    package var repairCount: Int { repairs.values.reduce(0) { $0 + $1.count } }

    /// How many repairs of `kind` were made.
    package func count(of kind: ImportRepair) -> Int { repairs[kind]?.count ?? 0 }

    /// Records one repair of `kind` at a 1-based input line.
    package mutating func record(_ kind: ImportRepair, line: Int) {
        if let entry = repairs[kind] {
            repairs[kind] = (entry.count + 1, entry.firstLine)
        } else {
            repairs[kind] = (1, line)
        }
    }

    /// The repairs in the declaration order of `ImportRepair`, never in dictionary order.
    package var orderedRepairs: [(kind: ImportRepair, count: Int, firstLine: Int)] {
        ImportRepair.allCases.compactMap { kind in
            repairs[kind].map { (kind, $0.count, $0.firstLine) }
        }
    }

    package static func == (a: ImportSummary, b: ImportSummary) -> Bool {
        a.touches == b.touches && a.sequences == b.sequences
            && a.multiFingerSequences == b.multiFingerSequences && a.events == b.events
            && a.duration == b.duration && a.maxSimultaneous == b.maxSimultaneous
            && a.unchangedFrames == b.unchangedFrames
            && a.orderedRepairs.map { "\($0.kind)\($0.count)@\($0.firstLine)" }
                == b.orderedRepairs.map { "\($0.kind)\($0.count)@\($0.firstLine)" }
    }

    private static func plural(_ n: Int, _ one: String, _ many: String) -> String {
        "\(n) \(n == 1 ? one : many)"
    }

    /// The multi-line summary text for stderr; `screen` is the scene's size in points, if known,
    /// to warn about touches outside it.
    package func report(source: String, screen: (width: Double, height: Double)?) -> String {
        var lines: [String] = []
        lines.append(
            "imported \(MessageText.oneLine(source)): \(Self.plural(touches, "touch", "touches")) in "
                + "\(Self.plural(sequences, "sequence", "sequences")) "
                + "(\(multiFingerSequences) with several fingers), \(events) events, "
                + "\(DecimalFormat.time(duration)) s, at most \(Self.plural(maxSimultaneous, "finger", "fingers")) at once"
        )
        if unchangedFrames > 0 {
            lines.append("\(unchangedFrames) input frames changed nothing and were left out")
        }
        if let screen, touches > 0,
            minX < 0 || minY < 0 || maxX > screen.width || maxY > screen.height
        {
            lines.append(
                "warning: touches reach [\(DecimalFormat.coordinate(minX)), \(DecimalFormat.coordinate(minY))]"
                    + "–[\(DecimalFormat.coordinate(maxX)), \(DecimalFormat.coordinate(maxY))], outside the "
                    + "\(DecimalFormat.coordinate(screen.width))×\(DecimalFormat.coordinate(screen.height)) pt screen; "
                    + "check --scale, --width and --height")
        }
        lines += notes
        let ordered = orderedRepairs
        if ordered.isEmpty {
            lines.append("repairs: none")
        } else {
            lines.append("repairs: \(repairCount)")
            for r in ordered {
                lines.append("  \(r.count) × \(r.kind.summary) (first at line \(r.firstLine))")
            }
        }
        return lines.joined(separator: "\n")
    }
}
