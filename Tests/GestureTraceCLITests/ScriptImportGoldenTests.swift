import Foundation
import Testing

@testable import GestureTrace
@testable import GestureTraceCLI

/// `import idb` and `import maestro` on their fixtures (`Tests/Fixtures/idb`,
/// `Tests/Fixtures/maestro`): the trace and the summary are goldens beside the script
/// (`GESTURETRACE_UPDATE=1` rewrites them), and the trace replays on its scene with every
/// invariant holding.
@Suite struct ScriptImportGoldenTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures").standardizedFileURL

    static func expectGolden(
        _ actual: String, _ folder: URL, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let url = folder.appendingPathComponent(name)
        let expected = try? String(contentsOf: url, encoding: .utf8)
        if ProcessInfo.processInfo.environment["GESTURETRACE_UPDATE"] == "1", expected != actual {
            try? Data(actual.utf8).write(to: url)
            Issue.record("golden \(name) updated: review it with git diff", sourceLocation: sourceLocation)
            return
        }
        #expect(expected == actual, "golden \(name)", sourceLocation: sourceLocation)
    }

    @Test(
        "the fixture script imports into the golden trace and summary, and the trace replays on its scene",
        arguments: [("idb", "flow.sh"), ("maestro", "flow.yaml")])
    func golden(format: String, script: String) throws {
        let folder = Self.fixtures.appendingPathComponent(format)
        // Relative paths, resolved in the fixture's folder, so the golden names no machine's path.
        let files = RootedFileSystem(base: folder.path)
        let run = Invocation.run(
            ["import", format, script, "--scene", "screen.scene.json", "--name", "\(format) fixture"],
            fileSystem: files)
        #expect(run.status == 0, "\(run.stderr)")
        Self.expectGolden(run.stdout, folder, "flow.trace.json")
        Self.expectGolden(run.stderr, folder, "flow.summary.txt")
        let scene = Array(try Data(contentsOf: folder.appendingPathComponent("screen.scene.json")))
        let trace = try TraceDecoder.decode(bytes: Array(run.stdout.utf8), file: "flow.trace.json") {
            (name: String) throws(TraceError) in (scene, name)
        }
        let records = Replay.run(trace).records
        #expect(
            InvariantChecker.check(records, touchesDownAtEnd: InvariantChecker.touchesDownAtEnd(of: trace)) == [])
    }
}
