import Foundation
import Testing

@testable import GestureTrace

/// Round trip (IOS-INPUTS §6, rank 1): random scenes printed in the recursiveDescription grammar,
/// with a reference printer that follows IOS-INPUTS §2.3 (fields only when not default, `%g`
/// numbers, shuffled optional fields, transformed frames printed as their bounding box), in
/// every indentation style of §2.2, import back to the same scene.
@Suite struct RecursiveDescriptionRoundTripTests {
    /// The indentation styles of IOS-INPUTS §2.2 and a line prefix each.
    static let styles: [(name: String, unit: String, prefix: String)] = [
        ("UIKit", "   | ", ""), ("cycript", "  | ", ""), ("one space", " | ", ""), ("Chisel", "| ", ""),
        ("collapsed", "|", ""), ("source comment", "   | ", "        // "), ("tabs", "\t| ", ""),
    ]

    struct Generated {
        var scene = ImportedScene()
        /// Per view: the fields to print besides class, address and frame.
        var extra: [[String]] = []
        var printedFrame: [Rect] = []
        var anchor: [Point?] = []
    }

    /// A value with two decimals at most, exact in `%g` and in binary (quarters).
    static func quarter(_ r: inout SplitMix64, _ range: ClosedRange<Int>) -> Double {
        Double(Int.random(in: range, using: &r)) / 4
    }

    static func g(_ v: Double) -> String { String(format: "%g", v) }

