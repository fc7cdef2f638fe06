import Foundation
import GestureTrace
import Testing

@testable import GestureTraceCLI

/// The commands with the real decoder and engine behind them. Assertions stay structural
/// (headers, exit codes, what is written), so engine refinements do not break them.
@Suite struct PipelineTests {
    static let scene = """
        {"gesturetrace": 1, "window": {"id": "window", "frame": [0, 0, 390, 844], "subviews": [
          {"id": "V", "frame": [50, 50, 200, 200], "recognizers": [{"id": "tap", "kind": "tap"}]}]}}
        """
    static let trace = """
        {"gesturetrace": 1, "name": "tap on V", "scene": "../scenes/v.scene.json",
         "events": [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 100, "y": 100}]},
                    {"t": 0.08, "touches": [{"id": 1, "phase": "ended", "x": 101, "y": 100}]}]}
        """

    func tree() -> InMemoryFileSystem {
        InMemoryFileSystem(["traces/scenes/v.scene.json": Self.scene, "traces/taps/tap.json": Self.trace])
    }

    @Test("check: scenes resolve relative to the trace; update, then check passes and writes nothing")
    func check() {
        let fs = tree()
        let created = Invocation.run(["check", "--update"], fileSystem: fs)
        #expect(created.status == 0, "\(created.stdout)\(created.stderr)")
        #expect(created.stdout.hasPrefix("created traces/taps/tap.golden\n1 trace: "))
        let golden = fs.text("traces/taps/tap.golden") ?? ""
        #expect(golden.hasPrefix("gesturetrace text v1: tap on V\nframe 0  t=0  input\n"))
        #expect(golden.contains("\nsummary\n"))
        let again = Invocation.run(["check"], fileSystem: fs)
        #expect(again.status == 0)
        #expect(again.stdout == "1 trace: 1 passed, 0 differ, 0 missing goldens, 0 invalid\n")
        #expect(fs.writes == ["traces/taps/tap.golden"])
    }

    @Test("replay: text by default, jsonl and json on request, deterministic, verified")
    func replay() {
        let fs = tree()
        let text = Invocation.run(["replay", "traces/taps/tap.json", "--verify"], fileSystem: fs)
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stderr == "traces/taps/tap.json: verified: all invariants hold\n")
        #expect(text.stdout.hasPrefix("gesturetrace text v1: tap on V\n"))
        #expect(Invocation.run(["replay", "traces/taps/tap.json"], fileSystem: fs).stdout == text.stdout)
        let jsonl = Invocation.run(["replay", "traces/taps/tap.json", "--format", "jsonl"], fileSystem: fs)
        #expect(jsonl.stdout.hasPrefix(#"{"type":"frame","frame":0,"t":0,"cause":"input"}"# + "\n"))
        let json = Invocation.run(["replay", "traces/taps/tap.json", "--format=json"], fileSystem: fs)
        #expect(json.stdout.hasPrefix(#"{"gesturetrace":1,"name":"tap on V","records":["# + "\n"))
        #expect(json.stdout.hasSuffix("\n]}\n"))
    }

    @Test("replay --scene replaces the trace's scene, even one that does not resolve")
    func sceneOverride() {
        let fs = tree()
        fs.add(
            "elsewhere/t.json",
            Self.trace.replacingOccurrences(of: "../scenes/v.scene.json", with: "nowhere.scene.json"))
        #expect(Invocation.run(["replay", "elsewhere/t.json"], fileSystem: fs).status == 2)
        let run = Invocation.run(
            ["replay", "elsewhere/t.json", "--scene", "traces/scenes/v.scene.json"], fileSystem: fs)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("-> V"))
        // A trace names a scene too: its scene is used, resolved relative to that trace.
        let byTrace = Invocation.run(["replay", "elsewhere/t.json", "--scene", "traces/taps/tap.json"], fileSystem: fs)
        #expect(byTrace.status == 0, "\(byTrace.stderr)")
        #expect(byTrace.stdout == run.stdout)
        let report = Invocation.run(
            ["report", "elsewhere/t.json", "--scene", "traces/taps/tap.json", "-o", "r.html"], fileSystem: fs)
        #expect(report.status == 0, "\(report.stderr)")
    }

    @Test("replay - reads standard input; scene paths resolve from the working directory")
    func standardInput() {
        let fs = tree()
        let run = Invocation.run(
            ["replay", "-"], fileSystem: fs,
            stdin: Self.trace.replacingOccurrences(of: "../scenes/", with: "traces/scenes/"))
        #expect(run.status == 0, "\(run.stderr)")
    }

    @Test("validate and hit-test")
    func validateAndHitTest() {
        let fs = tree()
        #expect(
            Invocation.run(["validate", "traces/taps/tap.json"], fileSystem: fs).stdout
                == "ok: 2 events, 2 views, 1 recognizer\n")
        #expect(
            Invocation.run(["validate", "traces/scenes/v.scene.json"], fileSystem: fs).stdout
                == "ok: scene, 2 views, 1 recognizer\n")
        let hit = Invocation.run(["hit-test", "traces/taps/tap.json", "100", "100"], fileSystem: fs)
        #expect(hit.status == 0, "\(hit.stderr)")
        #expect(
            hit.stdout
                == "point        (100, 100)\nview         V\nchain        V > window > UIApplication > AppDelegate\nrecognizers  tap\n"
        )
        let miss = Invocation.run(["hit-test", "traces/scenes/v.scene.json", "-5", "10"], fileSystem: fs)
        #expect(miss.stdout.contains("view         none"))
        // SEMANTICS §1.10: a view under the point that is not chosen is listed with its rule.
        fs.files["hidden.scene.json"] = Array(
            Self.scene.replacingOccurrences(
                of: #""frame": [50, 50, 200, 200],"#, with: #""frame": [50, 50, 200, 200], "hidden": true,"#
            ).utf8)
        #expect(
            Invocation.run(["hit-test", "hidden.scene.json", "100", "100"], fileSystem: fs).stdout
                == "point        (100, 100)\nview         window\nchain        window > UIApplication > AppDelegate\nrecognizers  none\nnot hit      V: hidden (SEMANTICS §1.2)\n"
        )
        // SWIFTUI §3.5: in a hosting view, the SwiftUI node hit and its path; or none in a gap.
        fs.files["host.scene.json"] = Array(
            """
            {"gesturetrace": 1, "window": {"id": "window", "frame": [0, 0, 390, 844], "subviews": [
              {"id": "host", "class": "UIHostingView", "frame": [0, 0, 390, 844],
               "swiftui": {"id": "pager", "frame": [0, 0, 390, 844], "content": "none",
                 "modifiers": [{"gesture": {"drag": {}}, "id": "pagerDrag"}],
                 "children": [{"id": "buy", "kind": "button", "frame": [120, 400, 150, 44]}]}}]}}
            """.utf8)
        #expect(
            Invocation.run(["hit-test", "host.scene.json", "195", "420"], fileSystem: fs).stdout
                == "point        (195, 420)\nview         host\nswiftui      buy (button), path pager > buy\ngestures     buy.button, pagerDrag\nchain        host > window > UIApplication > AppDelegate\nrecognizers  buy.button, pagerDrag\n"
        )
        #expect(
            Invocation.run(["hit-test", "host.scene.json", "10", "10"], fileSystem: fs).stdout
                == "point        (10, 10)\nview         host\nswiftui      no node takes the touch here: a gap, clear content, hidden or allowsHitTesting(false) (SWIFTUI §3.5)\nchain        host > window > UIApplication > AppDelegate\nrecognizers  none\n"
        )
    }
}
