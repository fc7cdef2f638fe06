import Testing

@testable import GestureTrace

/// SEMANTICS §9.8: a text field's `UITextMultiTapRecognizer` and what its interaction does,
/// decoded from scenes so the `text` key is exercised too.
@Suite struct TextTapTests {
    /// A form holding a UITextField `email` with `text`, and `formRecognizers` on the form.
    static func scene(text: String = "{}", formRecognizers: String = "[]", fieldClass: String = "UITextField")
        -> String
    {
        """
        {"window": {"id": "window", "frame": [0, 0, 390, 844], "subviews": [
          {"id": "form", "frame": [0, 0, 390, 400], "recognizers": \(formRecognizers), "subviews": [
            {"id": "email", "class": "\(fieldClass)", "frame": [20, 50, 350, 44], "text": \(text)}]}]}}
        """
    }

    /// Taps at (80, 70) starting at the given times, each 0.08 s long, 1 pt apart.
    static func taps(_ starts: [Double]) -> String {
        var events: [String] = []
        for (i, t) in starts.enumerated() {
            let x = 80 + Double(i)
            events.append(#"{"t": \#(t), "touches": [{"id": \#(i + 1), "phase": "began", "x": \#(x), "y": 70}]}"#)
            events.append(
                #"{"t": \#(t + 0.08), "touches": [{"id": \#(i + 1), "phase": "ended", "x": \#(x), "y": 70}]}"#)
        }
        return "[" + events.joined(separator: ",") + "]"
    }

    static func records(_ scene: String, _ events: String) throws -> [Record] {
        try FuzzFindingsTests.records(#"{"gesturetrace": 1, "scene": \#(scene), "events": \#(events)}"#)
    }

    /// State changes and text events, in order.
    static func story(_ scene: String, _ events: String) throws -> [String] {
        try records(scene, events).compactMap { record in
            switch record.body {
            case let .state(r, from, to, _, _): return "\(r) \(from.rawValue)->\(to.rawValue)"
            case let .text(view, _, event): return "\(view) \(event.rawValue)"
            default: return nil
            }
        }
    }

    @Test func oneTapBeginsAtTheLiftBeginsEditingAndEndsAfterTheInterval() throws {
        let records = try Self.records(Self.scene(), Self.taps([0]))
        let story = records.compactMap { record -> String? in
            switch record.body {
            case let .state(r, from, to, _, _): return "\(record.time) \(r) \(from.rawValue)->\(to.rawValue)"
            case let .text(view, _, event): return "\(record.time) \(view) \(event.rawValue)"
            default: return nil
            }
        }
        #expect(
            story == [
                "0.08 email.textTap possible->began", "0.08 email editingBegan", "0.08 email caretPlaced",
                "0.43 email.textTap began->ended",
            ])
    }

    @Test func anEditingFieldOnlyMovesTheCaretAndTwoTapsSelectAWordThreeAParagraph() throws {
        let story = try Self.story(Self.scene(text: #"{"editing": true}"#), Self.taps([0, 0.2, 0.4]))
        #expect(
            story == [
                "email.textTap possible->began", "email caretPlaced", "email.textTap began->changed",
                "email selectedWord", "email selectedParagraph",
                "email.textTap changed->ended",
            ])
    }

    @Test func editingBeginsOnceAcrossAttempts() throws {
        let story = try Self.story(Self.scene(), Self.taps([0, 1]))
        #expect(story.filter { $0 == "email editingBegan" }.count == 1)
        #expect(story.filter { $0 == "email caretPlaced" }.count == 2)
    }

    @Test func aHeldTouchFailsTheTapAfterTheMaximumDuration() throws {
        let events =
            #"[{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 80, "y": 70}]}, {"t": 1, "touches": [{"id": 1, "phase": "ended", "x": 80, "y": 70}]}]"#
        let story = try Self.story(Self.scene(), events)
        #expect(story == ["email.textTap possible->failed"])
    }

    @Test func theFieldGetsTouchCancelAndTheFormsTapIsExcluded() throws {
        let records = try Self.records(
            Self.scene(formRecognizers: #"[{"id": "dismiss", "kind": "tap"}]"#), Self.taps([0]))
        let controls = records.compactMap { record -> String? in
            guard case let .control(_, event, _) = record.body else { return nil }
            return event.rawValue
        }
        #expect(controls == ["touchDown", "touchCancel"])
        let dismissed = records.contains { record in
            if case .action("dismiss", _) = record.body { return true } else { return false }
        }
        #expect(!dismissed)
    }

    @Test func itCannotPreventADoubleTapOrATappedLongPress() {
        #expect(!PreventionRules.canPrevent(.textMultiTap, .tap(taps: 2, touches: 1)))
        #expect(PreventionRules.canPrevent(.textMultiTap, .tap(taps: 1, touches: 1)))
        #expect(PreventionRules.canPrevent(.textMultiTap, .tap(taps: 2, touches: 2)))
        #expect(
            !PreventionRules.canPrevent(
                .textMultiTap, .longPress(minimumPressDuration: 0.5, allowableMovement: 10, taps: 1, touches: 1)))
        #expect(
            PreventionRules.canPrevent(
                .textMultiTap, .longPress(minimumPressDuration: 0.5, allowableMovement: 10, taps: 0, touches: 1)))
    }

    @Test func textIsOnlyValidOnTextClassesAndANonEditableTextViewInstallsNothing() throws {
        #expect(throws: TraceError.self) {
            _ = try NavigationRulesTests.decode(Self.scene(fieldClass: "UILabel"))
        }
        #expect(throws: TraceError.self) {
            _ = try NavigationRulesTests.decode(Self.scene(text: #"{"editable": false}"#))
        }
        let textView = try NavigationRulesTests.decode(
            Self.scene(text: #"{"isEditable": false}"#, fieldClass: "UITextView"))
        #expect(!textView.recognizers.contains { $0.id == "email.textTap" })
        let field = try NavigationRulesTests.decode(Self.scene())
        let tap = field.recognizers.first { $0.id == "email.textTap" }
        #expect(tap?.delaysTouchesEnded == false)
        #expect(tap?.cancelsTouchesInView == true)
    }
}
