import Testing

@testable import GestureTrace

/// Issue 25: limits are checked while decoding. An event listing 10⁶ touches was refused only
/// after its whole tape (and then a second reading of the whole document) was built; now the
/// streamed reading keeps an event's first `TouchLifecycle.maxPerEvent + 1` touches, checks
/// them one by one, and gives the error without reading the document again, in the order the
/// ordinary decoder gives errors (FORMAT §5).
extension InputTests {
    @Suite struct EventStreamLimitTests {
        typealias S = DecoderTestSupport

        /// The first error as the ordinary (whole-tape) decoder states it.
        static func ordinaryError(_ text: String) -> String {
            let bytes = Array(text.utf8)
            do {
                let context = DecodingContext(
                    document: try TraceDecoder.parse(bytes, file: "t.json"), file: "t.json")
                _ = try TraceDecoder.decode(
                    context, loadScene: S.loader([:]), customRecognizers: CustomRecognizerRegistry()
                ) { (events, strokes) throws(TraceError) -> EventList? in
                    var decoder = EventDecoder(context: context)
                    return try decoder.decode(events: events, strokes: strokes)
                }
                return "no error"
            } catch {
                return error.description
            }
        }

        static func began(_ ids: Range<Int>) -> String {
            ids.map { #"{"id": \#($0), "phase": "began", "x": 1, "y": 2}"# }.joined(separator: ", ")
        }

        @Test("an event of 100 000 touches is refused at the limit, holding only its first touches")
        func manyTouchesAtOneInstant() throws {
            let first = #"{"t": 0, "touches": [{"id": "a", "phase": "began", "x": 1, "y": 1}]}"#
            let text = S.trace(
                events: "[\(first),\n {\"t\": 1, \"touches\": [\(Self.began(0..<100_000))]}]")
            let bytes = Array(text.utf8)
            let stream = EventStream(file: "t.json", fileSize: bytes.count)
            let outcome = TraceDecoder.streamedDecoding(
                bytes: bytes, file: "t.json", loadScene: S.loader([:]), stream: stream)
            guard case .refused(let error) = outcome else {
                Issue.record("expected the stream to refuse the trace, got \(outcome)")
                return
            }
            // "a" is down, so the 1000th touch of the event (index 999) is the one too many.
            #expect(error.message == "more than 1000 touches would be down at once")
            #expect(error.path == "events[1].touches[999].phase")
            #expect(error.description == Self.ordinaryError(text))
            #expect(S.error(text) == error.description)
            // What was held: one event's first 2001 touches (about 9 nodes each), not 100 000;
            // the fused decoder stopped collecting samples past any valid event's size.
            let kept = TouchLifecycle.maxPerEvent + 1
            #expect(stream.largestElementTape <= 10 * kept)
            #expect(stream.largestElementTape > 9 * 1000)
            #expect(stream.fused.samples.capacity <= 4 * kept)
            #expect(stream.elementCount == 2)
        }

        @Test("an event's error keeps its place behind syntax, document and scene errors")
        func errorOrder() {
            let bad = #"{"t": 2, "touches": [{"id": 9, "phase": "moved", "x": 1, "y": 1}]}"#
            let good = #"{"t": 1, "touches": [{"id": 1, "phase": "began", "x": 1, "y": 1}]}"#
            let many = #"{"t": 3, "touches": [\#(Self.began(10_000..<13_000)), {"id": 1, "phase": "bogus"}]}"#
            let backwards = #"{"t": 0.5e0, "touches": []}"#
            let cases: [(String, expectRefused: Bool, contains: String)] = [
                (
                    S.trace(events: "[\(good), \(bad)]"), true,
                    "touch '9' is moved but is not down; it needs a 'began' first (at events[1].touches[0].phase)"
                ),
                (
                    S.trace(events: "[\(good), \(backwards)]"), true,
                    "time '0.5e0' is earlier than the previous event's '1'"
                ),
                (
                    S.trace(events: "[\(good),\n \(good)]"), true,
                    "began while it was already down; end or cancel it first (at events[1].touches[0].phase)"
                ),
                (
                    S.trace(events: "[\(good), \(many)]"), true,
                    "more than 1000 touches would be down at once (at events[1].touches[999].phase)"
                ),
                (S.trace(events: "[\(good), \(bad)]", extra: #", "zzz": 1"#), true, "unknown key 'zzz'"),
                (S.trace(events: "[\(good), \(bad)]", extra: #", "x": tru"#), true, "unexpected 'tru'"),
                (S.trace(events: "[\(bad), \(good)]", extra: #", "name": 3"#), true, "found number 3"),
                (
                    #"{"gesturetrace": 1, "events": [\#(bad)], "scene": {"window": {"id": "w"}}}"#, true,
                    "scene.window"
                ),
                (
                    S.trace(events: "[\(many)]", extra: #", "strokes": [{"id": 1, "points": [[0, 1, 2], [1, 2, 3]]}]"#),
                    false, "error:"
                ),
            ]
            for (text, expectRefused, contains) in cases {
                let message = S.error(text)
                #expect(message == Self.ordinaryError(text))
                #expect(message.contains(contains), "\(message)")
                let outcome = TraceDecoder.streamedDecoding(
                    bytes: Array(text.utf8), file: "t.json", loadScene: S.loader([:]))
                if case .refused = outcome {
                    #expect(expectRefused)
                } else {
                    #expect(!expectRefused, "\(message)")
                }
            }
        }
    }
}
