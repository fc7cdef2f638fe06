import Testing

@testable import GestureTrace

/// Prefixes `seconds TYPE CODE VALUE` lines with getevent's timestamp and device columns.
private func log(_ compact: String, device: String = "/dev/input/event2") -> String {
    compact.split(separator: "\n").map { line in
        let parts = line.split(separator: " ", maxSplits: 1)
        return "[    \(parts[0])] \(device): \(parts.count > 1 ? parts[1] : "")"
    }.joined(separator: "\n")
}

private func run(_ text: String, mapping: GeteventImporter.Mapping = .scale(1)) -> (
    events: [InputEvent], summary: ImportSummary, error: TraceError?
) {
    importing(GeteventImporter(file: "touch.log", mapping: mapping), text)
}

@Suite struct GeteventImporterTests {
    @Test("one finger: tracking id begins, positions move, ffffffff lifts")
    func oneFinger() {
        let result = run(
            log(
                """
                100.000000 EV_ABS ABS_MT_TRACKING_ID 00000010
                100.000000 EV_ABS ABS_MT_POSITION_X 00000064
                100.000000 EV_ABS ABS_MT_POSITION_Y 000000c8
                100.000000 EV_KEY BTN_TOUCH DOWN
                100.000000 EV_SYN SYN_REPORT 00000000
                100.016000 EV_ABS ABS_MT_POSITION_X 00000066
                100.016000 EV_SYN SYN_REPORT 00000000
                100.032000 EV_ABS ABS_MT_PRESSURE 00000010
                100.032000 EV_SYN SYN_REPORT 00000000
                100.048000 EV_ABS ABS_MT_TRACKING_ID ffffffff
                100.048000 EV_SYN SYN_REPORT 00000000
                """))
        #expect(result.error == nil)
        #expect(
            TraceStructure.dump(result.events) == """
                0 0:began(100,200)
                0.016 0:moved(102,200)
                0.048 0:ended(102,200)
                """)
        #expect(result.summary.repairCount == 0)
    }

    @Test("two fingers in two slots; the second lifts first; a new contact reuses its slot's position")
    func twoFingers() {
        let result = run(
            log(
                """
                1.00 EV_ABS ABS_MT_SLOT 00000000
                1.00 EV_ABS ABS_MT_TRACKING_ID 00000001
                1.00 EV_ABS ABS_MT_POSITION_X 0000000a
                1.00 EV_ABS ABS_MT_POSITION_Y 0000000a
                1.00 EV_SYN SYN_REPORT 00000000
                1.01 EV_ABS ABS_MT_SLOT 00000001
                1.01 EV_ABS ABS_MT_TRACKING_ID 00000002
                1.01 EV_ABS ABS_MT_POSITION_X 00000014
                1.01 EV_ABS ABS_MT_POSITION_Y 00000014
                1.01 EV_SYN SYN_REPORT 00000000
                1.02 EV_ABS ABS_MT_SLOT 00000000
                1.02 EV_ABS ABS_MT_POSITION_X 0000000b
                1.02 EV_ABS ABS_MT_SLOT 00000001
                1.02 EV_ABS ABS_MT_POSITION_X 00000015
                1.02 EV_SYN SYN_REPORT 00000000
                1.03 EV_ABS ABS_MT_TRACKING_ID ffffffff
                1.03 EV_SYN SYN_REPORT 00000000
                1.04 EV_ABS ABS_MT_TRACKING_ID 00000003
                1.04 EV_SYN SYN_REPORT 00000000
                1.05 EV_ABS ABS_MT_SLOT 00000000
                1.05 EV_ABS ABS_MT_TRACKING_ID ffffffff
                1.05 EV_ABS ABS_MT_SLOT 00000001
                1.05 EV_ABS ABS_MT_TRACKING_ID ffffffff
                1.05 EV_SYN SYN_REPORT 00000000
                """))
        #expect(
            TraceStructure.dump(result.events) == """
                0 0:began(10,10)
                0.01 1:began(20,20)
                0.02 0:moved(11,10) 1:moved(21,20)
                0.03 1:ended(21,20)
                0.04 1:began(21,20)
                0.05 0:ended(11,10) 1:ended(21,20)
                """)
        #expect(result.summary.maxSimultaneous == 2)
        #expect(result.summary.multiFingerSequences == 1)
        #expect(result.summary.repairCount == 0)
    }

    @Test("a new tracking id without a lift ends the old contact in an event before the new one")
    func replacedContact() {
        let result = run(
            log(
                """
                1.00 EV_ABS ABS_MT_TRACKING_ID 00000001
                1.00 EV_ABS ABS_MT_POSITION_X 00000001
                1.00 EV_ABS ABS_MT_POSITION_Y 00000001
                1.00 EV_SYN SYN_REPORT 00000000
                1.10 EV_ABS ABS_MT_TRACKING_ID 00000002
                1.10 EV_ABS ABS_MT_POSITION_X 00000009
                1.10 EV_SYN SYN_REPORT 00000000
                1.20 EV_ABS ABS_MT_TRACKING_ID ffffffff
                1.20 EV_SYN SYN_REPORT 00000000
                """))
        #expect(
            TraceStructure.dump(result.events) == """
                0 0:began(1,1)
                0.1 0:ended(1,1)
                0.1 0:began(9,1)
                0.2 0:ended(9,1)
                """)
        #expect(TraceStructure.problems(result.events).isEmpty)
    }

    @Test("axis maxima and the screen size map raw values to points; numeric codes and no device prefix are read")
    func axesMapping() {
        let text = """
            [  5.000000] 0003 0039 00000001
            [  5.000000] 0003 0035 0000021c
            [  5.000000] 0003 0036 000003c0
            [  5.000000] 0000 0000 00000000
            [  5.100000] EV_ABS ABS_MT_TRACKING_ID ffffffff
            [  5.100000] EV_SYN SYN_REPORT 00000000
            """
        let result = run(text, mapping: .axes(maxX: 1079, maxY: 1919, width: 360, height: 640))
        #expect(TraceStructure.dump(result.events) == "0 0:began(180,320)\n0.1 0:ended(180,320)")
    }

    @Test("the axis maxima are read from a 'getevent -lp' listing in the log")
    func listingMaxima() {
        let text = """
            add device 1: /dev/input/event2
              name:     "sec_touchscreen"
              events:
                ABS (0003): ABS_MT_SLOT           : value 0, min 0, max 9, fuzz 0, flat 0, resolution 0
                            ABS_MT_POSITION_X     : value 0, min 0, max 719, fuzz 0, flat 0, resolution 0
                            ABS_MT_POSITION_Y     : value 0, min 0, max 1279, fuzz 0, flat 0, resolution 0
            [  5.000000] /dev/input/event2: EV_ABS ABS_MT_TRACKING_ID 00000001
            [  5.000000] /dev/input/event2: EV_ABS ABS_MT_POSITION_X 00000168
            [  5.000000] /dev/input/event2: EV_ABS ABS_MT_POSITION_Y 00000280
            [  5.000000] /dev/input/event2: EV_SYN SYN_REPORT 00000000
            [  5.100000] /dev/input/event2: EV_ABS ABS_MT_TRACKING_ID ffffffff
            [  5.100000] /dev/input/event2: EV_SYN SYN_REPORT 00000000
            """
        let result = run(text, mapping: .axes(maxX: nil, maxY: nil, width: 360, height: 640))
        #expect(result.error == nil)
        #expect(TraceStructure.dump(result.events) == "0 0:began(180,320)\n0.1 0:ended(180,320)")
        let unknown = run(
            text.split(separator: "\n").filter { !$0.contains("max") }.joined(separator: "\n"),
            mapping: .axes(maxX: nil, maxY: nil, width: 360, height: 640))
        #expect(
            unknown.error?.description
                == "touch.log:4:1: error: the axis maxima are unknown: pass --max-x and --max-y (from 'adb shell getevent -lp'), or --scale"
        )
    }

    @Test("lines of other devices are ignored; SYN_DROPPED discards up to the next SYN_REPORT")
    func otherDevicesAndDrops() {
        let text = """
            [  1.000000] /dev/input/event2: EV_ABS ABS_MT_TRACKING_ID 00000001
            [  1.000000] /dev/input/event2: EV_ABS ABS_MT_POSITION_X 00000001
            [  1.000000] /dev/input/event2: EV_ABS ABS_MT_POSITION_Y 00000001
            [  1.000000] /dev/input/event2: EV_SYN SYN_REPORT 00000000
            [  1.010000] /dev/input/event1: EV_ABS ABS_MT_POSITION_X 00000099
            [  1.010000] /dev/input/event1: EV_SYN SYN_REPORT 00000000
            [  1.020000] /dev/input/event2: EV_ABS ABS_MT_POSITION_X 00000005
            [  1.020000] /dev/input/event2: EV_SYN SYN_DROPPED 00000000
            [  1.020000] /dev/input/event2: EV_ABS ABS_MT_POSITION_X 00000006
            [  1.020000] /dev/input/event2: EV_SYN SYN_REPORT 00000000
            [  1.030000] /dev/input/event2: EV_ABS ABS_MT_POSITION_X 00000007
            [  1.030000] /dev/input/event2: EV_SYN SYN_REPORT 00000000
            [  1.040000] /dev/input/event2: EV_ABS ABS_MT_TRACKING_ID ffffffff
            [  1.040000] /dev/input/event2: EV_SYN SYN_REPORT 00000000
            """
        let result = run(text)
        #expect(
            TraceStructure.dump(result.events) == """
                0 0:began(1,1)
                0.03 0:moved(7,1)
                0.04 0:ended(7,1)
                """)
        #expect(result.summary.count(of: .eventsDropped) == 1)
        #expect(result.summary.repairs[.eventsDropped]?.firstLine == 8)
    }

    @Test(
        "malformed lines name the exact line and column",
        arguments: [
            (
                "[  1.0] EV_ABS ABS_MT_TRACKING_ID 0000zz01\n",
                "touch.log:1:35: error: '0000zz01' is not a hexadecimal value"
            ),
            ("[  1.0 EV_ABS ABS_MT_SLOT 00000001\n", "touch.log:1:1: error: timestamp has no closing ']'"),
            ("[  x.y] EV_ABS ABS_MT_SLOT 00000001\n", "touch.log:1:2: error: 'x.y' is not a timestamp in seconds"),
            (
                "[  1.0] /dev/input/event2: EV_ABS ABS_MT_SLOT\n",
                "touch.log:1:28: error: expected 'TYPE CODE VALUE' as 'getevent -lt' prints it, found 'EV_ABS ABS_MT_SLOT'"
            ),
            (
                "EV_ABS ABS_MT_SLOT 00000001\n",
                "touch.log:1:1: error: line has no '[ seconds ]' timestamp; record with 'getevent -lt'"
            ),
            (
                "[  1.0] EV_SYN SYN_MT_REPORT 00000000\n",
                "touch.log:1:16: error: SYN_MT_REPORT is multi-touch protocol A, which has no finger identity; only protocol B (ABS_MT_SLOT) is supported"
            ),
            (
                "[  1.0] EV_SYN SYN_REPORT 00000000\n",
                "touch.log:1:1: error: no touches in the input (no ABS_MT_TRACKING_ID followed by SYN_REPORT)"
            ),
        ])
    func malformed(text: String, expected: String) {
        #expect(run(text).error?.description == expected)
    }
}
