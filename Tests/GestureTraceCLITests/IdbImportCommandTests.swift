import Foundation
import Testing

@testable import GestureTrace
@testable import GestureTraceCLI

/// `gesturetrace import idb`: a script of idb commands to a trace on a given scene, with the
/// summary of what was mapped, assumed and dropped.
@Suite struct IdbImportCommandTests {
    @Test("a script becomes a trace on --scene; the summary says what was mapped, assumed and dropped")
    func script() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("idb-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let script = dir.appendingPathComponent("flow.sh")
        try Data("idb ui tap 195 400\nidb ui swipe 200 600 200 580 --duration 0.2\nidb ui key 40\n".utf8).write(
            to: script)
        let run = Invocation.run(
            ["import", "idb", script.path, "--scene", "photo.scene.json", "--gap", "1", "--name", "flow"],
            fileSystem: LocalFileSystem())
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                {
                  "gesturetrace": 1,
                  "name": "flow",
                  "scene": "photo.scene.json",
                  "events": [
                    {"t": 0, "touches": [{"id": 1, "phase": "began", "x": 195, "y": 400}]},
                    {"t": 0, "touches": [{"id": 1, "phase": "ended", "x": 195, "y": 400}]},
                    {"t": 1, "touches": [{"id": 2, "phase": "began", "x": 200, "y": 600}]},
                    {"t": 1.05, "touches": [{"id": 2, "phase": "moved", "x": 200, "y": 590}]},
                    {"t": 1.1, "touches": [{"id": 2, "phase": "moved", "x": 200, "y": 580}]},
                    {"t": 1.2, "touches": [{"id": 2, "phase": "ended", "x": 200, "y": 580}]}
                  ]
                }

                """)
        #expect(
            run.stderr == """
                imported \(script.path): 2 touches in 2 sequences (0 with several fingers), 6 events, 1.2 s, at most 1 finger at once
                mapped: 1 tap, 1 swipe (idb's expansion)
                assumed: 1 s between commands (--gap; idb's own start-up time is not in the script)
                dropped (not touches): line 3 key
                repairs: none

                """)
    }

    @Test("--gap applies to idb and maestro only and is bounded")
    func gapOption() {
        let csv = Invocation.run(["import", "csv", "x.csv", "--gap", "1"])
        #expect(csv.status == 2)
        #expect(csv.stderr.hasPrefix("Error: '--gap' applies to the idb and maestro formats only\n"))
        let bad = Invocation.run(["import", "idb", "x.sh", "--gap", "-1"])
        #expect(bad.status == 2)
        #expect(
            bad.stderr.hasPrefix(
                "Error: The value '-1' is invalid for '--gap <s>'; expected a number of seconds from 0 to 3600\n"))
    }
}
