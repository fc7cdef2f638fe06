/// What a Lookin import did, for the summary on stderr: what was mapped, what was assumed
/// (defaults for what the archive does not hold) and what was dropped (IOS-INPUTS §8.3).
package struct LookinImportReport: Sendable, Equatable {
    package struct Note: Sendable, Equatable {
        /// The archive path of the item concerned.
        package var path: String
        package var message: String
    }

    package var serverVersion: Int?
    package var appName: String?
    package var osDescription: String?
    package var deviceDescription: String?
    package var screen: Size?
    /// The index of the imported window among the file's windows, and the others.
    package var window = 0
    package var otherWindows: [String] = []
    package var views = 0
    package var mapped: [UIKitClassMap.Via: Int] = [:]
    package var fallbackClasses: [String] = []
    /// Views whose `userInteractionEnabled` came from the attributes, and those defaulted.
    package var fromAttributes = 0
    package var interactionAssumed = 0
    package var contentSizeAssumed = 0
    package var transformsUnknown = 0
    package var layersWithoutView = 0
    package var viewsUnderLayers = 0
    package var controllers = 0
    /// Views LookinServer traced as a section's header or footer (not cells), and text views
    /// whose `isEditable` the archive holds.
    package var sectionSupplements = 0
    package var textEditable = 0
    /// The window's system gate (IOS-INPUTS §10.2).
    package var device: ImportedDevice.Decision?
    package var controlActions = 0
    package var droppedControlEvents: [String] = []
    package var recognizersImported = 0
    /// UIScrollView's own recognizers (its pan and the content-touch delay, SEMANTICS §9.4).
    package var recognizersBuiltIn = 0
    /// Context menus' presses, as the view's `contextMenu` key (SEMANTICS §9.13).
    package var contextMenuRecognizers = 0
    /// Lists whose `_UISwipeActionPanGestureRecognizer` became `list.swipeActionPan` (SEMANTICS §9.12).
    package var swipeActionPans = 0
    /// Sheets whose archived pan became the view's `sheet` key (SEMANTICS §9.14).
    package var sheetPans = 0
    package var recognizersWithDelegate = 0
    package var customRecognizers = 0
    package var recognizersDropped: [String] = []
    package var warnings: [Note] = []
    /// Warnings beyond `LookinImporter.maxWarnings`, counted only.
    package var moreWarnings = 0

    package init() {}

    mutating func warn(_ path: String, _ message: String) {
        warnings.append(Note(path: path, message: message))
    }

    /// What no Lookin archive holds, so the scene uses FORMAT §2's defaults (IOS-INPUTS §8.3).
    package static let notInTheArchive =
        "transform (identity), multipleTouchEnabled false, exclusiveTouch false, pointInside bounds, "
        + "hitTest default, touches forward (controls handle), scroll touchesShouldCancel default, "
        + "recognizer parameters (taps, touches, minimumPressDuration, allowableMovement, direction, edges, "
        + "touch counts), cancelsTouchesInView/delaysTouchesBegan/delaysTouchesEnded defaults, recognizer "
        + "relations (requireToFail) and delegate answers (simultaneousWith, shouldBegin, shouldReceiveTouch, "
        + "shouldRequireFailureOf: none)"

    static func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }

    /// The summary text.
    package func text(source: String) -> String {
        var lines: [String] = []
        var first = "imported \(source): \(Self.plural(views, "view")) of window \(window)"
        if let a = appName { first += " of \(a)" }
        if let o = osDescription { first += " (iOS \(o)" + (deviceDescription.map { ", \($0)" } ?? "") + ")" }
        if let v = serverVersion { first += ", LookinServer archive version \(v)" }
        lines.append(first)
        var mappedParts: [String] = []
        let order: [UIKitClassMap.Via] = [.itself, .baseClass, .table, .fallback]
        let names: [UIKitClassMap.Via: String] = [
            .itself: "as archived", .baseClass: "by their class chain", .table: "by the UIKit class table",
            .fallback: "UIView by fallback",
        ]
        let classes = order.compactMap { via in mapped[via].map { "\($0) \(names[via] ?? "")" } }
        var classLine = "classes " + classes.joined(separator: ", ")
        if !fallbackClasses.isEmpty {
            classLine +=
                " (" + fallbackClasses.prefix(6).joined(separator: ", ") + (fallbackClasses.count > 6 ? ", …)" : ")")
        }
        mappedParts.append(classLine)
        mappedParts.append("frames, bounds, hidden, alpha")
        mappedParts.append("userInteractionEnabled of \(fromAttributes)")
        mappedParts.append(Self.plural(recognizersImported, "recognizer") + " (class, enabled, delegate, targets)")
        if recognizersBuiltIn > 0 {
            mappedParts.append(
                "\(recognizersBuiltIn) built into scroll views (their pan '<id>.pan' and the content-touch delay)")
        }
        if contextMenuRecognizers > 0 {
            mappedParts.append(
                "\(contextMenuRecognizers) context-menu press\(contextMenuRecognizers == 1 ? "" : "es") as the view's "
                    + "'contextMenu' key (SEMANTICS §9.13)")
        }
        if swipeActionPans > 0 {
            mappedParts.append(
                "\(swipeActionPans) list swipe-action pan\(swipeActionPans == 1 ? "" : "s") as list.swipeActionPan (rows' actions not archived, SEMANTICS §9.12)"
            )
        }
        if sheetPans > 0 {
            mappedParts.append(
                "\(sheetPans) sheet dismiss pan\(sheetPans == 1 ? "" : "s") on a UIDropShadowView beside a UIDimmingView as the view's 'sheet' key ('<id>.sheetPan', SEMANTICS §9.14)"
            )
        }
        mappedParts.append(Self.plural(controlActions, "control action"))
        mappedParts.append(Self.plural(controllers, "view controller"))
        if sectionSupplements > 0 {
            mappedParts.append(
                "section headers/footers: \(sectionSupplements) (by their specialTrace: not cells, so never "
                    + "highlighted or selected)")
        }
        if textEditable > 0 { mappedParts.append("isEditable of " + Self.plural(textEditable, "text view")) }
        mappedParts.append("scroll delays/cancels/scrollEnabled/bounce/contentSize where archived")
        if let d = device, d.given { mappedParts.append("system gate: " + ImportedDevice.summary(d)) }
        lines.append("mapped: " + mappedParts.joined(separator: "; "))
        var assumed: [String] = []
        if let d = device, !d.given { assumed.append("system gate: " + ImportedDevice.summary(d)) }
        if interactionAssumed > 0 {
            assumed.append(
                "userInteractionEnabled of \(Self.plural(interactionAssumed, "view")) (class default: no attributes)")
        }
        if contentSizeAssumed > 0 {
            assumed.append("contentSize of \(Self.plural(contentSizeAssumed, "scroll view")) ([0, 0]: not archived)")
        }
        if transformsUnknown > 0 {
            assumed.append(
                "the frame box of \(Self.plural(transformsUnknown, "view")) whose frame and bounds sizes differ")
        }
        if customRecognizers > 0 {
            assumed.append("\(Self.plural(customRecognizers, "custom recognizer")) as scripts with no steps")
        }
        if recognizersWithDelegate > 0 {
            assumed.append(
                "the delegates of \(Self.plural(recognizersWithDelegate, "recognizer")) answer UIKit's defaults "
                    + "(the archive names the delegate, not its answers)")
        }
        assumed.append("not in the archive: " + Self.notInTheArchive)
        lines.append("assumed: " + assumed.joined(separator: "; "))
        var dropped: [String] = []
        if !otherWindows.isEmpty { dropped.append("other windows (" + otherWindows.joined(separator: ", ") + ")") }
        if layersWithoutView > 0 { dropped.append(Self.plural(layersWithoutView, "layer") + " without a view") }
        if viewsUnderLayers > 0 {
            dropped.append(Self.plural(viewsUnderLayers, "view") + " inside a layer without a view")
        }
        if !recognizersDropped.isEmpty {
            dropped.append("UIKit's own recognizers: " + recognizersDropped.joined(separator: ", "))
        }
        if !droppedControlEvents.isEmpty {
            dropped.append("control events the model does not send: " + droppedControlEvents.joined(separator: ", "))
        }
        dropped.append("screenshots, colors, fonts, custom attributes, Auto Layout")
        lines.append("dropped: " + dropped.joined(separator: "; "))
        for w in warnings { lines.append("warning: \(w.message) (at \(w.path))") }
        if moreWarnings > 0 { lines.append("warning: \(Self.plural(moreWarnings, "more warning")) not listed") }
        return lines.joined(separator: "\n")
    }
}
