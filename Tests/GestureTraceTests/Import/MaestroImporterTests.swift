import Testing

@testable import GestureTrace

/// Imports a Maestro flow on a 390 x 844 pt screen; returns the event dump or the error.
private func maestro(_ flow: String, hz: Double = 60, gap: Double = 0.5) -> String {
    var importer = MaestroImporter(file: "f.yaml", width: 390, height: 844, gap: gap, hz: hz)
    do {
        let events = try importer.importText(flow)
        let problems = TraceStructure.problems(events)
        return problems.isEmpty ? TraceStructure.dump(events) : problems.joined(separator: "\n")
    } catch {
        return error.description
    }
}

/// `import maestro`: each command expanded as Maestro's iOS driver expands it (maestro
/// dcd2f206: `EventRecord.swift` in the XCTest runner, `IOSDriver.kt`, `Maestro.kt`).
@Suite struct MaestroImporterTests {
    @Test("a tap lifts after 0.1 s, a long press after 3 s; percentages are widthGrid * p / 100")
    func taps() {
        #expect(
            maestro(
                """
                appId: com.example.app
                ---
                - tapOn:
                    point: 100,200
                - longPressOn:
                    point: "50%,50%"
                - launchApp
                - tapOn: Login   # an element: no coordinates
                """) == """
                    0 1:began(100,200)
                    0.1 1:ended(100,200)
                    0.6 2:began(195,422)
                    3.6 2:ended(195,422)
                    """)
    }

    @Test("repeat and doubleTapOn start the taps `delay` apart, or a tap's duration apart when longer")
    func repeats() {
        #expect(
            maestro(
                """
                - doubleTapOn:
                    point: 10,20
                - tapOn:
                    point: 10,20
                    repeat: 2
                    delay: 500
                """) == """
                    0 1:began(10,20)
                    0.1 1:ended(10,20)
                    0.1 2:began(10,20)
                    0.2 2:ended(10,20)
                    0.7 3:began(10,20)
                    0.8 3:ended(10,20)
                    1.2 4:began(10,20)
                    1.3 4:ended(10,20)
                    """)
    }

    @Test("a swipe moves in the runner's 0.1 s (sampled at --hz), rests for its duration (400 ms), then lifts")
    func swipes() {
        #expect(
            maestro("- swipe:\n    start: 100,500\n    end: 100,200", hz: 20) == """
                0 1:began(100,500)
                0.05 1:moved(100,350)
                0.1 1:moved(100,200)
                0.5 1:ended(100,200)
                """)
        // A direction: IOSDriver's fractions of the screen; a percentage swipe; duration in ms.
        #expect(
            maestro("- swipe:\n    direction: LEFT\n    duration: 1000", hz: 10) == """
                0 1:began(351,422)
                0.1 1:moved(39,422)
                1.1 1:ended(39,422)
                """)
        #expect(
            maestro("- swipe:\n    start: 50%,30%\n    end: 50%,60%\n    duration: 3000", hz: 10) == """
                0 1:began(195,253)
                0.1 1:moved(195,506)
                3.1 1:ended(195,506)
                """)
        // scroll: (50%, 50%) → (50%, 10%) in 333 ms.
        #expect(
            maestro("- scroll", hz: 10) == """
                0 1:began(195,422)
                0.1 1:moved(195,84)
                0.433 1:ended(195,84)
                """)
    }

    @Test("malformed flows fail at their line and column")
    func located() {
        #expect(
            maestro("- tapOn:\n    point: 10.5,20")
                == "f.yaml:2:12: error: '10.5,20': '10.5' is not a whole number (Maestro reads points as integers)")
        #expect(
            maestro("- tapOn:\n    point: 120%,5%") == "f.yaml:2:12: error: '120%,5%': percentages go from 0 to 100")
        #expect(
            maestro("- swipe:\n    direction: SIDEWAYS")
                == "f.yaml:2:16: error: direction 'SIDEWAYS' is not UP, DOWN, LEFT or RIGHT")
        #expect(
            maestro("- swipe:\n    duration: 100") == "f.yaml:1:3: error: swipe needs 'start' and 'end', or 'direction'"
        )
        #expect(
            maestro("- tapOn: {point: \"1,2\"}")
                == "f.yaml:1:10: error: a flow-style collection is not read here: write the keys on their own lines")
        #expect(
            maestro("- tapOn:\n\tpoint: 1,2") == "f.yaml:2:1: error: a tab in the indentation: YAML indents with spaces"
        )
        #expect(
            maestro("- tapOn:\n    point: 1,2\n  repeat: 2")
                == "f.yaml:3:3: error: this line's indentation matches no key of the command above")
        #expect(
            maestro("appId: x\n---\n- launchApp")
                == "f.yaml: error: no Maestro touch command with coordinates (tapOn/doubleTapOn/longPressOn point, swipe, scroll)"
        )
    }

    @Test("nested commands are skipped whole; the summary lists what was dropped and assumed")
    func summary() throws {
        var importer = MaestroImporter(file: "f.yaml", width: 390, height: 844)
        _ = try importer.importText(
            """
            - runFlow:
                when:
                  visible: Login
                commands:
                  - tapOn:
                      point: 1,1
            - tapOn:
                point: 5,5
                retryTapIfNoChange: false
            - tapOn:
                id: "submit"
            """)
        let notes = importer.summary.notes
        #expect(importer.summary.touches == 1)
        #expect(notes.contains { $0.hasPrefix("mapped: 1 tapOn (Maestro's iOS expansion") })
        #expect(notes.contains("dropped (no coordinates): line 1 runFlow, line 10 tapOn (an element)"))
        #expect(
            notes.contains { $0.hasPrefix("assumed: 0.5 s between commands") && !$0.contains("retryTapIfNoChange") })
    }
}
