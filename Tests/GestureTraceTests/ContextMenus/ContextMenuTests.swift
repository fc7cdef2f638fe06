import Testing

@testable import GestureTrace

/// SEMANTICS §9.13: a view's `UIContextMenuInteraction`, decoded from scenes so the
/// `contextMenu` key and its settings are exercised too.
@Suite struct ContextMenuTests {
    /// A window with a view `card` carrying a context menu; `recognizers` are the card's own,
    /// `card` extra keys go into the card's object. `scroll`: the card sits in a vertical
    /// scroll view `list`.
    static func scene(
        recognizers: String = "[]", card: String = "", scroll: Bool = false, settings: String = "{}",
        contextMenu: String = "true"
    ) -> String {
        let cardView =
            #"{"id": "card", "frame": [0, 100, 390, 100], "contextMenu": \#(contextMenu), "recognizers": \#(recognizers)\#(card)}"#
        let content =
            scroll
            ? #"{"id": "list", "class": "UIScrollView", "frame": [0, 0, 390, 844], "scroll": {"contentSize": [390, 2000]}, "subviews": [\#(cardView)]}"#
            : cardView
        return """
            {"settings": \(settings), "window": {"id": "window", "frame": [0, 0, 390, 844], "subviews": [\(content)]}}
            """
    }

