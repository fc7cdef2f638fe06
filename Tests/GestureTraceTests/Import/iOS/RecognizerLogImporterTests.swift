import Foundation
import Testing

@testable import GestureTrace

/// `import recognizer-log` (IOS-INPUTS §3.3): the recorder's state lines and developers'
/// `setState:` logger lines become observed `state` records.
@Suite struct RecognizerLogImporterTests {
    /// Imports a log held in memory: the records as text, the report, or the error.
    static func run(_ text: String, scene: [String] = []) -> (
        records: String, report: RecognizerLogImporter.Report, error: TraceError?
    ) {
        var importer = RecognizerLogImporter(file: "log.txt", sceneRecognizers: scene)
        do throws(TraceError) {
            var splitter = LineSplitter()
            let feed = { (line: Substring, number: Int) throws(TraceError) in
                try importer.consume(line: line, number: number)
            }
            try splitter.feed(Array(text.utf8), feed)
            try splitter.finish(feed)
            let text = String(decoding: try importer.finish(), as: UTF8.self)
            // The first line says the file observes states only (ObservedComparison).
            #expect(text.hasPrefix(header))
            return (String(text.dropFirst(header.count)), importer.report, nil)
        } catch {
            return ("", importer.report, error)
        }
    }

    static let header = #"{"type": "observing", "t": 0, "records": ["state"]}"# + "\n"

    /// `Tests/Fixtures/recognizer-log`: a console capture written for this test (every line
    /// form the importer reads), the scene it belongs to, and the goldens of its import.
    static let folder = IOSSamples.packageRoot.appendingPathComponent("Tests/Fixtures/recognizer-log")

    static func fixture(_ name: String) -> String {
        let url = folder.appendingPathComponent(name)
        return String(decoding: FileManager.default.contents(atPath: url.path) ?? Data(), as: UTF8.self)
    }

    /// Compares `actual` with the golden `name` of `folder`; `GESTURETRACE_UPDATE=1` rewrites it
    /// and still fails, so an update is always looked at (as `IOSSamples.expectGolden`).
    static func expectGolden(_ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        FixtureGolden.expect(Array(actual.utf8), name, in: folder, sourceLocation: sourceLocation)
    }

    @Test("the fixture console log (every line form the importer reads) gives its golden records and summary")
    func golden() throws {
        let log = Self.fixture("console.log")
        let plain = Self.run(log)
        #expect(plain.error == nil)
        Self.expectGolden(Self.header + plain.records, "console.observed.jsonl")
        Self.expectGolden(
            plain.report.text(source: "console.log") + "\n", "console.summary.txt")
        // With the scene: ids mapped by address and by class, the others listed.
        let scene = try TraceDecoder.decodeScene(
            bytes: Array(Self.fixture("console.scene.json").utf8), file: "scene.json")
        let mapped = Self.run(log, scene: scene.recognizers.map(\.id))
        Self.expectGolden(Self.header + mapped.records, "console.with-scene.observed.jsonl")
        Self.expectGolden(
            mapped.report.text(source: "console.log") + "\n",
            "console.with-scene.summary.txt")
    }

    @Test(
        "each logger form: the recognizer's id and the state it entered",
        arguments: [
            (
                "<UITapGestureRecognizer: 0xABC; state = Possible; view = <UIView 0x1>> setState: 3",
                "UITapGestureRecognizer_0xabc", "possible", "ended"
            ),
            ("     FAILED recognizer: <MyApp.Wiggle:0x10>", "MyApp.Wiggle_0x10", "possible", "failed"),
            ("[DoubleTapRecognizer] set state : 5", "DoubleTapRecognizer", "possible", "failed"),
            ("<MyApp.Knob: 0x20; state = Possible> state: 1 -> 3", "MyApp.Knob_0x20", "began", "ended"),
            (
                "UISwipeGestureRecognizer UIGestureRecognizerStateRecognized", "UISwipeGestureRecognizer", "possible",
                "recognized"
            ),
            (
                "pan .changed <UIPanGestureRecognizer: 0x30; state = Changed>", "UIPanGestureRecognizer_0x30",
                "possible", "changed"
            ),
            ("MyPinchRecognizer state changed: began → canceled", "MyPinchRecognizer", "began", "cancelled"),
            (
                "<UILongPressGestureRecognizer: 0x40; state = Began; view = <UIView 0x1>>",
                "UILongPressGestureRecognizer_0x40", "possible", "began"
            ),
        ])
    func forms(_ line: String, _ id: String, _ from: String, _ to: String) {
        let result = Self.run(line)
        #expect(result.error == nil, "\(String(describing: result.error))")
        #expect(
            result.records
                == #"{"type": "state", "t": 0, "recognizer": "\#(id)", "from": "\#(from)", "to": "\#(to)"}"# + "\n")
    }

