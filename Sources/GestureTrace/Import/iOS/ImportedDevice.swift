/// Which device an imported screen ran on, as far as the system gesture gate cares (SEMANTICS
/// §9.11, FORMAT §2.1 `systemGestures`): a home indicator (Face ID) or a home button, learned
/// from the user (`--device`) or from the window's size in points (IOS-INPUTS §10.2).
///
/// No dump names the device model, but every iPhone's screen size in points belongs to one of
/// the two kinds: the home-button phones are 320×480, 320×568, 375×667 and 414×736 (16:9 or
/// narrower), every Face ID phone is 19.5:9 (375×812 … 440×956, and the Display Zoom sizes
/// 320×693 and 375×812), whose bottom safe-area inset (34 pt) is the home indicator's [qa Q56,
/// Q57]. A window whose size is in neither list (an iPad, whose
/// 1024×1366 is both kinds; a Split View or Stage Manager window; a dump of a subview) gets no
/// gate, and the summary asks for `--device`. Landscape windows are matched turned upright.
package enum ImportedDevice {
    /// What the import decided and why, for the window's `systemGestures` and the summary.
    package struct Decision: Sendable, Equatable {
        /// The FORMAT `systemGestures.device` to write; nil: no gate.
        package var device: SystemGestureSpec.Device?
        /// How it was learned, for the summary's `mapped:` or `assumed:` line.
        package var reason: String
        /// Whether the user said it (`--device`) rather than the window's size.
        package var given: Bool
        /// A landscape home-indicator window: the indicator's inset is 21 pt there, not the
        /// portrait 34 (SEMANTICS §9.11, "Not modelled"), written as `bottomRegion`.
        package var bottomRegion: Double?
    }

    /// `--device`: a kind, or `none` for no gate.
    package enum Choice: String, Sendable, CaseIterable {
        case homeIndicator, homeButton, none
    }

    /// Portrait sizes in points of the home-button iPhones and iPod touches [qa Q56, Q57].
    static let homeButtonSizes: [(Double, Double, String)] = [
        (320, 480, "iPhone 4s and earlier"), (320, 568, "iPhone 5/5s/SE (1st), or a 4.7-inch phone zoomed"),
        (375, 667, "iPhone 6–8, SE (2nd and 3rd), or a 5.5-inch phone zoomed"), (414, 736, "iPhone 6–8 Plus"),
    ]

    /// Portrait sizes in points of the Face ID iPhones, standard and zoomed [qa Q56, Q57].
    static let homeIndicatorSizes: [(Double, Double, String)] = [
        (320, 693, "a 6.1-inch Face ID phone zoomed"), (360, 780, "iPhone 12/13 mini"),
        (375, 812, "iPhone X/XS/11 Pro/12–13 mini, or a larger Face ID phone zoomed"),
        (390, 844, "iPhone 12–14"), (393, 852, "iPhone 14 Pro, 15, 15 Pro, 16"),
        (402, 874, "iPhone 16 Pro"), (414, 896, "iPhone XR/XS Max/11/11 Pro Max"),
        (428, 926, "iPhone 12–13 Pro Max, 14 Plus"), (430, 932, "iPhone 14 Pro Max, 15 Plus/Pro Max, 16 Plus"),
        (440, 956, "iPhone 16 Pro Max"),
    ]

    /// The device for a window of `size` points, or `choice` when the user gave one.
    package static func decide(windowSize size: Size?, choice: Choice?) -> Decision {
        if let choice {
            let device: SystemGestureSpec.Device? =
                switch choice {
                case .homeIndicator: .homeIndicator
                case .homeButton: .homeButton
                case .none: nil
                }
            return Decision(
                device: device,
                reason: device == nil ? "no system gate (--device none)" : "device \(choice.rawValue) (--device)",
                given: true)
        }
        guard let size, size.width > 0, size.height > 0 else {
            return Decision(
                device: nil, reason: "no system gate: the window's size is not known (pass --device)", given: false)
        }
        let w = min(size.width, size.height)
        let h = max(size.width, size.height)
        let shown = "\(DecimalFormat.coordinate(size.width))×\(DecimalFormat.coordinate(size.height))"
        func match(_ table: [(Double, Double, String)]) -> String? {
            table.first { abs($0.0 - w) < 0.5 && abs($0.1 - h) < 0.5 }?.2
        }
        if let model = match(homeIndicatorSizes) {
            let landscape = size.width > size.height
            return Decision(
                device: .homeIndicator,
                reason: "device homeIndicator from the \(shown) pt window (\(model))"
                    + (landscape ? ", landscape: bottomRegion 21" : ""),
                given: false, bottomRegion: landscape ? 21 : nil)
        }
        if let model = match(homeButtonSizes) {
            return Decision(
                device: .homeButton, reason: "device homeButton from the \(shown) pt window (\(model))", given: false)
        }
        return Decision(
            device: nil,
            reason: "no system gate: the \(shown) pt window is no iPhone's screen (an iPad or a resized window; "
                + "pass --device)",
            given: false)
    }

    /// Decides for `scene`'s window and writes the decision on it. `windowSize` is the real
    /// window's size (nil when the importer made the window up or the source has none).
    @discardableResult
    package static func apply(_ choice: Choice?, windowSize: Size?, to scene: inout ImportedScene) -> Decision {
        let decision = decide(windowSize: windowSize, choice: choice)
        if decision.device != nil, !scene.views.isEmpty, scene.views[0].viewClass == .window {
            scene.views[0].systemGestures = decision
        }
        return decision
    }

    /// The summary's words for a decision: what `mapped:` or `assumed:` says, and what the
    /// scene cannot know either way (the app's deferred edges).
    package static func summary(_ d: Decision) -> String {
        d.reason
            + (d.device == nil
                ? "" : ", no deferred edges (no export holds preferredScreenEdgesDeferringSystemGestures)")
    }

    /// Parses `--device`.
    package static func choice(_ text: String) -> Choice? { Choice(rawValue: text) }
}
