import Testing

@testable import GestureTrace

@Suite struct DecimalFormatTests {
    @Test(
        "times round to microseconds without trailing zeros or exponents",
        arguments: [
            (0.25, "0.25"), (1.0, "1"), (0.0000004, "0"), (0.0000005, "0.000001"), (1e-7, "0"),
            (-0.0, "0"), (0.08, "0.08"), (123456.5, "123456.5"), (0.43, "0.43"),
        ])
    func times(value: Double, expected: String) {
        #expect(DecimalFormat.time(value) == expected)
    }

    @Test(
        "coordinates round to 1/1000 point",
        arguments: [
            (-0.0004, "0"), (12.3456789, "12.346"), (-12.3455, "-12.346"), (100.0, "100"),
            (1e12, "1000000000000"), (0.1 + 0.2, "0.3"),
        ])
    func coordinates(value: Double, expected: String) {
        #expect(DecimalFormat.coordinate(value) == expected)
    }

    @Test(
        "any precision up to 18 decimals, negative values, huge values and non-finite ones",
        arguments: [
            (-1.5, 0, "-2"), (2.5, 0, "3"), (0.123456789, 9, "0.123456789"), (-0.000000001, 9, "-0.000000001"),
            (1.25, -1, "1"), (0.5, 18, "0.5"), (9.5e18, 0, "huge"), (-9.5e18, 0, "-huge"),
            (9.5e15, 3, "9500000000000000"),
            (Double.infinity, 3, "inf"), (-Double.infinity, 3, "-inf"), (Double.nan, 3, "nan"),
            (9_007_199_254_740_992, 0, "9007199254740992"), (-123.0406, 3, "-123.041"),
        ])
    func precisions(value: Double, decimals: Int, expected: String) {
        #expect(DecimalFormat.format(value, decimals: decimals) == expected)
    }

    @Test("integers: every digit count from 1 to 20")
    func integers() {
        var value: UInt64 = 0
        var text = ""
        for digit in [1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0] as [UInt64] {
            value = value &* 10 &+ digit
            text += String(digit)
            var out: [UInt8] = []
            DecimalFormat.appendInteger(value, to: &out)
            #expect(String(decoding: out, as: UTF8.self) == text)
        }
        var zero: [UInt8] = []
        DecimalFormat.appendInteger(0, to: &zero)
        #expect(zero == Array("0".utf8))
    }
}
