import Foundation
import Testing

@testable import GestureTrace

/// `import uikit-log`: UITouchesEvent descriptions from a `-[UIWindow sendEvent:]` breakpoint
/// (IOS-INPUTS §3.2).
@Suite struct UIKitTouchLogTests {
    /// One event in the older description form (iOS ≤ 16), on one line.
    static func old(_ event: String, _ stamp: String, _ touches: [(String, String, String)]) -> String {
        let list = touches.map { addr, phase, at in
            "<UITouch: \(addr)> phase: \(phase) tap count: 1 force: 0.000 window: <UIWindow: 0x1; frame = (0 0; 375 812); layer = <UIWindowLayer: 0x2>> view: <UIView: 0x3; frame = (0 0; 375 812); layer = <CALayer: 0x4>> location in window: \(at) previous location in window: \(at) location in view: \(at) previous location in view: \(at)"
        }
        return "<UITouchesEvent: \(event)> timestamp: \(stamp) touches: {(\n" + list.joined(separator: ",\n") + "\n)}"
    }

    /// The newer form (iOS 18/26): `;` separators, `type:`, `is pointer:` and `responder:`.
    static func new(_ stamp: String, _ addr: String, _ phase: String, _ at: String, pointer: String = "NO") -> String {
        "<UITouchesEvent: 0x9> timestamp: \(stamp) touches: {(\n"
            + "<UITouch: \(addr)> type: Direct; phase: \(phase); is pointer: \(pointer); tap count: 1; force: 0.000; window: <UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>; responder: <UIView: 0x3; frame = (0 0; 390 844); layer = <CALayer: 0x4>>; location in window: \(at); previous location in window: \(at); location in view: \(at); previous location in view: \(at)\n)}"
    }

