import Foundation
import GestureTrace
import GestureTraceRecorder
import Testing

@testable import GestureTraceCLI

/// `gesturetrace import recognizer-log`: a console capture of the recorder's state lines (or a
/// `setState:` logger's) becomes an observed file that `check` compares with the replay,
/// states only.
@Suite struct RecognizerLogImportTests {
    /// The console of the recorded screen of `RecordedAppCheckTests`: the lines the glue prints
    /// for the pan's state changes, among the app's own output.
    static func console(panFails: Bool) -> String {
        let pan = "UIPanGestureRecognizer_0x11"
        var lines = ["2024-05-01 10:22:31.000000+0200 PhotoApp[812:33901] viewDidAppear"]
        let changes: [(Double, String, String)] =
            panFails
            ? [(3.05, "possible", "failed"), (3.15, "failed", "possible")]
            : [
                (3.05, "possible", "began"), (3.1, "began", "changed"), (3.15, "changed", "ended"),
                (3.15, "ended", "possible"),
            ]
        for (t, from, to) in changes {
            lines.append(Recording.stateLogLine(time: t, recognizer: pan, from: from, to: to))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test("the recorder's console lines import into an observed file that check agrees with; a failed pan disagrees")
    func roundTrip() {
        let documents = RecordedAppCheckTests.recording().documents(name: "controls")
        let fs = InMemoryFileSystem([
            "rec/controls.json": documents[0].trace, "console.log": Self.console(panFails: false),
        ])
        let imported = Invocation.run(
            [
                "import", "recognizer-log", "console.log", "-o", "rec/controls.observed.jsonl", "--scene",
                "rec/controls.json",
            ],
            fileSystem: fs)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(
            imported.stderr == """
                imported console.log: 4 state changes of 1 recognizer (4 in the recorder's form read)
                mapped: each line's recognizer (its address, else its class) and state as a 'state' record; scene: 1 of 1 recognizers found
                assumed: nothing (the lines give times and both states)
                dropped: 1 line without a recognizer state

                """)
        #expect(
            fs.files["rec/controls.observed.jsonl"].map { String(decoding: $0, as: UTF8.self) } == """
                {"type": "observing", "t": 0, "records": ["state"]}
                {"type": "state", "t": 3.05, "recognizer": "UIPanGestureRecognizer_0x11", "from": "possible", "to": "began"}
                {"type": "state", "t": 3.1, "recognizer": "UIPanGestureRecognizer_0x11", "from": "began", "to": "changed"}
                {"type": "state", "t": 3.15, "recognizer": "UIPanGestureRecognizer_0x11", "from": "changed", "to": "ended"}
                {"type": "state", "t": 3.15, "recognizer": "UIPanGestureRecognizer_0x11", "from": "ended", "to": "possible"}

                """)
        #expect(Invocation.run(["check", "--update", "rec"], fileSystem: fs).status == 0)
        // States only: the replay's actions and control events are not compared with a state log.
        let agree = Invocation.run(["check", "rec"], fileSystem: fs)
        #expect(agree.status == 0, "\(agree.stdout)")

        fs.files["console.log"] = Array(Self.console(panFails: true).utf8)
        #expect(
            Invocation.run(
                ["import", "recognizer-log", "console.log", "-o", "rec/controls.observed.jsonl"], fileSystem: fs
            )
            .status == 0)
        let differ = Invocation.run(["check", "rec"], fileSystem: fs)
        #expect(differ.status == 1)
        #expect(
            differ.stdout.contains(
                """
                recognizer states, record by record (device, replay):
                  t=3.05 UIPanGestureRecognizer_0x11: device possible -> failed, replay possible -> began (t=3.05)
                  t=3.1 UIPanGestureRecognizer_0x11: device (no change), replay began -> changed (t=3.1)
                  t=3.15 UIPanGestureRecognizer_0x11: device (no change), replay changed -> ended (t=3.15)

                """), "\(differ.stdout)")
        #expect(!differ.stdout.contains("+action"))
    }

    @Test("errors are located and leave no file; help is the subcommand's")
    func errorsAndHelp() {
        let fs = InMemoryFileSystem(["bad.log": "gesturetrace state t=1 pan possible => began\n"])
        let bad = Invocation.run(["import", "recognizer-log", "bad.log", "-o", "out.jsonl"], fileSystem: fs)
        #expect(bad.status == 2)
        #expect(bad.stderr == "bad.log:1:37: error: expected '->' between the states, found '=>'\n")
        #expect(fs.files["out.jsonl"] == nil)
        let help = Invocation.run(["import", "recognizer-log", "--help"], fileSystem: fs)
        #expect(help.status == 0)
        #expect(
            help.stdout.hasPrefix(
                "OVERVIEW: Turn a log of gesture-recognizer state changes into an observed file for check."))
        #expect(Invocation.run(["help", "import", "recognizer-log"], fileSystem: fs).stdout == help.stdout)
    }

    @Test("an endless standard input is read only until it cannot be a recognizer log, then refused where it broke")
    func endlessStandardInput() throws {
        let dir = try ReliabilityTests.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // `yes | gesturetrace import recognizer-log -` read 4 GiB into memory before looking at
        // a line; the lines are now read as they arrive, and each of these ends the read.
        let cases: [(script: String, stderr: String)] = [
            // A recorder line that does not go on as one: its first line.
            (
                #"yes 'gesturetrace state now' | "$GT" import recognizer-log -"#,
                "<stdin>:1:20: error: expected 't=<seconds>' after 'gesturetrace state', found 'now'\n"
            ),
            // One endless line: at its 64 KiB.
            (
                #"yes | tr -d '\n' | "$GT" import recognizer-log -"#,
                "<stdin>:1:65537: error: the line is longer than 65536 bytes; no recording format has rows this long\n"
            ),
            // Lines that name no recognizer: at the millionth.
            (
                #"yes | "$GT" import recognizer-log -"#,
                "<stdin>:1000001:1: error: the first 1000000 lines name no gesture recognizer: not a recognizer log "
                    + "(expected 'gesturetrace state t=… <id> <from> -> <to>' lines or a setState: logger's lines "
                    + "naming a recognizer; docs/RECORDER.md)\n"
            ),
        ]
        for (script, stderr) in cases {
            let run = try BuiltBinary.sh(script + " -o out.jsonl", in: dir)
            #expect(run.status == 2, "\(script)")
            #expect(run.stderr == stderr, "\(script): \(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out.jsonl").path))
        }
        // A log whose first recognizer line comes after its other lines is read to its end.
        let late = try BuiltBinary.sh(
            #"(yes | head -n 1000; echo 'gesturetrace state t=0.5 pan possible -> began') | "$GT" import recognizer-log -"#,
            in: dir)
        #expect(late.status == 0, "\(late.stderr)")
        #expect(
            late.stdout.hasSuffix(
                #"{"type": "state", "t": 0.5, "recognizer": "pan", "from": "possible", "to": "began"}"# + "\n"))
    }
}
