import Foundation
import Testing

@testable import GestureTrace

/// The real iOS dumps (`Tests/Fixtures/ios-samples`, each file's first line its source; see the
/// README there) and the goldens of their imports (`Tests/Fixtures/ios`). They live in the
/// repository, so a clone with nothing beside it runs every suite that reads them (issue 24).
enum IOSSamples {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let folder = packageRoot.appendingPathComponent("Tests/Fixtures/ios-samples")
    static let goldens = packageRoot.appendingPathComponent("Tests/Fixtures/ios")

    /// Sample files whose names contain `marker`, sorted.
    static func files(containing marker: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".txt") && (marker.isEmpty || $0.contains(marker)) }.sorted()
    }

    static func text(_ name: String) -> String {
        String(
            decoding: FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) ?? Data(),
            as: UTF8.self)
    }

    /// Compares `actual` with the golden file `name`; `GESTURETRACE_UPDATE=1` rewrites it (and
    /// the test still fails, so an update is always looked at).
    static func expectGolden(_ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        FixtureGolden.expect(Array(actual.utf8), name, in: goldens, sourceLocation: sourceLocation)
    }
}

/// Imports a dump held in memory.
func importDump(
    _ text: String, file: String = "dump.txt", lenient: Bool = false, root: String? = nil
) throws(TraceError) -> (scene: ImportedScene, report: SceneImportReport) {
    var importer = RecursiveDescriptionImporter(file: file, options: .init(lenient: lenient, root: root))
    var splitter = LineSplitter()
    try splitter.feed(Array(text.utf8)) { (line, number) throws(TraceError) in
        try importer.consume(line: line, number: number)
    }
    try splitter.finish { (line, number) throws(TraceError) in try importer.consume(line: line, number: number) }
    let scene = try importer.finish()
    return (scene, importer.report)
}

/// The error a dump raises, or nil.
func dumpError(_ text: String, lenient: Bool = false) -> TraceError? {
    do {
        _ = try importDump(text, lenient: lenient)
        return nil
    } catch {
        return error
    }
}
