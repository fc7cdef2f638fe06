import Foundation
import Testing

@testable import GestureTrace

/// `Inflater` and `Gzip` (RFC 1951, RFC 1952): hand-made stored and fixed blocks, `gzip` output
/// checked in as fixtures (dynamic blocks), round trips through `GzipTestWriter`, and the
/// invariants on damaged input: every truncation and every flipped bit either throws a located
/// `CompressionError` or, where the flip only touches what gzip ignores, inflates to the same
/// bytes.
@Suite struct InflaterTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../Fixtures/xcode-viewhierarchy").standardizedFileURL

    /// The gzipped fixture responses beside the plain ones they were made from.
    static func fixturePairs() throws -> [(name: String, gzipped: [UInt8], plain: [UInt8])] {
        try ["Response_0", "Response_1", "Response_10"].map { name in
            func read(_ folder: String) throws -> [UInt8] {
                Array(
                    try Data(
                        contentsOf: fixtures.appendingPathComponent("\(folder)/RequestResponses/\(name)")))
            }
            return (name, try read("feed-gzip.viewhierarchy"), try read("feed.viewhierarchy"))
        }
    }

    static func inflate(_ bytes: [UInt8], limit: Int = 1 << 20) -> Result<[UInt8], CompressionError> {
        do throws(CompressionError) {
            return .success(try Gzip.decompress(bytes, limit: limit))
        } catch { return .failure(error) }
    }

    static func failure(_ bytes: [UInt8], limit: Int = 1 << 20) -> CompressionError? {
        if case .failure(let e) = inflate(bytes, limit: limit) { return e }
        return nil
    }

    @Test("CRC-32 gives the standard check value (CRC-32/ISO-HDLC of '123456789')")
    func crc() {
        #expect(CRC32.of(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(CRC32.of([UInt8]()) == 0)
    }

    @Test("gzip -9 -n's fixed-Huffman output for a short text, a run and the empty input")
    func gzipFixedVectors() {
        // printf 'hello, hello, hello!' | gzip -9 -n (one fixed block, a back reference)
        let hello: [UInt8] = [
            0x1F, 0x8B, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x03, 0xCB, 0x48, 0xCD, 0xC9, 0xC9, 0xD7, 0x51, 0xC8,
            0x40, 0xA2, 0x14, 0x01, 0xA7, 0xBB, 0xD2, 0xFE, 0x14, 0x00, 0x00, 0x00,
        ]
        #expect(Self.inflate(hello) == .success(Array("hello, hello, hello!".utf8)))
        // printf '' | gzip -9 -n
        let empty: [UInt8] = [
            0x1F, 0x8B, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x03, 0x03, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
            0x00, 0x00,
        ]
        #expect(Self.inflate(empty) == .success([]))
        // 100 'a's, gzip -9 -n: a literal, then a copy from 1 back overlapping itself
        let run: [UInt8] = [
            0x1F, 0x8B, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x03, 0x4B, 0x4C, 0xA4, 0x3D, 0x00, 0x00, 0x64, 0x7A,
            0x70, 0xAF, 0x64, 0x00, 0x00, 0x00,
        ]
        #expect(Self.inflate(run) == .success([UInt8](repeating: 97, count: 100)))
    }

    @Test("a hand-made stored block, and stored blocks split at every size")
    func stored() throws {
        // BFINAL 1, BTYPE 00; LEN 3, NLEN ~3; 'abc'
        let block: [UInt8] = [0x01, 0x03, 0x00, 0xFC, 0xFF, 0x61, 0x62, 0x63]
        var output: [UInt8] = []
        #expect(try Inflater.inflate(block, from: 0, into: &output, limit: 100) == block.count)
        #expect(output == Array("abc".utf8))
        let data = GzipTestWriter.sample(count: 70_000, alphabet: 256, seed: 1)
        #expect(
            Self.inflate(GzipTestWriter.stored(Array(data.prefix(300)), chunk: 1)) == .success(Array(data.prefix(300))))
        for chunk in [7, 1000, 65_535] {
            #expect(Self.inflate(GzipTestWriter.stored(data, chunk: chunk)) == .success(data), "chunks of \(chunk)")
        }
    }

    @Test("fixed-Huffman round trips: literals, short and 258-byte matches, distances up to 32 768")
    func fixedRoundTrips() {
        for (count, alphabet, seed) in [
            (0, 2, 1), (1, 2, 2), (2_000, 2, 3), (5_000, 4, 4), (3_000, 26, 5), (4_000, 256, 6),
        ] {
            let data = GzipTestWriter.sample(count: count, alphabet: alphabet, seed: UInt64(seed))
            #expect(Self.inflate(GzipTestWriter.fixed(data)) == .success(data), "\(count) bytes of \(alphabet) letters")
        }
        // A block repeated at the largest distance (the third distance symbol range's top).
        let block = GzipTestWriter.sample(count: 32_768, alphabet: 256, seed: 7)
        var w = GzipTestWriter.BitWriter()
        w.bits(1, 1)
        w.bits(1, 2)
        for b in block { GzipTestWriter.fixedCode(Int(b), into: &w) }
        GzipTestWriter.match(length: 258, distance: 32_768, into: &w)
        GzipTestWriter.fixedCode(256, into: &w)
        w.flush()
        let expected = block + block.prefix(258)
        #expect(
            Self.inflate(GzipTestWriter.header() + w.bytes + GzipTestWriter.trailer(expected)) == .success(expected))
    }

    @Test("gzip -9 and -1 output (dynamic blocks, an FNAME) inflates to the files it was made from")
    func gzipFixtures() throws {
        for (name, gzipped, plain) in try Self.fixturePairs() {
            #expect(Self.inflate(gzipped) == .success(plain), "\(name)")
        }
    }

    @Test("header fields: FEXTRA, FNAME, FCOMMENT and a correct FHCRC are skipped; a wrong FHCRC is refused")
    func headerFields() {
        let data = Array("{\"version\": 2}".utf8)
        var header = GzipTestWriter.header(flags: 0x04 | 0x08 | 0x10 | 0x02)
        header += [3, 0, 0xAA, 0xBB, 0xCC] + Array("Response_0".utf8) + [0] + Array("by hand".utf8) + [0]
        let hcrc = CRC32.of(header) & 0xFFFF
        let good =
            header + [UInt8(hcrc & 0xFF), UInt8(hcrc >> 8)] + GzipTestWriter.storedDeflate(data)
            + GzipTestWriter.trailer(data)
        #expect(Self.inflate(good) == .success(data))
        var bad = good
        bad[header.count] ^= 0xFF
        #expect(
            Self.failure(bad)?.message.hasPrefix("gzip header CRC") == true && Self.failure(bad)?.offset == header.count
        )
    }

    @Test("concatenated members inflate to their concatenation; a copy cannot reach into the previous member")
    func members() {
        let a = Array("first ".utf8)
        let b = Array("second second".utf8)
        #expect(Self.inflate(GzipTestWriter.fixed(a) + GzipTestWriter.stored(b)) == .success(a + b))
        var w = GzipTestWriter.BitWriter()
        w.bits(1, 1)
        w.bits(1, 2)
        GzipTestWriter.match(length: 3, distance: 1, into: &w)
        GzipTestWriter.fixedCode(256, into: &w)
        w.flush()
        let first = GzipTestWriter.stored(a)
        let reaching = first + GzipTestWriter.header() + w.bytes + GzipTestWriter.trailer(Array(a.suffix(3)))
        #expect(
            Self.failure(reaching)
                == CompressionError(
                    offset: first.count + 10, message: "a copy from 1 bytes back, but only 0 have been written"))
    }

    @Test("malformed streams fail at the byte where reading stopped")
    func located() {
        let data = Array("abc".utf8)
        let good = GzipTestWriter.stored(data)
        func with(_ offset: Int, _ value: UInt8, in bytes: [UInt8] = good) -> [UInt8] {
            var b = bytes
            b[offset] = value
            return b
        }
        #expect(
            Self.failure([0x7B, 0x7D]) == CompressionError(offset: 2, message: "the input ends inside the gzip header"))
        #expect(
            Self.failure(with(0, 0x1E) + good).map { $0.offset } == 0)
        #expect(
            Self.failure(with(2, 7))
                == CompressionError(offset: 2, message: "compression method 7; gzip defines only 8 (deflate)"))
        #expect(
            Self.failure(with(3, 0x20))
                == CompressionError(offset: 3, message: "reserved gzip flag bits set (flags 32)"))
        #expect(
            Self.failure(with(10, 0x07))
                == CompressionError(offset: 10, message: "block type 3 is reserved (RFC 1951 §3.2.3)"))
        #expect(
            Self.failure(with(13, 0x00))
                == CompressionError(offset: 11, message: "stored block: length 3 does not match its complement 65280"))
        #expect(
            Self.failure(good + [0x00])
                == CompressionError(offset: good.count + 1, message: "the input ends inside the gzip header"))
        #expect(
            Self.failure(good + [UInt8]([0x41, 0, 0, 0, 0x41, 0, 0, 0, 0x41, 0, 0, 0]))
                == CompressionError(
                    offset: good.count, message: "12 bytes after the last gzip member that start no member"))
        let crcAt = good.count - 8
        #expect(Self.failure(with(crcAt, good[crcAt] ^ 1))?.offset == crcAt)
        #expect(
            Self.failure(with(crcAt + 4, 4))
                == CompressionError(
                    offset: crcAt + 4, message: "ISIZE 4 in the trailer, but the data inflates to 3 bytes"))
        // An over-subscribed code-length code: all 19 lengths 1.
        var w = GzipTestWriter.BitWriter()
        w.bits(1, 1)
        w.bits(2, 2)
        w.bits(0, 5)
        w.bits(0, 5)
        w.bits(15, 4)
        for _ in 0..<19 { w.bits(1, 3) }
        w.flush()
        #expect(
            Self.failure(GzipTestWriter.header() + w.bytes + [UInt8](repeating: 0, count: 8))
                == CompressionError(offset: 10, message: "dynamic block: the code-length code is over-subscribed"))
    }

    @Test("the output never passes the limit, whatever the trailer declares")
    func limit() throws {
        let data = [UInt8](repeating: 120, count: 10_000)
        let gz = GzipTestWriter.fixed(data)
        #expect(Self.inflate(gz, limit: 10_000) == .success(data))
        // The trailer is not read ahead (in a truncated member those bytes are data, round 6):
        // the inflater stops at the limit.
        let over = try #require(Self.failure(gz, limit: 9_999))
        #expect(over.message == "inflates to more than 9999 bytes, the most an import allows")
        // With a lying ISIZE the inflater's own check stops it.
        var lying = gz
        for k in 0..<4 { lying[gz.count - 4 + k] = k == 0 ? 100 : 0 }
        #expect(
            Self.failure(lying, limit: 9_999)?.message == "inflates to more than 9999 bytes, the most an import allows")
        // 1 MiB of zeros compresses about 1000:1; the default cap is far above any response.
        #expect(ImportLimits.maxDecompressedBytes == 1 << 30)
    }

    @Test("every truncation of a gzip file fails with an offset inside it")
    func truncations() throws {
        for (name, gzipped, _) in try Self.fixturePairs() where gzipped.count < 1_000 {
            for n in 0..<gzipped.count {
                let e = Self.failure(Array(gzipped.prefix(n)))
                #expect(e != nil && e!.offset <= n, "\(name) cut to \(n) bytes")
            }
        }
    }

    @Test("every flipped bit either fails or inflates to the same bytes (CRC32 and ISIZE are checked)")
    func bitFlips() throws {
        let pairs = try Self.fixturePairs().filter { $0.name == "Response_10" }
        let hello = GzipTestWriter.fixed(Array("hello, hello, hello!".utf8))
        for (gzipped, plain) in pairs.map({ ($0.gzipped, $0.plain) }) + [(hello, Array("hello, hello, hello!".utf8))] {
            // What gzip ignores: FTEXT (flag bit 0), MTIME, XFL and OS, the FNAME's own bytes,
            // and the unused bits of the stream's last byte.
            let nameEnd = gzipped[3] & 0x08 != 0 ? (gzipped[10...].firstIndex(of: 0) ?? 10) : 10
            func ignored(_ bit: Int) -> Bool {
                let byte = bit / 8
                return bit == 24 || (4..<10).contains(byte) || (10..<nameEnd).contains(byte)
                    || byte == gzipped.count - 9
            }
            var survived = 0
            for bit in 0..<(gzipped.count * 8) {
                var flipped = gzipped
                flipped[bit / 8] ^= 1 << UInt8(bit % 8)
                switch Self.inflate(flipped) {
                case .success(let out):
                    #expect(out == plain && ignored(bit), "bit \(bit) inflated")
                    survived += 1
                case .failure(let e):
                    #expect(e.offset >= 0 && e.offset <= flipped.count && !e.message.isEmpty)
                }
            }
            #expect(survived >= 49, "\(survived) flips inflated")
        }
    }
}
