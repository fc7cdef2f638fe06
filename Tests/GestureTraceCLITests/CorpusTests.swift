import Foundation
import GestureTrace
import GestureTraceCLI
import Testing

/// The golden corpus (`traces/`) as part of the test suite, through the same code path as
/// `gesturetrace check` (`GoldenCorpus`): one test case per trace, the whole folder for
/// orphaned goldens, determinism, and proof that a wrong golden is caught.
///
/// Record mode: `GESTURETRACE_UPDATE=1 swift test --filter Corpus` writes goldens as
/// `gesturetrace check --update traces` does and still fails (STYLE §3); review with
/// `git diff traces/`.
@Suite struct CorpusTests {
    /// `traces/` at the package root, found from this file's path (STYLE §1).
    static let root: String = URL(filePath: #filePath)
        .deletingLastPathComponent()  // GestureTraceCLITests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root
        .appending(path: "traces").standardized.path

    /// Every trace, relative to `root`, in `check`'s order.
    static let traces: [String] = GoldenCorpus.traces(in: root)

    /// The areas the corpus is organised in (traces/README.md).
    static let folders = [
        "examples", "seeds", "hit-testing", "responder-chain", "arbitration", "recognizers",
        "controls", "scroll-view", "interrupts", "settings", "input-format",
    ]

    // MARK: Goldens

    @Test("trace matches its golden", arguments: CorpusTests.traces)
    func golden(_ trace: String) {
        let run = GoldenCorpus.check([trace], in: Self.root)
        #expect(run.passed, "\(run.output)")
    }

    @Test("the whole corpus checks clean: no differences, missing or orphaned goldens")
    func wholeCorpus() {
        let run = GoldenCorpus.check([], in: Self.root)
        #expect(run.passed, "\(run.output)")
    }

    @Test("the corpus is discovered and covers every area")
    func coverage() {
        #expect(Self.traces.count >= 70, "only \(Self.traces.count) traces under \(Self.root)")
        #expect(Self.traces.contains("examples/tap.json"))
        #expect(!Self.traces.contains { $0.hasSuffix(".scene.json") })
        for folder in Self.folders {
            #expect(Self.traces.contains { $0.hasPrefix(folder + "/") }, "no trace in traces/\(folder)/")
        }
        for number in 1...29 {
            let prefix = String(format: "seeds/s%02d", number)
            #expect(Self.traces.contains { $0.hasPrefix(prefix) }, "no seed trace for SEMANTICS §13 S\(number)")
        }
    }

    @Test("every trace has a name and a _why citing the rule it pins", arguments: CorpusTests.traces)
    func documented(_ trace: String) throws {
        let data = try Data(contentsOf: URL(filePath: Self.root).appending(path: trace))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let name = object["name"] as? String ?? ""
        let why = object["_why"] as? String ?? ""
        #expect(!name.isEmpty, "\(trace) has no name")
        #expect(
            ["SEMANTICS §", "FORMAT §", "SWIFTUI §"].contains { why.contains($0) },
            "\(trace): _why should cite a SEMANTICS, FORMAT or SWIFTUI section: '\(why)'")
        let file = URL(filePath: trace).lastPathComponent
        #expect(
            file == file.lowercased() && !file.contains(" ") && !file.contains("_"),
            "\(trace): trace files are named in kebab-case")
    }

    // MARK: Determinism

    /// Replays `trace` in process, as `gesturetrace replay` would from inside `root`.
    static func replay(_ trace: String, format: String, root: String = CorpusTests.root) -> (
        status: Int32, bytes: [UInt8]
    ) {
        let stdout = OutputSink.memory()
        let stderr = OutputSink.memory()
        let context = CLIContext(stdout: stdout, stderr: stderr, fileSystem: RootedFileSystem(base: root))
        let status = GestureTraceCLI.run(arguments: ["replay", trace, "--format", format], context: context)
        return (status, stdout.bytes + stderr.bytes)
    }

    @Test("replaying every trace twice gives the same bytes (text and jsonl)")
    func deterministic() {
        for trace in Self.traces {
            for format in ["text", "jsonl"] {
                let first = Self.replay(trace, format: format)
                let second = Self.replay(trace, format: format)
                #expect(first.status == 0, "\(trace) --format \(format) exited \(first.status)")
                #expect(!first.bytes.isEmpty, "\(trace) --format \(format) printed nothing")
                expectSameText(second.bytes, first.bytes, "\(trace) --format \(format), second replay")
            }
        }
    }

    @Test("each golden is exactly the text replay of its trace")
    func goldenIsTheTextReplay() throws {
        let trace = "examples/tap.json"
        let golden = try Data(contentsOf: URL(filePath: Self.root).appending(path: "examples/tap.golden"))
        let replay = Self.replay(trace, format: "text")
        #expect(replay.status == 0)
        expectSameText(replay.bytes, [UInt8](golden), "examples/tap.golden")
    }

    // MARK: The check can fail

    /// A scratch copy of one trace and its golden; removed by the caller.
    static func scratchCopy(of trace: String) throws -> (folder: URL, golden: URL) {
        let manager = FileManager.default
        let folder = manager.temporaryDirectory
            .appending(path: "gesturetrace-corpus-\(UUID().uuidString)")
        let source = URL(filePath: Self.root).appending(path: trace)
        let name = source.deletingPathExtension().lastPathComponent
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        try manager.copyItem(at: source, to: folder.appending(path: "\(name).json"))
        let golden = folder.appending(path: "\(name).golden")
        try manager.copyItem(at: source.deletingPathExtension().appendingPathExtension("golden"), to: golden)
        return (folder, golden)
    }

    @Test("a deliberately altered golden makes check fail with exit 1 and a diff")
    func alteredGoldenFails() throws {
        let copy = try Self.scratchCopy(of: "examples/tap.json")
        defer { try? FileManager.default.removeItem(at: copy.folder) }

        // The untouched copy passes, so the failure below is caused by the edit alone.
        let clean = GoldenCorpus.check([], in: copy.folder.path, environment: [:])
        #expect(clean.exitStatus == 0, "\(clean.output)")
        #expect(clean.passed)

        let original = "  deliver  photo cancelled [1]"
        let altered = "  deliver  photo ended [1]"
        let text = try String(contentsOf: copy.golden, encoding: .utf8)
        #expect(text.contains(original + "\n"))
        try text.replacingOccurrences(of: original + "\n", with: altered + "\n")
            .write(to: copy.golden, atomically: true, encoding: .utf8)

        let run = GoldenCorpus.check([], in: copy.folder.path, environment: [:])
        #expect(run.exitStatus == 1, "\(run.output)")
        #expect(!run.passed)
        #expect(run.output.contains("FAIL"))
        #expect(run.output.contains("--- a/"))
        #expect(run.output.contains("+++ b/"))
        #expect(run.output.contains("\n-" + altered + "\n"), "expected side of the diff: \(run.output)")
        #expect(run.output.contains("\n+" + original + "\n"), "actual side of the diff: \(run.output)")

        // check never writes without --update: the altered golden is still there.
        #expect(try String(contentsOf: copy.golden, encoding: .utf8).contains(altered))
    }

    @Test("a missing golden makes check fail with exit 1")
    func missingGoldenFails() throws {
        let copy = try Self.scratchCopy(of: "seeds/s01-tap-cancels-view-touch.json")
        defer { try? FileManager.default.removeItem(at: copy.folder) }
        try FileManager.default.removeItem(at: copy.golden)
        let run = GoldenCorpus.check([], in: copy.folder.path, environment: [:])
        #expect(run.exitStatus == 1, "\(run.output)")
        #expect(!FileManager.default.fileExists(atPath: copy.golden.path))
    }

    /// Bad inputs are not golden-compared: `check` reports them as invalid (exit 2, FORMAT §5),
    /// so they live here rather than in `traces/invalid/`.
    @Test(
        "an invalid trace makes check exit 2 naming the JSON path",
        arguments: [
            (
                "typo.json",
                #"{"gesturetrace": 1, "scene": {"window": {"id": "window", "frame": [0, 0, 390, 844], "recognizers": [{"id": "pan", "kind": "pan", "delaysTouchBegan": true}]}}, "events": [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 10, "y": 10}]}]}"#,
                "did you mean 'delaysTouchesBegan'?"
            ),
            (
                "bad-phase.json",
                #"{"gesturetrace": 1, "scene": {"window": {"id": "window", "frame": [0, 0, 390, 844]}}, "events": [{"t": 0, "touches": [{"id": 1, "phase": "begun", "x": 10, "y": 10}]}]}"#,
                "events[0].touches[0].phase"
            ),
        ])
    func invalidInput(_ file: String, _ json: String, _ expected: String) throws {
        let folder = FileManager.default.temporaryDirectory
            .appending(path: "gesturetrace-corpus-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try json.write(to: folder.appending(path: file), atomically: true, encoding: .utf8)
        let run = GoldenCorpus.check([], in: folder.path, environment: [:])
        #expect(run.exitStatus == 2, "\(run.output)")
        #expect(run.output.contains(expected), "\(run.output)")
    }
}
