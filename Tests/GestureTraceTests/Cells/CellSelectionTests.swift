import Testing

@testable import GestureTrace

/// SEMANTICS §9.5: a table's or collection view's highlight and selection, as its touches
/// methods are reached; decoded from scenes so the `list` and `cell` keys are exercised too.
@Suite struct CellSelectionTests {
    /// A list of three 44 pt cells at the top of the window, no content delay unless asked.
    static func scene(
        listClass: String = "UITableView", cellClass: String = "UITableViewCell", list: String = "{}",
        cells: [String] = ["{}", "{}", "{}"], delays: Bool = false, rootRecognizers: String = "[]",
        cellSubviews: String = "[]"
    ) -> String {
        let rows = cells.enumerated().map { i, cell in
            """
            {"id": "c\(i)", "class": "\(cellClass)", "frame": [0, \(i * 44), 390, 44], "cell": \(cell),
             "subviews": \(i == 0 ? cellSubviews : "[]")}
            """
        }
        return """
            {"window": {"id": "window", "frame": [0, 0, 390, 844], "subviews": [
              {"id": "root", "frame": [0, 0, 390, 844], "recognizers": \(rootRecognizers), "subviews": [
                {"id": "list", "class": "\(listClass)", "frame": [0, 0, 390, 600], "list": \(list),
                 "scroll": {"contentSize": [390, 1200], "delaysContentTouches": \(delays)},
                 "subviews": [\(rows.joined(separator: ","))]}]}]}}
            """
    }

    static func taps(_ ys: [Double], hold: Double = 0.05) -> String {
        var events: [String] = []
        for (i, y) in ys.enumerated() {
            let t = Double(i)
            events.append(#"{"t": \#(t), "touches": [{"id": \#(i + 1), "phase": "began", "x": 100, "y": \#(y)}]}"#)
            events.append(
                #"{"t": \#(t + hold), "touches": [{"id": \#(i + 1), "phase": "ended", "x": 100, "y": \#(y)}]}"#)
        }
        return "[" + events.joined(separator: ",") + "]"
    }

    /// The cell records only, as `list event cell path`.
    static func cellEvents(_ scene: String, _ events: String) throws -> [String] {
        let records = try FuzzFindingsTests.records(#"{"gesturetrace": 1, "scene": \#(scene), "events": \#(events)}"#)
        return records.compactMap { record in
            guard case let .cell(list, cell, path, event, _) = record.body else { return nil }
            return "\(list) \(event.rawValue) \(cell ?? "-") \(path)"
        }
    }

    @Test("a tap highlights, then on touch-up unhighlights and selects; the next tap deselects the row before")
    func singleSelection() throws {
        #expect(
            try Self.cellEvents(Self.scene(), Self.taps([20, 64])) == [
                "list highlight c0 [0, 0]", "list unhighlight c0 [0, 0]", "list select c0 [0, 0]",
                "list highlight c1 [0, 1]", "list unhighlight c1 [0, 1]", "list deselect c0 [0, 0]",
                "list select c1 [0, 1]",
            ])
    }

    @Test("allowsMultipleSelection keeps rows selected and a tap on a selected row deselects it")
    func multipleSelection() throws {
        let scene = Self.scene(list: #"{"allowsMultipleSelection": true}"#)
        #expect(
            try Self.cellEvents(scene, Self.taps([20, 64, 20])) == [
                "list highlight c0 [0, 0]", "list unhighlight c0 [0, 0]", "list select c0 [0, 0]",
                "list highlight c1 [0, 1]", "list unhighlight c1 [0, 1]", "list select c1 [0, 1]",
                "list highlight c0 [0, 0]", "list unhighlight c0 [0, 0]", "list deselect c0 [0, 0]",
            ])
    }

    @Test("allowsSelection false and shouldHighlight false leave no record; willSelect nil unhighlights only")
    func delegateAnswers() throws {
        #expect(try Self.cellEvents(Self.scene(list: #"{"allowsSelection": false}"#), Self.taps([20])) == [])
        let answers = Self.scene(cells: [#"{"shouldHighlight": false}"#, #"{"willSelect": false}"#, "{}"])
        #expect(
            try Self.cellEvents(answers, Self.taps([20, 64])) == [
                "list highlight c1 [0, 1]", "list unhighlight c1 [0, 1]",
            ])
    }

    @Test("willSelect naming another index path selects that row; given index paths are kept")
    func willSelectRedirects() throws {
        let scene = Self.scene(
            cells: [#"{"indexPath": [2, 7], "willSelect": [2, 9]}"#, #"{"indexPath": [2, 9]}"#, "{}"])
        #expect(
            try Self.cellEvents(scene, Self.taps([20])) == [
                "list highlight c0 [2, 7]", "list unhighlight c0 [2, 7]", "list select c1 [2, 9]",
            ])
    }

    @Test("a collection view selects its UICollectionViewCells the same way")
    func collectionView() throws {
        let scene = Self.scene(listClass: "UICollectionView", cellClass: "UICollectionViewCell")
        #expect(
            try Self.cellEvents(scene, Self.taps([100])) == [
                "list highlight c2 [0, 2]", "list unhighlight c2 [0, 2]", "list select c2 [0, 2]",
            ])
    }

    @Test("a UITableViewCell outside any UITableView is a plain view")
    func cellOutsideItsList() throws {
        let scene = Self.scene(listClass: "UICollectionView")
        #expect(try Self.cellEvents(scene, Self.taps([20])) == [])
    }

    @Test("a button in the cell tracks the touch and consumes it: the row is not selected (SEMANTICS §3.3)")
    func buttonInCell() throws {
        let scene = Self.scene(cellSubviews: #"[{"id": "b", "class": "UIButton", "frame": [50, 0, 100, 44]}]"#)
        #expect(try Self.cellEvents(scene, Self.taps([20])) == [])
    }

    @Test("a tap recognizer cancelling touches takes a held touch: highlight, then unhighlight without selection")
    func tapCancelsHeldRow() throws {
        let scene = Self.scene(delays: true, rootRecognizers: #"[{"id": "tap", "kind": "tap"}]"#)
        #expect(
            try Self.cellEvents(scene, Self.taps([20], hold: 0.3)) == [
                "list highlight c0 [0, 0]", "list unhighlight c0 [0, 0]",
            ])
        let fixed = Self.scene(
            delays: true, rootRecognizers: #"[{"id": "tap", "kind": "tap", "cancelsTouchesInView": false}]"#)
        #expect(try Self.cellEvents(fixed, Self.taps([20], hold: 0.3)).last == "list select c0 [0, 0]")
    }

    @Test("'cell' only on cells, 'list' only on tables and collection views, index paths of two integers")
    func decodingErrors() throws {
        func message(_ scene: String) -> String? { SceneErrorMessage.message(scene: scene) }
        #expect(message(Self.scene(listClass: "UIScrollView"))?.contains("'list' is only valid") == true)
        #expect(message(Self.scene(cellClass: "UIView"))?.contains("'cell' is only valid") == true)
        #expect(message(Self.scene(cells: [#"{"indexPath": [0]}"#, "{}", "{}"]))?.contains("[section, item]") == true)
        #expect(message(Self.scene(cells: [#"{"willSelect": "yes"}"#, "{}", "{}"]))?.contains("willSelect") == true)
    }
}
