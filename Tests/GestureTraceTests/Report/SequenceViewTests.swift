import Testing

@testable import GestureTrace

/// The report's per-sequence views, folded responder lanes, the scene file in the header, and
/// its bounds: a page whose size and content follow its limits, not the replay's length.
@Suite struct SequenceViewTests {
    static func report(
        _ text: String, limits: ReportData.Limits = ReportData.Limits(),
        options: HTMLReport.Options = HTMLReport.Options()
    ) throws -> (data: ReportData, html: String) {
        let trace = try HTMLReportTests.decode(text)
        let data = ReportData(trace: trace, limits: limits) { sink in Replay.run(trace, sink: sink) }
        return (data, HTMLReport.render(data, options: options))
    }

    @Test("one view per touch sequence, linked from the timeline, with only the lanes that took part")
    func sequences() throws {
        let (data, html) = try Self.report(HTMLReportTests.photoTrace)
        #expect(data.sequences.map(\.start) == [0, 1, 2])
        #expect(data.sequences.map(\.touches) == [1, 2, 1])
        // The first sequence holds the double tap's timer frame after the lift (t = 0.44).
        #expect(DecimalFormat.time(data.sequences[0].end) == "0.44")
        #expect(data.sequences[1].firstFrame == data.sequences[0].lastFrame + 1)
        let first = try #require(data.sequences[0].lanes)
        #expect(first.recognizers.filter(\.active).map(\.id) == ["doubleTap", "singleTap", "pinch"])
        #expect(first.responders.map(\.name) == ["photo"])
        let last = try #require(data.sequences[2].lanes)
        #expect(last.recognizers.filter(\.active).isEmpty)
        #expect(last.responders.map(\.name) == ["button"])
        for n in 1...3 {
            #expect(html.contains("<div class=\"sequence\" id=\"seq-\(n)\">"))
            #expect(html.contains("<a href=\"#seq-\(n)\">"))
        }
        #expect(html.contains("Actions: doubleTap none") == false)
        #expect(html.contains("<p class=\"outcome\">Actions: singleTap recognized</p>"))
        #expect(html.contains("<p class=\"outcome\">No recognizer sent an action.</p>"))
        #expect(html.contains("data-lane=\"s2-r2\" data-id=\"pinch\""))
        // The button's sequence draws the button and not the photo.
        let third = String(html.split(separator: "id=\"seq-3\"")[1].prefix { $0 != "§" })
        #expect(third.contains("data-view=\"button\""))
        #expect(!third.prefix(4000).contains("data-view=\"photo\""))
    }

    @Test("--max-sequences: later sequences get no view and their band links to their first frame")
    func maxSequences() throws {
        var limits = ReportData.Limits()
        limits.maxSequences = 1
        let (data, html) = try Self.report(HTMLReportTests.photoTrace, limits: limits)
        #expect(data.sequences.map { $0.lanes != nil } == [true, false, false])
        #expect(html.contains("id=\"seq-1\"") && !html.contains("id=\"seq-2\""))
        #expect(html.contains("the first 1 have a view of their own"))
        #expect(html.contains("<a href=\"#frame-\(data.sequences[1].firstFrame)\"><rect class=\"seq\""))
    }

    @Test("responders that only repeat the hit view's calls fold into its lane")
    func folding() throws {
        let text = """
            {"gesturetrace": 1, "scene": {"window": {"id": "window", "frame": [0, 0, 390, 844], "subviews": [
               {"id": "card", "frame": [0, 0, 390, 400]},
               {"id": "label", "frame": [0, 500, 390, 100], "touches": "observe"}]}},
             "events": [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 10, "y": 10}]},
                        {"t": 0.1, "touches": [{"id": 1, "phase": "ended", "x": 10, "y": 10}]},
                        {"t": 1, "touches": [{"id": 2, "phase": "began", "x": 10, "y": 550}]},
                        {"t": 1.1, "touches": [{"id": 2, "phase": "ended", "x": 10, "y": 550}]}]}
            """
        let (data, html) = try Self.report(text)
        // card forwards its touches: card, window, UIApplication and AppDelegate see the same
        // calls; label observes (handles and calls super): it and the chain above it too. The
        // chain above both got both touches, so it repeats neither hit view and keeps its lanes.
        #expect(data.responders.map(\.name) == ["window", "card", "label", "UIApplication", "AppDelegate"])
        #expect(data.responders.allSatisfy { $0.folded.isEmpty })
        let first = try #require(data.sequences[0].lanes)
        #expect(first.responders.map(\.name) == ["card"])
        #expect(first.responders[0].folded == ["window", "UIApplication", "AppDelegate"])
        #expect(html.contains("<title>card (UIView + window, UIApplication, AppDelegate)</title>"))
    }

