import Testing

@testable import GestureTrace

/// The fused decoder's paths for the commonest shapes of a recorded touch (issue 28 item 4,
/// round 9): a touch's head `{"id":D,"phase":"P","x":` (`FusedEventDecoder.commonHead`), a
/// `DDD.DDD` coordinate (`Cursor.shortThousandths`) and a time of three or four integer and six
/// fraction digits (`Cursor.sixDecimals`). Each must take exactly what the general steps take,
/// with their values and ends, for every byte around the shape.
extension InputTests {
    @Suite struct FusedCommonShapeTests {
        typealias S = DecoderTestSupport

        /// Reads `text` with `read`, returning its result and where the cursor stopped.
        static func cursor<R>(_ text: String, _ read: (inout FusedEventDecoder.Cursor) -> R) -> (R, Int) {
            let bytes = Array(text.utf8)
            return bytes.withUnsafeBufferPointer { buffer in
                var cursor = FusedEventDecoder.Cursor(base: buffer.baseAddress!, n: buffer.count, i: 0)
                let result = read(&cursor)
                return (result, cursor.i)
            }
        }

        /// Literals of the shape with a digit replaced by every byte value, at every place,
        /// each followed by every byte value (`suffixes`): the shape itself, near misses and junk.
        static func variants(of shapes: [String], suffixes: [String]) -> [String] {
            var texts: [String] = []
            for shape in shapes {
                let bytes = Array(shape.utf8)
                for suffix in suffixes { texts.append(shape + suffix) }
                for k in bytes.indices {
                    for b in [0x2D, 0x2E, 0x30, 0x39, 0x65, 0x45, 0x2C, 0x20, 0x7D, 0x2F, 0x3A] as [UInt8] {
                        var changed = bytes
                        changed[k] = b
                        for suffix in [",", "}", "5,", "e1"] {
                            texts.append(String(decoding: changed, as: UTF8.self) + suffix)
                        }
                    }
                }
            }
            return texts
        }

        static let everyByte = (0..<128).map { String(UnicodeScalar(UInt8($0))) } + ["", "\"y\":1}"]

        @Test("a DDD.DDD coordinate has number's end and EventList's thousandths of number's value")
        func threeByThree() {
            var taken = 0
            let shapes = ["348.615", "100.000", "999.999", "012.345", "0.5", "-348.615", "34.8615", "3486.15"]
            for text in Self.variants(of: shapes, suffixes: Self.everyByte) {
                let (thousandths, end) = Self.cursor(text) { $0.shortThousandths() }
                let (value, plainEnd) = Self.cursor(text) { $0.number(JSONReader.Scanner.powersOfTen) }
                guard let thousandths else {
                    #expect(end == 0, "\(text)")
                    continue
                }
                taken += 1
                #expect(end == plainEnd, "\(text)")
                #expect(value.flatMap(EventList.thousandths) == thousandths, "\(text)")
            }
            #expect(taken > 500)
            #expect(Self.cursor("348.615,") { $0.shortThousandths() } == (348_615, 7))
            #expect(Self.cursor("348.615}") { $0.shortThousandths() } == (348_615, 7))
            #expect(Self.cursor("348.615") { $0.shortThousandths() } == (348_615, 7))
            #expect(Self.cursor("348.615e") { $0.shortThousandths() }.0 == nil)
            #expect(Self.cursor("048.615,") { $0.shortThousandths() }.0 == nil)
        }

