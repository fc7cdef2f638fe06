import Foundation
import Testing

@testable import GestureTrace
@testable import GestureTraceCLI

/// `docs/examples/lookin-feed`: the archive imports to the committed scene and summary, and the
/// trace on it replays to the committed output (regenerate with the commands in its README).
@Suite struct LookinExampleTests {
    static let folder: URL = URL(filePath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "docs/examples/lookin-feed")

    @Test("feed.lookin imports to feed.scene.json and import-summary.txt; like-tap.json replays to replay.txt")
    func example() throws {
        // Run from the repository, not the folder: the paths the outputs quote are made relative again.
        let archive = Self.folder.appending(path: "feed.lookin").path
        let imported = Invocation.run(["import", "lookin", archive], fileSystem: LocalFileSystem())
        #expect(imported.status == 0)
        expectSameText(
            Array(imported.stdout.replacingOccurrences(of: archive, with: "feed.lookin").utf8),
            [UInt8](try Data(contentsOf: Self.folder.appending(path: "feed.scene.json"))),
            "docs/examples/lookin-feed/feed.scene.json")
        expectSameText(
            Array(imported.stderr.replacingOccurrences(of: archive, with: "feed.lookin").utf8),
            [UInt8](try Data(contentsOf: Self.folder.appending(path: "import-summary.txt"))),
            "docs/examples/lookin-feed/import-summary.txt")
        let replay = Invocation.run(
            ["replay", Self.folder.appending(path: "like-tap.json").path], fileSystem: LocalFileSystem())
        #expect(replay.status == 0)
        expectSameText(
            Array(replay.stdout.utf8), [UInt8](try Data(contentsOf: Self.folder.appending(path: "replay.txt"))),
            "docs/examples/lookin-feed/replay.txt")
    }
}
