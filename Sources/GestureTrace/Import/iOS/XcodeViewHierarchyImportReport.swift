/// What an Xcode view-hierarchy import did, for the summary on stderr: what was mapped, what
/// was assumed (defaults for what the capture does not hold) and what was dropped
/// (IOS-INPUTS §9.3).
package struct XcodeViewHierarchyImportReport: Sendable, Equatable {
    /// How the imported window was chosen.
    package enum WindowChoice: String, Sendable {
        case key = "the key window"
        case visible = "the first visible window (no keyWindow in the capture)"
        case first = "the first window (none is marked visible)"
    }

    package var appName: String?
    package var responses = 0
    package var failedResponses = 0
    package var captures = 0
    package var window = 0
    package var windowChoice = WindowChoice.first
    package var otherWindows: [String] = []
    package var views = 0
    package var mapped: [UIKitClassMap.Via: Int] = [:]
    package var fallbackClasses: [String] = []
    package var interactionCaptured = 0
    package var interactionAssumed = 0
    package var multipleTouchCaptured = 0
    package var framesMissing = 0
    package var boundsMissing = 0
    package var transformsUnknown = 0
    package var contentSizeAssumed = 0
    package var verticalBounce: [ImportedClassDefaults.VerticalBounce: Int] = [:]
    package var controls = 0
    package var controllers = 0
    /// The window's system gate (IOS-INPUTS §10.2).
    package var device: ImportedDevice.Decision?
    package var repeatedViews = 0
    /// Associations of the imported views that a scene has no use for, by grouping id.
    package var otherAssociations: [String: Int] = [:]
    package var warnings: [String] = []
    package var moreWarnings = 0

    package init() {}

    /// What no Xcode capture holds, so the scene uses FORMAT §2's defaults (IOS-INPUTS §9.3).
    package static let notInTheCapture =
        "gesture recognizers (none: the export lists a view's constraints, layer, controller and layout "
        + "guides, not its recognizers), control targets (actions [touchUpInside]), transform (identity), "
        + "exclusiveTouch false, pointInside bounds, hitTest default, touches forward (controls handle), scroll "
        + "delaysContentTouches/canCancelContentTouches/scrollEnabled/alwaysBounceHorizontal defaults and "
        + "touchesShouldCancel default"

    static func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }

    /// The summary text.
    package func text(source: String) -> String {
        var lines: [String] = []
        var first = "imported \(source): \(Self.plural(views, "view")) of window \(window), \(windowChoice.rawValue)"
        if let a = appName { first += ", of \(a)" }
        first += "; \(Self.plural(responses, "response")) read"
        if failedResponses > 0 { first += ", \(Self.plural(failedResponses, "failed round trip")) skipped" }
        if captures > 1 { first += ", the last of \(captures) captures" }
        lines.append(first)
        let order: [UIKitClassMap.Via] = [.itself, .baseClass, .table, .fallback]
        let names: [UIKitClassMap.Via: String] = [
            .itself: "as captured", .baseClass: "by their class chain", .table: "by the UIKit class table",
            .fallback: "UIView by fallback",
        ]
        var classLine =
            "classes "
            + order.compactMap { via in mapped[via].map { "\($0) \(names[via] ?? "")" } }
            .joined(separator: ", ")
        if !fallbackClasses.isEmpty {
            classLine +=
                " (" + fallbackClasses.prefix(6).joined(separator: ", ") + (fallbackClasses.count > 6 ? ", …)" : ")")
        }
        var mappedParts = [classLine, "frames, bounds (scroll offsets), hidden, alpha, clipsToBounds"]
        mappedParts.append("userInteractionEnabled of \(interactionCaptured)")
        if multipleTouchCaptured > 0 { mappedParts.append("multipleTouchEnabled of \(multipleTouchCaptured)") }
        if controls > 0 { mappedParts.append("enabled of \(Self.plural(controls, "control"))") }
        mappedParts.append(Self.plural(controllers, "view controller"))
        if let d = device, d.given { mappedParts.append("system gate: " + ImportedDevice.summary(d)) }
        lines.append("mapped: " + mappedParts.joined(separator: "; "))
        var assumed: [String] = []
        if let d = device, !d.given { assumed.append("system gate: " + ImportedDevice.summary(d)) }
        if interactionAssumed > 0 {
            assumed.append(
                "userInteractionEnabled of \(Self.plural(interactionAssumed, "view")) (class default: not captured)")
        }
        if framesMissing > 0 { assumed.append("frame [0, 0, 0, 0] of \(Self.plural(framesMissing, "view"))") }
        if boundsMissing > 0 {
            assumed.append("bounds origin (0, 0) of \(Self.plural(boundsMissing, "view")) (no bounds captured)")
        }
        if transformsUnknown > 0 {
            assumed.append(
                "the frame box of \(Self.plural(transformsUnknown, "view")) whose frame and bounds sizes differ")
        }
        if contentSizeAssumed > 0 {
            assumed.append("contentSize of \(Self.plural(contentSizeAssumed, "scroll view")) ([0, 0]: not captured)")
        }
        for bounce in ImportedClassDefaults.VerticalBounce.allCases {
            if let n = verticalBounce[bounce] {
                assumed.append("alwaysBounceVertical true for \(Self.plural(n, "scroll view")) (\(bounce.rawValue))")
            }
        }
        assumed.append("not in the capture: " + Self.notInTheCapture)
        lines.append("assumed: " + assumed.joined(separator: "; "))
        var dropped: [String] = []
        if !otherWindows.isEmpty { dropped.append("other windows (" + otherWindows.joined(separator: ", ") + ")") }
        if repeatedViews > 0 { dropped.append(Self.plural(repeatedViews, "view") + " reached a second time") }
        if !otherAssociations.isEmpty {
            dropped.append(
                "associations a scene does not use ("
                    + otherAssociations.keys.sorted().map { "\($0) \(otherAssociations[$0] ?? 0)" }
                    .joined(separator: ", ") + ")")
        }
        dropped.append("layers, constraints, layout guides, colors, fonts, snapshots")
        lines.append("dropped: " + dropped.joined(separator: "; "))
        for w in warnings { lines.append("warning: " + w) }
        if moreWarnings > 0 { lines.append("warning: \(Self.plural(moreWarnings, "more warning")) not listed") }
        return lines.joined(separator: "\n")
    }
}
