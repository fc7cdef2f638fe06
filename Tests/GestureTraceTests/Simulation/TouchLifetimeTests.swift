import Testing

@testable import GestureTrace

/// The touch table forgets finished touches once nothing can name them again
/// (docs/DECISIONS.md "Touch lifetime"; issue 28 item 4): a long session holds the touches of
/// one burst of activity, not all of its own, and the replay is the same as when every touch
/// is kept.
@Suite struct TouchLifetimeTests {
    typealias S = InputTests.DecoderTestSupport

    /// The benchmark's kind of screen: a photo with a double tap, a single tap waiting for it
    /// to fail, a pinch with a rotation and a pan; a scroll view (which delays content touches)
    /// holding a row with a left swipe and a button.
    static let window = """
        "subviews": [
          {"id": "photo", "class": "UIImageView", "userInteractionEnabled": true, "touches": "handle",
           "frame": [0, 0, 390, 400],
           "recognizers": [
             {"id": "doubleTap", "kind": "tap", "taps": 2},
             {"id": "singleTap", "kind": "tap", "requireToFail": ["doubleTap"]},
             {"id": "pinch", "kind": "pinch", "simultaneousWith": ["rotation"]},
             {"id": "rotation", "kind": "rotation"},
             {"id": "pan", "kind": "pan", "maximumNumberOfTouches": 1},
             {"id": "longPress", "kind": "longPress"}]},
          {"id": "list", "class": "UIScrollView", "frame": [0, 400, 390, 444], "scroll": {"contentSize": [390, 1200]},
           "subviews": [
             {"id": "row", "frame": [0, 0, 390, 60],
              "recognizers": [{"id": "row.swipe", "kind": "swipe", "direction": "left"}],
              "subviews": [{"id": "button", "class": "UIButton", "frame": [300, 10, 80, 40]}]}]}
        ]
        """

    /// `rounds` rounds of eight gestures, one a second: a tap, a double tap, a pan, a long
    /// press, a button tap, a scroll, a row swipe and a two-finger pinch. Returns the trace
    /// and how many touches it begins.
    static func session(rounds: Int) -> (text: String, touches: Int) {
        var events: [String] = []
        var t = 0.0
        var touches = 0
        func sample(_ id: Int, _ phase: String, _ x: Double, _ y: Double) -> String {
            #"{"id": \#(id), "phase": "\#(phase)", "x": \#(x), "y": \#(y)}"#
        }
        func event(_ samples: [String]) {
            events.append(#"{"t": \#(t), "touches": [\#(samples.joined(separator: ", "))]}"#)
        }
        func stroke(_ id: Int, from: (Double, Double), by: (Double, Double), steps: Int, hold: Double = 0) {
            touches += 1
            event([sample(id, "began", from.0, from.1)])
            t += hold
            for i in 1...steps {
                t += 1.0 / 120
                let f = Double(i) / Double(steps)
                event([sample(id, "moved", from.0 + by.0 * f, from.1 + by.1 * f)])
            }
            t += 1.0 / 120
            event([sample(id, "ended", from.0 + by.0, from.1 + by.1)])
        }
        func tap(_ x: Double, _ y: Double) {
            touches += 1
            event([sample(1, "began", x, y)])
            t += 0.08
            event([sample(1, "ended", x, y)])
        }
        for _ in 0..<rounds {
            tap(100, 100)
            t += 1
            tap(200, 200)
            t += 0.15
            tap(202, 201)
            t += 1
            stroke(1, from: (100, 300), by: (120, -40), steps: 12)
            t += 1
            stroke(1, from: (150, 150), by: (0, 0), steps: 2, hold: 0.7)
            t += 1
            tap(340, 430)
            t += 1
            stroke(1, from: (100, 800), by: (0, -200), steps: 15)
            t += 1
            stroke(1, from: (250, 430), by: (-150, 0), steps: 8)
            t += 1
            touches += 2
            event([sample(1, "began", 150, 200), sample(2, "began", 250, 200)])
            for i in 1...10 {
                t += 1.0 / 120
                let d = Double(i) * 4
                event([sample(1, "moved", 150 - d, 200 - d / 2), sample(2, "moved", 250 + d, 200 + d / 2)])
            }
            t += 1.0 / 120
            event([sample(1, "ended", 110, 180), sample(2, "ended", 290, 220)])
            t += 1
        }
        return (S.trace(window: window, events: "[\n" + events.joined(separator: ",\n") + "\n]"), touches)
    }

    /// Replays `trace`, noting after every record how many touches the table holds.
    static func replay(_ trace: Trace, forgetting: Bool) -> (records: [Record], mostHeld: Int, loop: FrameLoop) {
        let loop = FrameLoop(trace: trace)
        loop.forgetsFinishedTouches = forgetting
        var records: [Record] = []
        var mostHeld = 0
        loop.log.stream(to: { record in
            records.append(record)
            mostHeld = max(mostHeld, loop.touches.retainedCount)
        })
        _ = loop.run()
        loop.log.stopStreaming()
        return (records, mostHeld, loop)
    }

    @Test("over a long session the table holds one gesture's touches, and the replay is the same as keeping them all")
    func boundedAndUnchanged() throws {
        let session = Self.session(rounds: 60)
        let trace = try S.decode(session.text)
        let forgetting = Self.replay(trace, forgetting: true)
        let keeping = Self.replay(trace, forgetting: false)
        // Every touch was given a key of its own, forgotten or not.
        #expect(forgetting.loop.touches.count == session.touches)
        #expect(keeping.loop.touches.count == session.touches)
        #expect(keeping.loop.touches.retainedCount == session.touches)
        // At most the two touches of a double tap or a pinch at once, whatever the length.
        #expect(forgetting.mostHeld == 2)
        #expect(keeping.mostHeld == session.touches)
        #expect(forgetting.loop.touches.retainedCount == 0)
        #expect(forgetting.records.count > 10 * session.touches)
        #expect(forgetting.records == keeping.records)
    }

    @Test("a touch a recognizer still holds is kept after it ends: the double tap's first tap waits for the second")
    func heldTouchIsKept() throws {
        let trace = try S.decode(
            S.trace(
                window: Self.window,
                events: """
                    [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 200, "y": 200}]},
                     {"t": 0.08, "touches": [{"id": 1, "phase": "ended", "x": 200, "y": 200}]},
                     {"t": 0.2, "touches": [{"id": 1, "phase": "began", "x": 201, "y": 200}]}]
                    """))
        let loop = FrameLoop(trace: trace)
        var heldAtSecondBegan: Int?
        loop.log.stream(to: { record in
            if case .hit = record.body, record.time == 0.2 { heldAtSecondBegan = loop.touches.retainedCount }
        })
        _ = loop.run()
        loop.log.stopStreaming()
        // The first tap ended, but the double tap still holds it when the second begins.
        #expect(heldAtSecondBegan == 2)
        #expect(loop.touches.touch(0)?.alive == false)
    }
}
