import Foundation
import Testing

@testable import GestureTrace

/// The HTML report generator: what it draws (lanes, spans, marks, paths), that user strings
/// cannot break out of their markup, that output is byte-identical, and that long sessions stay
/// a usable size. Whether a browser renders it is `BrowserTests`' job.
@Suite struct HTMLReportTests {
    /// A photo view: the single tap waits for the double tap; a pinch runs with two fingers;
    /// a button at the top. Small enough to reason about every span.
    static let photoTrace = """
        {"gesturetrace": 1, "name": "photo",
         "scene": {"window": {"id": "window", "frame": [0, 0, 390, 844], "subviews": [
           {"id": "photo", "class": "UIImageView", "frame": [0, 100, 390, 520], "userInteractionEnabled": true,
            "multipleTouchEnabled": true, "touches": "handle",
            "recognizers": [{"id": "doubleTap", "kind": "tap", "taps": 2},
                            {"id": "singleTap", "kind": "tap", "requireToFail": ["doubleTap"]},
                            {"id": "pinch", "kind": "pinch"}]},
           {"id": "button", "class": "UIButton", "frame": [300, 40, 60, 44]}]}},
         "events": [
           {"t": 0, "touches": [{"id": 1, "phase": "began", "x": 195, "y": 360}]},
           {"t": 0.04, "touches": [{"id": 1, "phase": "moved", "x": 196, "y": 361}]},
           {"t": 0.09, "touches": [{"id": 1, "phase": "ended", "x": 196, "y": 361}]},
           {"t": 1, "touches": [{"id": 1, "phase": "began", "x": 100, "y": 300}, {"id": 2, "phase": "began", "x": 300, "y": 300}]},
           {"t": 1.05, "touches": [{"id": 1, "phase": "moved", "x": 80, "y": 300}, {"id": 2, "phase": "moved", "x": 320, "y": 300}]},
           {"t": 1.1, "touches": [{"id": 1, "phase": "moved", "x": 60, "y": 300}, {"id": 2, "phase": "moved", "x": 340, "y": 300}]},
           {"t": 1.15, "touches": [{"id": 1, "phase": "ended", "x": 60, "y": 300}, {"id": 2, "phase": "ended", "x": 340, "y": 300}]},
           {"t": 2, "touches": [{"id": 7, "phase": "began", "x": 330, "y": 60}]},
           {"t": 2.08, "touches": [{"id": 7, "phase": "ended", "x": 330, "y": 60}]}
         ]}
        """

    static func decode(_ text: String) throws -> Trace {
        try TraceDecoder.decode(bytes: Array(text.utf8), file: "t.json") { (path: String) throws(TraceError) in
            throw TraceError(file: path, line: 0, column: 0, path: "", message: "no scene files in tests")
        }
    }

    static func report(_ text: String, options: HTMLReport.Options = HTMLReport.Options()) throws -> (
        data: ReportData, html: String
    ) {
        let trace = try decode(text)
        let records = Replay.run(trace).records
        return (
            ReportData(trace: trace, records: records),
            HTMLReport.render(trace: trace, records: records, options: options)
        )
    }

    static func count(_ needle: String, in haystack: String) -> Int {
        haystack.split(separator: needle, omittingEmptySubsequences: false).count - 1
    }

