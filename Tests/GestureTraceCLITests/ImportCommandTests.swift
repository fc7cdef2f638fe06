import Foundation
import Testing

@testable import GestureTrace
@testable import GestureTraceCLI

/// A fresh temporary folder for one test's files.
private func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("import-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// `gesturetrace import ARGUMENTS` in process, on the real file system (the tests write
/// temporary folders).
private func runImport(_ arguments: [String]) -> Invocation {
    Invocation.run(["import"] + arguments, fileSystem: LocalFileSystem())
}

@Suite struct ImportCommandTests {
    @Test("--help, -h anywhere and 'help import' print the usage in the shared layout and exit 0")
    func help() {
        let expected = """
            OVERVIEW: Convert a recording from another tool into a trace.

            The recording is read in pieces and each event written as soon as it is read, so
            memory stays flat on long recordings. Malformed input exits with status 2 and
            'file:line:column: error: …'. After success a summary (touches, events,
            duration, most fingers at once, repairs) goes to standard error.

            An iOS view dump, a Lookin export or an Xcode view hierarchy export becomes a
            scene instead of a trace: 'gesturetrace import recursive-description <dump> [-o
            <scene.json>]', 'gesturetrace import lookin <file.lookin> [-o <scene.json>]',
            'gesturetrace import xcode-viewhierarchy <folder> [-o <scene.json>]' (see their
            --help).

            A log of recognizer state changes becomes an observed file for check:
            'gesturetrace import recognizer-log <log> [-o <NAME.observed.jsonl>]' (see its
            --help).

            USAGE: gesturetrace import <format> <file> [--scene <scene>] [--scale <s>] [-o <out.json>] [options]

            ARGUMENTS:
              <format>                csv, android, getevent, uikit-log, w3c-actions, idb or
                                      maestro (below).
              <file>                  The recording ('-' reads standard input).

            OPTIONS:
              --scene <scene>         Scene document path to write into the trace, relative
                                      to the output file. (default: an inline full-screen
                                      scene)
              --scale <s>             Input units per point (android: 3, csv: 1). For
                                      getevent, points = raw ÷ s instead of the axis
                                      mapping.
              -o, --output <out.json>
                                      Write the trace here. (default: standard output)
              --name <name>           The trace's name. (default: the file name, and the
                                      activity)
              --width <pt>            Screen width in points. (default: android 1080 px ÷
                                      scale; maestro: the --scene window's; csv, and
                                      getevent with --scale: 390)
              --height <pt>           Screen height in points. (default: android 1920 px ÷
                                      scale; csv, and getevent with --scale: 844)
              --time-unit <unit>      csv: the unit of the time column: s, ms or us.
                                      (default: s)
              --activity <id>         android: import only rows with this ActivityID.
              --max-x <n>             getevent: the ABS_MT_POSITION_X maximum ('adb shell
                                      getevent -lp'); with --width and --height, points =
                                      raw × width ÷ (max + 1).
              --max-y <n>             getevent: the ABS_MT_POSITION_Y maximum, likewise.
              --hz <rate>             w3c-actions: intermediate moves per second of a
                                      pointerMove with a duration; maestro: of a swipe's
                                      move, 0.1 to 1000. (default: 60)
              --gap <s>               idb, maestro: seconds between two commands of the
                                      script, 0 to 3600. (default: 0.5)
              -h, --help              Show help information.

            FORMATS:
              csv                     A header naming time,finger,phase,x,y (any order,
                                      optional force); rows with equal time form one event.
                                      Phases: began moved stationary ended cancelled (or
                                      down move up cancel).
              android                 MotionEvent rows as in HMOG TouchEvent.csv (no
                                      header): Systime, EventTime(ms), ActivityID,
                                      PointerCount, PointerID, ActionID, X, Y, …
              getevent                'adb shell getevent -lt' output, multi-touch protocol
                                      B.
              uikit-log               UITouchesEvent descriptions printed by a breakpoint on
                                      -[UIWindow sendEvent:] ('po $arg3'), with a
                                      full-precision timestamp line before each (see
                                      README).
              w3c-actions             A W3C WebDriver actions payload as Appium and
                                      WebDriverAgent send it: touch pointer sources, ticked
                                      as the WebDriver spec says.
              idb                     A script of 'idb ui' commands (tap, multi-tap, swipe,
                                      pinch; 'sleep S'), one a line, expanded as idb expands
                                      them: a swipe in 10 pt steps (--delta) with duration ÷
                                      (steps + 2) between them.
              maestro                 A Maestro flow (YAML): tapOn, doubleTapOn and
                                      longPressOn with a point ('x,y' or 'x%,y%'), swipe
                                      (start/end or direction, duration 400 ms), scroll,
                                      expanded as Maestro's iOS driver does: a tap lifts
                                      after 0.1 s, a long press after 3 s, a swipe moves in
                                      0.1 s then rests for its duration. Percentages use
                                      --scene's window (or --width/--height).

            """
        for arguments in [["import", "--help"], ["import", "csv", "x.csv", "-h"], ["help", "import"]] {
            let run = Invocation.run(arguments)
            #expect(run.status == 0)
            #expect(run.stdout == expected)
            #expect(run.stderr.isEmpty)
        }
    }

    @Test(
        "usage errors print in ArgumentParser's layout, worded as every command's, and exit 2",
        arguments: [
            (["csv", "x.csv", "--bogus"], "Error: Unknown option '--bogus'"),
            (["csv", "x.csv", "--scal", "2"], "Error: Unknown option '--scal'; did you mean '--scale'?"),
            ([], "Error: Missing expected argument '<format>'"),
            (
                ["json", "x"],
                "Error: The value 'json' is invalid for '<format>'; expected csv, android, getevent, uikit-log, w3c-actions, idb or maestro"
            ),
            (["csv"], "Error: Missing expected argument '<file>'"),
            (["csv", "a", "b"], "Error: Unexpected argument 'b'"),
            (
                ["csv", "a", "--scale", "0"],
                "Error: The value '0' is invalid for '--scale <s>'; expected a positive number up to 1000000000"
            ),
            (
                ["getevent", "a", "--scale", "1", "--max-x", "-5"],
                "Error: The value '-5' is invalid for '--max-x <n>'; expected a positive integer"
            ),
            (
                ["csv", "a", "--time-unit", "min"],
                "Error: The value 'min' is invalid for '--time-unit <unit>'; expected s, ms or us"
            ),
            (["csv", "a", "--activity", "1"], "Error: '--activity' applies to the android format only"),
            (["android", "a", "--max-y", "1"], "Error: '--max-x' and '--max-y' apply to the getevent format only"),
            (["android", "a", "--width", "10"], "Error: '--width' and '--height' go together"),
            (
                ["getevent", "a"],
                "Error: getevent needs '--width' and '--height' (the screen in points, with '--max-x'/'--max-y' or a 'getevent -lp' listing in the log), or '--scale'"
            ),
            (["csv", "a", "-o"], "Error: Missing value for '-o <out.json>'"),
        ])
    func usageErrors(arguments: [String], firstLine: String) {
        let run = runImport(arguments)
        #expect(run.status == 2)
        #expect(
            run.stderr == """
                \(firstLine)
                Usage: gesturetrace import <format> <file> [--scene <scene>] [--scale <s>] [-o <out.json>] [options]
                  See 'gesturetrace import --help' for more information.

                """)
    }

    @Test("options parse in both '--name value' and '--name=value' forms; the last -o or --output wins")
    func parsing() throws {
        let options = try ImportCommand.parse([
            "getevent", "log.txt", "--max-x=1079", "--max-y", "1919", "--width", "360", "--height=640",
            "--output", "first.json", "-o", "out.json", "--scene", "../scenes/map.scene.json",
        ])
        #expect(options.format == .getevent)
        #expect(options.file == "log.txt")
        #expect(options.maxX == 1079 && options.maxY == 1919)
        #expect(options.width == 360 && options.height == 640)
        #expect(options.output == "out.json")
        #expect(options.scene == "../scenes/map.scene.json")
    }

    @Test("a csv recording becomes a trace file with an inline scene, and a summary on stderr")
    func csvToFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("tap.csv")
        try "time,finger,phase,x,y\n10,1,down,100,200\n10.05,1,up,101,200\n".write(
            to: input, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("tap.json")
        let run = runImport(["csv", input.path, "-o", output.path])
        #expect(run.status == 0)
        #expect(run.stdout.isEmpty)
        let written = try String(contentsOf: output, encoding: .utf8)
        #expect(
            written == """
                {
                  "gesturetrace": 1,
                  "name": "\(folder.lastPathComponent)/tap.csv",
                  "scene": {
                    "_why": "imported without --scene: one full-screen view that takes every touch",
                    "window": {"id": "window", "frame": [0, 0, 390, 844], "subviews": [
                      {"id": "content", "frame": [0, 0, 390, 844], "multipleTouchEnabled": true, "touches": "handle"}
                    ]}
                  },
                  "events": [
                    {"t": 0, "touches": [{"id": 1, "phase": "began", "x": 100, "y": 200}]},
                    {"t": 0.05, "touches": [{"id": 1, "phase": "ended", "x": 101, "y": 200}]}
                  ]
                }

                """)
        #expect(
            run.stderr == """
                imported \(input.path): 1 touch in 1 sequence (0 with several fingers), 2 events, 0.05 s, at most 1 finger at once
                mapped: rows as touch changes (time, finger, phase, x, y); rows at one time are one event
                assumed: x and y ÷ 1 are points (--scale), time is in s (--time-unit); the first event is at t = 0
                dropped: nothing (empty and '#' lines are not rows)
                repairs: none

                """)
        // The written document is JSON that a generic parser reads.
        let json = try JSONSerialization.jsonObject(with: Data(written.utf8)) as? [String: Any]
        #expect((json?["events"] as? [Any])?.count == 2)
    }

    @Test("an android recording goes to stdout with the scene path as given; output is byte-deterministic")
    func androidToStdout() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("TouchEvent.csv")
        try """
        1,1000,7,1,0,0,300,600,1.0,0.02,0
        1,1016,7,2,0,5,300,600,1.0,0.02,0
        1,1016,7,2,1,5,600,900,1.0,0.02,0
        1,1032,7,2,0,6,300,603,1.0,0.02,0
        1,1032,7,2,1,6,600,900,1.0,0.02,0
        1,1048,7,1,1,1,600,900,1.0,0.02,0
        1,2000,8,1,0,0,3,3,1.0,0.02,0
        1,2010,8,1,0,1,3,3,1.0,0.02,0
        """.write(to: input, atomically: true, encoding: .utf8)
        let arguments = [
            "android", input.path, "--activity", "7", "--scene", "../scenes/map.scene.json", "--name", "pinch",
        ]
        let first = runImport(arguments)
        let second = runImport(arguments)
        #expect(first.status == 0)
        #expect(first.stdout == second.stdout)
        #expect(
            first.stdout == """
                {
                  "gesturetrace": 1,
                  "name": "pinch",
                  "scene": "../scenes/map.scene.json",
                  "events": [
                    {"t": 0, "touches": [{"id": 0, "phase": "began", "x": 100, "y": 200}]},
                    {"t": 0.016, "touches": [{"id": 1, "phase": "began", "x": 200, "y": 300}]},
                    {"t": 0.032, "touches": [{"id": 0, "phase": "ended", "x": 100, "y": 201}]},
                    {"t": 0.048, "touches": [{"id": 1, "phase": "ended", "x": 200, "y": 300}]}
                  ]
                }

                """)
    }

    @Test("malformed input exits 2 with file:line:column and leaves no output file behind")
    func malformedInput() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("bad.csv")
        try "time,finger,phase,x,y\n0,1,began,1,1\n0.1,1,begun,1,1\n".write(
            to: input, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("bad.json")
        let run = runImport(["csv", input.path, "-o", output.path])
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "\(input.path):3:7: error: 'begun' is not a phase; expected one of began, moved, stationary, ended, cancelled, down, move, up, cancel\n"
        )
        #expect(!FileManager.default.fileExists(atPath: output.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["bad.csv"])
    }

    @Test("files go through the context's file system: a recording in memory, or on stdin, imports the same")
    func inMemory() {
        let csv = "time,finger,phase,x,y\n0,1,down,10,20\n0.1,1,up,10,20\n"
        let fs = InMemoryFileSystem(["in/tap.csv": csv])
        let file = Invocation.run(["import", "csv", "in/tap.csv", "-o", "in/tap.json"], fileSystem: fs)
        #expect(file.status == 0)
        #expect(file.stdout == "")
        #expect(fs.writes == ["in/tap.json"])
        let piped = Invocation.run(["import", "csv", "-", "--name", "in/tap.csv", "-o", "-"], stdin: csv)
        #expect(piped.status == 0)
        #expect(fs.text("in/tap.json") == piped.stdout)
        #expect(piped.stdout.contains(#"{"t": 0.1, "touches": [{"id": 1, "phase": "ended", "x": 10, "y": 20}]}"#))
        #expect(
            piped.stderr == """
                imported -: 1 touch in 1 sequence (0 with several fingers), 2 events, 0.1 s, at most 1 finger at once
                mapped: rows as touch changes (time, finger, phase, x, y); rows at one time are one event
                assumed: x and y ÷ 1 are points (--scale), time is in s (--time-unit); the first event is at t = 0
                dropped: nothing (empty and '#' lines are not rows)
                repairs: none

                """)
    }

    @Test("a missing input file exits 2 naming it")
    func missingFile() {
        let run = runImport(["csv", "/nonexistent/x.csv"])
        #expect(run.status == 2)
        #expect(
            run.stderr == "/nonexistent/x.csv: error: no such file or directory\n")
        // Worded as `replay` words it.
        #expect(Invocation.run(["replay", "/nonexistent/x.csv"], fileSystem: LocalFileSystem()).stderr == run.stderr)
    }
}
