import Foundation
import Testing

/// A few runs of the built `gesturetrace` binary (argument-parser's `AssertExecuteCommand`):
/// the real streams, the real exit status, a fresh process (and hash seed) each time.
@Suite struct BinaryTests {
    /// The executable next to the test bundle, or in `.build/debug`.
    static let binary: URL? = {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
                "gesturetrace"),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("gesturetrace"),
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent()
                .appendingPathComponent(".build/debug/gesturetrace"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static func run(_ arguments: [String], in directory: URL? = nil) throws -> Result {
        // `swift test` builds every product, so a missing binary is a failure, not a skip.
        let binary = try #require(binary, "gesturetrace was not built next to the tests")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    @Test("--help and --version exit 0 on stdout")
    func help() throws {
        let help = try Self.run(["--help"])
        let version = try Self.run(["--version"])
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("OVERVIEW: "))
        #expect(help.stderr == "")
        #expect(version.stdout == "gesturetrace 0.1.0\n")
    }

    @Test("a bad flag exits 2 with the usage on stderr")
    func badFlag() throws {
        let run = try Self.run(["check", "--frobnicate"])
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
        let invalid = try Self.run(["replay", "traces/broken.json"], in: dir)
        #expect(invalid.status == 2)
        #expect(invalid.stderr.hasPrefix("traces/broken.json:"))
        #expect(invalid.stderr.contains(": error: "))

        // An expected-error golden with the wrong message: a difference whatever the decoder says.
        try Data("gesturetrace error v1\nnot this\n".utf8).write(to: dir.appendingPathComponent("traces/broken.golden"))
        let differs = try Self.run(["check"], in: dir)
        #expect(differs.status == 1)
        #expect(
            differs.stdout.hasPrefix(
                "FAIL traces/broken.json (first difference at line 2)\n--- a/traces/broken.golden\n+++ b/traces/broken.golden\n"
            ))
        #expect(differs.stdout.contains("-not this\n+broken.json:"))
    }
}