        @Test("a time of three or four integer and six fraction digits has number's value and end, bit for bit")
        func sixDecimalTimes() {
            var taken = 0
            let shapes = [
                "985.057521", "100.000000", "999.999999", "9999.999999", "1000.000001", "0985.057521", "85.057521",
                "985.05752", "985.0575211", "-985.057521", "98505.752100",
            ]
            let powers = JSONReader.Scanner.powersOfTen
            for text in Self.variants(of: shapes, suffixes: Self.everyByte) {
                let (six, end) = Self.cursor(text) { $0.sixDecimals(powers) }
                let (value, plainEnd) = Self.cursor(text) { $0.number(powers) }
                let (fast, fastEnd) = Self.cursor(text) { $0.fastNumber(powers) }
                #expect(fast?.bitPattern == value?.bitPattern, "\(text)")
                if fast != nil { #expect(fastEnd == plainEnd, "\(text)") }
                guard let six else {
                    #expect(end == 0, "\(text)")
                    continue
                }
                taken += 1
                #expect(end == plainEnd, "\(text)")
                #expect(six.bitPattern == value?.bitPattern, "\(text)")
            }
            #expect(taken > 500)
            #expect(Self.cursor("985.057521,") { $0.sixDecimals(powers) }.1 == 10)
            #expect(Self.cursor("1985.057521,") { $0.sixDecimals(powers) }.1 == 11)
            #expect(Self.cursor("985.057521") { $0.sixDecimals(powers) }.0 == 985.057521)
            #expect(Self.cursor("985.057521E") { $0.sixDecimals(powers) }.0 == nil)
            #expect(Self.cursor("85.057521,") { $0.sixDecimals(powers) }.0 == nil)
        }

        /// The events the fused decoder takes from `text` (after `[`), and how many of its
        /// elements were compact.
        static func fused(_ text: String) -> (count: Int, compact: Int, events: [String]) {
            var decoder = FusedEventDecoder()
            var events = EventList()
            var previous: EventDecoder.PreviousTime?
            let bytes = Array(text.utf8)
            let (_, count) = bytes.withUnsafeBufferPointer { buffer in
                decoder.decode(buffer.baseAddress!, buffer.count, from: 0, into: &events, previousTime: &previous)
            }
            return (count, decoder.compactElements, EventStreamTests.dump(events))
        }

        /// Touch 1 begins, then touch 2: both ids interned and read once (`smallIDs`).
        static let before = """
            {"t":0,"touches":[{"id":1,"phase":"began","x":0,"y":0}]},\
            {"t":0.5,"touches":[{"id":2,"phase":"began","x":0,"y":0}]},
            """

        @Test("a touch's common head gives the general steps' id and phase, and any other byte there leaves it to them")
        func heads() {
            let element = #"{"t":1,"touches":[{"id":1,"phase":"moved","x":348.615,"y":75.883}]}"#
            let bytes = Array(element.utf8)
            let headStart = 18
            var compared = 0
            for k in headStart..<(headStart + 29) {
                for b in [0x30, 0x31, 0x32, 0x33, 0x39, 0x2C, 0x22, 0x20, 0x3A, 0x61, 0x62, 0x65, 0x6D, 0x78] as [UInt8]
                {
                    var changed = bytes
                    changed[k] = b
                    let text = Self.before + String(decoding: changed, as: UTF8.self) + "]"
                    let fused = Self.fused(text)
                    guard let ordinary = try? EventStreamTests.ordinary(S.trace(events: "[" + text)) else {
                        #expect(fused.count < 3, "\(text)")
                        continue
                    }
                    compared += 1
                    #expect(fused.count == 3, "\(text)")
                    #expect(fused.events == EventStreamTests.dump(ordinary), "\(text)")
                }
            }
            #expect(compared > 10)
            for (id, phase) in [(1, "moved"), (2, "ended"), (1, "stationary"), (1, "cancelled"), (3, "began")] {
                let text =
                    Self.before + #"{"t":1,"touches":[{"id":\#(id),"phase":"\#(phase)","x":348.615,"y":75.883}]}]"#
                let fused = Self.fused(text)
                let ordinary = try? EventStreamTests.ordinary(S.trace(events: "[" + text))
                #expect(fused.count == 3 && fused.compact == 3, "\(phase)")
                #expect(fused.events == ordinary.map(EventStreamTests.dump), "\(phase)")
            }
        }

        @Test("the common head is read only for an id already read once, with one digit 1 to 9")
        func headIDs() {
            func head(_ text: String, after known: String?) -> (id: UInt32, code: UInt32)? {
                let bytes = Array((text + String(repeating: " ", count: 32)).utf8)
                let knownBytes = Array((known ?? "").utf8)
                var decoder = FusedEventDecoder()
                var events = EventList()
                if known != nil {
                    knownBytes.withUnsafeBufferPointer { buffer in
                        var cursor = FusedEventDecoder.Cursor(base: buffer.baseAddress!, n: buffer.count, i: 0)
                        _ = decoder.touchID(&cursor, &events)
                    }
                }
                return bytes.withUnsafeBufferPointer { buffer in
                    decoder.commonHead(FusedEventDecoder.Cursor(base: buffer.baseAddress!, n: buffer.count, i: 0))
                }
            }
            let moved = #"{"id":7,"phase":"moved","x":"#
            #expect(head(moved, after: nil) == nil)
            #expect(head(moved, after: "7").map { [$0.id, $0.code] } == [0, 1])
            #expect(head(#"{"id":7,"phase":"began","x":"#, after: "7").map { [$0.id, $0.code] } == [0, 0])
            #expect(head(#"{"id":7,"phase":"ended","x":"#, after: "7").map { [$0.id, $0.code] } == [0, 3])
            #expect(head(#"{"id":0,"phase":"moved","x":"#, after: "0") == nil)
            #expect(head(#"{"id":7,"phase":"moved","y":"#, after: "7") == nil)
            #expect(head(#"{"id":7,"phase":"moved" ,"x":"#, after: "7") == nil)
            // Fewer than 32 bytes from the touch: left to the general steps.
            let short = Array(moved.utf8)
            let none: (id: UInt32, code: UInt32)? = short.withUnsafeBufferPointer { buffer in
                FusedEventDecoder().commonHead(
                    FusedEventDecoder.Cursor(base: buffer.baseAddress!, n: buffer.count, i: 0))
            }
            #expect(none == nil)
        }
    }
}
