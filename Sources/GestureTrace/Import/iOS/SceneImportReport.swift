/// What a scene import did, for the summary on stderr: counts, what was skipped and where,
/// warnings, and what no dump gives (IOS-INPUTS §2.5, §2.6, §6 "print a summary").
package struct SceneImportReport: Sendable, Equatable {
    package struct Note: Sendable, Equatable {
        package var file: String
        package var line: Int
        package var message: String
    }

    package var views = 0
    package var rootLine = 0
    /// Lines of the other top-level trees, not imported.
    package var otherRoots: [(line: Int, description: String)] = []
    /// Lines that are neither views nor part of one (captions, prompts, headers), by number.
    package var decorationLines: [Int] = []
    /// `(layer)` lines: sublayers without a view.
    package var layerLines = 0
    /// How classes were mapped (IOS-INPUTS §2.5), and the printed classes that fell back to UIView.
    package var mapped: [UIKitClassMap.Via: Int] = [:]
    package var fallbackClasses: [String] = []
    package var warnings: [Note] = []
    /// Lines skipped under `--lenient`, with why.
    package var skipped: [Note] = []
    /// Views whose dump says they have recognizers that no recognizer dump supplied.
    package var viewsWithUnlistedRecognizers = 0
    package var recognizersImported = 0
    /// UIScrollView's own recognizers (its pan and the content-touch delay), which the scroll
    /// view installs again (SEMANTICS §9.4).
    package var recognizersBuiltIn = 0
    /// A `UIContextMenuInteraction`'s recognizers, which the view's `contextMenu` key installs
    /// again (SEMANTICS §9.13): counted apart from the scroll views' (issue 28 follow-up).
    package var contextMenuRecognizers = 0
    /// Lists whose `_UISwipeActionPanGestureRecognizer` became `list.swipeActionPan` (SEMANTICS §9.12).
    package var swipeActionPans = 0
    /// Sheets whose dumped dismiss pan became the view's `sheet` key (SEMANTICS §9.14).
    package var sheetPans = 0
    /// Controllers presented as sheets whose container the scene gives the `sheet` key
    /// (SEMANTICS §9.14), described for `mapped:`.
    package var sheets: [String] = []
    package var recognizersDropped: [(line: Int, description: String)] = []
    package var controllersImported = 0
    /// Navigation controllers given a `navigation` key, described for `mapped:`
    /// (IOS-INPUTS §10.1).
    package var navigationControllers: [String] = []
    /// What the controller dump showed that the scene cannot express, for `dropped:`.
    package var controllersDropped: [String] = []
    /// The window's system gate (IOS-INPUTS §10.2).
    package var device: ImportedDevice.Decision?
    /// Scroll views given `alwaysBounceVertical` by their class's default, by reason.
    package var verticalBounce: [ImportedClassDefaults.VerticalBounce: Int] = [:]

    package init() {}

    package static func == (a: SceneImportReport, b: SceneImportReport) -> Bool {
        a.text(source: "x") == b.text(source: "x")
    }

    mutating func warn(_ file: String, _ line: Int, _ message: String) {
        warnings.append(Note(file: file, line: line, message: message))
    }

    /// What no dump can show, so the user knows what to add by hand (IOS-INPUTS §1, §2.5, §3.1).
    package static let notInTheDump =
        "defaults used: multipleTouchEnabled false, exclusiveTouch false, pointInside bounds, hitTest default, "
        + "touches forward (controls handle), control actions [touchUpInside], scroll delaysContentTouches "
        + "and canCancelContentTouches true, scrollEnabled true, touchesShouldCancel UIKit's, "
        + "alwaysBounceHorizontal false, alwaysBounceVertical false (UIScrollView's and UICollectionView's "
        + "default; true for UITableView and SwiftUI List, counted above), recognizer delegates (simultaneousWith, shouldBegin, "
        + "shouldReceiveTouch, shouldRequireFailureOf: none), swipe direction, pan touch counts, "
        + "long-press allowableMovement"

    /// The summary text: the first line's counts, then what was `mapped:`, what was `assumed:`
    /// (defaults for what no dump shows) and what was `dropped:`, as every importer's summary
    /// says them (issue 29), then the warnings.
    package func text(source: String) -> String {
        var lines: [String] = []
        var first =
            "imported \(MessageText.oneLine(source)): \(views) view\(views == 1 ? "" : "s") from the tree at line \(rootLine)"
        if recognizersImported + recognizersBuiltIn + contextMenuRecognizers > 0 || !recognizersDropped.isEmpty {
            first += ", \(recognizersImported) recognizer\(recognizersImported == 1 ? "" : "s")"
        }
        if controllersImported > 0 {
            first += ", \(controllersImported) view controller\(controllersImported == 1 ? "" : "s")"
        }
        lines.append(first)
        var mappedParts: [String] = []
        let order: [UIKitClassMap.Via] = [.itself, .baseClass, .table, .windowLayer, .scrollFields, .fallback]
        let names: [UIKitClassMap.Via: String] = [
            .itself: "as printed", .baseClass: "by baseClass", .table: "by the UIKit class table",
            .windowLayer: "UIWindow by its UIWindowLayer", .scrollFields: "UIScrollView by contentOffset/contentSize",
            .fallback: "UIView by fallback",
        ]
        let parts = order.compactMap { via in mapped[via].map { "\($0) \(names[via] ?? "")" } }
        if !parts.isEmpty {
            var line = "classes " + parts.joined(separator: ", ")
            if !fallbackClasses.isEmpty {
                let shown = fallbackClasses.prefix(6).map { $0.count > 48 ? $0.prefix(47) + "…" : Substring($0) }
                line += " (" + shown.joined(separator: ", ") + (fallbackClasses.count > 6 ? ", …)" : ")")
            }
            mappedParts.append(line)
        }
        mappedParts.append(
            "frames, transforms, hidden, alpha, clipsToBounds, userInteractionEnabled, scroll offsets and sizes")
        if recognizersImported > 0 {
            mappedParts.append(
                "\(recognizersImported) recognizer\(recognizersImported == 1 ? "" : "s") (--recognizers)")
        }
        if recognizersBuiltIn > 0 {
            mappedParts.append(
                "\(recognizersBuiltIn) recognizer\(recognizersBuiltIn == 1 ? "" : "s") built into UIScrollView "
                    + "(its pan '<id>.pan' and the content-touch delay)")
        }
        if contextMenuRecognizers > 0 {
            mappedParts.append(
                "\(contextMenuRecognizers) context-menu recognizer\(contextMenuRecognizers == 1 ? "" : "s") "
                    + "(UIContextMenuInteraction's) as the view's 'contextMenu' key (SEMANTICS §9.13)")
        }
        if !sheets.isEmpty {
            mappedParts.append(
                "\(sheets.count) presented sheet\(sheets.count == 1 ? "" : "s") (\(sheets.joined(separator: ", "))) as their "
                    + "UIDropShadowView's 'sheet' key: the dismiss pan '<id>.sheetPan' (SEMANTICS §9.14)")
        }
        if controllersImported > 0 {
            mappedParts.append(
                "\(controllersImported) view controller\(controllersImported == 1 ? "" : "s") (--controllers)")
        }
        if swipeActionPans > 0 {
            mappedParts.append(
                "\(swipeActionPans) list swipe-action pan\(swipeActionPans == 1 ? "" : "s") (_UISwipeActionPanGestureRecognizer) "
                    + "as list.swipeActionPan ('<id>.swipeActionPan'); which rows have actions is not in the dump: "
                    + "declare cell.leadingSwipeActions/trailingSwipeActions (SEMANTICS §9.12)")
        }
        if sheetPans > 0 {
            mappedParts.append(
                "\(sheetPans) sheet dismiss pan\(sheetPans == 1 ? "" : "s") (_UISheetInteractionBackgroundDismissRecognizer) "
                    + "as the view's 'sheet' key ('<id>.sheetPan', SEMANTICS §9.14)")
        }
        for n in navigationControllers { mappedParts.append(n) }
        if let d = device, d.given { mappedParts.append("system gate: " + ImportedDevice.summary(d)) }
        lines.append("mapped: " + mappedParts.joined(separator: "; "))
        var assumed: [String] = []
        if let d = device, !d.given { assumed.append("system gate: " + ImportedDevice.summary(d)) }
        let bounced = ImportedClassDefaults.VerticalBounce.allCases.compactMap { reason in
            verticalBounce[reason].map { "\($0) scroll view\($0 == 1 ? "" : "s") (\(reason.rawValue))" }
        }
        if !bounced.isEmpty {
            assumed.append("alwaysBounceVertical true for " + bounced.joined(separator: ", "))
        }
        assumed.append("precision: frames, alpha and transforms are printed with 6 significant digits (%g): ±0.0005 pt")
        var missing = "not in the dump: " + Self.notInTheDump
        if viewsWithUnlistedRecognizers > 0 {
            missing +=
                "; the gesture recognizers of \(viewsWithUnlistedRecognizers) view\(viewsWithUnlistedRecognizers == 1 ? "" : "s") "
                + "(gestureRecognizers = <NSArray…>; merge them with --recognizers)"
        }
        if controllersImported == 0 {
            missing += "; view controllers and navigation stacks (merge _printHierarchy with --controllers)"
        }
        assumed.append(missing)
        lines.append("assumed: " + assumed.joined(separator: "; "))
        var dropped: [String] = []
        if !otherRoots.isEmpty {
            dropped.append(
                "other top-level trees (choose one with --root 0x…): "
                    + otherRoots.map { "line \($0.line) \($0.description)" }.joined(separator: ", "))
        }
        if !decorationLines.isEmpty {
            let shown = decorationLines.prefix(8).map(String.init).joined(separator: ", ")
            dropped.append(
                "\(decorationLines.count) line\(decorationLines.count == 1 ? "" : "s") of other text (\(shown)"
                    + (decorationLines.count > 8 ? ", …)" : ")"))
        }
        if layerLines > 0 {
            dropped.append("\(layerLines) (layer) line\(layerLines == 1 ? "" : "s") (sublayers, not views)")
        }
        if !recognizersDropped.isEmpty {
            dropped.append(
                "UIKit system recognizers: "
                    + recognizersDropped.map { "line \($0.line) \($0.description)" }.joined(separator: ", "))
        }
        dropped.append(contentsOf: controllersDropped)
        dropped.append("colors, autoresizing masks, layer classes and animations (text and tags are kept as comments)")
        lines.append("dropped: " + dropped.joined(separator: "; "))
        for w in warnings { lines.append(MessageText.oneLine("\(w.file):\(w.line): warning: \(w.message)")) }
        for s in skipped { lines.append(MessageText.oneLine("\(s.file):\(s.line): skipped (--lenient): \(s.message)")) }
        return lines.joined(separator: "\n")
    }
}