    /// One finger down at (100, 150) at t = 0, moved by `dy` at each of `moves` times, lifted at `lift`.
    static func touch(moves: [(t: Double, dy: Double)] = [], lift: Double) -> String {
        var events = [#"{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 100, "y": 150}]}"#]
        var y = 150.0
        for move in moves {
            y += move.dy
            events.append(#"{"t": \#(move.t), "touches": [{"id": 1, "phase": "moved", "x": 100, "y": \#(y)}]}"#)
        }
        events.append(#"{"t": \#(lift), "touches": [{"id": 1, "phase": "ended", "x": 100, "y": \#(y)}]}"#)
        return "[" + events.joined(separator: ",") + "]"
    }

    static func records(_ scene: String, _ events: String) throws -> [Record] {
        try FuzzFindingsTests.records(#"{"gesturetrace": 1, "scene": \#(scene), "events": \#(events)}"#)
    }

    /// State changes, menu events and the card's began/ended/cancelled, as `time detail`.
    static func story(_ scene: String, _ events: String) throws -> [String] {
        try records(scene, events).compactMap { record in
            let t = DecimalFormat.time(record.time)
            switch record.body {
            case let .state(r, from, to, _, _) where to != .changed: return "\(t) \(r) \(from.rawValue)->\(to.rawValue)"
            case let .menu(view, _, event): return "\(t) \(view) menu \(event.rawValue)"
            case let .deliver("card", phase, _, _, _) where phase != .moved: return "\(t) card \(phase.rawValue)"
            default: return nil
            }
        }
    }

    static func decode(_ scene: String) throws -> Scene {
        try TraceDecoder.decode(
            bytes: Array(#"{"gesturetrace": 1, "scene": \#(scene), "events": []}"#.utf8), file: "m.json"
        ) { path throws(TraceError) in
            throw TraceError(file: path, line: 0, column: 0, path: "", message: "no scene files")
        }.scene
    }

    @Test("contextMenu installs the press and the two relationship recognizers after the view's own")
    func installsThreeRecognizers() throws {
        let scene = try Self.decode(Self.scene(recognizers: #"[{"id": "tap", "kind": "tap"}]"#))
        let card = scene.views.firstIndex { $0.id == "card" }!
        let specs = scene.views[card].recognizers.map { scene.recognizers[$0] }
        #expect(specs.map(\.id) == ["tap", "card.contextMenu", "card.contextMenuExclusion", "card.contextMenuFailure"])
        // K45: the press does not cancel the view's touches and recognizes with anything; the
        // relationship recognizers cancel (K46 prefersCancelsTouchesInView).
        #expect(!specs[1].cancelsTouchesInView && specs[1].simultaneousWith == .all)
        #expect(specs[2].cancelsTouchesInView && specs[3].cancelsTouchesInView)
        #expect(specs[1].kind.isContinuous && !specs[2].kind.isContinuous)
        #expect(try Self.decode(Self.scene(contextMenu: "false")).recognizers.isEmpty)
    }

    @Test(
        "held still: preview at 0.15 s, menu at 0.4 s, relationship recognizers succeed, the view's touch is cancelled")
    func holdPresentsTheMenu() throws {
        let story = try Self.story(Self.scene(), Self.touch(lift: 0.6))
        #expect(
            story == [
                "0 card began",
                "0.15 card.contextMenu possible->began",
                "0.15 card menu previewBegan",
                "0.4 card.contextMenuExclusion possible->recognized",
                "0.4 card cancelled",
                "0.4 card.contextMenuFailure possible->recognized",
                "0.4 card menu presented",
                "0.6 card.contextMenu changed->ended",
            ])
    }

    @Test("contextMenuDuration and contextMenuPreviewDelay are scene settings (an iPad's 0.325 s)")
    func timingsAreSettings() throws {
        let story = try Self.story(
            Self.scene(settings: #"{"contextMenuDuration": 0.325, "contextMenuPreviewDelay": 0.1}"#),
            Self.touch(lift: 0.5))
        #expect(story.contains("0.1 card menu previewBegan"))
        #expect(story.contains("0.325 card menu presented"))
    }

    @Test("lifted after the preview and before the menu: the press ends, the preview is cancelled, the touch ends")
    func liftBeforeMenu() throws {
        let story = try Self.story(Self.scene(), Self.touch(lift: 0.3))
        #expect(
            story == [
                "0 card began",
                "0.15 card.contextMenu possible->began",
                "0.15 card menu previewBegan",
                "0.3 card.contextMenu began->ended",
                "0.3 card.contextMenuExclusion possible->failed",
                "0.3 card.contextMenuFailure possible->failed",
                "0.3 card menu cancelled",
                "0.3 card ended",
            ])
    }

    @Test("a quick tap fails the press at the lift with no menu record, and a tap recognizer on the view recognizes")
    func quickTap() throws {
        let story = try Self.story(
            Self.scene(recognizers: #"[{"id": "tap", "kind": "tap"}]"#), Self.touch(lift: 0.05))
        #expect(story.contains("0.05 card.contextMenu possible->failed"))
        #expect(story.contains("0.05 tap possible->recognized"))
        #expect(!story.contains { $0.contains(" menu ") })
    }

    @Test("the menu excludes a tap still possible on the view (the exclusion recognizer, §6.4)")
    func menuExcludesTap() throws {
        let records = try Self.records(
            Self.scene(recognizers: #"[{"id": "tap", "kind": "tap"}]"#), Self.touch(lift: 0.6))
        let tapFailed = records.first {
            if case let .state("tap", _, .failed, reason, _) = $0.body, case .excluded(let by, _, _, _) = reason {
                return by == "card.contextMenuExclusion"
            }
            return false
        }
        #expect(tapFailed?.time == 0.4)
    }

    @Test("moving more than contextMenuAllowableMovement on one axis before the preview fails the press, no record")
    func moveFailsPress() throws {
        // 9 pt stays within 10 on the axis; 11 pt does not (the check is per axis, strictly more).
        let story = try Self.story(
            Self.scene(), Self.touch(moves: [(0.02, 9), (0.04, 2)], lift: 0.6))
        #expect(story.contains("0.04 card.contextMenu possible->failed"))
        #expect(!story.contains { $0.contains(" menu ") })
        // The relationship recognizers stay possible until the lift (K46: nothing ends an
        // interaction that never began).
        #expect(story.contains("0.6 card.contextMenuFailure possible->failed"))
    }

    @Test("moving after the preview cancels the press and ends the interaction: relationship recognizers fail at once")
    func moveAfterPreviewCancels() throws {
        let story = try Self.story(Self.scene(), Self.touch(moves: [(0.3, 12)], lift: 0.6))
        #expect(
            story.contains("0.3 card.contextMenu changed->cancelled")
                || story.contains("0.3 card.contextMenu began->cancelled"))
        #expect(story.contains("0.3 card.contextMenuExclusion possible->failed"))
        #expect(story.contains("0.3 card.contextMenuFailure possible->failed"))
        #expect(story.contains("0.3 card menu cancelled"))
        #expect(!story.contains("0.4 card menu presented"))
    }

    @Test("once the menu is presented, moving does not cancel the press (the finger slides to an action)")
    func moveAfterMenuKeepsPress() throws {
        let story = try Self.story(Self.scene(), Self.touch(moves: [(0.5, 40)], lift: 0.7))
        #expect(story.contains("0.7 card.contextMenu changed->ended"))
        #expect(!story.contains { $0.contains("cancelled") && $0.contains("contextMenu ") })
    }

    @Test("a UILongPressGestureRecognizer waits for the failure recognizer and fails when the menu appears")
    func longPressFailsWithMenu() throws {
        let story = try Self.story(
            Self.scene(recognizers: #"[{"id": "press", "kind": "longPress", "minimumPressDuration": 0.2}]"#),
            Self.touch(lift: 0.6))
        #expect(story.contains("0.4 press possible->failed"))
        #expect(!story.contains { $0.hasPrefix("0.2 press") })
        // Lifted before the menu, the failure recognizer fails at the lift and the long press,
        // which asked at 0.2 s and waited, is shown began and ended then.
        let early = try Self.story(
            Self.scene(recognizers: #"[{"id": "press", "kind": "longPress", "minimumPressDuration": 0.2}]"#),
            Self.touch(lift: 0.3))
        #expect(early.contains("0.3 press possible->began"))
    }

    @Test(
        "an enclosing scroll view's pan waits for the press: a prompt drag scrolls, a drag after the preview does not")
    func scrollPanWaitsForPress() throws {
        let prompt = try Self.story(
            Self.scene(scroll: true), Self.touch(moves: [(0.02, -6), (0.04, -6), (0.06, -6)], lift: 0.2))
        #expect(prompt.contains("0.04 card.contextMenu possible->failed"))
        #expect(prompt.contains("0.04 list.pan possible->began"))
        let late = try Self.story(
            Self.scene(scroll: true), Self.touch(moves: [(0.3, -6), (0.32, -6), (0.34, -6)], lift: 0.5))
        #expect(late.contains("0.15 list.pan possible->failed"))
        #expect(!late.contains { $0.contains("list.pan possible->began") })
    }

    @Test("an outer view's menu waits for the menu of a view inside it (same-name rule of the driver)")
    func innerMenuFirst() throws {
        let scene = """
            {"window": {"id": "window", "frame": [0, 0, 390, 844], "subviews": [
              {"id": "outer", "frame": [0, 0, 390, 400], "contextMenu": true, "subviews": [
                {"id": "card", "frame": [0, 100, 390, 100], "contextMenu": true}]}]}}
            """
        let story = try Self.story(scene, Self.touch(lift: 0.6))
        #expect(story.contains("0.15 outer.contextMenu possible->failed"))
        #expect(story.contains("0.4 card menu presented"))
        #expect(!story.contains { $0.contains("outer menu") })
    }

    @Test("a second finger cancels the press")
    func secondTouch() throws {
        let events = """
            [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 100, "y": 150}]},
             {"t": 0.2, "touches": [{"id": 2, "phase": "began", "x": 200, "y": 150}]},
             {"t": 0.6, "touches": [{"id": 1, "phase": "ended", "x": 100, "y": 150}, {"id": 2, "phase": "ended", "x": 200, "y": 150}]}]
            """
        let scene = Self.scene(card: #", "multipleTouchEnabled": true"#)
        let story = try Self.story(scene, events)
        #expect(
            story.contains("0.2 card.contextMenu began->cancelled")
                || story.contains("0.2 card.contextMenu changed->cancelled"))
        #expect(story.contains("0.2 card menu cancelled"))
    }

    /// The card's double tap `like`, whose delegate makes the menu's press wait for it
    /// (`shouldBeRequiredToFailBy`): held still, it fails at `tapMaxDuration` (0.75 s).
    static let pressWaitsForDoubleTap =
        #"[{"id": "like", "kind": "tap", "taps": 2, "shouldBeRequiredToFailBy": ["card.contextMenu"]}]"#

    @Test("a press still pending at contextMenuDuration presents no menu: the driver hears no action (K45)")
    func pendingPressPresentsNothing() throws {
        // Lifted at 0.6 s, before the double tap gives up: the press waited from 0.15 s on.
        let story = try Self.story(Self.scene(recognizers: Self.pressWaitsForDoubleTap), Self.touch(lift: 0.6))
        #expect(!story.contains { $0.contains("menu presented") })
        #expect(!story.contains { $0.hasPrefix("0.4 ") })
        // The relationship recognizers did not succeed; they fail with the lift (rule 2).
        #expect(story.contains("0.6 card.contextMenuExclusion possible->failed"))
        #expect(story.contains("0.6 card.contextMenuFailure possible->failed"))
        #expect(!story.contains { $0.contains("recognized") })
        // No menu cancelled the view's touch: it ends, when the double tap (which delays
        // touchesEnded, §7.4) fails at the end of its 0.35 s interval.
        #expect(story.contains("0.95 card ended"))
        #expect(!story.contains("card cancelled"))
    }

    @Test("effective after contextMenuDuration: the preview at its began action, the menu at its next changed action")
    func latePressPresentsAtNextChangedAction() throws {
        let records = try Self.records(Self.scene(recognizers: Self.pressWaitsForDoubleTap), Self.touch(lift: 1))
        let menus = records.compactMap { record -> (frame: Int, time: Double, event: ContextMenuEvent)? in
            guard case let .menu(_, _, event) = record.body else { return nil }
            return (record.frame, record.time, event)
        }
        #expect(menus.map(\.event) == [.previewBegan, .presented])
        // Both when the double tap fails at 0.75 s, the menu in a frame of its own after the
        // began action: the display link's next frame (§9.13 rule 1).
        #expect(menus.map(\.time) == [0.75, 0.75])
        #expect(menus.count == 2 && menus[0].frame < menus[1].frame)
        let actions = records.compactMap { record -> String? in
            guard case let .action("card.contextMenu", state) = record.body else { return nil }
            return "\(DecimalFormat.time(record.time)) \(state.rawValue)"
        }
        #expect(actions == ["0.75 began", "0.75 changed", "1 ended"])
        let presented = records.contains {
            if case let .state("card.contextMenu", .began, .changed, .rule(.menuPresented(seconds, _)), _) = $0.body {
                return seconds == 0.75
            }
            return false
        }
        #expect(presented)
        let story = try Self.story(Self.scene(recognizers: Self.pressWaitsForDoubleTap), Self.touch(lift: 1))
        #expect(story.contains("0.75 card.contextMenuExclusion possible->recognized"))
        #expect(story.contains("0.75 card cancelled"))
    }

    @Test("effective before contextMenuDuration after waiting: the menu at 0.4 s as for a press that never waited")
    func earlyEffectivePressPresentsOnTime() throws {
        let story = try Self.story(
            Self.scene(recognizers: Self.pressWaitsForDoubleTap, settings: #"{"tapMaxDuration": 0.3}"#),
            Self.touch(lift: 0.6))
        #expect(story.contains("0.3 card.contextMenu possible->began"))
        #expect(story.contains("0.3 card menu previewBegan"))
        #expect(story.contains("0.4 card menu presented"))
    }

    @Test("a pending press that moves too far fails without ending the interaction, which never began (K45, K46)")
    func pendingPressMovedEndsNothing() throws {
        let story = try Self.story(
            Self.scene(recognizers: Self.pressWaitsForDoubleTap), Self.touch(moves: [(0.3, 12)], lift: 0.6))
        #expect(story.contains("0.3 card.contextMenu possible->failed"))
        #expect(!story.contains { $0.contains(" menu ") })
        #expect(
            !story.contains {
                $0.hasPrefix("0.3 card.contextMenuExclusion") || $0.hasPrefix("0.3 card.contextMenuFailure")
            })
        #expect(story.contains("0.6 card.contextMenuFailure possible->failed"))
    }

    @Test("a replay with a context menu frees its recognizers when it ends (no runtime-logic-interaction cycle)")
    func replayFreesItsRecognizers() throws {
        let trace = try TraceDecoder.decode(
            bytes: Array(
                #"{"gesturetrace": 1, "scene": \#(Self.scene()), "events": \#(Self.touch(moves: [(0.2, 20)], lift: 0.5))}"#
                    .utf8),
            file: "m.json"
        ) { path throws(TraceError) in
            throw TraceError(file: path, line: 0, column: 0, path: "", message: "no scene files")
        }
        weak var press: RecognizerRuntime?
        do {
            let loop = FrameLoop(trace: trace)
            press = loop.arbiter.recognizers.first { $0.spec.id == "card.contextMenu" }
            #expect(press != nil)
            _ = loop.run()
        }
        // A Bool, so that a failure does not describe the runtime (whose arbiter is gone).
        let freed = press == nil
        #expect(freed, "the press recognizer outlived its replay")
    }

}
