/// A run of ASCII digits of a JSON number, read into a mantissa: the one digit loop of the
/// reader (`JSONReader.Scanner.number`) and the fused event decoder (`FusedEventDecoder`).
///
/// Both decoders must give the same bits for the same text (the fused decoder is the fast path
/// of the reader, FORMAT §3), so they share this loop rather than two copies of it. A mantissa
/// takes at most 19 significant digits: a digit is taken while the mantissa is below 10^18,
/// which is the same as "fewer than 19 significant digits so far" because leading zeros leave
/// the mantissa at 0. Later digits are dropped and reported, and each caller decides what a
/// dropped digit means (the reader falls back to `Double(String)`, the fused decoder declines).
///
/// Measured: converting eight digits at once (SWAR) gave nothing here, the event numbers of a
/// trace being 1 to 6 digits a run; the loop below is about 7 instructions a digit.
struct DigitRun {
    /// Digits taken into the mantissa.
    var taken = 0
    /// Whether a digit was dropped (the mantissa already held 19 significant digits).
    var dropped = false
    /// Whether a dropped digit was not `0` (a dropped zero of a fraction changes nothing).
    var droppedNonZero = false

    /// 10^18: at or above it a mantissa holds 19 significant digits and takes no more.
    static let limit: UInt64 = 1_000_000_000_000_000_000

    /// Reads the digits at `i` in `base[..<n]` into `mantissa`, leaving `i` after the last
    /// digit.
    @inline(__always)
    static func read(_ base: UnsafePointer<UInt8>, _ i: inout Int, _ n: Int, into mantissa: inout UInt64) -> DigitRun {
        var run = DigitRun()
        while i < n {
            let d = base[i] &- 0x30
            guard d < 10 else { break }
            if mantissa < limit {
                mantissa = mantissa &* 10 &+ UInt64(d)
                run.taken &+= 1
            } else {
                run.dropped = true
                if d != 0 { run.droppedNonZero = true }
            }
            i &+= 1
        }
        return run
    }
}
