/// A DEFLATE decoder (RFC 1951), hand-written because the project takes no dependencies and
/// the toolchain ships no zlib on every platform; `Gzip` wraps it for Xcode's compressed
/// view-hierarchy responses (IOS-INPUTS §9.1).
///
/// It reads all three block types (§3.2.4 stored, §3.2.6 fixed and §3.2.7 dynamic Huffman
/// codes) in one loop, with no recursion. It is bounded: the output never grows past `limit`
/// (the check comes before the bytes are appended, so a stream that would inflate further
/// costs at most `limit` bytes of memory), every read is checked against the input, and each
/// block either consumes input or ends the stream, so the time is linear in the input plus the
/// output. Malformed input (a reserved block type, a stored length whose complement does not
/// match, an over-subscribed or incomplete code used where it has no symbol, a length or
/// distance symbol outside its alphabet, a distance before the start of the output, a stream
/// cut short) throws a `CompressionError` at the byte being read.
package enum Inflater {
    /// Inflates the DEFLATE stream that starts at `start` in `bytes`, appending to `output`, and
    /// returns the offset of the first byte after the stream (its last byte's unused bits are
    /// padding, §3.2.3). Back references reach only what this stream wrote (an earlier gzip
    /// member's output in `output` is not part of its window).
    package static func inflate(_ bytes: [UInt8], from start: Int, into output: inout [UInt8], limit: Int)
        throws(CompressionError) -> Int
    {
        var reader = BitReader(bytes: bytes, next: start)
        let base = output.count
        var final = false
        repeat {
            let header = reader.offset
            final = try reader.bits(1) == 1
            switch try reader.bits(2) {
            case 0:
                try stored(&reader, into: &output, limit: limit)
            case 1:
                try codes(&reader, Self.fixedLiteral, Self.fixedDistance, into: &output, base: base, limit: limit)
            case 2:
                let (literal, distance) = try dynamicTables(&reader)
                try codes(&reader, literal, distance, into: &output, base: base, limit: limit)
            default:
                throw CompressionError(offset: header, message: "block type 3 is reserved (RFC 1951 §3.2.3)")
            }
        } while !final
        reader.alignToByte()
        return reader.offset
    }

    /// §3.2.4: LEN and its one's complement NLEN after the byte boundary, then LEN raw bytes.
    static func stored(_ reader: inout BitReader, into output: inout [UInt8], limit: Int) throws(CompressionError) {
        reader.alignToByte()
        let at = reader.offset
        let length = try reader.bits(16)
        let complement = try reader.bits(16)
        guard length == ~complement & 0xFFFF else {
            throw CompressionError(
                offset: at, message: "stored block: length \(length) does not match its complement \(complement)")
        }
        reader.rewindToByte()
        guard reader.next + length <= reader.bytes.count else {
            throw CompressionError(
                offset: reader.bytes.count,
                message: "stored block of \(length) bytes: the input ends after \(reader.bytes.count - reader.next)")
        }
        try room(for: length, in: output, limit: limit, at: at)
        output.append(contentsOf: reader.bytes[reader.next..<reader.next + length])
        reader.next += length
    }

    /// §3.2.5: literal bytes, and length/distance pairs copying earlier output, until 256.
    static func codes(
        _ reader: inout BitReader, _ literal: HuffmanTable, _ distance: HuffmanTable, into output: inout [UInt8],
        base: Int, limit: Int
    ) throws(CompressionError) {
        while true {
            let at = reader.offset
            let symbol = try reader.decode(literal)
            if symbol < 256 {
                try room(for: 1, in: output, limit: limit, at: at)
                output.append(UInt8(symbol))
                continue
            }
            if symbol == 256 { return }
            let l = symbol - 257
            guard l < lengthBase.count else {
                throw CompressionError(offset: at, message: "length symbol \(symbol) is not in the alphabet (257…285)")
            }
            let length = lengthBase[l] + (try reader.bits(lengthExtra[l]))
            let d = try reader.decode(distance)
            guard d < distanceBase.count else {
                throw CompressionError(offset: at, message: "distance symbol \(d) is not in the alphabet (0…29)")
            }
            let back = distanceBase[d] + (try reader.bits(distanceExtra[d]))
            guard back <= output.count - base else {
                throw CompressionError(
                    offset: at,
                    message: "a copy from \(back) bytes back, but only \(output.count - base) have been written")
            }
            try room(for: length, in: output, limit: limit, at: at)
            var from = output.count - back
            for _ in 0..<length {
                output.append(output[from])
                from += 1
            }
        }
    }

    /// §3.2.7: the code-length code, then the literal/length and distance code lengths in it.
    static func dynamicTables(_ reader: inout BitReader) throws(CompressionError) -> (HuffmanTable, HuffmanTable) {
        let at = reader.offset
        let literals = try reader.bits(5) + 257
        let distances = try reader.bits(5) + 1
        let codeLengths = try reader.bits(4) + 4
        guard literals <= 286, distances <= 30 else {
            throw CompressionError(
                offset: at,
                message:
                    "dynamic block: \(literals) literal/length and \(distances) distance codes (at most 286 and 30)")
        }
        var lengthCode = [UInt8](repeating: 0, count: 19)
        for i in 0..<codeLengths { lengthCode[codeLengthOrder[i]] = UInt8(try reader.bits(3)) }
        guard !HuffmanTable.oversubscribed(lengthCode) else {
            throw CompressionError(offset: at, message: "dynamic block: the code-length code is over-subscribed")
        }
        let lengthTable = HuffmanTable(lengths: lengthCode)
        let total = literals + distances
        var lengths: [UInt8] = []
        lengths.reserveCapacity(total)
        while lengths.count < total {
            let here = reader.offset
            let symbol = try reader.decode(lengthTable)
            var value: UInt8 = 0
            var count = 1
            switch symbol {
            case 0...15:
                value = UInt8(symbol)
            case 16:
                guard let previous = lengths.last else {
                    throw CompressionError(offset: here, message: "dynamic block: a repeat (16) before any code length")
                }
                value = previous
                count = 3 + (try reader.bits(2))
            case 17:
                count = 3 + (try reader.bits(3))
            default:
                count = 11 + (try reader.bits(7))
            }
            guard lengths.count + count <= total else {
                throw CompressionError(
                    offset: here, message: "dynamic block: code lengths run past the \(total) the header announced")
            }
            lengths.append(contentsOf: repeatElement(value, count: count))
        }
        let literalLengths = lengths[0..<literals]
        let distanceLengths = lengths[literals...]
        guard literalLengths[256] != 0 else {
            throw CompressionError(offset: at, message: "dynamic block: no code for end-of-block (256)")
        }
        guard !HuffmanTable.oversubscribed(literalLengths), !HuffmanTable.oversubscribed(distanceLengths) else {
            throw CompressionError(
                offset: at, message: "dynamic block: an over-subscribed literal/length or distance code")
        }
        return (HuffmanTable(lengths: literalLengths), HuffmanTable(lengths: distanceLengths))
    }

    /// Refuses output past `limit` before it is appended.
    static func room(for count: Int, in output: [UInt8], limit: Int, at offset: Int) throws(CompressionError) {
        guard output.count + count <= limit else {
            throw CompressionError(
                offset: offset, message: "inflates to more than \(limit) bytes, the most an import allows")
        }
    }

    // §3.2.5's tables.
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
    /// §3.2.7: the order the code-length code's lengths are sent in.
    static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
    /// §3.2.6: the fixed literal/length code (288 symbols, 286 and 287 unused) and distance code.
    static let fixedLiteral = HuffmanTable(
        lengths: [UInt8](repeating: 8, count: 144) + [UInt8](repeating: 9, count: 112)
            + [UInt8](repeating: 7, count: 24) + [UInt8](repeating: 8, count: 8))
    static let fixedDistance = HuffmanTable(lengths: [UInt8](repeating: 5, count: 32))
}

