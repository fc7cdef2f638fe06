import Testing

@testable import GestureTrace

/// The fused decoder's reads of a compact touch's coordinates and an element's time as
/// functions of whole words (issue 28 item 4, round 10): `Cursor.keyedCoordinate` (the key,
/// then the coordinate, for x and y alike) and `Cursor.sixDecimalWords` must take exactly what
/// the general steps take, with their values and ends, for every byte around the shape.
extension InputTests {
    @Suite struct FusedWordShapeTests {
        typealias Shapes = FusedCommonShapeTests

        /// `keyedCoordinate(key)` on `text`, and what the key's five bytes and `number` give.
        static func both(_ text: String, key: UInt64) -> (
            keyed: (Int32?, Double, Int)?, plain: (Int32?, Double, Int)?
        ) {
            let bytes = Array(text.utf8)
            return bytes.withUnsafeBufferPointer { buffer in
                let cursor = FusedEventDecoder.Cursor(base: buffer.baseAddress!, n: buffer.count, i: 0)
                let keyed = cursor.keyedCoordinate(key, JSONReader.Scanner.powersOfTen).map {
                    ($0.0.thousandths, $0.0.value, $0.end)
                }
                guard cursor.word(at: 0) & FusedEventDecoder.Cursor.mask5 == key else { return (keyed, nil) }
                var plain = cursor
                plain.i = 5
                let limit = DecodingContext.maxMagnitude
                guard let value = plain.number(JSONReader.Scanner.powersOfTen), value >= -limit, value <= limit
                else { return (keyed, nil) }
                return (keyed, (EventList.thousandths(value), value, plain.i))
            }
        }

        @Test("a keyed coordinate has the key's bytes, number's end and value, and its thousandths when exact")
        func keyedCoordinates() {
            let shapes = [
                "348.615", "100.000", "999.999", "012.345", "0.5", "-348.615", "34.8615", "3486.15", "34.86", "3.5",
                "-0", "1e3", "75",
            ]
            var taken = 0
            for (keyText, key) in [
                (",\"x\":", FusedEventDecoder.Compact.xKey), (",\"y\":", FusedEventDecoder.Compact.yKey),
            ] {
                for body in Shapes.variants(of: shapes, suffixes: Shapes.everyByte) {
                    let (keyed, plain) = Self.both(keyText + body, key: key)
                    guard let keyed else { continue }
                    taken += 1
                    #expect(plain != nil, "\(keyText + body)")
                    guard let plain else { continue }
                    #expect(keyed.2 == plain.2, "\(keyText + body)")
                    #expect(keyed.1.bitPattern == plain.1.bitPattern, "\(keyText + body)")
                    if let thousandths = keyed.0 { #expect(thousandths == plain.0, "\(keyText + body)") }
                }
                // Another key, or the key with a byte changed, is not read.
                #expect(Self.both(",\"z\":348.615,", key: key).keyed == nil)
                #expect(Self.both(keyText.replacingColon() + "348.615,", key: key).keyed == nil)
            }
            #expect(taken > 1000)
            #expect(Self.both(",\"x\":348.615,", key: FusedEventDecoder.Compact.xKey).keyed.map { [$0.2] } == [12])
            #expect(Self.both(",\"y\":348.615}", key: FusedEventDecoder.Compact.xKey).keyed == nil)
        }

        @Test("a coordinate with a point read from one word has shortThousandths' thousandths and end")
        func pointThousandths() {
            let shapes = [
                "348.615", "348.61", "34.861", "3.5", "0.5", "0.123", "1234.5", "1234.56", "1234.567", "12345.6",
                "012.34", "-34.86", "34", "34.8615",
            ]
            var taken = 0
            for text in Shapes.variants(of: shapes, suffixes: Shapes.everyByte) {
                let word = Shapes.cursor(text) { $0.word(at: 0) }.0
                let (short, end) = Shapes.cursor(text) { $0.shortThousandths() }
                guard let read = FusedEventDecoder.Cursor.pointThousandths(word) else { continue }
                taken += 1
                #expect(short == read.thousandths, "\(text)")
                #expect(end == read.length, "\(text)")
            }
            #expect(taken > 1000)
            #expect(
                FusedEventDecoder.Cursor.pointThousandths(Shapes.cursor("348.61,") { $0.word(at: 0) }.0)! == (
                    348_610, 6
                ))
            #expect(FusedEventDecoder.Cursor.pointThousandths(Shapes.cursor("1234.567,") { $0.word(at: 0) }.0) == nil)
            #expect(FusedEventDecoder.Cursor.pointThousandths(Shapes.cursor("34,") { $0.word(at: 0) }.0) == nil)
        }

        @Test("six-decimal words give sixDecimals' digits and length, and nil for every other shape")
        func sixDecimalWords() {
            let shapes = ["985.057521", "9999.999999", "1000.000001", "0985.057521", "85.057521", "985.05752"]
            var taken = 0
            for text in Shapes.variants(of: shapes, suffixes: Shapes.everyByte) {
                let bytes = Array((text + String(repeating: "\u{0}", count: 16)).utf8)
                let words = bytes.withUnsafeBufferPointer { buffer in
                    let cursor = FusedEventDecoder.Cursor(base: buffer.baseAddress!, n: text.utf8.count, i: 0)
                    return (cursor.word(at: 0), cursor.word(at: 8))
                }
                let (value, end) = Shapes.cursor(text) { $0.number(JSONReader.Scanner.powersOfTen) }
                guard let six = FusedEventDecoder.Cursor.sixDecimalWords(words.0, words.1) else { continue }
                taken += 1
                #expect(six.length == end, "\(text)")
                #expect((Double(six.mantissa) / 1_000_000).bitPattern == value?.bitPattern, "\(text)")
            }
            #expect(taken > 300)
        }
    }
}

extension String {
    /// The text with its `:` replaced by a space.
    fileprivate func replacingColon() -> String {
        String(decoding: utf8.map { $0 == 0x3A ? 0x20 : $0 }, as: UTF8.self)
    }
}
