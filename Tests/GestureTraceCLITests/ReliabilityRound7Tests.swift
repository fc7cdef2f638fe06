import Foundation
import Testing

@testable import GestureTrace
@testable import GestureTraceCLI

/// Issue 25, round 7 (docs/RELIABILITY.md "Round 7 hunt"): the small defects round 6 noticed,
/// and each family of this round's hunt that broke a promise, through the command line (the
/// built binary, or the CLI in process over a file system whose listing can be made to
/// disagree with later looks).
@Suite struct ReliabilityRound7Tests {
    static func folder() throws -> URL { try ReliabilityTests.folder() }

    /// A trace whose one view holds a SwiftUI circle with `gesture`, written as JSON.
    static func swiftUITrace(gesture: String) -> String {
        """
        {"gesturetrace": 1, "scene": {"window": {"id": "window", "frame": [0, 0, 390, 844], "subviews": [
          {"id": "host", "class": "UIHostingView", "frame": [0, 0, 390, 844],
           "swiftui": {"id": "circle", "frame": [100, 300, 150, 150],
                       "modifiers": [{"gesture": \(gesture), "id": "g"}]}}]}},
         "events": [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 150, "y": 350}]},
                    {"t": 0.1, "touches": [{"id": 1, "phase": "ended", "x": 150, "y": 350}]}]}
        """
    }

