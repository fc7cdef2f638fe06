/// The one number formatter of every output format (FORMAT §4): fixed decimals, no exponent,
/// no trailing zeros, no negative zero, identical on every machine.
///
/// Foundation's formatters and `Double.description` are avoided on purpose: they print `1e-05`
/// or `-0.0`, and locale-dependent code can differ across platforms. Values are scaled to an
/// integer and rounded half away from zero (`0.0000005 s` prints as `0.000001`).
package enum DecimalFormat {
    /// Times: rounded to microseconds.
    package static func time(_ value: Double) -> String { format(value, decimals: 6) }

    /// Coordinates and distances: rounded to 1/1000 point.
    package static func coordinate(_ value: Double) -> String { format(value, decimals: 3) }

    /// Appends `value` with at most `decimals` fraction digits to `out` as ASCII bytes.
    package static func append(_ value: Double, decimals: Int, to out: inout [UInt8]) {
        write(value, decimals: decimals, to: &out)
    }

    /// `append` for any `ByteOutput` (the streaming writer's buffer as well as arrays).
    static func write<O: ByteOutput>(_ value: Double, decimals: Int, to out: inout O) {
        guard value.isFinite else {
            // Inputs are validated finite; a computed infinity (an infinite threshold echoed
            // in a reason) prints as a word rather than trapping.
            out.appendLiteral(value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf"))
            return
        }
        let scale = decimals >= 0 && decimals < powersOfTen.count ? powersOfTen[decimals] : pow10(decimals)
        let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
        // Beyond 2^63 the integer path cannot hold the value. Such magnitudes are far outside
        // any screen (the decoder bounds inputs); they print without a fraction, and past
        // that as a marker word, never by trapping.
        guard scaled < 9.0e18 else {
            if decimals > 0 {
                write(value, decimals: 0, to: &out)
            } else {
                out.appendLiteral(value < 0 ? "-huge" : "huge")
            }
            return
        }
        var units = UInt64(scaled)
        if units == 0 {
            out.append(UInt8(ascii: "0"))
            return
        }
        if value < 0 { out.append(UInt8(ascii: "-")) }
        let divisor = UInt64(scale)
        let whole = units / divisor
        units %= divisor
        writeInteger(whole, to: &out)
        if units == 0 { return }
        var digits = decimals
        while units % 10 == 0 {
            units /= 10
            digits -= 1
        }
        out.append(UInt8(ascii: "."))
        // Fraction digits are written last first and reversed in place: no scratch array per
        // number (numbers are most of the bytes of a `jsonl` replay).
        let start = out.count
        for _ in 0..<digits {
            out.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: units % 10))
            units /= 10
        }
        out.reverseTail(from: start)
    }

    /// Formats `value` with at most `decimals` fraction digits.
    package static func format(_ value: Double, decimals: Int) -> String {
        var out: [UInt8] = []
        append(value, decimals: decimals, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends a non-negative integer in decimal.
    package static func appendInteger(_ value: UInt64, to out: inout [UInt8]) {
        writeInteger(value, to: &out)
    }

    static func writeInteger<O: ByteOutput>(_ value: UInt64, to out: inout O) {
        if value == 0 {
            out.append(UInt8(ascii: "0"))
            return
        }
        // Digits are appended least significant first and reversed in place: no scratch
        // buffer on the hot path.
        let start = out.count
        var v = value
        while v > 0 {
            out.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: v % 10))
            v /= 10
        }
        out.reverseTail(from: start)
    }

    /// 10^0 … 10^9, so the common precisions (3 and 6) need no loop.
    private static let powersOfTen: [Double] = [
        1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000,
    ]

    private static func pow10(_ n: Int) -> Double {
        var r = 1.0
        for _ in 0..<max(0, n) { r *= 10 }
        return r
    }
}
