import Foundation
import Testing

/// A golden file of the test fixtures, compared byte for byte. `GESTURETRACE_UPDATE=1` rewrites
/// a golden that differs or is missing and still records an issue, so an update is always
/// looked at (`git diff`); a missing golden fails with a message saying how to write it. One
/// helper for the importer suites, which each had their own copy.
enum FixtureGolden {
    static func expect(
        _ actual: [UInt8], _ name: String, in folder: URL, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let url = folder.appendingPathComponent(name)
        let expected = FileManager.default.contents(atPath: url.path).map { Array($0) }
        if ProcessInfo.processInfo.environment["GESTURETRACE_UPDATE"] == "1", expected != actual {
            try? Data(actual).write(to: url)
            Issue.record("golden \(name) updated: review it with git diff", sourceLocation: sourceLocation)
            return
        }
        guard let expected else {
            Issue.record("golden \(name) is missing (GESTURETRACE_UPDATE=1 writes it)", sourceLocation: sourceLocation)
            return
        }
        #expect(actual == expected, "golden \(name)", sourceLocation: sourceLocation)
    }
}