    @Test("the README recipe: a 'timestamp:' line before each event gives full-precision times")
    func recipe() {
        let text = [
            "timestamp: 179462.500000", Self.old("0xe1", "179462", [("0xa", "Began", "{10.5, 20.25}")]),
            "timestamp: 179462.516667", Self.old("0xe1", "179463", [("0xa", "Moved", "{12, 22}")]),
            "timestamp: 179462.600000", Self.old("0xe1", "179463", [("0xa", "Ended", "{12, 22}")]),
        ].joined(separator: "\n")
        let result = importing(UIKitTouchLogImporter(file: "log.txt"), text)
        #expect(result.error == nil)
        #expect(
            TraceStructure.dump(result.events) == """
                0 1:began(10.5,20.25)
                0.016667 1:moved(12,22)
                0.1 1:ended(12,22)
                """)
        #expect(result.summary.repairCount == 0)
    }

    @Test("LLDB's '(double)' output is accepted before or after the event; a stamp that disagrees is not paired")
    func lldbDoubles() {
        let after = [
            Self.old("0xe1", "179462", [("0xa", "Began", "{1, 2}")]), "(double) $1 = 179462.25",
            Self.old("0xe1", "179462", [("0xa", "Ended", "{1, 2}")]), "(double) 179462.375",
        ].joined(separator: "\n")
        let a = importing(UIKitTouchLogImporter(file: "log.txt"), after)
        #expect(TraceStructure.dump(a.events) == "0 1:began(1,2)\n0.125 1:ended(1,2)")
        #expect(a.summary.repairCount == 0)
        // 179470.5 does not round to 179462: that event keeps its %g time, counted as a repair.
        let wrong = ["(double) 179470.5", Self.old("0xe1", "179462", [("0xa", "Began", "{1, 2}")])]
            .joined(separator: "\n")
        let w = importing(UIKitTouchLogImporter(file: "log.txt"), wrong)
        #expect(w.summary.count(of: .coarseTimestamp) == 1)
    }

    @Test("several fingers: ids by UITouch address, stationary touches left out, a reused address is a new finger")
    func fingers() {
        let text = [
            "timestamp: 100.0", Self.old("0xe", "100", [("0xa", "Began", "{1, 1}")]),
            "timestamp: 100.1",
            Self.old("0xe", "100.1", [("0xa", "Stationary", "{1, 1}"), ("0xb", "Began", "{5, 5}")]),
            "timestamp: 100.2", Self.old("0xe", "100.2", [("0xa", "Ended", "{1, 1}"), ("0xb", "Moved", "{6, 6}")]),
            "timestamp: 100.3", Self.old("0xe", "100.3", [("0xb", "Cancelled", "{6, 6}")]),
            "timestamp: 100.4", Self.old("0xe", "100.4", [("0xb", "Began", "{9, 9}")]),
            "timestamp: 100.5", Self.old("0xe", "100.5", [("0xb", "Began", "{8, 8}")]),
        ].joined(separator: "\n")
        let r = importing(UIKitTouchLogImporter(file: "log.txt"), text)
        #expect(
            TraceStructure.dump(r.events) == """
                0 1:began(1,1)
                0.1 2:began(5,5)
                0.2 1:ended(1,1) 2:moved(6,6)
                0.3 2:cancelled(6,6)
                0.4 1:began(9,9)
                0.5 1:cancelled(9,9) 2:began(8,8)
                0.5 2:cancelled(8,8)
                """)
        #expect(r.summary.count(of: .aliveAtEnd) == 1)
        #expect(r.summary.count(of: .beganWhileAlive) == 1)
    }

    @Test("the newer description form with ';' separators; pointer touches are skipped")
    func newerForm() {
        let text = [
            "timestamp: 5.0", Self.new("5", "0xa", "Began", "{100.33333333333333, 200}"),
            "timestamp: 5.1", Self.new("5.1", "0xc", "Began", "{1, 1}", pointer: "YES"),
            "timestamp: 5.2", Self.new("5.2", "0xa", "Ended", "{100.33333333333333, 200}"),
        ].joined(separator: "\n")
        let r = importing(UIKitTouchLogImporter(file: "log.txt"), text)
        #expect(r.error == nil)
        #expect(TraceStructure.dump(r.events) == "0 1:began(100.333,200)\n0.2 1:ended(100.333,200)")
    }

    @Test("a line-wrapped event (as a web page wraps it) reads the same")
    func wrapped() {
        let one = Self.old("0xe1", "179462", [("0xa", "Began", "{165.66665649414062, 232.33332824707031}")])
        let words = one.split(separator: " ")
        var lines: [String] = []
        var line = ""
        for w in words {
            if line.count + w.count > 60 {
                lines.append(line)
                line = ""
            }
            line += line.isEmpty ? String(w) : " " + w
        }
        lines.append(line)
        let r = importing(UIKitTouchLogImporter(file: "log.txt"), lines.joined(separator: "\n"))
        #expect(r.error == nil)
        #expect(TraceStructure.dump(r.events) == "0 1:began(165.667,232.333)\n0 1:cancelled(165.667,232.333)")
    }

    @Test(
        "malformed touches are located errors",
        arguments: [
            (
                "<UITouchesEvent: 0x1> timestamp: 5 touches: {(\n<UITouch: 0xa> phase: Hovering location in window: {1, 2}\n)}",
                "log.txt:2:1: error: unknown touch phase 'Hovering'; expected one of Began, Moved, Stationary, Ended, Cancelled"
            ),
            (
                "<UITouchesEvent: 0x1> timestamp: 5 touches: {(\n<UITouch: 0xa> phase: Began location in window: {1}\n)}",
                "log.txt:2:1: error: a UITouch without a readable 'location in window: {x, y}'"
            ),
            (
                "<UITouchesEvent: 0x1> timestamp: soon touches: {(\n)}",
                "log.txt:1:34: error: the event's timestamp is not a number"
            ),
            (
                "<UITouchesEvent: 0x1> timestamp: 5 touches: {(\n<UITouch: 0xa> phase: Began",
                "log.txt:1:1: error: the UITouchesEvent that starts here never closes with ')}'"
            ),
            (
                "nothing here",
                "log.txt: error: no '<UITouchesEvent: 0x…> timestamp: … touches: {(…)}' found; expected the output of a breakpoint on -[UIWindow sendEvent:] with 'po $arg3'"
            ),
        ])
    func errors(text: String, message: String) {
        let r = importing(UIKitTouchLogImporter(file: "log.txt"), text)
        #expect(r.error?.description == message)
    }

    @Test(
        "sample 13: a wrapped single touch with a %g timestamp")
    func sample13() {
        let name = "13-uitouchesevent-sendevent-breakpoint-log.txt"
        let r = importing(UIKitTouchLogImporter(file: name), IOSSamples.text(name))
        #expect(r.error == nil)
        var writer = ImportedTraceWriter()
        var bytes = writer.header(name: name, scene: .fullScreen(width: 375, height: 812))
        for e in r.events { bytes += writer.event(e) }
        bytes += writer.footer()
        IOSSamples.expectGolden(
            String(decoding: bytes, as: UTF8.self) + r.summary.report(source: name, screen: (375, 812)) + "\n",
            "13-uitouchesevent-sendevent-breakpoint-log.trace.txt")
    }
}
