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
    package var recognizersBuiltIn = 0
    package var recognizersDropped: [(line: Int, description: String)] = []
    package var controllersImported = 0
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
        "multipleTouchEnabled false, exclusiveTouch false, pointInside bounds, hitTest default, "
        + "touches forward (controls handle), control actions [touchUpInside], scroll delaysContentTouches "
        + "and canCancelContentTouches true, scrollEnabled true, touchesShouldCancel UIKit's, "
        + "alwaysBounceHorizontal false, alwaysBounceVertical false (UIScrollView's and UICollectionView's "
        + "default; true for UITableView and SwiftUI List, counted above), recognizer delegates (simultaneousWith, shouldBegin, "
        + "shouldReceiveTouch, shouldRequireFailureOf: none), swipe direction, pan touch counts, "
        + "long-press allowableMovement"

    /// The summary text.
    package func text(source: String) -> String {
        var lines: [String] = []
        var first =
            "imported \(MessageText.oneLine(source)): \(views) view\(views == 1 ? "" : "s") from the tree at line \(rootLine)"
        if recognizersImported + recognizersBuiltIn > 0 || !recognizersDropped.isEmpty {
            first += ", \(recognizersImported) recognizer\(recognizersImported == 1 ? "" : "s")"
        }
        if controllersImported > 0 {
            first += ", \(controllersImported) view controller\(controllersImported == 1 ? "" : "s")"
        }
        lines.append(first)
        let order: [UIKitClassMap.Via] = [.itself, .baseClass, .table, .windowLayer, .scrollFields, .fallback]
        let names: [UIKitClassMap.Via: String] = [
            .itself: "as printed", .baseClass: "by baseClass", .table: "by the UIKit class table",
            .windowLayer: "UIWindow by its UIWindowLayer", .scrollFields: "UIScrollView by contentOffset/contentSize",
            .fallback: "UIView by fallback",
        ]
        let parts = order.compactMap { via in mapped[via].map { "\($0) \(names[via] ?? "")" } }
        if !parts.isEmpty {
            var line = "classes: " + parts.joined(separator: ", ")
            if !fallbackClasses.isEmpty {
                let shown = fallbackClasses.prefix(6).map { $0.count > 48 ? $0.prefix(47) + "…" : Substring($0) }
                line += " (" + shown.joined(separator: ", ") + (fallbackClasses.count > 6 ? ", …)" : ")")
            }
            lines.append(line)
        }
        if !otherRoots.isEmpty {
            lines.append(
                "other top-level trees not imported (choose one with --root 0x…): "
                    + otherRoots.map { "line \($0.line) \($0.description)" }.joined(separator: ", "))
        }
        if !decorationLines.isEmpty || layerLines > 0 {
            var s: [String] = []
            if !decorationLines.isEmpty {
                let shown = decorationLines.prefix(8).map(String.init).joined(separator: ", ")
                s.append(
                    "\(decorationLines.count) line\(decorationLines.count == 1 ? "" : "s") of other text (\(shown)"
                        + (decorationLines.count > 8 ? ", …)" : ")"))
            }
            if layerLines > 0 {
                s.append("\(layerLines) (layer) line\(layerLines == 1 ? "" : "s") (sublayers, not views)")
            }
            lines.append("not views: " + s.joined(separator: "; "))
        }
        if recognizersBuiltIn > 0 {
            lines.append(
                "recognizers: \(recognizersBuiltIn) built into UIScrollView (its pan '<id>.pan' and the content-touch delay)"
            )
        }
        if !recognizersDropped.isEmpty {
            lines.append(
                "recognizers dropped (UIKit system recognizers): "
                    + recognizersDropped.map { "line \($0.line) \($0.description)" }.joined(separator: ", "))
        }
        let bounced = ImportedClassDefaults.VerticalBounce.allCases.compactMap { reason in
            verticalBounce[reason].map { "\($0) scroll view\($0 == 1 ? "" : "s") (\(reason.rawValue))" }
        }
        if !bounced.isEmpty {
            lines.append("assumed: alwaysBounceVertical true for " + bounced.joined(separator: ", "))
        }
        for w in warnings { lines.append(MessageText.oneLine("\(w.file):\(w.line): warning: \(w.message)")) }
        for s in skipped { lines.append(MessageText.oneLine("\(s.file):\(s.line): skipped (--lenient): \(s.message)")) }
        lines.append("precision: frames, alpha and transforms are printed with 6 significant digits (%g): ±0.0005 pt")
        var missing = "not in the dump: defaults used: " + Self.notInTheDump
        if viewsWithUnlistedRecognizers > 0 {
            missing +=
                "; the gesture recognizers of \(viewsWithUnlistedRecognizers) view\(viewsWithUnlistedRecognizers == 1 ? "" : "s") "
                + "(gestureRecognizers = <NSArray…>; merge them with --recognizers)"
        }
        if controllersImported == 0 { missing += "; view controllers (merge _printHierarchy with --controllers)" }
        lines.append(missing)
        return lines.joined(separator: "\n")
    }
}
