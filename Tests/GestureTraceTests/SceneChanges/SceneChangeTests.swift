import Testing

@testable import GestureTrace

/// Scene changes in the event stream (FORMAT §3.5, SEMANTICS §2.12): located errors for
/// malformed changes, and UIKit's rules for the touches and recognizers in flight.
@Suite struct SceneChangeTests {
    typealias S = InputTests.DecoderTestSupport

    static let window = """
        "subviews": [
          {"id": "list", "class": "UIScrollView", "frame": [0, 0, 390, 844], "scroll": {"contentSize": [390, 3000]},
           "subviews": [{"id": "row", "frame": [0, 100, 390, 60], "touches": "handle",
                         "recognizers": [{"id": "press", "kind": "longPress"}]}]},
          {"id": "card", "frame": [0, 600, 390, 200], "touches": "handle",
           "recognizers": [{"id": "drag", "kind": "pan"}, {"id": "tap", "kind": "tap", "requireToFail": ["drag"]}]}
        ]
        """

    /// A trace of the scene above with these events (JSON text, one per line).
    static func trace(_ events: [String]) -> String {
        S.trace(window: window, events: "[\n" + events.joined(separator: ",\n") + "\n]")
    }

    static func replay(_ events: [String]) throws -> [Record.Body] {
        try Replay.run(S.decode(trace(events))).records.map(\.body)
    }

    // MARK: Errors (FORMAT §5)

