import Foundation
import Testing

@testable import GestureTrace
@testable import GestureTraceCLI

/// Issue 25, round 8 (docs/RELIABILITY.md "Round 8 hunt"): each family of this round's hunt
/// that broke a promise, through the built binary.
@Suite struct ReliabilityRound8Tests {
    static func folder() throws -> URL { try ReliabilityTests.folder() }

    /// A trace whose one view has the id `viewID` (JSON-escaped already) and a tap recognizer.
    static func trace(viewID: String, name: String = "n") -> String {
        """
        {"gesturetrace": 1, "name": "\(name)", "scene": {"window": {"id": "window", "frame": [0, 0, 390, 844], "subviews": [
          {"id": "\(viewID)", "frame": [0, 0, 390, 844], "recognizers": [{"id": "tap", "kind": "tap"}]}]}},
         "events": [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 10, "y": 10}]},
                    {"t": 0.05, "touches": [{"id": 1, "phase": "ended", "x": 10, "y": 10}]}]}
        """
    }

    @Test("an id holding a character drawn as nothing is refused where it is declared")
    func invisibleCharactersInIDs() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // `ta\u200Bp` was a second id printed exactly as `tap` in every output; the marks,
        // the byte order mark, tag characters (ASCII spelled unseen) and annotation marks alike.
        let cases: [(escape: String, shown: String, name: String)] = [
            (#"ta\u200Bp"#, #"ta\u{200B}p"#, "U+200B"), (#"v\u200E"#, #"v\u{200E}"#, "U+200E"),
            (#"v\u061C"#, #"v\u{61C}"#, "U+061C"), (#"\uFEFFv"#, #"\u{FEFF}v"#, "U+FEFF"),
            (#"v\uDB40\uDC41"#, #"v\u{E0041}"#, "U+E0041"), (#"a\uFFF9b\uFFFB"#, #"a\u{FFF9}b\u{FFFB}"#, "U+FFF9"),
            (#"s\u00ADy"#, #"s\u{AD}y"#, "U+00AD"), (#"\u3164"#, #"\u{3164}"#, "U+3164"),
        ]
        for (escape, shown, name) in cases {
            try ReliabilityTests.write(Self.trace(viewID: escape), "v.json", in: dir)
            for command in [
                ["validate", "v.json"], ["replay", "v.json"], ["lint", "v.json"], ["hit-test", "v.json", "1", "1"],
            ] {
                let run = try BuiltBinary.run(command, in: dir)
                #expect(run.status == 2, "\(command) \(escape)")
                #expect(run.stdout.isEmpty, "\(command) \(escape)")
                #expect(
                    run.stderr.hasPrefix(
                        "v.json:2:10: error: the id '\(shown)' contains the invisible character \(name); ")
                        && run.stderr.hasSuffix(
                            "an id is a name that reads as it is written (FORMAT §2) (at scene.window.subviews[0].id)\n"
                        ),
                    "\(command) \(run.stderr)")
            }
        }
        // Emoji and scripts that need a joiner or a variation selector keep their ids.
        for kept in [#"\uD83D\uDC68\u200D\uD83D\uDC69"#, #"\u2764\uFE0F"#, #"\u0645\u06CC\u200C\u062E\u0648"#] {
            try ReliabilityTests.write(Self.trace(viewID: kept), "v.json", in: dir)
            let run = try BuiltBinary.run(["validate", "v.json"], in: dir)
            #expect(run.status == 0, "\(kept): \(run.stderr)")
        }
    }

    @Test("text the input chooses shows characters drawn as nothing escaped, in output and messages")
    func invisibleCharactersShown() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // A trace's name is free text: escaped in the text output's header.
        try ReliabilityTests.write(Self.trace(viewID: "V", name: #"a\u200Bb\uFEFFc\uDB40\uDC41"#), "n.json", in: dir)
        let replay = try BuiltBinary.run(["replay", "n.json"], in: dir)
        #expect(replay.status == 0)
        #expect(replay.stdout.hasPrefix("gesturetrace text v1: a\\u{200b}b\\u{feff}c\\u{e0041}\n"), "\(replay.stdout)")
        // An id named on the command line that is not the scene's: its invisible character shown.
        let why = try BuiltBinary.run(["why", "n.json", "ta\u{200B}p"], in: dir)
        #expect(why.status == 2)
        #expect(why.stderr.contains("'ta\\u{200B}p'") && !why.stderr.contains("\u{200B}"), "\(why.stderr)")
        // A file name in `check`'s report, and its hint a shell reads as that very name.
        let corpus = dir.appendingPathComponent("c")
        try FileManager.default.createDirectory(at: corpus, withIntermediateDirectories: true)
        try ReliabilityTests.write(Self.trace(viewID: "V"), "t\u{200B}ap\u{202E}.json", in: corpus)
        let check = try BuiltBinary.run(["check", "c"], in: dir)
        #expect(check.status == 1)
        #expect(!check.stdout.contains("\u{200B}") && !check.stderr.contains("\u{200B}"), "\(check.stdout)")
        #expect(
            check.stdout.contains(
                "FAIL c/t\\u{200B}ap\\u{202E}.json (missing golden c/t\\u{200B}ap\\u{202E}.golden; create it with: gesturetrace check --update=missing $'c/t\\xe2\\x80\\x8bap\\xe2\\x80\\xae.json')"
            ), "\(check.stdout)")
        let hint = try BuiltBinary.sh(
            #"bash -c "\"\$GT\" check --update=missing $'c/t\xe2\x80\x8bap\xe2\x80\xae.json'""#, in: dir)
        #expect(hint.status == 0, "\(hint.stdout) \(hint.stderr)")
        #expect(
            FileManager.default.fileExists(atPath: corpus.appendingPathComponent("t\u{200B}ap\u{202E}.golden").path))
    }

    /// Runs `arguments` as an unprivileged user when the tests run as root (who ignores
    /// permissions), with a copy of the binary that user can run; nil when that cannot be done.
    static func runUnprivileged(_ arguments: [String], in dir: URL) throws -> BuiltBinary.Result? {
        let quoted = arguments.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(
            separator: " ")
        guard geteuid() == 0 else { return try BuiltBinary.sh("\"$GT\" \(quoted)", in: dir) }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else { return nil }
        let copy = dir.appendingPathComponent("gt")
        if !FileManager.default.fileExists(atPath: copy.path) {
            try FileManager.default.copyItem(at: try BuiltBinary.required(), to: copy)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: copy.path)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: dir.path)
        }
        return try BuiltBinary.sh(
            "/usr/bin/setpriv --reuid=65534 --regid=65534 --clear-groups ./gt \(quoted)", in: dir)
    }

