import Foundation
import Testing

@testable import GestureTrace

/// One small hand-made dump per feature of the grammar (IOS-INPUTS §2.2–§2.5).
@Suite struct RecursiveDescriptionGrammarTests {
    /// The scene as `id class frame` lines, indented by depth, for compact exact checks.
    static func outline(_ scene: ImportedScene) -> String {
        var lines: [String] = []
        var stack: [(Int, Int)] = [(0, 0)]
        while let (i, depth) = stack.popLast() {
            let v = scene.views[i]
            let f = v.frame
            let nums = [f.origin.x, f.origin.y, f.size.width, f.size.height].map {
                DecimalFormat.format($0, decimals: 4)
            }
            lines.append(String(repeating: "  ", count: depth) + "\(v.id) \(nums.joined(separator: " "))")
            for c in v.subviews.reversed() { stack.append((c, depth + 1)) }
        }
        return lines.joined(separator: "\n")
    }

    static let tree = """
        <UIWindow: 0xa0; frame = (0 0; 320 480); layer = <UIWindowLayer: 0xb0>>
        {1}<UIView: 0xa1; frame = (0 0; 320 240); layer = <CALayer: 0xb1>>
        {2}<UIButton: 0xa2; frame = (10 10; 100 44); opaque = NO; layer = <CALayer: 0xb2>>
        {1}<UILabel: 0xa3; frame = (0 240; 320 20); text = 'Hi'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0xb3>>
        """
    static let treeOutline = """
        UIWindow_a0 0 0 320 480
          UIView_a1 0 0 320 240
            UIButton_a2 10 10 100 44
          UILabel_a3 0 240 320 20
        """

    @Test(
        "every indentation style gives the same tree (IOS-INPUTS §2.2)",
        arguments: [
            ("   | ", ""),  // UIKit
            ("  | ", ""),  // cycript, two spaces
            (" | ", ""),  // one space
            ("| ", ""),  // Chisel pviews, no leading space
            ("|", ""),  // collapsed by a blog engine: |, ||, |||
            ("   | ", "        // "),  // a source comment
            ("   | ", "`"),  // cycript's backtick
        ])
    func indentation(unit: String, prefix: String) throws {
        var text = Self.tree
        for depth in [2, 1] {
            let indent = unit == "|" ? String(repeating: "|", count: depth) : String(repeating: unit, count: depth)
            text = text.replacingOccurrences(of: "{\(depth)}", with: indent)
        }
        text = text.split(separator: "\n").map { prefix + $0 }.joined(separator: "\n")
        let (scene, _) = try importDump(text)
        #expect(Self.outline(scene) == Self.treeOutline)
    }

