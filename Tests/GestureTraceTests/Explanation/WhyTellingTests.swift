import Testing

@testable import GestureTrace

/// `why` tells a story a line at a time and lets go of what it has told before it replays a fix
/// (`WhyStory.Telling`, issue 25 round 7).
@Suite struct WhyTellingTests {
    typealias S = InputTests.DecoderTestSupport

    /// A tap that requires a double tap to fail, tapped `taps` times: its story proposes a fix
    /// that is a scene setting, so a fix is replayed.
    static func trace(taps: Int) throws -> Trace {
        let window = """
            "subviews": [{"id": "photo", "frame": [0, 100, 390, 520],
              "recognizers": [{"id": "doubleTap", "kind": "tap", "taps": 2},
                              {"id": "singleTap", "kind": "tap", "requireToFail": ["doubleTap"]}]}]
            """
        var events: [String] = []
        for k in 0..<taps {
            events.append(#"{"t": \#(k), "touches": [{"id": 1, "phase": "began", "x": 195, "y": 360}]}"#)
            events.append(#"{"t": \#(k).09, "touches": [{"id": 1, "phase": "ended", "x": 195, "y": 360}]}"#)
        }
        return try S.decode(S.trace(window: window, events: "[" + events.joined(separator: ", ") + "]"))
    }

    @Test("the lines are let go once told, the records once the baseline is made; the text is the whole story's")
    func toldIsLetGo() throws {
        let trace = try Self.trace(taps: 50)
        let records = Replay.run(trace).records
        let question = WhyQuestion(subject: "singleTap")
        let story = try #require(WhyStory.story(question, records: records, scene: trace.scene))
        #expect(!story.lines.isEmpty)
        #expect(story.fixes.contains { !$0.patches.isEmpty }, "a fix to replay")
        var telling = WhyStory.Telling(story: story, records: records, question: question, trace: trace)
        var text = ""
        telling.tellLines { text += $0 }
        #expect(telling.story.lines.isEmpty && telling.story.fixes == story.fixes)
        #expect(telling.records.count == records.count)
        let baseline = telling.makeBaseline()
        #expect(telling.records.isEmpty)
        #expect(baseline == Outcome(records: records, scene: trace.scene))
        telling.tellFixes { text += $0 }
        #expect(text == WhyStory.tell(question, records: records, trace: trace))
        #expect(text.contains("    replayed: "))
    }

    @Test("the baseline skips the records past the question's time as it reads them, as the filtered copy did")
    func baselineUntil() throws {
        let trace = try Self.trace(taps: 5)
        let records = Replay.run(trace).records
        for until in [0.0, 0.09, 2.5, 100] {
            let question = WhyQuestion(subject: "singleTap", until: until)
            #expect(
                WhyFixTrial.baseline(records, scene: trace.scene, question: question)
                    == Outcome(records: records.filter { $0.time <= until }, scene: trace.scene))
        }
    }
}