    @Test("a malformed change is a located error naming the line, column and JSON path")
    func malformed() {
        #expect(
            S.error(Self.trace([#"{"t": 0, "set": {"card": {"hiden": true}}}"#]))
                == "t.json:10:27: error: unknown key 'hiden'; did you mean 'hidden'? (at events[0].set.card.hiden)")
        #expect(
            S.error(Self.trace([#"{"t": 0, "set": {"card": {"alpha": 2}}}"#]))
                == "t.json:10:36: error: alpha '2' is out of range; expected between 0 and 1 (at events[0].set.card.alpha)"
        )
        #expect(
            S.error(Self.trace([#"{"t": 0, "set": {"card": {"removeFromSuperview": false}}}"#])).contains(
                "'removeFromSuperview' must be true (a removed view is not put back), found false"))
        #expect(
            S.error(Self.trace([#"{"t": 0, "set": {"card": {"hidden": true, "isHidden": false}}}"#])).contains(
                "'isHidden' is UIKit's name for 'hidden', which is also given; give one of them"))
        #expect(
            S.error(Self.trace([#"{"t": 0, "set": {}}"#])).contains(
                "'set' names no view or gesture recognizer to change (at events[0].set)"))
        #expect(
            S.error(
                Self.trace([#"{"t": 0, "set": {"card": {"hidden": true}}, "touches": []}"#])
            ).contains("a 'set' event cannot also list touches"))
    }

    @Test("an id the scene does not have, or a key that does not apply to it, is located at the id or the key")
    func resolution() {
        #expect(
            S.error(Self.trace([#"{"t": 0, "set": {"crad": {"hidden": true}}}"#]))
                == "t.json:10:18: error: unknown view or gesture recognizer id 'crad'; did you mean 'card'? (at events[0].set.crad)"
        )
        #expect(
            S.error(Self.trace([#"{"t": 0, "set": {"card": {"scrollEnabled": false}}}"#]))
                == "t.json:10:27: error: 'scrollEnabled' applies to a scroll view; 'card' is a UIView (at events[0].set.card.scrollEnabled)"
        )
        #expect(
            S.error(Self.trace([#"{"t": 0, "set": {"drag": {"hidden": true}}}"#])).contains(
                "'hidden' applies to a view; 'drag' is a gesture recognizer"))
        #expect(
            S.error(Self.trace([#"{"t": 0, "set": {"card": {"enabled": false}}}"#])).contains(
                "'enabled' applies to a gesture recognizer; 'card' is a view"))
        #expect(
            S.error(Self.trace([#"{"t": 0, "set": {"w": {"removeFromSuperview": true}}}"#])).contains(
                "the window cannot be removed"))
        // A scroll view's built-in pan is a recognizer a change may name.
        #expect(S.error(Self.trace([#"{"t": 0, "set": {"list.pan": {"enabled": false}}}"#])) == "no error")
    }

    @Test("changes keep their order and survive the ordinary and strokes paths alike")
    func decoded() throws {
        let trace = try S.decode(
            Self.trace([
                #"{"t": 0, "set": {"card": {"frame": [0, 500, 390, 100], "isHidden": true}, "tap": {"isEnabled": false}}}"#
            ]))
        #expect(
            trace.sceneChanges[0] == [
                SceneChange(target: .view(3), value: .frame(Rect(x: 0, y: 500, width: 390, height: 100))),
                SceneChange(target: .view(3), value: .hidden(true)),
                SceneChange(target: .recognizer(3), value: .enabled(false)),
            ])
    }

    // MARK: In flight (SEMANTICS §2.12)

    @Test("disabled while possible, a recognizer fails, and the tap that required its failure recognizes")
    func disabledWhilePossible() throws {
        let records = try Self.replay([
            #"{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 100, "y": 700}]}"#,
            #"{"t": 0.02, "set": {"drag": {"enabled": false}}}"#,
            #"{"t": 0.05, "touches": [{"id": 1, "phase": "ended", "x": 100, "y": 700}]}"#,
        ])
        let states = records.compactMap { body -> String? in
            guard case let .state(r, from, to, reason, _) = body else { return nil }
            return "\(r) \(from.rawValue)->\(to.rawValue) \(ReasonText.string(reason))"
        }
        #expect(
            states == [
                "drag possible->failed isEnabled set to false",
                "tap possible->recognized 1 tap",
            ])
    }

    @Test("hidden, alpha and userInteractionEnabled affect later hit tests only: a touch keeps its view")
    func hitTestsOnly() throws {
        let records = try Self.replay([
            #"{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 100, "y": 700}]}"#,
            #"{"t": 0.01, "set": {"card": {"hidden": true}}}"#,
            #"{"t": 0.02, "touches": [{"id": 1, "phase": "ended", "x": 100, "y": 700}]}"#,
            #"{"t": 1, "touches": [{"id": 2, "phase": "began", "x": 100, "y": 700}]}"#,
            #"{"t": 1.02, "touches": [{"id": 2, "phase": "ended", "x": 100, "y": 700}]}"#,
        ])
        let hits = records.compactMap { body -> String? in
            guard case let .hit(touch, _, view, _, _, _, _) = body else { return nil }
            return "\(touch) \(view ?? "nil")"
        }
        #expect(hits == ["1 card", "2 list"])
        // The hidden card still holds touch 1: the tap that recognizes on it cancels it there.
        #expect(records.contains(.deliver(responder: "card", phase: .cancelled, touches: [.int(1)], delayed: false)))
    }

    @Test("a moved view: later hit tests find it where it is now")
    func moved() throws {
        let records = try Self.replay([
            #"{"t": 0, "set": {"card": {"frame": [0, 0, 390, 200]}}}"#,
            #"{"t": 0.1, "touches": [{"id": 1, "phase": "began", "x": 100, "y": 100}]}"#,
            #"{"t": 0.2, "touches": [{"id": 1, "phase": "ended", "x": 100, "y": 100}]}"#,
        ])
        let hits = records.compactMap { body -> String? in
            guard case let .hit(_, _, view, _, _, _, _) = body else { return nil }
            return view
        }
        #expect(hits == ["card"])
    }

    @Test("a removed view's held touch is cancelled in it; its recognizers fail")
    func removed() throws {
        let records = try Self.replay([
            #"{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 100, "y": 700}]}"#,
            #"{"t": 0.01, "set": {"card": {"removeFromSuperview": true}}}"#,
            #"{"t": 0.02, "touches": [{"id": 1, "phase": "ended", "x": 100, "y": 700}]}"#,
        ])
        #expect(records.contains(.deliver(responder: "card", phase: .cancelled, touches: [.int(1)], delayed: false)))
        #expect(!records.contains(.deliver(responder: "card", phase: .ended, touches: [.int(1)], delayed: false)))
        let failed = records.compactMap { body -> String? in
            guard case let .state(r, _, .failed, _, _) = body else { return nil }
            return r
        }
        #expect(failed == ["drag", "tap"])
    }

    @Test("the change record opens its own frame, before what it caused, in every writer")
    func record() throws {
        let trace = try S.decode(
            Self.trace([
                #"{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 100, "y": 700}]}"#,
                #"{"t": 0.01, "set": {"card": {"transform": {"translate": [0, 5]}}}}"#,
            ]))
        let records = Replay.run(trace).records
        let index = records.firstIndex { if case .sceneChange = $0.body { return true } else { return false } }
        #expect(index.map { records[$0 - 1].body } == .frame(cause: .change))
        var bytes: [UInt8] = []
        JSONLWriter.appendObject(records[index ?? 0], to: &bytes)
        let line = String(decoding: bytes, as: UTF8.self)
        #expect(
            line
                == #"{"type":"change","frame":1,"t":0.01,"target":"card","key":"transform","value":[1, 0, 0, 1, 0, 5]}"#
        )
    }
}
