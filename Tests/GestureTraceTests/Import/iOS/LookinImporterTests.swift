import Foundation
import Testing

@testable import GestureTrace

/// `LookinImporter`: the feed archive (built from LookinServer's class layout, `LookinFixture`)
/// imports into the golden scene and summary in `Tests/Fixtures/lookin`; malformed archives fail
/// at their byte and object path.
@Suite struct LookinImporterTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../Fixtures/lookin").standardizedFileURL

    /// Compares with the golden file; `GESTURETRACE_UPDATE=1` rewrites it (and the test fails).
    static func expectGolden(_ actual: [UInt8], _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        FixtureGolden.expect(actual, name, in: folder, sourceLocation: sourceLocation)
    }

    static func importFeed() throws -> (ImportedScene, LookinImportReport) {
        try LookinImporter.run(bytes: ArchiveBuilder.archive(LookinFixture.feed), file: "feed.lookin")
    }

    @Test("the feed archive is the committed fixture, and imports into the golden scene and summary")
    func golden() throws {
        let bytes = ArchiveBuilder.archive(LookinFixture.feed)
        Self.expectGolden(bytes, "feed.lookin")
        let (scene, report) = try Self.importFeed()
        let json = ImportedSceneWriter.document(scene)
        Self.expectGolden(json, "feed.scene.json")
        Self.expectGolden(Array((report.text(source: "feed.lookin") + "\n").utf8), "feed.summary.txt")
        _ = try TraceDecoder.decodeScene(bytes: json, file: "feed.scene.json")
    }

    @Test("what the archive holds reaches the scene")
    func mapped() throws {
        let (scene, report) = try Self.importFeed()
        func view(_ id: String) -> ImportedView? { scene.views.first { $0.id == id } }
        #expect(
            scene.views.map(\.id) == [
                "UIWindow_7fa1c0c01000", "UIView_7fa1c0f05000", "FeedScrollView_7fa1c1800000",
                "PhotoCardView_7fa1c0e20000",
                "UIImageView_7fa1c0e21000", "UILabel_7fa1c0e22000", "LikeButton_7fa1c0e23000",
                "UIImageView_7fa1c0e24000",
                "UITextField_7fa1c0e30000", "UISwitch_7fa1c0e32000", "UIView_7fa1c0e33000", "UIView_7fa1c0e34000",
                "BadgeView_7fa1c0e40000",
            ])
        let feed = try #require(view("FeedScrollView_7fa1c1800000"))
        #expect(feed.printedClass == "Feed.FeedScrollView")
        #expect(feed.boundsOrigin == Point(x: 0, y: 120))
        #expect(feed.contentSize == Size(width: 390, height: 2000))
        #expect(feed.canCancelContentTouches == false && feed.delaysContentTouches == true)
        #expect(feed.alwaysBounceVertical == true && feed.clipsToBounds)
        #expect(feed.recognizers.isEmpty)  // its pan and delay are FORMAT's built-in ones
        #expect(report.recognizersBuiltIn == 2)
        let card = try #require(view("PhotoCardView_7fa1c0e20000"))
        #expect(card.recognizers.map(\.id) == ["tap_101", "script_102", "longPress_103"])
        #expect(card.recognizers.map(\.enabled) == [true, true, false])
        #expect(
            card.recognizers[0].comments.first == ImportedComment("_delegate", "<Feed.PhotoCardView: 0x7fa1c0e20000>"))
        #expect(view("UILabel_7fa1c0e22000")?.userInteractionEnabled == true)
        #expect(view("UIImageView_7fa1c0e21000")?.userInteractionEnabled == false)
        #expect(view("LikeButton_7fa1c0e23000")?.controlActions == ["touchDown", "touchUpInside"])
        #expect(view("UISwitch_7fa1c0e32000")?.controlEnabled == false)
        #expect(view("UISwitch_7fa1c0e32000")?.controlActions == ["valueChanged"])
        #expect(view("UITextField_7fa1c0e30000")?.controlActions == [])
        #expect(report.droppedControlEvents == ["UIControlEventEditingChanged"])
        #expect(
            report.recognizersDropped == [
                "UITextField_7fa1c0e30000 UITextTapRecognizer (UITapGestureRecognizer) [text interaction's tap: replayed by the view's 'text' key, SEMANTICS §9.8]"
            ])
        #expect(view("UIView_7fa1c0e33000")?.hidden == true)
        #expect(view("UIView_7fa1c0f05000")?.controller == "FeedViewController")
        #expect(view("UIView_7fa1c0f05000")?.recognizers.first?.edges == ["left"])
        #expect(report.layersWithoutView == 2)
        #expect(report.otherWindows == ["0 UITextEffectsWindow"])
        #expect(report.transformsUnknown == 1)
    }

    /// The replay of `events` on the imported feed scene, as text lines without the header,
    /// summary and `hit` lines.
    static func replay(_ events: String) throws -> [String] {
        let (scene, _) = try importFeed()
        let json = ImportedSceneWriter.document(scene)
        let text = "{\"gesturetrace\": 1, \"scene\": \"feed.scene.json\", \"events\": [\(events)]}"
        let trace = try TraceDecoder.decode(bytes: Array(text.utf8), file: "t.json") { (_: String) throws(TraceError) in
            (json, "feed.scene.json")
        }
        let records = Replay.run(trace).records
        #expect(InvariantChecker.check(records, touchesDownAtEnd: InvariantChecker.touchesDownAtEnd(of: trace)) == [])
        return TextWriter.render(name: trace.name, records: records).split(separator: "\n").map(String.init).filter {
            !$0.hasPrefix("gesturetrace") && !$0.hasPrefix("  hit") && !$0.hasPrefix("summary")
        }
    }

    @Test("the imported scene replays: the like button, through the scrolled feed, held by the custom recognizer")
    func replays() throws {
        // The button is at (16 + 302, 140 + 248 - 120) in the window: the feed is scrolled by 120.
        let lines = try Self.replay(
            """
            {"t": 0, "touches": [{"id": 1, "phase": "began", "x": 340, "y": 290}]},
            {"t": 0.05, "touches": [{"id": 1, "phase": "ended", "x": 340, "y": 290}]}
            """)
        // The button's touchDown arrives; its touchUpInside never does: the card's custom
        // recognizer (imported as a script with no steps) stays possible and, delaying touches
        // ended by default, holds the lift (SEMANTICS §7).
        #expect(lines.contains("  control  LikeButton_7fa1c0e23000  touchDown"))
        #expect(!lines.contains { $0.contains("touchUpInside") })
        #expect(lines.contains("  outcome  script_102  possible: received touches but never left possible"))
        #expect(
            lines.contains {
                $0.hasPrefix("  state    tap_101  possible -> failed  (LikeButton_7fa1c0e23000 (UIButton) refused")
            })
    }

    static func failure(_ root: ArchivedValue) -> String {
        do {
            _ = try LookinImporter.run(bytes: ArchiveBuilder.archive(root), file: "x.lookin")
            return "no error"
        } catch {
            return error.description
        }
    }

    @Test("cells keep the index path LookinServer traces; pagingEnabled (sv_s_p) is mapped; _UI classes by the table")
    func cellsAndPaging() throws {
        typealias F = LookinFixture
        func cell(_ oid: Int64, _ classes: [String], _ trace: String?, y: Int) -> F.V {
            F.item(
                view: F.object(oid, "0x\(oid)0", .array(classes.map { .string($0) }), trace: trace),
                frame: "{{0, \(y)}, {390, 44}}", bounds: "{{0, 0}, {390, 44}}", attributes: [F.interaction(true)])
        }
        let tableCell = ["UITableViewCell", "UIView", "UIResponder", "NSObject"]
        let table = F.item(
            view: F.object(10, "0x100", F.chain("UITableView", "UIScrollView", "UIView", "UIResponder", "NSObject")),
            frame: "{{0, 0}, {390, 400}}", bounds: "{{0, 0}, {390, 400}}",
            attributes: [
                F.interaction(true), F.group("s", [("s_s", [F.bool("sv_s_s", true), F.bool("sv_s_p", true)])]),
            ],
            subitems: [
                cell(11, tableCell, "{ sec:2, row:7 }", y: 0),
                cell(12, tableCell, "(Feed.Controller *) -> pinnedCell", y: 44),
                // A chain naming no public class (an archive trimmed to the class itself).
                cell(13, ["_UIPrivateBackdropView"], nil, y: 88),
            ])
        let grid = F.item(
            view: F.object(
                20, "0x200", F.chain("UICollectionView", "UIScrollView", "UIView", "UIResponder", "NSObject")),
            frame: "{{0, 400}, {390, 400}}", bounds: "{{0, 0}, {390, 400}}", attributes: [F.interaction(true)],
            subitems: [
                cell(
                    21, ["Feed.PhotoCell", "UICollectionViewCell", "UIView", "UIResponder", "NSObject"],
                    "{ item:3, sec:1 }", y: 0)
            ])
        let window = F.item(
            view: F.object(1, "0x1", F.chain("UIWindow", "UIView", "UIResponder", "NSObject")),
            frame: "{{0, 0}, {390, 844}}", bounds: "{{0, 0}, {390, 844}}", attributes: [F.interaction(true)], key: true,
            subitems: [table, grid])
        let (scene, report) = try LookinImporter.run(
            bytes: ArchiveBuilder.archive(F.file(windows: [window])), file: "x.lookin")
        #expect(scene.views.map(\.cellIndexPath) == [nil, nil, [2, 7], nil, nil, nil, [1, 3]])
        #expect(scene.views.map(\.pagingEnabled) == [nil, true, nil, nil, nil, nil, nil])
        // The class chain is mapped by UIKitClassMap alone: a private _UI view is a view by its
        // table (IOS-INPUTS §2.5), not a fallback as Lookin's own copy of the walk made it.
        #expect(scene.views[4].viewClass == .view && report.mapped[.table] == 1 && report.fallbackClasses.isEmpty)
        let json = ImportedSceneWriter.document(scene)
        let text = String(decoding: json, as: UTF8.self)
        #expect(text.contains("\"cell\": {\"indexPath\": [2, 7]}") && text.contains("\"pagingEnabled\": true"))
        _ = try TraceDecoder.decodeScene(bytes: json, file: "x.json")
        #expect(LookinImporter.indexPath(trace: "{ sec:0, row:12 }") == [0, 12])
        #expect(LookinImporter.indexPath(trace: "sectionHeader { sec:0 }") == nil)
        #expect(LookinImporter.indexPath(trace: "{ sec:-1, row:2 }") == nil)
        #expect(LookinImporter.indexPath(trace: "{ sec:0, row:1000001 }") == nil)
    }

    @Test(
        "section headers and footers (specialTrace) are not cells; te_b_e is a text view's isEditable; the screen sets the device"
    )
    func sectionsTextAndDevice() throws {
        typealias F = LookinFixture
        func view(
            _ oid: Int64, _ classes: [String], _ trace: String?, y: Int, attributes: [F.V] = [F.interaction(true)]
        )
            -> F.V
        {
            F.item(
                view: F.object(oid, "0x\(oid)0", .array(classes.map { .string($0) }), trace: trace),
                frame: "{{0, \(y)}, {390, 44}}", bounds: "{{0, 0}, {390, 44}}", attributes: attributes)
        }
        let tableCell = ["UITableViewCell", "UIView", "UIResponder", "NSObject"]
        let table = F.item(
            view: F.object(10, "0x100", F.chain("UITableView", "UIScrollView", "UIView", "UIResponder", "NSObject")),
            frame: "{{0, 0}, {390, 400}}", bounds: "{{0, 0}, {390, 400}}", attributes: [F.interaction(true)],
            subitems: [
                // LKS_TraceManager.m's table form has a space after 'sec:'.
                view(
                    11, ["Feed.Header", "UITableViewHeaderFooterView", "UIView", "UIResponder", "NSObject"],
                    "sectionHeader { sec: 0 }", y: 0),
                view(12, tableCell, "{ sec:0, row:0 }", y: 44),
                // A cell class returned as a footer view: still not a cell.
                view(13, tableCell, "sectionFooter { sec: 0 }", y: 88),
            ])
        let grid = F.item(
            view: F.object(
                20, "0x200", F.chain("UICollectionView", "UIScrollView", "UIView", "UIResponder", "NSObject")),
            frame: "{{0, 400}, {390, 300}}", bounds: "{{0, 0}, {390, 300}}", attributes: [F.interaction(true)],
            subitems: [
                view(
                    21, ["Feed.SectionTitle", "UICollectionReusableView", "UIView", "UIResponder", "NSObject"],
                    "sectionHeader { sec:1 }", y: 0)
            ])
        let notes = view(
            30, ["UITextView", "UIScrollView", "UIView", "UIResponder", "NSObject"], nil, y: 700,
            attributes: [
                F.interaction(true), F.group("te", [("tv_b", [F.bool("te_b_e", false), F.bool("te_b_s", true)])]),
            ])
        let window = F.item(
            view: F.object(1, "0x1", F.chain("UIWindow", "UIView", "UIResponder", "NSObject")),
            frame: "{{0, 0}, {390, 844}}", bounds: "{{0, 0}, {390, 844}}", attributes: [F.interaction(true)], key: true,
            subitems: [table, grid, notes])
        let bytes = ArchiveBuilder.archive(F.file(windows: [window]))
        let (scene, report) = try LookinImporter.run(bytes: bytes, file: "x.lookin")
        #expect(
            scene.views.map(\.viewClass) == [
                .window, .tableView, .view, .tableViewCell, .view, .collectionView, .view, .textView,
            ])
        #expect(
            scene.views.map { v in v.comments.first { $0.key == "_section" }?.value } == [
                nil, nil, "header of section 0", nil, "footer of section 0", nil, "header of section 1", nil,
            ])
        #expect(scene.views[3].cellIndexPath == [0, 0])
        #expect(report.sectionSupplements == 3 && report.textEditable == 1)
        #expect(
            report.warnings.map(\.message) == [
                "UITableViewCell is section 0's footer, not a cell: imported as a UIView (no highlight or selection)"
            ])
        let text = report.text(source: "x.lookin")
        #expect(
            text.contains(
                "; section headers/footers: 3 (by their specialTrace: not cells, so never highlighted or selected)"))
        #expect(text.contains("; isEditable of 1 text view"))
        // The archived screen, 390×844 pt, is a Face ID phone's: the window's system gate.
        #expect(text.contains("assumed: system gate: device homeIndicator from the 390×844 pt window"))
        let json = ImportedSceneWriter.document(scene)
        let decoded = try TraceDecoder.decodeScene(bytes: json, file: "x.json")
        #expect(decoded.views[0].systemGestures?.device == .homeIndicator)
        #expect(decoded.views[7].text?.editable == false)
        // The footer made from a cell class takes no index path: only the real cell is the list's.
        #expect(decoded.views.filter { $0.cell != nil }.map(\.id) == [scene.views[3].id])
        // --device none: no gate.
        let (bare, bareReport) = try LookinImporter.run(
            bytes: bytes, file: "x.lookin", device: ImportedDevice.Choice.none)
        #expect(bare.views[0].systemGestures == nil)
        #expect(
            bareReport.text(source: "x").contains("mapped: ")
                && bareReport.text(source: "x").contains("no system gate (--device none)"))
        #expect(LookinImporter.sectionSupplement(trace: "sectionFooter { sec:12 }")! == ("footer", 12))
        #expect(LookinImporter.sectionSupplement(trace: "sectionHeader { sec: -1 }") == nil)
        #expect(LookinImporter.sectionSupplement(trace: "{ sec:0, row:1 }") == nil)
    }

    @Test("a malformed archive fails at its byte and object path")
    func located() throws {
        #expect(
            Self.failure(.object("LookinHierarchyInfo", []))
                .hasSuffix("expected a LookinHierarchyFile, found a LookinHierarchyInfo (at $top.root)"))
        #expect(
            Self.failure(LookinFixture.file(windows: [])).hasSuffix(
                "the file has no windows (at $top.root.hierarchyInfo.displayItems)"))
        let badFrame = LookinFixture.item(
            view: LookinFixture.object(1, "0x1", LookinFixture.chain("UIWindow")), frame: "{{0, 0}, {10}}",
            bounds: "{{0, 0}, {10, 10}}")
        let message = Self.failure(LookinFixture.file(windows: [badFrame]))
        #expect(message.hasPrefix("x.lookin: error: byte "))
        #expect(
            message.hasSuffix(
                ": '{{0, 0}, {10}}' is not a rectangle {{x, y}, {w, h}} (at $top.root.hierarchyInfo.displayItems[0].frame)"
            ))
        let far = LookinFixture.item(
            view: LookinFixture.object(1, "0x1", LookinFixture.chain("UIWindow")), frame: "{{0, 0}, {1e12, 10}}",
            bounds: "{{0, 0}, {10, 10}}")
        #expect(Self.failure(LookinFixture.file(windows: [far])).contains("a coordinate beyond ±1e9"))
        #expect(
            (try? LookinImporter.run(bytes: Array("bplist00".utf8), file: "x.lookin")) == nil)
        // Found by the plist fuzz target: a window item that is a bare layer imported no view and
        // wrote a scene without a window.
        let bare = LookinFixture.item(view: nil, frame: "{{0, 0}, {10, 10}}", bounds: "{{0, 0}, {10, 10}}")
        #expect(
            Self.failure(LookinFixture.file(windows: [bare])).hasSuffix(
                "the window's display item has no view (no viewObject): nothing to import (at $top.root.hierarchyInfo.displayItems[0])"
            ))
        // Found by the fuzzer too: a root whose class chain names no window became a UIView root.
        let plain = LookinFixture.item(
            view: LookinFixture.object(1, "0x1", LookinFixture.chain("UIView")), frame: "{{0, 0}, {10, 10}}",
            bounds: "{{0, 0}, {10, 10}}")
        let (plainScene, plainReport) = try LookinImporter.run(
            bytes: ArchiveBuilder.archive(LookinFixture.file(windows: [plain])), file: "p")
        #expect(plainScene.views.map(\.viewClass) == [.window])
        #expect(
            plainReport.warnings.map(\.message) == [
                "the root's class chain (UIView) does not name UIWindow: imported as the window"
            ])
        _ = try TraceDecoder.decodeScene(bytes: ImportedSceneWriter.document(plainScene), file: "p.json")
        // An address that is not %p's hex is left out of the id.
        let odd = LookinFixture.item(
            view: LookinFixture.object(1, "0x1.pan\"", LookinFixture.chain("UIWindow")), frame: "{{0, 0}, {10, 10}}",
            bounds: "{{0, 0}, {10, 10}}")
        #expect(
            (try? LookinImporter.run(bytes: ArchiveBuilder.archive(LookinFixture.file(windows: [odd])), file: "o"))?.0
                .views.map(\.id) == ["UIWindow_0"])
    }

    /// A chain of `depth` display items, each the only subitem of the one before, written as an
    /// object table directly (no recursion in the test either).
    static func deepArchive(depth: Int, cycle: Bool = false) -> [UInt8] {
        var o: [PropertyListObject] = []
        func add(_ x: PropertyListObject) -> Int {
            o.append(x)
            return o.count - 1
        }
        // $objects: 0 $null, 1 item class, 2 NSArray class, 3 LookinObject class, 4 chain array, 5 "UIView", 6 frame
        // string, 7 view object, 8 file class, 9 info class; then per level an item and its subitems array.
        let s = { (t: String) in add(.string(t)) }
        let classDescription = { (name: String) -> PropertyListObject in
            .dictionary(keys: [s("$classname"), s("$classes")], values: [s(name), add(.array([s(name)]))])
        }
        var entries: [Int] = []
        entries.append(s("$null"))
        entries.append(add(classDescription("LookinDisplayItem")))
        entries.append(add(classDescription("NSArray")))
        entries.append(add(classDescription("LookinObject")))
        entries.append(
            add(
                .dictionary(keys: [s("NS.objects"), s("$class")], values: [add(.array([add(.uid(5))])), add(.uid(2))])))
        entries.append(s("UIView"))
        entries.append(s("{{0, 0}, {10, 10}}"))
        entries.append(
            add(.dictionary(keys: [s("classChainList"), s("$class")], values: [add(.uid(4)), add(.uid(3))])))
        entries.append(add(classDescription("LookinHierarchyFile")))
        entries.append(add(classDescription("LookinHierarchyInfo")))
        let first = entries.count + 2  // after the file and info entries
        let windows = add(.array([add(.uid(first))]))
        entries.append(
            add(
                .dictionary(
                    keys: [s("hierarchyInfo"), s("$class")], values: [add(.uid(entries.count + 1)), add(.uid(8))])))
        entries.append(add(.dictionary(keys: [s("1"), s("$class")], values: [windows, add(.uid(9))])))
        let keys = [s("viewObject"), s("frame"), s("subitems"), s("$class")]
        for level in 0..<depth {
            let item = first + 2 * level
            let next = level + 1 < depth ? item + 2 : (cycle ? first : -1)
            let subitems: Int = next < 0 ? add(.uid(0)) : add(.uid(item + 1))
            entries.append(add(.dictionary(keys: keys, values: [add(.uid(7)), add(.uid(6)), subitems, add(.uid(1))])))
            entries.append(add(.array(next < 0 ? [] : [add(.uid(next))])))
        }
        let objects = add(.array(entries))
        let top = add(.dictionary(keys: [s("root")], values: [add(.uid(first - 2))]))
        let root = add(
            .dictionary(
                keys: [s("$archiver"), s("$top"), s("$objects")], values: [s("NSKeyedArchiver"), top, objects]))
        return PropertyListWriter.bytes(o, top: root)
    }

    @Test(
        "an alpha outside 0…1 (a float opacity such as 1.000007, found by the plist fuzz target) is clamped as UIKit does, and the scene validates",
        arguments: [(1.000007, 1.0), (-0.25, 0.0), (Double.nan, 0.0), (Double.infinity, 1.0), (0.5, 0.5)])
    func alphaClamped(archived: Double, imported: Double) throws {
        let window = LookinFixture.item(
            view: LookinFixture.object(1, "0x1", LookinFixture.chain("UIWindow")), frame: "{{0, 0}, {10, 10}}",
            bounds: "{{0, 0}, {10, 10}}", alpha: archived)
        let (scene, _) = try LookinImporter.run(
            bytes: ArchiveBuilder.archive(LookinFixture.file(windows: [window])), file: "a.lookin")
        #expect(scene.views.map(\.alpha) == [imported])
        _ = try TraceDecoder.decodeScene(bytes: ImportedSceneWriter.document(scene), file: "a.json")
    }

    @Test("a deep scene is written with its indentation capped: linear in the views, and still the same scene")
    func deepDocumentIsLinear() throws {
        func document(depth: Int) throws -> [UInt8] {
            let (scene, _) = try LookinImporter.run(bytes: Self.deepArchive(depth: depth), file: "deep.lookin")
            return try ImportedSceneWriter.validatedDocument(scene, source: "deep.lookin").bytes
        }
        let half = try document(depth: 1_000)
        let whole = try document(depth: 2_000)
        var widest = 0
        for line in whole.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            widest = max(widest, line.prefix { $0 == UInt8(ascii: " ") }.count)
        }
        // The deepest container opens at the cap; its items sit two columns in.
        #expect(widest == ImportedSceneWriter.maxIndent + 2)
        // Twice the depth, about twice the bytes (indenting by depth made it four times).
        #expect(Double(whole.count) < 2.2 * Double(half.count))
        #expect(try TraceDecoder.decodeScene(bytes: whole, file: "deep.json").views.count == 2_000)
    }

    @Test("a 30 000-deep hierarchy imports without recursion; a cycle of items is an error")
    func deep() throws {
        let (scene, _) = try LookinImporter.run(bytes: Self.deepArchive(depth: 30_000), file: "deep.lookin")
        #expect(scene.views.count == 30_000)
        #expect(scene.views.last?.parent == 29_998)
        var message = ""
        do {
            _ = try LookinImporter.run(bytes: Self.deepArchive(depth: 3, cycle: true), file: "c.lookin")
        } catch {
            message = error.description
        }
        #expect(
            message.hasSuffix(
                "this display item is reached twice (the archive's items form a cycle) (at $top.root.hierarchyInfo.displayItems[0].subitems[0].subitems[0].subitems[0])"
            ))
    }

    /// A window holding a presented sheet (SEMANTICS §9.14): the `UIPanGestureRecognizer` a
    /// Lookin archive shows on a `UIDropShadowView` beside a `UIDimmingView` is the sheet's
    /// dismiss pan (Lookin archives no names), kept as the view's `sheet` key, not an app pan;
    /// and a table's `_UISwipeActionPanGestureRecognizer` is kept as `list.swipeActionPan`
    /// (SEMANTICS §9.12), not dropped.
    @Test("an archived sheet's pan becomes its sheet key; an archived swipe-action pan becomes list.swipeActionPan")
    func sheetAndSwipeActionPans() throws {
        typealias F = LookinFixture
        let table = F.item(
            view: F.object(34, "0x34", F.chain("UITableView", "UIScrollView", "UIView", "UIResponder", "NSObject")),
            frame: "{{0, 56}, {390, 700}}", bounds: "{{0, 0}, {390, 700}}",
            handlers: [F.recognizer("_UISwipeActionPanGestureRecognizer", base: "UIPanGestureRecognizer", oid: 202)])
        let shadow = F.item(
            view: F.object(33, "0x33", F.chain("UIDropShadowView", "UIView", "UIResponder", "NSObject")),
            frame: "{{0, 57}, {390, 787}}", bounds: "{{0, 0}, {390, 787}}",
            handlers: [
                F.recognizer(
                    "UIPanGestureRecognizer", targets: [("<_UISheetInteraction: 0x40>", "handlePan:")], oid: 201)
            ], subitems: [table])
        let dimming = F.item(
            view: F.object(32, "0x32", F.chain("UIDimmingView", "UIView", "UIResponder", "NSObject")),
            frame: "{{0, 0}, {390, 844}}", bounds: "{{0, 0}, {390, 844}}")
        let transition = F.item(
            view: F.object(31, "0x31", F.chain("UITransitionView", "UIView", "UIResponder", "NSObject")),
            frame: "{{0, 0}, {390, 844}}", bounds: "{{0, 0}, {390, 844}}", subitems: [dimming, shadow])
        let window = F.item(
            view: F.object(30, "0x30", F.chain("UIWindow", "UIView", "UIResponder", "NSObject")),
            frame: "{{0, 0}, {390, 844}}", bounds: "{{0, 0}, {390, 844}}", key: true, subitems: [transition])
        let (scene, report) = try LookinImporter.run(
            bytes: ArchiveBuilder.archive(F.file(windows: [window])), file: "sheet.lookin")
        #expect(report.sheetPans == 1)
        let sheet = try #require(scene.views.firstIndex { $0.printedClass == "UIDropShadowView" })
        let list = try #require(scene.views.firstIndex { $0.printedClass == "UITableView" })
        #expect(scene.views[sheet].sheet)
        #expect(scene.views[sheet].recognizers.isEmpty)
        #expect(scene.views[list].swipeActionPan)
        #expect(scene.views[list].recognizers.isEmpty)
        let decoded = try TraceDecoder.decodeScene(bytes: ImportedSceneWriter.document(scene), file: "s.json")
        let ids = decoded.recognizers.map(\.id)
        #expect(ids.contains(scene.views[sheet].id + ".sheetPan"))
        #expect(ids.contains(scene.views[list].id + ".swipeActionPan"))
    }

}
