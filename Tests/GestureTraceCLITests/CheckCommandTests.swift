import Foundation
import GestureTrace
import Testing

@testable import GestureTraceCLI

/// The golden workflow in process: an in-memory tree and canned renderings, so nothing here
/// depends on the engine's behaviour.
@Suite struct CheckCommandTests {
    /// Renders a trace as its own file contents with a prefix, or fails for `bad` traces.
    static func render(_ fs: InMemoryFileSystem) -> (String) -> Result<String, TraceError> {
        { path in
            if path.contains("bad") {
                return .failure(
                    TraceError(
                        file: path, line: 3, column: 7, path: "events[0].touches[0].phase",
                        message: "'begun' is not a phase"))
            }
            return .success("rendered \(fs.text(path) ?? "?")")
        }
    }

    func check(_ fs: InMemoryFileSystem, _ arguments: [String] = []) -> Invocation {
        Invocation.run(["check"] + arguments, fileSystem: fs, render: Self.render(fs))
    }

    @Test("all goldens match: exit 0, only the summary")
    func match() {
        let fs = InMemoryFileSystem([
            "traces/a.json": "A\n", "traces/a.golden": "rendered A\n\n", "traces/s.scene.json": "{}",
        ])
        fs.files["traces/a.golden"] = Array("rendered A\n".utf8)
        let run = check(fs)
        #expect(run.status == 0)
        #expect(run.stdout == "1 trace: 1 passed, 0 differ, 0 missing goldens, 0 invalid\n")
        #expect(run.stderr == "")
    }

