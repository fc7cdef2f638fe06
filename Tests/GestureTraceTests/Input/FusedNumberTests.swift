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
    }
}
