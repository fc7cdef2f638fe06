import Foundation
import GestureTrace
import Testing

@testable import GestureTraceCLI

/// A scene document where a trace is read, a trace where a scene document is read, and a trace
/// that leaves its scene to `--scene` (issue 24 item 5): each gets the hint that fixes it.
@Suite struct SceneTraceConfusionTests {
    static let scene =
        #"{"gesturetrace": 1, "screen": {"width": 390, "height": 844}, "window": {"id": "window", "frame": [0, 0, 390, 844]}}"#
    static let events =
        #"[{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 10, "y": 10}]}, {"t": 0.05, "touches": [{"id": 1, "phase": "ended", "x": 10, "y": 10}]}]"#

    static func files() -> InMemoryFileSystem {
        InMemoryFileSystem([
            "s.scene.json": scene,
            "plain.json": scene,
            "bare.json": #"{"gesturetrace": 1, "events": \#(events)}"#,
            "elsewhere.json": #"{"gesturetrace": 1, "scene": "gone/s.scene.json", "events": \#(events)}"#,
            "misplaced.json": #"{"gesturetrace": 1, "window": {"id": "w", "frame": [0, 0, 1, 1]}, "events": []}"#,
            "names-trace.json": #"{"gesturetrace": 1, "scene": "bare.json", "events": []}"#,
        ])
    }

    static func run(_ arguments: [String]) -> Invocation {
        Invocation.run(arguments, fileSystem: files())
    }

    @Test("a scene document given to replay says it is a scene and points at --scene")
    func sceneAsTrace() {
        for file in ["s.scene.json", "plain.json"] {
            let run = Self.run(["replay", file])
            #expect(run.status == 2)
            #expect(
                run.stderr
                    == "\(file):1:21: error: 'screen' is a scene key: this is a scene document, not a trace (a trace has \"events\" or \"strokes\"): give it as the scene with 'replay TRACE --scene FILE', or to 'hit-test' (FORMAT §1, §2) (at screen)\n"
            )
        }
        // In a trace, a scene key at the top level belongs inside "scene".
        #expect(
            Self.run(["replay", "misplaced.json"]).stderr
                == "misplaced.json:1:21: error: 'window' is a scene key: in a trace it goes inside \"scene\" (FORMAT §1) (at window)\n"
        )
    }

    @Test("a trace named where a scene document is read says it is a trace")
    func traceAsScene() {
        let run = Self.run(["replay", "names-trace.json"])
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "bare.json:1:21: error: 'events' is a trace key: this is a trace, not a scene document; a scene document holds \"window\" and the other scene keys at its top level (FORMAT §1, §2) (at events)\n"
        )
    }

    @Test("--scene satisfies a trace without scene, and replaces a scene path that does not resolve")
    func sceneFromOption() {
        let bare = Self.run(["replay", "bare.json", "--scene", "s.scene.json"])
        #expect(bare.status == 0, "\(bare.stderr)")
        #expect(bare.stdout.contains("hit      touch 1 at (10, 10) -> window"))
        let elsewhere = Self.run(["replay", "elsewhere.json", "--scene", "s.scene.json"])
        #expect(elsewhere.status == 0, "\(elsewhere.stderr)")
        #expect(elsewhere.stdout == bare.stdout)
        #expect(Self.run(["why", "bare.json", "window", "--scene", "s.scene.json"]).status == 0)
        // Without --scene, the missing key says where a scene can come from.
        let missing = Self.run(["replay", "bare.json"])
        #expect(missing.status == 2)
        #expect(
            missing.stderr.hasPrefix(
                "bare.json:1:1: error: missing required key 'scene' (the scene, or the path of a scene document); or give one with --scene FILE"
            ))
        #expect(Self.run(["validate", "bare.json"]).status == 2)
        // A command without --scene never suggests it.
        for command in [["validate", "bare.json"], ["diff", "bare.json"]] {
            let run = Self.run(command)
            #expect(run.status == 2)
            #expect(
                run.stderr
                    == "bare.json:1:1: error: missing required key 'scene' (the scene, or the path of a scene document) (at $)\n",
                "\(command)")
        }
    }
}
