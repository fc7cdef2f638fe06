import Foundation
import Testing

@testable import GestureTrace
@testable import GestureTraceCLI

/// The W3C actions examples in `docs/examples/w3c-actions/` (Appium's documented gestures: a
/// double tap with pauses of 100 ms, a long press of 1000 ms, a two-finger pinch) as golden
/// tests: each `NAME.actions.json` imported with `--scene photo.scene.json` must give exactly
/// `NAME.json`, which must replay. Regenerate with the command in that folder's README and
/// review the diff.
@Suite struct W3CActionsExampleTests {
    static let folder: URL = URL(filePath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "docs/examples/w3c-actions")

    @Test("each example imports to its golden trace, byte for byte", arguments: ["double-tap", "long-press", "pinch"])
    func golden(name: String) throws {
        let input = Self.folder.appending(path: "\(name).actions.json").path
        let run = Invocation.run(
            ["import", "w3c-actions", input, "--scene", "photo.scene.json", "--name", "Appium \(name) (W3C actions)"],
            fileSystem: LocalFileSystem())
        #expect(run.status == 0, "\(run.stderr)")
        let golden = try Data(contentsOf: Self.folder.appending(path: "\(name).json"))
        expectSameText(Array(run.stdout.utf8), [UInt8](golden), "docs/examples/w3c-actions/\(name).json")
        #expect(run.stderr.hasSuffix("repairs: none\n"))
    }

    @Test("--hz applies to w3c-actions only and is bounded")
    func hzOption() {
        let csv = Invocation.run(["import", "csv", "x.csv", "--hz", "30"])
        #expect(csv.status == 2)
        #expect(csv.stderr.hasPrefix("Error: '--hz' applies to the w3c-actions and maestro formats only\n"))
        for rate in ["5000", "0", "0.05"] {
            let run = Invocation.run(["import", "w3c-actions", "x.json", "--hz", rate])
            #expect(run.status == 2)
            #expect(
                run.stderr.hasPrefix(
                    "Error: The value '\(rate)' is invalid for '--hz <rate>'; expected a number from 0.1 to 1000\n"))
        }
    }
}
