import Foundation
import Testing

@testable import GestureTrace

/// `--recognizers` (IOS-INPUTS §3.1) and `--controllers` (IOS-INPUTS §2.7) merged into a scene.
@Suite struct RecognizerAndControllerDumpTests {
    static func recognizers(_ text: String, into scene: inout ImportedScene) throws -> SceneImportReport {
        var importer = RecognizerDumpImporter(file: "gr.txt")
        var n = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            n += 1
            importer.consume(line: line, number: n)
        }
        var report = SceneImportReport()
        try RecognizerDumpImporter.merge(try importer.finish(), into: &scene, report: &report, file: "gr.txt")
        return report
    }

    static func json(_ scene: ImportedScene) -> String {
        String(decoding: ImportedSceneWriter.document(scene), as: UTF8.self)
    }

    /// A collection view's listing on iOS 13–15, as IOS-INPUTS §3.1 quotes it, plus an app's
    /// double tap that the single tap waits for.
    static let collection = """
        (lldb) po collectionView.gestureRecognizers
        <__NSArrayM 0x600000c5e0a0>(
        <UIScrollViewDelayedTouchesBeganGestureRecognizer: 0x11f50d4d0; state = Possible; delaysTouchesBegan = YES; view = <UICollectionView 0x120818c00>; target= <(action=delayed:, target=<UICollectionView 0x120818c00>)>>,
        <UIScrollViewPanGestureRecognizer: 0x11f510630; state = Possible; delaysTouchesEnded = NO; view = <UICollectionView 0x120818c00>; target= <(action=handlePan:, target=<UICollectionView 0x120818c00>)>>,
        <UIScrollViewKnobLongPressGestureRecognizer: 0x11f510830; state = Possible; view = <UICollectionView 0x120818c00>; target= <(action=_handleKnobLongPressGesture:, target=<UICollectionView 0x120818c00>)>; numberOfTapsRequired = 0; minimumPressDuration = 0.1>,
        <UITapGestureRecognizer: 0x11f511930 (multi-select.multiFingerTapGesture); state = Possible; view = <UICollectionView 0x120818c00>; target= <(action=_multiFingerTapGesture:, target=<UIMultiSelectInteraction 0x2819c6d00>)>; numberOfTouchesRequired = 2; must-fail = {
                <UIPanGestureRecognizer: 0x11f511790 (multi-select.multiFingerPanGesture); state = Possible; view = <UICollectionView 0x120818c00>>
            }>,
        <UITapGestureRecognizer: 0x11f5119a0; state = Possible; cancelsTouchesInView = NO; view = <UICollectionView 0x120818c00>; target= <(action=open:, target=<App.ListController 0x7f1>)>; must-fail = {
                <UITapGestureRecognizer: 0x11f5119b0; state = Possible; view = <UICollectionView 0x120818c00>>
            }>,
        <UITapGestureRecognizer: 0x11f5119b0; state = Possible; view = <UICollectionView 0x120818c00>; target= <(action=zoom:, target=<App.ListController 0x7f1>)>; numberOfTapsRequired = 2; must-fail-for = {
                <UITapGestureRecognizer: 0x11f5119a0; state = Possible; view = <UICollectionView 0x120818c00>>
            }>,
        <UILongPressGestureRecognizer: 0x11f5119c0; state = Possible; enabled = NO; view = <UICollectionView 0x120818c00>; minimumPressDuration = 0.8>
        )
        """

    static let collectionDump = """
        <UIWindow: 0x1; frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x2>; layer = <UIWindowLayer: 0x3>>
           | <UICollectionView: 0x120818c00; frame = (0 0; 390 844); clipsToBounds = YES; gestureRecognizers = <NSArray: 0x4>; layer = <CALayer: 0x5>; contentOffset: {0, 0}; contentSize: {390, 2000}>
        """

    @Test(
        "a collection view's listing: built-ins folded into the scroll view, system ones dropped, must-fail pairs kept")
    func collection() throws {
        var (scene, _) = try importDump(Self.collectionDump)
        let report = try Self.recognizers(Self.collection, into: &scene)
        #expect(scene.views[1].recognizers.map(\.id) == ["tap_11f5119a0", "tap_11f5119b0", "longPress_11f5119c0"])
        #expect(scene.views[1].recognizers[0].requireToFail == ["tap_11f5119b0"])
        #expect(scene.views[1].recognizers[0].cancelsTouchesInView == false)
        #expect(scene.views[1].recognizers[1].parameters.map(\.key) == ["taps"])
        #expect(scene.views[1].recognizers[2].enabled == false)
        #expect(report.recognizersBuiltIn == 2)
        #expect(
            report.recognizersDropped.map(\.description) == [
                "UIScrollViewKnobLongPressGestureRecognizer [a scroll indicator's knob: not modelled yet]",
                "UITapGestureRecognizer (multi-select.multiFingerTapGesture) [the multi-select interaction: not modelled yet]",
            ])
        // The collection view's own NSArray is now accounted for; the window's is not.
        #expect(!scene.views[1].comments.contains { $0.key == "_gestureRecognizers" })
        #expect(scene.views[0].comments.contains { $0.key == "_gestureRecognizers" })
        let json = Self.json(scene)
        #expect(json.contains(#""minimumPressDuration": 0.8"#))
        #expect(json.contains(#""requireToFail": ["tap_11f5119b0"]"#))
        let decoded = try TraceDecoder.decodeScene(bytes: Array(json.utf8), file: "s.json")
        #expect(
            decoded.recognizers.map(\.id) == [
                // The 390×844 window is a Face ID phone's: its system gate (IOS-INPUTS §10.2).
                "UIWindow_1.systemGestureGate",
                "UICollectionView_120818c00.pan", "tap_11f5119a0", "tap_11f5119b0", "longPress_11f5119c0",
            ])
    }

    /// A `UIContextMenuInteraction`'s three recognizers, by class and name (SEMANTICS §9.13,
    /// code K45, K46): not dropped but kept as the view's `contextMenu` key, which installs all
    /// three; a relationship recognizer of a drag interaction (another name) stays dropped.
    @Test("a context menu's recognizers become the view's contextMenu key; other relationship recognizers are dropped")
    func contextMenuRecognizers() throws {
        let dump = """
            <UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x3>>
               | <UIView: 0x10; frame = (20 100; 300 80); gestureRecognizers = <NSArray: 0x4>; layer = <CALayer: 0x5>>
            """
        let listing = """
            <_UITouchDurationObservingGestureRecognizer: 0x21 (com.apple.UIKit.longPressClickDriverPrimary); state = Possible; cancelsTouchesInView = NO; view = <UIView 0x10>; target= <(action=_handleGestureRecognizer:, target=<_UILongPressClickInteractionDriver 0x30>)>>
            <_UIRelationshipGestureRecognizer: 0x22 (com.apple.UIKit.clickPresentationExclusion); state = Possible; view = <UIView 0x10>>
            <_UIRelationshipGestureRecognizer: 0x23 (com.apple.UIKit.clickPresentationFailure); state = Possible; view = <UIView 0x10>>
            <_UIRelationshipGestureRecognizer: 0x24 (com.apple.UIKit.dragFailureRelationships); state = Possible; view = <UIView 0x10>>
            """
        var (scene, _) = try importDump(dump)
        let report = try Self.recognizers(listing, into: &scene)
        #expect(scene.views[1].contextMenu)
        #expect(scene.views[1].recognizers.isEmpty)
        // Counted as what they are, not as recognizers built into UIScrollView (there is none).
        #expect(report.recognizersBuiltIn == 0)
        #expect(report.contextMenuRecognizers == 3)
        let summary = report.text(source: "dump.txt")
        #expect(!summary.contains("built into UIScrollView"))
        #expect(
            summary.contains(
                "3 context-menu recognizers (UIContextMenuInteraction's) as the view's 'contextMenu' key (SEMANTICS §9.13)"
            ))
        #expect(report.recognizersDropped.count == 1)
        #expect(Self.json(scene).contains(#""contextMenu": true"#))
        // The written scene installs the interaction again.
        let decoded = try TraceDecoder.decodeScene(bytes: Array(ImportedSceneWriter.document(scene)), file: "s.json")
        #expect(decoded.recognizers.map(\.id).filter { $0.contains("contextMenu") }.count == 3)
    }

    /// A presented page sheet (SEMANTICS §9.14, code K57, K58): its `UIDropShadowView` beside a
    /// `UIDimmingView` in a `UITransitionView` is written with the `sheet` key, and the dumped
    /// `UIPanGestureRecognizer` named `_UISheetInteractionBackgroundDismissRecognizer` maps to
    /// the sheet's pan instead of becoming an app pan; the root's `UIDropShadowView` (no dimming
    /// view) is no sheet, and an app's pan on the sheet's content stays the app's.
    @Test("a presented sheet keeps its dismiss pan as the sheet key; the root's drop shadow view is no sheet")
    func sheetDismissPan() throws {
        let dump = """
            <UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x3>>
               | <UITransitionView: 0x10; frame = (0 0; 390 844); layer = <CALayer: 0x5>>
               |    | <UIDropShadowView: 0x11; frame = (0 0; 390 844); layer = <CALayer: 0x6>>
               | <UITransitionView: 0x20; frame = (0 0; 390 844); layer = <CALayer: 0x7>>
               |    | <UIDimmingView: 0x21; frame = (0 0; 390 844); layer = <CALayer: 0x8>>
               |    | <UIDropShadowView: 0x22; frame = (0 57; 390 787); gestureRecognizers = <NSArray: 0x4>; layer = <CALayer: 0x9>>
               |    |    | <UIView: 0x23; frame = (0 0; 390 787); gestureRecognizers = <NSArray: 0xa>; layer = <CALayer: 0xb>>
            """
        let listing = """
            <UIPanGestureRecognizer: 0x31 (_UISheetInteractionBackgroundDismissRecognizer); state = Possible; view = <UIDropShadowView 0x22>; target= <(action=handlePan:, target=<_UISheetInteraction 0x40>)>>
            <UIPanGestureRecognizer: 0x32; state = Possible; view = <UIView 0x23>; target= <(action=draw:, target=<App.Canvas 0x41>)>>
            """
        var (scene, _) = try importDump(dump)
        let report = try Self.recognizers(listing, into: &scene)
        let root = try #require(scene.views.firstIndex { $0.address == "11" })
        let sheet = try #require(scene.views.firstIndex { $0.address == "22" })
        let content = try #require(scene.views.firstIndex { $0.address == "23" })
        #expect(scene.views[sheet].sheet)
        #expect(scene.views[sheet].recognizers.isEmpty)
        #expect(scene.views[content].recognizers.map(\.kind) == ["pan"])
        #expect(report.recognizersBuiltIn == 0)
        #expect(report.sheetPans == 1)
        #expect(
            report.text(source: "dump.txt").contains(
                "1 sheet dismiss pan (_UISheetInteractionBackgroundDismissRecognizer)"))
        #expect(ImportedSheets.isPresentedSheetContainer(sheet, in: scene))
        #expect(!ImportedSheets.isPresentedSheetContainer(root, in: scene))
        let decoded = try TraceDecoder.decodeScene(bytes: Array(ImportedSceneWriter.document(scene)), file: "s.json")
        #expect(decoded.recognizers.filter { $0.id.hasSuffix(".sheetPan") }.map(\.view) == [sheet])
        #expect(decoded.views[root].sheet == nil)
        // Without the recognizer listing the structure alone marks the sheet.
        let (bare, _) = try importDump(dump)
        let written = try TraceDecoder.decodeScene(bytes: Array(ImportedSceneWriter.document(bare)), file: "s.json")
        #expect(written.views.indices.filter { written.views[$0].sheet != nil } == [sheet])
    }

    /// A UISwitch's visual element installs a long press and a pan of public classes, named
    /// `UISwitch-longPress` and `UISwitch-pan` (SEMANTICS §9.10, code K31): UIKit's, so dropped by
    /// name, while an app's long press on the same element is kept.
    @Test("a UISwitch's own recognizers are UIKit's by their names: dropped and listed, the app's kept")
    func switchRecognizers() throws {
        let dump = """
            <UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x3>>
               | <UISwitch: 0x10; frame = (20 100; 51 31); gestureRecognizers = <NSArray: 0x4>; layer = <CALayer: 0x5>>
            """
        let listing = """
            <UILongPressGestureRecognizer: 0x21 (UISwitch-longPress); state = Possible; view = <UISwitch 0x10>; target= <(action=_handleLongPress:, target=<UISwitchModernVisualElement 0x30>)>; minimumPressDuration = 0.01>
            <UIPanGestureRecognizer: 0x22 (UISwitch-pan); state = Possible; view = <UISwitch 0x10>; target= <(action=_handlePan:, target=<UISwitchModernVisualElement 0x30>)>>
            <UILongPressGestureRecognizer: 0x23; state = Possible; view = <UISwitch 0x10>; target= <(action=hold:, target=<App.Controller 0x7f1>)>>
            """
        var (scene, _) = try importDump(dump)
        let report = try Self.recognizers(listing, into: &scene)
        #expect(scene.views[1].recognizers.map(\.id) == ["longPress_23"])
        #expect(
            report.recognizersDropped.map(\.description) == [
                "UILongPressGestureRecognizer (UISwitch-longPress) [a UISwitch's own recognizer: its toggle is replayed by the switch's control tracking, SEMANTICS §9.10]",
                "UIPanGestureRecognizer (UISwitch-pan) [a UISwitch's own recognizer: its toggle is replayed by the switch's control tracking, SEMANTICS §9.10]",
            ])
    }

    @Test(
        "sample 12: SwiftUI's responder recognizer is a custom recognizer, written as a script with a warning")
    func swiftUI() throws {
        let dump = """
            <UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x3>>
               | <_TtCGC7SwiftUI32NavigationStackHostingControllerVS_7AnyView_P10$1dadfd8f011HostingView: 0x105605940; frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x4>; layer = <CALayer: 0x5>>
            """
        var (scene, _) = try importDump(dump)
        let text = IOSSamples.text("12-gesture-recognizer-description-swiftui-ios18.txt")
        let report = try Self.recognizers(text, into: &scene)
        let r = try #require(scene.views[1].recognizers.first)
        #expect(r.id == "script_10560bb00")
        #expect(r.kind == "script")
        #expect(r.printedClass == "SwiftUI.UIKitResponderGestureRecognizer")
        #expect(r.delaysTouchesEnded == false)
        #expect(report.warnings.map(\.line) == [2])
        _ = try TraceDecoder.decodeScene(bytes: Array(Self.json(scene).utf8), file: "s.json")
    }

    @Test("a recognizer dump without recognizers, or with an unclosed description, is a located error")
    func errors() {
        var scene = ImportedScene()
        #expect(throws: TraceError.self) { try Self.recognizers("(\n)", into: &scene) }
        do {
            _ = try Self.recognizers(
                "(\n<UITapGestureRecognizer: 0x1; state = Possible; view = <UIView 0x2>\n)", into: &scene)
            Issue.record("no error")
        } catch {
            #expect(
                (error as? TraceError)?.description == "gr.txt:2:1: error: unclosed '<' of 'UITapGestureRecognizer'")
        }
    }

    /// Views matching sample 10's controllers: its first two are "not in the window".
    static let controllerDump = """
        <UIWindow: 0x1; frame = (0 0; 768 1024); layer = <UIWindowLayer: 0x2>>
           | <UILayoutContainerView: 0x8012b7a0; frame = (0 0; 768 1024); layer = <CALayer: 0x3>>
           |    | <PSPDFViewControllerView: 0x80129640; frame = (0 0; 768 1024); layer = <CALayer: 0x4>>
           |    |    | <UIView: 0x7def1ce0; frame = (0 0; 768 1024); layer = <CALayer: 0x5>>
           | <UILayoutContainerView: 0x8017b490; frame = (100 100; 320 480); layer = <CALayer: 0x6>>
           |    | <UIView: 0x7f5a1380; frame = (0 0; 320 480); layer = <CALayer: 0x7>>
           |    |    | <UIView: 0x7f3dbb90; frame = (0 0; 320 480); layer = <CALayer: 0x8>>
        """

    @Test(
        "sample 10: view controllers join the responder chain at their root views")
    func controllers() throws {
        var (scene, _) = try importDump(Self.controllerDump)
        var importer = ControllerHierarchyImporter(file: "10.txt")
        let text = IOSSamples.text("10-objcio-printHierarchy-ios8.txt")
        var n = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            n += 1
            try importer.consume(line: line, number: n)
        }
        var report = SceneImportReport()
        importer.merge(into: &scene, report: &report)
        #expect(
            scene.views.compactMap(\.controller) == [
                "UINavigationController_8012c5d0", "PSPDFViewController_7d05ae00",
                "PSPDFContinuousScrollViewController_7defa8e0", "PSPDFNavigationController_7d21a800",
                "PSPDFContainerViewController_8017ac40", "PSPDFStampViewController_8016b6e0",
            ])
        #expect(report.controllersImported == 6)
        #expect(
            report.warnings.map(\.message) == [
                "UINavigationController_8012c5d0 is presented: in UIKit its next responder is the presenting controller, here its view's superview (FORMAT §2.1)",
                "PSPDFNavigationController_7d21a800 is presented: in UIKit its next responder is the presenting controller, here its view's superview (FORMAT §2.1)",
                "view controllers whose views are not in the imported tree: PSPDFNavigationController (line 3, not in the window), PSCatalogViewController (line 4, not in the window)",
            ])
        let json = String(decoding: ImportedSceneWriter.document(scene), as: UTF8.self)
        let decoded = try TraceDecoder.decodeScene(bytes: Array(json.utf8), file: "s.json")
        #expect(decoded.views[3].controller?.id == "PSPDFContinuousScrollViewController_7defa8e0")
    }

    @Test("a controller line that cannot be read is a located error")
    func controllerError() {
        var importer = ControllerHierarchyImporter(file: "vc.txt")
        do {
            try importer.consume(line: "   | <MyController 0x1>, state: appeared", number: 3)
            Issue.record("no error")
        } catch {
            #expect(error.description == "vc.txt:3:24: error: expected ', view: <Class 0x…>' after the view controller")
        }
    }
}
