import Testing

@testable import GestureTrace

/// Every input the libFuzzer targets (fuzz/, docs/FUZZING.md) found, minimized, replayed through
/// the same pipeline as `fuzz/PipelineHarness.swift`: decode, replay, render, check invariants.
/// Each must end in a clean error or a clean replay.
@Suite struct FuzzFindingsTests {
    /// Decodes, replays, renders both formats and checks the invariants; returns the violations
    /// as strings (empty is a clean replay), or the decoding error prefixed with `error: `.
    static func run(_ text: String) -> [String] {
        let trace: Trace
        do {
            trace = try TraceDecoder.decode(bytes: Array(text.utf8), file: "f.json") { path throws(TraceError) in
                throw TraceError(file: path, line: 0, column: 0, path: "", message: "no scene files")
            }
        } catch {
            return ["error: \(error)"]
        }
        let records = Replay.run(trace).records
        _ = JSONLWriter.render(records)
        _ = TextWriter.renderBytes(name: trace.name, records: records)
        return InvariantChecker.check(records, touchesDownAtEnd: InvariantChecker.touchesDownAtEnd(of: trace))
            .map(\.description)
    }

    static func trace(recognizers: String, events: String) -> String {
        """
        {"gesturetrace": 1, "scene": {"window": {"id": "w", "frame": [0, 0, 390, 844], "subviews": [
          {"id": "V", "frame": [0, 0, 390, 844], "touches": "handle", "multipleTouchEnabled": true,
           "recognizers": \(recognizers)}]}},
         "events": \(events)}
        """
    }

    /// Fuzz finding 1 (pipeline, from traces/recognizers pinch seeds): one finger of two lifts
    /// and the input ends with the other down. The pinch is still possible, so it still withholds
    /// the lifted finger's ended (SEMANTICS §7.4); the checker reported the touch as never
    /// finished. Fixed in the checker: a possible recognizer that never resolved may hold it.
    @Test("a lifted finger whose ended a still-possible pinch withholds, input ending mid-gesture")
    func pinchHoldsEndedAtEnd() {
        let text = Self.trace(
            recognizers: #"[{"id": "pinch", "kind": "pinch"}, {"id": "rot", "kind": "rotation"}]"#,
            events: """
                [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 100, "y": 400}, {"id": 2, "phase": "began", "x": 270, "y": 400}]},
                 {"t": 0.05, "touches": [{"id": 2, "phase": "ended", "x": 285, "y": 430}]}]
                """)
        #expect(Self.run(text) == [])
    }

    /// Fuzz finding 2 (pipeline): same as 1 for a `fingers` recognizer waiting for a fourth finger.
    @Test("fingers still waiting for its count when the input ends holds the lifted fingers' ended")
    func fingersHoldEndedAtEnd() {
        let text = Self.trace(
            recognizers: #"[{"id": "four", "kind": "fingers", "count": 4, "failOnExtra": true}]"#,
            events: """
                [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 100, "y": 400}]},
                 {"t": 0.1, "touches": [{"id": 2, "phase": "began", "x": 180, "y": 400}, {"id": 3, "phase": "began", "x": 260, "y": 400}]},
                 {"t": 0.3, "touches": [{"id": 1, "phase": "ended", "x": 100, "y": 400}, {"id": 2, "phase": "ended", "x": 180, "y": 400}]}]
                """)
        #expect(Self.run(text) == [])
    }

    /// Fuzz finding 3 (pipeline): a `script` recognizer without steps never resolves (FORMAT
    /// SEMANTICS §2.2: it fails only when a step says so), so the ended it withholds (delaysTouchesEnded,
    /// SEMANTICS §7.4) never reaches the view, even with every finger up. The engine follows the
    /// spec; the checker now excuses it (see docs/FUZZING.md for the open question).
    @Test("a script recognizer without steps withholds the ended for good")
    func stepLessScriptHoldsForever() {
        let text = Self.trace(
            recognizers: #"[{"id": "custom", "kind": "script"}]"#,
            events: """
                [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 100, "y": 100}]},
                 {"t": 0.5, "touches": [{"id": 1, "phase": "ended", "x": 100, "y": 100}]}]
                """)
        #expect(Self.run(text) == [])
        // Not excused when the recognizer does not delay: then the ended must arrive.
        let noDelay = Self.trace(
            recognizers: #"[{"id": "custom", "kind": "script", "delaysTouchesEnded": false}]"#,
            events: """
                [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 100, "y": 100}]},
                 {"t": 0.5, "touches": [{"id": 1, "phase": "ended", "x": 100, "y": 100}]}]
                """)
        #expect(Self.run(noDelay) == [])
    }