    @Test("a view's description is not a recognizer; lines without a state are dropped and counted")
    func dropped() {
        let result = Self.run(
            """
            UIPanGestureRecognizer added to <UIView: 0x7fb1c5c05000>
            <UIView: 0x1; frame = (0 0; 10 10)> layoutSubviews
            gesturetrace state t=0 pan possible -> began
            """)
        #expect(result.error == nil)
        #expect(result.report.recognizerWithoutState == 1)
        #expect(result.report.otherLines == 1)
        #expect(result.report.recognizers == ["pan"])
    }

    @Test(
        "a malformed recorder line, a raw state outside 0...5 and a log without any state change are located errors",
        arguments: [
            (
                "ok\ngesturetrace state 0.5 pan possible -> began",
                "log.txt:2:20: error: expected 't=<seconds>' after 'gesturetrace state', found '0.5'"
            ),
            (
                "gesturetrace state t=-1 pan possible -> began",
                "log.txt:1:20: error: expected 't=<seconds>' after 'gesturetrace state', found 't=-1'"
            ),
            (
                "gesturetrace state t=0.5 pan possible -> begun",
                "log.txt:1:42: error: unknown to-state 'begun'; expected one of possible, began, changed, ended, recognized, cancelled, failed"
            ),
            (
                "gesturetrace state t=0.5 pan possible => began",
                "log.txt:1:39: error: expected '->' between the states, found '=>'"
            ),
            (
                "gesturetrace state t=0.5 pan possible -> began now",
                "log.txt:1:48: error: unexpected 'now' after the state change"
            ),
            ("gesturetrace state t=0.5", "log.txt:1:25: error: expected a recognizer id after 't=0.5'"),
            (
                "<UITapGestureRecognizer: 0x1> setState: 9",
                "log.txt:1:41: error: recognizer state 9 is not a UIGestureRecognizer.State (0 possible … 5 failed)"
            ),
            (
                "launching\nviewDidLoad\n",
                "log.txt:1:1: error: no recognizer state change found: expected 'gesturetrace state t=… <id> <from> -> <to>' lines (TraceRecorder) or a setState: logger's lines naming a recognizer and a state (docs/RECORDER.md)"
            ),
        ])
    func errors(_ text: String, _ message: String) {
        #expect(Self.run(text).error?.description == message)
    }

    @Test("repeats are dropped; the console clock runs from the first stamped line, across midnight")
    func clock() {
        let result = Self.run(
            """
            23:59:59.500 <UIPanGestureRecognizer: 0x1> setState: 1
            23:59:59.750 <UIPanGestureRecognizer: 0x1> setState: 2
            23:59:59.900 <UIPanGestureRecognizer: 0x1> setState: 2
            00:00:00.250 <UIPanGestureRecognizer: 0x1> setState: 3
            """)
        #expect(
            result.records == """
                {"type": "state", "t": 0, "recognizer": "UIPanGestureRecognizer_0x1", "from": "possible", "to": "began"}
                {"type": "state", "t": 0.25, "recognizer": "UIPanGestureRecognizer_0x1", "from": "began", "to": "changed"}
                {"type": "state", "t": 0.75, "recognizer": "UIPanGestureRecognizer_0x1", "from": "changed", "to": "ended"}

                """)
        #expect(result.report.repeats == 1)
        #expect(RecognizerLogImporter.address(of: "tap_7FB1") == "7fb1")
        #expect(RecognizerLogImporter.address(of: "UITapGestureRecognizer_0x7fb1") == "7fb1")
        #expect(RecognizerLogImporter.address(of: "S.pan") == nil)
    }
}