    @Test("a folder that cannot be listed or made says which and why")
    func folderErrorsSayWhy() throws {
        let dir = try Self.folder()
        defer {
            try? FileManager.default.setAttributes(
                [.posixPermissions: 0o755], ofItemAtPath: dir.appendingPathComponent("c/locked").path)
            try? FileManager.default.setAttributes(
                [.posixPermissions: 0o755], ofItemAtPath: dir.appendingPathComponent("out").path)
            try? FileManager.default.removeItem(at: dir)
        }
        let corpus = dir.appendingPathComponent("c")
        try FileManager.default.createDirectory(
            at: corpus.appendingPathComponent("locked"), withIntermediateDirectories: true)
        try ReliabilityTests.write(ReliabilityTests.trace, "t.json", in: corpus)
        try ReliabilityTests.write("stale\n", "t.golden", in: corpus)
        try ReliabilityTests.write(ReliabilityTests.trace, "t.json", in: corpus.appendingPathComponent("locked"))
        // A file where a folder of the actual output must go: it said "cannot create directory".
        try ReliabilityTests.write("x", "file", in: dir)
        let blocked = try BuiltBinary.run(["check", "c/t.json", "--actual-dir", "file/sub"], in: dir)
        #expect(blocked.status == 1 || blocked.status == 2)
        #expect(
            blocked.stderr.contains(
                "file/sub/c/t.golden: error: cannot write actual output: cannot create folder 'file': a file that is not a folder is in the way\n"
            ), "\(blocked.stderr)")

