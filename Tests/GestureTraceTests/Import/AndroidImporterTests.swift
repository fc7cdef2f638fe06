import Testing

@testable import GestureTrace

/// Builds HMOG-layout rows from `t,pointerCount,pointerID,action,x,y[,activity]` lines, so the
/// tests show only the columns that matter (EventTime in ms, scale 1 in `run`).
private func rows(_ compact: String) -> String {
    compact.split(separator: "\n").map { line in
        let f = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        let activity = f.count > 6 ? f[6] : "A1"
        return "1396226207590,\(f[0]),\(activity),\(f[1]),\(f[2]),\(f[3]),\(f[4]),\(f[5]),1.0,0.02,0"
    }.joined(separator: "\n")
}

private func run(_ compact: String, activity: String? = nil) -> (
    events: [InputEvent], summary: ImportSummary, error: TraceError?
) {
    importing(AndroidImporter(file: "TouchEvent.csv", scale: 1, activity: activity), rows(compact))
}

@Suite struct AndroidImporterTests {
    @Test("a pinch: POINTER_DOWN begins the new pointer, POINTER_UP ends the one missing next")
    func pinch() {
        let result = run(
            """
            1000,1,0,0,10,10
            1016,2,0,5,10,10
            1016,2,1,5,50,50
            1032,2,0,2,12,12
            1032,2,1,2,48,48
            1048,2,0,6,12,12
            1048,2,1,6,48,48
            1064,1,1,2,40,40
            1080,1,1,1,40,40
            """)
        #expect(result.error == nil)
        #expect(
            TraceStructure.dump(result.events) == """
                0 0:began(10,10)
                0.016 1:began(50,50)
                0.032 0:moved(12,12) 1:moved(48,48)
                0.048 0:ended(12,12)
                0.064 1:moved(40,40)
                0.08 1:ended(40,40)
                """)
        #expect(result.summary.repairCount == 0)
        #expect(result.summary.multiFingerSequences == 1)
        #expect(result.summary.maxSimultaneous == 2)
    }

    @Test("POINTER_UP of the second finger: the next MotionEvent still has the first")
    func pointerUpSecond() {
        let result = run(
            """
            0,1,3,0,1,1
            10,2,3,5,1,1
            10,2,7,5,2,2
            20,2,3,6,1,1
            20,2,7,6,2,2
            30,1,3,1,1,1
            """)
        #expect(
            TraceStructure.dump(result.events) == """
                0 3:began(1,1)
                0.01 7:began(2,2)
                0.02 7:ended(2,2)
                0.03 3:ended(1,1)
                """)
        #expect(result.summary.repairCount == 0)
    }

    @Test("POINTER_UP at the end of the input: the highest PointerID goes up, the rest is cancelled")
    func pointerUpAtEnd() {
        let result = run(
            """
            0,1,0,0,1,1
            10,2,0,5,1,1
            10,2,1,5,2,2
            20,2,0,6,1,1
            20,2,1,6,2,2
            """)
        #expect(
            TraceStructure.dump(result.events) == """
                0 0:began(1,1)
                0.01 1:began(2,2)
                0.02 1:ended(2,2)
                0.02 0:cancelled(1,1)
                """)
        #expect(result.summary.count(of: .pointerUpAmbiguous) == 1)
        #expect(result.summary.count(of: .aliveAtEnd) == 1)
        #expect(result.summary.repairs[.pointerUpAmbiguous]?.firstLine == 4)
    }

    @Test("POINTER_UP followed by a new DOWN is ambiguous; the DOWN then cancels the stale pointer")
    func pointerUpBeforeDown() {
        let result = run(
            """
            0,1,0,0,1,1
            10,2,0,5,1,1
            10,2,1,5,2,2
            20,2,0,6,1,1
            20,2,1,6,2,2
            30,1,0,0,5,5
            40,1,0,1,5,5
            """)
        #expect(
            TraceStructure.dump(result.events) == """
                0 0:began(1,1)
                0.01 1:began(2,2)
                0.02 1:ended(2,2)
                0.03 0:cancelled(1,1)
                0.03 0:began(5,5)
                0.04 0:ended(5,5)
                """)
        #expect(result.summary.count(of: .pointerUpAmbiguous) == 1)
        #expect(result.summary.count(of: .staleAtDown) == 1)
        #expect(result.summary.sequences == 2)
    }

    @Test("several pointers missing after a POINTER_UP all end")
    func pointerUpSeveralGone() {
        let result = run(
            """
            0,1,0,0,1,1
            10,2,0,5,1,1
            10,2,1,5,2,2
            20,3,0,5,1,1
            20,3,1,5,2,2
            20,3,2,5,3,3
            30,3,0,6,1,1
            30,3,1,6,2,2
            30,3,2,6,3,3
            40,1,0,1,1,1
            """)
        #expect(
            TraceStructure.dump(result.events) == """
                0 0:began(1,1)
                0.01 1:began(2,2)
                0.02 2:began(3,3)
                0.03 1:ended(2,2) 2:ended(3,3)
                0.04 0:ended(1,1)
                """)
        #expect(result.summary.count(of: .pointerUpAmbiguous) == 1)
        #expect(result.summary.maxSimultaneous == 3)
    }

    @Test("CANCEL cancels every pointer down")
    func cancel() {
        let result = run(
            """
            0,1,0,0,1,1
            10,2,0,5,1,1
            10,2,1,5,2,2
            20,2,0,3,1,4
            20,2,1,3,2,2
            """)
        #expect(
            TraceStructure.dump(result.events) == """
                0 0:began(1,1)
                0.01 1:began(2,2)
                0.02 0:cancelled(1,4) 1:cancelled(2,2)
                """)
        #expect(result.summary.repairCount == 0)
    }

    @Test("a DOWN while a pointer is down cancels the stale one in an event of its own")
    func staleDown() {
        let result = run(
            """
            0,1,0,0,1,1
            10,1,0,2,2,2
            20,1,0,0,7,7
            30,1,0,1,7,7
            """)
        #expect(
            TraceStructure.dump(result.events) == """
                0 0:began(1,1)
                0.01 0:moved(2,2)
                0.02 0:cancelled(2,2)
                0.02 0:began(7,7)
                0.03 0:ended(7,7)
                """)
        #expect(result.summary.count(of: .staleAtDown) == 1)
        #expect(result.summary.repairs[.staleAtDown]?.firstLine == 3)
    }

    @Test("an UP with other pointers down cancels them; an UP for an unknown pointer is dropped")
    func staleUp() {
        let result = run(
            """
            0,1,0,0,1,1
            10,2,0,5,1,1
            10,2,1,5,2,2
            20,1,0,1,1,1
            30,1,4,1,1,1
            """)
        #expect(
            TraceStructure.dump(result.events) == """
                0 0:began(1,1)
                0.01 1:began(2,2)
                0.02 1:cancelled(2,2) 0:ended(1,1)
                """)
        #expect(result.summary.count(of: .staleAtUp) == 1)
        #expect(result.summary.count(of: .endedWithoutBegan) == 1)
    }

    @Test("a MOVE where nothing moved writes no event; a MOVE of an unknown pointer begins it")
    func moves() {
        let result = run(
            """
            0,1,0,0,1,1
            10,1,0,2,1,1
            20,1,0,2,1.0001,1
            30,1,0,1,1,1
            40,1,5,2,3,3
            50,1,5,1,3,3
            """)
        #expect(
            TraceStructure.dump(result.events) == """
                0 0:began(1,1)
                0.03 0:ended(1,1)
                0.04 5:began(3,3)
                0.05 5:ended(3,3)
                """)
        #expect(result.summary.unchangedFrames == 2)
        #expect(result.summary.count(of: .movedWithoutBegan) == 1)
    }

    @Test("a POINTER_DOWN with no new pointer reads as a MOVE; a DOWN with two rows begins both")
    func ambiguousPointerDown() {
        let result = run(
            """
            0,2,0,0,1,1
            0,2,1,0,2,2
            10,2,0,5,3,3
            10,2,1,5,2,2
            20,2,0,1,3,3
            20,2,1,1,2,2
            """)
        #expect(
            TraceStructure.dump(result.events) == """
                0 0:began(1,1) 1:began(2,2)
                0.01 0:moved(3,3)
                0.02 0:ended(3,3) 1:ended(2,2)
                """)
        #expect(result.summary.count(of: .pointerDownAmbiguous) == 2)
        #expect(TraceStructure.problems(result.events).isEmpty)
    }

    @Test("a group shorter than its PointerCount is used as written and counted")
    func pointerCountMismatch() {
        let result = run(
            """
            0,1,0,0,1,1
            10,2,0,5,1,1
            10,2,1,5,2,2
            20,2,0,2,3,3
            30,2,0,2,4,4
            30,2,1,2,5,5
            40,2,0,6,4,4
            40,2,1,6,5,5
            50,1,0,1,4,4
            """)
        #expect(
            TraceStructure.dump(result.events) == """
                0 0:began(1,1)
                0.01 1:began(2,2)
                0.02 0:moved(3,3)
                0.03 0:moved(4,4) 1:moved(5,5)
                0.04 1:ended(5,5)
                0.05 0:ended(4,4)
                """)
        #expect(result.summary.count(of: .pointerCountMismatch) == 1)
        #expect(result.summary.repairs[.pointerCountMismatch]?.firstLine == 4)
    }

    @Test("MotionEvents sharing a millisecond stay separate events at the same time")
    func sharedMillisecond() {
        let result = run(
            """
            0,1,0,0,1,1
            10,1,0,1,1,1
            10,1,0,0,2,2
            10,1,0,2,3,3
            20,1,0,1,3,3
            """)
        #expect(
            TraceStructure.dump(result.events) == """
                0 0:began(1,1)
                0.01 0:ended(1,1)
                0.01 0:began(2,2)
                0.01 0:moved(3,3)
                0.02 0:ended(3,3)
                """)
        #expect(result.summary.repairCount == 0)
        #expect(result.summary.sequences == 2)
    }

    @Test("--activity keeps one activity, timed from its first event; without it time runs on")
    func activityFilter() {
        let text = """
            0,1,0,0,1,1,A1
            10,1,0,1,1,1,A1
            500,1,0,0,2,2,A2
            520,1,0,1,2,2,A2
            """
        let one = run(text, activity: "A2")
        #expect(TraceStructure.dump(one.events) == "0 0:began(2,2)\n0.02 0:ended(2,2)")
        let all = run(text)
        #expect(
            TraceStructure.dump(all.events) == """
                0 0:began(1,1)
                0.01 0:ended(1,1)
                0.5 0:began(2,2)
                0.52 0:ended(2,2)
                """)
        let none = run(text, activity: "A9")
        #expect(
            none.error?.description
                == "TouchEvent.csv:4:1: error: no rows with ActivityID 'A9'; the file has 'A1', 'A2'")
    }

    @Test("an unmasked action names the pointer by its index; non-touch actions are skipped")
    func unmaskedAndNonTouch() {
        let result = run(
            """
            0,1,0,0,1,1
            10,2,0,261,1,1
            10,2,1,261,2,2
            15,1,0,7,9,9
            20,2,0,6,1,1
            20,2,1,6,2,2
            30,1,1,1,2,2
            """)
        #expect(
            TraceStructure.dump(result.events) == """
                0 0:began(1,1)
                0.01 1:began(2,2)
                0.02 0:ended(1,1)
                0.03 1:ended(2,2)
                """)
        #expect(result.summary.count(of: .nonTouchAction) == 1)
        #expect(result.summary.repairCount == 1)
    }

    @Test("a header row is skipped; pixels are divided by the scale")
    func headerAndScale() {
        let text =
            "Systime,EventTime,ActivityID,PointerCount,PointerID,ActionID,X,Y,Pressure,Contact_size,Orientation\n"
            + "1,100,A,1,0,0,300,600,1.0,0.02,0\n1,200,A,1,0,1,303,603,1.0,0.02,0\n"
        let result = importing(AndroidImporter(file: "TouchEvent.csv"), text)
        #expect(TraceStructure.dump(result.events) == "0 0:began(100,200)\n0.1 0:ended(101,201)")
    }

    @Test(
        "malformed rows name the exact line and column",
        arguments: [
            (
                "1,0,A,1,0,0,1,1,1.0,0.02,0\n1,10,A,1,0,2,1\n",
                "TouchEvent.csv:2:15: error: row has 7 columns; expected 11 (Systime, EventTime, ActivityID, PointerCount, PointerID, ActionID, X, Y, Pressure, Contact_size, Orientation)"
            ),
            ("1,0,A,1,x,0,1,1\n", "TouchEvent.csv:1:9: error: 'x' is not a valid PointerID; expected an integer >= 0"),
            (
                "1,0,A,0,0,0,1,1\n",
                "TouchEvent.csv:1:7: error: '0' is not a valid PointerCount; expected an integer >= 1"
            ),
            (
                "1,0,A,1,0,99,1,1\n",
                "TouchEvent.csv:1:11: error: '99' is not a MotionEvent action; expected 0 DOWN, 1 UP, 2 MOVE, 3 CANCEL, 5 POINTER_DOWN or 6 POINTER_UP"
            ),
            ("1,0,A,1,0,0,1,1\n1,5,A,1,0,1,inf,1\n", "TouchEvent.csv:2:13: error: 'inf' is not a number (X)"),
            ("1,abc1,A,1,0,0,1,1\n1,x,A,1,0,1,1,1\n", "TouchEvent.csv:2:3: error: 'x' is not a number (EventTime)"),
            ("\n\n", "TouchEvent.csv:2:1: error: no touches in the input"),
        ])
    func malformed(text: String, expected: String) {
        let result = importing(AndroidImporter(file: "TouchEvent.csv"), text)
        #expect(result.error?.description == expected)
    }
}
