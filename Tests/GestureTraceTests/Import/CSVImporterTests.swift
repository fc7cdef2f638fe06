import Testing

@testable import GestureTrace

@Suite struct CSVImporterTests {
    @Test("header columns in any order, extra columns ignored, equal times form one event")
    func headerAndGrouping() {
        let text = """
            note,y,X,Phase,finger,time
            a,300,120,began,1,0.5
            b,302,124,moved,1,0.516
            c,310,200,down,2,0.516
            d,302,124,up,1,0.62
            e,310,200,ended,2,0.62
            """
        let result = importing(CSVImporter(file: "t.csv"), text)
        #expect(result.error == nil)
        #expect(
            TraceStructure.dump(result.events) == """
                0 1:began(120,300)
                0.016 1:moved(124,302) 2:began(200,310)
                0.12 1:ended(124,302) 2:ended(200,310)
                """)
        #expect(result.summary.touches == 2)
        #expect(result.summary.sequences == 1)
        #expect(result.summary.multiFingerSequences == 1)
        #expect(result.summary.maxSimultaneous == 2)
        #expect(result.summary.repairCount == 0)
    }

    @Test(
        "time units scale the time column",
        arguments: [
            (CSVImporter.TimeUnit.s, "0\n2"), (.ms, "0\n0.002"), (.us, "0\n0.000002"),
        ])
    func timeUnits(unit: CSVImporter.TimeUnit, expected: String) {
        let text = "time,finger,phase,x,y\n1000,1,began,0,0\n1002,1,ended,0,0\n"
        let result = importing(CSVImporter(file: "t.csv", timeUnit: unit), text)
        #expect(result.events.map { DecimalFormat.time($0.time) }.joined(separator: "\n") == expected)
    }

    @Test("scale divides coordinates; force is carried; string finger ids are kept")
    func scaleForceAndStringIDs() {
        let text = "time,finger,phase,x,y,force\n0,left,began,30,60,0.5\n0.1,left,ended,30,60,\n"
        let result = importing(CSVImporter(file: "t.csv", scale: 3), text)
        #expect(TraceStructure.dump(result.events) == "0 left:began(10,20)\n0.1 left:ended(10,20)")
        guard case .touches(_, let touches) = result.events.first else {
            Issue.record("no touch event")
            return
        }
        #expect(touches.first?.force == 0.5)
        #expect(touches.first?.id == .string("left"))
    }

    @Test("a finger listed twice at one time starts a second event at the same time")
    func sameFingerTwiceAtOneTime() {
        let text = "time,finger,phase,x,y\n0,1,began,0,0\n0,1,ended,0,0\n0,1,began,5,5\n0.1,1,ended,5,5\n"
        let result = importing(CSVImporter(file: "t.csv"), text)
        #expect(
            TraceStructure.dump(result.events) == """
                0 1:began(0,0)
                0 1:ended(0,0)
                0 1:began(5,5)
                0.1 1:ended(5,5)
                """)
        #expect(TraceStructure.problems(result.events).isEmpty)
    }

    @Test("inconsistent phases are mended and counted, never written invalid")
    func repairs() {
        let text = """
            time,finger,phase,x,y
            # a comment line
            0,1,moved,0,0
            0.1,1,began,1,1
            0.2,2,began,3,3
            0.2,3,ended,4,4
            0.15,1,moved,2,2
            """
        let result = importing(CSVImporter(file: "t.csv"), text)
        #expect(result.error == nil)
        #expect(TraceStructure.problems(result.events).isEmpty)
        #expect(
            TraceStructure.dump(result.events) == """
                0 1:began(0,0)
                0.1 1:cancelled(0,0)
                0.1 1:began(1,1)
                0.2 2:began(3,3)
                0.2 1:moved(2,2)
                0.2 1:cancelled(2,2) 2:cancelled(3,3)
                """)
        #expect(result.summary.count(of: .movedWithoutBegan) == 1)
        #expect(result.summary.count(of: .beganWhileAlive) == 1)
        #expect(result.summary.count(of: .endedWithoutBegan) == 1)
        #expect(result.summary.count(of: .timeWentBackwards) == 1)
        #expect(result.summary.count(of: .aliveAtEnd) == 2)
        #expect(result.summary.repairs[.movedWithoutBegan]?.firstLine == 3)
        #expect(result.summary.repairs[.timeWentBackwards]?.firstLine == 7)
    }

    @Test(
        "malformed rows name the exact line and column",
        arguments: [
            (
                "time,finger,phase,x,y\n0,1,began,1,1\n0.1,1,begun,1,1\n",
                "t.csv:3:7: error: 'begun' is not a phase; expected one of began, moved, stationary, ended, cancelled, down, move, up, cancel"
            ),
            ("time,finger,phase,x,y\n\n0,1,began,abc,1\n", "t.csv:3:11: error: 'abc' is not a number (x)"),
            (
                "time,finger,phase,x,y\n0,1,began,1\n",
                "t.csv:2:12: error: row has no 'y' value (column 5 of the header)"
            ),
            (
                "time,finger,phase,x,y\n0,1,began,1,1\nnan,1,ended,1,1\n",
                "t.csv:3:1: error: 'nan' is not a number (time)"
            ),
            (
                "time,finger,x,y\n0,1,1,1\n",
                "t.csv:1:1: error: header has no 'phase' column; expected time,finger,phase,x,y (any order, optional force)"
            ),
            ("time,finger,phase,x,y,X\n", "t.csv:1:23: error: column 'X' appears twice in the header"),
            ("time,finger,phase,x,y\n", "t.csv:1:1: error: no touches in the input"),
            ("", "t.csv:1:1: error: no header row; expected one naming time,finger,phase,x,y"),
        ])
    func malformed(text: String, expected: String) {
        let result = importing(CSVImporter(file: "t.csv"), text)
        #expect(result.error?.description == expected)
    }

    @Test("quoted fields lose their quotes")
    func quoted() {
        let text = "\"time\",\"finger\",\"phase\",\"x\",\"y\"\n\"0\",\"a,b\",\"began\",\"1\",\"2\"\n"
        let result = importing(CSVImporter(file: "t.csv"), text)
        #expect(TraceStructure.dump(result.events) == "0 a,b:began(1,2)\n0 a,b:cancelled(1,2)")
    }
}