    @Test("a lane per recognizer, in scene order, and per responder, labelled in both SVGs")
    func lanes() throws {
        let (data, html) = try Self.report(Self.photoTrace)
        #expect(data.recognizers.map(\.id) == ["doubleTap", "singleTap", "pinch"])
        #expect(data.recognizers.map(\.kind) == ["tap ×2", "tap", "pinch"])
        #expect(data.recognizers.allSatisfy { $0.view == "photo" })
        #expect(data.responders.map(\.name) == ["photo", "button"])
        for (i, id) in data.recognizers.map(\.id).enumerated() {
            #expect(html.contains("<g class=\"lane-label recognizer\" data-lane=\"r\(i)\">"))
            #expect(html.contains("<g class=\"lane recognizer\" data-lane=\"r\(i)\" data-id=\"\(id)\">"))
            #expect(html.contains(">\(id)</text>"))
        }
        for (i, name) in data.responders.map(\.name).enumerated() {
            #expect(html.contains("<g class=\"lane responder\" data-lane=\"v\(i)\" data-id=\"\(name)\">"))
        }
        // The page is one document with exactly the three sections and one small script.
        #expect(html.hasPrefix("<!DOCTYPE html>\n"))
        #expect(html.hasSuffix("</html>\n"))
        for section in ["id=\"scene\"", "id=\"timeline\"", "id=\"frames\""] { #expect(html.contains(section)) }
        #expect(Self.count("<script", in: html) == 1)
        // Self-contained: nothing fetched from anywhere.
        for external in ["http://", "https://", "src=", "<link", "@import", "url("] {
            #expect(!html.replacingOccurrences(of: "xmlns=\"http://www.w3.org/2000/svg\"", with: "").contains(external))
        }
    }

    @Test("spans follow the state records: the single tap waits, then recognizes; the double tap fails")
    func spans() throws {
        let (data, _) = try Self.report(Self.photoTrace)
        let single = try #require(data.recognizers.first { $0.id == "singleTap" })
        let double = try #require(data.recognizers.first { $0.id == "doubleTap" })
        let pinch = try #require(data.recognizers.first { $0.id == "pinch" })
        #expect(single.spans.prefix(3).map(\.kind) == [.possible, .waiting, .recognized])
        #expect(single.spans[0].start == 0 && single.spans[0].end == 0.09)
        #expect(single.spans[1].detail == "wants recognized, waiting for doubleTap to fail")
        #expect(single.spans[2].start == single.spans[1].end)
        #expect(single.spans[2].detail.hasPrefix("possible → recognized: 1 tap; waited for doubleTap to fail"))
        #expect(single.actions.map(\.state) == [.recognized])
        #expect(double.spans.prefix(2).map(\.kind) == [.possible, .failed])
        #expect(double.spans[1].detail.contains("maximumIntervalBetweenSuccessiveTaps"))
        // The pinch's began and changes are one active span, ended by its last state.
        let kinds = pinch.spans.map(\.kind)
        #expect(kinds.contains(.active))
        // Every change sends an action, so the span counts them.
        let changed = pinch.actions.filter { $0.state == .changed }.count
        #expect(changed > 0)
        #expect(pinch.spans.first { $0.kind == .active }?.state == "began, changed ×\(changed)")
        // Spans never run backwards and never overlap on one lane.
        for lane in data.recognizers {
            for (a, b) in zip(lane.spans, lane.spans.dropFirst()) {
                #expect(a.start <= a.end && a.end <= b.start)
            }
        }
    }

    @Test("responder marks: began, moved, cancelled, ended, and control events")
    func marks() throws {
        let (data, html) = try Self.report(Self.photoTrace)
        let photo = try #require(data.responders.first { $0.name == "photo" })
        #expect(photo.marks.first?.kind == .delivery(.began))
        #expect(photo.marks.contains { $0.kind == .delivery(.moved) })
        #expect(photo.marks.contains { $0.kind == .delivery(.cancelled) })
        let button = try #require(data.responders.first { $0.name == "button" })
        #expect(
            button.marks.map(\.kind) == [
                .delivery(.began), .control(.touchDown), .delivery(.ended), .control(.touchUpInside),
                .control(.primaryActionTriggered),
            ])
        #expect(html.contains("href=\"#mk-ended\""))
        #expect(html.contains("button sent touchUpInside"))
    }

    @Test("touch paths: one stroke per finger-down, points as sampled, ends, hit views, colours per finger")
    func paths() throws {
        let (data, html) = try Self.report(Self.photoTrace)
        #expect(data.strokes.count == 4)
        #expect(data.strokes.map(\.touch) == [.int(1), .int(1), .int(2), .int(7)])
        #expect(data.strokes.map(\.finger) == [0, 0, 1, 2])
        #expect(data.strokes[0].points == [Point(x: 195, y: 360), Point(x: 196, y: 361), Point(x: 196, y: 361)])
        #expect(data.strokes[0].times == [0, 0.04, 0.09])
        #expect(data.strokes[2].points.map(\.x) == [300, 320, 340, 340])
        #expect(data.strokes.map(\.end) == [.ended, .ended, .ended, .ended])
        #expect(data.strokes.map(\.hitView) == ["photo", "photo", "photo", "button"])
        #expect(html.contains("points=\"195,360 196,361 196,361\""))
        #expect(html.contains("points=\"300,300 320,300 340,300 340,300\""))
        #expect(html.contains("stroke=\"\(SceneSVG.color(finger: 1))\""))
        // A stroke links to the frame where its touch was hit-tested.
        #expect(html.contains("<a href=\"#frame-\(data.strokes[3].hitFrame ?? -1)\"><g class=\"touch f2\""))
    }

    @Test("interrupts and unfinished touches end strokes as such")
    func strokeEnds() throws {
        let text = """
            {"gesturetrace": 1, "scene": {"window": {"id": "w", "frame": [0, 0, 100, 100]}},
             "events": [{"t": 0, "touches": [{"id": "a", "phase": "began", "x": 10, "y": 10}]},
                        {"t": 0.1, "interrupt": true},
                        {"t": 0.2, "touches": [{"id": "a", "phase": "began", "x": 20, "y": 20}]}]}
            """
        let (data, html) = try Self.report(text)
        #expect(data.strokes.map(\.end) == [.interrupted, .down])
        #expect(html.contains("cancelled by an interrupt"))
        #expect(html.contains("still down at the end"))
    }

