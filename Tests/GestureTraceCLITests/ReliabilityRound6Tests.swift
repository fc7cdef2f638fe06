import Foundation
import Testing

@testable import GestureTrace
@testable import GestureTraceCLI

/// Issue 25, round 6 (docs/RELIABILITY.md "Round 6 hunt"): what round 5 left, and each family
/// of this round's hunt that broke a promise, through the command line where the promise is
/// about it (the built binary, or the CLI in process with a file system that can be made to
/// change between two looks).
@Suite struct ReliabilityRound6Tests {
    static func folder() throws -> URL { try ReliabilityTests.folder() }

    /// Renders a trace as its own text (the golden workflow without the engine).
    static func render(_ fs: InMemoryFileSystem) -> (String) -> Result<String, GestureTrace.TraceError> {
        { path in .success("rendered \(fs.text(path) ?? "?")") }
    }

    @Test("a trace that its folder's listing missed but that is there a moment later fails the check")
    func traceAppearingAfterListing() {
        // Round 5's race: a trace swapped for a link between check's listing and its next look
        // was neither checked nor its golden an orphan: `0 traces … exit 0`, 1 run in 40. The
        // swap is injected: the listing leaves the trace out, every later look finds it.
        for (golden, why) in [("c/t.golden", false), ("c/t.why.golden", true)] {
            let fs = InMemoryFileSystem(["c/t.json": "T", golden: why ? "why b\n" : "rendered T\n", "c/u.json": "U"])
            fs.add("c/u.golden", "rendered U\n")
            fs.unlisted = ["c/t.json"]
            let run = Invocation.run(["check", "c"], fileSystem: fs, render: Self.render(fs))
            #expect(run.status != 0, "\(golden)")
            #expect(
                run.stdout.contains(
                    "c/t.json (invalid input: was not in its folder's listing but is there now (the folder changed during the check: a file created, renamed or replaced); not checked)"
                ), "\(run.stdout)")
            #expect(run.stdout.contains("1 passed"), "\(run.stdout)")
        }
        // Gone for good, the golden is an orphan, as before.
        let orphan = InMemoryFileSystem(["c/t.golden": "rendered T\n", "c/u.json": "U", "c/u.golden": "rendered U\n"])
        let gone = Invocation.run(["check", "c"], fileSystem: orphan, render: Self.render(orphan))
        #expect(gone.status == 1 && gone.stdout.contains("orphaned golden"), "\(gone.stdout)")
    }

    @Test("an empty value is refused by name, for every option and positional")
    func emptyValues() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try ReliabilityTests.write(ReliabilityRound4Tests.trace(), "t.json", in: dir)
        // `-o ''` reached the writer: ": error: cannot write report: no such file or directory".
        let cases: [([String], String)] = [
            (["report", "t.json", "-o", ""], "'-o <file>'"),
            (["why", "t.json", "tap", "--fix", "1", "-o", ""], "'-o <file>'"),
            (["import", "csv", "x.csv", "-o", ""], "'-o <out.json>'"),
            (["replay", "t.json", "--scene", ""], "'--scene <file>'"),
            (["replay", "t.json", "--set", ""], "'--set <id.key=value>'"),
            (["replay", ""], "'<file>'"),
            (["why", "t.json", ""], "'<id>'"),
            (["check", "t.json", ""], "'<path>'"),
            (["check", "--update=", "t.json"], "'--update=<mode>'"),
        ]
        for (arguments, label) in cases {
            let run = try BuiltBinary.run(arguments, in: dir)
            #expect(run.status == 2, "\(arguments)")
            #expect(
                run.stderr.hasPrefix("Error: The value '' is invalid for \(label); expected a non-empty value\n"),
                "\(arguments): \(run.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("t.golden").path))
    }

    @Test("W3C actions that press no touch are refused at the payload, with its path")
    func w3cNoTouchAtPayload() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        for (name, text) in [
            ("a.json", "[]"),
            ("o.json", #"{"actions": [{"type": "none", "id": "n", "actions": [{"type": "pause"}]}]}"#),
        ] {
            try ReliabilityTests.write(text, name, in: dir)
            let run = try BuiltBinary.run(["import", "w3c-actions", name], in: dir)
            #expect(run.status == 2)
            #expect(
                run.stderr
                    == "\(name):1:1: error: no touch: the actions press no touch pointer (expected a pointerDown) (at $)\n"
            )
        }
    }

    @Test("a truncated gzip response says its data ends early, not what its last bytes would declare")
    func truncatedGzipResponse() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let capture = try ReliabilityTests.gzipCapture(named: "cut.viewhierarchy", in: dir).copy
        let response = capture.appendingPathComponent("RequestResponses/Response_0")
        let bytes = try Data(contentsOf: response)
        // Cut in its DEFLATE data: the last 4 bytes were read as an ISIZE of 2 480 802 862.
        try bytes.prefix(459).write(to: response)
        let cut = try BuiltBinary.run(["import", "xcode-viewhierarchy", "cut.viewhierarchy", "-o", "s.json"], in: dir)
        #expect(cut.status == 2)
        #expect(
            cut.stderr
                == "cut.viewhierarchy/RequestResponses/Response_0: error: byte 459: the compressed data ends in the middle of a block\n"
        )
        // Cut in its trailer.
        try bytes.prefix(bytes.count - 3).write(to: response)
        let trailer = try BuiltBinary.run(
            ["import", "xcode-viewhierarchy", "cut.viewhierarchy", "-o", "s.json"], in: dir)
        #expect(trailer.status == 2)
        #expect(
            trailer.stderr
                == "cut.viewhierarchy/RequestResponses/Response_0: error: byte \(bytes.count - 3): the input ends inside the gzip trailer (CRC32 and ISIZE)\n"
        )
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("s.json").path))
    }

    /// A scene of `depth` views, each the only subview of the one before, every one 100 × 100
    /// at the origin.
    static func nestedScene(depth: Int) -> String {
        var text = #"{"gesturetrace": 1, "window": {"id": "w", "frame": [0, 0, 100, 100], "subviews": ["#
        for k in 0..<depth { text += #"{"id": "v\#(k)", "frame": [0, 0, 100, 100], "subviews": ["# }
        text += String(repeating: "]}", count: depth) + "]}}"
        return text
    }

    @Test("hit-test prints a chain as long as the scene is deep with its middle elided, counted")
    func hitTestLongChain() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try ReliabilityTests.write(Self.nestedScene(depth: 300), "deep.scene.json", in: dir)
        let run = try BuiltBinary.run(["hit-test", "deep.scene.json", "5", "5"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        // v299 … v0, w, UIApplication, AppDelegate: 303 responders, the first and last 32 shown.
        let head = (268...299).reversed().map { "v\($0)" }.joined(separator: " > ")
        let tail = (0...28).reversed().map { "v\($0)" }.joined(separator: " > ") + " > w > UIApplication > AppDelegate"
        #expect(run.stdout.contains("\nchain        \(head) > …(239 more responders)… > \(tail)\n"), "\(run.stdout)")
        // At 64 responders or fewer, the whole chain.
        try ReliabilityTests.write(Self.nestedScene(depth: 61), "short.scene.json", in: dir)
        let short = try BuiltBinary.run(["hit-test", "short.scene.json", "5", "5"], in: dir)
        let whole = (0...60).reversed().map { "v\($0)" }.joined(separator: " > ") + " > w > UIApplication > AppDelegate"
        #expect(short.stdout.contains("\nchain        \(whole)\n"), "\(short.stdout)")
        #expect(
            ElidedList.joined(["a", "b", "c", "d", "e"], separator: ", ", noun: "x", keep: 2)
                == "a, b, …(1 more x)…, d, e")
        #expect(ElidedList.joined(["a", "b", "c", "d"], separator: ", ", noun: "x", keep: 2) == "a, b, c, d")
    }

    @Test("explaining a hit test keeps what the traversal visited and the path, not arrays of every view")
    func hitTestExplanationIsSmall() throws {
        // 3 000 views side by side and one covering view: the traversal visits the window's
        // subviews (3 001) but the recording holds nothing per unvisited nested view.
        var subviews = (0..<3000).map {
            #"{"id": "v\#($0)", "frame": [0, 0, 100, 100], "subviews": [{"id": "in\#($0)", "frame": [0, 0, 10, 10]}]}"#
        }
        subviews.append(#"{"id": "top", "frame": [0, 0, 100, 100]}"#)
        let text =
            #"{"gesturetrace": 1, "window": {"id": "w", "frame": [0, 0, 100, 100], "subviews": [\#(subviews.joined(separator: ","))]}}"#
        let scene = try TraceDecoder.decodeScene(bytes: Array(text.utf8), file: "s.json")
        let tester = HitTester(scene: scene, geometry: ViewGeometry(scene: scene))
        let hit = try #require(tester.hitTest(Point(x: 5, y: 5)))
        #expect(scene.views[hit].id == "top")
        let recording = tester.record(Point(x: 5, y: 5))
        #expect(recording.visits.count == 2 && recording.visited(hit) && !recording.visited(1))
        let misses = tester.misses(at: Point(x: 5, y: 5), hit: hit)
        #expect(misses.count == 3000)
        #expect(misses.first?.view == "v0" && misses.last?.view == "v2999")
        #expect(misses.allSatisfy { if case .covered(inside: nil, by: "top") = $0.why { true } else { false } })
    }

    @Test("an importer gives one stem's n-th id without trying every smaller suffix again")
    func importedDuplicateAddresses() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // 20 000 views at one address took 3 minutes (each searched _2, _3 … from the start).
        // 400: each duplicate prints a warning, and the test reads stderr through a pipe.
        let count = 400
        var dump = "<UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>\n"
        for _ in 0..<count { dump += "   | <UIView: 0x3; frame = (0 0; 1 1); layer = <CALayer: 0x4>>\n" }
        try ReliabilityTests.write(dump, "same.txt", in: dir)
        let run = try BuiltBinary.run(["import", "recursive-description", "same.txt", "-o", "s.scene.json"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("same.txt:3: warning: address 0x3 appears twice: this view is 'UIView_3_2'\n"))
        #expect(
            run.stderr.contains(
                "same.txt:\(count + 1): warning: address 0x3 appears twice: this view is 'UIView_3_\(count)'\n"))
        let validate = try BuiltBinary.run(["validate", "s.scene.json"], in: dir)
        // The one recognizer is the window's system gate, which every import writes.
        #expect(validate.stdout == "ok: scene, \(count + 1) views, 1 recognizer\n", "\(validate.stderr)")
        // Still the smallest free suffix, whoever took the others.
        var ids = ImportedIDs()
        let given = ["a", "a_3", "a", "a", "a", "b", "a_2_2", "a_2"].map { ids.unique($0) }
        #expect(given == ["a", "a_3", "a_2", "a_4", "a_5", "b", "a_2_2", "a_2_3"])
    }

    @Test("--set finds an id holding '=' and dots: ID.KEY ends at the first '=' after a patch key")
    func setIDWithEquals() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let trace = ReliabilityRound4Tests.trace(viewID: "a.b=c").replacingOccurrences(
            of: #""id": "tap""#, with: #""id": "t=1.x""#)
        try ReliabilityTests.write(trace, "t.json", in: dir)
        let plain = try BuiltBinary.run(["replay", "t.json"], in: dir)
        #expect(plain.stdout.contains("outcome  t=1.x  recognized"), "\(plain.stdout)")
        // `why` proposes this very fix; it was "expected ID.KEY before '='".
        let why = try BuiltBinary.run(["why", "t.json", "t=1.x"], in: dir)
        #expect(why.stdout.contains("fix 1: t=1.x.cancelsTouchesInView = false"), "\(why.stdout)")
        let set = try BuiltBinary.run(["replay", "t.json", "--set", "t=1.x.enabled=false"], in: dir)
        #expect(set.status == 0, "\(set.stderr)")
        #expect(!set.stdout.contains("outcome  t=1.x  recognized"), "\(set.stdout)")
        let hidden = try BuiltBinary.run(["replay", "t.json", "--set", "a.b=c.hidden=true"], in: dir)
        #expect(hidden.status == 0 && hidden.stdout.contains("not hit: a.b=c (hidden"), "\(hidden.stderr)")
        let refused = try BuiltBinary.run(["replay", "t.json", "--set", "t=1.x.shouldBegin=false"], in: dir)
        #expect(refused.status == 0 && !refused.stdout.contains("outcome  t=1.x  recognized"), "\(refused.stderr)")
        // With no patch key before any '=', the unknown key is named (round 7: this said
        // "expected ID.KEY before '='", ReliabilityRound7Tests.setUnknownKeyAfterEquals).
        let unknown = try BuiltBinary.run(["replay", "t.json", "--set", "t=1.x.bogus=1"], in: dir)
        #expect(unknown.status == 2)
        #expect(
            unknown.stderr.hasPrefix("--set 't=1.x.bogus=1':1:7: error: unknown key 'bogus'; expected one of "),
            "\(unknown.stderr)")
        // One pass, however many '=' and '.' the argument holds.
        let many = String(repeating: "=.", count: 60_000) + "=1"
        #expect(ScenePatchArgument.targetEnd(Array(many.unicodeScalars)) == nil)
    }

    @Test("a number on the command line is decimal text within a trace's limits")
    func commandLineNumbers() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try ReliabilityTests.write("time,finger,phase,x,y\n0,1,began,10,10\n0.1,1,ended,10,10\n", "r.csv", in: dir)
        // `--width 1e300 --height 1e300` exited 0 with a window frame of `huge` in the trace.
        let wide = try BuiltBinary.run(
            ["import", "csv", "r.csv", "--width", "1e300", "--height", "1e300", "-o", "wide.json"], in: dir)
        #expect(wide.status == 2)
        #expect(
            wide.stderr.hasPrefix(
                "Error: The value '1e300' is invalid for '--width <pt>'; expected a positive number up to 1000000000\n")
        )
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("wide.json").path))
        let ok = try BuiltBinary.run(
            ["import", "csv", "r.csv", "--width", "1e9", "--height", "2.5e2", "-o", "t.json"], in: dir)
        #expect(ok.status == 0, "\(ok.stderr)")
        #expect(try BuiltBinary.run(["validate", "t.json"], in: dir).status == 0)
        for raw in ["0x10", "1e300", "nan", "inf", " 5", "5 ", "1_0", "\u{FF15}", "1e10"] {
            let run = try BuiltBinary.run(["hit-test", "t.json", raw, "5"], in: dir)
            #expect(run.status == 2, "\(raw)")
            #expect(
                run.stderr.hasPrefix(
                    "Error: The value '\(raw)' is invalid for '<x>'; expected a number from -1000000000 to 1000000000\n"
                ),
                "\(raw): \(run.stderr)")
        }
        let decimal = try BuiltBinary.run(["hit-test", "t.json", "-1e-400", "+5.5E0"], in: dir)
        #expect(decimal.stdout.hasPrefix("point        (0, 5.5)\n"), "\(decimal.stdout) \(decimal.stderr)")
    }
}
