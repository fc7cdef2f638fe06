import Foundation
import Testing

@testable import GestureTrace
@testable import GestureTraceCLI

/// `gesturetrace import recursive-description`: arguments, files, exit statuses.
@Suite struct SceneImportCommandTests {
    /// `gesturetrace import recursive-description ARGUMENTS` in process, on the real file system.
    static func run(_ arguments: [String]) -> (Int32, Invocation) {
        let run = Invocation.run(["import", "recursive-description"] + arguments, fileSystem: LocalFileSystem())
        return (run.status, run)
    }

    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("scene-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test(
        "usage errors exit 2",
        arguments: [
            ([], "Error: Missing expected argument '<dump>'"),
            (["a", "b"], "Error: Unexpected argument 'b'"),
            (
                ["a", "--root", "zz"],
                "Error: The value 'zz' is invalid for '--root <0xADDR>'; expected an address such as 0x7f8d29445600"
            ),
            (["a", "--bogus"], "Error: Unknown option '--bogus'"),
            (["a", "--lenient=yes"], "Error: The option '--lenient' does not take a value"),
        ])
    func usage(arguments: [String], message: String) {
        let (status, c) = Self.run(arguments)
        #expect(status == 2)
        #expect(
            c.stderr == """
                \(message)
                Usage: gesturetrace import recursive-description <dump> [-o <scene.json>] [options]
                  See 'gesturetrace import recursive-description --help' for more information.

                """)
    }

    @Test("its help is the shared layout, from --help or 'help import recursive-description'")
    func help() {
        let help = Invocation.run(["import", "recursive-description", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout == Invocation.run(["help", "import", "recursive-description"]).stdout)
        #expect(help.stdout.hasPrefix("OVERVIEW: Turn an iOS view dump into a gesturetrace scene.\n\nIds are"))
        #expect(
            help.stdout.contains(
                "\nOPTIONS:\n  -o, --output <file>     Write the scene here. (default: standard output)\n  --lenient"))
    }

    @Test("a dump, recognizers and controllers become one scene file; the summary goes to stderr")
    func files() throws {
        let dir = try Self.folder()
        let dump = dir.appendingPathComponent("dump.txt")
        try Data(
            """
            (lldb) po [[UIWindow keyWindow] recursiveDescription]
            <UIWindow: 0x1; frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x2>; layer = <UIWindowLayer: 0x3>>
               | <UIView: 0x10; frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x11>; layer = <CALayer: 0x12>>
            """.utf8
        ).write(to: dump)
        let gr = dir.appendingPathComponent("gr.txt")
        try Data(
            "<UITapGestureRecognizer: 0x20; state = Possible; view = <UIView 0x10>; numberOfTapsRequired = 2>\n".utf8
        ).write(to: gr)
        let vc = dir.appendingPathComponent("vc.txt")
        try Data("<HomeViewController 0x30>, state: appeared, view: <UIView 0x10>\n".utf8).write(to: vc)
        let out = dir.appendingPathComponent("scene.json")
        let (status, c) = Self.run([
            dump.path, "-o", out.path, "--recognizers", gr.path, "--controllers", vc.path,
        ])
        #expect(status == 0)
        #expect(c.stdout.isEmpty)
        let lines = c.stderr.split(separator: "\n")
        #expect(
            lines.first == "imported \(dump.path): 2 views from the tree at line 2, 1 recognizer, 1 view controller")
        #expect(
            lines.contains {
                $0.hasPrefix("assumed: system gate: device homeIndicator from the 390×844 pt window")
                    && $0.hasSuffix(
                        "long-press allowableMovement; the gesture recognizers of 1 view (gestureRecognizers = <NSArray…>; "
                            + "merge them with --recognizers)")
            })
        let scene = try TraceDecoder.decodeScene(
            bytes: [UInt8](FileManager.default.contents(atPath: out.path) ?? Data()), file: out.path)
        #expect(scene.views.map(\.id) == ["UIWindow_1", "UIView_10"])
        #expect(scene.views[1].controller?.id == "HomeViewController_30")
        // The 390×844 pt window is a Face ID phone's: the window carries the system gate.
        #expect(scene.recognizers.map(\.id) == ["UIWindow_1.systemGestureGate", "tap_20"])
        #expect(scene.views[0].systemGestures?.device == .homeIndicator)
        // --device overrides the window's size: none installs no gate, homeButton its regions.
        let (noneStatus, _) = Self.run([dump.path, "-o", out.path, "--device", "none"])
        #expect(noneStatus == 0)
        let bare = try TraceDecoder.decodeScene(
            bytes: [UInt8](FileManager.default.contents(atPath: out.path) ?? Data()), file: out.path)
        #expect(bare.recognizers.isEmpty)
        let (buttonStatus, button) = Self.run([dump.path, "-o", out.path, "--device", "homeButton"])
        #expect(buttonStatus == 0)
        #expect(
            button.stderr.contains("mapped: ") && button.stderr.contains("system gate: device homeButton (--device)"))
        let pressed = try TraceDecoder.decodeScene(
            bytes: [UInt8](FileManager.default.contents(atPath: out.path) ?? Data()), file: out.path)
        #expect(pressed.views[0].systemGestures?.device == .homeButton)
        #expect(pressed.views[0].systemGestures?.bottomRegion == 20)
    }

    @Test("an unreadable line exits 2 with file:line:column; --lenient imports the rest")
    func lenient() throws {
        let dir = try Self.folder()
        let dump = dir.appendingPathComponent("dump.txt")
        try Data("<UIView: 0x1; frame = (0 0; 10 10)>\n   | <UIView: 0x2; frame = (a b; c d)>\n".utf8).write(to: dump)
        let (status, c) = Self.run([dump.path])
        #expect(status == 2)
        #expect(c.stderr == "\(dump.path):2:28: error: frame '(a b; c d)' is not '(x y; width height)'\n")
        let (status2, c2) = Self.run([dump.path, "--lenient"])
        #expect(status2 == 0)
        #expect(
            c2.stderr.contains(
                "\(dump.path):2: skipped (--lenient): column 28: frame '(a b; c d)' is not '(x y; width height)'"))
        #expect(c2.stdout.contains(#""id": "UIView_1""#))
    }
}
