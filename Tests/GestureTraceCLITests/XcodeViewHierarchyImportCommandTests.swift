import Foundation
import Testing

@testable import GestureTrace
@testable import GestureTraceCLI

/// `gesturetrace import xcode-viewhierarchy`: the folder, its files, exit statuses, on the
/// committed fixture.
@Suite struct XcodeViewHierarchyImportCommandTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures/xcode-viewhierarchy/feed.viewhierarchy").standardizedFileURL

    static func run(_ arguments: [String]) -> Invocation {
        Invocation.run(["import", "xcode-viewhierarchy"] + arguments, fileSystem: LocalFileSystem())
    }

    @Test("the fixture folder becomes the golden scene on stdout; the summary goes to stderr")
    func folder() throws {
        let c = Self.run([Self.fixture.path])
        #expect(c.status == 0)
        let golden = try String(
            contentsOf: Self.fixture.deletingLastPathComponent().appendingPathComponent("feed.scene.json"),
            encoding: .utf8)
        #expect(
            c.stdout
                == golden.replacingOccurrences(
                    of: "\"gesturetrace\": 1,\n",
                    with:
                        "\"gesturetrace\": 1,\n  \"_source\": \"gesturetrace import xcode-viewhierarchy \(Self.fixture.path)\",\n"
                ))
        #expect(c.stderr.hasPrefix("imported \(Self.fixture.path): 11 views of window 1, the key window, of Feed"))
    }

    @Test("the gzip-compressed copy of the fixture gives the same scene and summary")
    func compressed() throws {
        let gzipped = Self.fixture.deletingLastPathComponent().appendingPathComponent("feed-gzip.viewhierarchy")
        let plain = Self.run([Self.fixture.path])
        let c = Self.run([gzipped.path])
        #expect(c.status == 0)
        #expect(c.stdout == plain.stdout.replacingOccurrences(of: Self.fixture.path, with: gzipped.path))
        #expect(c.stderr == plain.stderr.replacingOccurrences(of: Self.fixture.path, with: gzipped.path))
    }

    @Test("a file, a folder without RequestResponses and a missing path exit 2 with one line")
    func refused() throws {
        let file = Self.fixture.appendingPathComponent("metadata").path
        let notFolder = Self.run([file])
        #expect(notFolder.status == 2)
        #expect(notFolder.stderr.hasPrefix("\(file): error: not a folder"))
        let parent = Self.fixture.deletingLastPathComponent().path
        let noResponses = Self.run([parent])
        #expect(noResponses.status == 2)
        #expect(
            noResponses.stderr == "\(parent): error: no RequestResponses folder: not an Xcode view hierarchy export\n")
        #expect(Self.run(["/nonexistent.viewhierarchy"]).status == 2)
        #expect(Self.run([]).status == 2)
    }

    @Test("its help, from --help or 'help import xcode-viewhierarchy'")
    func help() {
        let help = Invocation.run(["import", "xcode-viewhierarchy", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout == Invocation.run(["help", "import", "xcode-viewhierarchy"]).stdout)
        #expect(help.stdout.hasPrefix("OVERVIEW: Turn an Xcode view hierarchy export (.viewhierarchy folder)"))
    }
}