        // Permissions: run as a user they stop (root reads and writes anyway).
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("out"), withIntermediateDirectories: true)
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o555], ofItemAtPath: dir.appendingPathComponent("out").path)
        try FileManager.default.setAttributes(
            [.posixPermissions: 0], ofItemAtPath: corpus.appendingPathComponent("locked").path)
        for name in ["c", "c/t.json", "c/t.golden"] {
            try FileManager.default.setAttributes(
                [.posixPermissions: 0o755], ofItemAtPath: dir.appendingPathComponent(name).path)
        }
        guard let listed = try Self.runUnprivileged(["check", "c"], in: dir) else {
            Issue.record("running as root without setpriv: permissions cannot be tested")
            return
        }
        // It said "cannot list folder: cannot list directory".
        #expect(listed.status == 2)
        #expect(
            listed.stdout.contains("FAIL c/locked (invalid input: cannot list folder: permission denied)"),
            "\(listed.stdout)")
        let actual = try #require(try Self.runUnprivileged(["check", "c/t.json", "--actual-dir", "out"], in: dir))
        #expect(actual.status == 2)
        #expect(
            actual.stderr.contains(
                "out/c/t.golden: error: cannot write actual output: cannot create folder 'out/c': permission denied\n"),
            "\(actual.stderr)")
        // The write path's refusals in a read-only folder held: one located line, exit 2,
        // nothing left behind.
        for command in [
            ["report", "c/t.json", "-o", "out/r.html"], ["import", "csv", "r.csv", "-o", "out/r.json"],
            ["why", "c/t.json", "tap", "--fix", "1", "-o", "out/s.json"],
        ] {
            let run = try #require(try Self.runUnprivileged(command, in: dir))
            #expect(run.status == 2, "\(command)")
            #expect(
                run.stderr.hasSuffix(": permission denied\n") && run.stderr.split(separator: "\n").count == 1,
                "\(command) \(run.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("out").path).isEmpty)
    }

    @Test("failure requirements a scene implies are counted before they are made, and refused past the limit")
    func impliedRequirementsLimit() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // 600 navigation controllers beside 500 taps: every recognizer waits for each back
        // swipe, about a million edges (a 325 KB scene of 3 000 and 3 000 held 900 MB and ran
        // for minutes before).
        var views = (0..<600).map { #"{"id": "n\#($0)", "frame": [0, 0, 390, 844], "navigation": {"stackDepth": 2}}"# }
        views.append(
            #"{"id": "taps", "frame": [0, 0, 390, 844], "recognizers": ["#
                + (0..<500).map { #"{"id": "t\#($0)", "kind": "tap"}"# }.joined(separator: ", ") + "]}")
        let scene =
            #"{"gesturetrace": 1, "window": {"id": "w", "frame": [0, 0, 390, 844], "subviews": [\#n"#
            + views.joined(separator: ",\n") + "]}}"
        try ReliabilityTests.write(scene, "navs.scene.json", in: dir)
        let navs = try BuiltBinary.run(["validate", "navs.scene.json"], in: dir)
        #expect(navs.status == 2)
        #expect(
            navs.stderr
                == "navs.scene.json:2:8: error: the scene implies 1019400 failure requirements, more than 250000: its navigation controllers' back swipes, each required to fail by every other recognizer (SEMANTICS §9.7); a replay holds them all, so their number grows with the square of the recognizers' (at window.subviews[0].id)\n",
            "\(navs.stderr)")
        // 400 nested context menus imply 79 800 (each outer press waits for every deeper one):
        // within the limit, replayed.
        var nested = #"{"id": "d399", "frame": [0, 0, 390, 844], "contextMenu": true}"#
        for depth in (0..<399).reversed() {
            nested = #"{"id": "d\#(depth)", "frame": [0, 0, 390, 844], "contextMenu": true, "subviews": [\#(nested)]}"#
        }
        try ReliabilityTests.write(
            #"{"gesturetrace": 1, "scene": {"window": {"id": "w", "frame": [0, 0, 390, 844], "subviews": [\#(nested)]}}, "events": ["#
                + #"{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 9, "y": 9}]}, {"t": 0.7, "touches": [{"id": 1, "phase": "ended", "x": 9, "y": 9}]}]}"#,
            "menus.json", in: dir)
        let menus = try BuiltBinary.run(["replay", "menus.json"], in: dir)
        #expect(menus.status == 0, "\(menus.stderr)")
        #expect(menus.stdout.contains("  menu     d399  previewBegan  (d399.contextMenu)\n"))
    }
}
