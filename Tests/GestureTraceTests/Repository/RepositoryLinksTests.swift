import Foundation
import Testing

/// A clone with nothing beside it must be whole (issue 14): every relative link in the
/// documentation resolves to a file or folder inside the repository, and nothing the project
/// ships points at `../shared` (test data kept beside the clone in CI only).
@Suite struct RepositoryLinksTests {
    /// The package root: this file is `Tests/GestureTraceTests/Repository/RepositoryLinksTests.swift`.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().standardizedFileURL

    /// `README.md` and every Markdown file under `docs/` and `traces/`, relative to the root, sorted.
    static func markdownFiles() -> [String] {
        var files = ["README.md"]
        for folder in ["docs", "traces"] {
            let base = root.appendingPathComponent(folder)
            let names = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
            files += names.filter { $0.hasSuffix(".md") }.map { "\(folder)/\($0)" }
        }
        return files.sorted()
    }

    /// The link targets of a Markdown text that name a path: inline links and images
    /// (`[text](target)`, `![alt](target "title")`) and reference definitions (`[id]: target`),
    /// without fragments. URLs with a scheme and same-page anchors are left out, and so is
    /// anything inside fenced code blocks or code spans (examples, not links).
    static func relativeTargets(in text: String) -> [String] {
        var prose: [Substring] = []
        var inFence = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.drop(while: { $0 == " " }).hasPrefix("```") {
                inFence.toggle()
                continue
            }
            if !inFence { prose.append(line) }
        }
        let withoutCode = prose.joined(separator: "\n").replacing(/`[^`\n]*`/, with: "")
        var targets: [String] = []
        for match in withoutCode.matches(of: /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/) {
            targets.append(String(match.output.1))
        }
        for match in withoutCode.matches(of: /(?m)^\s{0,3}\[[^\]]+\]:\s*(\S+)/) {
            targets.append(String(match.output.1))
        }
        return targets.compactMap { target in
            if target.hasPrefix("#") || target.contains(/^[A-Za-z][A-Za-z0-9+.-]*:/) { return nil }
            return String(target.prefix { $0 != "#" })
        }
    }

    @Test("the link extractor finds links and images, and skips URLs, anchors and code")
    func extractor() {
        let text = """
            See [the spec](docs/spec/FORMAT.md#3-events) and ![shot](report.png "a title").
            [web](https://example.com), [here](#usage), [mail](mailto:a@b.c), `[code](not/a/link.md)`
            ```
            [fenced](also/not.md)
            ```
            [ref]: ../traces/README.md
            """
        #expect(Self.relativeTargets(in: text) == ["docs/spec/FORMAT.md", "report.png", "../traces/README.md"])
    }

    @Test("every relative link in README.md, docs/ and traces/ resolves inside the repository")
    func linksResolve() throws {
        let files = Self.markdownFiles()
        #expect(files.contains("docs/spec/SEMANTICS.md"))
        var broken: [String] = []
        for file in files {
            let url = Self.root.appendingPathComponent(file)
            let text = try String(contentsOf: url, encoding: .utf8)
            for target in Self.relativeTargets(in: text) {
                let resolved = url.deletingLastPathComponent().appendingPathComponent(target).standardizedFileURL
                let inside = resolved.path.hasPrefix(Self.root.path + "/")
                if !inside || !FileManager.default.fileExists(atPath: resolved.path) {
                    broken.append("\(file): \(target)")
                }
            }
        }
        #expect(broken == [])
    }

    @Test("nothing in README.md, docs/, traces/ or Sources/ refers to ../shared")
    func noSharedReferences() throws {
        var hits: [String] = []
        let roots = ["README.md", "docs", "traces", "Sources"]
        for top in roots {
            let base = Self.root.appendingPathComponent(top)
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: base.path, isDirectory: &isFolder)
            let names =
                isFolder.boolValue
                ? (FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? [])
                    .map { "\(top)/\($0)" } : [top]
            for name in names.sorted() where !name.hasSuffix(".png") {
                let data = FileManager.default.contents(atPath: Self.root.appendingPathComponent(name).path)
                let text = String(decoding: data ?? Data(), as: UTF8.self)
                if text.contains("../shared") { hits.append(name) }
            }
        }
        #expect(hits == [])
    }
}
