import Foundation
import Testing

@testable import GestureTrace

/// `_printHierarchy` merged with `--controllers` (IOS-INPUTS §10.1): navigation controllers get
/// their stack as FORMAT §2.1 `navigation`, so the back swipe (SEMANTICS §9.7) is on their view
/// and receives touches only with more than one controller; page sheets are listed as dropped.
@Suite struct ControllerHierarchyGoldenTests {
    static let folder = IOSSamples.packageRoot.appendingPathComponent("Tests/Fixtures/ios-controllers")
    static let realHierarchy = "14-printhierarchy-tabs-sheets-ios15.txt"

    static func controllers(_ text: String, file: String = "vc.txt") throws -> ControllerHierarchyImporter {
        var importer = ControllerHierarchyImporter(file: file)
        var n = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            n += 1
            try importer.consume(line: line, number: n)
        }
        return importer
    }

    static func merged(views: String, controllers text: String) throws -> (ImportedScene, SceneImportReport) {
        var (scene, report) = try importDump(views, file: "views.txt")
        try controllers(text).merge(into: &scene, report: &report)
        return (scene, report)
    }

    @Test(
        "the real iOS 15 hierarchy: the visible navigation controller's four controllers are its stack, its three page sheets kept as the sheet key"
    )
    func realHierarchyGolden() throws {
        let views = String(
            decoding: FileManager.default.contents(atPath: Self.folder.appendingPathComponent("tabs.views.txt").path)
                ?? Data(), as: UTF8.self)
        var (scene, report) = try importDump(views, file: "tabs.views.txt")
        try Self.controllers(IOSSamples.text(Self.realHierarchy), file: Self.realHierarchy)
            .merge(into: &scene, report: &report)
        let json = String(decoding: ImportedSceneWriter.document(scene), as: UTF8.self)
        FixtureGolden.expect(Array(json.utf8), "tabs.scene.json", in: Self.folder)
        FixtureGolden.expect(
            Array((report.text(source: "tabs.views.txt") + "\n").utf8), "tabs.summary.txt", in: Self.folder)
        let decoded = try TraceDecoder.decodeScene(bytes: Array(json.utf8), file: "tabs.scene.json")
        let nav = try #require(decoded.views.firstIndex { $0.id == "UILayoutContainerView_129b10880" })
        #expect(decoded.views[nav].navigation?.stackDepth == 4)
        #expect(
            decoded.views[nav].recognizers.map { decoded.recognizers[$0].id }.first
                == "UILayoutContainerView_129b10880.interactivePopGestureRecognizer")
        // The tab bar controller's view is no navigation controller's.
        let tabs = try #require(decoded.views.firstIndex { $0.id == "UILayoutContainerView_129e07b40" })
        #expect(decoded.views[tabs].navigation == nil)
        // The three page sheets keep their drag-to-dismiss: their containers get the `sheet`
        // key (SEMANTICS §9.14); the root's UIDropShadowView does not.
        #expect(report.controllersDropped.isEmpty)
        #expect(report.sheets.count == 3)
        let sheets = decoded.views.filter { $0.sheet != nil }.map(\.id)
        #expect(sheets == ["UIDropShadowView_12d208e10", "UIDropShadowView_129b4e460", "UIDropShadowView_129e2b1f0"])
    }

    /// A navigation controller holding `stack` controllers, the top one's view inside.
    static func navigation(stack: [String]) -> (views: String, controllers: String) {
        let views = """
            <UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>
               | <UILayoutContainerView: 0xa0; frame = (0 0; 390 844); layer = <CALayer: 0x3>>
               |    | <UINavigationTransitionView: 0xa1; frame = (0 0; 390 844); layer = <CALayer: 0x4>>
               |    |    | <UIView: 0xb0; frame = (0 0; 390 844); layer = <CALayer: 0x5>>
               |    | <UINavigationBar: 0xa2; frame = (0 47; 390 44); layer = <CALayer: 0x6>>
               |    | <UIToolbar: 0xa3; frame = (0 761; 390 49); layer = <CALayer: 0x7>>
            """
        var lines = ["<MyNavigator 0xc0>, state: appeared, view: <UILayoutContainerView 0xa0>"]
        for (k, state) in stack.enumerated() {
            let view = k == stack.count - 1 ? "<UIView 0xb0>" : "<UIView 0xd\(k)> not in the window"
            lines.append("   | <App.Screen 0xe\(k)>, state: \(state), view: \(view)")
        }
        return (views, lines.joined(separator: "\n"))
    }

    @Test("the stack is the navigation controller's children; presented controllers are not on it; the bars are found")
    func stackDepthAndBars() throws {
        var (views, text) = Self.navigation(stack: ["disappeared", "appeared"])
        text +=
            "\n   + <App.Modal 0xf0>, state: appeared, view: <UIView 0xf1>, presented with: <_UIFullscreenPresentationController 0xf2>"
        let (scene, report) = try Self.merged(views: views, controllers: text)
        let nav = try #require(scene.view(address: "a0"))
        #expect(
            scene.views[nav].navigation
                == {
                    var n = ImportedNavigation(stackDepth: 2)
                    n.navigationBar = "UINavigationBar_a2"
                    n.toolbar = "UIToolbar_a3"
                    return n
                }())
        // A class not named '…NavigationController' is one by its UINavigationTransitionView.
        #expect(report.navigationControllers.count == 1)
        #expect(report.navigationControllers[0].hasPrefix("MyNavigator_c0: navigation stackDepth 2 (top App.Screen)"))
        // A full-screen presentation has no drag to dismiss: nothing dropped.
        #expect(report.controllersDropped.isEmpty)
    }

    @Test("an appearing or disappearing controller on the stack is a transition running")
    func transitioning() throws {
        let (views, text) = Self.navigation(stack: ["disappearing", "appearing"])
        let (scene, _) = try Self.merged(views: views, controllers: text)
        #expect(scene.views[try #require(scene.view(address: "a0"))].navigation?.transitioning == true)
    }

    /// The back swipe of the imported scene, replayed: a drag from the left edge of the pushed
    /// screen, the trace naming the written scene document as its scene file.
    static func backSwipeStates(stack: [String]) throws -> [String] {
        let (views, text) = Self.navigation(stack: stack)
        let (scene, _) = try Self.merged(views: views, controllers: text)
        let document = ImportedSceneWriter.document(scene)
        let trace = #"{"gesturetrace": 1, "scene": "imported.json", "events": \#(NavigationRulesTests.drag(from: 5))}"#
        let decoded = try TraceDecoder.decode(bytes: Array(trace.utf8), file: "t.json") { _ throws(TraceError) in
            (bytes: document, file: "imported.json")
        }
        return Replay.run(decoded).records.compactMap { record in
            guard case let .state(r, from, to, _, _) = record.body, r.hasSuffix(".interactivePopGestureRecognizer")
            else { return nil }
            return "\(r) \(from.rawValue)->\(to.rawValue)"
        }
    }

    @Test("imported with two controllers the back swipe recognizes from the edge; with one it gets no touches")
    func backSwipeReplays() throws {
        #expect(
            try Self.backSwipeStates(stack: ["disappeared", "appeared"]) == [
                "UILayoutContainerView_a0.interactivePopGestureRecognizer possible->began",
                "UILayoutContainerView_a0.interactivePopGestureRecognizer began->changed",
                "UILayoutContainerView_a0.interactivePopGestureRecognizer changed->ended",
            ])
        #expect(try Self.backSwipeStates(stack: ["appeared"]).isEmpty)
    }
}
