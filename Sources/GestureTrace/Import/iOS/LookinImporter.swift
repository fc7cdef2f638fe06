/// Turns a Lookin export (`.lookin`, IOS-INPUTS §8) into an imported scene: every view of the
/// key window with its frame, bounds, class chain, visibility, interaction flags, gesture
/// recognizers, control target/actions and scroll flags.
///
/// The archive's layout is LookinServer's (QMUI/LookinServer, MIT): `LKS_ExportManager.m`
/// archives a `LookinHierarchyFile` (`serverVersion`, `hierarchyInfo`); `LookinHierarchyInfo.m`
/// keeps the windows' display items under key `1` and a `LookinAppInfo` under `2`;
/// `LKS_HierarchyDisplayItemsMaker.m` makes one `LookinDisplayItem` per layer, from each window's
/// layer down its sublayers, with `frame`/`bounds` (`encodeCGRect:`, a `{{x, y}, {w, h}}` string;
/// `frame` is the layer's frame in its superlayer), `hidden`, `alpha` (the layer's opacity),
/// `viewObject` (nil for a layer without a view), `hostViewControllerObject` (the controller
/// whose root view this is), `attributesGroupList` and `eventHandlers`. `LookinObject.m` gives
/// a `classChainList` (the class, then its superclasses) and a `memoryAddress` (`%p`); a view's
/// id is `<archived class>_<address>` (`ImportedClassDefaults.idStem`).
/// `LKS_EventHandlerMaker.m` lists a control's target/actions per `UIControlEvents` name and
/// each gesture recognizer: class, `inheritedRecognizerName` (the public base class; nil when
/// the class is itself one), `gestureRecognizerIsEnabled`, the delegate's description,
/// target/actions, ivar traces and `recognizerOid`. `LKS_AttrGroupsMaker.m` and
/// `LookinDashboardBlueprint.m` read the attributes: `vl_i_i` userInteractionEnabled,
/// `vl_i_m` masksToBounds, `ct_e_e` a control's isEnabled, `sv_c_s` contentSize, `sv_c_d`
/// delaysContentTouches, `sv_c_c` canCancelContentTouches, `sv_s_s` scrollEnabled, `sv_s_p`
/// pagingEnabled, `sv_b_v` /
/// `sv_b_h` alwaysBounceVertical/Horizontal (identifiers in `LookinAttrIdentifiers.m`).
///
/// A visible cell's `specialTrace` holds its index path (`LKS_TraceManager.m`), a visible
/// section header's or footer's `sectionHeader { sec: S }` / `sectionFooter { sec: S }`: a
/// header is not a cell, whatever its class (IOS-INPUTS §8.2). `te_b_e` is a UITextView's
/// `isEditable` (FORMAT `text.editable`). LookinServer archives no slider value or range and no
/// navigation stack (IOS-INPUTS §8.3).
///
/// The walk keeps an explicit stack (no recursion on input depth) and refuses an item reached
/// twice (a cycle of UIDs), so any archive ends in a scene or a located error.
package struct LookinImporter {
    let archive: KeyedArchive
    let file: String
    package private(set) var report = LookinImportReport()
    var scene = ImportedScene()
    var ids = ImportedIDs()

    /// Reads a `.lookin` file whole.
    /// `device` is `--device`; without it the device comes from the archived screen size
    /// (IOS-INPUTS §10.2).
    ///
    /// The bytes are taken and are all the archive holds: the property list reads each object
    /// from them when the walk asks for it, instead of holding every object decoded beside
    /// them (four times the file's size for a 200 000-deep archive; issue 25, RELIABILITY
    /// "Round 7 imports, after (lookin7)"). They go when this returns, before the document is
    /// made.
    package static func run(
        bytes: consuming [UInt8], file: String, device: ImportedDevice.Choice? = nil
    ) throws(TraceError) -> (ImportedScene, LookinImportReport) {
        do throws(PropertyListError) {
            let list = try BinaryPropertyList.parse(consume bytes)
            var importer = LookinImporter(archive: try KeyedArchive(list), file: file)
            try importer.importFile()
            importer.report.device = ImportedDevice.apply(
                device, windowSize: importer.report.screen ?? importer.scene.views.first?.frame.size,
                to: &importer.scene)
            return (importer.scene, importer.report)
        } catch {
            throw error.error(file: file)
        }
    }

    init(archive: KeyedArchive, file: String) {
        self.archive = archive
        self.file = file
    }

    func fail(_ number: Int, _ path: String, _ message: String) -> PropertyListError {
        archive.error(number, path, message)
    }

    /// The archived object at `value`, which must be (or derive from) `className`.
    func instance(_ value: Int?, _ className: String, path: String) throws(PropertyListError) -> KeyedArchive.Instance?
    {
        guard let value, let i = try archive.instance(value, path: path) else { return nil }
        guard i.classes.contains(className) else {
            throw fail(i.number, path, "expected a \(className), found a \(i.className)")
        }
        return i
    }

    mutating func importFile() throws(PropertyListError) {
        guard let root = try instance(archive.root, "LookinHierarchyFile", path: "$top.root") else {
            throw fail(archive.root, "$top.root", "the root is nil, not a LookinHierarchyFile")
        }
        report.serverVersion = try archive.number(root.fields["serverVersion"], path: "$top.root.serverVersion")
            .map { Int(exactly: $0.rounded()) ?? 0 }
        let infoPath = "$top.root.hierarchyInfo"
        guard let info = try instance(root.fields["hierarchyInfo"], "LookinHierarchyInfo", path: infoPath) else {
            throw fail(root.number, infoPath, "the file has no hierarchyInfo")
        }
        if let app = try instance(info.fields["2"], "LookinAppInfo", path: infoPath + ".appInfo") {
            let p = infoPath + ".appInfo"
            report.appName = try archive.string(app.fields["5"], path: p + ".appName")
            report.osDescription = try archive.string(app.fields["4"], path: p + ".osDescription")
            report.deviceDescription = try archive.string(app.fields["3"], path: p + ".deviceDescription")
            let w = try archive.number(app.fields["6"], path: p + ".screenWidth")
            let h = try archive.number(app.fields["7"], path: p + ".screenHeight")
            if let w, let h, w > 0, h > 0, w <= ImportLimits.maxMagnitude, h <= ImportLimits.maxMagnitude {
                report.screen = Size(width: w, height: h)
            }
        }
        let itemsPath = infoPath + ".displayItems"
        let windows = try archive.list(info.fields["1"], path: itemsPath) ?? .empty
        guard !windows.isEmpty else { throw fail(info.number, itemsPath, "the file has no windows") }
        // The key window, else the first (LKS_HierarchyDisplayItemsMaker lists UIApplication.windows).
        var chosen = 0
        for (k, w) in windows.enumerated() {
            let p = "\(itemsPath)[\(k)]"
            guard let item = try instance(w, "LookinDisplayItem", path: p) else { continue }
            if try archive.bool(item.fields["representedAsKeyWindow"], path: p + ".representedAsKeyWindow") == true {
                chosen = k
                break
            }
        }
        for (k, w) in windows.enumerated() where k != chosen {
            let p = "\(itemsPath)[\(k)]"
            guard let item = try instance(w, "LookinDisplayItem", path: p) else { continue }
            let view = try instance(item.fields["viewObject"], "LookinObject", path: p + ".viewObject")
            let chain = try view.map { v throws(PropertyListError) in try classChain(v, path: p + ".viewObject") } ?? []
            report.otherWindows.append("\(k) \(chain.first ?? "(a layer)")")
        }
        report.window = chosen
        // Reserved at the archive's display items, so the views never double while the
        // walk's other tables are held (issue 25: 53.5 MB at the peak of a 200 000-deep archive).
        let items = archive.count(ofClass: "LookinDisplayItem")
        scene.views.reserveCapacity(items)
        try walk(windows[chosen], path: "\(itemsPath)[\(chosen)]", expectedItems: items)
        guard !scene.views.isEmpty else {
            // A window item without a view object (a bare layer, or nil): no scene to write.
            throw fail(
                try archive.resolve(windows[chosen], path: itemsPath), "\(itemsPath)[\(chosen)]",
                "the window's display item has no view (no viewObject): nothing to import")
        }
        if let screen = report.screen {
            scene.comments.append((key: "_screen", value: "\(format(screen.width)) x \(format(screen.height))"))
        }
        if let a = report.appName { scene.comments.append((key: "_app", value: a)) }
        if let o = report.osDescription { scene.comments.append((key: "_os", value: "iOS " + o)) }
        if let d = report.deviceDescription { scene.comments.append((key: "_device", value: d)) }
    }

    func format(_ d: Double) -> String {
        var out: [UInt8] = []
        DecimalFormat.append(d, decimals: 6, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    func classChain(_ object: KeyedArchive.Instance, path: String) throws(PropertyListError) -> [String] {
        var out: [String] = []
        for (k, c) in (try archive.list(object.fields["classChainList"], path: path + ".classChainList") ?? .empty)
            .enumerated()
        {
            if let s = try archive.string(c, path: "\(path).classChainList[\(k)]") { out.append(s) }
        }
        return out
    }

    /// Where a walked item is: its parent's node and its index in the parent's `subitems`
    /// (`UInt32.max` for the window). Paths are rendered only for errors and warnings, so a
    /// deep hierarchy costs no more than a shallow one per item: 8 bytes a node (16 with `Int`s;
    /// issue 25). A node is one of the archive's references and an index a position in one
    /// list, both fewer than the file's bytes, which `BinaryPropertyList.parse` keeps under 4 GiB.
    struct PathNode: Equatable {
        var parent: UInt32
        var index: UInt32
    }

    /// An item the walk has yet to visit: its value (an object number), the view its view goes
    /// under (`UInt32.max`: none, the window), its path node, and whether a layer without a view
    /// lies above it. 16 bytes, 32 with `Int`s: a flat window's 100 000 items wait here at once.
    struct PendingItem: Equatable {
        var value: UInt32
        var parentView: UInt32
        var node: UInt32
        var underLayer: Bool
    }

    var pathNodes: [PathNode] = []
    var windowPath = ""

    /// The archive path of the item at `node`: `$top.root.hierarchyInfo.displayItems[k].subitems[i]…`.
    func render(_ node: Int) -> String {
        var indices: [UInt32] = []
        var n = node
        while pathNodes[n].index != .max {
            indices.append(pathNodes[n].index)
            n = Int(pathNodes[n].parent)
        }
        return windowPath + indices.reversed().map { ".subitems[\($0)]" }.joined()
    }

    /// The most warnings listed one by one; the rest are counted.
    static let maxWarnings = 100

    mutating func warn(_ relative: String, _ message: String) {
        guard report.warnings.count < Self.maxWarnings else {
            report.moreWarnings += 1
            return
        }
        report.warn(render(currentNode) + relative, message)
    }

    var currentNode = 0

    /// Pre-order over the display items with an explicit stack. A layer without a view is not a
    /// view; its sublayers are walked only to count what is dropped with it. Errors inside an
    /// item carry paths relative to it; the item's own path is put in front here. The items
    /// seen are one bit per object of the archive (a `Set<Int>` was about 10 bytes an item).
    mutating func walk(_ window: Int, path: String, expectedItems: Int) throws(PropertyListError) {
        windowPath = path
        var visited = [UInt64](repeating: 0, count: (archive.list.count + 63) / 64)
        pathNodes = [PathNode(parent: .max, index: .max)]
        pathNodes.reserveCapacity(expectedItems + 1)
        var stack = [PendingItem(value: UInt32(window), parentView: .max, node: 0, underLayer: false)]
        while let pending = stack.popLast() {
            let node = Int(pending.node)
            currentNode = node
            do throws(PropertyListError) {
                guard let item = try instance(Int(pending.value), "LookinDisplayItem", path: "") else { continue }
                let (word, bit) = (item.number / 64, UInt64(1) << UInt64(item.number % 64))
                guard visited[word] & bit == 0 else {
                    throw fail(item.number, "", "this display item is reached twice (the archive's items form a cycle)")
                }
                visited[word] |= bit
                let children = try archive.list(item.fields["subitems"], path: ".subitems") ?? .empty
                let viewObject = try instance(item.fields["viewObject"], "LookinObject", path: ".viewObject")
                let parent = pending.parentView == .max ? nil : Int(pending.parentView)
                var index = parent
                if let viewObject, !pending.underLayer {
                    index = try addView(item, viewObject, parent: parent, path: "")
                } else if viewObject != nil {
                    report.viewsUnderLayers += 1
                } else {
                    report.layersWithoutView += 1
                }
                let below = pending.underLayer || viewObject == nil
                for k in children.indices.reversed() {
                    pathNodes.append(PathNode(parent: UInt32(node), index: UInt32(k)))
                    stack.append(
                        PendingItem(
                            value: UInt32(children[k]), parentView: index.map { UInt32($0) } ?? .max,
                            node: UInt32(pathNodes.count - 1), underLayer: below))
                }
            } catch {
                var located = error
                located.path = render(node) + error.path
                throw located
            }
        }
    }

    /// `{{x, y}, {w, h}}` or `{w, h}` (`NSStringFromCGRect`/`NSStringFromCGSize`): the numbers in order.
    static func numbers(in text: String) -> [Double]? {
        var out: [Double] = []
        var token = ""
        for ch in text + "}" {
            if ch.isNumber || ch == "." || ch == "-" || ch == "+" || ch == "e" || ch == "E" {
                token.append(ch)
            } else {
                guard ch == "{" || ch == "}" || ch == "," || ch == " " else { return nil }
                if !token.isEmpty {
                    guard let d = Double(token), d.isFinite else { return nil }
                    out.append(d)
                    token = ""
                }
            }
        }
        return out
    }

    func rect(_ item: KeyedArchive.Instance, _ key: String, path: String) throws(PropertyListError) -> Rect? {
        guard let value = item.fields[key], let s = try archive.string(value, path: path + "." + key) else {
            return nil
        }
        guard let n = Self.numbers(in: s), n.count == 4 else {
            throw fail(
                try archive.resolve(value, path: path), path + "." + key, "'\(s)' is not a rectangle {{x, y}, {w, h}}")
        }
        guard n.allSatisfy({ abs($0) <= ImportLimits.maxMagnitude }), n[2] >= 0, n[3] >= 0 else {
            throw fail(
                try archive.resolve(value, path: path), path + "." + key,
                "'\(s)': a coordinate beyond ±1e9 or a negative size (the scene's limits, FORMAT §3.1)")
        }
        return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    /// The attributes of `attributesGroupList`, by identifier (groups → sections → attributes).
    func attributes(_ item: KeyedArchive.Instance, path: String) throws(PropertyListError) -> [String: (Int, String)] {
        var out: [String: (Int, String)] = [:]
        let gp = path + ".attributesGroupList"
        for (g, group) in (try archive.list(item.fields["attributesGroupList"], path: gp) ?? .empty).enumerated() {
            guard let gi = try instance(group, "LookinAttributesGroup", path: "\(gp)[\(g)]") else { continue }
            let sp = "\(gp)[\(g)].attrSections"
            for (s, section) in (try archive.list(gi.fields["attrSections"], path: sp) ?? .empty).enumerated() {
                guard let si = try instance(section, "LookinAttributesSection", path: "\(sp)[\(s)]") else { continue }
                let ap = "\(sp)[\(s)].attributes"
                for (a, attribute) in (try archive.list(si.fields["attributes"], path: ap) ?? .empty).enumerated() {
                    let p = "\(ap)[\(a)]"
                    guard let ai = try instance(attribute, "LookinAttribute", path: p),
                        let id = try archive.string(ai.fields["identifier"], path: p + ".identifier"),
                        let v = ai.fields["value"]
                    else { continue }
                    out[id] = (v, p + ".value")
                }
            }
        }
        return out
    }

    mutating func addView(
        _ item: KeyedArchive.Instance, _ viewObject: KeyedArchive.Instance, parent: Int?, path p: String
    ) throws(PropertyListError) -> Int {
        let chain = try classChain(viewObject, path: p + ".viewObject")
        let printed = chain.first ?? "UIView"
        var (viewClass, via) = UIKitClassMap.map(classChain: chain)
        if parent != nil, viewClass == .window {
            viewClass = .view
            warn(p, "a window inside the tree: imported as a UIView")
        } else if parent == nil, viewClass != .window {
            // LookinServer lists windows only (LKS_HierarchyDisplayItemsMaker); a scene's root must be one.
            warn(p, "the root's class chain (\(printed)) does not name UIWindow: imported as the window")
            viewClass = .window
        }
        report.mapped[via, default: 0] += 1
        if via == .fallback, !report.fallbackClasses.contains(printed) { report.fallbackClasses.append(printed) }
        guard let frame = try rect(item, "frame", path: p) else {
            throw fail(item.number, p + ".frame", "a display item without a frame")
        }
        let bounds =
            try rect(item, "bounds", path: p) ?? Rect(x: 0, y: 0, width: frame.size.width, height: frame.size.height)
        var address = try archive.string(viewObject.fields["memoryAddress"], path: p + ".viewObject.memoryAddress")
        if let a = address, a.hasPrefix("0x") { address = String(a.dropFirst(2)) }
        // `%p` prints hex digits; anything else (or nothing) is not used in an id.
        if let a = address, a.isEmpty || a.count > 32 || !a.allSatisfy(\.isHexDigit) { address = nil }
        var v = ImportedView(
            id: "", viewClass: viewClass, printedClass: printed, address: address, line: 0, frame: frame)
        // The archived class names the view, not the FORMAT class it maps to (IOS-INPUTS §6).
        let stem = ImportedClassDefaults.idStem(printedClass: printed, fallback: viewClass.rawValue)
        v.id = ids.unique(stem + "_" + (address ?? "\(scene.views.count)"))
        if let a = address { v.comments.append(.init("_address", "0x" + a)) }
        if bounds.origin != Point(x: 0, y: 0) { v.boundsOrigin = bounds.origin }
        if abs(bounds.size.width - frame.size.width) > 0.0005 || abs(bounds.size.height - frame.size.height) > 0.0005 {
            // A transform the archive does not hold: the layer's frame is its box (IOS-INPUTS §2.4).
            v.comments.append(
                .init(
                    "_note",
                    "frame and bounds sizes differ: a transform the archive does not hold; the frame box is used"))
            warn(
                p,
                "\(printed): frame and bounds sizes differ (a transform the archive does not hold); the frame box is used"
            )
            report.transformsUnknown += 1
        }
        v.hidden = try archive.bool(item.fields["hidden"], path: p + ".hidden") ?? false
        if let alpha = try archive.number(item.fields["alpha"], path: p + ".alpha") {
            // Stored as a float: 6 decimals keep what matters for the 0.01 hit-test threshold.
            // UIKit clamps `alpha` to 0…1 (UIView.alpha: "values below 0.0 are interpreted as
            // 0.0, and values above 1.0 are interpreted as 1.0"), and an opacity a float stored
            // as 1.000007 is such a value: clamped, as the recursive-description and Xcode
            // importers do, so the scene is one the reader accepts (FORMAT §2.1, alpha in 0…1;
            // found by the plist fuzz target, FUZZING run 9). NaN reads as 0.
            let rounded = (alpha * 1e6).rounded() / 1e6
            v.alpha = rounded.isNaN ? 0 : min(1, max(0, rounded))
        }
        let attrs = try attributes(item, path: p)
        func flag(_ id: String) throws(PropertyListError) -> Bool? {
            guard let (value, path) = attrs[id] else { return nil }
            return try archive.bool(value, path: path)
        }
        if let interaction = try flag("vl_i_i") {
            v.userInteractionEnabled = interaction
            report.fromAttributes += 1
        } else {
            v.userInteractionEnabled = viewClass.defaultUserInteractionEnabled
            report.interactionAssumed += 1
        }
        if let clips = try flag("vl_i_m") { v.clipsToBounds = clips }
        if viewClass.isScrollView {
            v.delaysContentTouches = try flag("sv_c_d")
            v.canCancelContentTouches = try flag("sv_c_c")
            if let enabled = try flag("sv_s_s") { v.scrollEnabled = enabled }
            v.alwaysBounceVertical = try flag("sv_b_v")
            v.alwaysBounceHorizontal = try flag("sv_b_h")
            v.pagingEnabled = try flag("sv_s_p")
            if let (value, path) = attrs["sv_c_s"] { v.contentSize = try size(value, path: path) }
            if v.contentSize == nil { report.contentSizeAssumed += 1 }
        }
        if let trace = try archive.string(viewObject.fields["specialTrace"], path: p + ".viewObject.specialTrace") {
            if let (kind, section) = Self.sectionSupplement(trace: trace) {
                // A section's header or footer is the list's supplementary view, never one of
                // its cells: the list neither highlights nor selects it (SEMANTICS §9.5), even
                // when the app made it from a cell class (an old pattern: a dequeued cell
                // returned as the header view).
                v.comments.append(.init("_section", "\(kind) of section \(section)"))
                report.sectionSupplements += 1
                if v.viewClass == .tableViewCell || v.viewClass == .collectionViewCell {
                    warn(
                        p,
                        "\(v.printedClass) is section \(section)'s \(kind), not a cell: imported as a UIView "
                            + "(no highlight or selection)")
                    v.viewClass = .view
                }
            } else if viewClass == .tableViewCell || viewClass == .collectionViewCell {
                v.cellIndexPath = Self.indexPath(trace: trace)
            }
        }
        if viewClass == .textView, let editable = try flag("te_b_e") {
            v.textEditable = editable
            report.textEditable += 1
        }
        if viewClass.isControl {
            v.controlEnabled = try flag("ct_e_e")
            v.controlActions = []
        }
        if let vc = try instance(
            item.fields["hostViewControllerObject"], "LookinObject", path: p + ".hostViewControllerObject")
        {
            let vcChain = try classChain(vc, path: p + ".hostViewControllerObject")
            v.controller = ids.unique(vcChain.first ?? "UIViewController")
            report.controllers += 1
        }
        let index = scene.views.count
        v.parent = parent
        scene.views.append(v)
        if let parent { scene.views[parent].subviews.append(index) }
        report.views += 1
        try addHandlers(item, view: index, path: p)
        return index
    }

    /// A visible cell's index path from the trace LookinServer gives it (`LKS_TraceManager.m`:
    /// `{ sec:S, row:R }` for a table view cell, `{ item:I, sec:S }` for a collection view
    /// cell); nil for any other text (a cell's trace may also name an ivar) and for numbers
    /// beyond FORMAT's 1 000 000, which the scene reader refuses.
    /// `sectionHeader { sec: 2 }` (a table's, `LKS_TraceManager.m`) or `sectionHeader { sec:2 }`
    /// (a collection view's), and the footers: the kind and the section.
    static func sectionSupplement(trace: String) -> (kind: String, section: Int)? {
        for (prefix, kind) in [("sectionHeader", "header"), ("sectionFooter", "footer")] where trace.hasPrefix(prefix) {
            let rest = String(trace.dropFirst(prefix.count).drop { $0 == " " })
            guard rest.hasPrefix("{"), rest.hasSuffix("}") else { return nil }
            let body = rest.dropFirst().dropLast().filter { $0 != " " }
            guard body.hasPrefix("sec:"), let n = Int(body.dropFirst(4)), n >= 0, n <= 1_000_000 else { return nil }
            return (kind, n)
        }
        return nil
    }

    static func indexPath(trace: String) -> [Int]? {
        guard trace.hasPrefix("{"), trace.hasSuffix("}") else { return nil }
        var fields: [String: Int] = [:]
        for part in trace.dropFirst().dropLast().split(separator: ",") {
            let pair = part.split(separator: ":", omittingEmptySubsequences: false)
            guard pair.count == 2, let n = Int(pair[1].filter { $0 != " " }), n >= 0, n <= 1_000_000
            else { return nil }
            fields[String(pair[0].filter { $0 != " " })] = n
        }
        guard let section = fields["sec"], let item = fields["row"] ?? fields["item"], fields.count == 2 else {
            return nil
        }
        return [section, item]
    }

    /// An `NSValue` holding a CGSize (`NS.sizeval`, a `{w, h}` string, as Foundation's keyed
    /// coding of a size value writes it; swift-corelibs-foundation `NSGeometry.swift`).
    func size(_ value: Int, path: String) throws(PropertyListError) -> Size? {
        guard let i = try archive.instance(value, path: path) else { return nil }
        guard let s = try archive.string(i.fields["NS.sizeval"], path: path + ".NS.sizeval") else {
            throw fail(i.number, path, "a content size without 'NS.sizeval'")
        }
        guard let n = Self.numbers(in: s), n.count == 2, n.allSatisfy({ $0 >= 0 && $0 <= ImportLimits.maxMagnitude })
        else {
            throw fail(i.number, path + ".NS.sizeval", "'\(s)' is not a size {w, h} within the scene's limits")
        }
        return Size(width: n[0], height: n[1])
    }

    /// `UIControlEventTouchUpInside` → `touchUpInside` (FORMAT §2.1 `control.actions`).
    static func controlEvent(_ name: String) -> ControlEvent? {
        guard name.hasPrefix("UIControlEvent") else { return nil }
        let rest = name.dropFirst("UIControlEvent".count)
        guard let first = rest.first else { return nil }
        return ControlEvent(rawValue: first.lowercased() + rest.dropFirst())
    }

    static let publicRecognizers: Set<String> = [
        "UITapGestureRecognizer", "UILongPressGestureRecognizer", "UIPanGestureRecognizer",
        "UISwipeGestureRecognizer", "UIPinchGestureRecognizer", "UIRotationGestureRecognizer",
        "UIScreenEdgePanGestureRecognizer",
    ]

    mutating func addHandlers(_ item: KeyedArchive.Instance, view: Int, path p: String) throws(PropertyListError) {
        let hp = p + ".eventHandlers"
        for (k, h) in (try archive.list(item.fields["eventHandlers"], path: hp) ?? .empty).enumerated() {
            let path = "\(hp)[\(k)]"
            guard let handler = try instance(h, "LookinEventHandler", path: path) else { continue }
            let type = try archive.number(handler.fields["handlerType"], path: path + ".handlerType") ?? 0
            let name = try archive.string(handler.fields["eventName"], path: path + ".eventName") ?? ""
            var targets: [String] = []
            let tp = path + ".targetActions"
            for (t, tuple) in (try archive.list(handler.fields["targetActions"], path: tp) ?? .empty).enumerated() {
                guard let ti = try archive.instance(tuple, path: "\(tp)[\(t)]") else { continue }
                let target = try archive.string(ti.fields["first"], path: "\(tp)[\(t)].first") ?? "?"
                let action = try archive.string(ti.fields["second"], path: "\(tp)[\(t)].second") ?? "?"
                targets.append("\(target) \(action)")
            }
            if type == 0 {
                // LookinEventHandlerTypeTargetAction: a control event with at least one target.
                guard scene.views[view].viewClass.isControl else {
                    warn(path, "\(name) on a view that is not a control here: dropped")
                    continue
                }
                if let event = Self.controlEvent(name) {
                    scene.views[view].controlActions?.append(event.rawValue)
                    report.controlActions += 1
                } else {
                    report.droppedControlEvents.append(name)
                }
                if !targets.isEmpty {
                    scene.views[view].comments.append(.init("_" + name, targets.joined(separator: "; ")))
                }
                continue
            }
            try addRecognizer(handler, name: name, targets: targets, view: view, path: path)
        }
    }

    mutating func addRecognizer(
        _ handler: KeyedArchive.Instance, name className: String, targets: [String], view: Int, path: String
    ) throws(PropertyListError) {
        let base = try archive.string(
            handler.fields["inheritedRecognizerName"], path: path + ".inheritedRecognizerName")
        let enabled =
            try archive.bool(handler.fields["gestureRecognizerIsEnabled"], path: path + ".gestureRecognizerIsEnabled")
            ?? true
        let delegate = try archive.string(
            handler.fields["gestureRecognizerDelegator"], path: path + ".gestureRecognizerDelegator")
        let oid =
            try archive.number(handler.fields["recognizerOid"], path: path + ".recognizerOid").map { Int($0) } ?? 0
        var ivars: [String] = []
        let ip = path + ".recognizerIvarTraces"
        for (k, t) in (try archive.list(handler.fields["recognizerIvarTraces"], path: ip) ?? .empty).enumerated() {
            if let s = try archive.string(t, path: "\(ip)[\(k)]") { ivars.append(s) }
        }
        let v = scene.views[view]
        // UIKit's own scroll recognizers are FORMAT's built-in pan and content-touch delay.
        if className == "UIScrollViewPanGestureRecognizer"
            || className == "UIScrollViewDelayedTouchesBeganGestureRecognizer",
            v.viewClass.isScrollView
        {
            if className == "UIScrollViewPanGestureRecognizer", !enabled { scene.views[view].scrollEnabled = false }
            report.recognizersBuiltIn += 1
            return
        }
        // A list's swipe-action pan is FORMAT's `list.swipeActionPan` (SEMANTICS §9.12).
        if className == UIKitSystemRecognizers.swipeActionPanClass, v.viewClass.isList {
            scene.views[view].swipeActionPan = true
            report.swipeActionPans += 1
            return
        }
        // A presented sheet's dismiss pan (SEMANTICS §9.14): Lookin archives no names, but UIKit
        // adds this pan to the sheet's container, which the view's `sheet` key installs again.
        if className == "UIPanGestureRecognizer", ImportedSheets.isPresentedSheetContainer(view, in: scene) {
            scene.views[view].sheet = true
            report.sheetPans += 1
            return
        }
        // A context menu's press (SEMANTICS §9.13): the view's `contextMenu` key installs it and
        // its two relationship recognizers. Lookin archives no names, so a
        // `_UIRelationshipGestureRecognizer` stays dropped with its note.
        if UIKitSystemRecognizers.contextMenuRole(className: className, name: nil) == .press {
            scene.views[view].contextMenu = true
            report.contextMenuRecognizers += 1
            return
        }
        let kind: String
        if let k = RecognizerDumpImporter.kinds[className] {
            kind = k
        } else if className.hasPrefix("UI") || className.hasPrefix("_UI") {
            // A UIKit class that is not one of the seven public ones: UIKit's own (text
            // interaction, drag, system gates), which the model does not have (IOS-INPUTS §3.1).
            let note = UIKitSystemRecognizers.note(className: className, name: nil)
            report.recognizersDropped.append(
                "\(v.id) \(className)" + (base.map { " (\($0))" } ?? "") + (note.map { " " + $0 } ?? ""))
            return
        } else if let b = base, let k = RecognizerDumpImporter.kinds[b] {
            kind = k
        } else {
            kind = "script"
        }
        var r = ImportedRecognizer(id: "", kind: kind, printedClass: className, line: 0)
        r.id = ids.unique(kind + "_" + (oid > 0 ? String(oid) : v.id))
        r.enabled = enabled
        if let d = delegate { r.comments.append(.init("_delegate", d)) }
        if !targets.isEmpty { r.comments.append(.init("_targets", targets.joined(separator: "; "))) }
        if !ivars.isEmpty { r.comments.append(.init("_ivars", ivars.joined(separator: "; "))) }
        switch kind {
        case "script":
            r.comments.append(
                .init("_note", "a custom recognizer: what it recognizes is not in the archive; write its steps"))
            warn(path, "\(className) is a custom recognizer: imported as a script with no steps; write its steps")
            report.customRecognizers += 1
        case "screenEdgePan":
            r.edges = ["left"]
            r.comments.append(.init("_note", "edges are not in the archive: left assumed (the back-swipe edge)"))
            warn(path, "\(className): edges are not in the archive; left assumed")
        default:
            break
        }
        if delegate != nil { report.recognizersWithDelegate += 1 }
        scene.views[view].recognizers.append(r)
        report.recognizersImported += 1
    }
}
