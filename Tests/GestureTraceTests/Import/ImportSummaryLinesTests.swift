import Foundation
import Testing

@testable import GestureTrace

/// Every importer's summary says what was mapped, what was assumed and what was dropped, in
/// that order, after its figures (issue 29, IOS-INPUTS §10.5): one case per importer, on a
/// small input of its format.
@Suite struct ImportSummaryLinesTests {
    /// The summary's `mapped:`, `assumed:` and `dropped:` lines, in order; fails when one is
    /// missing or out of order.
    static func threeLines(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
        let lines = text.split(separator: "\n").map(String.init)
        let found = ["mapped", "assumed", "dropped"].map { word in
            lines.firstIndex { $0.hasPrefix(word + ":") || $0.hasPrefix(word + " (") }
        }
        let indices = found.compactMap { $0 }
        #expect(indices.count == 3 && indices == indices.sorted(), "\(text)", sourceLocation: sourceLocation)
        return indices.map { lines[$0] }
    }

    static func touchSummary<I: TouchImporter>(_ importer: I, _ text: String) -> String {
        let result = importing(importer, text)
        #expect(result.error == nil, "\(String(describing: result.error))")
        return result.summary.report(source: "in", screen: nil)
    }

    @Test("csv: the columns read, the scale and time unit assumed, the other columns dropped")
    func csv() {
        let lines = Self.threeLines(
            Self.touchSummary(
                CSVImporter(file: "t.csv", scale: 2, timeUnit: .ms),
                "time,finger,phase,x,y,pressure\n0,1,began,10,10,0.5\n16,1,ended,10,10,0.5\n"))
        #expect(lines[0] == "mapped: rows as touch changes (time, finger, phase, x, y); rows at one time are one event")
        #expect(lines[1].contains("x and y ÷ 2 are points (--scale), time is in ms"))
        #expect(lines[2] == "dropped: the columns 'pressure'")
    }

    @Test("android: MotionEvent rows mapped, the density assumed, the other columns and actions dropped")
    func android() {
        let lines = Self.threeLines(
            Self.touchSummary(
                AndroidImporter(file: "t.csv", scale: 3, activity: nil),
                "1,100,a,1,0,0,30,30,0.5,0.1,0\n1,150,a,1,0,1,30,30,0.5,0.1,0\n"))
        #expect(lines[0].hasPrefix("mapped: MotionEvent rows"))
        #expect(lines[1].hasPrefix("assumed: 3 pixels per point (--scale)"))
        #expect(lines[2].hasPrefix("dropped: the Systime, Pressure, Contact_size and Orientation columns"))
    }

    @Test("getevent: protocol B mapped, the scale assumed, other codes dropped")
    func getevent() {
        let log = """
            [    1.000000] /dev/input/event2: EV_ABS       ABS_MT_TRACKING_ID   00000001
            [    1.000000] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    00000064
            [    1.000000] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    000000c8
            [    1.000000] /dev/input/event2: EV_SYN       SYN_REPORT           00000000
            [    1.100000] /dev/input/event2: EV_ABS       ABS_MT_TRACKING_ID   ffffffff
            [    1.100000] /dev/input/event2: EV_SYN       SYN_REPORT           00000000
            """
        let lines = Self.threeLines(Self.touchSummary(GeteventImporter(file: "t.log", mapping: .scale(2)), log))
        #expect(
            lines[0].hasPrefix("mapped: the touch screen's ABS_MT_SLOT") && lines[0].hasSuffix("(/dev/input/event2)"))
        #expect(lines[1].hasPrefix("assumed: 2 raw units per point (--scale)"))
        #expect(lines[2].hasPrefix("dropped: other devices' lines"))
    }

    @Test("uikit-log: the touches mapped, the clock assumed, stationary touches dropped")
    func uikitLog() {
        let log = """
            timestamp: 100.000000
            <UITouchesEvent: 0x6000026fa6d0> timestamp: 100 touches: {(
            <UITouch: 0x7f84d6f10380> phase: Began tap count: 1 force: 0.000 window: <UIWindow: 0x1> view: <UIView: 0x2> location in window: {10, 20} previous location in window: {10, 20} location in view: {10, 20} previous location in view: {10, 20}
            )}
            timestamp: 100.100000
            <UITouchesEvent: 0x6000026fa6d0> timestamp: 100.1 touches: {(
            <UITouch: 0x7f84d6f10380> phase: Ended tap count: 1 force: 0.000 window: <UIWindow: 0x1> view: <UIView: 0x2> location in window: {10, 20} previous location in window: {10, 20} location in view: {10, 20} previous location in view: {10, 20}
            )}
            """
        let lines = Self.threeLines(Self.touchSummary(UIKitTouchLogImporter(file: "log.txt"), log))
        #expect(lines[0].hasPrefix("mapped: 2 UITouchesEvent descriptions"))
        #expect(lines[1].hasPrefix("assumed: times from the full-precision 'timestamp:' lines"))
        #expect(lines[2].hasPrefix("dropped: stationary touches"))
    }

    @Test("idb and maestro: a dropped line also when nothing was dropped")
    func scripts() throws {
        let idb = Self.threeLines(Self.touchSummary(IdbImporter(file: "s.sh", gap: 0.5), "idb ui tap 10 20\n"))
        #expect(idb[2] == "dropped: nothing")
        let maestro = Self.threeLines(
            Self.touchSummary(
                MaestroImporter(file: "f.yaml", width: 390, height: 844, gap: 0.5, hz: 60),
                "appId: x\n---\n- tapOn:\n    point: \"10,20\"\n"))
        #expect(maestro[2] == "dropped: nothing")
    }

    @Test("w3c-actions: the pointer actions mapped, the move rate assumed, nothing dropped")
    func w3c() throws {
        var importer = W3CActionsImporter(file: "a.json", hz: 60, scale: 1)
        try importer.run(
            bytes: Array(
                #"{"actions": [{"type": "pointer", "id": "f", "parameters": {"pointerType": "touch"}, "actions": [{"type": "pointerMove", "x": 5, "y": 5}, {"type": "pointerDown"}, {"type": "pointerUp"}]}]}"#
                    .utf8)
        ) { _ in }
        let lines = Self.threeLines(importer.summary.report(source: "a.json", screen: nil))
        #expect(lines[1].hasPrefix("assumed: a moving pointer's positions every 1/60 s (--hz"))
        #expect(lines[2].hasPrefix("dropped: nothing"))
    }

    @Test("recognizer-log: mapped, assumed and dropped even when nothing was assumed or dropped")
    func recognizerLog() {
        let run = RecognizerLogImporterTests.run("gesturetrace state t=0.1 tap_1 possible -> ended\n")
        #expect(run.error == nil)
        let lines = Self.threeLines(run.report.text(source: "log.txt"))
        #expect(lines[0].hasPrefix("mapped: each line's recognizer"))
        #expect(lines[1] == "assumed: nothing (the lines give times and both states)")
        #expect(lines[2] == "dropped: nothing")
    }

    @Test("the scene importers: recursive description, Lookin, Xcode")
    func scenes() throws {
        let (_, report) = try importDump("<UIWindow: 0x1; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x2>>\n")
        let lines = Self.threeLines(report.text(source: "d.txt"))
        #expect(lines[1].hasPrefix("assumed: system gate: device homeButton from the 375×667 pt window"))
        let (_, lookin) = try LookinImporterTests.importFeed()
        _ = Self.threeLines(lookin.text(source: "feed.lookin"))
        let xcode = XcodeViewHierarchyImportReport()
        _ = Self.threeLines(xcode.text(source: "x.viewhierarchy"))
    }
}
