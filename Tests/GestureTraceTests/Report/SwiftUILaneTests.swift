import Testing

@testable import GestureTrace

/// The timeline's SwiftUI gesture lanes (SWIFTUI §8.3): one per gesture and per part of a
/// composite, spans from `swiftuiPhase` records, flags from `swiftuiCallback`, marks from
/// `gestureStateReset`, in both SwiftUI models.
@Suite struct SwiftUILaneTests {
    /// SW14a: a drag starting on a Button inside a pager; the pager's drag stays paused until
    /// the Button ends (SWIFTUI §3.3 rule 11).
    static func pager(model: String) -> String {
        """
        {"gesturetrace": 1, "name": "pager",
         "scene": {"settings": {"swiftuiModel": "\(model)"}, "window": {"id": "window", "frame": [0, 0, 390, 844], "subviews": [
           {"id": "host", "class": "UIHostingView", "frame": [0, 0, 390, 844],
            "swiftui": {"id": "pager", "frame": [0, 0, 390, 844], "content": "none",
              "modifiers": [{"gesture": {"drag": {}}, "id": "pagerDrag", "callbacks": ["updating", "onEnded"],
                             "gestureState": "offset"}],
              "children": [{"id": "buy", "kind": "button", "frame": [120, 400, 150, 44]}]}}]}},
         "events": [
           {"t": 0, "touches": [{"id": 1, "phase": "began", "x": 195, "y": 420}]},
           {"t": 0.03, "touches": [{"id": 1, "phase": "moved", "x": 180, "y": 420}]},
           {"t": 0.06, "touches": [{"id": 1, "phase": "moved", "x": 160, "y": 421}]},
           {"t": 0.15, "touches": [{"id": 1, "phase": "ended", "x": 160, "y": 421}]}]}
        """
    }

    /// SW11a: a long press sequenced before a drag, with `updating` and `onEnded`.
    static let sequence = """
        {"gesturetrace": 1, "name": "sequence",
         "scene": {"window": {"id": "window", "frame": [0, 0, 390, 844], "subviews": [
           {"id": "host", "class": "UIHostingView", "frame": [0, 0, 390, 844],
            "swiftui": {"id": "circle", "frame": [100, 300, 150, 150], "shape": "ellipse",
              "modifiers": [{"gesture": {"sequenced": [{"longPress": {"minimumDuration": 0.5}}, {"drag": {}}]},
                             "id": "dragState", "callbacks": ["updating", "onEnded"], "gestureState": "dragState"}]}}]}},
         "events": [
           {"t": 0, "touches": [{"id": 1, "phase": "began", "x": 175, "y": 375}]},
           {"t": 0.6, "touches": [{"id": 1, "phase": "moved", "x": 176, "y": 376}]},
           {"t": 0.7, "touches": [{"id": 1, "phase": "moved", "x": 176, "y": 390}]},
           {"t": 0.7001, "touches": [{"id": 1, "phase": "moved", "x": 190, "y": 400}]},
           {"t": 0.9, "touches": [{"id": 1, "phase": "ended", "x": 190, "y": 400}]}]}
        """

    static func spans(_ lane: LaneSet.GestureLane) -> [String] {
        lane.spans.map { "\($0.state) \(HTMLText.time($0.start))–\(HTMLText.time($0.end)) f\($0.frame)" }
    }

    @Test("a lane per gesture and per composite part, in modifier order, captioned with kind and node")
    func lanes() throws {
        let (data, html) = try HTMLReportTests.report(Self.sequence)
        #expect(data.lanes.gestures.map(\.id) == ["dragState", "dragState/first", "dragState/second"])
        #expect(data.lanes.gestures.map(\.kind) == ["sequenced", "longPress 0.5 s", "drag"])
        #expect(data.lanes.gestures.allSatisfy { $0.node == "circle" && $0.recognizer == "dragState" })
        for (i, id) in ["dragState", "dragState/first", "dragState/second"].enumerated() {
            #expect(html.contains("<g class=\"lane-label gesture\" data-lane=\"g\(i)\">"))
            #expect(html.contains("<g class=\"lane gesture\" data-lane=\"g\(i)\" data-id=\"\(id)\">"))
        }
        #expect(html.contains(">SwiftUI gestures</text>"))
        #expect(html.contains("<span class=\"lg-title\">SwiftUI gestures:</span>"))
        // A scene without SwiftUI has no such group or legend line.
        let (_, plain) = try HTMLReportTests.report(HTMLReportTests.photoTrace)
        #expect(!plain.contains("SwiftUI gestures"))
    }

