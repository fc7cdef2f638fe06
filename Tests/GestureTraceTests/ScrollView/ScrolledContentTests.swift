import Testing

@testable import GestureTrace

/// Content moved by a scroll view's own pan (SEMANTICS §2.13): UIScrollView's `contentOffset`
/// is its `bounds.origin`, so later hit tests and conversions read the scrolled content, while
/// a touch keeps the view it was hit-tested to.
@Suite struct ScrolledContentTests {
    typealias S = InputTests.DecoderTestSupport

    /// A list 600 pt tall at y 100 with twenty 44 pt rows (content 880 pt, offsets 0 to 280).
    static let window: String = {
        let rows = (0..<20).map {
            #"{"id": "row\#($0)", "class": "UITableViewCell", "frame": [0, \#($0 * 44), 390, 44]}"#
        }
        return """
            "subviews": [
              {"id": "table", "class": "UITableView", "frame": [0, 100, 390, 600], "scroll": {"contentSize": [390, 880]},
               "subviews": [\(rows.joined(separator: ", "))]}
            ]
            """
    }()

    static func trace(_ events: [String]) -> String {
        S.trace(window: window, events: "[\n" + events.joined(separator: ",\n") + "\n]")
    }

    /// A slow drag 210 pt up (the pan begins at the 10 pt hysteresis and moves the content
    /// 200 pt), lifted under the deceleration threshold, then `then`.
    static func dragged(then events: [String]) -> [String] {
        var out = [#"{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 200, "y": 500}]}"#]
        out.append(#"{"t": 0.05, "touches": [{"id": 1, "phase": "moved", "x": 200, "y": 490}]}"#)
        for step in 1...10 {
            out.append(
                #"{"t": \#(0.05 + Double(step) / 10), "touches": [{"id": 1, "phase": "moved", "x": 200, "y": \#(490 - 20 * step)}]}"#
            )
        }
        out.append(#"{"t": 1.35, "touches": [{"id": 1, "phase": "moved", "x": 200, "y": 290}]}"#)
        out.append(#"{"t": 1.4, "touches": [{"id": 1, "phase": "ended", "x": 200, "y": 290}]}"#)
        return out + events
    }

    static func hits(_ records: [Record.Body]) -> [String] {
        records.compactMap { body in
            guard case let .hit(touch, _, view, _, _, _, _) = body else { return nil }
            return "\(touch) \(view ?? "nil")"
        }
    }

    @Test("a tap after the table's pan moved its content 200 pt hits and selects the row under the finger now")
    func tapAfterScroll() throws {
        let trace = try S.decode(
            Self.trace(
                Self.dragged(then: [
                    #"{"t": 2, "touches": [{"id": 2, "phase": "began", "x": 200, "y": 300}]}"#,
                    #"{"t": 2.08, "touches": [{"id": 2, "phase": "ended", "x": 200, "y": 300}]}"#,
                ])))
        let records = Replay.run(trace).records.map(\.body)
        // Window y 300 is content y 300 − 100 + 200 = 400: row9 (396–440). The content as
        // declared would put row4 (176–220) there.
        #expect(Self.hits(records) == ["1 row9", "2 row9"])
        let selected = records.compactMap { body -> String? in
            guard case let .cell(_, cell, _, event, _) = body, event == .select else { return nil }
            return cell
        }
        #expect(selected == ["row9"])
    }

    @Test("moving the content changes the scroll view's conversions and the hit test, not the tree")
    func liveSceneOffset() throws {
        let scene = try S.decode(Self.trace([])).scene
        let live = LiveScene(scene: scene)
        let table = try #require(scene.views.firstIndex { $0.id == "table" })
        let row4 = try #require(scene.views.firstIndex { $0.id == "row4" })
        let row9 = try #require(scene.views.firstIndex { $0.id == "row9" })
        #expect(live.hitTester.hitTest(Point(x: 200, y: 300)) == row4)
        live.setContentOffset(Point(x: 0, y: 200), of: table)
        #expect(live.contentOffset(of: table) == Point(x: 0, y: 200))
        #expect(live.geometry.fromWindow(Point(x: 200, y: 300), to: table, in: live.scene) == Point(x: 200, y: 400))
        #expect(live.geometry.fromWindow(Point(x: 200, y: 300), to: row9, in: live.scene) == Point(x: 200, y: 4))
        #expect(live.hitTester.hitTest(Point(x: 200, y: 300)) == row9)
        // Derived owners re-derive only after a `set` event: scrolling keeps the tree.
        #expect(live.version == 0)
        #expect(live.scene.views[table].bounds.size == scene.views[table].bounds.size)
    }
}