    @Test("the header names the scene file, or says the scene is inline")
    func sceneFile() throws {
        let named = try Self.report(
            HTMLReportTests.photoTrace, options: HTMLReport.Options(scene: "scenes/<photo>.scene.json")
        ).html
        #expect(named.contains("<p class=\"meta scene-file\">scene: <code>scenes/&lt;photo&gt;.scene.json</code></p>"))
        let inline = try Self.report(HTMLReportTests.photoTrace).html
        #expect(inline.contains("<p class=\"meta scene-file\">scene: inline in the trace</p>"))
    }

    @Test("the page is bounded by its limits: drawn elements, lanes, rows and text, whatever the replay prints")
    func bounded() throws {
        // 60 recognizers on one view, all simultaneous, and 20 taps: every tap reaches all of
        // them (60 spans, states and resets per tap) and the hit line lists 60 long ids.
        let recognizers = (0..<60).map {
            "{\"id\": \"tap\($0)-\(String(repeating: "x", count: 400))\", \"kind\": \"tap\", \"simultaneousWith\": \"all\"}"
        }
        var events: [String] = []
        for i in 0..<20 {
            let t = Double(i) * 0.5
            events.append("{\"t\": \(t), \"touches\": [{\"id\": 1, \"phase\": \"began\", \"x\": 10, \"y\": 10}]}")
            events.append(
                "{\"t\": \(t + 0.05), \"touches\": [{\"id\": 1, \"phase\": \"ended\", \"x\": 10, \"y\": 10}]}")
        }
        let text = """
            {"gesturetrace": 1, "scene": {"window": {"id": "w", "frame": [0, 0, 390, 844], "subviews": [
              {"id": "v", "frame": [0, 0, 390, 844], "touches": "handle", "recognizers": [\(recognizers.joined(separator: ","))]}]}},
             "events": [\(events.joined(separator: ","))]}
            """
        var limits = ReportData.Limits()
        limits.maxTimelineMarks = 200
        limits.maxSequenceMarks = 40
        limits.maxLanes = 10
        limits.maxSequences = 3
        limits.maxTableRows = 10
        let (data, html) = try Self.report(text, limits: limits)
        func drawn(_ lanes: LaneSet) -> Int {
            lanes.recognizers.reduce(0) { $0 + $1.spans.count + $1.actions.count }
                + lanes.responders.reduce(0) { $0 + $1.marks.count } + lanes.frameTicks.count
        }
        #expect(drawn(data.lanes) == 200)
        #expect(data.lanes.omitted > 0)
        #expect(html.contains("more marks not drawn from t="))
        #expect(data.sequences.count == 20)
        #expect(data.sequences.compactMap(\.lanes).count == 3)
        #expect(data.sequences.compactMap(\.lanes).allSatisfy { drawn($0) <= 40 })
        #expect(data.rows.count == 10)
        #expect(data.rows.allSatisfy { $0.records.count <= FrameTable.maxRecordsPerRow })
        #expect(data.rows.allSatisfy { $0.records.allSatisfy { $0.text.unicodeScalars.count <= 420 } })
        #expect(SequenceViewTests.count("class=\"lane recognizer\" data-lane=\"r", in: html) == 10)
        #expect(html.contains("… 50 more recognizers not drawn"))
        #expect(html.utf8.count < 600_000)
    }

    static func count(_ needle: String, in haystack: String) -> Int {
        haystack.split(separator: needle, omittingEmptySubsequences: false).count - 1
    }
}
