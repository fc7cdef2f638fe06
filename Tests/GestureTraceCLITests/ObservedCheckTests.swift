import GestureTrace
import Testing

@testable import GestureTraceCLI

/// `gesturetrace check` with a recorder's ground truth (`NAME.observed.jsonl` beside
/// `NAME.json`, docs/RECORDER.md): the golden must match and the device's actions must agree
/// with the replay's.
@Suite struct ObservedCheckTests {
    static let trace = """
        {"gesturetrace": 1, "name": "recorded tap",
         "scene": {"window": {"id": "window", "frame": [0, 0, 390, 844], "subviews": [
           {"id": "photo", "frame": [0, 100, 390, 520], "recognizers": [
             {"id": "doubleTap", "kind": "tap", "taps": 2},
             {"id": "singleTap", "kind": "tap", "requireToFail": ["doubleTap"]}]}]}},
         "events": [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 195, "y": 360}]},
                    {"t": 0.09, "touches": [{"id": 1, "phase": "ended", "x": 195, "y": 360}]}]}
        """

    @Test("observed actions that agree pass; a disagreement fails with the diff; a bad line is located")
    func observed() {
        let fs = InMemoryFileSystem(["r/tap.json": Self.trace])
        #expect(Invocation.run(["check", "--update", "r"], fileSystem: fs).status == 0)
        fs.files["r/tap.observed.jsonl"] = Array(
            "{\"type\": \"action\", \"t\": 0.443, \"recognizer\": \"singleTap\", \"state\": \"recognized\"}\n".utf8)
        let agree = Invocation.run(["check", "r"], fileSystem: fs)
        #expect(agree.status == 0)
        #expect(agree.stdout == "1 trace: 1 passed, 0 differ, 0 missing goldens, 0 invalid\n")

        fs.files["r/tap.observed.jsonl"] = Array(
            "{\"type\": \"action\", \"t\": 0.3, \"recognizer\": \"doubleTap\", \"state\": \"recognized\"}\n".utf8)
        let differ = Invocation.run(["check", "r"], fileSystem: fs)
        #expect(differ.status == 1)
        #expect(
            differ.stdout.contains(
                """
                --- a/r/tap.observed.jsonl
                +++ b/r/tap.observed.jsonl
                @@ -1 +1 @@
                -action doubleTap recognized
                +action singleTap recognized
                """))

        fs.files["r/tap.observed.jsonl"] = Array("\n{\"type\": \"wave\", \"t\": 0}\n".utf8)
        let invalid = Invocation.run(["check", "r"], fileSystem: fs)
        #expect(invalid.status == 2)
        #expect(
            invalid.stderr.contains(
                "r/tap.observed.jsonl:2:10: error: unknown observed record type 'wave'; expected one of action, control, state, deliver, observing (at type)"
            ))
    }
}