    @Test("captions, prompts and headers before the root are skipped and counted")
    func decorations() throws {
        let text = """
            (lldb) po [[UIWindow keyWindow] recursiveDescription]
            Nav bar <CustomBar: 0x10; baseClass = UINavigationBar; frame = (0 0; 320 44); layer = <CALayer: 0x11>>
               | <UIView: 0x12; frame = (0 0; 10 10); layer = <CALayer: 0x13>>
            (lldb) continue
            """
        let (scene, report) = try importDump(text)
        #expect(
            Self.outline(scene) == """
                window 0 0 320 44
                  CustomBar_10 0 0 320 44
                    UIView_12 0 0 10 10
                """)
        #expect(scene.views[1].printedClass == "CustomBar")
        #expect(report.decorationLines == [1, 4])
        #expect(report.mapped[.table] == 1)
    }

    @Test("a wrapped description continues on the next lines, and errors keep their place")
    func wrapped() throws {
        let text = """
            <UIWindow: 0x1; frame = (0 0; 375 812); autoresize = W+H;
            gestureRecognizers = <NSArray: 0x2>; layer = <UIWindowLayer: 0x3>>
               | <UIView: 0x4; frame = (0 0;
            375 812); layer = <CALayer: 0x5>>
            """
        let (scene, _) = try importDump(text)
        #expect(Self.outline(scene) == "UIWindow_1 0 0 375 812\n  UIView_4 0 0 375 812")
        #expect(scene.views[1].line == 3)
        let bad = text.replacingOccurrences(of: "375 812); layer = <CALayer", with: "375 x); layer = <CALayer")
        #expect(
            dumpError(bad)?.description == "dump.txt:3:28: error: frame '(0 0; 375 x)' is not '(x y; width height)'")
    }

    @Test("a description that never closes is an error at its '<'")
    func unclosed() {
        let text = """
            <UIWindow: 0x1; frame = (0 0; 375 812); layer = <UIWindowLayer: 0x3>>
               | <UIView: 0x4; frame = (0 0; 10 10); layer = <CALayer: 0x5>
               | <UIView: 0x6; frame = (0 0; 10 10); layer = <CALayer: 0x7>>
            """
        #expect(
            dumpError(text)?.description
                == "dump.txt:2:6: error: the description opened here never closes with '>'")
        let lenient = try? importDump(text, lenient: true)
        #expect(lenient.map { Self.outline($0.scene) } == "UIWindow_1 0 0 375 812\n  UIView_6 0 0 10 10")
        #expect(
            lenient?.report.skipped == [
                .init(file: "dump.txt", line: 2, message: "column 6: the description opened here never closes with '>'")
            ])
    }

    @Test(
        "malformed lines are located errors (file:line:column)",
        arguments: [
            (
                "<UIView: 0x1; frame = (0 0; 10 10)>\n   | UIView: 0x2; frame = (0 0; 1 1)>",
                "dump.txt:2:6: error: expected a view description '<Class: 0x…; frame = (…); …>'"
            ),
            (
                "<UIView: 0x1; frame = (0 0; 10 10)>\n   |    | <UIView: 0x2; frame = (0 0; 1 1)>",
                "dump.txt:2:11: error: the depth jumps from 0 to 2 '|': a line is missing above this one"
            ),
            (
                "<UIView: 0x1; layer = <CALayer: 0x2>>",
                "dump.txt:1:1: error: the description of 'UIView' has no 'frame = (x y; width height)'"
            ),
            (
                "<UIView: 0x1; frame = (0 0; 10 10); hidden = maybe>",
                "dump.txt:1:46: error: hidden 'maybe' is not YES or NO"
            ),
            (
                "<UIView: 0x1; frame = (0 0; -10 10)>",
                "dump.txt:1:23: error: frame '(0 0; -10 10)' has a negative size or a coordinate beyond ±1e9"
            ),
            (
                "<UIView: 0x1; frame = (0 0; 10 10); transform = [1, 0, 0, 1]>",
                "dump.txt:1:49: error: transform '[1, 0, 0, 1]' is not '[a, b, c, d, tx, ty]'"
            ),
            (
                "<UIView: 0x1; frame = (0 0; 10 10); contentOffset = {2e9, 0}>",
                "dump.txt:1:53: error: contentOffset '{2e9, 0}' is not '{x, y}'"
            ),
            (
                "<UIView: 0x1; frame = (0 0; 10 10); contentSize = {-1, 5}>",
                "dump.txt:1:51: error: contentSize '{-1, 5}' is not '{width, height}'"
            ),
            (
                "<UIView: 0x1; frame = (0 0; 10 10); anchorPoint = (0.5, y)>",
                "dump.txt:1:51: error: anchorPoint '(0.5, y)' is not '(x, y)'"
            ),
            (
                "<UIView: zz; frame = (0 0; 10 10)>",
                "dump.txt: error: no view description '<Class: 0x…; frame = (…); …>' found; expected the output of 'po [[UIWindow keyWindow] recursiveDescription]'"
            ),
        ])
    func located(text: String, message: String) {
        #expect(dumpError(text)?.description == message)
    }

    @Test("--lenient skips an unreadable line with its subtree, and says so")
    func lenientSubtree() throws {
        let text = """
            <UIView: 0x1; frame = (0 0; 100 100)>
               | <UIView: 0x2; frame = (0 0; oops)>
               |    | <UIView: 0x3; frame = (0 0; 1 1)>
               | <UIView: 0x4; frame = (0 0; 1 1)>
            """
        let (scene, report) = try importDump(text, lenient: true)
        #expect(Self.outline(scene) == "window 0 0 100 100\n  UIView_1 0 0 100 100\n    UIView_4 0 0 1 1")
        #expect(report.skipped.map(\.line) == [2, 3])
        #expect(
            report.skipped.map(\.message) == [
                "column 28: frame '(0 0; oops)' is not '(x y; width height)'", "inside a skipped view's subtree",
            ])
    }

    @Test("nested ';' inside '<…>', '{…}' and quotes, suffixes, (layer) lines and <<wrapped>> descriptions")
    func nesting() throws {
        let text = """
            <UIView: 0x1; frame = (0 0; 100 100); backgroundColor = <UIDynamicSystemColor: 0x2; name = x>; animations = { a=<CABasicAnimation: 0x3>; }; layer = <CALayer: 0x4>>
               | <UILabel: 0x5; frame = (0 0; 50 20); text = 'Don't; stop > me'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x6>> - Back
               |    | <_UILabelContentLayer: 0x7> (layer)
               | <<_UITextContainerView: 0x8; frame = (0 0; 40 30); layer = <CALayer: 0x9>> minSize = {0, 0}, textContainer = <NSTextContainer: 0xa size = (40.000000,inf); w = YES>; lineBreakMode = 0>
               | <UIVisualEffectView: 0xb; frame = (1 2; 3 4); layer = <CALayer: 0xc>> effect=<UIBlurEffect: 0xd> style=Regular
            """
        let (scene, report) = try importDump(text)
        #expect(
            Self.outline(scene) == """
                window 0 0 100 100
                  UIView_1 0 0 100 100
                    UILabel_5 0 0 50 20
                    _UITextContainerView_8 0 0 40 30
                    UIVisualEffectView_b 1 2 3 4
                """)
        #expect(scene.views[2].comments == [.init("_text", "Don't; stop > me"), .init("_suffix", "Back")])
        #expect(scene.views[4].comments == [.init("_suffix", "effect=<UIBlurEffect: 0xd> style=Regular")])
        #expect(report.layerLines == 1)
        #expect(report.warnings.map(\.message) == ["UIView is animating: its frame may be mid-animation"])
    }

    @Test("userInteractionEnabled: '= NO' whenever false, so a label without it is interactive (IOS-INPUTS §2.3, §2.5)")
    func interaction() throws {
        let text = """
            <UIWindow: 0x1; frame = (0 0; 100 100); layer = <UIWindowLayer: 0x2>>
               | <UILabel: 0x3; frame = (0 0; 50 20); userInteractionEnabled = NO; layer = <_UILabelLayer: 0x4>>
               | <UILabel: 0x5; frame = (0 0; 50 20); layer = <_UILabelLayer: 0x6>>
               | <UIView: 0x7; frame = (0 0; 50 20); userInteractionEnabled = NO; layer = <CALayer: 0x8>>
            """
        let (scene, _) = try importDump(text)
        let json = String(decoding: ImportedSceneWriter.document(scene), as: UTF8.self)
        // Only the interactive label and the plain view need the key; the first label has its class default.
        #expect(json.components(separatedBy: "\"userInteractionEnabled\": true").count == 2)
        #expect(json.components(separatedBy: "\"userInteractionEnabled\": false").count == 2)
        let decoded = try TraceDecoder.decodeScene(bytes: Array(json.utf8), file: "s.json")
        #expect(decoded.views.map(\.userInteractionEnabled) == [true, false, true, false])
    }

    @Test("class mapping: itself, baseClass, the UIKit table, UIWindowLayer, scroll fields, fallback (IOS-INPUTS §2.5)")
    func classes() throws {
        let text = """
            <AppWindow: 0x1; frame = (0 0; 100 100); layer = <UIWindowLayer: 0x2>>
               | <MyControl: 0x3; baseClass = UIControl; frame = (0 0; 1 1); layer = <CALayer: 0x4>>
               | <UITableView: 0x5; frame = (0 0; 100 100); layer = <CALayer: 0x6>; contentOffset: {0, 30}; contentSize: {100, 400}>
               | <MyList: 0x7; baseClass = UICollectionView; frame = (0 0; 1 1); layer = <CALayer: 0x8>>
               | <_UIPrivateScroller: 0x9; frame = (0 0; 1 1); layer = <CALayer: 0xa>; contentOffset: {0, 0}>
               | <Mystery: 0xb; frame = (0 0; 1 1); layer = <CALayer: 0xc>>
               | <UITextField: 0xd; frame = (0 0; 1 1); layer = <CALayer: 0xe>>
            """
        let (scene, report) = try importDump(text)
        #expect(
            scene.views.map(\.id) == [
                "AppWindow_1", "MyControl_3", "UITableView_5", "MyList_7", "_UIPrivateScroller_9", "Mystery_b",
                "UITextField_d",
            ])
        // Ids keep the printed class; the FORMAT class is what the view is modelled as.
        #expect(
            scene.views.map(\.viewClass.rawValue) == [
                "UIWindow", "UIControl", "UITableView", "UICollectionView", "UIScrollView", "UIView", "UITextField",
            ])
        // UITableView bounces vertically by default; UICollectionView and UIScrollView do not.
        #expect(scene.views.map(\.alwaysBounceVertical) == [nil, nil, true, nil, nil, nil, nil])
        #expect(report.verticalBounce == [.tableView: 1])
        #expect(
            report.text(source: "d").contains(
                text: "; alwaysBounceVertical true for 1 scroll view (UITableView's default); "))
        #expect(scene.views[2].boundsOrigin == Point(x: 0, y: 30))
        #expect(scene.views[2].contentSize == Size(width: 100, height: 400))
        #expect(report.mapped == [.windowLayer: 1, .itself: 2, .baseClass: 2, .scrollFields: 1, .fallback: 1])
        #expect(report.fallbackClasses == ["Mystery"])
    }

    @Test("several top-level trees: the first is imported, --root picks any view")
    func roots() throws {
        let text = """
            // == iOS 26 ==
            // <UIView: 0x1; frame = (0 0; 100 100)>
            //   | <UIView: 0x2; frame = (1 1; 10 10)>
            //
            // == iOS 18 ==
            // <UIView: 0x3; frame = (0 0; 200 200)>
            """
        let (scene, report) = try importDump(text)
        #expect(Self.outline(scene) == "window 0 0 100 100\n  UIView_1 0 0 100 100\n    UIView_2 1 1 10 10")
        #expect(report.otherRoots.map(\.line) == [6])
        let (sub, _) = try importDump(text, root: "2")
        #expect(Self.outline(sub) == "window 0 0 11 11\n  UIView_2 1 1 10 10")
        #expect(throws: TraceError.self) { try importDump(text, root: "99") }
    }

    @Test("pointer-free and redacted dumps get index-path ids (IOS-INPUTS §2.7)")
    func pointerFree() throws {
        let text = """
            <UIView; frame = (0 0; 100 100); layer = <CALayer>>
               | <UIButton; frame = (0 0; 22 22); opaque = NO; layer = <CALayer>>
               | <UILabel: 0x...; frame = (0 30; 22 22); layer = <_UILabelLayer: 0x...>>
            """
        let (scene, _) = try importDump(text)
        #expect(scene.views.map(\.id) == ["window", "UIView_0", "UIButton_0_0", "UILabel_0_1"])
    }

    @Test(
        "transforms: the untransformed frame is recovered (IOS-INPUTS §2.4)",
        arguments: [
            // sample 01: a 320×56 bar at y = 20 moved up 12
            ("(0 8; 320 56)", "[1, 0, 0, 1, 0, -12]", nil, "0 20 320 56 | 1 0 0 1 0 -12"),
            // scale 2 about the center: the box is twice the size around the same center
            ("(-50 -25; 200 100)", "[2, 0, 0, 2, 0, 0]", nil, "0 0 100 50 | 2 0 0 2 0 0"),
            // 90° rotation: width and height swap in the box
            ("(25 -25; 50 100)", "[0, 1, -1, 0, 0, 0]", nil, "0 0 100 50 | 0 1 -1 0 0 0"),
            // scale 2 about the top-left anchor (0, 0): UIKit draws it from (0, 0)
            ("(0 0; 200 100)", "[2, 0, 0, 2, 0, 0]", "(0, 0)", "0 0 100 50 | 2 0 0 2 50 25"),
        ])
    func transforms(frame: String, transform: String, anchor: String?, expected: String) throws {
        let anchorField = anchor.map { "; anchorPoint = \($0)" } ?? ""
        let text = "<UIView: 0x1; frame = \(frame); transform = \(transform)\(anchorField); layer = <CALayer: 0x2>>"
        let (scene, report) = try importDump(text)
        let v = scene.views[1]
        let f = [v.frame.origin.x, v.frame.origin.y, v.frame.size.width, v.frame.size.height]
        let t = [v.transform.a, v.transform.b, v.transform.c, v.transform.d, v.transform.tx, v.transform.ty]
        let text2 =
            (f.map { DecimalFormat.format($0, decimals: 4) } + ["|"] + t.map { DecimalFormat.format($0, decimals: 4) })
        #expect(text2.joined(separator: " ") == expected)
        #expect(report.warnings.isEmpty)
    }

    @Test("a transform whose size cannot be solved keeps the printed box and warns")
    func unsolvable() throws {
        let text =
            "<UIView: 0x1; frame = (0 0; 141.421 141.421); transform = [0.707107, 0.707107, -0.707107, 0.707107, 0, 0]>"
        let (scene, report) = try importDump(text)
        #expect(scene.views[1].transform.isIdentity)
        #expect(scene.views[1].frame == Rect(x: 0, y: 0, width: 141.421, height: 141.421))
        #expect(report.warnings.count == 1)
    }
}

