/// JSON's insignificant whitespace (RFC 8259 §2: space, line feed, carriage return, tab),
/// skipped by the reader (`JSONReader.Scanner`) and the fused event decoder
/// (`FusedEventDecoder`) alike: the fast path must accept exactly the bytes the reader accepts
/// (FORMAT §3), so the rule is written once.
enum JSONWhitespace {
    /// Moves `i` past the whitespace at `i` in `base[..<n]`.
    @inline(__always)
    static func skip(_ base: UnsafePointer<UInt8>, _ i: inout Int, _ n: Int) {
        while i < n {
            let c = base[i]
            guard c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 else { return }
            i &+= 1
        }
    }
}
