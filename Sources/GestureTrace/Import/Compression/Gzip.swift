/// The gzip file format (RFC 1952) around `Inflater`: Xcode writes a view-hierarchy response
/// as a gzip member when the capture asked for compressed transport (IOS-INPUTS §9.1), and
/// `XcodeCapture` inflates it before parsing its JSON.
///
/// A file is one or more members, each a header (magic 1f 8b, method 8, flags, time, extra
/// flags, OS, then the optional FEXTRA, FNAME, FCOMMENT and FHCRC fields the flags name), a
/// DEFLATE stream and a trailer: CRC32 and ISIZE (the member's length modulo 2^32) of what it
/// inflates to, both checked, as `gzip -d` does. Reserved flag bits, another method, a bad
/// header CRC, a trailer that does not match and bytes after the last member that start no
/// member are errors at their byte offset.
package enum Gzip {
    /// Whether `bytes` start as a gzip member does (ID1 ID2, RFC 1952 §2.3.1).
    package static func isCompressed(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 2 && bytes[0] == 0x1F && bytes[1] == 0x8B
    }

    /// Every member's output, in order; never more than `limit` bytes.
    ///
    /// The output grows only as it is decoded, and the inflater refuses to pass `limit`. The
    /// last four bytes are not read ahead as the last member's ISIZE: in a truncated member
    /// they are compressed data, and refusing on them quoted a garbage size instead of saying
    /// the data ends early (RELIABILITY, round 6). A trailer is read where its member ends.
    package static func decompress(_ bytes: [UInt8], limit: Int) throws(CompressionError) -> [UInt8] {
        var output: [UInt8] = []
        // Reserved, not touched: pages count only once written. Growing by doubling instead
        // copied the text at each step, holding up to half as much again at once, so a bomb
        // stopped at the limit had used 1.5 × it (RELIABILITY, round 5).
        output.reserveCapacity(min(limit, 256 << 20))
        var at = 0
        repeat {
            at = try member(bytes, at: at, into: &output, limit: limit)
        } while at < bytes.count
        return output
    }

    /// One member at `start`; returns the offset after its trailer.
    static func member(_ bytes: [UInt8], at start: Int, into output: inout [UInt8], limit: Int)
        throws(CompressionError) -> Int
    {
        func need(_ count: Int, at offset: Int, _ what: String) throws(CompressionError) {
            guard offset + count <= bytes.count else {
                throw CompressionError(offset: bytes.count, message: "the input ends inside the gzip \(what)")
            }
        }
        try need(10, at: start, "header")
        guard bytes[start] == 0x1F, bytes[start + 1] == 0x8B else {
            throw CompressionError(
                offset: start,
                message: start == 0
                    ? "not gzip data: it does not start with 1f 8b"
                    : "\(bytes.count - start) bytes after the last gzip member that start no member")
        }
        guard bytes[start + 2] == 8 else {
            throw CompressionError(
                offset: start + 2, message: "compression method \(bytes[start + 2]); gzip defines only 8 (deflate)")
        }
        let flags = bytes[start + 3]
        guard flags & 0xE0 == 0 else {
            throw CompressionError(offset: start + 3, message: "reserved gzip flag bits set (flags \(flags))")
        }
        var at = start + 10
        if flags & 0x04 != 0 {  // FEXTRA: XLEN, then XLEN bytes
            try need(2, at: at, "extra field")
            let length = Int(bytes[at]) | Int(bytes[at + 1]) << 8
            try need(2 + length, at: at, "extra field")
            at += 2 + length
        }
        for (flag, what) in [(UInt8(0x08), "file name"), (0x10, "comment")] where flags & flag != 0 {
            // FNAME, FCOMMENT: zero-terminated.
            guard let end = bytes[at...].firstIndex(of: 0) else {
                throw CompressionError(offset: bytes.count, message: "the input ends inside the gzip \(what)")
            }
            at = end + 1
        }
        if flags & 0x02 != 0 {  // FHCRC: the low 16 bits of the header's CRC32
            try need(2, at: at, "header CRC")
            let stored = Int(bytes[at]) | Int(bytes[at + 1]) << 8
            let computed = Int(CRC32.of(bytes[start..<at]) & 0xFFFF)
            guard stored == computed else {
                throw CompressionError(
                    offset: at,
                    message: "gzip header CRC \(hex(stored, 4)) does not match its header (\(hex(computed, 4)))")
            }
            at += 2
        }
        let first = output.count
        at = try Inflater.inflate(bytes, from: at, into: &output, limit: limit)
        try need(8, at: at, "trailer (CRC32 and ISIZE)")
        let crc = littleEndian32(bytes, at: at)
        let computed = CRC32.of(output[first...])
        guard crc == computed else {
            throw CompressionError(
                offset: at,
                message: "CRC32 \(hex(Int(crc), 8)) in the trailer, but the data inflates to \(hex(Int(computed), 8))")
        }
        let size = littleEndian32(bytes, at: at + 4)
        guard size == UInt32(truncatingIfNeeded: output.count - first) else {
            throw CompressionError(
                offset: at + 4,
                message: "ISIZE \(size) in the trailer, but the data inflates to \(output.count - first) bytes")
        }
        return at + 8
    }

    static func littleEndian32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        (0..<4).reduce(0) { $0 | UInt32(bytes[offset + $1]) << (8 * $1) }
    }

    static func hex(_ value: Int, _ digits: Int) -> String {
        let text = String(value, radix: 16)
        return "0x" + String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