    @Test("a composition of other than two gestures says two are expected and how many were found")
    func compositionArity() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // It said "found an array", as if an array were the mistake.
        let tap = #"{"tap": {}}"#
        for (name, parts, found) in [
            ("sequenced", [String](), "0 elements"), ("sequenced", [tap], "1 element"),
            ("exclusively", [tap, tap, tap], "3 elements"), ("simultaneously", [tap, tap, tap, tap], "4 elements"),
        ] {
            let gesture = "{\"\(name)\": [\(parts.joined(separator: ", "))]}"
            try ReliabilityTests.write(Self.swiftUITrace(gesture: gesture), "s.json", in: dir)
            let run = try BuiltBinary.run(["validate", "s.json"], in: dir)
            #expect(run.status == 2)
            #expect(run.stderr.hasPrefix("s.json:4:\(47 + name.count): error: "), "\(run.stderr)")
            #expect(
                run.stderr.hasSuffix(
                    "expected two gestures [G1, G2] for '\(name)', found an array of \(found) (at scene.window.subviews[0].swiftui.modifiers[0].gesture.\(name))\n"
                ), "\(run.stderr)")
        }
        // Two parts still replay.
        try ReliabilityTests.write(Self.swiftUITrace(gesture: "{\"sequenced\": [\(tap), \(tap)]}"), "s.json", in: dir)
        #expect(try BuiltBinary.run(["validate", "s.json"], in: dir).status == 0)
    }

    @Test("--set on an id holding '=' with an unknown key names the unknown key")
    func setUnknownKeyAfterEquals() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // `t=1.enabld=false` said "expected ID.KEY before '='": the target ended at the first
        // `=` once no patch key followed a dot.
        let cases: [(String, String)] = [
            ("t=1.enabld=false", ":1:5: error: unknown key 'enabld'; did you mean 'enabled'? (at set.t=1.enabld)"),
            ("a=b=c.hiden=true", ":1:7: error: unknown key 'hiden'; did you mean 'hidden'? (at set.a=b=c.hiden)"),
            ("tap.enabld=false", ":1:5: error: unknown key 'enabld'; did you mean 'enabled'? (at set.tap.enabld)"),
            ("a=b", ":1:1: error: expected ID.KEY before '=', such as list.scrollEnabled"),
        ]
        for (argument, message) in cases {
            let run = try BuiltBinary.run(["replay", "t.json", "--set", argument], in: dir)
            #expect(run.status == 2, "\(argument)")
            #expect(run.stderr == "--set '\(argument)'\(message)\n", "\(argument): \(run.stderr)")
        }
        // A known key still wins over an earlier word-shaped one: the id is `t.x=1`, unknown.
        let known = try BuiltBinary.run(["replay", "t.json", "--set", "t.x=1.enabled=false"], in: dir)
        #expect(known.status == 2)
        #expect(known.stderr.contains("'t.x=1'"), "\(known.stderr)")
    }

    @Test("whole-number options take digits only: no sign")
    func wholeNumbersWithoutSign() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // `check --shard +1/2` ran as shard 1/2, `--jobs +4` as 4 jobs.
        let cases: [([String], String)] = [
            (["check", "--shard", "+1/2", "t.json"], "--shard <i/n>"),
            (["check", "--shard", "1/+2", "t.json"], "--shard <i/n>"),
            (["check", "--jobs", "+2", "t.json"], "--jobs <n>"),
            (["why", "t.json", "tap", "--fix", "+1"], "--fix <n>"),
            (["report", "t.json", "--max-rows", "+5"], "--max-rows <n>"),
            (["report", "t.json", "--max-sequences", "+0"], "--max-sequences <n>"),
            (["report", "t.json", "--max-sequences", "-0"], "--max-sequences <n>"),
        ]
        for (arguments, label) in cases {
            let run = try BuiltBinary.run(arguments, in: dir)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.stderr.hasPrefix("Error: The value '"), "\(arguments): \(run.stderr)")
            #expect(run.stderr.contains("' is invalid for '\(label)'; expected "), "\(arguments): \(run.stderr)")
        }
        #expect(ArgumentScanner.wholeNumber("12") == 12)
        #expect(ArgumentScanner.wholeNumber("１") == nil)
        #expect(ArgumentScanner.wholeNumber("99999999999999999999") == nil)
        #expect(CheckShard("2/3") == CheckShard(index: 2, count: 3))
    }

    @Test("a trace the listing missed is reported by its own shard only")
    func listingRaceInOneShard() {
        // Every shard printed it, so a CI matrix of n jobs failed n times for one trace.
        let shards = (1...3).map { CheckShard(index: $0, count: 3)! }
        let owner = shards.first { $0.contains("c/t.json") }!
        for shard in shards {
            let fs = InMemoryFileSystem(["c/t.json": "T", "c/t.golden": "rendered T\n"])
            fs.unlisted = ["c/t.json"]
            let run = Invocation.run(
                ["check", "c", "--shard", "\(shard.index)/3"], fileSystem: fs,
                render: ReliabilityRound6Tests.render(fs))
            let reported = run.stdout.contains("c/t.json (invalid input: was not in its folder's listing")
            #expect(reported == (shard == owner), "shard \(shard.index): \(run.stdout)")
            #expect(run.status == (shard == owner ? 2 : 0), "shard \(shard.index): \(run.stdout)")
        }
        // A missing root stays in every shard: every job fails on it.
        for shard in shards {
            let fs = InMemoryFileSystem(["c/t.json": "T", "c/t.golden": "rendered T\n"])
            let run = Invocation.run(
                ["check", "c", "gone", "--shard", "\(shard.index)/3"], fileSystem: fs,
                render: ReliabilityRound6Tests.render(fs))
            #expect(run.status == 2 && run.stdout.contains("gone"), "\(run.stdout)")
        }
    }

    @Test("the test helper reads a child's two pipes at once: 200 KB on stderr does not block it")
    func largeStandardError() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // `BuiltBinary` read stdout to its end, then stderr: a child that filled the stderr
        // pipe (64 KiB on Linux) blocked writing, and the test run hung.
        let finished = DispatchSemaphore(value: 0)
        let box = ResultBox()
        Thread.detachNewThread {
            box.result = try? BuiltBinary.sh("head -c 200000 /dev/zero | tr '\\0' x >&2; echo done", in: dir)
            finished.signal()
        }
        #expect(finished.wait(timeout: .now() + 120) == .success, "the helper blocked on a full stderr pipe")
        #expect(box.result?.stderr.utf8.count == 200_000)
        #expect(box.result?.stdout == "done\n")
    }

    @Test("standard input that cannot be JSON is refused at its first impossible byte, not after 4 GiB")
    func endlessStandardInput() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // `yes | gesturetrace replay -` read 4 GiB into memory (20 s, 4.2 GB peak) and then
        // said "the input is larger than 4 GiB", though its first byte made it no trace.
        for command in [
            "replay -", "validate -", "lint -", "why - tap", "report - -o r.html", "hit-test - 1 1", "diff - t.json",
        ] {
            let run = try BuiltBinary.sh("yes | \"$GT\" \(command)", in: dir)
            #expect(run.status == 2, "\(command)")
            #expect(
                run.stderr
                    == "<stdin>:1:1: error: unexpected 'y'; expected a value (strings need double quotes) (at $)\n",
                "\(command): \(run.stderr)")
        }
        // Past a plausible start, at the first byte that breaks it.
        let late = try BuiltBinary.sh(#"(printf '{"gesturetrace": 1,\n'; yes) | "$GT" validate -"#, in: dir)
        #expect(late.status == 2)
        #expect(
            late.stderr
                == "<stdin>:2:1: error: unexpected character 'y'; expected a string key in double quotes (at gesturetrace)\n",
            "\(late.stderr)")
        // A trace on standard input replays as the file does, whole.
        let piped = try BuiltBinary.sh(#""$GT" replay - < t.json"#, in: dir)
        let file = try BuiltBinary.run(["replay", "t.json"], in: dir)
        #expect(piped.status == 0 && piped.stdout == file.stdout.replacingOccurrences(of: "t.json", with: "<stdin>"))
    }

    @Test("the JSON prefix guard never stops on a document the reader accepts, however it is cut")
    func prefixGuardAcceptsTheCorpus() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let traces = root.appendingPathComponent("traces")
        let files = try #require(FileManager.default.enumerator(atPath: traces.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".json") }.sorted()
        #expect(files.count > 100)
        for name in files {
            let bytes = try [UInt8](Data(contentsOf: traces.appendingPathComponent(name)))
            for piece in [1, 7, 65_536] {
                var watch = JSONPrefixGuard()
                var start = 0
                while start < bytes.count {
                    let end = min(start + piece, bytes.count)
                    bytes[start..<end].withUnsafeBufferPointer { _ = watch.feed($0) }
                    start = end
                }
                #expect(watch.isPlausible, "\(name) in pieces of \(piece)")
            }
        }
        // Scalars at the top level, escapes and brackets inside strings.
        for text in ["1.5e3", "true", "\"a\\\"]}{\"", #"[{"a": [1, -2, {"b": null}]}, "x"]"#] {
            var watch = JSONPrefixGuard()
            Array(text.utf8).withUnsafeBufferPointer { _ = watch.feed($0) }
            #expect(watch.isPlausible, "\(text)")
            #expect((try? JSONDocument.parse(Array(text.utf8))) != nil, "\(text)")
        }
        // The reader refuses each of these at the byte where the guard stops (a byte order mark
        // too: FORMAT §5).
        for text in ["y", "\u{FEFF}{}", "{]", "[}", "{\"a\" 1}", "{\"a\": 1 \"b\"}", "[1] 2", "{,", "\u{0}"] {
            var watch = JSONPrefixGuard()
            Array(text.utf8).withUnsafeBufferPointer { _ = watch.feed($0) }
            #expect(!watch.isPlausible, "\(text)")
            #expect((try? JSONDocument.parse(Array(text.utf8))) == nil, "\(text)")
        }
    }

    @Test("check says a name is not UTF-8 rather than blaming links, length or permission")
    func checkNonUTF8Name() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // Linux file systems take any bytes; APFS refuses invalid UTF-8, which leaves nothing
        // to check there.
        let made = try BuiltBinary.sh(
            #"mkdir c && cp t.json c/ok.json && cp t.json "c/$(printf 'bad\377.json')""#, in: dir)
        guard made.status == 0 else { return }
        let run = try BuiltBinary.run(["check", "c", "--update"], in: dir)
        #expect(run.status == 2)
        #expect(
            run.stdout.contains(
                "FAIL c/bad\u{FFFD}.json (invalid input: the path is not valid UTF-8 (or holds U+FFFD); gesturetrace cannot name such a file, rename it; not checked)"
            ), "\(run.stdout)")
        #expect(run.stdout.contains("created 1"), "\(run.stdout)")
    }

    @Test("a failed write names a long output path elided, as every other path")
    func longOutputPathElided() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // `report -o` and `why --fix -o` printed a 4 000-character path whole.
        let long = String(repeating: "d/", count: 2_100) + "out"
        for arguments in [["report", "t.json", "-o", long], ["why", "t.json", "tap", "--fix", "1", "-o", long]] {
            let run = try BuiltBinary.run(arguments, in: dir)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.stderr.utf8.count < 1_200, "\(arguments): \(run.stderr.utf8.count) bytes")
            #expect(run.stderr.contains(" more characters)…"), "\(arguments)")
            #expect(
                run.stderr.hasSuffix(
                    "d/out: error: \(arguments[0] == "report" ? "cannot write report" : "cannot write the scene"): file name too long\n"
                ) || run.stderr.hasSuffix(": no such file or directory\n"), "\(run.stderr)")
        }
    }

    @Test("replay's own warning and verified lines elide a long trace path, as errors do")
    func longTracePathElidedInWarnings() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // The input warning and `--verify`'s "verified" line printed a 1 200-character path
        // whole, where every error elides it.
        let folder = (0..<5).map { _ in String(repeating: "d", count: 240) }.joined(separator: "/")
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent(folder), withIntermediateDirectories: true)
        let leftDown = """
            {"gesturetrace": 1, "scene": {"window": {"id": "w", "frame": [0, 0, 100, 100]}},
             "events": [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 5, "y": 5}]}]}
            """
        try ReliabilityTests.write(leftDown, folder + "/t.json", in: dir)
        let run = try BuiltBinary.run(["replay", "--verify", folder + "/t.json"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(run.stderr)")
        #expect(lines.first?.contains(": warning: ") == true, "\(run.stderr)")
        #expect(
            lines.last?.hasSuffix("t.json: verified: all invariants hold (1 touch still down at the end: warned above)")
                == true, "\(run.stderr)")
        for line in lines {
            #expect(line.utf8.count < 1_200, "\(line.utf8.count) bytes")
            #expect(line.contains(" more characters)…"), "\(line)")
        }
    }

    @Test("a JSON syntax error at the top of an imported payload carries (at $), as the trace reader's does")
    func importSyntaxErrorAtTheTop() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // Each importer turned the reader's error into a TraceError itself and left the empty
        // path empty; the trace decoder alone said `$`.
        try ReliabilityTests.write([0xEF, 0xBB, 0xBF] + Array(#"{"actions": []}"#.utf8), "bom.json", in: dir)
        try ReliabilityTests.write(" \n", "blank.json", in: dir)
        for (name, message) in [
            ("bom.json", "1:1: error: a byte order mark is not allowed at the start of a JSON text (at $)"),
            ("blank.json", "2:1: error: the file contains only whitespace; expected a JSON value (at $)"),
        ] {
            let run = try BuiltBinary.run(["import", "w3c-actions", name], in: dir)
            #expect(run.status == 2)
            #expect(run.stderr == "\(name):\(message)\n", "\(run.stderr)")
        }
    }

    @Test("bash completes a file name holding a space or a '*' as one word, unexpanded")
    func completionOfHostileNames() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        for name in ["my trace.json", "x*.json", "xa.json"] { try ReliabilityTests.write("{}", name, in: dir) }
        // `COMPREPLY=($(compgen -f …))` split 'my trace.json' in two and globbed 'x*.json'.
        let script = CompletionScript.render(.bash)
        func complete(_ word: String) throws -> [String] {
            let text = try CompletionScriptTests.bash(
                "cd '\(dir.path)'\n" + script
                    + "\nCOMP_WORDS=(gesturetrace replay '\(word)'); COMP_CWORD=2; _gesturetrace; printf '%s\\n' \"${COMPREPLY[@]}\"\n"
            )
            return text.split(separator: "\n").map(String.init).sorted()
        }
        #expect(try complete("my") == ["my trace.json"])
        #expect(try complete("x") == ["x*.json", "xa.json"])
        #expect(try complete("t.") == ["t.json"])
    }

    /// Carries a result out of the thread that made it (written once before the semaphore).
    final class ResultBox: @unchecked Sendable {
        var result: BuiltBinary.Result?
    }
}
