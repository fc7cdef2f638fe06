import Testing

@testable import GestureTrace

@Suite struct TextWriterTests {
    @Test("text the trace chose is escaped like a message: C1 controls, line separators and bidi controls too")
    func escapesEveryUnsafeCharacter() {
        // U+009B is a terminal's CSI, U+2028 a line separator, U+202E a right-to-left override:
        // each used to be written raw (issue 25, round 4 hunt). Plain text is copied as is.
        let text = TextWriter.render(name: "a\u{9B}2Jb\u{2028}c\u{202E}d\u{1B}e\u{7F}f é ✓", records: [])
        #expect(text.hasPrefix("gesturetrace text v1: a\\u{9b}2Jb\\u{2028}c\\u{202e}d\\u{1b}e\\u{7f}f é ✓\n"))
        #expect(!text.unicodeScalars.contains { MessageText.needsEscape($0) && $0 != "\n" })
    }

    @Test("a tap renders as header, frames, indented records and a summary")
    func tap() {
        let text = TextWriter.render(name: "tap on a view", records: RecordFixtures.tap)
        #expect(
            text == """
                gesturetrace text v1: tap on a view
                frame 0  t=0  input
                  hit      touch 1 at (100, 100) -> V  recognizers: tap  chain: V > R > window > UIApplication > AppDelegate
                  deliver  V began [1]
                frame 1  t=0.08  input
                  state    tap  possible -> recognized  (1 tap)
                  deliver  V cancelled [1]
                  action   tap  recognized
                  reset    tap
                summary
                  actions  tap  recognized 1
                  outcome  tap  recognized at t=0.08 (1 tap)
                  touches  V  began 1, cancelled 1

                """)
    }

    @Test("every record type, delayed deliveries, measurements, misses and string ids")
    func allTypes() {
        let records: [Record] = [
            Record(frame: 0, time: 0, body: .frame(cause: .input)),
            Record(
                frame: 0, time: 0,
                body: .hit(touch: .string("f"), point: Point(x: 5.5, y: 900), view: nil, recognizers: [], chain: [])),
            Record(
                frame: 0, time: 0,
                body: .hit(
                    touch: .int(2), point: Point(x: 10, y: 20), view: "B", recognizers: [],
                    chain: ["B", "window", "UIApplication", "AppDelegate"],
                    missed: [
                        HitMiss(view: "L", why: .interactionDisabled(inside: nil, classDefault: nil)),
                        HitMiss(view: "C", why: .covered(inside: nil, by: "B")),
                    ])),
            Record(frame: 1, time: 0.15, body: .frame(cause: .timer)),
            Record(frame: 1, time: 0.15, body: .pending(recognizer: "s", wants: .recognized, waitingFor: ["d", "e"])),
            Record(
                frame: 1, time: 0.15, body: .deliver(responder: "B", phase: .began, touches: [.int(2)], delayed: true)),
            Record(
                frame: 1, time: 0.15,
                body: .state(
                    recognizer: "pan", from: .began, to: .changed, reason: .unstated,
                    values: [
                        Measurement("translationX", 2), Measurement("translationY", 0),
                        Measurement("velocityX", 120), Measurement("velocityY", -0.5),
                        Measurement("scale", 1.0104),
                    ])),
            Record(frame: 1, time: 0.15, body: .control(control: "B", event: .touchDown, value: nil)),
            Record(
                frame: 1, time: 0.15,
                body: .state(
                    recognizer: "r", from: .possible, to: .began, reason: .customStated("rotated 20 deg >= 15 deg"),
                    values: [Measurement("x", 1), Measurement("y", 2.5), Measurement("velocity", 3)])),
            Record(frame: 2, time: 0.3, body: .frame(cause: .interrupt)),
            Record(
                frame: 2, time: 0.3,
                body: .state(
                    recognizer: "line\nbreak", from: .possible, to: .failed, reason: .customStated("tab\there"),
                    values: [])),
            Record(frame: 3, time: 0.3, body: .frame(cause: .end)),
            Record(frame: 3, time: 0.3, body: .unused(recognizer: "u", reason: .disabled)),
        ]
        #expect(
            TextWriter.render(name: nil, records: records) == """
                gesturetrace text v1
                frame 0  t=0  input
                  hit      touch "f" at (5.5, 900) -> nothing
                  hit      touch 2 at (10, 20) -> B  chain: B > window > UIApplication > AppDelegate  not hit: L (userInteractionEnabled = false; SEMANTICS §1.2); C (covered by 'B', a later sibling, asked first; SEMANTICS §1.2)
                frame 1  t=0.15  timer
                  pending  s  wants recognized, waiting for d, e
                  deliver  B began [2] (delayed)
                  state    pan  began -> changed  translation=(2, 0) velocity=(120, -0.5) scale=1.01
                  control  B  touchDown
                  state    r  possible -> began  (rotated 20 deg >= 15 deg)  location=(1, 2.5) velocity=3
                frame 2  t=0.3  interrupt
                  state    line\\nbreak  possible -> failed  (tab\\there)
                frame 3  t=0.3  end
                summary
                  actions  s  none
                  actions  pan  none
                  actions  r  none
                  actions  line\\nbreak  none
                  outcome  s  possible: received touches but never left possible
                  outcome  pan  changed at t=0.15
                  outcome  r  began at t=0.15 (rotated 20 deg >= 15 deg)
                  outcome  line\\nbreak  failed at t=0.3 (tab\\there)
                  outcome  u  never received a touch: disabled (enabled = false): a disabled recognizer receives no touches (SEMANTICS §4.3)
                  touches  B  began 1
                  control  B  touchDown 1
                  leftover pan  still changed when the input ended
                  leftover r  still began when the input ended

                """)
    }

    @Test("outcome: one state change reads as itself; several are counted over the session, then the last")
    func outcomeCounts() {
        func state(_ time: Double, _ from: DisplayState, _ to: DisplayState, _ reason: String) -> Record {
            Record(
                frame: 0, time: time,
                body: .state(
                    recognizer: "pan", from: from, to: to, reason: reason.isEmpty ? .unstated : .customStated(reason),
                    values: []))
        }
        let records: [Record] = [
            Record(frame: 0, time: 0, body: .frame(cause: .input)),
            state(0.1, .possible, .began, "moved 10 pt >= hysteresis 10 on x"),
            state(0.2, .began, .changed, ""),
            state(0.3, .changed, .ended, "all touches ended"),
            Record(frame: 0, time: 0.3, body: .reset(recognizer: "pan")),
            state(1.1, .possible, .began, "moved 10 pt >= hysteresis 10 on x"),
            state(1.3, .began, .cancelled, "touch cancelled"),
            Record(frame: 0, time: 1.3, body: .reset(recognizer: "pan")),
            state(2.1, .possible, .failed, "moved 10 pt on y, only x allowed"),
            Record(frame: 0, time: 2.1, body: .reset(recognizer: "pan")),
            state(3.1, .possible, .failed, "touches ended before moving 10 pt"),
            Record(
                frame: 0, time: 3.1,
                body: .state(
                    recognizer: "tap", from: .possible, to: .recognized, reason: .customStated("1 tap"), values: [])),
        ]
        let summary = TextWriter.render(name: nil, records: records).split(separator: "\n").filter {
            $0.hasPrefix("  outcome")
        }
        #expect(
            summary == [
                "  outcome  pan  began 2, ended 1, cancelled 1, failed 2; last failed at t=3.1 (touches ended before moving 10 pt)",
                "  outcome  tap  recognized at t=3.1 (1 tap)",
            ])
    }

    @Test("no trailing whitespace, one final newline, ASCII for ASCII ids")
    func hygiene() {
        let text = TextWriter.render(name: "x", records: RecordFixtures.tap)
        for line in text.split(separator: "\n") { #expect(!line.hasSuffix(" ")) }
        #expect(text.hasSuffix("\n") && !text.hasSuffix("\n\n"))
        #expect(text.utf8.allSatisfy { $0 < 0x80 })
    }

    @Test("an empty replay still has a header and a summary")
    func empty() {
        #expect(
            TextWriter.render(name: "nothing", records: [])
                == "gesturetrace text v1: nothing\nsummary\n  nothing was delivered\n")
    }
}
