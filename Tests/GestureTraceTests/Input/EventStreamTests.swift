import Testing

@testable import GestureTrace

/// Streamed decoding (`EventStream`) must give exactly what the ordinary decoder gives, and
/// `EventList` must give back exactly the events put in.
extension InputTests {
    @Suite struct EventStreamTests {
        typealias S = DecoderTestSupport

        /// The events the ordinary (tape) decoder gives for a document.
        static func ordinary(_ text: String) throws(TraceError) -> EventList {
            let bytes = Array(text.utf8)
            let context = DecodingContext(document: try TraceDecoder.parse(bytes, file: "t.json"), file: "t.json")
            var fields: [String: Int] = [:]
            for (key, value) in context.document.members(of: context.document.root) {
                fields[context.document.string(key) ?? ""] = value
            }
            var decoder = EventDecoder(context: context)
            return try decoder.decode(events: fields["events"], strokes: fields["strokes"])
        }

        static func dump(_ events: EventList) -> [String] {
            events.map { event -> String in
                switch event {
                case .interrupt(let t): return "\(t.bitPattern) interrupt"
                case .tick(let t): return "\(t.bitPattern) tick"
                case let .change(t, changes): return "\(t.bitPattern) set \(changes.map(\.targetID))"
                case let .touches(t, touches):
                    return "\(t.bitPattern) "
                        + touches.map { s in
                            "\(s.id)/\(s.phase)/\(s.location.x.bitPattern),\(s.location.y.bitPattern)/\(String(describing: s.force?.bitPattern))/\(String(describing: s.radius?.bitPattern))"
                        }.joined(separator: " ")
                }
            }
        }

        static let events = """
            [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 10.125, "y": -0.0, "force": 0.5},
                                  {"id": "a", "phase": "began", "x": 0.1234567, "y": 1e9, "radius": 3}]},
             {"t": 0.0166666, "touches": [{"id": 1, "phase": "moved", "x": 2147.483, "y": -2147.482, "_c": 1}]},
             {"t": 0.02},
             {"t": 0.03, "touches": [{"id": 1, "phase": "stationary", "x": 1, "y": 2},
                                     {"id": "a", "phase": "cancelled", "x": 3.0, "y": 4e-3}]},
             {"t": 0.04, "interrupt": true},
             {"t": 0.05, "touches": []}]
            """

        @Test("streamed events equal the ordinary decoder's, bit for bit, wherever the scene is")
        func streamedEqualsOrdinary() throws {
            let expected = Self.dump(try Self.ordinary(S.trace(events: Self.events)))
            #expect(expected.count == 6)
            for text in [
                S.trace(events: Self.events),
                #"{"events": \#(Self.events), "gesturetrace": 1, "scene": {"window": {"id": "w", "frame": [0, 0, 390, 844]}}}"#,
                #"{"\u0065vents": \#(Self.events), "gesturetrace": 1, "scene": {"window": {"id": "w", "frame": [0, 0, 390, 844]}}}"#,
            ] {
                let streamed = try #require(
                    TraceDecoder.decodeStreaming(
                        bytes: Array(text.utf8), file: "t.json",
                        loadScene: S.loader([:])))
                #expect(Self.dump(streamed.events) == expected)
            }
        }

        @Test("the stream declines strokes and invalid documents; decode then reports as before")
        func declines() {
            let strokes = S.trace(events: "[]", extra: #", "strokes": [{"id": 1, "points": [[0, 1, 2], [1, 2, 3]]}]"#)
            #expect(
                TraceDecoder.decodeStreaming(bytes: Array(strokes.utf8), file: "t.json", loadScene: S.loader([:]))
                    == nil)
            #expect(S.error(strokes) == "no error")
            let notArray = S.trace(events: "3")
            #expect(
                TraceDecoder.decodeStreaming(bytes: Array(notArray.utf8), file: "t.json", loadScene: S.loader([:]))
                    == nil)
            #expect(S.error(notArray).contains("expected an array of events, found number 3"))
            // An event error before a syntax error later in the file: the syntax error wins.
            let both = S.trace(
                events: #"[{"t": 1, "touches": [{"id": 1, "phase": "moved", "x": 1, "y": 1}]}], "x": tru}"#)
            #expect(S.error(both).contains("unexpected 'tru'"))
        }

