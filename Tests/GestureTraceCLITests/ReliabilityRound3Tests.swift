import Foundation
import Testing

/// Issue 25 (reliability and security, round 3), one regression test per item, through the
/// built binary and a shell: file names with control characters, links, signals and deep
/// dumps need the real process and its real exit status.
@Suite struct ReliabilityRound3Tests {
    static func folder() throws -> URL { try ReliabilityTests.folder() }

    static func write(_ text: String, _ name: String, in dir: URL) throws {
        try Data(text.utf8).write(to: dir.appendingPathComponent(name))
    }

    @Test("messages stay one line: ids, keys and file names with newline, CR or ESC are escaped")
    func escapedMessages() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.write(
            #"{"gesturetrace": 1, "scene": {"window": {"id": "w", "frame": [0, 0, 1, 1], "k\n::error file=x::hi\r\u001b[31m": 1}}, "events": []}"#,
            "k.json", in: dir)
        let key = try BuiltBinary.sh(#""$GT" validate k.json"#, in: dir)
        #expect(key.status == 2)
        #expect(
            key.stderr
                == #"k.json:1:76: error: unknown key 'k\n::error file=x::hi\r\u{1B}[31m'; expected one of id, class, frame, bounds, transform, hidden, alpha, userInteractionEnabled, multipleTouchEnabled, exclusiveTouch, clipsToBounds, pointInside, hitTest, touches, controller, recognizers, subviews, control, scroll, swiftui, list, cell, slider, stepper, switch, navigation, text, systemGestures, contextMenu, sheet (at w["k\n::error file=x::hi\r\u001b[31m"])"#
                .replacingOccurrences(of: "(at w[", with: "(at scene.window[") + "\n")
        // A CSV phase and a trace file name in check's report: one line each, escaped.
        try Self.write("time,finger,phase,x,y\n0,1,be\u{1B}[2Jgan,1,1\n", "p.csv", in: dir)
        let phase = try BuiltBinary.sh(#""$GT" import csv p.csv"#, in: dir)
        #expect(phase.status == 2)
        #expect(phase.stderr.hasPrefix(#"p.csv:2:5: error: 'be\u{1B}[2Jgan' is not a phase"#))
        #expect(phase.stderr.filter { $0 == "\n" }.count == 1)
        let check = try BuiltBinary.sh(
            #"mkdir c && printf '{}' > "c/$(printf 'a\nFAIL x\033[0m').json" && "$GT" check c"#, in: dir)
        #expect(check.status == 2)
        #expect(!check.stdout.contains("\u{1B}") && !check.stderr.contains("\u{1B}"))
        #expect(check.stdout.hasPrefix(#"FAIL c/a\nFAIL x\u{1B}[0m.json (invalid input: "#))
    }

    @Test("the FAIL line's 'create it with' command is shell-quoted: running it runs nothing else")
    func shellQuotedHint() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try BuiltBinary.sh(
            #"mkdir c && cp t.json 'c/a b;$(touch PWNED).json' && cp t.json "c/$(printf 'n\nl').json" && "$GT" check c"#,
            in: dir)
        #expect(run.status == 1)
        let hints = run.stdout.split(separator: "\n").filter { $0.contains("create it with: ") }
        #expect(hints.count == 2)
        #expect(
            hints.contains {
                $0.hasSuffix(#"create it with: gesturetrace check --update=missing 'c/a b;$(touch PWNED).json')"#)
            })
        #expect(
            hints.contains { $0.hasSuffix(#"create it with: gesturetrace check --update=missing $'c/n\x0al.json')"#) })
        // Each printed command, run by a shell, creates its golden and nothing else.
        for hint in hints {
            let command = hint.components(separatedBy: "create it with: ").last.map { String($0.dropLast()) } ?? ""
            let replaced = command.replacingOccurrences(of: "gesturetrace ", with: "\"$GT\" ")
            let ran = try BuiltBinary.sh("bash -c " + shellWord(replaced), in: dir)
            #expect(ran.status == 0, "\(command): \(ran.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("PWNED").path))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("c/a b;$(touch PWNED).golden").path))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("c/n\nl.golden").path))
    }

    func shellWord(_ s: String) -> String { "'" + s.replacingOccurrences(of: "'", with: #"'\''"#) + "'" }

    @Test("a NUL in a scene path or a CSV field is refused where it stands, never read as an end")
    func nulRefused() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.write(
            #"{"gesturetrace": 1, "window": {"id": "window", "frame": [0, 0, 10, 10]}}"#, "s.scene.json", in: dir)
        try Self.write(#"{"gesturetrace": 1, "scene": "s.scene.json\u0000junk", "events": []}"#, "n.json", in: dir)
        let scene = try BuiltBinary.sh(#""$GT" validate n.json"#, in: dir)
        #expect(scene.status == 2)
        #expect(
            scene.stderr
                == #"n.json:1:30: error: the scene path contains a NUL character (\u0000); no file has such a name (at scene)"#
                + "\n")
        try Self.write("time,finger,phase,x,y\n0,1,began,1\u{0}9,1\n", "z.csv", in: dir)
        let csv = try BuiltBinary.sh(#""$GT" import csv z.csv"#, in: dir)
        #expect(csv.status == 2)
        #expect(csv.stderr == #"z.csv:2:11: error: '1\u{00}9' is not a number (x)"# + "\n")
    }

    @Test("dumps nested 20 000 deep never crash any scene importer; a deep tree imports linearly")
    func deepDumps() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let window = "<UIWindow: 0x1; frame = (0 0; 390 844); layer = <CALayer: 0x2>>\n"
        let opens = String(repeating: "<", count: 20_000)
        try Self.write(window + "   | " + opens + "\n", "lt.txt", in: dir)
        try Self.write(window, "w.txt", in: dir)
        try Self.write(opens + "UITapGestureRecognizer: 0x5; state = Possible>\n", "gr.txt", in: dir)
        try Self.write("<UIViewController 0x9>, state: appeared, view: " + opens + "\n", "vc.txt", in: dir)
        let dump = try BuiltBinary.sh(#""$GT" import recursive-description lt.txt"#, in: dir)
        #expect(dump.status == 2)
        #expect(dump.stderr.hasPrefix("lt.txt:2:6: error: "))
        for (option, file) in [("--recognizers", "gr.txt"), ("--controllers", "vc.txt")] {
            let run = try BuiltBinary.sh(#""$GT" import recursive-description w.txt "# + option + " " + file, in: dir)
            #expect(run.status == 0 || run.status == 2, "\(option): \(run.status) \(run.stderr)")
        }
        // 2 000 levels: the written scene validates (the writer and the reader are iterative).
        var deep = window
        for d in 1..<2000 {
            deep +=
                String(repeating: "   | ", count: d)
                + "<UIView: 0x\(String(16 * d + 16, radix: 16)); frame = (0 0; 10 10); layer = <CALayer: 0x3>>\n"
        }
        try Self.write(deep, "deep.txt", in: dir)
        let imported = try BuiltBinary.sh(
            #""$GT" import recursive-description deep.txt -o deep.scene.json 2>/dev/null && "$GT" validate deep.scene.json && sed 's/[^ ].*//' deep.scene.json | awk '{ if (length($0) > m) m = length($0) } END { print m }'"#,
            in: dir)
        #expect(imported.status == 0)
        // The written scene's indentation is capped (ImportedSceneWriter.maxIndent, 256 + 2),
        // so its size is linear in the views, not in views × depth (84e26f3).
        let lines = imported.stdout.split(separator: "\n")
        // The one recognizer is the window's system gate: its 390×844 pt is a Face ID phone's
        // (IOS-INPUTS §10.2).
        #expect(lines.first == "ok: scene, 2000 views, 1 recognizer", "\(imported.stdout)")
        #expect(lines.count == 2 && (Int(lines[1]) ?? 999) <= 258 && (Int(lines[1]) ?? 0) >= 200, "\(imported.stdout)")
    }

    @Test("an importer never writes what the reader refuses: 10 001 recognizers is an error at the dump's line")
    func importedRecognizerLimit() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.write("<UIWindow: 0x1; frame = (0 0; 390 844); layer = <CALayer: 0x2>>\n", "w.txt", in: dir)
        var list = ""
        for k in 0..<10_001 {
            list +=
                "<UITapGestureRecognizer: 0x\(String(0x100000 + k, radix: 16)); state = Possible; view = <UIWindow: 0x1>>\n"
        }
        try Self.write(list, "gr.txt", in: dir)
        let run = try BuiltBinary.sh(
            #""$GT" import recursive-description w.txt --recognizers gr.txt -o s.scene.json"#, in: dir)
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "gr.txt:10001:1: error: more than 10000 gesture recognizers in the scene (scroll views' built-in pans included); the scene reader refuses more\n"
        )
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("s.scene.json").path))
    }

    @Test("the responder chain's names AppDelegate and UIApplication are reserved ids, refused where declared")
    func reservedNames() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        for (name, what) in [("AppDelegate", "app delegate"), ("UIApplication", "application")] {
            try Self.write(
                #"{"gesturetrace": 1, "scene": {"window": {"id": "window", "frame": [0, 0, 10, 10], "recognizers": [{"id": "NAME", "kind": "tap"}]}}, "events": []}"#
                    .replacingOccurrences(of: "NAME", with: name), "r.json", in: dir)
            let run = try BuiltBinary.sh(#""$GT" validate r.json"#, in: dir)
            #expect(run.status == 2)
            #expect(
                run.stderr
                    == "r.json:1:106: error: the id '\(name)' is reserved: the responder chain prints it for the \(what); choose another id for a gesture recognizer (at scene.window.recognizers[0].id)\n"
            )
        }
    }

    @Test("left from round 2: an invariant broken at the end points at the recognizer's declaration")
    func invariantAtDeclaration() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.write(
            """
            {"gesturetrace": 1, "scene": {"window": {"id": "window", "frame": [0,0,100,100], "recognizers": [
              {"id": "s", "kind": "script", "steps": [{"t": 0.05, "state": "began"}]}]}},
             "events": [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 5, "y": 5}]},
                        {"t": 0.1, "touches": [{"id": 1, "phase": "ended", "x": 5, "y": 5}]}]}
            """, "inv.json", in: dir)
        let run = try BuiltBinary.sh(#""$GT" replay inv.json --verify > /dev/null"#, in: dir)
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "inv.json:2:10: error: invariant broken at frame 3 (t=0.1): 's' is still began at the end, with no touch down (at scene.window.recognizers[0].id)\n"
        )
    }

    @Test("check never skips silently: a dangling link, a link loop, a folder too deep are reported, exit 2")
    func noSilentSkips() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let dangling = try BuiltBinary.sh(
            #"mkdir c && cp t.json c/ && ln -s nowhere.json c/d.json && "$GT" check c --update >/dev/null; "$GT" check c"#,
            in: dir)
        #expect(dangling.status == 2)
        #expect(dangling.stderr.contains("c/d.json: error: cannot be reached"))
        // 380 folders deep (past PATH_MAX, which the walk cannot open): reported, not skipped.
        let trace = dir.appendingPathComponent("t.json").path
        let deep = try BuiltBinary.sh(
            #"python3 -c "import os,shutil; os.mkdir('e'); os.chdir('e'); [os.mkdir('d' * 40) or os.chdir('d' * 40) for _ in range(380)]; shutil.copy('T', 't.json')" && "$GT" check e"#
                .replacingOccurrences(of: "'T'", with: "'" + trace + "'"),
            in: dir)
        #expect(deep.status == 2)
        #expect(deep.stderr.contains(": error: cannot "))
    }

    @Test("report's --max-rows and --max-sequences are capped, so the page stays bounded")
    func reportCaps() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let rows = try BuiltBinary.sh(#""$GT" report t.json --max-rows 100000000 -o r.html"#, in: dir)
        #expect(rows.status == 2)
        #expect(
            rows.stderr.hasPrefix(
                "Error: The value '100000000' is invalid for '--max-rows <n>'; expected an integer from 1 to 20000\n"))
        let sequences = try BuiltBinary.sh(#""$GT" report t.json --max-sequences 100000000 -o r.html"#, in: dir)
        #expect(sequences.status == 2)
        #expect(
            sequences.stderr.hasPrefix(
                "Error: The value '100000000' is invalid for '--max-sequences <n>'; expected an integer from 0 to 600\n"
            ))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("r.html").path))
    }

    @Test("w3c-actions: a 1e9 ms move is refused before its samples are made")
    func w3cSampleLimitFirst() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.write(
            #"{"actions": [{"type": "pointer", "id": "f", "parameters": {"pointerType": "touch"}, "actions": [{"type": "pointerMove", "x": 1, "y": 1}, {"type": "pointerDown", "button": 0}, {"type": "pointerMove", "duration": 1000000000, "x": 300, "y": 300}, {"type": "pointerUp", "button": 0}]}]}"#,
            "w.json", in: dir)
        let run = try BuiltBinary.sh(#""$GT" import w3c-actions w.json"#, in: dir)
        #expect(run.status == 2)
        #expect(run.stderr.contains("error: the actions would write more than"))
        #expect(run.stdout.isEmpty)
    }

    static let sceneTrace = """
        {"gesturetrace": 1, "scene": "s.scene.json", "events": [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 5, "y": 5}]},
         {"t": 0.1, "touches": [{"id": 1, "phase": "ended", "x": 5, "y": 5}]}]}
        """

    @Test("one write path: a linked golden is never written through, no output replaces a file the run read")
    func writePath() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("c"), withIntermediateDirectories: true)
        try Self.write(
            #"{"gesturetrace": 1, "window": {"id": "window", "frame": [0, 0, 100, 100]}}"#, "c/s.scene.json", in: dir)
        try Self.write(Self.sceneTrace, "c/t.json", in: dir)
        let scene = try Data(contentsOf: dir.appendingPathComponent("c/s.scene.json"))
        let trace = try Data(contentsOf: dir.appendingPathComponent("c/t.json"))
        // A golden linked outside the corpus, to the trace, to the scene, or to nothing.
        for target in ["../outside.txt", "t.json", "s.scene.json", "../nowhere"] {
            let run = try BuiltBinary.sh(
                "echo outside > outside.txt && rm -f c/t.golden && ln -s \(target) c/t.golden && \"$GT\" check c --update",
                in: dir)
            #expect(run.status == 2, "\(target)")
            #expect(try String(contentsOf: dir.appendingPathComponent("outside.txt"), encoding: .utf8) == "outside\n")
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("nowhere").path))
            #expect(try Data(contentsOf: dir.appendingPathComponent("c/s.scene.json")) == scene)
            #expect(try Data(contentsOf: dir.appendingPathComponent("c/t.json")) == trace)
        }
        // report -o the scene document the trace names.
        let report = try BuiltBinary.sh(#"rm -f c/t.golden && "$GT" report c/t.json -o c/s.scene.json"#, in: dir)
        #expect(report.status == 2)
        #expect(
            report.stderr
                == "c/s.scene.json: error: cannot write report: the output is 'c/s.scene.json', which this command reads; refusing to overwrite it\n"
        )
        #expect(try Data(contentsOf: dir.appendingPathComponent("c/s.scene.json")) == scene)
        // An ordinary golden is still updated in place.
        let update = try BuiltBinary.sh(
            #""$GT" check c --update=missing >/dev/null && echo x >> c/t.golden && "$GT" check c --update"#, in: dir)
        #expect(update.status == 0)
        #expect(update.stdout.contains("updated c/t.golden"))
    }

    @Test("-o through a folder link the user typed is followed; a link as the file, or back to an input, is not")
    func outputThroughTypedFolderLink() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // out -> real: the report lands in real/ (DECISIONS "-o PATH through a folder link").
        let followed = try BuiltBinary.sh(
            #"mkdir real && ln -s real out && "$GT" report t.json -o out/r.html; echo "status $?"; ls real; ls -a real | grep -c '[.]tmp$'"#,
            in: dir)
        #expect(followed.stdout == "status 0\nr.html\n0\n", "\(followed.stdout) \(followed.stderr)")
        // The last component a link: refused, its target untouched.
        let last = try BuiltBinary.sh(
            #"echo keep > kept.txt && ln -s ../kept.txt real/last.html && "$GT" report t.json -o out/last.html; echo "status $?"; cat kept.txt"#,
            in: dir)
        #expect(last.stdout == "status 2\nkeep\n", "\(last.stdout)")
        #expect(last.stderr.contains("out/last.html: error: cannot write report: is a symbolic link"), "\(last.stderr)")
        // A folder link that leads back to the trace: the trace is still an input, by inode.
        let back = try BuiltBinary.sh(
            #"ln -s .. real/up && "$GT" report t.json -o out/up/t.json; echo "status $?""#, in: dir)
        #expect(back.stdout == "status 2\n", "\(back.stdout) \(back.stderr)")
        #expect(try String(contentsOf: dir.appendingPathComponent("t.json"), encoding: .utf8) == ReliabilityTests.trace)
    }

    @Test("--actual-dir may not be the corpus, inside it or around it")
    func actualDirOverlap() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let setup = try BuiltBinary.sh(#"mkdir c && cp t.json c/ && "$GT" check c --update >/dev/null"#, in: dir)
        #expect(setup.status == 0)
        for actual in ["c", "c/..", "c/new/x", "."] {
            let run = try BuiltBinary.sh("echo changed >> c/t.golden; \"$GT\" check c --actual-dir \(actual)", in: dir)
            #expect(run.status == 2, "\(actual)")
            #expect(run.stderr.hasPrefix("Error: '--actual-dir \(actual)' overlaps the checked path 'c'"))
        }
        let outside = try BuiltBinary.sh(#""$GT" check c --actual-dir out; test -f out/c/t.golden"#, in: dir)
        #expect(outside.status == 0)
    }

    @Test("SIGINT or SIGTERM during an import -o leaves no temporary file behind")
    func signalsCleanTemporaryFiles() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        for signal in ["INT", "TERM"] {
            let run = try BuiltBinary.sh(
                #"python3 -c "import sys; w=sys.stdout.write; w('time,finger,phase,x,y\n'); [w('%d.%02d,1,%s,1,1\n' % (i // 100, i % 100, 'began' if i % 3 == 0 else ('moved' if i % 3 == 1 else 'ended'))) for i in range(3000000)]" > big.csv && ("$GT" import csv big.csv -o out.json 2>/dev/null & pid=$!; while ! ls -a | grep -q '[.]tmp$'; do sleep 0.05; done; kill -SIG $pid; wait $pid; echo "status $?"); ls -a | grep -c '[.]tmp$'"#
                    .replacingOccurrences(of: "SIG $pid", with: "\(signal) $pid"), in: dir)
            #expect(run.stdout == "status \(signal == "INT" ? 130 : 143)\n0\n", "\(signal): \(run.stderr)")
        }
    }

    @Test("a folder link below the checked folder or --actual-dir that leads out is never written through")
    func intermediateLinks() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // c/sub is a link to a folder outside c, holding a trace without golden.
        let update = try BuiltBinary.sh(
            #"mkdir -p c away && cp t.json c/ && cp t.json away/u.json && ln -s ../away c/sub && "$GT" check c --update; echo "status $?"; ls away"#,
            in: dir)
        #expect(update.stdout.hasSuffix("status 2\nu.json\n"), "\(update.stdout)")
        #expect(
            update.stderr.contains(
                "c/sub/u.golden: error: cannot write golden: leads out of 'c' through a symbolic link"))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("c/t.golden").path))
        // --actual-dir out, where out/c is a link to a folder elsewhere.
        let actual = try BuiltBinary.sh(
            #"echo changed >> c/t.golden && mkdir -p out elsewhere && ln -s ../elsewhere out/c && "$GT" check c --actual-dir out; echo "status $?"; ls elsewhere | wc -l"#,
            in: dir)
        #expect(actual.stdout.hasSuffix("status 2\n0\n"), "\(actual.stdout)")
        #expect(
            actual.stderr.contains(
                "out/c/t.golden: error: cannot write actual output: leads out of 'out' through a symbolic link"))
    }

    @Test("a stale one-line golden of a long replay: the diff is every line, found without quadratic work")
    func staleGoldenDiff() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // 400 taps: about 9 000 lines of output against one stale line. The old diff kept one
        // frontier per edit: 9 000 × 18 000 entries (1.3 GB); now the unmatched lines are set aside.
        let run = try BuiltBinary.sh(
            #"mkdir c && python3 -c "import json; ev=[]; [ev.extend([{'t': i*0.5, 'touches': [{'id': 1, 'phase': 'began', 'x': 50, 'y': 50}]}, {'t': i*0.5+0.05, 'touches': [{'id': 1, 'phase': 'ended', 'x': 50, 'y': 50}]}]) for i in range(400)]; print(json.dumps({'gesturetrace': 1, 'scene': {'window': {'id': 'w', 'frame': [0, 0, 100, 100], 'recognizers': [{'id': 'tap', 'kind': 'tap'}]}}, 'events': ev}))" > c/t.json && echo stale > c/t.golden && "$GT" replay c/t.json > actual.txt && "$GT" check c > out.txt; echo "status $?"; grep -c '^+' out.txt; wc -l < actual.txt; grep -m1 '^@@' out.txt"#,
            in: dir)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.first == "status 1", "\(run.stdout) \(run.stderr)")
        // Every actual line is an insertion (plus the +++ header), the one stale line a deletion.
        #expect(lines.count == 4 && Int(lines[1]) == (Int(lines[2]) ?? 0) + 1, "\(run.stdout)")
        #expect(lines.last == "@@ -1 +1,\(lines.count > 2 ? lines[2] : "") @@", "\(run.stdout)")
    }

    @Test("SIGTERM during check --jobs --update leaves no temporary file, whichever thread it lands on")
    func signalsDuringParallelCheck() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // 60 traces with missing goldens, 8 jobs writing them; SIGTERM at staggered moments.
        let run = try BuiltBinary.sh(
            #"mkdir c && for i in $(seq 1 60); do cp t.json c/t$i.json; done && for d in 0.05 0.1 0.15 0.2 0.3 0.4 0.5 0.7; do rm -f c/*.golden; "$GT" check c --update=missing --jobs 8 >/dev/null 2>&1 & pid=$!; sleep $d; kill -TERM $pid; wait $pid; done; ls -a c | grep -c '[.]tmp$'"#,
            in: dir)
        #expect(run.stdout == "0\n", "\(run.stdout) \(run.stderr)")
    }
}
