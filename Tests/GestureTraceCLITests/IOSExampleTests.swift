import Foundation
import Testing

@testable import GestureTrace
@testable import GestureTraceCLI

/// docs/examples/ios-table-tap: every command of its README, re-run and compared with the
/// files it shows, so the example cannot drift from the importers and the engine.
@Suite struct IOSExampleTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/examples/ios-table-tap")

    static func text(_ name: String) -> String {
        String(
            decoding: FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) ?? Data(),
            as: UTF8.self)
    }

    @Test("the imports give the committed scene and trace, the replays the committed outputs")
    func example() throws {
        let fm = FileManager.default
        let work = fm.temporaryDirectory.appendingPathComponent("ios-example-\(UUID().uuidString)")
        try fm.createDirectory(at: work, withIntermediateDirectories: true)
        for name in ["dump.txt", "recognizers.txt", "controllers.txt", "log.txt", "scene.json"] {
            try Data(Self.text(name).utf8).write(to: work.appendingPathComponent(name))
        }
        // The README runs the commands from the example's folder: the same commands run here on
        // absolute paths (tests run in parallel, so no changing directory), which are then cut.
        let w = work.path + "/"
        func at(_ name: String) -> String { w + name }
        let scene = Invocation.run(
            [
                "import", "recursive-description", at("dump.txt"), "--recognizers", at("recognizers.txt"),
                "--controllers", at("controllers.txt"), "-o", at("scene.imported.json"),
            ], fileSystem: LocalFileSystem())
        #expect(scene.status == 0, "\(scene.stderr)")
        let log = Invocation.run(
            [
                "import", "uikit-log", at("log.txt"), "--scene", "scene.json", "--name",
                "a tap on a table row under a keyboard-dismissing tap recognizer", "-o", at("trace.json"),
            ], fileSystem: LocalFileSystem())
        #expect(log.status == 0, "\(log.stderr)")
        let imported = String(decoding: fm.contents(atPath: at("scene.imported.json")) ?? Data(), as: UTF8.self)
            .replacingOccurrences(of: w, with: "")
        let trace = String(decoding: fm.contents(atPath: at("trace.json")) ?? Data(), as: UTF8.self)
        #expect(imported == Self.text("scene.imported.json"))
        #expect(trace == Self.text("trace.json"))
        #expect((scene.stderr + log.stderr).replacingOccurrences(of: w, with: "") == Self.text("import-summary.txt"))
        // scene.json is the imported scene as it is: the rows keep their UITableViewCell class and
        // the table selects them (SEMANTICS §9.5).
        #expect(Self.text("scene.json") == imported)
        let fs = InMemoryFileSystem([
            "trace.json": trace, "scene.json": Self.text("scene.json"),
            "scene-fixed.json": Self.text("scene-fixed.json"),
        ])
        let replay = Invocation.run(["replay", "trace.json"], fileSystem: fs)
        #expect(replay.status == 0)
        #expect(replay.stdout == Self.text("replay.txt"))
        let fixed = Invocation.run(["replay", "trace.json", "--scene", "scene-fixed.json"], fileSystem: fs)
        #expect(fixed.status == 0)
        #expect(fixed.stdout == Self.text("replay-fixed.txt"))
    }
}
