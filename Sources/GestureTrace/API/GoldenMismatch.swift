/// A replay's text differs from its golden file: a test failure that reads like a code review.
///
/// Its ``description`` is what a test prints: one line saying which golden differs and where
/// first, the unified diff (golden `-`, replay `+`, with the frame each hunk belongs to), and
/// the command that accepts the change. It is an `Error`, so a throwing test fails with it in
/// Swift Testing and in XCTest alike; nothing here depends on either.
public struct GoldenMismatch: Error, Sendable, Equatable, CustomStringConvertible {
    /// The golden file, as named by the caller.
    public var goldenPath: String
    /// The unified diff from the golden to the replay's text; empty when the golden is missing.
    public var diff: String
    /// Where the texts first differ: `frame 3, t=0.44`, `the summary`, `line 1`.
    public var firstDifference: String
    /// How to accept the replay's text as the new golden.
    public var acceptCommand: String
    /// Whether the golden did not exist.
    public var missing: Bool
    /// Whether the golden was just written because `GESTURETRACE_UPDATE=1` was set; the check
    /// still fails so that nothing is accepted unseen.
    public var written: Bool
    /// The assertion that found the mismatch (`assertMatchesGolden`'s caller), or nil when it
    /// came from ``ReplayOutcome/goldenMismatch(expected:goldenPath:acceptCommand:)``.
    public var location: Location?

    /// A source file and line, printed `file:line`.
    public struct Location: Sendable, Equatable, CustomStringConvertible {
        public var filePath: String
        public var line: Int

        public init(filePath: String, line: Int) {
            self.filePath = filePath
            self.line = line
        }

        public var description: String { "\(filePath):\(line)" }
    }

    public init(
        goldenPath: String, diff: String, firstDifference: String, acceptCommand: String, missing: Bool,
        written: Bool, location: Location? = nil
    ) {
        self.goldenPath = goldenPath
        self.diff = diff
        self.firstDifference = firstDifference
        self.acceptCommand = acceptCommand
        self.missing = missing
        self.written = written
        self.location = location
    }

    /// The message, headed by the assertion's `file:line: ` when it is known.
    public var description: String {
        (location.map { "\($0): " } ?? "") + message
    }

    private var message: String {
        if written {
            return "golden \(goldenPath) written (GESTURETRACE_UPDATE=1): review it with git diff; the test "
                + "fails until it runs without GESTURETRACE_UPDATE\n\(diff)"
        }
        if missing {
            return "golden \(goldenPath) does not exist\nto create it: \(acceptCommand)"
        }
        return "golden \(goldenPath) differs from the replay (first difference: \(firstDifference))\n"
            + "\(diff)to accept the new output: \(acceptCommand)"
    }
}
