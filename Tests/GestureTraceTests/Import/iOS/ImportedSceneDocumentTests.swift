import Testing

@testable import GestureTrace

/// An imported scene's document held without its indentation and written out indented
/// (`ImportedSceneDocument`, issue 25 round 7): the written bytes are the indented writer's, the
/// held and validated ones the same lines without their leading spaces.
@Suite struct ImportedSceneDocumentTests {
    static func scenes() throws -> [(String, ImportedScene)] {
        [
            ("feed", try LookinImporterTests.importFeed().0),
            ("deep 300", try LookinImporter.run(bytes: LookinImporterTests.deepArchive(depth: 300), file: "d").0),
            ("deep 2000", try LookinImporter.run(bytes: LookinImporterTests.deepArchive(depth: 2_000), file: "d").0),
        ]
    }

    @Test("written back from the compact lines, the document is the indented writer's, byte for byte, past the cap too")
    func indentationRestored() throws {
        for (name, scene) in try Self.scenes() {
            let indented = ImportedSceneWriter.document(scene)
            let document = ImportedSceneDocument(compact: ImportedSceneWriter.compactDocument(scene))
            #expect(document.bytes == indented, "\(name)")
            #expect(document.count == indented.count, "\(name)")
            // What is held and validated is each written line without its leading spaces.
            let stripped = indented.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
                $0.drop { $0 == UInt8(ascii: " ") }
            }
            let compact = document.compact.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            #expect(compact.map(Array.init) == stripped.map(Array.init), "\(name)")
            let validated = try ImportedSceneWriter.validatedDocument(scene, source: "s")
            #expect(validated.compact == document.compact, "\(name)")
        }
    }

    @Test("what is held stays small beside what is written: a deep scene's document is mostly spaces")
    func heldDocumentIsCompact() throws {
        let (scene, _) = try LookinImporter.run(bytes: LookinImporterTests.deepArchive(depth: 2_000), file: "d")
        let document = try ImportedSceneWriter.validatedDocument(scene, source: "d")
        // 2 000 views are 4 000 containers: all but the first 128 at the cap.
        #expect(
            !document.compact.split(separator: UInt8(ascii: "\n")).contains { $0.first == UInt8(ascii: " ") })
        #expect(document.compact.count * 5 < document.count, "\(document.compact.count) of \(document.count)")
    }

    @Test("it is handed on in full pieces of at most 64 KiB, in order; a failing receiver stops it")
    func writtenInPieces() throws {
        let (scene, _) = try LookinImporter.run(bytes: LookinImporterTests.deepArchive(depth: 2_000), file: "d")
        let document = try ImportedSceneWriter.validatedDocument(scene, source: "d")
        var sizes: [Int] = []
        var joined: [UInt8] = []
        document.write { (piece: [UInt8]) in
            sizes.append(piece.count)
            joined += piece
        }
        #expect(sizes.count > 2)
        #expect(sizes.dropLast().allSatisfy { $0 == ImportedSceneDocument.pieceSize })
        #expect((sizes.last ?? 0) > 0 && (sizes.last ?? 0) <= ImportedSceneDocument.pieceSize)
        #expect(joined == ImportedSceneWriter.document(scene))
        struct Full: Error {}
        var received = 0
        #expect(throws: Full.self) {
            try document.write { (_: [UInt8]) throws(Full) in
                received += 1
                if received == 2 { throw Full() }
            }
        }
        #expect(received == 2)
    }

    @Test(
        "rendering holds no value tree of the scene: the open containers' items do not follow the depth, each view is let go once written, and the text is held at its size"
    )
    func renderingIsBounded() throws {
        var held: [Int] = []
        for depth in [300, 2_000] {
            let (scene, _) = try LookinImporter.run(bytes: LookinImporterTests.deepArchive(depth: depth), file: "d")
            let rendered = ImportedSceneWriter.render(scene, indenting: false)
            held.append(rendered.heldItems)
            if depth == 2_000 {
                // Joined from its pieces into an array of its size, not grown by doubling (a text
                // within one piece is that piece).
                #expect(rendered.bytes.count > 2 * ImportedSceneWriter.Text.pieceSize)
                #expect(rendered.bytes.capacity - rendered.bytes.count < 1_024, "\(rendered.bytes.capacity)")
            }
            #expect(rendered.bytes == ImportedSceneWriter.compactDocument(scene))
        }
        // Each view's fields are let go when its last item, `subviews`, is printed: what is held
        // is the few items of the innermost containers, at 300 deep as at 2 000.
        #expect(held[0] == held[1] && held[1] < 16, "\(held)")

        var (scene, _) = try LookinImporter.run(bytes: LookinImporterTests.deepArchive(depth: 300), file: "d")
        var text = ImportedSceneWriter.Text()
        ImportedSceneWriter.write(.view(0), in: &scene, indenting: false, to: &text)
        // Every view was reached once, made into its object and let go from the scene.
        #expect(scene.views.count == 300)
        #expect(scene.views.allSatisfy { $0.id.isEmpty && $0.subviews.isEmpty && $0.comments.isEmpty })
    }
}