    @Test("downsampling keeps every stroke's first and last point and stays within budget")
    func downsampling() {
        let long = ReportData.Stroke(
            touch: .int(0), finger: 0, points: (0..<1000).map { Point(x: Double($0), y: 0) },
            times: (0..<1000).map(Double.init), end: .ended)
        let short = ReportData.Stroke(
            touch: .int(1), finger: 1, points: [Point(x: 1, y: 1), Point(x: 2, y: 2)],
            times: [0, 1], end: .ended)
        let kept = SceneSVG.keptPoints([long, short], budget: 100)
        #expect(kept[0].first == Point(x: 0, y: 0) && kept[0].last == Point(x: 999, y: 0))
        #expect(kept[0].count <= 102)
        #expect(kept[1] == short.points)
        #expect(SceneSVG.keptPoints([short], budget: 100) == [short.points])
    }

    @Test("ids, names and reasons are escaped for HTML and SVG; control characters made visible")
    func escaping() throws {
        let text = """
            {"gesturetrace": 1, "name": "</title><script>alert('name')</script> & co\\u0001",
             "scene": {"window": {"id": "w<in>", "frame": [0, 0, 390, 844], "subviews": [
               {"id": "<img src=x onerror=alert(1)>", "frame": [0, 0, 200, 200], "touches": "handle",
                "recognizers": [{"id": "t\\"ap'&", "kind": "tap"}]}]}},
             "events": [{"t": 0, "touches": [{"id": "<q>", "phase": "began", "x": 50, "y": 50}]},
                        {"t": 0.05, "touches": [{"id": "<q>", "phase": "ended", "x": 50, "y": 50}]}]}
            """
        let (_, html) = try Self.report(text, options: HTMLReport.Options(source: "dir/<x>.json", generator: "g&t"))
        for raw in ["<img", "<script>alert", "</title><script>", "<in>", "<q>", "t\"ap", "ap'&", "\u{1}", "<x>", "g&t"]
        {
            #expect(!html.contains(raw), "unescaped: \(raw)")
        }
        #expect(html.contains("&lt;img src=x onerror=alert(1)&gt;"))
        // Ids cannot hold control characters (the reader refuses them); a name can.
        #expect(html.contains("t&quot;ap&#39;&amp;"))
        #expect(html.contains("&lt;/title&gt;&lt;script&gt;alert(&#39;name&#39;)&lt;/script&gt; &amp; co\\u{01}"))
        #expect(Self.count("<script", in: html) == 1)
        #expect(HTMLText.escape("plain-id_1") == "plain-id_1")
        #expect(HTMLText.escape("a<b>&\"c'\n\u{7f}") == "a&lt;b&gt;&amp;&quot;c&#39;\\n\\u{7f}")
        // Hover text keeps its own line breaks as line breaks.
        #expect(HTMLText.title("a<b\nc\u{1}") == "a&lt;b&#10;c\\u{01}")
    }

    @Test("output is byte-identical across runs and fresh decodes")
    func determinism() throws {
        let first = try Self.report(Self.photoTrace).html
        for _ in 0..<3 {
            #expect(try Self.report(Self.photoTrace).html == first)
        }
    }

    @Test("every link from the timeline and the scene lands on a frame row that exists")
    func links() throws {
        for maxRows in [1500, 4] {
            let html = try Self.report(Self.photoTrace, options: HTMLReport.Options(maxTableRows: maxRows)).html
            let targets = html.split(separator: "href=\"#frame-").dropFirst().map { $0.prefix { $0 != "\"" } }
            #expect(!targets.isEmpty)
            for target in Set(targets) {
                #expect(html.contains("<tr id=\"frame-\(target)\""), "dangling link to frame \(target)")
            }
        }
    }

