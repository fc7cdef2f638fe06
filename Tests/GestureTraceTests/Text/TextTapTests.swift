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

/// IOS-INPUTS §3.1, SEMANTICS §9.8: an imported UITextField or UITextView keeps its text tap.
@Suite struct TextImportTests {
    static let dump = """
        <UIWindow: 0x7f9a; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x6000>>
           | <UITextField: 0x7f9b; frame = (20 100; 331 34); text = ''; opaque = NO; layer = <CALayer: 0x6001>>
           | <UITextView: 0x7f9c; frame = (20 200; 331 100); text = ''; layer = <CALayer: 0x6002>>
           | <UILabel: 0x7f9d; frame = (20 400; 100 20); text = 'x'; layer = <CALayer: 0x6003>>
        """

    @Test("text fields and text views are written with 'text', which installs their text tap; a label is not")
    func textKey() throws {
        let (imported, _) = try importDump(Self.dump)
        let document = ImportedSceneWriter.document(imported)
        let text = String(decoding: document, as: UTF8.self)
        #expect(text.components(separatedBy: #""text": {}"#).count == 3)
        let scene = try TraceDecoder.decodeScene(bytes: document, file: "i.json")
        let taps = scene.recognizers.filter { if case .textMultiTap = $0.kind { return true } else { return false } }
        #expect(taps.map { scene.views[$0.view].viewClass } == [.textField, .textView])
    }

    @Test("a dumped text tap is listed as replayed by the text key; other text recognizers as not modelled")
    func droppedNote() {
        #expect(
            UIKitSystemRecognizers.describe(className: "UITextMultiTapRecognizer", name: nil)
                == "UITextMultiTapRecognizer [text interaction's tap: replayed by the view's 'text' key, SEMANTICS §9.8]"
        )
        #expect(
            UIKitSystemRecognizers.describe(className: "UIVariableDelayLoupeGesture", name: nil)
                == "UIVariableDelayLoupeGesture [text interaction: the loupe: not modelled yet]")
    }
}
