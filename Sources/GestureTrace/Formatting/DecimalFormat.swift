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
    ///
    /// The digits are written backwards into a small stack buffer and appended with one copy:
    /// a `jsonl` replay formats a number for nearly every record (the time of each frame, the
    /// coordinates of each hit), and an append per digit plus an in-place reversal cost about
    /// three times as much.
    static func write<O: ByteOutput>(_ value: Double, decimals: Int, to out: inout O) {
        guard value.isFinite else {
            // Inputs are validated finite; a computed infinity (an infinite threshold echoed
            // in a reason) prints as a word rather than trapping.
            out.appendLiteral(value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf"))
            return
        }
        // At most 18 decimals: 10^18 is the largest power of ten a `UInt64` holds (the
        // outputs use 3, 6 and 9).
        let decimals = min(max(decimals, 0), 18)
        let divisor = powerOfTen(decimals)
        let scaled = (abs(value) * Double(divisor)).rounded(.toNearestOrAwayFromZero)
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
        let units = UInt64(scaled)
        if units == 0 {
            out.append(UInt8(ascii: "0"))
            return
        }
        var whole = units / divisor
        var fraction = units % divisor
        var digits = decimals
        if fraction != 0 {
            while fraction % 10 == 0 {
                fraction /= 10
                digits -= 1
            }
        }
        // 19 integer digits, a point, 18 fraction digits and a sign fit in 40 bytes.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 40) { buffer in
            var i = buffer.count
            if fraction != 0 {
                for _ in 0..<digits {
                    i -= 1
                    buffer[i] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction % 10)
                    fraction /= 10
                }
                i -= 1
                buffer[i] = UInt8(ascii: ".")
            }
            repeat {
                i -= 1
                buffer[i] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: whole % 10)
                whole /= 10
            } while whole > 0
            if value < 0 {
                i -= 1
                buffer[i] = UInt8(ascii: "-")
            }
            out.appendBytes(UnsafeBufferPointer(rebasing: buffer[i...]))
        }
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
        // Least significant digit first into a stack buffer, then one copy (20 digits fit).
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
            var i = buffer.count
            var v = value
            repeat {
                i -= 1
                buffer[i] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: v % 10)
                v /= 10
            } while v > 0
            out.appendBytes(UnsafeBufferPointer(rebasing: buffer[i...]))
        }
    }

    /// 10^n for n in 0...18, without a table lookup for the common precisions (3 and 6).
    @inline(__always)
    private static func powerOfTen(_ n: Int) -> UInt64 {
        switch n {
        case 3: return 1_000
        case 6: return 1_000_000
        default:
            var r: UInt64 = 1
            for _ in 0..<n { r &*= 10 }
            return r
        }
    }
}
