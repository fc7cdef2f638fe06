import Foundation
import Testing

/// The library's `public` surface is the documented API and nothing else (issue 16 item 4): the
/// files of `Sources/GestureTrace/API` and `Custom` and the geometry values `Point`, `Size` and
/// `Rect`. Everything the CLI and the tests need besides is `package`; the rest is `internal`.
@Suite struct PublicSurfaceTests {
    /// The package root: this file is `Tests/GestureTraceTests/API/PublicSurfaceTests.swift`.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().standardizedFileURL

    /// Where `public` belongs, relative to `Sources/GestureTrace`.
    static let apiFolders = ["API/", "Custom/"]
    static let apiFiles = ["Geometry/Point.swift", "Geometry/Size.swift", "Geometry/Rect.swift"]

    /// `file:line` of every declaration outside the API marked `public` or `open`, comments aside.
    static func strayDeclarations() -> [String] {
        let base = root.appendingPathComponent("Sources/GestureTrace")
        let names = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
        var found: [String] = []
        for name in names.sorted() where name.hasSuffix(".swift") {
            if apiFiles.contains(name) || apiFolders.contains(where: { name.hasPrefix($0) }) { continue }
            let text = (try? String(contentsOf: base.appendingPathComponent(name), encoding: .utf8)) ?? ""
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where declaresPublic(line) {
                found.append("\(name):\(index + 1)")
            }
        }
        return found
    }

    /// Whether a source line declares something `public` or `open` (attributes may precede it).
    static func declaresPublic(_ line: Substring) -> Bool {
        let code = line.drop(while: { $0 == " " })
        guard !code.hasPrefix("//"), code.contains("public") || code.contains("open") else { return false }
        return code.contains(/^(@[A-Za-z]+(\([^)]*\))?\s+)*(public|open)(\(set\))?\s+[a-z@]/)
    }

    @Test("nothing outside API, Custom and Point/Size/Rect is public")
    func onlyTheAPIIsPublic() {
        #expect(Self.strayDeclarations() == [])
    }

    @Test("the scan recognizes a public declaration, with attributes, and nothing else")
    func scanRecognizesPublic() {
        #expect(Self.declaresPublic("public struct Point {"))
        #expect(Self.declaresPublic("    @inlinable public func replay() -> Outcome {"))
        #expect(Self.declaresPublic("    @available(*, deprecated) open class View {"))
        #expect(!Self.declaresPublic("    package func run() {"))
        #expect(!Self.declaresPublic("    /// public for the CLI"))
        #expect(!Self.declaresPublic("    let publicity = open"))
        #expect(!Self.declaresPublic("    open = nil"))
    }
}
