import Testing

@testable import GestureTrace

/// `Cursor.commonCoordinates` (issue 28 item 4, round 11) reads `,"x":DDD.DDD,"y":DDD.DDD}` by
/// four words under one bounds guard; it must take exactly what `keyedCoordinate` for x, then
/// for y, then the `}` take, with their thousandths and end, for every byte around the shape.
extension InputTests {
    @Suite struct FusedCommonCoordinatesTests {
        /// What the general steps give on `text`: x's and y's thousandths and the end after the
        /// `}`, or nil when they do not read both as thousandths and the `}` (then
        /// `commonCoordinates` must decline too, or agree with them).
        static func general(_ c: FusedEventDecoder.Cursor) -> (Int32, Int32, Int)? {
            var c = c
            guard let (x, xEnd) = c.keyedCoordinate(FusedEventDecoder.Compact.xKey, JSONReader.Scanner.powersOfTen)
            else { return nil }
            c.i = xEnd
            guard let (y, yEnd) = c.keyedCoordinate(FusedEventDecoder.Compact.yKey, JSONReader.Scanner.powersOfTen)
            else { return nil }
            c.i = yEnd
            guard c.at(0x7D), let tx = x.thousandths, let ty = y.thousandths else { return nil }
            return (tx, ty, c.i &+ 1)
        }

        static func both(_ text: String, limit: Int? = nil) -> (
            common: (Int32, Int32, Int)?, general: (Int32, Int32, Int)?
        ) {
            let bytes = Array(text.utf8)
            return bytes.withUnsafeBufferPointer { buffer in
                let cursor = FusedEventDecoder.Cursor(
                    base: buffer.baseAddress!, n: min(limit ?? buffer.count, buffer.count), i: 0)
                let common = cursor.commonCoordinates().map {
                    ($0.x, $0.y, FusedEventDecoder.Compact.commonCoordinatesLength)
                }
                return (common, general(cursor))
            }
        }

        /// The tail with every byte, in turn, replaced by each of a few telling values, each
        /// followed by a few suffixes.
        static func variants(_ tail: String) -> [String] {
            let bytes = Array(tail.utf8)
            var texts: [String] = []
            for suffix in ["", ",", "]}", "}", " "] { texts.append(tail + suffix) }
            for k in bytes.indices {
                for b in [0x2D, 0x2E, 0x30, 0x31, 0x39, 0x65, 0x45, 0x2C, 0x20, 0x7D, 0x2F, 0x3A, 0x22, 0x78, 0x79]
                    as [UInt8]
                {
                    var changed = bytes
                    changed[k] = b
                    for suffix in ["", ",", "]}"] { texts.append(String(decoding: changed, as: UTF8.self) + suffix) }
                }
            }
            return texts
        }

        @Test("common coordinates are what the keyed coordinates and the brace give, or declined")
        func agreesWithGeneralSteps() {
            var taken = 0
            let tails = [
                ",\"x\":348.615,\"y\":120.500}", ",\"x\":100.000,\"y\":999.999}", ",\"x\":012.345,\"y\":348.615}",
                ",\"x\":34.861,\"y\":348.615}", ",\"x\":348.615,\"y\":34.86}", ",\"x\":348.615,\"y\":348.6150}",
                ",\"x\":348.615,\"y\":348.615e1}", ",\"x\":-348.615,\"y\":348.615}",
            ]
            for tail in tails {
                for text in Self.variants(tail) {
                    let (common, general) = Self.both(text)
                    guard let common else { continue }
                    taken += 1
                    #expect(general != nil, "\(text)")
                    guard let general else { continue }
                    #expect(common == general, "\(text)")
                }
            }
            #expect(taken > 50)
            #expect(
                Self.both(",\"x\":348.615,\"y\":120.500},").common.map { [$0.0, $0.1, Int32($0.2)] } == [
                    348_615, 120_500, 25,
                ])
        }

        @Test("the common shape is taken wherever the general steps take it as thousandths, given its 25 bytes")
        func takenWhenGeneralTakes() {
            var agreed = 0
            for digits in ["100", "348", "999", "205"] {
                for fraction in ["000", "615", "999", "007"] {
                    let text = ",\"x\":\(digits).\(fraction),\"y\":\(fraction == "000" ? "101" : digits).\(fraction)}"
                    let (common, general) = Self.both(text)
                    #expect(common != nil, "\(text)")
                    if let common, let general {
                        #expect(common == general, "\(text)")
                        agreed += 1
                    }
                }
            }
            #expect(agreed == 16)
        }

        @Test("fewer than 25 bytes before the limit are declined, so the general steps read them")
        func declinedPastTheLimit() {
            let text = ",\"x\":348.615,\"y\":120.500}]}"
            #expect(Self.both(text, limit: 25).common != nil)
            for limit in 0..<25 {
                #expect(Self.both(text, limit: limit).common == nil, "\(limit)")
            }
        }
    }
}
