import Testing

@testable import GestureTrace

/// SEMANTICS §9.12: a table's swipe actions and its `_UISwipeActionPanGestureRecognizer`,
/// decoded from scenes so the `cell` and `list` keys are exercised too.
@Suite struct SwipeActionsTests {
    static let pan = "table.swipeActionPan"
    static let delete = #"{"actions": [{"title": "Delete", "style": "destructive"}]}"#
    static let pin = #"{"actions": [{"title": "Pin"}]}"#

    /// A 390 pt wide table of three 60 pt rows; `row1` gets the `cell` keys `row1` (JSON
    /// members) and the recognizers `recognizers`; `table` adds keys to the table.
    static func table(row1: String = "", recognizers: String = "[]", table: String = "") -> String {
        let extra = row1.isEmpty ? "" : ", " + row1
        let tableExtra = table.isEmpty ? "" : table + ", "
        return """
            {"id": "table", "class": "UITableView", "frame": [0, 0, 390, 844], \(tableExtra)
              "subviews": [
              {"id": "row0", "class": "UITableViewCell", "frame": [0, 0, 390, 60], "cell": {"indexPath": [0, 0]}},
              {"id": "row1", "class": "UITableViewCell", "frame": [0, 60, 390, 60], "cell": {"indexPath": [0, 1]\(extra)},
               "recognizers": \(recognizers)},
              {"id": "row2", "class": "UITableViewCell", "frame": [0, 120, 390, 60], "cell": {"indexPath": [0, 2]}}]}
            """
    }

    static func scene(_ root: String, settings: String = "{}") -> String {
        #"{"settings": \#(settings), "window": {"id": "window", "frame": [0, 0, 390, 844], "subviews": [\#(root)]}}"#
    }

    /// A navigation controller two deep around `child`.
    static func nav(_ child: String) -> String {
        """
        {"id": "nav", "frame": [0, 0, 390, 844], "controller": {"id": "UINavigationController"},
         "navigation": {"stackDepth": 2}, "subviews": [\(child)]}
        """
    }

