/// Reads `-[UIView recursiveDescription]` output (IOS-INPUTS §2) into an `ImportedScene`.
///
/// Lines are fed one at a time, as people paste them: with captions, prompts and headers
/// before the root, comment prefixes, any of the indentation styles of IOS-INPUTS §2.2 (depth
/// is the number of `|` before the first `<`), wrapped descriptions (a description still open
/// at the end of a line continues on the next), ` - text` and other suffixes after the `>`,
/// and `(layer)` lines. A line inside the tree that cannot be read is a located error; with
/// `lenient` it is skipped, with its subtree, and listed in the report.
package struct RecursiveDescriptionImporter {
    package struct Options: Sendable, Equatable {
        /// Skip unreadable lines (with their subtrees) instead of failing.
        package var lenient = false
        /// Import the subtree of the view at this address (hex, without `0x`) instead of the
        /// first top-level tree.
        package var root: String?
        /// `--device`: the kind of device for the window's system gate; nil: from the window's
        /// size (IOS-INPUTS §10.2).
        package var device: ImportedDevice.Choice?
        package init(lenient: Bool = false, root: String? = nil, device: ImportedDevice.Choice? = nil) {
            self.lenient = lenient
            self.root = root
            self.device = device
        }
    }

    /// A wrapped description joins at most this many lines before it is reported unclosed.
    static let maxContinuationLines = 64

    let file: String
    let options: Options
    package private(set) var report = SceneImportReport()

    /// A node read from the dump, before the tree is chosen: only what `buildScene` reads (a
    /// dump may hold 100 000 views, each held here until the scene is built; the depth, anchor
    /// point and recovered transform, once kept here unread, took 130 bytes a node; issue 25).
    private struct Node {
        var view: ImportedView
        var gestureRecognizers: String?
        var treeIndex: Int
        var animating: Bool
        var via: UIKitClassMap.Via
    }

    private var nodes: [Node] = []
    /// Per top-level tree: its first node.
    private var treeRoots: [Int] = []
    /// The open ancestors of the next node of the current tree: (depth, node index).
    private var stack: [(depth: Int, node: Int)] = []
    /// Under `lenient`, nodes deeper than this belong to a skipped line's subtree.
    private var skipDeeperThan: Int?
    /// A description still open at the end of its line, and its depth.
    private var open: DumpLine?
    private var openIndent: DumpIndent?
    private var openCommentMarker: [Unicode.Scalar] = []
    private var openLines = 0
    private var openIsCaption = false
    private var openAnnotation = ""

    package init(file: String, options: Options = Options()) {
        self.file = file
        self.options = options
    }

    /// Consumes one line (without its terminator); `number` is 1-based.
    package mutating func consume(line: Substring, number: Int) throws(TraceError) {
        if var pending = open {
            let scalars = Array(line.unicodeScalars)
            let blank = scalars.allSatisfy { DescriptionScanner.isSpace($0) }
            if blank || DumpIndent.hasBars(scalars) || openLines >= Self.maxContinuationLines {
                open = nil
                try unclosed(pending)
            } else {
                var column = 1
                var k = 0
                while k < scalars.count, DescriptionScanner.isSpace(scalars[k]) { k += 1 }
                if !openCommentMarker.isEmpty, scalars.count >= k + openCommentMarker.count,
                    Array(scalars[k..<(k + openCommentMarker.count)]) == openCommentMarker
                {
                    k += openCommentMarker.count
                    while k < scalars.count, DescriptionScanner.isSpace(scalars[k]) { k += 1 }
                }
                column = k + 1
                pending.append(line, number: number, column: column)
                openLines += 1
                open = nil
                try process(pending, indent: openIndent, caption: openIsCaption)
                return
            }
        }
        let dl = DumpLine(line, number: number)
        try process(dl, indent: DumpIndent.of(dl.text), caption: false)
    }

    private mutating func unclosed(_ pending: DumpLine) throws(TraceError) {
        let start = openIndent?.start ?? 0
        try fail(pending, start, "the description opened here never closes with '>'", depth: openIndent?.bars)
    }

    /// A located error, or under `lenient` a skip of the line and its subtree.
    private mutating func fail(_ dl: DumpLine, _ index: Int, _ message: String, depth: Int?) throws(TraceError) {
        let error = dl.error(file, index, message)
        guard options.lenient else { throw error }
        report.skipped.append(.init(file: file, line: error.line, message: "column \(error.column): \(message)"))
        if let depth { skipDeeperThan = min(skipDeeperThan ?? depth, depth) }
    }

    private mutating func process(_ dl: DumpLine, indent: DumpIndent?, caption: Bool) throws(TraceError) {
        let text = dl.text
        var start: Int
        var depth: Int
        var isCaption = caption
        var annotation = openAnnotation
        if let indent, !caption {
            guard DescriptionScanner.startsDescription(text, at: indent.start) else {
                if indent.bars > 0 {
                    try fail(
                        dl, indent.start, "expected a view description '<Class: 0x…; frame = (…); …>'",
                        depth: indent.bars)
                } else {
                    report.decorationLines.append(dl.firstLine)
                }
                return
            }
            start = indent.start
            depth = indent.bars
        } else if caption, let indent {
            start = indent.start
            depth = indent.bars
        } else {
            // Text between the indentation and the first description: inside the tree, an
            // annotation of UIKit's (iOS 5–6 print a view controller's root view as
            // `'Controller:0xADDR' 1 child[…] <UIView: …>`, and some views as `XX (<…>)`);
            // before the root, a caption ("Nav bar <CustomNavigationBar: …"), an LLDB echo or
            // prose. Elsewhere the line is not part of the tree.
            let lead = text.firstIndex { !DumpIndent.isIndentation($0) } ?? text.count
            let bars = text[..<lead].filter { $0 == "|" }.count
            guard
                let i = DescriptionScanner.nextDescription(in: text, from: lead)
            else {
                if bars > 0 {
                    try fail(dl, lead, "expected a view description '<Class: 0x…; frame = (…); …>'", depth: nil)
                } else {
                    report.decorationLines.append(dl.firstLine)
                }
                return
            }
            if nodes.isEmpty {
                depth = 0
            } else if bars > 0 {
                depth = bars
            } else {
                report.decorationLines.append(dl.firstLine)
                return
            }
            start = i
            annotation = DescriptionScanner.trimmed(text, lead, i)
            if nodes.isEmpty {
                // A caption is the user's, not UIKit's: keep only a controller annotation in it.
                annotation = Self.controller(in: annotation) != nil ? annotation : ""
            }
            isCaption = true
        }
        if let skip = skipDeeperThan {
            if depth > skip {
                report.skipped.append(.init(file: file, line: dl.firstLine, message: "inside a skipped view's subtree"))
                return
            }
            skipDeeperThan = nil
        }
        let description: ObjCDescription
        do {
            description = try DescriptionScanner.scan(text, at: start)
        } catch {
            if error.unclosed {
                open = dl
                openIndent = DumpIndent(bars: depth, pluses: 0, start: start)
                openIsCaption = isCaption
                openAnnotation = annotation
                if openLines == 0 {
                    openCommentMarker = Self.commentMarker(text, before: start)
                    openLines = 1
                }
                return
            }
            try fail(dl, error.index, error.message, depth: depth)
            return
        }
        openLines = 0
        openAnnotation = ""
        var rest = description.end
        while rest < text.count, DescriptionScanner.isSpace(text[rest]) { rest += 1 }
        let suffix = DescriptionScanner.trimmed(text, rest, text.count)
        if suffix == "(layer)" {
            report.layerLines += 1
            return
        }
        try add(description, suffix: suffix, annotation: annotation, depth: depth, line: dl)
    }

    /// The comment characters (not spaces, bars or pluses) before index `start`: `//`, `*`, `#`.
    private static func commentMarker(_ text: [Unicode.Scalar], before start: Int) -> [Unicode.Scalar] {
        var out: [Unicode.Scalar] = []
        for c in text[..<start] where c == "/" || c == "*" || c == "#" { out.append(c) }
        return out
    }

    private mutating func add(
        _ d: ObjCDescription, suffix: String, annotation: String, depth: Int, line dl: DumpLine
    ) throws(TraceError) {
        // Place it in the tree first: a depth jump is an error of this line.
        var parent: Int?
        if treeRoots.isEmpty || depth <= (stack.first?.depth ?? 0) {
            parent = nil
        } else {
            while let top = stack.last, top.depth >= depth { stack.removeLast() }
            guard let top = stack.last else { return }
            if depth > top.depth + 1 {
                try fail(
                    dl, d.start, "the depth jumps from \(top.depth) to \(depth) '|': a line is missing above this one",
                    depth: depth)
                return
            }
            parent = top.node
        }
        guard var node = try makeNode(d, suffix: suffix, annotation: annotation, depth: depth, line: dl) else {
            return
        }
        let index = nodes.count
        if let parent {
            node.treeIndex = nodes[parent].treeIndex
            node.view.parent = parent
            nodes[parent].view.subviews.append(index)
        } else {
            node.treeIndex = treeRoots.count
            treeRoots.append(index)
            stack.removeAll()
        }
        nodes.append(node)
        stack.append((depth, index))
    }

    /// Reads one view description; nil when it was skipped under `lenient`.
    private mutating func makeNode(
        _ d: ObjCDescription, suffix: String, annotation: String, depth: Int, line dl: DumpLine
    ) throws(TraceError) -> Node? {
        var frame: Rect?
        var baseClass: String?
        var contentOffset: Point?
        var contentSize: Size?
        var windowLayer = false
        var transform = AffineTransform.identity
        var anchor: Point?
        var alpha = 1.0
        var hidden = false
        var clips = false
        var interaction = true
        var gestureRecognizers: String?
        var sliderValue: Double?
        var animating = false
        var comments: [ImportedComment] = []
        for f in d.fields {
            switch f.key {
            case "frame":
                let read = try numbers(f, "(", ")", count: 4, shape: "(x y; width height)", in: dl, depth: depth) { _ in
                    true
                }
                guard let v = read else { return nil }
                guard v.allSatisfy({ abs($0) <= 1e9 }), v[2] >= 0, v[3] >= 0 else {
                    try fail(
                        dl, f.valueStart, "frame '\(f.value)' has a negative size or a coordinate beyond ±1e9",
                        depth: depth)
                    return nil
                }
                frame = Rect(x: v[0], y: v[1], width: v[2], height: v[3])
            case "baseClass":
                baseClass = f.value
            case "contentOffset":
                guard let v = try numbers(f, "{", "}", count: 2, shape: "{x, y}", in: dl, depth: depth) else {
                    return nil
                }
                contentOffset = Point(x: v[0], y: v[1])
            case "contentSize":
                let read = try numbers(f, "{", "}", count: 2, shape: "{width, height}", in: dl, depth: depth) {
                    $0 >= 0 && $0 <= 1e9
                }
                guard let v = read else { return nil }
                contentSize = Size(width: v[0], height: v[1])
            case "transform":
                guard let v = try numbers(f, "[", "]", count: 6, shape: "[a, b, c, d, tx, ty]", in: dl, depth: depth)
                else { return nil }
                transform = AffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
            case "anchorPoint":
                guard let v = try numbers(f, "(", ")", count: 2, shape: "(x, y)", in: dl, depth: depth) else {
                    return nil
                }
                anchor = Point(x: v[0], y: v[1])
            case "alpha":
                guard let v = DumpValue.number(f.value) else {
                    try fail(dl, f.valueStart, "alpha '\(f.value)' is not a number", depth: depth)
                    return nil
                }
                alpha = min(1, max(0, v))
            case "hidden", "clipsToBounds", "userInteractionEnabled":
                guard let v = DumpValue.bool(f.value) else {
                    try fail(dl, f.valueStart, "\(f.key) '\(f.value)' is not YES or NO", depth: depth)
                    return nil
                }
                switch f.key {
                case "hidden": hidden = v
                case "clipsToBounds": clips = v
                default: interaction = v
                }
            case "layer":
                windowLayer = f.value.hasPrefix("<UIWindowLayer")
            case "gestureRecognizers":
                gestureRecognizers = f.value
            case "animations":
                animating = true
            case "text":
                var t = f.value
                if t.count >= 2, let q = t.first, q == "'" || q == "\"", t.last == q {
                    t = String(t.dropFirst().dropLast())
                }
                comments.append(.init("_text", t))
            case "tag":
                comments.append(.init("_tag", f.value))
            case "value":
                // UISlider's description ends with `value: %f` (code K17, UISlider -description).
                sliderValue = DumpValue.number(f.value)
            default:
                continue
            }
        }
        guard let printed = frame else {
            try fail(
                dl, d.start, "the description of '\(d.className)' has no 'frame = (x y; width height)'", depth: depth)
            return nil
        }
        let (mapped, via) = UIKitClassMap.map(
            d.className, baseClass: baseClass, hasScrollFields: contentOffset != nil || contentSize != nil,
            windowLayer: windowLayer)
        let recovered = TransformRecovery.recover(
            printed: printed, transform: transform, anchor: anchor ?? Point(x: 0.5, y: 0.5))
        var view = ImportedView(
            id: "", viewClass: mapped, printedClass: d.className, address: d.address, line: dl.firstLine,
            frame: recovered.frame)
        view.transform = recovered.transform
        if let problem = recovered.problem {
            report.warn(file, dl.firstLine, "\(d.className): \(problem)")
            view.comments.append(.init("_note", problem))
        }
        if !transform.isIdentity, let anchor, anchor != Point(x: 0.5, y: 0.5), recovered.problem == nil {
            view.comments.append(
                .init(
                    "_note",
                    "anchorPoint (\(DecimalFormat.format(anchor.x, decimals: 6)), \(DecimalFormat.format(anchor.y, decimals: 6))): "
                        + "the translation is adjusted so the view sits where UIKit draws it"))
        }
        view.hidden = hidden
        view.alpha = alpha
        view.userInteractionEnabled = interaction
        view.clipsToBounds = clips
        if mapped == .slider, let sliderValue, sliderValue.isFinite, abs(sliderValue) <= 1e9 {
            view.sliderValue = sliderValue
        }
        if mapped.isScrollView {
            if let o = contentOffset { view.boundsOrigin = o }
            view.contentSize = contentSize
            // No dump prints alwaysBounceVertical: the class's default is assumed, and listed.
            if let bounce = ImportedClassDefaults.verticalBounce(printedClass: d.className, baseClass: baseClass) {
                view.alwaysBounceVertical = true
                report.verticalBounce[bounce, default: 0] += 1
            }
        }
        view.comments += comments
        var suffix = suffix
        if let controller = Self.controller(in: annotation) {
            view.controller = controller
        } else if !annotation.isEmpty {
            var a = Substring(annotation)
            // `XX (<…>) - (null)`: the parenthesis closes after the description.
            if a.hasSuffix("("), suffix.hasPrefix(")") {
                a = a.dropLast()
                suffix = String(suffix.dropFirst()).trimmingSpaces
            }
            view.comments.append(.init("_annotation", String(a).trimmingSpaces))
        }
        if !suffix.isEmpty && suffix != "- (null)" {
            var s = Substring(suffix)
            if s.hasPrefix("- ") { s = s.dropFirst(2) }
            view.comments.append(.init("_suffix", String(s)))
        }
        return Node(view: view, gestureRecognizers: gestureRecognizers, treeIndex: 0, animating: animating, via: via)
    }

    /// A field's `count` numbers between `open` and `close`, each passing `valid` (by default
    /// within ±1e9, the trace's coordinate limit); nil, once `fail` has recorded or thrown
    /// "`key` '…' is not '`shape`'", when the value is anything else.
    private mutating func numbers(
        _ f: ObjCDescription.Field, _ open: Character, _ close: Character, count: Int, shape: String,
        in dl: DumpLine, depth: Int, valid: (Double) -> Bool = { abs($0) <= 1e9 }
    ) throws(TraceError) -> [Double]? {
        guard let v = DumpValue.numbers(f.value, open: open, close: close, count: count), v.allSatisfy(valid) else {
            try fail(dl, f.valueStart, "\(f.key) '\(f.value)' is not '\(shape)'", depth: depth)
            return nil
        }
        return v
    }

    /// The view controller named by an iOS 5–6 annotation `'Class:0xADDR' [N child[…]]`, as a
    /// FORMAT §2.1 controller id `Class_addr`.
    static func controller(in annotation: String) -> String? {
        guard let open = annotation.firstIndex(of: "'"),
            let close = annotation[annotation.index(after: open)...].firstIndex(of: "'")
        else { return nil }
        let inner = annotation[annotation.index(after: open)..<close]
        guard let colon = inner.firstRange(ofText: ":0x") else { return nil }
        let cls = inner[..<colon.lowerBound]
        let hex = inner[colon.upperBound...]
        guard !cls.isEmpty, !hex.isEmpty, hex.allSatisfy(\.isHexDigit) else { return nil }
        return "\(cls)_\(hex.lowercased())"
    }

    /// Ends the input and builds the scene from the chosen tree.
    package mutating func finish() throws(TraceError) -> ImportedScene {
        if let pending = open {
            open = nil
            try unclosed(pending)
        }
        guard !treeRoots.isEmpty else {
            throw TraceError(
                file: file, line: 0, column: 0, path: "",
                message: "no view description '<Class: 0x…; frame = (…); …>' found; expected the output of "
                    + "'po [[UIWindow keyWindow] recursiveDescription]'")
        }
        var rootNode = treeRoots[0]
        if let wanted = options.root {
            guard let found = nodes.firstIndex(where: { $0.view.address == wanted }) else {
                throw TraceError(
                    file: file, line: 0, column: 0, path: "", message: "no view with address 0x\(wanted) in the dump")
            }
            rootNode = found
        }
        for r in treeRoots where r != rootNode && nodes[r].treeIndex != nodes[rootNode].treeIndex {
            report.otherRoots.append((nodes[r].view.line, Self.short(nodes[r].view)))
        }
        return buildScene(root: rootNode)
    }

    private static func short(_ v: ImportedView) -> String {
        // (also used for the summary's list of other roots)
        v.printedClass + (v.address.map { " 0x\($0)" } ?? "")
    }

    /// Flattens the subtree under `root` into pre-order with ids, wrapping it in a window when
    /// the root is not one (FORMAT §2: the scene's root is a UIWindow).
    ///
    /// Each node's view is moved into the scene, not copied, and the scene's views are reserved
    /// at the most the subtree can hold (the nodes from `root` on, and a made-up window): the
    /// copy and the doubling held 80 MB more for a 100 001-view dump (issue 25, RELIABILITY
    /// "Large scenes, round 7").
    private mutating func buildScene(root: Int) -> ImportedScene {
        var scene = ImportedScene()
        scene.views.reserveCapacity(nodes.count - root + 1)
        report.rootLine = nodes[root].view.line
        let rootIsWindow = nodes[root].view.viewClass == .window
        var ids = ImportedIDs()
        if !rootIsWindow {
            let f = nodes[root].view.frame
            var window = ImportedView(
                id: "window", viewClass: .window, printedClass: "UIWindow", address: nil, line: 0,
                frame: Rect(x: 0, y: 0, width: max(f.maxX, f.size.width), height: max(f.maxY, f.size.height)))
            window.comments.append(
                .init(
                    "_note",
                    "the dump's root is a \(nodes[root].view.printedClass), not a window: this window is made up to "
                        + "hold it, and touches are in its superview's coordinates"))
            scene.views.append(window)
            _ = ids.unique("window")
        }
        // Pre-order walk with an explicit stack (no recursion on input depth).
        var work: [(node: Int, parent: Int?, path: String)] = [(root, rootIsWindow ? nil : 0, "0")]
        while let (n, parent, path) = work.popLast() {
            var v = ImportedView(
                id: "", viewClass: .view, printedClass: "", address: nil, line: 0,
                frame: Rect(x: 0, y: 0, width: 0, height: 0))
            swap(&v, &nodes[n].view)
            let index = scene.views.count
            if parent != nil && v.viewClass == .window {
                v.viewClass = .view
                v.comments.append(.init("_note", "a window inside the tree: imported as a UIView"))
            }
            // The printed class names the view, not the FORMAT class it maps to (issue 24 item 5).
            let stem = ImportedClassDefaults.idStem(printedClass: v.printedClass, fallback: v.viewClass.rawValue)
            let base = stem + "_" + (v.address ?? path)
            let id = ids.unique(base)
            if id != base {
                report.warn(file, v.line, "address 0x\(v.address ?? path) appears twice: this view is '\(id)'")
            }
            v.id = id
            v.parent = parent
            let children = v.subviews
            v.subviews = []
            if let gr = nodes[n].gestureRecognizers {
                v.comments.append(.init("_gestureRecognizers", gr))
            }
            if nodes[n].animating {
                report.warn(file, v.line, "\(v.printedClass) is animating: its frame may be mid-animation")
            }
            report.mapped[nodes[n].via, default: 0] += 1
            if nodes[n].via == .fallback, !report.fallbackClasses.contains(v.printedClass) {
                report.fallbackClasses.append(v.printedClass)
            }
            if v.printedClass.contains(text: "UIHostingView") {
                v.comments.append(
                    .init("_note", "a SwiftUI hosting view: its SwiftUI content is not in the dump (IOS-INPUTS §2.6)"))
                report.warn(file, v.line, "\(v.printedClass.prefix(40))…: SwiftUI content is not in the dump")
            }
            scene.views.append(v)
            if let parent { scene.views[parent].subviews.append(index) }
            for (k, c) in children.enumerated().reversed() { work.append((c, index, "\(path)_\(k)")) }
        }
        report.views = scene.views.count - (rootIsWindow ? 0 : 1)
        // A made-up window has the subtree's size, not the screen's: no device from it.
        report.device = ImportedDevice.apply(
            options.device, windowSize: rootIsWindow ? scene.views[0].frame.size : nil, to: &scene)
        report.controllersImported = scene.views.filter { $0.controller != nil }.count
        report.viewsWithUnlistedRecognizers =
            scene.views.filter { v in
                v.comments.contains { $0.key == "_gestureRecognizers" }
            }.count
        return scene
    }
}

extension String {
    /// Without leading and trailing spaces.
    fileprivate var trimmingSpaces: String {
        var s = Substring(self)
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}
