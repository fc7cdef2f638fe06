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
        var out: [UInt8] = []
        var err = ""
        let io = ImportCommand.IO(out: { out += $0 }, err: { err += $0 + "\n" })
        let input = Self.folder.appending(path: "\(name).actions.json").path
        let status = ImportCommand.run(
            ["w3c-actions", input, "--scene", "photo.scene.json", "--name", "Appium \(name) (W3C actions)"], io: io)
        #expect(status == 0, "\(err)")
        let golden = try Data(contentsOf: Self.folder.appending(path: "\(name).json"))
        expectSameText(out, [UInt8](golden), "docs/examples/w3c-actions/\(name).json")
        #expect(err.hasSuffix("repairs: none\n"))
    }

    @Test("--hz applies to w3c-actions only and is bounded")
    func hzOption() {
        var err = ""
        let io = ImportCommand.IO(out: { _ in }, err: { err += $0 + "\n" })
        #expect(ImportCommand.run(["csv", "x.csv", "--hz", "30"], io: io) == 2)
        #expect(err.hasPrefix("Error: '--hz' applies to the w3c-actions format only.\n"))
        err = ""
        #expect(ImportCommand.run(["w3c-actions", "x.json", "--hz", "5000"], io: io) == 2)
        #expect(err.hasPrefix("Error: '5000' is out of range for '--hz'; expected 0.1 to 1000.\n"))
    }
}