    /// One finger from `from` through `steps` (each 16 ms apart), lifted after `hold` more
    /// seconds where it stopped (three stationary samples first when `slowEnd`).
    static func drag(from: (Double, Double), steps: [(Double, Double)], slowEnd: Bool = true) -> String {
        var events = [#"{"t": 0, "touches": [{"id": 1, "phase": "began", "x": \#(from.0), "y": \#(from.1)}]}"#]
        var t = 0.0
        var points = steps
        if slowEnd, let last = steps.last { points += [last, last, last] }
        for (x, y) in points {
            t += 0.016
            events.append(#"{"t": \#(t), "touches": [{"id": 1, "phase": "moved", "x": \#(x), "y": \#(y)}]}"#)
        }
        let end = points.last ?? from
        events.append(#"{"t": \#(t + 0.05), "touches": [{"id": 1, "phase": "ended", "x": \#(end.0), "y": \#(end.1)}]}"#)
        return "[" + events.joined(separator: ",") + "]"
    }

    /// `n` equal steps from `a` to `b`.
    static func line(_ a: (Double, Double), _ b: (Double, Double), _ n: Int) -> [(Double, Double)] {
        (1...n).map { i in (a.0 + (b.0 - a.0) * Double(i) / Double(n), a.1 + (b.1 - a.1) * Double(i) / Double(n)) }
    }

    static func records(_ scene: String, _ events: String) throws -> [Record] {
        try FuzzFindingsTests.records(#"{"gesturetrace": 1, "scene": \#(scene), "events": \#(events)}"#)
    }

    static func decode(_ scene: String) throws -> Scene {
        try TraceDecoder.decode(
            bytes: Array(#"{"gesturetrace": 1, "scene": \#(scene), "events": []}"#.utf8), file: "s.json"
        ) { path throws(TraceError) in
            throw TraceError(file: path, line: 0, column: 0, path: "", message: "no scene files")
        }.scene
    }

    /// The state changes of recognizers and the `swipe` records, as `time id from->to` and
    /// `time swipe cell edge event`.
    static func story(_ scene: String, _ events: String) throws -> [String] {
        try records(scene, events).compactMap { record in
            let t = DecimalFormat.time(record.time)
            switch record.body {
            case let .state(r, from, to, _, _): return "\(t) \(r) \(from.rawValue)->\(to.rawValue)"
            case let .swipe(_, cell, _, event, reason):
                return "\(t) swipe \(cell) \(reason.edge.rawValue) \(event.rawValue)"
            default: return nil
            }
        }
    }

    static func swipes(_ scene: String, _ events: String) throws -> [(SwipeActionEvent, SwipeActionReason)] {
        try records(scene, events).compactMap { record in
            guard case let .swipe(_, _, _, event, reason) = record.body else { return nil }
            return (event, reason)
        }
    }

    /// The reason of `id`'s last state change.
    static func lastReason(of id: String, _ scene: String, _ events: String) throws -> Reason? {
        try records(scene, events).reversed().lazy.compactMap { record -> Reason? in
            guard case let .state(r, _, _, reason, _) = record.body, r == id else { return nil }
            return reason
        }.first
    }

    static let leftward = drag(from: (300, 90), steps: line((300, 90), (220, 92), 8))

    // MARK: Scene keys

    @Test("a cell with actions installs the list's swipe-action pan right after its scroll pan; none without")
    func installsThePan() throws {
        let scene = try Self.decode(Self.scene(Self.table(row1: #""trailingSwipeActions": \#(Self.delete)"#)))
        let table = try #require(scene.views.firstIndex { $0.id == "table" })
        #expect(scene.views[table].recognizers.map { scene.recognizers[$0].id } == ["table.pan", Self.pan])
        let spec = try #require(scene.recognizers.first { $0.id == Self.pan })
        guard case .swipeActionPan = spec.kind else {
            Issue.record("expected the swipe-action pan kind")
            return
        }
        #expect(spec.cancelsTouchesInView && !spec.delaysTouchesBegan && spec.delaysTouchesEnded)
        let row1 = try #require(scene.views.first { $0.id == "row1" }?.cell)
        #expect(row1.swipeActions(.trailing)?.actions == [SwipeAction(title: "Delete", style: .destructive)])
        #expect(row1.swipeActions(.trailing)?.performsFirstActionWithFullSwipe == true)
        #expect(row1.swipeActions(.leading) == nil)
        // No actions anywhere: no swipe-action pan, so scenes without swipe actions keep their output.
        let plain = try Self.decode(Self.scene(Self.table()))
        #expect(!plain.recognizers.contains { $0.id == Self.pan })
        // An empty configuration is no actions.
        let empty = try Self.decode(Self.scene(Self.table(row1: #""leadingSwipeActions": {"actions": []}"#)))
        #expect(!empty.recognizers.contains { $0.id == Self.pan })
        // list.swipeActionPan installs it without actions (an imported screen's dump shows it).
        let listed = try Self.decode(Self.scene(Self.table(table: #""list": {"swipeActionPan": true}"#)))
        #expect(listed.recognizers.contains { $0.id == Self.pan })
    }

    @Test("a bad style or width is a located error; the pan's id is taken")
    func badKeys() throws {
        let style = #expect(throws: TraceError.self) {
            try Self.decode(
                Self.scene(Self.table(row1: #""trailingSwipeActions": {"actions": [{"title": "X", "style": "red"}]}"#)))
        }
        #expect(style?.message.contains("swipe action style") == true)
        let width = #expect(throws: TraceError.self) {
            try Self.decode(
                Self.scene(Self.table(row1: #""trailingSwipeActions": {"actions": [{"title": "X", "width": -1}]}"#)))
        }
        #expect(width?.message.contains("swipe action width") == true)
        let title = #expect(throws: TraceError.self) {
            try Self.decode(Self.scene(Self.table(row1: #""trailingSwipeActions": {"actions": [{}]}"#)))
        }
        #expect(title?.message.contains("title") == true)
        let duplicate = #expect(throws: TraceError.self) {
            try Self.decode(
                Self.scene(
                    Self.table(
                        row1: #""trailingSwipeActions": \#(Self.delete)"#,
                        recognizers: #"[{"id": "table.swipeActionPan", "kind": "tap"}]"#)))
        }
        #expect(duplicate?.message.contains("built-in swipe-action pan of list 'table'") == true)
    }

    // MARK: Rules

    @Test("a negative horizontal velocity asks for the trailing actions, any other for the leading ones")
    func edgeFromVelocity() {
        #expect(SwipeActionRules.edge(velocityX: -0.5) == .trailing)
        #expect(SwipeActionRules.edge(velocityX: 0) == .leading)
        #expect(SwipeActionRules.edge(velocityX: 300) == .leading)
    }

    @Test(
        "the full-swipe distance: 52.5 % of the row, or the row less 29 pt (leftward) / 64 pt (rightward) when destructive"
    )
    func fullSwipeDistance() {
        #expect(SwipeActionRules.fullSwipeDistance(rowWidth: 390, edge: .trailing, destructive: false) == 204.75)
        #expect(SwipeActionRules.fullSwipeDistance(rowWidth: 390, edge: .leading, destructive: false) == 204.75)
        #expect(SwipeActionRules.fullSwipeDistance(rowWidth: 390, edge: .trailing, destructive: true) == 361)
        #expect(SwipeActionRules.fullSwipeDistance(rowWidth: 390, edge: .leading, destructive: true) == 326)
    }

    @Test("the destructive early trigger: 75 pt zone at 375 pt, 50 pt below 414, and |v|/2500 clamped to 0.66…0.8")
    func earlyTrigger() {
        #expect(SwipeActionRules.earlyTriggerZone(listWidth: 375) == 75)
        #expect(SwipeActionRules.earlyTriggerZone(listWidth: 390) == 50)
        #expect(SwipeActionRules.earlyTriggerZone(listWidth: 320) == 50)
        #expect(SwipeActionRules.earlyTriggerFraction(listWidth: 390, speed: 0) == 0.66)
        #expect(SwipeActionRules.earlyTriggerFraction(listWidth: 390, speed: 1875) == 0.75)
        #expect(SwipeActionRules.earlyTriggerFraction(listWidth: 390, speed: 9000) == 0.8)
        #expect(SwipeActionRules.earlyTriggerFraction(listWidth: 430, speed: 0) == 0.5)
        #expect(SwipeActionRules.earlyTriggerFraction(listWidth: 430, speed: 9000) == 0.75)
    }

    @Test("the actions' width adds the buttons', each its own or swipeActionButtonWidth")
    func openWidth() {
        let configuration = SwipeActionsConfiguration(actions: [
            SwipeAction(title: "A"), SwipeAction(title: "B", width: 90),
        ])
        var settings = Settings()
        #expect(SwipeActionRules.openWidth(configuration, settings: settings) == 164)
        settings.swipeActionButtonWidth = 60
        #expect(SwipeActionRules.openWidth(configuration, settings: settings) == 150)
    }

    @Test("at the end: slower than 50 pt/s the row opens past half the actions' width; faster, the direction decides")
    func outcome() {
        let swipe = SwipeInProgress(
            row: 0, edge: .trailing, configuration: SwipeActionsConfiguration(actions: [SwipeAction(title: "Delete")]),
            openWidth: 74, fullSwipeDistance: 204.75, fullSwipeAllowed: true)
        #expect(SwipeActionRules.outcome(swipe, offset: -38, velocityX: 0, cancelled: false).0 == .revealed)
        #expect(SwipeActionRules.outcome(swipe, offset: -37, velocityX: 0, cancelled: false).0 == .hidden)
        #expect(SwipeActionRules.outcome(swipe, offset: -37, velocityX: -50, cancelled: false).0 == .hidden)
        #expect(SwipeActionRules.outcome(swipe, offset: -10, velocityX: -51, cancelled: false).0 == .revealed)
        #expect(SwipeActionRules.outcome(swipe, offset: -60, velocityX: 51, cancelled: false).0 == .hidden)
        var confirmed = swipe
        confirmed.confirmed = true
        confirmed.confirmedAt = 210
        #expect(SwipeActionRules.outcome(confirmed, offset: -210, velocityX: 0, cancelled: false).0 == .performed)
        // A cancelled pan never performs; it settles open or closed as a release would.
        #expect(SwipeActionRules.outcome(confirmed, offset: -210, velocityX: 0, cancelled: true).0 == .revealed)
    }

    // MARK: Replays

    @Test("a leftward swipe past half the actions' width reveals the trailing actions; the pan excludes the table's")
    func reveals() throws {
        let story = try Self.story(
            Self.scene(Self.table(row1: #""trailingSwipeActions": \#(Self.delete)"#)), Self.leftward)
        #expect(
            story == [
                "0.048 \(Self.pan) possible->began", "0.048 table.pan possible->failed",
                "0.064 \(Self.pan) began->changed", "0.226 \(Self.pan) changed->ended",
                "0.226 swipe row1 trailing revealed",
            ])
    }

    @Test("a swipe that stops 10 pt past the hysteresis and lifts slowly closes the row")
    func shortSwipeHides() throws {
        let events = Self.drag(from: (300, 90), steps: Self.line((300, 90), (265, 90), 5))
        let swipes = try Self.swipes(Self.scene(Self.table(row1: #""trailingSwipeActions": \#(Self.delete)"#)), events)
        #expect(swipes.map(\.0) == [.hidden])
        #expect(swipes.first?.1 == .releasedShort(edge: .trailing, distance: 10, half: 37, cancelled: false))
    }

    @Test("a long swipe performs the first action; with performsFirstActionWithFullSwipe false it only opens")
    func fullSwipe() throws {
        let events = Self.drag(from: (360, 90), steps: Self.line((360, 90), (110, 90), 12))
        let actions = #"{"actions": [{"title": "Archive"}, {"title": "Flag"}]"#
        let on = try Self.swipes(Self.scene(Self.table(row1: #""trailingSwipeActions": \#(actions)}"#)), events)
        #expect(on.map(\.0) == [.performed])
        guard case .fullSwipe(_, "Archive", false, let distance, 204.75, false)? = on.first?.1 else {
            Issue.record("expected a full swipe of Archive, got \(String(describing: on.first?.1))")
            return
        }
        #expect(distance >= 204.75)
        let off = try Self.swipes(
            Self.scene(
                Self.table(row1: #""trailingSwipeActions": \#(actions), "performsFirstActionWithFullSwipe": false}"#)),
            events)
        #expect(off.map(\.0) == [.revealed])
    }

    @Test("a fast destructive swipe triggers early within 50 pt of the far side, before the full-swipe distance")
    func destructiveEarlyTrigger() throws {
        let events = Self.drag(from: (380, 90), steps: Self.line((380, 90), (40, 90), 10), slowEnd: false)
        let swipes = try Self.swipes(Self.scene(Self.table(row1: #""trailingSwipeActions": \#(Self.delete)"#)), events)
        guard case .fullSwipe(.trailing, "Delete", true, let distance, 361, true)? = swipes.first?.1 else {
            Issue.record("expected an early full swipe, got \(String(describing: swipes.first?.1))")
            return
        }
        #expect(distance < 361)
        // The same swipe with a non-destructive action: 52.5 % of the row is reached anyway.
        let normal = try Self.swipes(Self.scene(Self.table(row1: #""trailingSwipeActions": \#(Self.pin)"#)), events)
        guard case .fullSwipe(_, "Pin", false, _, 204.75, false)? = normal.first?.1 else {
            Issue.record("expected a plain full swipe, got \(String(describing: normal.first?.1))")
            return
        }
        // Stopping short of the zone (finger at x = 74) leaves a destructive swipe unconfirmed.
        let short = Self.drag(from: (380, 90), steps: Self.line((380, 90), (74, 90), 9), slowEnd: false)
        let unconfirmed = try Self.swipes(
            Self.scene(Self.table(row1: #""trailingSwipeActions": \#(Self.delete)"#)), short)
        #expect(unconfirmed.map(\.0) == [.revealed])
    }

    @Test("the swipe handler refuses a row without actions for the swipe's side, and a touch on no row")
    func refusals() throws {
        let scene = Self.scene(Self.table(row1: #""trailingSwipeActions": \#(Self.delete)"#))
        let onRow2 = Self.drag(from: (300, 150), steps: Self.line((300, 150), (220, 152), 8))
        #expect(
            try Self.lastReason(of: Self.pan, scene, onRow2)
                == .shouldBegin(.swipeActions(.noActions(cell: "row2", edge: .trailing))))
        let rightward = Self.drag(from: (100, 90), steps: Self.line((100, 90), (180, 92), 8))
        #expect(
            try Self.lastReason(of: Self.pan, scene, rightward)
                == .shouldBegin(.swipeActions(.noActions(cell: "row1", edge: .leading))))
        let below = Self.drag(from: (300, 400), steps: Self.line((300, 400), (220, 402), 8))
        #expect(try Self.lastReason(of: Self.pan, scene, below) == .shouldBegin(.swipeActions(.noRow)))
        #expect(try Self.swipes(scene, onRow2).isEmpty)
    }

    @Test("a steep diagonal fails the pan at its hysteresis; a vertical drag lets the table's pan exclude it")
    func verticalMovement() throws {
        let still = Self.scene(
            Self.table(
                row1: #""trailingSwipeActions": \#(Self.delete)"#, table: #""scroll": {"contentSize": [390, 844]}"#))
        let diagonal = Self.drag(from: (300, 90), steps: Self.line((300, 90), (270, 138), 6), slowEnd: false)
        #expect(try Self.lastReason(of: Self.pan, still, diagonal) == .rule(.swipeActionVertical(x: 20, y: 32)))
        let scrolling = Self.scene(
            Self.table(
                row1: #""trailingSwipeActions": \#(Self.delete)"#, table: #""scroll": {"contentSize": [390, 2000]}"#))
        let vertical = Self.drag(from: (200, 90), steps: Self.line((200, 90), (204, 10), 8), slowEnd: false)
        let story = try Self.story(scrolling, vertical)
        #expect(story.prefix(2) == ["0.016 table.pan possible->began", "0.016 \(Self.pan) possible->failed"])
        #expect(!story.contains { $0.contains("swipe row1") })
    }

    @Test("a second finger fails the possible pan")
    func secondFinger() throws {
        let events = """
            [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 300, "y": 90}]},
             {"t": 0.02, "touches": [{"id": 1, "phase": "moved", "x": 290, "y": 90}, {"id": 2, "phase": "began", "x": 100, "y": 150}]},
             {"t": 0.04, "touches": [{"id": 1, "phase": "moved", "x": 220, "y": 90}, {"id": 2, "phase": "stationary", "x": 100, "y": 150}]},
             {"t": 0.1, "touches": [{"id": 1, "phase": "ended", "x": 220, "y": 90}, {"id": 2, "phase": "ended", "x": 100, "y": 150}]}]
            """
        let scene = Self.scene(Self.table(row1: #""trailingSwipeActions": \#(Self.delete)"#))
        #expect(try Self.lastReason(of: Self.pan, scene, events) == .rule(.swipeActionSecondTouch))
    }

    @Test("a custom pan on the cell begins first and hides the actions; requiring the swipe pan to fail reveals them")
    func customPan() throws {
        let conflict = Self.scene(
            Self.table(
                row1: #""trailingSwipeActions": \#(Self.delete)"#, recognizers: #"[{"id": "cardPan", "kind": "pan"}]"#))
        let lost = try Self.story(conflict, Self.leftward)
        #expect(lost.contains("0.016 \(Self.pan) possible->failed"))
        #expect(lost.contains("0.016 cardPan possible->began"))
        #expect(!lost.contains { $0.contains("swipe row1") })
        let fixed = Self.scene(
            Self.table(
                row1: #""trailingSwipeActions": \#(Self.delete)"#,
                recognizers: #"[{"id": "cardPan", "kind": "pan", "requireToFail": ["table.swipeActionPan"]}]"#))
        let won = try Self.story(fixed, Self.leftward)
        #expect(won.contains("0.048 cardPan possible->failed"))
        #expect(won.last == "0.226 swipe row1 trailing revealed")
    }

    @Test("the edge back swipe makes the swipe pan wait and wins from the left edge; further in the actions open")
    func backSwipe() throws {
        let scene = Self.scene(
            Self.nav(Self.table(row1: #""leadingSwipeActions": \#(Self.pin)"#)),
            settings: #"{"contentBackSwipe": false}"#)
        let fromEdge = Self.drag(from: (5, 90), steps: Self.line((5, 90), (125, 92), 8))
        #expect(
            try Self.lastReason(of: Self.pan, scene, fromEdge)
                == .requiresFailure(of: "nav.interactivePopGestureRecognizer", shown: .began))
        #expect(try Self.swipes(scene, fromEdge).isEmpty)
        let inside = Self.drag(from: (40, 90), steps: Self.line((40, 90), (160, 92), 8))
        #expect(try Self.swipes(scene, inside).map(\.0) == [.revealed])
    }

    @Test("iOS 26: the content back swipe waits for the swipe pan; it pops only where the row has no leading actions")
    func contentBackSwipe() throws {
        let events = Self.drag(from: (150, 90), steps: Self.line((150, 90), (270, 92), 8))
        let leading = Self.scene(Self.nav(Self.table(row1: #""leadingSwipeActions": \#(Self.pin)"#)))
        let content = "nav.interactiveContentPopGestureRecognizer"
        #expect(try Self.lastReason(of: content, leading, events) == .requiresFailure(of: Self.pan, shown: .began))
        #expect(try Self.swipes(leading, events).map(\.0) == [.revealed])
        let trailingOnly = Self.scene(Self.nav(Self.table(row1: #""trailingSwipeActions": \#(Self.delete)"#)))
        let story = try Self.story(trailingOnly, events)
        #expect(story.contains("0.032 \(Self.pan) possible->failed"))
        #expect(story.contains("0.032 \(content) possible->began"))
        // The requirement is the navigation controller's: a replaced delegate drops it.
        let scene = try Self.decode(leading)
        let graph = scene.failureGraph
        let c = try #require(scene.recognizers.firstIndex { $0.id == content })
        let p = try #require(scene.recognizers.firstIndex { $0.id == Self.pan })
        #expect(graph.requirements[c].contains(p))
    }

    @Test("the swipe record in jsonl names the list, cell, index path, edge, event and reason")
    func jsonl() throws {
        let records = try Self.records(
            Self.scene(Self.table(row1: #""trailingSwipeActions": \#(Self.delete)"#)), Self.leftward)
        let swipe = try #require(records.first { $0.type == "swipe" })
        var out: [UInt8] = []
        JSONLWriter.write([swipe]) { out += $0 }
        let line = String(decoding: out, as: UTF8.self)
        #expect(line.hasPrefix(#"{"type":"swipe","#))
        #expect(
            line.contains(
                #""t":0.226,"list":"table","cell":"row1","indexPath":"[0, 1]","edge":"trailing","event":"revealed","reason":"released 55 pt toward the trailing actions > half their width 37 pt"}"#
            ))
    }

    // MARK: Imports

    @Test("a recognizer dump's _UISwipeActionPanGestureRecognizer on a table becomes list.swipeActionPan, under its id")
    func recognizerDumpImport() throws {
        let dump = """
            <UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x3>>
               | <UITableView: 0x10; frame = (0 0; 390 844); clipsToBounds = YES; gestureRecognizers = <NSArray: 0x4>; layer = <CALayer: 0x5>; contentOffset: {0, 0}; contentSize: {390, 2000}>
               |    | <UITableViewCell: 0x20; frame = (0 60; 390 60); layer = <CALayer: 0x6>>
            """
        let listing = """
            <UIScrollViewPanGestureRecognizer: 0x31; state = Possible; delaysTouchesEnded = NO; view = <UITableView 0x10>; target= <(action=handlePan:, target=<UITableView 0x10>)>>
            <_UISwipeActionPanGestureRecognizer: 0x32; state = Possible; view = <UITableView 0x10>; target= <(action=_swipeRecognizerDidRecognize:, target=<UISwipeHandler 0x40>)>>
            <UIPanGestureRecognizer: 0x33; state = Possible; view = <UITableViewCell 0x20>; target= <(action=drag:, target=<App.Cell 0x20>)>; must-fail = {
                    <_UISwipeActionPanGestureRecognizer: 0x32; state = Possible; view = <UITableView 0x10>>
                }>
            """
        var (scene, _) = try importDump(dump)
        let report = try RecognizerAndControllerDumpTests.recognizers(listing, into: &scene)
        #expect(report.swipeActionPans == 1)
        #expect(report.recognizersDropped.isEmpty)
        let table = try #require(scene.views.firstIndex { $0.viewClass == .tableView })
        #expect(scene.views[table].swipeActionPan)
        let json = RecognizerAndControllerDumpTests.json(scene)
        #expect(json.contains(#""swipeActionPan": true"#))
        let decoded = try TraceDecoder.decodeScene(bytes: Array(json.utf8), file: "s.json")
        let tableID = scene.views[table].id
        let pan = try #require(decoded.recognizers.firstIndex { $0.id == tableID + ".swipeActionPan" })
        // The app's pan that must wait for it keeps the requirement, by the built-in id.
        let appPan = try #require(decoded.recognizers.first { $0.id == "pan_33" })
        #expect(appPan.requireToFail == [pan])
        #expect(report.text(source: "dump.txt").contains("as list.swipeActionPan"))
        // On a view that is not a list it stays a dropped system recognizer, with its note.
        #expect(
            UIKitSystemRecognizers.note(className: "_UISwipeActionPanGestureRecognizer", name: nil)?.contains(
                "list.swipeActionPan") == true)
    }
}