    @Test("the scene drawing outlines SwiftUI nodes in window points, hollow where their content is not hit")
    func nodeOutlines() throws {
        let (_, html) = try HTMLReportTests.report(Self.sequence)
        #expect(
            html.contains("<polygon class=\"node\" data-node=\"circle\" points=\"100,300 250,300 250,450 100,450\">"))
        #expect(html.contains("<title>SwiftUI view circle&#10;gestures: dragState</title>"))
        #expect(html.contains("dashed teal: SwiftUI nodes"))
        let (_, pager) = try HTMLReportTests.report(Self.pager(model: "containers"))
        #expect(pager.contains("<polygon class=\"node empty\" data-node=\"pager\" points=\"0,0 390,0 390,844 0,844\">"))
        #expect(pager.contains("<polygon class=\"node\" data-node=\"buy\" points=\"120,400 270,400 270,444 120,444\">"))
        // The sequence's own drawing shows the nodes of the hosting view it hit.
        #expect(HTMLReportTests.count("data-node=\"buy\"", in: pager) == 2)
        let (_, plain) = try HTMLReportTests.report(HTMLReportTests.photoTrace)
        #expect(!plain.contains("swiftui-nodes") && !plain.contains("SwiftUI nodes"))
    }

    @Test("phases are spans from the touch on; callbacks are flags that merge per few pixels; resets are marks")
    func sequencePhases() throws {
        let (data, html) = try HTMLReportTests.report(Self.sequence)
        let g = data.lanes.gestures
        // Possible from touch-down (frame 0); the long press ends at 0.5 with the finger down and
        // the sequence turns active (rule 8); the drag part starts past 10 pt (rule 14).
        #expect(Self.spans(g[0]) == ["possible 0–0.5 f0", "active 0.5–0.9 f1", "ended 0.9–0.9 f5"])
        #expect(Self.spans(g[1]) == ["possible 0–0.5 f0", "ended 0.5–0.9 f1"])
        #expect(Self.spans(g[2]) == ["possible 0–0.7 f0", "active 0.7–0.9 f3", "ended 0.9–0.9 f5"])
        #expect(g[1].spans[1].detail == "possible → ended: held 0.5 s = minimumDuration, finger still down")
        // updating at touch-down (.first(true)), at 0.5 (.second(true, nil)), at 0.7 and 0.7001 (one
        // flag: a few pixels apart), then onEnded; the @GestureState resets at the end (rule 12).
        #expect(
            g[0].callbacks.map { "\($0.name) ×\($0.count) f\($0.frame)–\($0.lastFrame)" } == [
                "updating ×1 f0–0", "updating ×1 f1–1", "updating ×2 f3–4", "onEnded ×1 f5–5",
            ])
        #expect(g[0].callbacks[0].value == "{\"first\":true}")
        #expect(g[0].callbacks[2].lastValue.hasPrefix("{\"second\":[true,{\"translation\":[14,24]"))
        #expect(g[0].resets == [LaneSet.Reset(time: 0.9, frame: 5, state: "dragState")])
        #expect(g[1].callbacks.isEmpty && g[2].callbacks.isEmpty)
        #expect(html.contains("<title>dragState: @GestureState dragState reset · frame 5 · t=0.9</title>"))
        #expect(html.contains("<title>dragState updating {&quot;second&quot;:[true,{&quot;translation&quot;:[0,14]"))
        #expect(html.contains(" ×2 · frames 3–4 · t=0.7–0.7001&#10;last value: {&quot;second&quot;"))
    }

    @Test("random SwiftUI scenes: every SwiftUI record lands on a lane of the scene, and spans never overlap")
    func randomScenes() throws {
        for seed in UInt64(0)..<40 {
            var generator = SwiftUISceneGenerator(seed: seed)
            let text = generator.generate()
            let trace = try HTMLReportTests.decode(text)
            let records = Replay.run(trace).records
            let data = ReportData(trace: trace, records: records)
            #expect(data.lanes.omitted == 0, "seed \(seed)")
            for lane in data.lanes.gestures {
                #expect(lane.kind != "?", "seed \(seed): \(lane.id) is not a gesture of the scene")
                for (a, b) in zip(lane.spans, lane.spans.dropFirst()) {
                    #expect(a.start <= a.end && a.end <= b.start, "seed \(seed): \(lane.id)")
                }
                var callbacks = 0
                var resets = 0
                var phases = 0
                for record in records {
                    switch record.body {
                    case .swiftuiCallback(let id, _, _) where id == lane.id: callbacks += 1
                    case .gestureStateReset(let id, _) where id == lane.id: resets += 1
                    case .swiftuiPhase(let id, _, _, _) where id == lane.id: phases += 1
                    default: break
                    }
                }
                // Merged flags count what they stand for; every phase record opens a span.
                #expect(lane.callbacks.reduce(0) { $0 + $1.count } == callbacks, "seed \(seed): \(lane.id)")
                #expect(lane.resets.count == resets, "seed \(seed): \(lane.id)")
                #expect(
                    lane.spans.filter { !$0.detail.hasPrefix("possible: its recognizer") }.count == phases,
                    "seed \(seed)")
            }
        }
    }

    @Test("a paused gesture shows a waiting span until it fails; the sequence view names the Button's action")
    func paused() throws {
        for model in ["containers", "graph"] {
            let (data, html) = try HTMLReportTests.report(Self.pager(model: model))
            #expect(data.lanes.gestures.map(\.id) == ["pagerDrag", "buy.button"])
            let drag = data.lanes.gestures[0]
            let button = data.lanes.gestures[1]
            let carrier = model == "graph" ? "host.swiftui" : "pagerDrag"
            #expect(drag.recognizer == carrier)
            // Containers: paused once UIKit's failure requirement holds it (frame 2); graph: the
            // combined tree pauses it from touch-down (SWIFTUI §2.1).
            let paused =
                model == "graph"
                ? ["paused 0–0.15 f0", "failed 0.15–0.15 f4"]
                : ["possible 0–0.03 f0", "paused 0.03–0.15 f2", "failed 0.15–0.15 f4"]
            #expect(Self.spans(drag) == paused)
            #expect(drag.spans[paused.count - 2].kind == .waiting)
            #expect(drag.spans[paused.count - 2].detail.hasPrefix("paused: "))
            #expect(drag.callbacks.isEmpty && drag.resets.isEmpty)
            #expect(Self.spans(button) == ["possible 0–0.15 f0", "ended 0.15–0.15 f4"])
            #expect(button.callbacks.map(\.name) == ["action"])
            #expect(html.contains("SwiftUI: buy.button action."))
        }
    }
}
