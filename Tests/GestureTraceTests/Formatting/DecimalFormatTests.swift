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

    /// The writer's pair-table digits and in-line rounding (issue 28 item 4, round 6) against
    /// the rule as it was written before: scale, `rounded(.toNearestOrAwayFromZero)`, strip
    /// trailing zeros, one digit at a time. Values near halves and near powers of ten, tiny
    /// and huge magnitudes, every precision the outputs use, both signs.
    @Test("the fast routine writes what the digit-by-digit rule writes")
    func matchesDigitByDigitRule() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        var values: [Double] = [0, -0.0, 0.5, 1.5, 2.5, 0.0005, 0.0015, 99.9995, 9.9999995, 0.49999999999999994]
        // The integer conversion's edge (the product just below 9e18 and 2^63, and past them).
        values += [8.999_999_999_999_998e18, 9.0e18, 9.223_372_036_854_775e18, 9.223_372_036_854_776e18]
        values += [8.999_999_999_999_998e15, 9.0e15, 8.999_999_999_999_998e12, 9.0e12, 4_503_599_627_370_495.5]
        // The fixed-precision routine's edge (a product of 10^15 at 3 and 6 decimals).
        values += [999_999_999_999.999_5, 1.0e12, 999_999_999.999_999_5, 1.0e9, 999_999_999.999_999, 0.000_000_5]
        for _ in 0..<400_000 {
            let r = next()
            let unit = Double(r >> 11) / Double(1 << 53)
            switch r & 7 {
            case 0: values.append(unit)
            case 1: values.append(unit * 1000)
            case 2: values.append((unit * 2_000_000).rounded() / 2_000_000)  // halves of a microsecond
            case 3: values.append((unit * 2000).rounded() / 2000 + 0.0005)  // halves of a thousandth
            case 4: values.append(Double(bitPattern: r))  // any bit pattern: huge, tiny, non-finite
            case 5: values.append(unit * 1e12)
            case 6: values.append(Double(Int64(truncatingIfNeeded: r) % 100_000) / 1000)
            default: values.append(unit * 1e-6)
            }
        }
        // The streaming writer's buffer, written in place (`ByteOutput.appendInPlace`).
        let buffer = ByteBuffer(capacity: 64)
        for value in values {
            for v in [value, -value] {
                for decimals in [0, 3, 6, 9] {
                    var out: [UInt8] = []
                    DecimalFormat.append(v, decimals: decimals, to: &out)
                    let expected = Self.digitByDigit(v, decimals: decimals)
                    buffer.removeAll()
                    var streamed = buffer
                    DecimalFormat.write(v, decimals: decimals, to: &streamed)
                    if Array(buffer.bytes) != expected {
                        Issue.record(
                            "\(v) at \(decimals) into a buffer: \(String(decoding: Array(buffer.bytes), as: UTF8.self))"
                        )
                        return
                    }
                    if out != expected {
                        Issue.record(
                            "\(v) at \(decimals): \(String(decoding: out, as: UTF8.self)) != \(String(decoding: expected, as: UTF8.self))"
                        )
                        return
                    }
                }
            }
        }
    }

    /// The number rule as `DecimalFormat.write` implemented it up to round 5.
    private static func digitByDigit(_ value: Double, decimals: Int) -> [UInt8] {
        guard value.isFinite else { return Array((value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf")).utf8) }
        var divisor: UInt64 = 1
        for _ in 0..<decimals { divisor *= 10 }
        let scaled = (abs(value) * Double(divisor)).rounded(.toNearestOrAwayFromZero)
        guard scaled < 9.0e18 else {
            return decimals > 0 ? digitByDigit(value, decimals: 0) : Array((value < 0 ? "-huge" : "huge").utf8)
        }
        let units = UInt64(scaled)
        if units == 0 { return Array("0".utf8) }
        var whole = units / divisor
        var fraction = units % divisor
        var digits = decimals
        if fraction != 0 {
            while fraction % 10 == 0 {
                fraction /= 10
                digits -= 1
            }
        }
        var reversed: [UInt8] = []
        if fraction != 0 {
            for _ in 0..<digits {
                reversed.append(UInt8(ascii: "0") + UInt8(fraction % 10))
                fraction /= 10
            }
            reversed.append(UInt8(ascii: "."))
        }
        repeat {
            reversed.append(UInt8(ascii: "0") + UInt8(whole % 10))
            whole /= 10
        } while whole > 0
        if value < 0 { reversed.append(UInt8(ascii: "-")) }
        return reversed.reversed()
    }
}
