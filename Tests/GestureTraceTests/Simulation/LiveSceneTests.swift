import Testing

@testable import GestureTrace

/// One replaceable scene state (SEMANTICS §2.12, §2.13): every owner of a replay reads the
/// scene and geometry from the frame loop's one `LiveScene`, so a `set` event or a scroll is
/// seen by all of them at once.
@Suite struct LiveSceneTests {
    typealias S = InputTests.DecoderTestSupport

    /// A table with two rows, an overlay covering row0 (it handles touches), a button and a
    /// scroll view inside the table's first row.
    static let window = """
        "subviews": [
          {"id": "table", "class": "UITableView", "frame": [0, 100, 390, 600], "scroll": {"contentSize": [390, 1200]},
           "subviews": [
             {"id": "row0", "class": "UITableViewCell", "frame": [0, 0, 390, 44],
              "subviews": [{"id": "carousel", "class": "UIScrollView", "frame": [200, 0, 100, 44],
                            "scroll": {"contentSize": [400, 44]}}]},
             {"id": "row1", "class": "UITableViewCell", "frame": [0, 44, 390, 44]}]},
          {"id": "overlay", "frame": [0, 100, 390, 44], "touches": "handle"},
          {"id": "button", "class": "UIButton", "frame": [0, 760, 100, 44]}
        ]
        """

    static func trace(_ events: [String]) -> String {
        S.trace(window: window, events: "[\n" + events.joined(separator: ",\n") + "\n]")
    }

    @Test("every owner of the replay reads the frame loop's one live scene")
    func shared() throws {
        let loop = FrameLoop(trace: try S.decode(Self.trace([])))
        let live = loop.live
        #expect(loop.arbiter.live === live)
        #expect(loop.collector.live === live)
        #expect(loop.responders.live === live)
        #expect(loop.views.live === live)
        #expect(loop.views.responders.live === live)
        #expect(loop.views.controls.live === live)
        #expect(loop.views.cells.live === live)
        let scrollPans = loop.arbiter.recognizers.compactMap { ($0.logic as? PanLogic)?.scrollView }
        #expect(scrollPans.count == 2)
        #expect(scrollPans.allSatisfy { $0.live === live })
    }

    @Test("a set event that hides a view: the next tap's responder chain and cell selection follow it")
    func hiddenOverlay() throws {
        let tap = [
            #"{"t": 1, "touches": [{"id": 1, "phase": "began", "x": 50, "y": 120}]}"#,
            #"{"t": 1.05, "touches": [{"id": 1, "phase": "ended", "x": 50, "y": 120}]}"#,
        ]
        func outcome(_ events: [String]) throws -> (chain: [String], selected: [String]) {
            let records = Replay.run(try S.decode(Self.trace(events))).records.map(\.body)
            let chain = records.compactMap { body -> [String]? in
                guard case let .hit(_, _, _, _, chain, _, _) = body else { return nil }
                return chain
            }
            let selected = records.compactMap { body -> String? in
                guard case let .cell(_, cell, _, event, _) = body, event == .select else { return nil }
                return cell
            }
            return (chain.first ?? [], selected)
        }
        let covered = try outcome(tap)
        #expect(covered.chain == ["overlay", "w", "UIApplication", "AppDelegate"])
        #expect(covered.selected == [])
        let uncovered = try outcome([#"{"t": 0.5, "set": {"overlay": {"hidden": true}}}"#] + tap)
        #expect(uncovered.chain == ["row0", "table", "w", "UIApplication", "AppDelegate"])
        #expect(uncovered.selected == ["row0"])
    }
}
