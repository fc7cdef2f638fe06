import Foundation
import Testing

@testable import GestureTrace
@testable import GestureTraceCLI

/// Captures what the command writes to stdout and stderr.
private final class Captured {
    var out: [UInt8] = []
    var err = ""
    var io: ImportCommand.IO {
        ImportCommand.IO(out: { self.out += $0 }, err: { self.err += $0 + "\n" })
    }
    var outText: String { String(decoding: out, as: UTF8.self) }
}

/// A fresh temporary folder for one test's files.
private func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("import-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

private func run(_ arguments: [String]) -> (status: Int32, captured: Captured) {
    let captured = Captured()
    let status = ImportCommand.run(arguments, io: captured.io)
    return (status, captured)
}

@Suite struct ImportCommandTests {
    @Test("--help prints the usage and exits 0")
    func help() {
        let (status, captured) = run(["--help"])
        #expect(status == 0)
        #expect(
            captured.outText.hasPrefix(
                "OVERVIEW: Turn a touch recording into a gesturetrace trace.\n\nUSAGE: gesturetrace import <format> <file>"
            ))
        #expect(captured.err.isEmpty)
    }

    @Test(
        "usage errors print in ArgumentParser's layout and exit 2",
        arguments: [
            (["csv", "x.csv", "--bogus"], "Error: Unknown option '--bogus'."),
            ([], "Error: Missing expected argument '<format>' (csv, android, getevent, uikit-log or w3c-actions)."),
            (["json", "x"], "Error: 'json' is not a format; expected csv, android, getevent, uikit-log or w3c-actions."),
            (["csv"], "Error: Missing expected argument '<file>'."),
            (["csv", "a", "b"], "Error: Unexpected argument 'b'."),
            (
                ["csv", "a", "--scale", "0"],
                "Error: '0' is not a valid value for '--scale'; expected a positive number."
            ),
            (
                ["csv", "a", "--time-unit", "min"],
                "Error: 'min' is not a valid value for '--time-unit'; expected s, ms or us."
            ),
            (["csv", "a", "--activity", "1"], "Error: '--activity' applies to the android format only."),
            (["android", "a", "--width", "10"], "Error: '--width' and '--height' go together."),
            (
                ["getevent", "a"],
                "Error: getevent needs '--width' and '--height' (the screen in points, with '--max-x'/'--max-y' or a 'getevent -lp' listing in the log), or '--scale'."
            ),
            (["csv", "a", "-o"], "Error: Missing value for '-o'."),
        ])
    func usageErrors(arguments: [String], firstLine: String) {
        let (status, captured) = run(arguments)
        #expect(status == 2)
        #expect(
            captured.err == """
                \(firstLine)
                Usage: gesturetrace import <format> <file> [--scene <scene>] [--scale <s>] [-o <out.json>] [options]
                  See 'gesturetrace import --help' for more information.

                """)
    }

    @Test("options parse in both '--name value' and '--name=value' forms")
    func parsing() throws {
        let options = try ImportCommand.parse([
            "getevent", "log.txt", "--max-x=1079", "--max-y", "1919", "--width", "360", "--height=640",
            "-o", "out.json", "--scene", "../scenes/map.scene.json",
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
        let (status, captured) = run(["csv", input.path, "-o", output.path])
        #expect(status == 0)
        #expect(captured.out.isEmpty)
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
            captured.err == """
                imported \(input.path): 1 touch in 1 sequence (0 with several fingers), 2 events, 0.05 s, at most 1 finger at once
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
        let first = run(arguments)
        let second = run(arguments)
        #expect(first.status == 0)
        #expect(first.captured.out == second.captured.out)
        #expect(
            first.captured.outText == """
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
        let (status, captured) = run(["csv", input.path, "-o", output.path])
        #expect(status == 2)
        #expect(
            captured.err
                == "\(input.path):3:7: error: 'begun' is not a phase; expected one of began, moved, stationary, ended, cancelled, down, move, up, cancel\n"
        )
        #expect(!FileManager.default.fileExists(atPath: output.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["bad.csv"])
    }

    @Test("a missing input file exits 2 naming it")
    func missingFile() {
        let (status, captured) = run(["csv", "/nonexistent/x.csv"])
        #expect(status == 2)
        #expect(
            captured.err == "/nonexistent/x.csv: error: cannot open the file for reading: no such file or directory\n")
    }
}
