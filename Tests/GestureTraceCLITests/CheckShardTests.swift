import Foundation
import GestureTrace
import Testing

@testable import GestureTraceCLI

/// `check --shard i/n` and `--jobs n` on the real corpus: shards partition it, the assignment
/// does not move when traces come and go, and parallel checking prints the same report.
@Suite struct CheckShardTests {
    /// `check` as run from inside `traces/` (same as `CorpusTests`), with a real file system.
    static func check(_ arguments: [String]) -> (status: Int32, stdout: String) {
        let stdout = OutputSink.memory()
        let stderr = OutputSink.memory()
        let context = CLIContext(stdout: stdout, stderr: stderr, fileSystem: RootedFileSystem(base: CorpusTests.root))
        let status = GestureTraceCLI.run(arguments: ["check", "."] + arguments + ["--color=never"], context: context)
        return (status, stdout.text + stderr.text)
    }

    static func traces(in shard: CheckShard) -> [String] {
        CorpusTests.traces.filter { shard.contains($0) }
    }

    @Test("shards 1/2 and 2/2 cover the corpus exactly once, and so do 1/3, 2/3, 3/3")
    func partition() throws {
        for n in [2, 3] {
            let shards = try (1...n).map { i in Self.traces(in: try #require(CheckShard(index: i, count: n))) }
            #expect(shards.allSatisfy { !$0.isEmpty }, "an empty shard of \(n)")
            #expect(shards.flatMap { $0 }.sorted() == CorpusTests.traces.sorted())
            #expect(Set(shards.flatMap { $0 }).count == CorpusTests.traces.count)
        }
    }

    @Test("the CLI's shard summaries add up to the whole corpus, and every shard passes")
    func cliShards() throws {
        let first = Self.check(["--shard", "1/2"])
        let second = Self.check(["--shard=2/2"])
        #expect(first.status == 0, "\(first.stdout)")
        #expect(second.status == 0, "\(second.stdout)")
        let half = Self.traces(in: try #require(CheckShard("1/2")))
        let n1 = half.count
        let n2 = CorpusTests.traces.count - n1
        // A why golden (FORMAT §6) goes with its trace's shard.
        func hasWhy(_ trace: String) -> Bool {
            FileManager.default.fileExists(atPath: CorpusTests.root + "/" + WhyGolden.path(forTrace: trace))
        }
        let w1 = half.filter(hasWhy).count
        let w2 = CorpusTests.traces.filter(hasWhy).count - w1
        #expect(
            first.stdout
                == "shard 1/2: \(n1) traces and \(w1) why goldens: \(n1 + w1) passed, 0 differ, 0 missing goldens, 0 invalid\n"
        )
        #expect(
            second.stdout
                == "shard 2/2: \(n2) traces and \(w2) why goldens: \(n2 + w2) passed, 0 differ, 0 missing goldens, 0 invalid\n"
        )
    }

    @Test("a trace's shard depends on its path only: adding traces moves no other trace")
    func stable() throws {
        let shard = try #require(CheckShard("2/3"))
        // Pinned values: the assignment must not change between versions, or CI jobs reshuffle.
        #expect(CheckShard.fnv1a("") == 0xcbf2_9ce4_8422_2325)
        #expect(CheckShard.fnv1a("a") == 0xaf63_dc4c_8601_ec8c)
        let before = CorpusTests.traces.filter { shard.contains($0) }
        let grown = (CorpusTests.traces + ["zz/new-1.json", "aa/new-2.json"]).filter { shard.contains($0) }
        #expect(grown.filter { !$0.hasPrefix("zz/") && !$0.hasPrefix("aa/") } == before)
    }

    @Test("--jobs 2 prints exactly what --jobs 1 prints, failures included")
    func jobs() throws {
        let one = Self.check(["--jobs", "1"])
        let two = Self.check(["--jobs=2"])
        #expect(one.status == 0)
        expectSameText(two.stdout, one.stdout, "check --jobs 2")
        // With differences: a scratch corpus of three traces, one golden altered.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gesturetrace-jobs-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["examples/tap", "seeds/s01-tap-cancels-view-touch", "seeds/s02-tap-without-cancels-ends-normally"]
        {
            let base = URL(fileURLWithPath: CorpusTests.root).appendingPathComponent(name)
            let flat = name.replacingOccurrences(of: "/", with: "-")
            for ext in ["json", "golden"] {
                try FileManager.default.copyItem(
                    at: base.appendingPathExtension(ext), to: folder.appendingPathComponent("\(flat).\(ext)"))
            }
        }
        let golden = folder.appendingPathComponent("examples-tap.golden")
        try (try String(contentsOf: golden, encoding: .utf8) + "extra\n").write(
            to: golden, atomically: true, encoding: .utf8)
        func run(_ jobs: String) -> (Int32, String) {
            let stdout = OutputSink.memory()
            let context = CLIContext(
                stdout: stdout, stderr: OutputSink.memory(), fileSystem: RootedFileSystem(base: folder.path))
            let status = GestureTraceCLI.run(
                arguments: ["check", ".", "--jobs", jobs, "--color=never"], context: context)
            return (status, stdout.text)
        }
        let serial = run("1")
        let parallel = run("3")
        #expect(serial.0 == 1)
        #expect(parallel.0 == 1)
        #expect(serial.1.contains("FAIL examples-tap.json (first difference at the summary)"))
        expectSameText(parallel.1, serial.1, "check --jobs 3 with a difference")
    }
}