        /// A long event list (over two `EventStream.consumedStep`s) with, among the usual
        /// elements, one of another form and one longer than the step itself.
        static func longEvents() -> String {
            var parts: [String] = []
            for k in 0..<32_000 {
                let t = Double(k) / 100
                let id = k / 2 % 5
                let phase = k % 2 == 0 ? "began" : "ended"
                parts.append(#"{"t": \#(t), "touches": [{"id": \#(id), "phase": "\#(phase)", "x": 1.5, "y": 2}]}"#)
                if k == 9_001 {
                    parts.append(
                        #"{"t": \#(t), "touches": [], "_note": "\#(String(repeating: "n", count: 1_200_000))"}"#)
                } else if k % 7_001 == 0 {
                    parts.append(#"{"touches": [], "t": \#(t), "_c": 1}"#)
                }
            }
            return "[" + parts.joined(separator: ",\n ") + "]"
        }

        @Test("lent bytes: the same events, and progress reported in steps that only grow")
        func lentWithProgress() throws {
            let text = S.trace(events: Self.longEvents())
            let bytes = Array(text.utf8)
            #expect(bytes.count > 3 * EventStream.consumedStep)
            let expected = Self.dump(try Self.ordinary(text))
            var offsets: [Int] = []
            let trace = try bytes.withUnsafeBufferPointer { buffer throws(TraceError) in
                try TraceDecoder.decode(
                    lending: buffer, file: "t.json", loadScene: S.loader([:]), consumed: { offsets.append($0) })
            }
            #expect(Self.dump(trace.events) == expected)
            #expect(offsets.count >= 3)
            #expect(offsets == offsets.sorted())
            // Steps of at most the step and an element, but for the one over the long element.
            #expect(zip(offsets, offsets.dropFirst()).filter { $1 - $0 > EventStream.consumedStep + 200 }.count == 1)
            #expect(offsets.last ?? 0 < bytes.count)
            // An error late in the file is reported as from held bytes.
            var broken = bytes
            broken[broken.count - 2] = 0x2C  // "]}" → ",}": a syntax error at the very end
            let heldError = S.error(bytes: broken)
            let lentError = broken.withUnsafeBufferPointer { buffer -> String in
                do throws(TraceError) {
                    _ = try TraceDecoder.decode(
                        lending: buffer, file: "t.json", loadScene: S.loader([:]), consumed: { _ in })
                    return "no error"
                } catch {
                    return error.description
                }
            }
            #expect(lentError == heldError)
            #expect(lentError != "no error")
        }

        @Test("an event list built from events gives them back exactly")
        func roundTrip() {
            let samples: [TouchSample] = [
                TouchSample(id: .int(7), phase: .began, location: Point(x: -0.0, y: 0.001)),
                TouchSample(id: .string("f"), phase: .moved, location: Point(x: 1e9, y: -3.25), force: 0, radius: nil),
                TouchSample(
                    id: .int(7), phase: .ended, location: Point(x: 0.1 + 0.2, y: .infinity), force: nil, radius: 2),
            ]
            let list = EventList([.tick(time: 1), .touches(time: 2, touches: samples), .interrupt(time: 3)])
            let again = EventList(Array(list))
            #expect(Self.dump(list) == Self.dump(again))
            #expect(
                Self.dump(list)[1] == "\(2.0.bitPattern) "
                    + samples.map { s in
                        "\(s.id)/\(s.phase)/\(s.location.x.bitPattern),\(s.location.y.bitPattern)/\(String(describing: s.force?.bitPattern))/\(String(describing: s.radius?.bitPattern))"
                    }.joined(separator: " "))
        }
    }
}
