import Testing

@testable import GestureTrace

/// Imports a W3C actions payload; returns the event dump or the error's description.
private func w3c(_ json: String, hz: Double = 60, scale: Double = 1, maxSamples: Int = 1000) -> String {
    var importer = W3CActionsImporter(file: "a.json", hz: hz, scale: scale, maxSamples: maxSamples)
    var events: [InputEvent] = []
    do {
        try importer.run(bytes: Array(json.utf8)) { events.append($0) }
    } catch {
        return error.description
    }
    let problems = TraceStructure.problems(events)
    return problems.isEmpty ? TraceStructure.dump(events) : problems.joined(separator: "\n")
}

/// One touch source named `id` with the given action objects.
private func finger(_ id: String, _ actions: String) -> String {
    "{\"type\": \"pointer\", \"id\": \"\(id)\", \"parameters\": {\"pointerType\": \"touch\"}, \"actions\": [\(actions)]}"
}

@Suite struct W3CActionsImporterTests {
    @Test("Appium's double tap: down and up at the pointer's position, pauses time the ticks")
    func doubleTap() {
        let f = finger(
            "finger1",
            """
            {"type": "pointerMove", "duration": 0, "x": 100, "y": 200},
            {"type": "pointerDown", "button": 0}, {"type": "pause", "duration": 100},
            {"type": "pointerUp", "button": 0}, {"type": "pause", "duration": 100},
            {"type": "pointerDown", "button": 0}, {"type": "pause", "duration": 100},
            {"type": "pointerUp", "button": 0}
            """)
        #expect(
            w3c("{\"actions\": [\(f)]}") == """
                0 finger1:began(100,200)
                0.1 finger1:ended(100,200)
                0.2 finger1:began(100,200)
                0.3 finger1:ended(100,200)
                """)
    }

    @Test("a move with a duration is sampled every 1/hz s from the tick's start, ending exactly at its target")
    func sampledMove() {
        let f = finger(
            "f",
            """
            {"type": "pointerMove", "x": 0, "y": 0}, {"type": "pointerDown"},
            {"type": "pointerMove", "duration": 250, "x": 100, "y": 0}, {"type": "pointerUp"}
            """)
        #expect(
            w3c("[\(f)]", hz: 10) == """
                0 f:began(0,0)
                0.1 f:moved(40,0)
                0.2 f:moved(80,0)
                0.25 f:moved(100,0)
                0.25 f:ended(100,0)
                """)
    }

    @Test("ticks run in lockstep: the longest duration sets the tick; a shorter move stops early")
    func lockstepTicks() {
        let a = finger(
            "a",
            """
            {"type": "pointerMove", "x": 100, "y": 100}, {"type": "pointerDown"},
            {"type": "pointerMove", "duration": 200, "origin": "pointer", "x": -40, "y": 0}, {"type": "pointerUp"}
            """)
        let b = finger(
            "b",
            """
            {"type": "pointerMove", "x": 200, "y": 100}, {"type": "pointerDown"},
            {"type": "pointerMove", "duration": 100, "x": 240, "y": 100}, {"type": "pointerUp"}
            """)
        #expect(
            w3c("{\"actions\": [\(a), \(b)]}", hz: 20) == """
                0 a:began(100,100) b:began(200,100)
                0.05 a:moved(90,100) b:moved(220,100)
                0.1 a:moved(80,100) b:moved(240,100)
                0.15 a:moved(70,100)
                0.2 a:moved(60,100)
                0.2 a:ended(60,100) b:ended(240,100)
                """)
    }

    @Test("a move without a duration takes the tick's; a pause in a none source lengthens the tick")
    func moveTakesTickDuration() {
        let f = finger(
            "f",
            "{\"type\": \"pointerDown\"}, {\"type\": \"pointerMove\", \"x\": 20, \"y\": 0}, {\"type\": \"pointerUp\"}")
        let none =
            "{\"type\": \"none\", \"id\": \"wait\", \"actions\": [{\"type\": \"pause\"}, {\"type\": \"pause\", \"duration\": 100}]}"
        #expect(
            w3c("[\(f), \(none)]", hz: 20) == """
                0 f:began(0,0)
                0.05 f:moved(10,0)
                0.1 f:moved(20,0)
                0.1 f:ended(20,0)
                """)
    }

    @Test("a pointerDown while pressed and a pointerUp while released change nothing; pointerCancel cancels")
    func pressedButtons() {
        let f = finger(
            "f",
            """
            {"type": "pointerUp"}, {"type": "pointerDown"}, {"type": "pointerDown"},
            {"type": "pointerMove", "x": 5, "y": 5}, {"type": "pointerCancel"}
            """)
        #expect(w3c("[\(f)]") == "0 f:began(0,0)\n0 f:moved(5,5)\n0 f:cancelled(5,5)")
    }

    @Test("moves of a released pointer emit nothing but place it; a pointer left down is cancelled")
    func releasedMovesAndLeftDown() {
        let f = finger(
            "f", "{\"type\": \"pointerMove\", \"duration\": 100, \"x\": 30, \"y\": 60}, {\"type\": \"pointerDown\"}")
        #expect(w3c("[\(f)]", scale: 3) == "0 f:began(10,20)\n0 f:cancelled(10,20)")
    }

    @Test(
        "unusable payloads are located errors",
        arguments: [
            (
                "[{\"type\": \"pointer\", \"id\": \"m\", \"actions\": []}]",
                "a.json:1:2: error: pointerType 'mouse' cannot be replayed: gesturetrace replays touches; expected \"parameters\": {\"pointerType\": \"touch\"} (at [0])"
            ),
            (
                "["
                    + finger(
                        "f", "{\"type\": \"pointerMove\", \"x\": 1, \"y\": 2, \"origin\": {\"element-6066\": \"x\"}}")
                    + "]",
                "a.json:1:135: error: an element origin cannot be replayed: the actions do not give the element's frame; use \"viewport\" or \"pointer\" coordinates (at [0].actions[0].origin)"
            ),
            (
                "[" + finger("f", "{\"type\": \"pointerDwn\"}") + "]",
                "a.json:1:94: error: unknown pointer action type 'pointerDwn'; expected one of pause, pointerDown, pointerUp, pointerMove, pointerCancel (at [0].actions[0].type)"
            ),
            (
                "[" + finger("f", "{\"type\": \"pause\", \"duration\": -1}") + "]",
                "a.json:1:115: error: duration '-1' is negative; expected a value of at least 0 (at [0].actions[0].duration)"
            ),
            (
                "[" + finger("f", "{\"type\": \"pointerMove\", \"x\": 1, \"y\": 2, \"duraton\": 5}") + "]",
                "a.json:1:125: error: unknown key 'duraton'; did you mean 'duration'? (at [0].actions[0].duraton)"
            ),
            (
                "[" + finger("f", "{\"type\": \"pause\"}") + ", " + finger("f", "") + "]",
                "a.json:1:132: error: input source id 'f' is used twice (at [1].id)"
            ),
            (
                "[{\"type\": \"key\", \"id\": \"k\", \"actions\": [{\"type\": \"keyDown\", \"value\": \"a\"}]}]",
                "a.json:1:50: error: 'keyDown' cannot be replayed: gesturetrace replays touches; a none or key source may only pause (at [0].actions[0].type)"
            ),
            (
                "[" + finger("f", "{\"type\": \"pause\"}") + "]",
                "a.json:1:1: error: no touch: the actions press no touch pointer (expected a pointerDown) (at $)"
            ),
            ("{\"actions\": [}", "a.json:1:14: error: unexpected character '}'; expected a value (at actions[0])"),
        ])
    func errors(payload: String, expected: String) {
        #expect(w3c(payload) == expected)
    }

    @Test("a move past the sample limit is an error at the move, not a hang")
    func sampleLimit() {
        let f = finger(
            "f", "{\"type\": \"pointerDown\"}, {\"type\": \"pointerMove\", \"duration\": 1e9, \"x\": 0, \"y\": 1e9}")
        #expect(
            w3c("[\(f)]", hz: 1000, maxSamples: 50)
                == "a.json:1:110: error: the actions would write more than 50 touch samples at --hz 1000; lower --hz or shorten the durations (at [0].actions[1])"
        )
        #expect(W3CActionsImporter.defaultMaxSamples == 10_000_000)
    }
}
