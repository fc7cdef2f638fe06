/// What checking one trace against its golden file found (STYLE §2 "results, not errors").
///
/// Each case carries what its report needs, as NIO's verification error codes do; exit
/// codes are decided only in the CLI layer.
package enum CheckOutcome: Sendable, Equatable {
    /// The golden file holds exactly the actual output.
    case match
    /// The outputs differ: a unified diff (expected `-`, actual `+`) and where the first
    /// difference is, such as `frame 3, t=0.43`.
    case differs(diff: String, firstDifference: String)
    /// The trace has no golden file beside it. Never created silently.
    case missingGolden
    /// A golden file whose trace does not exist. Reported, never deleted.
    case orphanedGolden
    /// The trace could not be replayed (bad input, an unreadable file, a broken invariant).
    case invalid(TraceError)
}

/// Compares golden text with actual output: the pure part of `gesturetrace check`.
package enum GoldenComparison {
    /// The first line of a golden file that expects the trace to be rejected; the error
    /// message follows on the next line.
    ///
    /// Invalid traces (a `traces/invalid/` corpus) are tested like any other: their "output"
    /// is this header and the diagnostic, with the file named relative to the trace's folder
    /// so that no machine path reaches a golden.
    package static let errorHeader = "gesturetrace error v1"

    /// A golden file's bytes as the text to compare: UTF-8 (an invalid byte becomes U+FFFD,
    /// shown in the diff), without a leading byte order mark, and with every line end spelled
    /// LF, as `TextPosition` counts lines (a CR LF or a CR alone is one line end).
    ///
    /// These are how a file was stored, not what it says: a checkout with git's
    /// `core.autocrlf` gives every golden CR LF line ends, and an editor on Windows may save
    /// one with a BOM. Compared raw, such a golden differed on every line with lines that
    /// looked equal (`check` printed a 26-line diff of `\r`), and a why golden with CR LF was
    /// "invalid input" at 1:1 because its lines never split (RELIABILITY, round 5). The replay's
    /// own output was already read this way; now both sides are (`check`, and the library's
    /// `assertMatchesGolden`). A missing final line end still differs, shown as such.
    package static func goldenText(_ bytes: some Collection<UInt8>) -> String {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        guard body.contains(TextPosition.carriageReturn) else { return String(decoding: body, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(body.count)
        var previous: UInt8 = 0
        for byte in body {
            if TextPosition.endsLine(byte, after: previous) {
                out.append(TextPosition.lineFeed)
            } else if byte != TextPosition.lineFeed {
                out.append(byte)
            }
            previous = byte
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether a golden file expects an error rather than a replay.
    package static func expectsError(_ golden: String) -> Bool {
        golden == errorHeader || golden.hasPrefix(errorHeader + "\n")
    }

    /// The golden text of an expected error: header, then the diagnostic line.
    package static func errorDocument(_ error: TraceError) -> String {
        "\(errorHeader)\n\(error.description)\n"
    }

    /// Compares and, when the texts differ, builds the diff and the location of the first
    /// difference.
    ///
    /// - Parameters:
    ///   - expected: the golden file's contents.
    ///   - actual: what the replay printed.
    ///   - goldenPath: the golden's path as shown in the diff headers.
    package static func compare(expected: String, actual: String, goldenPath: String) -> CheckOutcome {
        guard let diff = LineDiff.unified(expected: expected, actual: actual, path: goldenPath) else {
            return .match
        }
        return .differs(diff: diff, firstDifference: firstDifference(expected: expected, actual: actual))
    }

    /// Describes where two texts first differ: `frame 3, t=0.43`, `the summary`, or `line 1`.
    ///
    /// The frame is the nearest heading at or before the first differing line of the actual
    /// output (or of the expected one when the actual output ends there).
    package static func firstDifference(expected: String, actual: String) -> String {
        guard let (oldLine, newLine) = LineDiff.firstDifference(expected: expected, actual: actual) else {
            return "no difference"
        }
        let heading =
            LineDiff.heading(in: actual, atOrBefore: newLine)
            ?? LineDiff.heading(in: expected, atOrBefore: oldLine)
        guard let heading else { return "line \(newLine + 1)" }
        if heading == "summary" { return "the summary" }
        // `frame N  t=T  cause`
        let parts = heading.split(separator: " ", omittingEmptySubsequences: true)
        if parts.count >= 3, parts[2].hasPrefix("t=") {
            return "frame \(parts[1]), \(parts[2])"
        }
        return String(heading)
    }
}