/// DEFLATE's bit order (RFC 1951 §3.1.1): bytes in order, each from its least significant bit.
struct BitReader {
    let bytes: [UInt8]
    /// The next byte to load into `buffer`.
    var next: Int
    /// Loaded bits not yet consumed, the next one lowest; zero above `count`.
    var buffer: UInt64 = 0
    var count = 0

    /// The byte holding the next unread bit.
    var offset: Int { next - (count + 7) / 8 }

    mutating func refill() {
        while count <= 56, next < bytes.count {
            buffer |= UInt64(bytes[next]) << UInt64(count)
            next += 1
            count += 8
        }
    }

    mutating func bits(_ n: Int) throws(CompressionError) -> Int {
        if count < n {
            refill()
            guard count >= n else { throw truncated }
        }
        let value = Int(buffer & ((1 << UInt64(n)) - 1))
        buffer >>= UInt64(n)
        count -= n
        return value
    }

    /// One symbol of `table`'s code.
    mutating func decode(_ table: HuffmanTable) throws(CompressionError) -> Int {
        if count < table.bits { refill() }
        let entry = table.entries[Int(buffer & ((1 << UInt64(table.bits)) - 1))]
        let length = Int(entry & 15)
        guard entry != 0 else { throw CompressionError(offset: offset, message: "a bit sequence that is no code") }
        guard length <= count else { throw truncated }
        buffer >>= UInt64(length)
        count -= length
        return Int(entry >> 4)
    }

    /// Drops the rest of the current byte (§3.2.4: a stored block starts on a byte boundary).
    mutating func alignToByte() {
        let drop = count % 8
        buffer >>= UInt64(drop)
        count -= drop
    }

    /// Gives back whole bytes loaded but unread, so `next` is the next unread byte.
    mutating func rewindToByte() {
        next -= count / 8
        buffer = 0
        count = 0
    }

    var truncated: CompressionError {
        CompressionError(offset: bytes.count, message: "the compressed data ends in the middle of a block")
    }
}