/// iOS 5–6 annotations inside the tree (seen in public dumps of that era).
@Suite struct RecursiveDescriptionAnnotationTests {
    @Test("'Controller:0xADDR' before a view names its view controller; XX (<…>) is kept as an annotation")
    func annotations() throws {
        let text = """
            (id) $2 = 0x1e05c2e0 'MailViewController:0x1e04f6d0' 1 child[InnerViewController:0x1e02dfd0 ] <UILayoutContainerView: 0x1e04ffe0; frame = (0 0; 320 480); layer = <CALayer: 0x1e0500a0>>
               |    'InnerViewController:0x1e02dfd0' <UIView: 0x1e05f9a0; frame = (0 0; 320 460); layer = <CALayer: 0x1e05fa00>>
               |    | XX (<UIImageView: 0x8dc6cc0; frame = (1 408; 318 7); alpha = 0; userInteractionEnabled = NO; layer = <CALayer: 0x8dc6d30>>) - (null)
            """
        let (scene, report) = try importDump(text)
        #expect(
            scene.views.map(\.id) == [
                "window", "UILayoutContainerView_1e04ffe0", "UIView_1e05f9a0", "UIImageView_8dc6cc0",
            ])
        #expect(
            scene.views.map(\.controller) == [nil, "MailViewController_1e04f6d0", "InnerViewController_1e02dfd0", nil])
        #expect(scene.views[3].comments == [.init("_annotation", "XX")])
        #expect(report.controllersImported == 2)
    }
}