    /// Fuzz finding 4 (pipeline, from traces/arbitration/reset-waits-for-failure-neighbour.json):
    /// the input ends while the pan that requires the failed swipe is still active, so the
    /// swipe's reset is still waiting (SEMANTICS §5.7); the checker reported it as never reset.
    @Test("a failed recognizer whose dependent is still active when the input ends is not yet reset")
    func resetStillWaitingAtEnd() {
        let text = Self.trace(
            recognizers: #"[{"id": "sw", "kind": "swipe"}, {"id": "pn", "kind": "pan", "requireToFail": ["sw"]}]"#,
            events: """
                [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 100, "y": 300}]},
                 {"t": 0.1, "touches": [{"id": 1, "phase": "moved", "x": 115, "y": 300}]},
                 {"t": 0.6, "touches": [{"id": 1, "phase": "moved", "x": 135, "y": 300}]}]
                """)
        #expect(Self.run(text) == [])
    }

    static func records(_ text: String) throws -> [Record] {
        let trace = try TraceDecoder.decode(bytes: Array(text.utf8), file: "f.json") { path throws(TraceError) in
            throw TraceError(file: path, line: 0, column: 0, path: "", message: "no scene files")
        }
        return Replay.run(trace).records
    }

    /// Property-test finding (seeds 13, 3000019): an enabled control ignores (and consumes) a
    /// second touch while it tracks its first; once the first is over, that second touch's
    /// cancel went up the chain to responders that never saw it begin. SEMANTICS §9.1: the
    /// control's touchesCancelled does not forward.
    @Test("a control does not forward the cancel of a touch it ignored")
    func controlCancelNotForwarded() throws {
        let text = """
            {"gesturetrace": 1, "scene": {"window": {"id": "w", "frame": [0, 0, 390, 844], "subviews": [
              {"id": "sw", "class": "UISwitch", "frame": [0, 0, 200, 200], "multipleTouchEnabled": true}]}},
             "events": [{"t": 0, "touches": [{"id": 3, "phase": "began", "x": 10, "y": 10}]},
                        {"t": 0.1, "touches": [{"id": 1, "phase": "began", "x": 20, "y": 20}]},
                        {"t": 0.2, "touches": [{"id": 3, "phase": "ended", "x": 10, "y": 10}]},
                        {"t": 0.3, "interrupt": true}]}
            """
        #expect(Self.run(text) == [])
        let cancels = try Self.records(text).compactMap { record -> String? in
            if case let .deliver(responder, .cancelled, touches, _, _) = record.body {
                return "\(responder) \(touches)"
            }
            return nil
        }
        #expect(cancels == ["sw [1]"])
    }

    /// Property-test finding (seed 1000145): a continuous recognizer asking for ended straight
    /// from possible while it waits on a failure requirement said `wants: ended`, which FORMAT
    /// SEMANTICS §4 does not allow; it is the raw state of recognized (SEMANTICS §5.1).
    @Test("a pending continuous recognizer that asked for ended wants recognized")
    func pendingEndedWantsRecognized() throws {
        let text = Self.trace(
            recognizers:
                #"[{"id": "dbl", "kind": "tap", "taps": 2}, {"id": "s", "kind": "script", "steps": [{"t": 0.05, "state": "ended"}], "requireToFail": ["dbl"]}]"#,
            events: """
                [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 100, "y": 100}]},
                 {"t": 0.02, "touches": [{"id": 1, "phase": "ended", "x": 100, "y": 100}]},
                 {"t": 1}]
                """)
        #expect(Self.run(text) == [])
        let pending = try Self.records(text).compactMap { record -> DisplayState? in
            if case let .pending(id, wants, _) = record.body, id == "s" { return wants }
            return nil
        }
        #expect(pending == [.recognized])
    }

    /// Fuzz run 5 (pipeline, 2026-11-24, on a build from before the SwiftUI layer's last fixes):
    /// SW11a's sequenced long press then drag, with the finger lifted after the press ended but
    /// before the drag saw a move. The second part fails, so the whole gesture is cancelled,
    /// and `@GestureState` resets (SWIFTUI §3.2, §3.4); current code replays it cleanly.
    @Test("a sequenced long press then drag, lifted before the drag moved, replays cleanly")
    func sequencedLiftedBeforeDrag() {
        let text =
            #"{"gesturetrace":1,"name":"fuzz: a sequenced long press then drag, lifted before the drag moved","scene":{"window":{"id":"window","frame":[2,0,390,844],"subviews":[{"id":"host","class":"UIHostingView","frame":[0,0,390,844],"swiftui":{"id":"circle","frame":[100,300,150,150],"shape":"ellipse","modifiers":[{"gesture":{"sequenced":[{"longPress":{"minimumDuration":0.5}},{"drag":{}}]},"id":"dragState","callbacks":["updating","onEnded"],"gestureState":"dragState"}]}}]}},"events":[{"t":0,"touches":[{"id":1,"phase":"began","x":175,"y":375}]},{"t":0.9,"touches":[{"id":1,"phase":"ended","x":190,"y":400}]}]}"#
        #expect(Self.run(text) == [])
    }
}
