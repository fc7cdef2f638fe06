/// Turns an Xcode view-debugger export (`.viewhierarchy`, IOS-INPUTS §9) into an imported
/// scene: the key window's views with their frames, bounds, classes, visibility and the
/// interaction flags the export holds.
///
/// The capture's groups and merge rules are `XcodeCapture`'s. Which window: the one the
/// application's `keyWindow` names, else the first window that is visible and not internal,
/// else the first (Xcode lists windows the same way, and skips internal or invisible ones).
/// A UIWindow's subviews are its `childGroup` plus its `com.apple.UIKit.UIView` association;
/// a view's subviews are its `childGroup`. Properties are the ones UIKit declares for a view
/// in `+[UIView fallback_debugHierarchyPropertyDescriptions]` (decompiled UIKitCore): `frame`,
/// `bounds`, `hidden`, `alpha`, `clipsToBounds`, `userInteractionEnabled`,
/// `multipleTouchEnabled`; a control's `enabled`; a view's layer (`com.apple.QuartzCore.CALayer`)
/// gives `frame`/`bounds` when the view has none. The view's controller is its
/// `com.apple.UIKit.UIViewController` association. Gesture recognizers, control targets,
/// `exclusiveTouch` and transforms are not in the export (UIView's additional groups are its
/// constraints, layer, controller and layout guides), so the summary lists them as defaults.
///
/// The walk keeps an explicit stack and skips a view reached twice (with a warning), so any
/// capture ends in a scene or a located error.
package struct XcodeViewHierarchyImporter {
    let capture: XcodeCapture
    let folder: String
    package private(set) var report = XcodeViewHierarchyImportReport()
    var scene = ImportedScene()
    var ids = ImportedIDs()

    static let windowGroup = "com.apple.UIKit.UIWindow"
    static let viewGroup = "com.apple.UIKit.UIView"
    static let layerGroup = "com.apple.QuartzCore.CALayer"
    static let controllerGroup = "com.apple.UIKit.UIViewController"
    static let applicationGroup = "com.apple.UIKit.UIApplication"
    /// Associations a view has that are not what a scene needs (IOS-INPUTS §9.2).
    static let knownAssociations: Set<String> = [
        layerGroup, controllerGroup, "com.apple.UIKit.NSLayoutConstraint", "com.apple.UIKit.UILayoutGuide",
        "com.apple.UIKit.UIScene", viewGroup,
    ]

    /// Imports a folder's responses, given in any order as (file name, bytes); `metadata` is the
    /// folder's `metadata` plist, if any; `device` is `--device` (without it, the window's size
    /// decides, IOS-INPUTS §10.2).
    package static func run(
        folder: String, responses: [(name: String, bytes: [UInt8])], metadata: [UInt8]?,
        device: ImportedDevice.Choice? = nil
    ) throws(TraceError) -> (ImportedScene, XcodeViewHierarchyImportReport) {
        var byName: [String: [UInt8]] = [:]
        for r in responses { byName[r.name] = r.bytes }
        return try run(
            folder: folder, responseNames: responses.map(\.name), read: { name in byName[name] ?? [] },
            metadata: metadata, device: device)
    }

    /// Imports like `run(folder:responses:metadata:device:)`, reading each response by name when
    /// its turn comes: a response is read, merged and let go before the next is read, so only
    /// one response's text and parsed document are held at a time beside the merged objects.
    package static func run(
        folder: String, responseNames: [String], read: (String) throws(TraceError) -> [UInt8], metadata: [UInt8]?,
        device: ImportedDevice.Choice? = nil
    ) throws(TraceError) -> (ImportedScene, XcodeViewHierarchyImportReport) {
        var capture = XcodeCapture()
        for name in ordered(names: responseNames) {
            try capture.add(try read(name), file: folder + "/RequestResponses/" + name)
        }
        guard capture.usedResponses > 0 else {
            throw TraceError(
                file: folder, line: 0, column: 0, path: "",
                message: "no usable response in RequestResponses (\(capture.failedResponses) failed round trips)")
        }
        var importer = XcodeViewHierarchyImporter(capture: capture, folder: folder)
        importer.report.appName = metadata.flatMap(Self.displayName)
        importer.report.responses = capture.usedResponses
        importer.report.failedResponses = capture.failedResponses
        importer.report.captures = capture.captures
        try importer.importScene()
        importer.report.device = ImportedDevice.apply(
            device, windowSize: importer.scene.views.first?.frame.size, to: &importer.scene)
        return (importer.scene, importer.report)
    }

    /// `Response_N` files in numeric order (`Response_10` after `Response_9`), other names after
    /// them by name; files not named `Response_…` are not responses.
    static func ordered(names: [String]) -> [String] {
        func index(_ name: String) -> Int { Int(name.dropFirst("Response_".count)) ?? Int.max }
        return names.filter { $0.hasPrefix("Response_") }.sorted {
            index($0) != index($1) ? index($0) < index($1) : $0 < $1
        }
    }

    /// `RunnableDisplayName` of the XML `metadata` plist.
    static func displayName(_ bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes.prefix(1 << 16), as: UTF8.self)
        guard let key = text.firstRange(ofText: "<key>RunnableDisplayName</key>") else { return nil }
        let rest = text[key.upperBound...]
        guard let open = rest.firstRange(ofText: "<string>"), let close = rest.firstRange(ofText: "</string>"),
            open.upperBound <= close.lowerBound
        else { return nil }
        let name = String(rest[open.upperBound..<close.lowerBound])
        return name.isEmpty || name.count > 200 ? nil : name
    }

    init(capture: XcodeCapture, folder: String) {
        self.capture = capture
        self.folder = folder
    }

    func fail(_ message: String) -> TraceError {
        TraceError(file: folder, line: 0, column: 0, path: "", message: message)
    }

    /// The hex digits of an address, lower case, without `0x` and leading zeros; nil if not hex.
    static func address(_ id: String) -> String? {
        var s = Substring(id.lowercased())
        if s.hasPrefix("0x") { s = s.dropFirst(2) }
        guard !s.isEmpty, s.count <= 32, s.allSatisfy(\.isHexDigit) else { return nil }
        while s.count > 1, s.first == "0" { s = s.dropFirst() }
        return String(s)
    }

    mutating func importScene() throws(TraceError) {
        let windows = capture.rootGroups.first { $0.group == Self.windowGroup }?.ids ?? []
        guard !windows.isEmpty else {
            throw fail("the capture lists no UIWindow (no '\(Self.windowGroup)' group): nothing to import")
        }
        var keyAddress: String?
        if let app = capture.rootGroups.first(where: { $0.group == Self.applicationGroup })?.ids.first,
            case .text(let key)? = capture.objects[app]?.properties[.keyWindow]
        {
            keyAddress = Self.address(key)
        }
        func flag(_ id: String, _ name: XcodeCapture.PropertyName) -> Bool? {
            if case .bool(let b)? = capture.objects[id]?.properties[name] { return b }
            return nil
        }
        var chosen = windows.firstIndex { keyAddress != nil && Self.address($0) == keyAddress }
        if chosen != nil {
            report.windowChoice = .key
        } else {
            chosen = windows.firstIndex { flag($0, .visible) != false && flag($0, .internal) != true }
            report.windowChoice = chosen == nil ? .first : .visible
        }
        let window = chosen ?? 0
        report.window = window
        for (k, w) in windows.enumerated() where k != window {
            report.otherWindows.append("\(k) \(capture.objects[w]?.className ?? "(not described)")")
        }
        try walk(windows[window])
    }

    /// Pre-order over the window's views with an explicit stack.
    mutating func walk(_ window: String) throws(TraceError) {
        var visited: Set<String> = []
        var stack: [(id: String, parent: Int?)] = [(window, nil)]
        while let (id, parent) = stack.popLast() {
            guard visited.insert(id).inserted else {
                warn(id, "reached twice in the capture: its second place is skipped")
                report.repeatedViews += 1
                continue
            }
            let index = try addView(id, parent: parent)
            guard let object = capture.objects[id] else { continue }
            var children = object.children.filter { capture.objects[$0]?.grouping != Self.windowGroup }
            if parent == nil { children += object.associated(Self.viewGroup) }
            for c in children.reversed() { stack.append((c, index)) }
        }
    }

    /// The most warnings listed one by one; the rest are counted.
    static let maxWarnings = 100

    mutating func warn(_ id: String, _ message: String) {
        guard report.warnings.count < Self.maxWarnings else {
            report.moreWarnings += 1
            return
        }
        report.warnings.append("\(id): \(message)")
    }

    func property(_ object: XcodeCapture.Object, _ name: XcodeCapture.PropertyName) -> XcodeCapture.Value? {
        if let p = object.properties[name], p != .absent { return p }
        // Geometry lives on the layer when the view has none (iOS 26 moved it to a wrapper layer).
        guard name == .frame || name == .bounds, let layer = object.associated(Self.layerGroup).first else {
            return nil
        }
        return capture.objects[layer]?.properties[name] ?? object.properties[name]
    }

    /// A frame or bounds; one outside FORMAT §3.1's limits throws the error the capture located
    /// when it read the value.
    func rect(_ object: XcodeCapture.Object, _ name: XcodeCapture.PropertyName) throws(TraceError) -> Rect? {
        switch property(object, name) {
        case .rect(let r)?: return r
        case .refused(let error)?: throw error
        default: return nil
        }
    }

    func bool(_ object: XcodeCapture.Object, _ name: XcodeCapture.PropertyName) -> Bool? {
        if case .bool(let b)? = object.properties[name] { return b }
        return nil
    }

    mutating func addView(_ id: String, parent: Int?) throws(TraceError) -> Int {
        let object = capture.objects[id] ?? XcodeCapture.Object(id: id)
        if !object.described { warn(id, "referred to but never described: imported as a UIView") }
        let printed = object.className ?? "UIView"
        let chain = capture.classChain(printed)
        var (viewClass, via) = UIKitClassMap.map(classChain: chain)
        if parent != nil, viewClass == .window {
            viewClass = .view
            warn(id, "a window inside the tree: imported as a UIView")
        } else if parent == nil, viewClass != .window {
            warn(id, "the window's class chain (\(chain.joined(separator: " < "))) does not name UIWindow")
            viewClass = .window
        }
        report.mapped[via, default: 0] += 1
        if via == .fallback, !report.fallbackClasses.contains(printed) { report.fallbackClasses.append(printed) }
        let frame = try rect(object, .frame)
        if frame == nil {
            report.framesMissing += 1
            warn(id, "no frame in the capture: [0, 0, 0, 0] used")
        }
        let address = Self.address(id)
        var v = ImportedView(
            id: "", viewClass: viewClass, printedClass: printed, address: address, line: 0,
            frame: frame ?? Rect(x: 0, y: 0, width: 0, height: 0))
        let stem = ImportedClassDefaults.idStem(printedClass: printed, fallback: viewClass.rawValue)
        v.id = ids.unique(stem + "_" + (address ?? "\(scene.views.count)"))
        if address != nil { v.comments.append(.init("_address", id)) }
        if let bounds = try rect(object, .bounds) {
            if bounds.origin != Point(x: 0, y: 0) { v.boundsOrigin = bounds.origin }
            if let f = frame,
                abs(bounds.size.width - f.size.width) > 0.0005 || abs(bounds.size.height - f.size.height) > 0.0005
            {
                // A transform the capture does not hold: the frame is its box (IOS-INPUTS §2.4).
                v.comments.append(.init("_note", "frame and bounds sizes differ: a transform; the frame box is used"))
                warn(id, "frame and bounds sizes differ (a transform the capture does not hold); the frame box is used")
                report.transformsUnknown += 1
            }
        } else if frame != nil {
            report.boundsMissing += 1
        }
        v.hidden = bool(object, .hidden) ?? false
        if case .number(let alpha)? = object.properties[.alpha] ?? object.properties[.opacity] {
            v.alpha = min(1, max(0, (alpha * 1e6).rounded() / 1e6))
        }
        if let interaction = bool(object, .userInteractionEnabled) {
            v.userInteractionEnabled = interaction
            report.interactionCaptured += 1
        } else {
            v.userInteractionEnabled = viewClass.defaultUserInteractionEnabled
            report.interactionAssumed += 1
        }
        if let multi = bool(object, .multipleTouchEnabled) {
            v.multipleTouchEnabled = multi
            report.multipleTouchCaptured += 1
        }
        v.clipsToBounds = bool(object, .clipsToBounds) ?? false
        if viewClass.isScrollView {
            if case .size(let s)? = object.properties[.contentSize],
                [s.width, s.height].allSatisfy({ $0 >= 0 && $0 <= ImportLimits.maxMagnitude })
            {
                v.contentSize = s
            } else {
                report.contentSizeAssumed += 1
            }
            let base = chain.first { $0 == "UITableView" || $0 == "UICollectionView" }
            if let bounce = ImportedClassDefaults.verticalBounce(printedClass: printed, baseClass: base) {
                v.alwaysBounceVertical = true
                report.verticalBounce[bounce, default: 0] += 1
            }
        }
        if viewClass.isControl, let enabled = bool(object, .enabled) {
            v.controlEnabled = enabled
            report.controls += 1
        }
        if let vc = object.associated(Self.controllerGroup).first {
            let vcClass = capture.objects[vc]?.className ?? "UIViewController"
            v.controller = ids.unique(ImportedClassDefaults.idStem(printedClass: vcClass, fallback: "UIViewController"))
            report.controllers += 1
        }
        for a in object.associations where !Self.knownAssociations.contains(a.group) && !a.ids.isEmpty {
            report.otherAssociations[a.group, default: 0] += a.ids.count
        }
        let index = scene.views.count
        v.parent = parent
        scene.views.append(v)
        if let parent { scene.views[parent].subviews.append(index) }
        report.views += 1
        return index
    }
}
