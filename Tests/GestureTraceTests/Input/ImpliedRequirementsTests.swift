import Foundation
import Testing

@testable import GestureTrace

/// The decoder's count of the failure requirements navigation controllers and context menus
/// imply, against the edges the rules make (issue 25, round 8; DECISIONS "Implied failure
/// requirements").
@Suite struct ImpliedRequirementsTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("traces")

    static func decode(_ url: URL) throws -> Trace {
        let bytes = Array(try Data(contentsOf: url))
        return try TraceDecoder.decode(bytes: bytes, file: url.lastPathComponent) { path throws(TraceError) in
            let scene = url.deletingLastPathComponent().appendingPathComponent(path)
            guard let data = try? Data(contentsOf: scene) else {
                throw TraceError(file: path, line: 0, column: 0, path: "", message: "unreadable")
            }
            return (Array(data), scene.path)
        }
    }

    @Test("the counts are the numbers of edges the rules make, for every corpus scene")
    func countsMatchTheEdges() throws {
        let files = try #require(FileManager.default.enumerator(at: Self.corpus, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "json" }
            .sorted { $0.path < $1.path }
        var withNavigation = 0
        var withMenus = 0
        for file in files {
            guard let scene = try? Self.decode(file).scene else { continue }
            let navigation = NavigationRules.requiredToFailEdgeCount(
                views: scene.views, recognizers: scene.recognizers, settings: scene.settings)
            let navigationEdges = NavigationRules.requiredToFailEdges(of: scene)
            #expect(navigation.count == navigationEdges.count, "\(file.lastPathComponent)")
            let menus = ContextMenuRules.requiredToFailEdgeCount(views: scene.views, recognizers: scene.recognizers)
            #expect(menus.count == ContextMenuRules.requiredToFailEdges(of: scene).count, "\(file.lastPathComponent)")
            if navigation.count > 0 { withNavigation += 1 }
            if menus.count > 0 { withMenus += 1 }
        }
        // The corpus exercises both rules.
        #expect(
            files.count > 400 && withNavigation >= 5 && withMenus >= 5, "\(files.count) \(withNavigation) \(withMenus)")
    }

    @Test("nested menus in scroll views with long presses: counted exactly")
    func mixedScene() throws {
        // Three nested menus (3 outer-press edges), two scroll views' pans for each of the three
        // presses (6), three failure recognizers times two long presses (6).
        let text = """
            {"gesturetrace": 1, "scene": {"window": {"id": "w", "frame": [0, 0, 390, 844], "subviews": [
              {"id": "s1", "class": "UIScrollView", "frame": [0, 0, 390, 844], "scroll": {"contentSize": [390, 2000]}, "subviews": [
                {"id": "a", "frame": [0, 0, 390, 844], "contextMenu": true, "recognizers": [{"id": "lp1", "kind": "longPress"}], "subviews": [
                  {"id": "b", "frame": [0, 0, 390, 844], "contextMenu": true, "subviews": [
                    {"id": "c", "frame": [0, 0, 390, 844], "contextMenu": true, "recognizers": [{"id": "lp2", "kind": "longPress"}]}]}]}]},
              {"id": "s2", "class": "UIScrollView", "frame": [0, 0, 390, 844], "scroll": {"contentSize": [390, 2000]}}]}},
             "events": []}
            """
        let scene = try TraceDecoder.decode(bytes: Array(text.utf8), file: "m.json") { path throws(TraceError) in
            throw TraceError(file: path, line: 0, column: 0, path: "", message: "no scene files")
        }.scene
        let menus = ContextMenuRules.requiredToFailEdgeCount(views: scene.views, recognizers: scene.recognizers)
        #expect(menus.count == 3 + 6 + 6)
        #expect(menus.count == ContextMenuRules.requiredToFailEdges(of: scene).count)
        #expect(menus.first.map { scene.recognizers[$0].id } == "a.contextMenu")
    }
}
