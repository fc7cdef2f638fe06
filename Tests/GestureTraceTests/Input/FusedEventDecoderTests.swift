import Testing

@testable import GestureTrace

/// The fused event decoder takes exactly the elements of the usual form that are valid, gives
/// the ordinary decoder's values bit for bit, and declines everything else without changing
/// anything (the ordinary path then reads the element and reports any error).
extension InputTests {
    @Suite struct FusedEventDecoderTests {
        typealias S = DecoderTestSupport

        /// Runs the decoder over `text` (the bytes after an array's `[`), with `down` already down.
        static func take(_ text: String, down: [TouchID] = []) -> (end: Int, count: Int, events: [String]) {
            var decoder = FusedEventDecoder()
            var events = EventList()
            var previous: EventDecoder.PreviousTime?
            decoder.setDown(down, &events)
            let bytes = Array(text.utf8)
            let (end, count) = bytes.withUnsafeBufferPointer { buffer in
                decoder.decode(buffer.baseAddress!, buffer.count, from: 0, into: &events, previousTime: &previous)
            }
            return (end, count, EventStreamTests.dump(events))
        }

        @Test("elements of the usual form are taken, up to the delimiter after the last one")
        func takes() {
            let text = """
                 {"t":0.5,"touches":[{"id":1,"phase":"began","x":10.125,"y":-0.0}]} ,
                {"touches": [ {"y": 2, "x": 1, "phase": "moved", "id": 1, "force": 0.5, "radius": 0} ], "t": 0.6},
                {"t": 0.7}, {"t": 0.7, "touches": []}, {"interrupt": true, "t": 0.8},
                {"t":1,"touches":[{"id":"a","phase":"began","x":0.1234567,"y":1000000000},
                                  {"id":-3,"phase":"began","x":2147.483,"y":-2147.482}]},
                {"t":2,"touches":[{"id":"a","phase":"stationary","x":1,"y":2},{"id":-3,"phase":"cancelled","x":3.0,"y":0.004}]}
                ]
                """
            let (end, count, events) = Self.take(text)
            #expect(count == 7)
            #expect(Array(text.utf8)[end] == UInt8(ascii: "]"))
            let ordinary = try? EventStreamTests.dump(EventStreamTests.ordinary(S.trace(events: "[" + text)))
            #expect(events == ordinary)
            #expect(events[3] == "\(0.7.bitPattern) tick")
            #expect(events[4] == "\(0.8.bitPattern) interrupt")
        }

        @Test("integer ids read as plain digits or through a number give the ordinary decoder's ids")
        func integerIDs() {
            // 0, 7 and 1023 are plain small integers; 1024 is past the small-id table; 5.0 and
            // 20.00 are integral numbers written with a fraction.
            let text = """
                {"t":1,"touches":[{"id":0,"phase":"began","x":1,"y":1},{"id":7,"phase":"began","x":1,"y":1},
                {"id":1023,"phase":"began","x":1,"y":1},{"id":1024,"phase":"began","x":1,"y":1},
                {"id":5.0,"phase":"began","x":1,"y":1},{"id":20.00,"phase":"began","x":1,"y":1}]},
                {"t":2,"touches":[{"id":1023,"phase":"ended","x":1,"y":1},{"id":5,"phase":"ended","x":1,"y":1},
                {"id":20,"phase":"ended","x":1,"y":1}]}]
                """
            let (_, count, events) = Self.take(text)
            #expect(count == 2)
            let ordinary = try? EventStreamTests.dump(EventStreamTests.ordinary(S.trace(events: "[" + text)))
            #expect(events == ordinary)
            #expect(Self.take(#"{"t": 1, "touches": [{"id": 01, "phase": "began", "x": 1, "y": 1}]}]"#).count == 0)
            #expect(Self.take(#"{"t": 1, "touches": [{"id": 1e0, "phase": "began", "x": 1, "y": 1}]}]"#).count == 0)
        }

