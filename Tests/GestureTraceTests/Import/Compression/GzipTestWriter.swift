@testable import GestureTrace

/// A small gzip writer for the inflater's round-trip tests: stored blocks, and fixed-Huffman
/// blocks with a greedy LZ77 search, written from RFC 1951 §3.2.4-3.2.6 and RFC 1952 §2.3.
/// It is not the inflater run backwards: codes are written from the RFC's own table
/// (§3.2.6), so a decoder that read them differently would fail the round trip. Dynamic blocks
/// come from real `gzip` output (the fixtures).
enum GzipTestWriter {
    struct BitWriter {
        var bytes: [UInt8] = []
        var buffer = 0
        var count = 0

        /// `n` bits of `value`, least significant first (header fields, extra bits).
        mutating func bits(_ value: Int, _ n: Int) {
            for k in 0..<n { bit((value >> k) & 1) }
        }

        /// A Huffman code: its most significant bit first (§3.1.1).
        mutating func code(_ value: Int, _ n: Int) {
            for k in stride(from: n - 1, through: 0, by: -1) { bit((value >> k) & 1) }
        }

        mutating func bit(_ b: Int) {
            buffer |= b << count
            count += 1
            if count == 8 { flush() }
        }

        mutating func flush() {
            if count > 0 { bytes.append(UInt8(buffer)) }
            buffer = 0
            count = 0
        }
    }

    static func header(flags: UInt8 = 0) -> [UInt8] { [0x1F, 0x8B, 0x08, flags, 0, 0, 0, 0, 0, 0xFF] }

    static func trailer(_ data: [UInt8]) -> [UInt8] {
        let crc = CRC32.of(data)
        let size = UInt32(truncatingIfNeeded: data.count)
        return (0..<4).map { UInt8(truncatingIfNeeded: crc >> (8 * $0)) }
            + (0..<4).map { UInt8(truncatingIfNeeded: size >> (8 * $0)) }
    }

    /// Stored blocks of at most `chunk` bytes (one empty final block for empty data).
    static func storedDeflate(_ data: [UInt8], chunk: Int = 65_535) -> [UInt8] {
        var out: [UInt8] = []
        var at = 0
        repeat {
            let n = min(chunk, data.count - at)
            let final: UInt8 = at + n == data.count ? 1 : 0
            out.append(final)  // BFINAL, BTYPE 00, then padding to the byte
            out += [UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
            out += data[at..<at + n]
            at += n
        } while at < data.count
        return out
    }

    static func stored(_ data: [UInt8], chunk: Int = 65_535) -> [UInt8] {
        header() + storedDeflate(data, chunk: chunk) + trailer(data)
    }

    /// §3.2.6's fixed literal/length code of `symbol`.
    static func fixedCode(_ symbol: Int, into w: inout BitWriter) {
        switch symbol {
        case 0...143: w.code(0x30 + symbol, 8)
        case 144...255: w.code(0x190 + symbol - 144, 9)
        case 256...279: w.code(symbol - 256, 7)
        default: w.code(0xC0 + symbol - 280, 8)
        }
    }

    static let lengthBase = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
        258,
    ]
    static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
        6145, 8193, 12289, 16385, 24577,
    ]
    static let distanceExtra = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]

    /// A length/distance pair in the fixed code.
    static func match(length: Int, distance: Int, into w: inout BitWriter) {
        let l = lengthBase.lastIndex { $0 <= length } ?? 0
        fixedCode(257 + l, into: &w)
        w.bits(length - lengthBase[l], lengthExtra[l])
        let d = distanceBase.lastIndex { $0 <= distance } ?? 0
        w.code(d, 5)
        w.bits(distance - distanceBase[d], distanceExtra[d])
    }

    /// One fixed-Huffman block: the longest earlier match (3…258 bytes, up to `window` back)
    /// at each position, else a literal.
    static func fixedDeflate(_ data: [UInt8], window: Int = 300) -> [UInt8] {
        var w = BitWriter()
        w.bits(1, 1)
        w.bits(1, 2)
        var at = 0
        while at < data.count {
            var best = (length: 0, distance: 0)
            for distance in stride(from: 1, through: min(window, at), by: 1) {
                var n = 0
                while n < 258, at + n < data.count, data[at + n] == data[at + n - distance] { n += 1 }
                if n > best.length { best = (n, distance) }
            }
            if best.length >= 3 {
                match(length: best.length, distance: best.distance, into: &w)
                at += best.length
            } else {
                fixedCode(Int(data[at]), into: &w)
                at += 1
            }
        }
        fixedCode(256, into: &w)
        w.flush()
        return w.bytes
    }

    static func fixed(_ data: [UInt8], window: Int = 300) -> [UInt8] {
        header() + fixedDeflate(data, window: window) + trailer(data)
    }

    /// Deterministic bytes: a linear congruential generator over an `alphabet`-letter range,
    /// small alphabets making long matches.
    static func sample(count: Int, alphabet: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(Int(state >> 33) % alphabet) &+ 97
        }
    }
}