    static func generate(_ r: inout SplitMix64, headerLines: Int) -> Generated {
        var gen = Generated()
        let count = Int.random(in: 1...25, using: &r)
        var depthOf: [Int] = []
        let labels = ["it's", "a; b", "x > y", "<tag>", "", "Don't stop"]
        for i in 0..<count {
            let address = String(0x1000 + i * 0x10, radix: 16)
            var parent: Int? = nil
            if i > 0 {
                // Any earlier view on the rightmost path of the tree can be the parent.
                var path: [Int] = [i - 1]
                while let p = gen.scene.views[path[path.count - 1]].parent { path.append(p) }
                parent = path.randomElement(using: &r)
            }
            let depth = parent.map { depthOf[$0] + 1 } ?? 0
            depthOf.append(depth)
            let roll = Int.random(in: 0..<10, using: &r)
            var cls: ViewClass =
                i == 0 ? .window : [.view, .view, .label, .imageView, .button, .scrollView, .control][roll % 7]
            var printed = cls.rawValue
            var extra: [String] = []
            if i > 0 && roll == 9 {
                printed = "MyApp.Custom\(i)"
                extra.append("baseClass = UIButton")
                cls = .button
            }
            // Quarters for positions and whole points for sizes keep every printed value, even
            // of a transformed view's box, within %g's six significant digits.
            let frame = Rect(
                x: quarter(&r, -400...800), y: quarter(&r, -400...800),
                width: Double(Int.random(in: 0...400, using: &r)),
                height: Double(Int.random(in: 0...400, using: &r)))
            var v = ImportedView(
                // Ids keep the printed class (`Custom3_…` for `MyApp.Custom3`), not the mapped one.
                id: (printed.split(separator: ".").last.map(String.init) ?? printed) + "_" + address, viewClass: cls,
                printedClass: printed, address: address,
                line: headerLines + i + 1, frame: frame)
            v.parent = parent
            v.userInteractionEnabled = Bool.random(using: &r) || cls == .window
            if !v.userInteractionEnabled { extra.append("userInteractionEnabled = NO") }
            if Int.random(in: 0..<5, using: &r) == 0 {
                v.hidden = true
                extra.append("hidden = YES")
            }
            if Int.random(in: 0..<4, using: &r) == 0 {
                v.clipsToBounds = true
                extra.append("clipsToBounds = YES")
            }
            if Int.random(in: 0..<5, using: &r) == 0 {
                v.alpha = [0, 0.5, 0.25][Int.random(in: 0..<3, using: &r)]
                extra.append("alpha = \(g(v.alpha))")
            }
            if cls == .label {
                let t = labels.randomElement(using: &r) ?? ""
                v.comments.append(.init("_text", t))
                extra.append("text = '\(t)'")
            }
            if Int.random(in: 0..<4, using: &r) == 0 {
                extra.append("gestureRecognizers = <NSArray: 0x9\(address)>")
            }
            extra.append("opaque = NO")
            extra.append("backgroundColor = <UIDynamicSystemColor: 0x8\(address); name = systemBackgroundColor>")
            // A transform: a translation, a scale or a quarter turn; then UIKit prints the box.
            var printedFrame = frame
            var anchor: Point? = nil
            if i > 0 && Int.random(in: 0..<4, using: &r) == 0 {
                let t: GestureTrace.AffineTransform
                switch Int.random(in: 0..<3, using: &r) {
                case 0: t = .translation(quarter(&r, -80...80), quarter(&r, -80...80))
                case 1: t = .scale(2, 0.5)
                default: t = GestureTrace.AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: quarter(&r, -8...8), ty: 0)
                }
                if Int.random(in: 0..<3, using: &r) == 0 { anchor = Point(x: 0, y: 0) }
                let a = anchor ?? Point(x: 0.5, y: 0.5)
                let w = frame.size.width
                let h = frame.size.height
                // UIKit: position is where the anchor sits; corners relative to it go through T.
                let position = Point(x: frame.origin.x + a.x * w, y: frame.origin.y + a.y * h)
                var xs: [Double] = []
                var ys: [Double] = []
                for (kx, ky) in [(0.0, 0.0), (w, 0), (0, h), (w, h)] {
                    let p = t.apply(Point(x: kx - a.x * w, y: ky - a.y * h))
                    xs.append(position.x + p.x)
                    ys.append(position.y + p.y)
                }
                printedFrame = Rect(
                    x: xs.min() ?? 0, y: ys.min() ?? 0, width: (xs.max() ?? 0) - (xs.min() ?? 0),
                    height: (ys.max() ?? 0) - (ys.min() ?? 0))
                extra.append("transform = [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(g).joined(separator: ", "))]")
                if let anchor { extra.append("anchorPoint = (\(g(anchor.x)), \(g(anchor.y)))") }
                // What the importer gives back: the frame, and the transform about the center.
                let delta = Point(x: (0.5 - a.x) * w, y: (0.5 - a.y) * h)
                var out = t
                out.tx = t.tx + t.a * delta.x + t.c * delta.y - delta.x
                out.ty = t.ty + t.b * delta.x + t.d * delta.y - delta.y
                v.transform = out
                if anchor != nil {
                    v.comments.insert(
                        .init(
                            "_note",
                            "anchorPoint (0, 0): the translation is adjusted so the view sits where UIKit draws it"),
                        at: 0)
                }
            }
            extra.shuffle(using: &r)
            extra.append("layer = <CALayer: 0x7\(address)>")
            if cls == .scrollView {
                let o = Point(x: quarter(&r, -200...200), y: quarter(&r, -200...2000))
                let size = Size(width: quarter(&r, 0...4000), height: quarter(&r, 0...8000))
                v.boundsOrigin = o
                v.contentSize = size
                extra.append("contentOffset: {\(g(o.x)), \(g(o.y))}")
                extra.append("contentSize: {\(g(size.width)), \(g(size.height))}")
                extra.append("adjustedContentInset: {0, 0, 0, 0}")
            }
            if let gr = extra.first(where: { $0.hasPrefix("gestureRecognizers") }) {
                v.comments.append(.init("_gestureRecognizers", String(gr.dropFirst("gestureRecognizers = ".count))))
            }
            if let p = parent { gen.scene.views[p].subviews.append(i) }
            gen.scene.views.append(v)
            gen.extra.append(extra)
            gen.printedFrame.append(printedFrame)
            gen.anchor.append(anchor)
        }
        return gen
    }

    /// Prints the generated tree as `recursiveDescription` does, in pre-order (views were
    /// generated in pre-order), in the given style, with some lines word-wrapped.
    static func print(
        _ gen: Generated, style: (name: String, unit: String, prefix: String), wrap: Bool, _ r: inout SplitMix64
    )
        -> (text: String, lines: [Int])
    {
        var viewLines: [Int] = []
        var lines = ["(lldb) po [[UIWindow keyWindow] recursiveDescription]"]
        var depth: [Int] = []
        for (i, v) in gen.scene.views.enumerated() {
            let d = v.parent.map { depth[$0] + 1 } ?? 0
            depth.append(d)
            let f = gen.printedFrame[i]
            var fields = ["frame = (\(g(f.origin.x)) \(g(f.origin.y)); \(g(f.size.width)) \(g(f.size.height)))"]
            fields += gen.extra[i]
            if let base = fields.firstIndex(where: { $0.hasPrefix("baseClass") }) {
                fields.insert(fields.remove(at: base), at: 0)
            }
            let indent = style.unit == "|" ? String(repeating: "|", count: d) : String(repeating: style.unit, count: d)
            let line =
                style.prefix + indent + "<\(v.printedClass): 0x\(v.address ?? ""); " + fields.joined(separator: "; ")
                + ">"
            if wrap, line.count > 100, Bool.random(using: &r) {
                // A page wrapped it at a space, after the class and address.
                let scalars = Array(line)
                let start = line.distance(from: line.startIndex, to: line.firstIndex(of: ";") ?? line.startIndex) + 1
                let spaces = scalars.indices.filter { $0 > start && scalars[$0] == " " }
                if let cut = spaces.randomElement(using: &r) {
                    viewLines.append(lines.count + 1)
                    lines.append(String(scalars[..<cut]))
                    lines.append(String(scalars[(cut + 1)...]))
                    continue
                }
            }
            viewLines.append(lines.count + 1)
            lines.append(line)
        }
        return (lines.joined(separator: "\n"), viewLines)
    }

    @Test("random scenes survive a print and an import, in every indentation style", arguments: 0..<Self.styles.count)
    func roundTrip(style: Int) throws {
        for seed in 0..<40 {
            var r = SplitMix64(seed: UInt64(seed * 31 + style))
            var gen = Self.generate(&r, headerLines: 1)
            let wrap = seed % 2 == 1
            let (text, lines) = Self.print(gen, style: Self.styles[style], wrap: wrap, &r)
            for (i, line) in lines.enumerated() { gen.scene.views[i].line = line }
            let (scene, report) = try importDump(text)
            #expect(report.warnings.isEmpty, "seed \(seed)")
            #expect(
                scene == gen.scene,
                "style \(Self.styles[style].name), seed \(seed):\n\(text)")
            if scene != gen.scene { return }
        }
    }
}
