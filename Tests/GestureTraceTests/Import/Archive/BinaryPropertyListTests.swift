import Testing

@testable import GestureTrace

/// The binary property list reader: every type and size read back as the test writer wrote it,
/// and every malformation a located error, never a trap or an unbounded allocation.
@Suite struct BinaryPropertyListTests {
    static func randomString(_ rng: inout SplitMix64) -> String {
        let pools: [[Unicode.Scalar]] = [
            Array("abcXYZ019 $._".unicodeScalars), Array("éü漢字😀\u{FFFD}".unicodeScalars),
        ]
        let pool = pools[Int(rng.next() % 2)]
        let length = Int(rng.next() % 40)
        var s = String.UnicodeScalarView()
        for _ in 0..<length { s.append(pool[Int(rng.next() % UInt64(pool.count))]) }
        return String(s)
    }

    /// A random object table: every type, counts across the 15 boundary, references anywhere.
    static func randomTable(seed: UInt64) -> [PropertyListObject] {
        var rng = SplitMix64(seed: seed)
        let count = 1 + Int(rng.next() % 60)
        func refs(_ n: Int) -> [Int] { (0..<n).map { _ in Int(rng.next() % UInt64(count)) } }
        var out: [PropertyListObject] = []
        for _ in 0..<count {
            let n = Int(rng.next() % 20)
            switch rng.next() % 11 {
            case 0: out.append(.null)
            case 1: out.append(.bool(rng.next() % 2 == 0))
            case 2:
                let magnitudes: [Int64] = [0, 1, 255, 256, 65535, 65536, 4_294_967_295, 4_294_967_296, .max, .min, -1]
                out.append(.integer(magnitudes[Int(rng.next() % UInt64(magnitudes.count))]))
            case 3: out.append(.real([0.5, -1e300, 3.25, 1.0 / 3, 0][Int(rng.next() % 5)]))
            case 4: out.append(.date(Double(Int64(bitPattern: rng.next() % 1_000_000_000)) / 7))
            case 5: out.append(.data((0..<n).map { _ in UInt8(truncatingIfNeeded: rng.next()) }))
            case 6: out.append(.string(randomString(&rng)))
            case 7: out.append(.uid(Int(rng.next() % 70000)))
            case 8: out.append(.array(refs(n)))
            case 9: out.append(.set(refs(n)))
            default: out.append(.dictionary(keys: refs(n), values: refs(n)))
            }
        }
        return out
    }

    @Test("what the writer writes, the reader reads back: 400 random tables, every reference size")
    func roundTrip() throws {
        for seed in UInt64(1)...400 {
            let table = Self.randomTable(seed: seed)
            let top = Int(seed % UInt64(table.count))
            let size = [nil, 1, 2, 4, 8][Int(seed % 5)]
            let bytes = PropertyListWriter.bytes(table, top: top, referenceSize: size)
            let list = try BinaryPropertyList.parse(bytes)
            #expect(Self.objects(list) == table, "seed \(seed)")
            #expect(list.top == top, "seed \(seed)")
        }
    }

    @Test("a big container: counts written as 1-, 2- and 4-byte integers")
    func bigCounts() throws {
        for n in [14, 15, 255, 256, 70_000] {
            let table: [PropertyListObject] = [
                .array(Array(repeating: 1, count: n)), .string(String(repeating: "a", count: n)),
            ]
            let list = try BinaryPropertyList.parse(PropertyListWriter.bytes(table, top: 0))
            #expect(Self.objects(list) == table)
        }
    }

    /// Every object of `list`, decoded.
    static func objects(_ list: BinaryPropertyList) -> [PropertyListObject] {
        (0..<list.count).map { list.object($0) }
    }

    /// A valid two-object list: `[ "a" ]`.
    static let small = PropertyListWriter.bytes([.array([1]), .string("a")], top: 0)

    static func error(_ bytes: [UInt8]) -> PropertyListError? {
        do {
            _ = try BinaryPropertyList.parse(bytes)
            return nil
        } catch {
            return error
        }
    }

