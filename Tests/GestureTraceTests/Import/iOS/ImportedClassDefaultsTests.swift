import Testing

@testable import GestureTrace

/// Imported ids keep the printed class, and a scroll view's class gives its bounce default
/// (issue 24 item 5; docs/DECISIONS.md "Imported classes").
@Suite struct ImportedClassDefaultsTests {
    @Test("id stems: module, generic arguments and Swift mangling removed; unsafe characters replaced")
    func stems() {
        func stem(_ printed: String) -> String {
            ImportedClassDefaults.idStem(printedClass: printed, fallback: "UIView")
        }
        #expect(stem("UITableViewCell") == "UITableViewCell")
        #expect(stem("SwiftUI.UpdateCoalescingCollectionView") == "UpdateCoalescingCollectionView")
        #expect(stem("_TtC5MyApp8CardView") == "CardView")
        #expect(stem("_TtGC7SwiftUI14_UIHostingViewGVS_6VStackGVS_4ListOs5Never__") == "_UIHostingView")
        #expect(stem("_TtGC7SwiftUI19UIHostingControllerVS_7AnyView_") == "UIHostingController")
        #expect(stem("UIHostingView<Content>") == "UIHostingView")
        #expect(stem("My-View") == "My_View")
        #expect(stem("<>") == "UIView")
        #expect(stem(String(repeating: "A", count: 200)).count == ImportedClassDefaults.maxStemLength)
    }

    @Test("a short SwiftUI List and a UITableView bounce vertically; UICollectionView and UIScrollView do not")
    func shortListScrolls() throws {
        let text = """
            <UIWindow: 0x1; frame = (0 0; 300 600); layer = <UIWindowLayer: 0x2>>
               | <SwiftUI.UpdateCoalescingCollectionView: 0x3; baseClass = UICollectionView; frame = (0 0; 300 600); layer = <CALayer: 0x4>; contentOffset: {0, 0}; contentSize: {300, 182}>
               | <UICollectionView: 0x5; frame = (0 0; 300 600); layer = <CALayer: 0x6>; contentOffset: {0, 0}; contentSize: {300, 100}>
               | <UIScrollView: 0x7; frame = (0 0; 300 600); layer = <CALayer: 0x8>; contentOffset: {0, 0}; contentSize: {300, 100}>
            """
        let (scene, report) = try importDump(text)
        #expect(
            scene.views.map(\.id) == [
                "UIWindow_1", "UpdateCoalescingCollectionView_3", "UICollectionView_5", "UIScrollView_7",
            ])
        #expect(scene.views.map(\.alwaysBounceVertical) == [nil, true, nil, nil])
        #expect(report.verticalBounce == [.swiftUIList: 1])
        // The written scene scrolls vertically along the List, not along the others (SEMANTICS §9.4).
        let bytes = try ImportedSceneWriter.validatedDocument(scene, source: "dump.txt").bytes
        let decoded = try TraceDecoder.decodeScene(bytes: bytes, file: "scene.json")
        #expect(decoded.views.map { ScrollViewRules.scrollAxes(of: $0).vertical } == [false, true, false, false])
    }
}
