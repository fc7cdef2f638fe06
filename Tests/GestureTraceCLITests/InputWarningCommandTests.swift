import Foundation
import GestureTrace
import Testing

@testable import GestureTraceCLI

/// Input warnings on the command line (issue 24 item 5): on stderr, located by file, touch and
/// time, with the exit status unchanged; `--verify` says which touches the input leaves down.
@Suite struct InputWarningCommandTests {
    static let scene =
        #""scene": {"window": {"id": "window", "frame": [0, 0, 390, 844], "subviews": [{"id": "v", "frame": [0, 0, 390, 844], "touches": "handle"}]}}"#

    static func files() -> InMemoryFileSystem {
        InMemoryFileSystem([
            "ms.json":
                #"{"gesturetrace": 1, \#(scene), "events": [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 10, "y": 10}]}, {"t": 85, "touches": [{"id": 1, "phase": "ended", "x": 10, "y": 10}]}]}"#,
            "down.json":
                #"{"gesturetrace": 1, \#(scene), "events": [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 10, "y": 10}]}, {"t": 0.1, "touches": [{"id": 1, "phase": "moved", "x": 12, "y": 10}]}]}"#,
        ])
    }

    @Test("millisecond times warn on replay, validate, why and report, and the replay still succeeds")
    func unitsWarn() {
        let fs = Self.files()
        let warning =
            "ms.json: warning: touch 1 is down for 85 s from t=0 in 2 samples: times look like milliseconds"
        for arguments in [["replay", "ms.json"], ["validate", "ms.json"], ["why", "ms.json", "v"]] {
            let run = Invocation.run(arguments, fileSystem: fs)
            #expect(run.status == 0, "\(arguments) \(run.stderr)")
            #expect(run.stderr.hasPrefix(warning), "\(arguments) \(run.stderr)")
        }
        let replay = Invocation.run(["replay", "ms.json"], fileSystem: fs)
        #expect(replay.stdout.contains("deliver  v ended [1]"))
        #expect(Invocation.run(["replay", "down.json"], fileSystem: fs).stderr == "")
    }

    @Test("--verify says which touches the input leaves down, as warnings, and still verifies")
    func verifyLeftDown() {
        let run = Invocation.run(["replay", "--verify", "down.json"], fileSystem: Self.files())
        #expect(run.status == 0)
        #expect(
            run.stderr == """
                down.json: warning: touch 1 is still down when the input ends (began at t=0, last at (12, 10) at t=0.1): its views never got touchesEnded or touchesCancelled; if the finger lifted, end it with an "ended" sample
                down.json: verified: all invariants hold (1 touch still down at the end: warned above)

                """)
    }

    @Test("no corpus trace looks like milliseconds or pixels")
    func corpusIsClean() {
        let fs = RootedFileSystem(base: CorpusTests.root)
        for path in CorpusTests.traces {
            let run = Invocation.run(["validate", path], fileSystem: fs)
            #expect(run.status == 0 && run.stderr == "", "\(path): \(run.stderr)")
        }
    }
}