    @Test("long sessions: moved marks merge, paths thin out, the table is capped with a note")
    func largeSession() throws {
        // One finger dragging for 100 s at 60 Hz: 6000 samples, 6000 frames.
        var events = "{\"t\": 0, \"touches\": [{\"id\": 1, \"phase\": \"began\", \"x\": 10, \"y\": 10}]}"
        for i in 1...6000 {
            let x = 10 + Double(i % 300)
            events +=
                ",{\"t\": \(Double(i) / 60), \"touches\": [{\"id\": 1, \"phase\": \"moved\", \"x\": \(x), \"y\": \(10 + Double(i % 500))}]}"
        }
        events += ",{\"t\": 100.1, \"touches\": [{\"id\": 1, \"phase\": \"ended\", \"x\": 10, \"y\": 10}]}"
        let text = """
            {"gesturetrace": 1, "scene": {"window": {"id": "w", "frame": [0, 0, 390, 844], "subviews": [
              {"id": "v", "frame": [0, 0, 390, 844], "touches": "handle"}]}},
             "events": [\(events)]}
            """
        let (data, html) = try Self.report(text)
        #expect(data.frameCount > 6000)
        let movedMarks = Self.count("href=\"#mk-moved\"", in: html)
        #expect(movedMarks > 100 && movedMarks < 3000)
        #expect(Self.count("<tr id=\"frame-", in: html) == 1500)
        #expect(html.contains("The table shows 1500 of"))
        #expect(html.contains("left out"))
        #expect(html.utf8.count < 3_000_000)
        let pathPoints =
            html.split(separator: "<polyline").dropFirst().first.map {
                Self.count(",", in: String($0.prefix { $0 != ">" }))
            } ?? 0
        #expect(pathPoints <= SceneSVG.maxPathPoints + 2)
    }

    @Test("the time axis compresses idle stretches and stays monotonic")
    func timeAxis() {
        let axis = TimeAxis(times: [0, 0.1, 0.5, 30, 30.2, 100])
        #expect(axis.segments.filter(\.isGap).count == 2)
        var previous = -1.0
        for t in stride(from: -1.0, through: 101, by: 0.05) {
            let x = axis.x(t)
            #expect(x >= previous)
            previous = x
        }
        // 70 idle seconds take the same width as 29.5.
        let gaps = axis.segments.filter(\.isGap)
        #expect(gaps[0].x1 - gaps[0].x0 == gaps[1].x1 - gaps[1].x0)
        #expect(axis.x(100) < axis.width)
        #expect(axis.percent(-5) == axis.percent(axis.segments[0].t0))
        #expect(TimeAxis.niceStep(0.03) == 0.05)
        #expect(TimeAxis.niceStep(0.2) == 0.2)
        #expect(TimeAxis(times: []).width > 0)
        #expect(TimeAxis(times: [3]).width > 0)
    }

    @Test("scene outlines apply frames, bounds origins and transforms")
    func outlines() throws {
        let text = """
            {"gesturetrace": 1, "scene": {"window": {"id": "w", "frame": [0, 0, 400, 400], "subviews": [
              {"id": "a", "frame": [100, 100, 100, 50], "subviews": [{"id": "b", "frame": [10, 10, 20, 20]}]},
              {"id": "r", "frame": [200, 200, 100, 100], "transform": {"rotate": 90}}]}},
             "events": []}
            """
        let trace = try Self.decode(text)
        let outlines = SceneSVG.outlines(trace.scene)
        #expect(outlines[1]?.first == Point(x: 100, y: 100))
        #expect(outlines[2]?.first == Point(x: 110, y: 110))
        #expect(outlines[2]?[2] == Point(x: 130, y: 130))
        // Rotated 90° about its centre (250, 250): the top-left corner goes to the top-right.
        let r = try #require(outlines[3])
        #expect(abs(r[0].x - 300) < 1e-9 && abs(r[0].y - 200) < 1e-9)
    }

    @Test("degenerate traces still give a complete page: no events, only ticks, one instant, no recognizers")
    func degenerate() throws {
        let window = "\"scene\": {\"window\": {\"id\": \"w\", \"frame\": [0, 0, 390, 844]}}"
        let cases = [
            "{\"gesturetrace\": 1, \(window), \"events\": []}",
            "{\"gesturetrace\": 1, \(window), \"events\": [{\"t\": 1}, {\"t\": 500}]}",
            "{\"gesturetrace\": 1, \(window), \"events\": [{\"t\": 0, \"touches\": [{\"id\": 1, \"phase\": \"began\", \"x\": 5, \"y\": 5}]}, {\"t\": 0, \"interrupt\": true}]}",
            "{\"gesturetrace\": 1, \(window), \"events\": [{\"t\": 0, \"touches\": [{\"id\": 1, \"phase\": \"began\", \"x\": -300, \"y\": 5000}]}, {\"t\": 0.1, \"touches\": [{\"id\": 1, \"phase\": \"ended\", \"x\": 9000, \"y\": -9000}]}]}",
        ]
        for text in cases {
            let (data, html) = try Self.report(text)
            #expect(html.hasSuffix("</html>\n"))
            #expect(html.contains("(no recognizers in the scene)"))
            #expect(!html.contains("nan") && !html.contains("inf\""))
            #expect(data.axis.width >= 1)
        }
    }
}
