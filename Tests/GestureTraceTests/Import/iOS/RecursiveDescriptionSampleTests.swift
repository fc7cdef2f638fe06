import Foundation
import Testing

@testable import GestureTrace

/// Every real view dump in `Tests/Fixtures/ios-samples` (the repository's copy of the iOS
/// samples) imports into the scene and summary kept in `Tests/Fixtures/ios` (reviewed by
/// reading them against the dump).
@Suite
struct RecursiveDescriptionSampleTests {
    /// The view dumps: recursiveDescription and Chisel pviews (01–09, 11; 10 and 14 are _printHierarchy).
    static let dumps = IOSSamples.files(containing: "").filter {
        !$0.hasPrefix("10-") && !$0.hasPrefix("14-") && !$0.hasPrefix("12-") && !$0.hasPrefix("13-")
            && $0 != "README.md"
    }

    @Test("a real dump imports into its golden scene and summary", arguments: dumps)
    func sample(_ name: String) throws {
        let (scene, report) = try importDump(IOSSamples.text(name), file: name)
        let json = String(decoding: ImportedSceneWriter.document(scene), as: UTF8.self)
        let base = String(name.dropLast(4))
        IOSSamples.expectGolden(json, base + ".scene.json")
        IOSSamples.expectGolden(report.text(source: name) + "\n", base + ".summary.txt")
        // The scene is a valid FORMAT §2 document.
        _ = try TraceDecoder.decodeScene(bytes: Array(json.utf8), file: name)
    }

    @Test("the samples are all here under CI")
    func present() {
        #expect(Self.dumps.count >= 7)
    }
}