    @Test("a deliberately wrong golden fails with exit 1 and the exact diff")
    func mismatch() {
        let fs = InMemoryFileSystem([
            "traces/t.json":
                "frame 0  t=0  input\n  deliver  V began [1]\nframe 1  t=0.08  input\n  deliver  V cancelled [1]\n",
            "traces/t.golden":
                "rendered frame 0  t=0  input\n  deliver  V began [1]\nframe 1  t=0.08  input\n  deliver  V ended [1]\n",
        ])
        let run = check(fs, ["traces"])
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                FAIL traces/t.json (first difference at frame 1, t=0.08)
                --- a/traces/t.golden
                +++ b/traces/t.golden
                @@ -1,4 +1,4 @@ frame 1  t=0.08  input
                 rendered frame 0  t=0  input
                   deliver  V began [1]
                 frame 1  t=0.08  input
                -  deliver  V ended [1]
                +  deliver  V cancelled [1]
                1 trace: 0 passed, 1 differs, 0 missing goldens, 0 invalid
                to accept: gesturetrace check --update traces/t.json
                review with: git diff traces/

                """)
        #expect(fs.writes.isEmpty)
    }

    @Test("a missing golden is a failure and is not created without --update")
    func missing() {
        let fs = InMemoryFileSystem(["traces/new.json": "N"])
        let run = check(fs)
        #expect(run.status == 1)
        #expect(
            run.stdout.hasPrefix(
                "FAIL traces/new.json (missing golden traces/new.golden; create it with: gesturetrace check --update=missing traces/new.json)\n"
            ))
        #expect(run.stdout.contains("1 trace: 0 passed, 0 differ, 1 missing golden, 0 invalid\n"))
        #expect(fs.text("traces/new.golden") == nil)
    }

    @Test("an orphaned golden is reported, never deleted")
    func orphan() {
        let fs = InMemoryFileSystem([
            "traces/gone.golden": "x\n", "traces/a.json": "A", "traces/a.golden": "rendered A\n",
        ])
        let run = check(fs, ["--update"])
        #expect(run.status == 1)
        #expect(
            run.stdout.contains(
                "FAIL traces/gone.golden (orphaned golden: traces/gone.json does not exist; delete the golden or restore the trace)\n"
            ))
        #expect(run.stdout.contains("1 trace: 1 passed, 0 differ, 0 missing goldens, 0 invalid, 1 orphaned golden\n"))
        #expect(fs.text("traces/gone.golden") == "x\n")
    }

    @Test("a folder with no trace is an error naming what was looked for and where, in every shard")
    func noTraces() {
        let fs = InMemoryFileSystem([
            "traces/a.json": "A\n", "traces/a.golden": "rendered A\n", "scenes/s.scene.json": "{}",
            "empty/notes.txt": "x",
        ])
        let message =
            "no traces found: looked for *.json traces and *.golden files in this folder and its subfolders, found none"
        let empty = check(fs, ["empty"])
        #expect(empty.status == 2)
        #expect(empty.stderr == "empty: error: \(message)\n")
        #expect(
            empty.stdout
                == "FAIL empty (invalid input: \(message))\n0 traces: 0 passed, 0 differ, 0 missing goldens, 1 invalid\n"
        )
        let scenes = check(fs, ["scenes"])
        #expect(scenes.status == 2)
        #expect(scenes.stderr == "scenes: error: \(message) (1 *.scene.json scene document: a scene is not a trace)\n")
        // One good folder does not hide a wrong one, and a shard that gets no trace still fails.
        #expect(check(fs, ["traces", "empty"]).status == 2)
        #expect(check(fs, ["empty", "--shard", "1/2"]).status == 2)
        #expect(check(fs, ["traces"]).status == 0)
    }

    @Test("invalid input wins: exit 2 over 1, diagnostic on stderr")
    func precedence() {
        let fs = InMemoryFileSystem([
            "traces/bad.json": "B", "traces/bad.golden": "x\n", "traces/c.json": "C", "traces/c.golden": "wrong\n",
        ])
        let run = check(fs)
        #expect(run.status == 2)
        #expect(run.stderr == "traces/bad.json:3:7: error: 'begun' is not a phase (at events[0].touches[0].phase)\n")
        #expect(
            run.stdout.hasPrefix(
                "FAIL traces/bad.json (invalid input: 'begun' is not a phase)\nFAIL traces/c.json (first difference at line 1)\n"
            ))
        #expect(run.stdout.contains("2 traces: 0 passed, 1 differs, 0 missing goldens, 1 invalid\n"))
        let missingPath = check(fs, ["traces/c.json", "nowhere"])
        #expect(missingPath.status == 2)
        #expect(missingPath.stderr == "nowhere: error: no such file or directory\n")
    }

    @Test("--update writes differing and missing goldens; a second run touches nothing")
    func updateIdempotent() {
        let fs = InMemoryFileSystem([
            "traces/a.json": "A", "traces/a.golden": "old\n", "traces/b.json": "B",
            "traces/c.json": "C", "traces/c.golden": "rendered C\n",
        ])
        let first = check(fs, ["--update"])
        #expect(first.status == 0)
        #expect(
            first.stdout == """
                updated traces/a.golden
                created traces/b.golden
                3 traces: 1 passed, 1 differs, 1 missing golden, 0 invalid
                updated 1, created 1, unchanged 1
                review with: git diff traces/

                """)
        #expect(fs.text("traces/a.golden") == "rendered A\n")
        #expect(fs.text("traces/b.golden") == "rendered B\n")
        #expect(fs.writes == ["traces/a.golden", "traces/b.golden"])
        let second = check(fs, ["--update=all"])
        #expect(second.status == 0)
        #expect(
            second.stdout
                == "3 traces: 3 passed, 0 differ, 0 missing goldens, 0 invalid\nupdated 0, created 0, unchanged 3\n")
        #expect(fs.writes.count == 2)
        #expect(check(fs).status == 0)
    }

    @Test("goldens are written with LF line ends and exactly one final newline")
    func normalization() {
        let fs = InMemoryFileSystem(["t/a.json": "x\r\ny\n\n\n"])
        #expect(check(fs, ["t", "--update"]).status == 0)
        #expect(fs.text("t/a.golden") == "rendered x\ny\n")
        #expect(check(fs, ["t"]).status == 0)
    }

    @Test("--update=missing creates missing goldens only")
    func updateMissing() {
        let fs = InMemoryFileSystem(["traces/a.json": "A", "traces/a.golden": "old\n", "traces/b.json": "B"])
        let run = check(fs, ["--update=missing"])
        #expect(run.status == 1)
        #expect(fs.text("traces/a.golden") == "old\n")
        #expect(fs.text("traces/b.golden") == "rendered B\n")
        #expect(run.stdout.contains("created traces/b.golden\n"))
        #expect(run.stdout.contains("updated 0, created 1, unchanged 1\n"))
        #expect(run.stdout.contains("to accept: gesturetrace check --update traces/a.json\n"))
    }

    @Test("--actual-dir receives each failing actual output under its relative path")
    func actualDir() {
        let fs = InMemoryFileSystem([
            "traces/x/a.json": "A", "traces/x/a.golden": "old\n", "traces/x/ok.json": "K",
            "traces/x/ok.golden": "rendered K\n",
        ])
        let run = check(fs, ["--actual-dir", "out"])
        #expect(run.status == 1)
        #expect(fs.text("out/traces/x/a.golden") == "rendered A\n")
        #expect(fs.text("out/traces/x/ok.golden") == nil)
        #expect(fs.text("traces/x/a.golden") == "old\n")
    }

    @Test("discovery: recursive, UTF-8 byte order, scene documents and dot files skipped")
    func discovery() {
        let fs = InMemoryFileSystem([
            "t/b.json": "", "t/a/z.json": "", "t/a.json": "", "t/B.json": "", "t/s.scene.json": "",
            "t/.hidden/h.json": "", "t/é.json": "", "t/a/readme.md": "",
        ])
        let checker = GoldenCheck(fileSystem: fs, render: { _ in .success("") })
        #expect(
            checker.discover(["t"]) == [
                .trace("t/B.json"), .trace("t/a.json"), .trace("t/a/z.json"), .trace("t/b.json"), .trace("t/é.json"),
            ])
        #expect(
            checker.discover(["t/b.json", "t/b.golden", "t/s.scene.json"]) == [
                .trace("t/b.json"),
                .problem(
                    TraceError(
                        file: "t/s.scene.json", line: 0, column: 0, path: "",
                        message: "is a scene document, not a trace")),
            ])
    }

    @Test("an expected-error golden makes an invalid trace pass, and --update refreshes it")
    func expectedError() {
        let fs = InMemoryFileSystem([
            "traces/invalid/bad-phase.json": "B",
            "traces/invalid/bad-phase.golden": "gesturetrace error v1\n",
        ])
        let first = check(fs)
        #expect(first.status == 1)
        #expect(
            first.stdout.contains(
                "+bad-phase.json:3:7: error: 'begun' is not a phase (at events[0].touches[0].phase)\n"))
        #expect(check(fs, ["--update"]).status == 0)
        #expect(
            fs.text("traces/invalid/bad-phase.golden")
                == "gesturetrace error v1\nbad-phase.json:3:7: error: 'begun' is not a phase (at events[0].touches[0].phase)\n"
        )
        let again = check(fs, ["traces/invalid/bad-phase.json"])
        #expect(again.status == 0)
        #expect(again.stderr == "")
    }

    @Test("colour only when asked or on a terminal")
    func color() {
        let fs = InMemoryFileSystem(["t/a.json": "A", "t/a.golden": "old\n"])
        let plain = check(fs, ["t", "--color=never"])
        #expect(!plain.stdout.contains("\u{1B}["))
        let colored = check(fs, ["t", "--color", "always"])
        #expect(colored.stdout.hasPrefix("\u{1B}[1;31mFAIL\u{1B}[0m t/a.json"))
        #expect(colored.stdout.contains("\u{1B}[31m-old\u{1B}[0m\n"))
    }

    @Test(
        "auto colour: a terminal, TERM not dumb, NO_COLOR unset",
        arguments: [
            (true, ["TERM": "xterm"], true), (false, ["TERM": "xterm"], false),
            (true, ["TERM": "dumb"], false), (true, ["TERM": "xterm", "NO_COLOR": "1"], false),
        ])
    func autoColor(terminal: Bool, environment: [String: String], colored: Bool) {
        let fs = InMemoryFileSystem(["t/a.json": "A", "t/a.golden": "old\n"])
        let run = Invocation.run(
            ["check", "t"], fileSystem: fs, environment: environment, terminal: terminal, render: Self.render(fs))
        #expect(run.stdout.contains("\u{1B}[") == colored)
        let never = Invocation.run(
            ["check", "t", "--color=never"], fileSystem: fs, environment: environment, terminal: terminal,
            render: Self.render(fs))
        #expect(!never.stdout.contains("\u{1B}["))
    }

    @Test(
        "GoldenCorpus runs real files through check; GESTURETRACE_UPDATE records and still fails, and passes with nothing to record"
    )
    func corpus() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("corpus-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/invalid", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        // Whatever the decoder says about this document, an expected-error golden records it.
        try Data("{ \"gesturetrace\": ".utf8).write(to: URL(fileURLWithPath: root + "/invalid/truncated.json"))
        try Data("gesturetrace error v1\n".utf8).write(to: URL(fileURLWithPath: root + "/invalid/truncated.golden"))
        #expect(GoldenCorpus.traces(in: root) == ["invalid/truncated.json"])

        let before = GoldenCorpus.check(["invalid/truncated.json"], in: root, environment: [:])
        #expect(!before.passed)
        #expect(before.exitStatus == 1)
        #expect(before.output.contains("FAIL invalid/truncated.json"))

        let recording = GoldenCorpus.check([], in: root, environment: ["GESTURETRACE_UPDATE": "1"])
        #expect(!recording.passed)
        #expect(recording.output.contains("updated invalid/truncated.golden\n"))
        #expect(recording.output.contains("GESTURETRACE_UPDATE is set"))
        let golden = try String(contentsOfFile: root + "/invalid/truncated.golden", encoding: .utf8)
        #expect(golden.hasPrefix("gesturetrace error v1\ntruncated.json:"))

        let after = GoldenCorpus.check([], in: root, environment: [:])
        #expect(after.passed, "\(after.output)")
        #expect(after.output == "1 trace: 1 passed, 0 differ, 0 missing goldens, 0 invalid\n")

        // Recording again with nothing to update passes: no issue per trace, no note.
        for mode in ["1", "missing"] {
            let again = GoldenCorpus.check([], in: root, environment: ["GESTURETRACE_UPDATE": mode])
            #expect(again.passed, "\(again.output)")
            #expect(!again.output.contains("GESTURETRACE_UPDATE is set"))
        }
    }
}
