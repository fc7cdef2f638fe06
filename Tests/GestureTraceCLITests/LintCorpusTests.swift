import Foundation
import Testing

@testable import GestureTraceCLI

/// The lint goldens (issue 28 item 3, FORMAT §7): `gesturetrace lint` over every trace and
/// scene document of `traces/`, and over the imported iOS scenes (`Tests/Fixtures/ios`, the
/// iOS example of docs/examples), compared with `Tests/Fixtures/lint/*.lint.golden`.
///
/// Each file's section is `== PATH (exit N)` and then exactly what `gesturetrace lint PATH`
/// prints, run from the repository root. Record mode, as for the replay corpus:
/// `GESTURETRACE_UPDATE=1 swift test --filter LintCorpus` rewrites the goldens and still fails.
@Suite struct LintCorpusTests {
    static let root = URL(filePath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().standardized.path

    /// Every `*.json` under `folder` (relative to the root) whose name passes `keep`, in UTF-8
    /// byte order of the path.
    static func files(under folder: String, keep: (String) -> Bool = { $0.hasSuffix(".json") }) -> [String] {
        let paths = FileManager.default.subpaths(atPath: root + "/" + folder) ?? []
        return paths.filter(keep).map { folder + "/" + $0 }.sorted {
            Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8))
        }
    }

    static func render(_ paths: [String]) -> String {
        var out = ""
        for path in paths {
            let run = Invocation.run(["lint", path], fileSystem: RootedFileSystem(base: root))
            out += "== \(path) (exit \(run.status))\n" + run.stdout + run.stderr
        }
        return out
    }

    static func compare(_ paths: [String], golden name: String) throws {
        #expect(!paths.isEmpty)
        let actual = render(paths)
        let goldenPath = root + "/Tests/Fixtures/lint/" + name
        let expected = String(decoding: FileManager.default.contents(atPath: goldenPath) ?? Data(), as: UTF8.self)
        let environment = ProcessInfo.processInfo.environment["GESTURETRACE_UPDATE"] ?? ""
        // Record mode writes (and fails, to be reviewed) only when there is something to write.
        if !environment.isEmpty && environment != "0" && actual != expected {
            try Data(actual.utf8).write(to: URL(filePath: goldenPath))
            Issue.record(
                "GESTURETRACE_UPDATE is set, so \(name) was recorded instead of checked; review it with git diff")
            return
        }
        #expect(
            actual == expected,
            "lint output differs from Tests/Fixtures/lint/\(name) (a trace added or changed under traces/?); review and record with: GESTURETRACE_UPDATE=1 swift test --filter LintCorpus"
        )
    }

    @Test("lint over every trace and scene of traces/ matches traces.lint.golden")
    func traces() throws {
        try Self.compare(Self.files(under: "traces"), golden: "traces.lint.golden")
    }

    @Test("lint over the imported iOS scenes matches ios.lint.golden")
    func iosSamples() throws {
        let scenes =
            Self.files(under: "Tests/Fixtures/ios") { $0.hasSuffix(".scene.json") }
            + ["docs/examples/ios-table-tap/scene.json", "docs/examples/ios-table-tap/scene-fixed.json"]
        try Self.compare(scenes, golden: "ios.lint.golden")
    }
}
