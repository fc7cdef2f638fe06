import Foundation
import Testing

/// A few runs of the built `gesturetrace` binary (argument-parser's `AssertExecuteCommand`,
/// through `BuiltBinary`): the real streams, the real exit status, a fresh process each time.
@Suite struct BinaryTests {
    @Test("--help and --version exit 0 on stdout")
    func help() throws {
        let help = try BuiltBinary.run(["--help"])
        let version = try BuiltBinary.run(["--version"])
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("OVERVIEW: "))
        #expect(help.stderr == "")
        #expect(version.stdout == "gesturetrace 0.1.0\n")
    }

    @Test("a bad flag exits 2 with the usage on stderr")
    func badFlag() throws {
        let run = try BuiltBinary.run(["check", "--frobnicate"])
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix("Error: Unknown option '--frobnicate'\nUsage: gesturetrace check "))
    }

    @Test("bad input exits 2; a differing golden exits 1 with a diff")
    func checkStatuses() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("binary-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("traces"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data("[".utf8).write(to: dir.appendingPathComponent("traces/broken.json"))
        let invalid = try BuiltBinary.run(["replay", "traces/broken.json"], in: dir)
        #expect(invalid.status == 2)
        #expect(invalid.stderr.hasPrefix("traces/broken.json:"))
        #expect(invalid.stderr.contains(": error: "))

        // An expected-error golden with the wrong message: a difference whatever the decoder says.
        try Data("gesturetrace error v1\nnot this\n".utf8).write(to: dir.appendingPathComponent("traces/broken.golden"))
        let differs = try BuiltBinary.run(["check"], in: dir)
        #expect(differs.status == 1)
        #expect(
            differs.stdout.hasPrefix(
                "FAIL traces/broken.json (first difference at line 2)\n--- a/traces/broken.golden\n+++ b/traces/broken.golden\n"
            ))
        #expect(differs.stdout.contains("-not this\n+broken.json:"))
    }

    @Test("check . walks the current folder, exactly as check ./ does")
    func checkDot() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("binary-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let trace = """
            {"gesturetrace": 1, "name": "one tap", "_why": "check . (Paths.join)",
             "scene": {"window": {"id": "window", "frame": [0, 0, 390, 844], "subviews": []}},
             "events": [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 10, "y": 10}]},
                        {"t": 0.1, "touches": [{"id": 1, "phase": "ended", "x": 10, "y": 10}]}]}
            """
        try Data(trace.utf8).write(to: dir.appendingPathComponent("tap.json"))
        let update = try BuiltBinary.run(["check", "--update", "."], in: dir)
        #expect(update.status == 0, "\(update.stdout)\(update.stderr)")
        let dot = try BuiltBinary.run(["check", ".", "--color=never"], in: dir)
        let slash = try BuiltBinary.run(["check", "./", "--color=never"], in: dir)
        #expect(dot.status == 0, "\(dot.stdout)\(dot.stderr)")
        #expect(dot.stderr == "")
        let summary = "1 trace: 1 passed, 0 differ, 0 missing goldens, 0 invalid\n"
        #expect(dot.stdout == summary)
        #expect(slash.stdout == summary)
    }
}
