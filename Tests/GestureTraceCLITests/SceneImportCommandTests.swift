import Foundation
import Testing

@testable import GestureTrace
@testable import GestureTraceCLI

/// `gesturetrace import recursive-description`: arguments, files, exit statuses.
@Suite struct SceneImportCommandTests {
    final class Captured: @unchecked Sendable {
        var out: [UInt8] = []
        var err = ""
        var io: ImportCommand.IO { ImportCommand.IO(out: { self.out += $0 }, err: { self.err += $0 + "\n" }) }
    }

    static func run(_ arguments: [String]) -> (Int32, Captured) {
        let c = Captured()
        return (ImportCommand.run(["recursive-description"] + arguments, io: c.io), c)
    }

    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("scene-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test(
        "usage errors exit 2",
        arguments: [
            ([], "Error: Missing expected argument '<dump>'."),
            (["a", "b"], "Error: Unexpected argument 'b'."),
            (
                ["a", "--root", "zz"],
                "Error: 'zz' is not a valid value for '--root'; expected an address such as 0x7f8d29445600."
            ),
            (["a", "--bogus"], "Error: Unknown option '--bogus'."),
        ])
    func usage(arguments: [String], message: String) {
        let (status, c) = Self.run(arguments)
        #expect(status == 2)
        #expect(c.err.hasPrefix(message + "\n"))
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
        #expect(c.out.isEmpty)
        let lines = c.err.split(separator: "\n")
        #expect(
            lines.first == "imported \(dump.path): 2 views from the tree at line 2, 1 recognizer, 1 view controller")
        #expect(
            lines.last?.hasSuffix(
                "long-press allowableMovement; the gesture recognizers of 1 view (gestureRecognizers = <NSArray…>; "
                    + "merge them with --recognizers)") == true)
        let scene = try TraceDecoder.decodeScene(
            bytes: [UInt8](FileManager.default.contents(atPath: out.path) ?? Data()), file: out.path)
        #expect(scene.views.map(\.id) == ["UIWindow_1", "UIView_10"])
        #expect(scene.views[1].controller?.id == "HomeViewController_30")
        #expect(scene.recognizers.map(\.id) == ["tap_20"])
    }

    @Test("an unreadable line exits 2 with file:line:column; --lenient imports the rest")
    func lenient() throws {
        let dir = try Self.folder()
        let dump = dir.appendingPathComponent("dump.txt")
        try Data("<UIView: 0x1; frame = (0 0; 10 10)>\n   | <UIView: 0x2; frame = (a b; c d)>\n".utf8).write(to: dump)
        let (status, c) = Self.run([dump.path])
        #expect(status == 2)
        #expect(c.err == "\(dump.path):2:28: error: frame '(a b; c d)' is not '(x y; width height)'\n")
        let (status2, c2) = Self.run([dump.path, "--lenient"])
        #expect(status2 == 0)
        #expect(
            c2.err.contains(
                "\(dump.path):2: skipped (--lenient): column 28: frame '(a b; c d)' is not '(x y; width height)'"))
        #expect(String(decoding: c2.out, as: UTF8.self).contains(#""id": "UIView_1""#))
    }
}
