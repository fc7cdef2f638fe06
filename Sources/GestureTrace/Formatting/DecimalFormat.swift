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
    /// The outputs' two precisions, 6 (times) and 3 (coordinates and measurements), take
    /// `writeFixed`: a `jsonl` replay formats a number for nearly every record (the time of
    /// each frame, the coordinates of each hit and state change), and with the precision a
    /// constant the divisions by 10^6 and 10^3 become multiplications and the digits go straight
    /// into the output (issue 28 item 4, round 11). Any other precision, and magnitudes past
    /// 10^15 units, take `writeAnyPrecision`. Both write the same bytes for every value
    /// (`DecimalFormatTests`).
    @inline(__always)
    static func write<O: ByteOutput>(_ value: Double, decimals: Int, to out: inout O) {
        switch decimals {
        case 6: writeMicros(value, to: &out)
        case 3: writeThousandths(value, to: &out)
        default: writeAnyPrecision(value, decimals: decimals, to: &out)
        }
    }

    /// `write` at 6 decimals.
    static func writeMicros<O: ByteOutput>(_ value: Double, to out: inout O) {
        writeFixed(value, scale: 1e6, divisor: 1_000_000, decimals: 6, to: &out)
    }

    /// `write` at 3 decimals.
    static func writeThousandths<O: ByteOutput>(_ value: Double, to out: inout O) {
        writeFixed(value, scale: 1e3, divisor: 1_000, decimals: 3, to: &out)
    }

    /// The number rule of `writeAnyPrecision` for a constant precision, written in place
    /// (`ByteOutput.appendInPlace`) after its length is known: sign, whole digits, and the
    /// fraction's `decimals` digits less its trailing zeros.
    ///
    /// It covers products below 10^15 (a whole part of at most 12 digits at 3 decimals, 9 at
    /// 6); anything else, non-finite values included (a NaN fails the comparison), goes to
    /// `writeAnyPrecision`. Below 10^15 the rounding is the same exact one: the truncation fits
    /// an `Int64`, and the part cut off is computed exactly.
    @inline(__always)
    private static func writeFixed<O: ByteOutput>(
        _ value: Double, scale: Double, divisor: UInt64, decimals: Int, to out: inout O
    ) {
        let product = abs(value) * scale
        guard product < 1.0e15 else {
            writeAnyPrecision(value, decimals: decimals, to: &out)
            return
        }
        let units = roundedUnits(product)
        if units == 0 {
            out.append(UInt8(ascii: "0"))
            return
        }
        let whole = units / divisor
        let fraction = units &- whole &* divisor
        var wholeDigits = 1
        var power: UInt64 = 10
        while whole >= power {
            wholeDigits &+= 1
            power &*= 10
        }
        let sign = value < 0 ? 1 : 0
        let wholeEnd = sign &+ wholeDigits
        let length = fraction == 0 ? wholeEnd : wholeEnd &+ 1 &+ decimals
        out.appendInPlace(maximum: length) { base in
            var end = length
            if fraction != 0 {
                // All `decimals` digits, then the point; the trailing zeros are dropped
                // afterwards (the fraction is not zero, so a digit other than zero stops the
                // scan before the point).
                _ = writeDigits(fraction, count: decimals, endingAt: end, in: base)
                base[wholeEnd] = UInt8(ascii: ".")
                while base[end &- 1] == UInt8(ascii: "0") { end &-= 1 }
            }
            _ = writeDigits(whole, endingAt: wholeEnd, in: base)
            if sign != 0 { base[0] = UInt8(ascii: "-") }
            return end
        }
    }

    /// `write` for any precision: the digits are written backwards into a small stack buffer
    /// and appended with one copy (an append per digit plus an in-place reversal cost about
    /// three times as much). Digits go two at a time from a pair table, and the rounding is done
    /// in line rather than by libm's `round` (issue 28 item 4, round 6: 255 → 202
    /// instructions a number on the benchmark's session; `DecimalFormatTests` compares it with
    /// the digit-by-digit, `rounded()` reading on a million values).
    static func writeAnyPrecision<O: ByteOutput>(_ value: Double, decimals: Int, to out: inout O) {
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
        let product = abs(value) * Double(divisor)
        // Beyond 2^63 the integer path cannot hold the value. Such magnitudes are far outside
        // any screen (the decoder bounds inputs); they print without a fraction, and past
        // that as a marker word, never by trapping. (Testing the product rather than its
        // rounding is the same test: near 9e18 a double's spacing is 1024, so it is whole.)
        guard product < 9.0e18 else {
            if decimals > 0 {
                writeAnyPrecision(value, decimals: 0, to: &out)
            } else {
                out.appendLiteral(value < 0 ? "-huge" : "huge")
            }
            return
        }
        let units = roundedUnits(product)
        if units == 0 {
            out.append(UInt8(ascii: "0"))
            return
        }
        let whole = units / divisor
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
            guard let base = buffer.baseAddress else { return }
            var i = buffer.count
            if fraction != 0 {
                i = writeDigits(fraction, count: digits, endingAt: i, in: base)
                i &-= 1
                base[i] = UInt8(ascii: ".")
            }
            i = writeDigits(whole, endingAt: i, in: base)
            if value < 0 {
                i &-= 1
                base[i] = UInt8(ascii: "-")
            }
            out.appendBytes(UnsafeBufferPointer(start: base + i, count: buffer.count &- i))
        }
    }

    /// `product` (in [0, 9e18)) rounded half away from zero, as
    /// `rounded(.toNearestOrAwayFromZero)`: the truncation, plus one when the part cut off is
    /// at least a half. That part is computed exactly (the truncation is within a factor of two
    /// of the product, or zero), so the result is the same for every input. Converted through
    /// `Int64`: below 2^63 the signed conversion is exact and the same value; `UInt64(_:
    /// Double)` costs about ten more instructions a number on x86-64, for the range above 2^63
    /// that the callers exclude (issue 28 item 4, round 9).
    @inline(__always)
    private static func roundedUnits(_ product: Double) -> UInt64 {
        var units = UInt64(bitPattern: Int64(product))
        if product - Double(units) >= 0.5 { units &+= 1 }
        return units
    }

    /// Writes exactly `count` digits of `value` (its leading zeros included: a fraction's
    /// digits), two at a time from the right from a pair table, the last just before `end`;
    /// returns the position of the first. `value` has at most `count` digits.
    @inline(__always)
    private static func writeDigits(
        _ value: UInt64, count: Int, endingAt end: Int, in base: UnsafeMutablePointer<UInt8>
    ) -> Int {
        var rest = value
        var i = end
        var left = count
        while left >= 2 {
            let next = rest / 100
            i &-= 2
            writePair(rest &- next &* 100, at: i, in: base)
            rest = next
            left &-= 2
        }
        if left == 1 {
            i &-= 1
            base[i] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest)
        }
        return i
    }

    /// Writes the digits of `value` without leading zeros (one digit for zero), the last just
    /// before `end`; returns the position of the first.
    @inline(__always)
    private static func writeDigits(_ value: UInt64, endingAt end: Int, in base: UnsafeMutablePointer<UInt8>) -> Int {
        var rest = value
        var i = end
        while rest >= 100 {
            let next = rest / 100
            i &-= 2
            writePair(rest &- next &* 100, at: i, in: base)
            rest = next
        }
        if rest >= 10 {
            i &-= 2
            writePair(rest, at: i, in: base)
        } else {
            i &-= 1
            base[i] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest)
        }
        return i
    }

    /// Writes the two digits of `pair` (below 100) at `i` and `i + 1`, from the pair table.
    @inline(__always)
    private static func writePair(_ pair: UInt64, at i: Int, in base: UnsafeMutablePointer<UInt8>) {
        // "00", "01", … "99": a static string's bytes, read with no lazy initialisation.
        let pairs = digitPairs.utf8Start
        let k = Int(truncatingIfNeeded: pair) &* 2
        base[i] = pairs[k]
        base[i &+ 1] = pairs[k &+ 1]
    }

    /// The hundred two-digit pairs, in order: pair `n` is at bytes `2n` and `2n + 1`. A
    /// computed literal, so reading it needs no lazy initialisation.
    private static var digitPairs: StaticString {
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
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
        // Touch ids and small counts are one digit (a `deliver` record's touches).
        if value < 10 {
            out.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
            return
        }
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