        @Test("an unusual element stops the decoder before it, on the comma, with nothing of it kept")
        func stopsBeforeUnusual() {
            let first = #"{"t": 1, "touches": [{"id": 1, "phase": "began", "x": 1, "y": 1}]} "#
            let (end, count, events) = Self.take(first + #", {"t": 2, "_c": 0}]"#)
            #expect(count == 1)
            #expect(end == first.utf8.count)
            #expect(events.count == 1)
            // The touch it took is down: the stream hands that to the ordinary path.
            #expect(Self.take(#"{"t": 2, "touches": [{"id": 1, "phase": "ended", "x": 1, "y": 1}]}]"#).count == 0)
            #expect(
                Self.take(#"{"t": 2, "touches": [{"id": 1, "phase": "ended", "x": 1, "y": 1}]}]"#, down: [.int(1)])
                    .count == 1)
        }

        @Test(
            "declined: every element that is invalid or not of the usual form",
            arguments: [
                #"{"t": 1, "_c": 1}"#, #"{"t": 1e2}"#, #"{"t": 1E2}"#, #"{"t": 01}"#, #"{"t": 1.}"#, #"{"t": -}"#,
                #"{"t": .5}"#, #"{"t": 1, "t": 2}"#, #"{"t": "1"}"#, #"{"t": 1000000001}"#, #"{"t": -1000000000.5}"#,
                #"{"t": 12345678901234567890}"#, #"{"t": 0.12345678901234567891}"#, #"{"t": 1,}"#, #"{}"#,
                #"{"t": 1 "touches": []}"#, #"{"t": 1, "interrupt": false}"#, #"{"t": 1, "interrupt": truex}"#,
                #"{"t": 1, "interrupt": true, "touches": []}"#, #"{"t": 1, "interrupt": true, "interrupt": true}"#,
                #"{"t": 1, "touches": null}"#, #"{"t": 1, "touches": [{}]}"#, #"{"t": 1, "touches": [1]}"#,
                #"{"\u0074": 1}"#, #"{"t": 1, "touches": [{"id": 1, "phase": "began", "x": 1}]}"#,
                #"{"t": 1, "touches": [{"id": 1, "phase": "began", "x": 1, "y": 1,}]}"#,
                #"{"t": 1, "touches": [{"id": 1, "phase": "began", "x": 1, "y": 1},]}"#,
                #"{"t": 1, "touches": [{"id": 1, "phase": "began", "x": 1, "y": 1, "x": 2}]}"#,
                #"{"t": 1, "touches": [{"id": 1.5, "phase": "began", "x": 1, "y": 1}]}"#,
                #"{"t": 1, "touches": [{"id": "", "phase": "began", "x": 1, "y": 1}]}"#,
                #"{"t": 1, "touches": [{"id": "\u0061", "phase": "began", "x": 1, "y": 1}]}"#,
                #"{"t": 1, "touches": [{"id": "é", "phase": "began", "x": 1, "y": 1}]}"#,
                #"{"t": 1, "touches": [{"id": true, "phase": "began", "x": 1, "y": 1}]}"#,
                #"{"t": 1, "touches": [{"id": 1, "phase": "begn", "x": 1, "y": 1}]}"#,
                #"{"t": 1, "touches": [{"id": 1, "phase": "Began", "x": 1, "y": 1}]}"#,
                #"{"t": 1, "touches": [{"id": 1, "phase": "began", "x": 1, "y": 1, "force": -1}]}"#,
                #"{"t": 1, "touches": [{"id": 1, "phase": "began", "x": 1, "y": 1, "radius": 1000000000.5}]}"#,
                #"{"t": 1, "touches": [{"id": 1, "phase": "moved", "x": 1, "y": 1}]}"#,
                #"{"t": 1, "touches": [{"id": 1, "phase": "ended", "x": 1, "y": 1}]}"#,
                #"{"t": 1, "touches": [{"id": 2, "phase": "began", "x": 1, "y": 1}, {"id": 2, "phase": "ended", "x": 1, "y": 1}]}"#,
                #"{"t": 1, "touches": [{"id": 1, "phase": "began", "x": 1, "y": 1}] "#, #"{"t": 1"#,
                #"{"t": 1, "touches": [{"id": 1, "phase": "began", "x": 1, "y": 1}"#,
                #"["t", 1]"#, #"  "#,
            ])
        func declines(_ element: String) {
            let (end, count, events) = Self.take(element + "]")
            #expect(count == 0)
            #expect(end == 0)
            #expect(events.isEmpty)
        }

        /// Runs the decoder over `text` as `take` does, returning how many elements it read in
        /// their compact form (`FusedEventDecoder.compactElement`).
        static func compactCount(_ text: String, down: [TouchID] = []) -> Int {
            var decoder = FusedEventDecoder()
            var events = EventList()
            var previous: EventDecoder.PreviousTime?
            decoder.setDown(down, &events)
            let bytes = Array(text.utf8)
            _ = bytes.withUnsafeBufferPointer { buffer in
                decoder.decode(buffer.baseAddress!, buffer.count, from: 0, into: &events, previousTime: &previous)
            }
            return decoder.compactElements
        }

        /// `text` without the spaces after `:` and `,` (none of the texts here has them in a string).
        static func compacted(_ text: String) -> String {
            var out = ""
            var previous: Character = " "
            for c in text {
                if c == " " && (previous == ":" || previous == ",") { continue }
                out.append(c)
                previous = c
            }
            return out
        }

        @Test("the compact form is read by whole words, with the general path's values and ids")
        func compactForm() {
            let text = """
                {"t":0.531466,"touches":[{"id":1,"phase":"began","x":57.466,"y":75.883}]},\
                {"t":0.539799,"touches":[{"id":1,"phase":"moved","x":-0.0,"y":1000000000}]},\
                {"t":1,"touches":[{"id":"a","phase":"began","x":0.1234567,"y":-2147.482},\
                {"id":1,"phase":"stationary","x":2147.483,"y":0}]},\
                {"t":2,"touches":[{"id":1,"phase":"ended","x":1,"y":2},{"id":"a","phase":"cancelled","x":3.5,"y":4}]}]
                """
            let (end, count, events) = Self.take(text)
            #expect(count == 4)
            #expect(Array(text.utf8)[end] == UInt8(ascii: "]"))
            #expect(Self.compactCount(text) == 4)
            let ordinary = try? EventStreamTests.dump(EventStreamTests.ordinary(S.trace(events: "[" + text)))
            #expect(events == ordinary)
        }

        @Test(
            "an element that leaves the compact form part way is read again from its start by the general path",
            arguments: [
                // A second touch with force, keys in another order, a space, an empty list, a tick,
                // an interrupt, a string id new to the list before the byte that differs.
                #"{"t":1,"touches":[{"id":1,"phase":"began","x":1,"y":1},{"id":2,"phase":"began","x":1,"y":1,"force":0.5}]}"#,
                #"{"t":1,"touches":[{"id":1,"phase":"began","x":1,"y":1},{"phase":"began","id":2,"x":1,"y":1}]}"#,
                #"{"t":1,"touches":[{"id":1,"phase":"began","x":1,"y":1} ]}"#,
                #"{"t":1,"touches":[{"id":"new","phase":"began","x":1,"y":1}] }"#,
                #"{"t":1,"touches":[]}"#, #"{"t":1}"#, #"{"t":1,"interrupt":true}"#,
                #"{"t": 1,"touches":[{"id":1,"phase":"began","x":1,"y":1}]}"#,
                // A sample stored aside (`EventList.wide`) before the byte that differs.
                #"{"t":1,"touches":[{"id":"a","phase":"began","x":0.1234567,"y":-0},{"id":2,"phase":"began","x":1,"y":1,"radius":2}]}"#,
                // More touches than the compact form takes.
                #"{"t":1,"touches":[{"id":1,"phase":"began","x":1,"y":1},{"id":2,"phase":"began","x":1,"y":1},"#
                    + #"{"id":3,"phase":"began","x":1,"y":1},{"id":4,"phase":"began","x":1,"y":1},"#
                    + #"{"id":5,"phase":"began","x":1,"y":1},{"id":6,"phase":"began","x":1,"y":1},"#
                    + #"{"id":7,"phase":"began","x":1,"y":1},{"id":8,"phase":"began","x":1,"y":1},"#
                    + #"{"id":9,"phase":"began","x":1,"y":1}]}"#,
            ])
        func leavesCompactForm(_ element: String) {
            let text = element + "]"
            let (_, count, events) = Self.take(text)
            #expect(count == 1)
            #expect(Self.compactCount(text) == 0)
            let ordinary = try? EventStreamTests.dump(EventStreamTests.ordinary(S.trace(events: "[" + text)))
            #expect(events == ordinary)
        }

        @Test("elements one a line, with any indentation and whitespace after it, are all taken, up to the delimiter")
        func lineIndents() {
            let element = #"{"t":1,"touches":[{"id":1,"phase":"stationary","x":1,"y":2}]}"#
            for separator in [
                "\n", "\n    ", "\n        ", "\n            ", "\n    \n  ", "\n  \t ", "\r\n    ", "  \n\n",
            ] {
                let text =
                    separator + ([String](repeating: element, count: 3)).joined(separator: "," + separator) + separator
                    + "]"
                let (end, count, events) = Self.take(text, down: [.int(1)])
                #expect(count == 3, "\(Array(separator.utf8))")
                #expect(Array(text.utf8)[end] == UInt8(ascii: "]"), "\(Array(separator.utf8))")
                #expect(events.count == 3)
            }
        }

        @Test("eight touches, wide and exact coordinates and new ids are taken in the compact form")
        func compactLimits() {
            let began = (1...8).map { #"{"id":\#($0),"phase":"began","x":\#($0).5,"y":0.\#($0)1234}"# }
            let ended = (1...8).map { #"{"id":\#($0),"phase":"ended","x":-\#($0),"y":2000000.\#($0)}"# }
            let text =
                #"{"t":1,"touches":["# + began.joined(separator: ",") + "]},"
                + #"{"t":2,"touches":["# + ended.joined(separator: ",") + "]}]"
            let (_, count, events) = Self.take(text)
            #expect(count == 2)
            #expect(Self.compactCount(text) == 2)
            let ordinary = try? EventStreamTests.dump(EventStreamTests.ordinary(S.trace(events: "[" + text)))
            #expect(events == ordinary)
        }

        @Test(
            "declined in the compact form too: every element above without its spaces",
            arguments: [
                #"{"t": 1e2}"#, #"{"t": 01}"#, #"{"t": 1.}"#, #"{"t": 1000000001}"#, #"{"t": 1, "touches": [1]}"#,
                #"{"t": 12345678901234567890, "touches": [{"id": 1, "phase": "began", "x": 1, "y": 1}]}"#,
                #"{"t": 1, "touches": [{"id": 1, "phase": "began", "x": 1}]}"#,
                #"{"t": 1, "touches": [{"id": 1, "phase": "began", "x": 1, "y": 1},]}"#,
                #"{"t": 1, "touches": [{"id": 1, "phase": "began", "x": 1, "y": 1, "x": 2}]}"#,
                #"{"t": 1, "touches": [{"id": 1.5, "phase": "began", "x": 1, "y": 1}]}"#,
                #"{"t": 1, "touches": [{"id": 01, "phase": "began", "x": 1, "y": 1}]}"#,
                #"{"t": 1, "touches": [{"id": "", "phase": "began", "x": 1, "y": 1}]}"#,
                #"{"t": 1, "touches": [{"id": "\u0061", "phase": "began", "x": 1, "y": 1}]}"#,
                #"{"t": 1, "touches": [{"id": 1, "phase": "begn", "x": 1, "y": 1}]}"#,
                #"{"t": 1, "touches": [{"id": 1, "phase": "began", "x": 1e1, "y": 1}]}"#,
                #"{"t": 1, "touches": [{"id": 1, "phase": "began", "x": 1, "y": 1000000000.5}]}"#,
                #"{"t": 1, "touches": [{"id": 1, "phase": "moved", "x": 1, "y": 1}]}"#,
                #"{"t": 1, "touches": [{"id": 2, "phase": "began", "x": 1, "y": 1}, {"id": 2, "phase": "ended", "x": 1, "y": 1}]}"#,
                #"{"t": 1, "touches": [{"id": 1, "phase": "began", "x": 1, "y": 1}] "#, #"{"t": 1"#,
                #"{"t": 1, "touches": [{"id": 1, "phase": "began", "x": 1, "y": 1}"#,
                #"{"t": 1, "touches": [{"id": 1, "phase": "began", "x": 1, "y": 1}]"#,
                #"{"t": 1, "touches": [{"id": 1, "phase": "began", "x": 1, "y": 1"#,
                #"{"t": 1, "touches": [{"id": 1, "phase": "began", "x": 0.1234567, "y": 1}, {"id": 2, "phase": "moved", "x": 1, "y": 1}]}"#,
                #"{"t": 1, "touches": [{"id": , "phase": "began", "x": 1, "y": 1}]}"#,
                #"{"t": 1, "touches": [{"id": 1, "phase": "began", "x": .5, "y": 1}]}"#,
                #"{"t": -.5, "touches": [{"id": 1, "phase": "began", "x": 1, "y": 1}]}"#,
            ])
        func declinesCompact(_ element: String) {
            let (end, count, events) = Self.take(Self.compacted(element) + "]")
            #expect(count == 0)
            #expect(end == 0)
            #expect(events.isEmpty)
        }

        @Test("a time earlier than the previous event's is declined, as is a 1001st touch down")
        func declinesAcrossElements() {
            #expect(Self.take(#"{"t": 2}, {"t": 1}]"#).count == 1)
            let down = (0..<1000).map { TouchID.int($0) }
            #expect(
                Self.take(#"{"t": 1, "touches": [{"id": 1000, "phase": "began", "x": 1, "y": 1}]}]"#, down: down).count
                    == 0)
            #expect(
                Self.take(#"{"t": 1, "touches": [{"id": 999, "phase": "moved", "x": 1, "y": 1}]}]"#, down: down).count
                    == 1)
        }
    }
}
