import Foundation
import GestureTrace
import Testing

@testable import GestureTraceCLI

/// `why`'s fixes as scene patches (issue 28 item 2, FORMAT §6): each replayed in the story,
/// and `why --fix N [-o FILE]` writing the patched scene, which replays as the patch does.
@Suite struct WhyFixCommandTests {
    static func run(_ arguments: [String]) -> Invocation {
        Invocation.run(arguments, fileSystem: RootedFileSystem(base: WhyCommandTests.corpus))
    }

    static let cell = "cells/row-not-selected-under-keyboard-dismiss-tap.json"

    @Test("the classic cell under a keyboard-dismissing tap: two fixes select the row, the often-tried one does not")
    func cellFixes() {
        let r = Self.run(["why", Self.cell, "table"])
        #expect(r.status == 0)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        let fixes = lines.filter { $0.hasPrefix("  fix ") }
        #expect(fixes.count == 3)
        #expect(fixes[0].hasPrefix("  fix 1: dismissKeyboard.cancelsTouchesInView = false lets the list"))
        #expect(fixes[2].hasPrefix("  fix 3: dismissKeyboard.delaysTouchesEnded = false (often tried)"))
        let replayed = lines.filter { $0.hasPrefix("    replayed: ") }
        #expect(replayed.count == 3)
        #expect(replayed[0].contains("table didSelectRowAt [0, 1] at t=0.08"))
        #expect(replayed[1].contains("table didSelectRowAt [0, 1] at t=0.08"))
        #expect(replayed[1].contains("dismissKeyboard recognized at t=0.08 no longer happens"))
        #expect(replayed[2] == "    replayed: does not help: the outcome is unchanged")
    }

    @Test("--fix N -o FILE writes the scene with fix N: the replay with it is the replay with --set")
    func writesScene() throws {
        let fs = InMemoryFileSystem([
            "t.json": try String(contentsOfFile: WhyCommandTests.corpus + "/" + Self.cell, encoding: .utf8)
        ])
        let r = Invocation.run(["why", "t.json", "table", "--fix", "1", "-o", "fixed.scene.json"], fileSystem: fs)
        #expect(r.status == 0 && r.stdout.isEmpty && r.stderr.isEmpty)
        let written = try #require(fs.text("fixed.scene.json"))
        #expect(written.hasPrefix("{\"gesturetrace\": 1,"))
        #expect(written.contains(#""id": "dismissKeyboard", "cancelsTouchesInView": false,"#))
        let withScene = Invocation.run(["replay", "t.json", "--scene", "fixed.scene.json"], fileSystem: fs)
        let withSet = Invocation.run(
            ["replay", "t.json", "--set", "dismissKeyboard.cancelsTouchesInView=false"], fileSystem: fs)
        #expect(withScene.status == 0 && withScene.stdout == withSet.stdout)
        // Never onto an input (on the disk, where files have identities).
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("why-fix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.copyItem(
            atPath: WhyCommandTests.corpus + "/" + Self.cell, toPath: dir.appendingPathComponent("t.json").path)
        let disk = RootedFileSystem(base: dir.path)
        let onto = Invocation.run(["why", "t.json", "table", "--fix", "1", "-o", "./t.json"], fileSystem: disk)
        #expect(onto.status == 2)
        #expect(onto.stderr == "./t.json: error: the output is the input file 't.json'; refusing to overwrite it\n")
        let beside = Invocation.run(["why", "t.json", "table", "--fix", "2", "-o", "fixed.json"], fileSystem: disk)
        #expect(beside.status == 0)
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("fixed.json").path))
    }

    @Test("--fix errors: no such fix, advice only, -o without --fix, a patch no scene key says")
    func errors() {
        #expect(
            Self.run(["why", Self.cell, "table", "--fix", "4"]).stderr
                == "why: there is no fix 4: the story of table proposes 3\n")
        #expect(
            Self.run([
                "why", "swipe-actions/vertical-drag-on-row-scrolls-table.json", "table.swipeActionPan", "--fix", "1",
            ])
            .stderr == "why: fix 1 is advice, not a scene setting: there is no scene to write for it\n")
        #expect(Self.run(["why", Self.cell, "table", "-o", "x.json"]).stderr.contains("give '--fix <n>' too"))
        #expect(Self.run(["why", Self.cell, "table", "--fix", "0"]).status == 2)
        let swipe = Self.run([
            "why", "navigation/scroll-view-blocks-back-swipe-after-delegate-replaced.json",
            "nav.interactivePopGestureRecognizer", "--fix", "3",
        ])
        #expect(swipe.status == 2)
        #expect(swipe.stderr.contains("a back swipe has no scene key for simultaneousWith"))
    }

    /// Every why golden of the corpus: each question's fixes with patches are written as a
    /// scene, which the command checks replays as the patch does; only a setting no scene key
    /// says may be refused.
    @Test("every replayed fix of the corpus's why goldens writes a scene that replays as its patch")
    func corpusFixesWrite() throws {
        let root = WhyCommandTests.corpus
        let walker = try #require(FileManager.default.enumerator(atPath: root))
        var goldens: [String] = []
        while let path = walker.nextObject() as? String {
            if path.hasSuffix(".why.golden") { goldens.append(path) }
        }
        var written = 0
        for golden in goldens.sorted() {
            let text = try String(contentsOfFile: root + "/" + golden, encoding: .utf8)
            let trace = WhyGolden.tracePath(forWhyGolden: golden)
            var question: [String] = []
            var n = 0
            for line in text.split(separator: "\n") {
                if line.hasPrefix("why ") {
                    question = line.split(separator: " ").dropFirst().map(String.init)
                    n = 0
                } else if line.hasPrefix("  fix ") {
                    n += 1
                } else if line.hasPrefix("    replayed: ") {
                    let r = Self.run(["why", trace] + question + ["--fix", "\(n)"])
                    let refused = r.stderr.contains("cannot be written into the scene")
                    #expect(r.status == 0 || refused, "\(golden) fix \(n): \(r.stderr)")
                    if r.status == 0 { written += 1 }
                }
            }
        }
        #expect(written >= 40)
    }
}
