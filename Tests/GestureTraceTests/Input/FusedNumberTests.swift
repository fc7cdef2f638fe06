import Testing

@testable import GestureTrace

/// The fused decoder's number routine (`FusedEventDecoder.Cursor.number`) gives the reader's
/// value bit for bit whenever it takes a number, takes every plain decimal of at most 19
/// digits that the exact fast path covers, and agrees with the routine through `DigitRun`
/// (`numberByDigitRuns`, the one it had before issue 28 item 4's round 5) on every literal.
extension InputTests {
    @Suite struct FusedNumberTests {
        /// What the cursor reads from `literal`: the value (nil: declined) and where it stopped.
        static func read(_ literal: String, byDigitRuns: Bool = false) -> (value: Double?, end: Int) {
            let bytes = Array(literal.utf8)
            return bytes.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return (nil, 0) }
                var cursor = FusedEventDecoder.Cursor(base: base, n: buffer.count, i: 0)
                let powers = JSONReader.Scanner.powersOfTen
                let value = byDigitRuns ? cursor.numberByDigitRuns(powers) : cursor.number(powers)
                return (value, cursor.i)
            }
        }

        /// The ordinary reader's value of a valid literal.
        static func readerValue(_ literal: String) -> Double {
            Array(literal.utf8).withUnsafeBufferPointer { JSONDocument.numberValue($0, at: 0) }
        }

        static let edges = [
            "0", "-0", "0.0", "-0.0", "1", "-1", "7", "9007199254740991", "9007199254740992", "9007199254740993",
            "0.1", "0.3", "123.456", "-57.466", "2147.483", "-2147.482", "0.531466", "1000000000",
            "1234567890123456789", "9999999999999999999", "12345678901234567890", "0.0000000000000000001",
            "0.0000000000000000000001", "0.00000000000000000000001", "1.5000000000000000000000",
            "1.0000000000000000001", "123456789.0123456789", "4503599627370496.5", "0.1234567890123456789",
            "1e5", "1E5", "1.5e3", "01", "00", "-01", "1.", "-", ".5", "-.5", "1.a", "12x", "-x", "0x10",
        ]

        /// Plain decimals of 1 to 12 integer and 0 to 12 fraction digits, some negative, from a
        /// fixed seed (so every run checks the same literals).
        static func generated(_ count: Int) -> [String] {
            var state: UInt64 = 0x9E37_79B9_7F4A_7C15
            func next(_ bound: Int) -> Int {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return Int((state >> 33) % UInt64(bound))
            }
            var literals: [String] = []
            for _ in 0..<count {
                var text = next(4) == 0 ? "-" : ""
                let integerDigits = 1 + next(12)
                text += String(1 + next(9))
                for _ in 1..<integerDigits { text += String(next(10)) }
                if next(5) == 0 { text = (text.hasPrefix("-") ? "-" : "") + "0" }
                let fractionDigits = next(13)
                if fractionDigits > 0 {
                    text += "."
                    for _ in 0..<fractionDigits { text += String(next(10)) }
                }
                literals.append(text)
            }
            return literals
        }

        @Test("a number taken is the reader's value bit for bit, read to its end; the DigitRun routine agrees")
        func sameBits() {
            var taken = 0
            for literal in Self.edges + Self.generated(20_000) {
                let (value, end) = Self.read(literal)
                let (old, oldEnd) = Self.read(literal, byDigitRuns: true)
                #expect(value?.bitPattern == old?.bitPattern, "\(literal)")
                guard let value else { continue }
                #expect(oldEnd == end, "\(literal)")
                // "12x", "0x10": the number is the digits before the junk, which the caller
                // then finds where a delimiter must be.
                guard end == literal.utf8.count else { continue }
                taken += 1
                #expect(value.bitPattern == Self.readerValue(literal).bitPattern, "\(literal)")
                #expect(value.bitPattern == Double(literal)?.bitPattern, "\(literal)")
            }
            #expect(taken > 10_000)
        }

        @Test("plain decimals the exact fast path covers are taken; exponents, leading zeros and junk are declined")
        func takesAndDeclines() {
            for literal in [
                "0", "-0", "0.0", "57.466", "-75.883", "0.531466", "9007199254740991", "1234567.5",
                "0.0000000000000000001", "0.123456789012345",
            ] {
                #expect(Self.read(literal).value != nil, "\(literal)")
            }
            #expect(Self.read("-0").value?.bitPattern == (-0.0).bitPattern)
            #expect(Self.read("12x").value == 12 && Self.read("12x").end == 2)
            for literal in [
                "1e5", "1E5", "1.5e3", "01", "00", "-01", "1.", "-", ".5", "-.5", "9007199254740993",
                "12345678901234567890", "0.00000000000000000000001",
            ] {
                #expect(Self.read(literal).value == nil, "\(literal)")
            }
        }

        /// What `shortDecimal` reads from `literal` (nil: left to `number`).
        static func short(_ literal: String) -> FusedEventDecoder.Cursor.ShortDecimal? {
            let bytes = Array(literal.utf8)
            return bytes.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return nil }
                return FusedEventDecoder.Cursor(base: base, n: buffer.count, i: 0).shortDecimal()
            }
        }

        @Test("the digit run and its value by whole words agree with a byte at a time, for every byte after the digits")
        func digitWords() {
            var state: UInt64 = 0x2545_F491_4F6C_DD1D
            for length in 0...8 {
                for stop in 0...255 {
                    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    var bytes: [UInt8] = (0..<8).map { k in UInt8(truncatingIfNeeded: state >> UInt64(k * 8)) }
                    var value: UInt64 = 0
                    for k in 0..<length {
                        bytes[k] = 0x30 + UInt8((state >> UInt64(k * 5)) % 10)
                        value = value * 10 + UInt64(bytes[k] - 0x30)
                    }
                    if length < 8 { bytes[length] = UInt8(stop) }
                    let isDigit = length < 8 && stop >= 0x30 && stop <= 0x39
                    let w = bytes.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << UInt64($1.offset * 8) }
                    let run = FusedEventDecoder.Cursor.digitRun(w)
                    if isDigit {
                        #expect(run > length)
                    } else {
                        #expect(run == length, "\(bytes)")
                        if length > 0 { #expect(FusedEventDecoder.Cursor.digitsValue(w, length) == value) }
                    }
                }
            }
        }

        @Test(
            "a number read by whole words has number's value and end bit for bit, and its thousandths are EventList's")
        func shortDecimals() {
            var taken = 0
            var inThousandths = 0
            let more = [
                "348.615", "-0.000", "-0", "0.5", "2000000", "-2000000", "2000000.001", "1999999.999", "0.0001",
            ]
            for literal in Self.edges + more + Self.generated(20_000) {
                guard let short = Self.short(literal) else {
                    // Left to `number`: more than seven digits on a side, an exponent, a
                    // leading zero, a point without digits after it, or not a number.
                    let bytes = Array(literal.utf8)
                    let body = bytes.drop { $0 == 0x2D }
                    let integer = body.prefix { $0 >= 0x30 && $0 <= 0x39 }.count
                    let fraction =
                        body.dropFirst(integer).first == 0x2E
                        ? body.dropFirst(integer + 1).prefix { $0 >= 0x30 && $0 <= 0x39 }.count : 0
                    let plain =
                        integer >= 1 && integer <= 7 && (body.first != 0x30 || integer == 1)
                        && (body.dropFirst(integer).first != 0x2E || (fraction >= 1 && fraction <= 7))
                        && !literal.contains("e") && !literal.contains("E") && !literal.hasPrefix("--")
                    #expect(!plain, "\(literal)")
                    continue
                }
                taken += 1
                let (value, end) = Self.read(literal)
                #expect(short.end == end, "\(literal)")
                let fromShort = FusedEventDecoder.Cursor.value(
                    mantissa: short.mantissa, exponent: -short.fractionDigits, negative: short.negative,
                    JSONReader.Scanner.powersOfTen)
                #expect(fromShort?.bitPattern == value?.bitPattern, "\(literal)")
                guard let value else { continue }
                if let thousandths = short.thousandths {
                    inThousandths += 1
                    #expect(EventList.thousandths(value) == thousandths, "\(literal)")
                    #expect((Double(thousandths) / 1000).bitPattern == value.bitPattern, "\(literal)")
                } else if short.fractionDigits <= 3 && value.magnitude <= 2_000_000 {
                    // Only -0 is refused within the range.
                    #expect(value.bitPattern == (-0.0).bitPattern, "\(literal)")
                    #expect(EventList.thousandths(value) == nil)
                }
            }
            #expect(taken > 5_000)
            #expect(inThousandths > 1_000)
            #expect(Self.short("348.615,")?.end == 7)
            #expect(Self.short("-57.466}")?.thousandths == -57_466)
            #expect(Self.short("985.057521,")?.fractionDigits == 6)
            #expect(Self.short("12345678.5") == nil)
            #expect(Self.short("1.12345678") == nil)
            #expect(Self.short("1.5e3") == nil)
            #expect(Self.short("01.5") == nil)
        }

        @Test("a coordinate read from one word has number's end and EventList's thousandths of number's value")
        func shortThousandths() {
            var taken = 0
            let more = [
                "348.615", "-57.466", "0.5", "-0.000", "-0", "1234.567", "12345", "123456", "99999.9", "1.", "00.5",
            ]
            for literal in Self.edges + more + Self.generated(5_000) {
                for suffix in ["", ",", "}", "e1", "E", ".5", "0", "x", ",\"y\":1}"] {
                    let bytes = Array((literal + suffix).utf8)
                    bytes.withUnsafeBufferPointer { buffer in
                        let powers = JSONReader.Scanner.powersOfTen
                        var short = FusedEventDecoder.Cursor(base: buffer.baseAddress!, n: buffer.count, i: 0)
                        var plain = short
                        guard let thousandths = short.shortThousandths() else {
                            #expect(short.i == 0)
                            return
                        }
                        taken += 1
                        let value = plain.number(powers)
                        #expect(plain.i == short.i, "\(literal + suffix)")
                        #expect(value.flatMap(EventList.thousandths) == thousandths, "\(literal + suffix)")
                    }
                }
            }
            #expect(taken > 5_000)
            func read(_ text: String) -> Int32? {
                Array(text.utf8).withUnsafeBufferPointer { buffer in
                    var cursor = FusedEventDecoder.Cursor(base: buffer.baseAddress!, n: buffer.count, i: 0)
                    return cursor.shortThousandths()
                }
            }
            #expect(read("348.615,") == 348_615)
            #expect(read("-57.466}") == -57_466)
            #expect(read("56.2,") == 56_200)
            #expect(read("12345,") == 12_345_000)
            #expect(read("1234.5,") == 1_234_500)
            #expect(read("1234.567,") == nil)  // the byte after it is outside the word
            #expect(read("123456,") == nil)
            #expect(read("-0.0,") == nil)
            #expect(read("1.5e3") == nil)
            #expect(read("1.,") == nil)
            #expect(read("01,") == nil)
        }
    }
}
