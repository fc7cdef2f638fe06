import Testing

@testable import GestureTrace

/// What a Lookin import holds while it walks its archive (issue 25, docs/RELIABILITY.md "Round 7
/// imports, after (lookin7)"): the property list keeps the file's bytes and nothing per object,
/// and the walk's own tables stay at 32 bits an entry. Peak memory itself is measured, not
/// unit-tested; these hold the shapes that keep it down, so a size cannot grow back unseen.
@Suite struct ArchiveHoldingTests {
    @Test("a parsed property list is the file's bytes (shared, not copied) and five numbers: no decoded objects")
    func listHoldsOnlyTheBytes() throws {
        let bytes = ArchiveBuilder.archive(LookinFixture.feed)
        let list = try BinaryPropertyList.parse(bytes)
        // Decoded objects took 24 bytes each plus 64 for each member list and 8 for an offset:
        // 70 MB for a 17.9 MB archive. Any table kept per object would be a stored array here.
        #expect(MemoryLayout<BinaryPropertyList>.size == MemoryLayout<[UInt8]>.size + 5 * MemoryLayout<Int>.size)
        let shared = bytes.withUnsafeBufferPointer { b in
            list.bytes.withUnsafeBufferPointer { $0.baseAddress == b.baseAddress }
        }
        #expect(shared)
        // A container's members are read in place: the list's bytes again, and three numbers.
        #expect(MemoryLayout<PropertyListReferences>.size == MemoryLayout<[UInt8]>.size + 3 * MemoryLayout<Int>.size)
        let archive = try KeyedArchive(list)
        let sharedByArchive = bytes.withUnsafeBufferPointer { b in
            archive.archived.bytes.withUnsafeBufferPointer { $0.baseAddress == b.baseAddress }
        }
        #expect(sharedByArchive)
        #expect(archive.archived.count > 100 && archive.archived.allSatisfy { $0 < list.count })
    }

    @Test("the walk's path nodes are 8 bytes and its pending items 16, and a deep walk's paths read back")
    func walkEntriesStaySmall() throws {
        // 16 and 32 bytes with `Int`s: 200 000 nodes were 3.2 MB, a flat window's 100 000 pending items 3.2 MB.
        #expect(MemoryLayout<LookinImporter.PathNode>.stride == 8)
        #expect(MemoryLayout<LookinImporter.PendingItem>.stride == 16)
        // A chain 300 deep whose last frame is malformed: the error's path names every level.
        var item = LookinFixture.item(
            view: LookinFixture.object(1, "0x1", LookinFixture.chain("UIView")), frame: "{{0, 0}, {1}}",
            bounds: "{{0, 0}, {1, 1}}")
        for k in 0..<300 {
            item = LookinFixture.item(
                view: LookinFixture.object(
                    Int64(k + 2), "0x\(k + 2)", LookinFixture.chain(k == 299 ? "UIWindow" : "UIView")),
                frame: "{{0, 0}, {10, 10}}", bounds: "{{0, 0}, {10, 10}}", subitems: [item])
        }
        let bytes = ArchiveBuilder.archive(LookinFixture.file(windows: [item]))
        #expect(throws: TraceError.self) { try LookinImporter.run(bytes: bytes, file: "deep.lookin") }
        do {
            _ = try LookinImporter.run(bytes: bytes, file: "deep.lookin")
        } catch {
            let expected =
                "$top.root.hierarchyInfo.displayItems[0]" + String(repeating: ".subitems[0]", count: 300) + ".frame"
            #expect(error.path == expected)
        }
    }
}
