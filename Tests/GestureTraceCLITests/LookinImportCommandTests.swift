import Foundation
import Testing

@testable import GestureTrace
@testable import GestureTraceCLI

/// `gesturetrace import lookin`: arguments, files, exit statuses, on the committed fixture.
@Suite struct LookinImportCommandTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures/lookin/feed.lookin").standardizedFileURL

    static func run(_ arguments: [String]) -> (Int32, Invocation) {
        let run = Invocation.run(["import", "lookin"] + arguments, fileSystem: LocalFileSystem())
        return (run.status, run)
    }

    @Test(
        "usage errors exit 2",
        arguments: [
            ([], "Error: Missing expected argument '<file.lookin>'"),
            (["a", "b"], "Error: Unexpected argument 'b'"),
            (["a", "--bogus"], "Error: Unknown option '--bogus'"),
        ])
    func usage(arguments: [String], message: String) {
        let (status, c) = Self.run(arguments)
        #expect(status == 2)
        #expect(
            c.stderr == """
                \(message)
                Usage: gesturetrace import lookin <file.lookin> [-o <scene.json>] [--device <kind>]
                  See 'gesturetrace import lookin --help' for more information.

                """)
    }

    @Test("its help, from --help or 'help import lookin'")
    func help() {
        let help = Invocation.run(["import", "lookin", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout == Invocation.run(["help", "import", "lookin"]).stdout)
        #expect(help.stdout.hasPrefix("OVERVIEW: Turn a Lookin export (.lookin) into a gesturetrace scene.\n"))
    }

    @Test("the fixture becomes the golden scene on stdout or in -o; the summary goes to stderr")
    func files() throws {
        let (status, c) = Self.run([Self.fixture.path])
        #expect(status == 0)
        let golden = try String(
            contentsOf: Self.fixture.deletingPathExtension().appendingPathExtension("scene.json"), encoding: .utf8)
        // The command adds the command line as `_source`.
        #expect(
            c.stdout
                == golden.replacingOccurrences(
                    of: "\"gesturetrace\": 1,\n",
                    with: "\"gesturetrace\": 1,\n  \"_source\": \"gesturetrace import lookin \(Self.fixture.path)\",\n")
        )
        #expect(c.stderr.hasPrefix("imported \(Self.fixture.path): 13 views of window 1 of Feed (iOS 17.4, iPhone 15)"))
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lookin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let out = dir.appendingPathComponent("scene.json")
        let (status2, c2) = Self.run([Self.fixture.path, "-o", out.path])
        #expect(status2 == 0)
        #expect(c2.stdout.isEmpty)
        #expect(FileManager.default.contents(atPath: out.path).map { String(decoding: $0, as: UTF8.self) } == c.stdout)
    }

    @Test("a file that is not an archive exits 2 with its byte and leaves no output")
    func malformed() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lookin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let bad = dir.appendingPathComponent("bad.lookin")
        try Data("{\"not\": \"a plist\"} and more bytes to pass forty".utf8).write(to: bad)
        let out = dir.appendingPathComponent("scene.json")
        let (status, c) = Self.run([bad.path, "-o", out.path])
        #expect(status == 2)
        #expect(
            c.stderr == "\(bad.path): error: byte 0: not a binary property list: it does not start with 'bplist00'\n")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }
}