    @Test("malformed lists fail at their byte with what is wrong")
    func malformed() {
        #expect(
            Self.error([])
                == PropertyListError(offset: 0, message: "0 bytes: too short for a binary property list (at least 40)"))
        var notMagic = Self.small
        notMagic[7] = UInt8(ascii: "1")
        #expect(
            Self.error(notMagic)
                == PropertyListError(
                    offset: 0, message: "not a binary property list: it does not start with 'bplist00'"))
        // small: header 8, A1 01 at 8, 51 61 at 10, offset table at 12 (08 0A), trailer at 14.
        var badRef = Self.small
        badRef[9] = 5
        #expect(
            Self.error(badRef)
                == PropertyListError(offset: 9, message: "object 0 refers to object 5, but there are 2 objects"))
        var badMarker = Self.small
        badMarker[10] = 0x75
        #expect(Self.error(badMarker) == PropertyListError(offset: 10, message: "object 1: unknown marker 0x75"))
        var longString = Self.small
        longString[10] = 0x53
        #expect(
            Self.error(longString)
                == PropertyListError(
                    offset: 11,
                    message: "object 1: an ASCII string of 3 needs 3 bytes from byte 11, past the objects' end at 12"))
        var badOffset = Self.small
        badOffset[13] = 40
        #expect(
            Self.error(badOffset)
                == PropertyListError(offset: 13, message: "object 1 starts at byte 40, outside the objects (8…11)"))
        var badTop = Self.small
        badTop[badTop.count - 9] = 2
        #expect(
            Self.error(badTop)
                == PropertyListError(offset: 30, message: "trailer: top object 2, but there are 2 objects"))
        var badSize = Self.small
        badSize[badSize.count - 26] = 9
        #expect(
            Self.error(badSize) == PropertyListError(offset: 20, message: "trailer: offset size 9, expected 1 to 8"))
    }

    @Test("objects that overlap to claim the file many times over are refused, not expanded")
    func overlap() {
        // 2000 objects, each an array of 65 535 references read from the same bytes.
        var bytes = BinaryPropertyList.magic
        bytes += [0xAF, 0x11, 0xFF, 0xFF]
        bytes += Array(repeating: 0, count: 2 * 65_535)
        let table = bytes.count
        for k in 0..<2000 { PropertyListWriter.append(UInt64(8 + (k % 1)), size: 4, to: &bytes) }
        bytes += [0, 0, 0, 0, 0, 0, 4, 2]
        PropertyListWriter.append(2000, size: 8, to: &bytes)
        PropertyListWriter.append(0, size: 8, to: &bytes)
        PropertyListWriter.append(UInt64(table), size: 8, to: &bytes)
        // The same offset listed 2000 times is decoded once.
        #expect((try? BinaryPropertyList.parse(bytes))?.count == 2000)
        // Distinct offsets inside one another's contents, each claiming 1000 references, claim
        // 250 000 members from a 2000-byte region: refused.
        var overlapping = BinaryPropertyList.magic
        for _ in 0..<500 { overlapping += [0xAF, 0x11, 0x03, 0xE8] }
        let start = overlapping.count
        for k in 0..<250 { PropertyListWriter.append(UInt64(8 + 4 * k), size: 4, to: &overlapping) }
        overlapping += [0, 0, 0, 0, 0, 0, 4, 1]
        PropertyListWriter.append(250, size: 8, to: &overlapping)
        PropertyListWriter.append(0, size: 8, to: &overlapping)
        PropertyListWriter.append(UInt64(start), size: 8, to: &overlapping)
        #expect(Self.error(overlapping)?.message.hasSuffix("(objects overlap)") == true)
    }

    @Test("every prefix and every one-byte change of an archive reads or fails with a message")
    func mutations() {
        let window = LookinFixture.item(
            view: LookinFixture.object(1, "0x1", LookinFixture.chain("UIWindow", "UIView")),
            frame: "{{0, 0}, {10, 10}}",
            bounds: "{{0, 0}, {10, 10}}", handlers: [LookinFixture.recognizer("UITapGestureRecognizer", oid: 2)])
        let bytes = ArchiveBuilder.archive(LookinFixture.file(windows: [window]))
        #expect((try? LookinImporter.run(bytes: bytes, file: "m.lookin"))?.0.views.count == 1)
        for n in 0..<bytes.count {
            if let e = Self.error(Array(bytes[0..<n])) { #expect(!e.message.isEmpty) }
        }
        for k in stride(from: 0, to: bytes.count, by: 5) {
            for v: UInt8 in [0x00, 0x0F, 0x1F, 0x5F, 0xAF, 0xDF, 0xFF] {
                var m = bytes
                m[k] = v
                do {
                    _ = try LookinImporter.run(bytes: m, file: "m.lookin")
                } catch {
                    #expect(!error.message.isEmpty)
                }
            }
        }
    }
}
