import Testing

@testable import GestureTrace

/// Imports an idb script; returns the event dump or the error's description.
private func idb(_ script: String, gap: Double = 0.5) -> String {
    var importer = IdbImporter(file: "s.sh", gap: gap)
    do {
        let events = try importer.importText(script)
        let problems = TraceStructure.problems(events)
        return problems.isEmpty ? TraceStructure.dump(events) : problems.joined(separator: "\n")
    } catch {
        return error.description
    }
}

/// `import idb`: each command expanded as facebook/idb expands it (`FBSimulatorHIDEvent.swift`
/// `swipe` and `pinchAt`, `idb/common/hid.py` taps).
@Suite struct IdbImporterTests {
    @Test("a tap is a down and an up at once; --duration holds it; multi-tap pauses 0.1 s")
    func taps() {
        #expect(
            idb("idb ui tap 10 20\nidb ui tap 10 20 --duration 0.25 --udid booted\nmulti-tap 5 6 --count 3 --pause 0.2")
                == """
                0 1:began(10,20)
                0 1:ended(10,20)
                0.5 2:began(10,20)
                0.75 2:ended(10,20)
                1.25 3:began(5,6)
                1.25 3:ended(5,6)
                1.45 4:began(5,6)
                1.45 4:ended(5,6)
                1.65 5:began(5,6)
                1.65 5:ended(5,6)
                """)
    }

    @Test("a swipe: 10 pt steps, duration ÷ (steps + 2) between them, the extra touch-down's delay before the lift")
    func swipe() {
        // 40 pt: 4 steps, 0.3 / 6 = 0.05 s apart; the lift two delays after the last step.
        #expect(
            idb("idb ui swipe 200 600 200 560 --duration 0.3") == """
                0 1:began(200,600)
                0.05 1:moved(200,590)
                0.1 1:moved(200,580)
                0.15 1:moved(200,570)
                0.2 1:moved(200,560)
                0.3 1:ended(200,560)
                """)
        // --delta 25 on 50 pt: 2 steps; no duration: every step at once (gRPC's default 0).
        #expect(
            idb("swipe 0 0 30 40 --delta 25") == """
                0 1:began(0,0)
                0 1:moved(15,20)
                0 1:moved(30,40)
                0 1:ended(30,40)
                """)
        // Shorter than a step: one step, straight to the end.
        #expect(idb("swipe 0 0 3 4 --duration 0.3") == "0 1:began(0,0)\n0.1 1:moved(3,4)\n0.3 1:ended(3,4)")
    }

    @Test("a pinch: two fingers at ±radius moved to ±radius·scale in at least 2 steps")
    func pinch() {
        #expect(
            idb("pinch 100 100 0.9 --duration 0.4 --radius 50") == """
                0 1:began(50,100) 2:began(150,100)
                0.1 1:moved(52.5,100) 2:moved(147.5,100)
                0.2 1:moved(55,100) 2:moved(145,100)
                0.4 1:ended(55,100) 2:ended(145,100)
                """)
        // The companion's HidMethodHandler replaces a duration or radius that is not positive
        // by its default (0.5 s, 100), as the CLI's defaults.
        #expect(idb("pinch 200 300 1.5 --duration 0 --radius -20") == idb("pinch 200 300 1.5"))
        #expect(idb("pinch 200 300 1.5 --radius 0").hasPrefix("0 1:began(100,300) 2:began(300,300)"))
    }

    @Test("sleep waits; --gap is the time between commands")
    func timing() {
        #expect(
            idb("tap 1 1\nsleep 2\ntap 1 1", gap: 0) == "0 1:began(1,1)\n0 1:ended(1,1)\n2 2:began(1,1)\n2 2:ended(1,1)"
        )
    }

    @Test("bad arguments are located; other commands are dropped and listed")
    func errors() {
        #expect(idb("idb ui swipe 1 2 3") == "s.sh:1:8: error: swipe takes x_start y_start x_end y_end")
        #expect(idb("swipe 1 2 3 4.5") == "s.sh:1:13: error: y_end '4.5' is not a whole number (idb takes an int here)")
        #expect(idb("tap 1 2 --bogus 3") == "s.sh:1:9: error: tap has no option --bogus")
        #expect(idb("tap 1 2 --duration") == "s.sh:1:9: error: --duration needs a value")
        #expect(idb("sleep -1") == "s.sh:1:7: error: sleep -1.0 is negative")
        #expect(idb("idb ui text hi\n# nothing") == "s.sh: error: no idb touch commands (tap, multi-tap, swipe, pinch)")
        #expect(idb("swipe 0 0 1000000000 0 --delta 1").hasSuffix("more than 10000000 touch samples"))
        var importer = IdbImporter(file: "s.sh")
        _ = try? importer.importText("tap 1 1\nidb ui text hi\nidb ui tap Login")
        #expect(
            importer.summary.notes == [
                "mapped: 1 tap (idb's expansion)",
                "assumed: 0.5 s between commands (--gap; idb's own start-up time is not in the script)",
                "dropped (not touches): line 2 text, line 3 tap Login",
            ])
    }
}
