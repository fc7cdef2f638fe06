import Testing

@testable import GestureTrace

/// SwiftUI's rules as the engine applies them: the UIKit-facing predicates of the container
/// model (SWIFTUI §2.2), the combinators' phase algebra (§3.2), and the jsonl spelling of the
/// SwiftUI records (FORMAT §4).
@Suite struct SwiftUIEngineTests {
    /// A host whose root (outer) carries `outer` and whose child carries `inner` (JSON text).
    static func content(outer: String, inner: String) throws -> SwiftUIContent {
        let text = SwiftUISceneTests.trace(
            """
            {"id": "p", "frame": [0, 0, 390, 844], "modifiers": [\(outer)],
             "children": [{"id": "c", "frame": [0, 0, 100, 100], "modifiers": [\(inner)]}]}
            """)
        return try InputTests.DecoderTestSupport.decode(text).scene.swiftUI
    }

    @Test("who is prioritized, who prevents, who waits (SWIFTUI §2.2, §4)")
    func predicates() throws {
        // Modifier 0 is the parent's, 1 the child's (decoding order).
        func check(_ outer: String, _ inner: String) throws -> String {
            let c = try Self.content(outer: outer, inner: inner)
            let (p, k) = (0, 1)
            return [
                SwiftUIArbitration.isPrioritized(p, over: k, c) ? "P>C" : "",
                SwiftUIArbitration.isPrioritized(k, over: p, c) ? "C>P" : "",
                SwiftUIArbitration.canPrevent(p, k, c) ? "P prevents C" : "",
                SwiftUIArbitration.canPrevent(k, p, c) ? "C prevents P" : "",
                SwiftUIArbitration.requiresFailure(p, of: k, c) ? "P waits" : "",
                SwiftUIArbitration.requiresFailure(k, of: p, c) ? "C waits" : "",
            ].filter { !$0.isEmpty }.joined(separator: ", ")
        }
        let tap = #"{"gesture": {"tap": {}}, "id": "#
        #expect(try check(tap + #""pt"}"#, tap + #""ct"}"#) == "C>P, P waits")
        #expect(try check(#"{"highPriorityGesture": {"tap": {}}, "id": "pt"}"#, tap + #""ct"}"#) == "P>C, C waits")
        #expect(try check(#"{"simultaneousGesture": {"tap": {}}, "id": "pt"}"#, tap + #""ct"}"#) == "")
        #expect(
            try check(
                #"{"highPriorityGesture": {"tap": {}}, "id": "pt"}"#,
                #"{"highPriorityGesture": {"tap": {}}, "id": "ct"}"#)
                == "P>C, C waits")
        // A parent drag over a child drag: the deeper wins and the parent's (pausedUntilFailed) waits.
        #expect(
            try check(#"{"gesture": {"drag": {}}, "id": "pd"}"#, #"{"gesture": {"drag": {}}, "id": "cd"}"#)
                == "C>P, P waits")
        // Taps with different counts: fewer waits for more, whatever the order.
        #expect(try check(#"{"onTapGesture": {"count": 2}, "id": "pt"}"#, tap + #""ct"}"#) == "C>P, C waits")
        // A composite takes its first part's dependency; the child's tap (failIfActive) waits.
        #expect(
            try check(
                #"{"highPriorityGesture": {"exclusively": [{"drag": {}}, {"tap": {}}]}, "id": "pe"}"#, tap + #""ct"}"#)
                == "P>C, C waits")
    }

    @Test("combinators: exclusive, simultaneous and sequenced phase algebra (SWIFTUI §3.2)")
    func algebra() {
        let t = SwiftUIValue.bool(true)
        #expect(SwiftUICombinators.exclusive(.active(t), .possible(nil)).0 == .active(.object([("first", t)])))
        #expect(SwiftUICombinators.exclusive(.possible(nil), .active(t)).0 == .active(.object([("second", t)])))
        #expect(SwiftUICombinators.exclusive(.failed, .failed).0 == .failed)
        #expect(SwiftUICombinators.exclusive(.ended(t), .active(t)).0 == .ended(.object([("first", t)])))
        #expect(
            SwiftUICombinators.simultaneous(.ended(t), .possible(nil)).0
                == .possible(.object([("first", t), ("second", .null)])))
        #expect(
            SwiftUICombinators.simultaneous(.ended(t), .failed).0 == .ended(.object([("first", t), ("second", .null)])))
        #expect(SwiftUICombinators.simultaneous(.failed, .failed).0 == .failed)
        #expect(SwiftUICombinators.sequence(.possible(t), .possible(nil)).0 == .possible(.object([("first", t)])))
        #expect(
            SwiftUICombinators.sequence(.ended(t), .possible(nil)).0
                == .active(.object([("second", .array([t, .null]))])))
        #expect(SwiftUICombinators.sequence(.ended(t), .failed).0 == .failed)
        #expect(SwiftUICombinators.sequence(.failed, .possible(nil)).0 == .failed)
    }

    @Test("jsonl spelling of swiftuiPhase, swiftuiCallback and gestureStateReset (FORMAT §4)")
    func jsonl() {
        let records = [
            Record(
                frame: 2, time: 0.1,
                body: .swiftuiPhase(
                    gesture: "drag", from: .possible, to: .active,
                    reason: .customStated("moved 12 pt >= minimumDistance 10"))),
            Record(
                frame: 2, time: 0.1,
                body: .swiftuiCallback(
                    gesture: "drag", callback: "onChanged",
                    value: .object([("translation", .point(Point(x: 12, y: 0))), ("first", .null), ("n", .number(1.5))])
                )),
            Record(frame: 3, time: 0.15, body: .gestureStateReset(gesture: "drag", state: "offset")),
        ]
        #expect(
            String(decoding: JSONLWriter.render(records), as: UTF8.self) == """
                {"type":"swiftuiPhase","frame":2,"t":0.1,"gesture":"drag","from":"possible","to":"active","reason":"moved 12 pt >= minimumDistance 10"}
                {"type":"swiftuiCallback","frame":2,"t":0.1,"gesture":"drag","callback":"onChanged","value":{"translation":[12,0],"first":null,"n":1.5}}
                {"type":"gestureStateReset","frame":3,"t":0.15,"gesture":"drag","state":"offset"}

                """)
    }
}
