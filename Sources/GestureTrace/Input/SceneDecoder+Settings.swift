extension SceneDecoder {
    /// Settings that also accept `null`, meaning no limit (their default is infinity).
    static let unboundedSettings: Set<String> = ["swipeMaxPrimary", "swipeMaxOpposite"]

    /// Applies `settings` (FORMAT §2) over the defaults of SEMANTICS §12, by `Settings.names`.
    ///
    /// Numbers must be at least 0 (`alphaHitThreshold` at most 1); `swipeMaxPrimary` and
    /// `swipeMaxOpposite` also take `null` for infinity; `tieBreak` and `timerTieBreak` take
    /// their enum names. An unknown name is an error with a "did you mean" hint.
    ///
    /// `ios` is applied first, whatever its place among the keys: its release sets the defaults
    /// of `IOSRelease.differences`, which the scene's other keys then override. The command
    /// line's release (`iosOverride`) replaces the scene's, which is still checked.
    mutating func decodeSettings(_ node: Int?) throws(TraceError) {
        let document = context.document
        var release = iosOverride
        if let node {
            guard document.kind(node) == .object else {
                throw context.typeError(node, expected: "an object for settings")
            }
            for (key, value) in document.members(of: node) where document.stringEquals(key, Array("ios".utf8)) {
                let given = try context.enumeration(value, "iOS release", IOSRelease.modelled)
                release = release ?? given
            }
        }
        if let release {
            release.apply(to: &settings)
            settings.iosNamed = true
        }
        guard let node else { return }
        let table = Settings.names
        for (key, value) in document.members(of: node) {
            let name = document.string(key) ?? ""
            if name.hasPrefix("_") { continue }
            guard let entry = table.first(where: { $0.name == name }) else {
                let hint =
                    EditDistance.closest(to: name, among: table.map(\.name))
                    .map { "; did you mean '\($0)'?" } ?? "; see SEMANTICS §12 for the setting names"
                throw context.error(key, "unknown setting '\(name)'\(hint)")
            }
            switch entry.kind {
            case .number(let path):
                if SceneDecoder.unboundedSettings.contains(name) && document.kind(value) == .null {
                    settings[keyPath: path] = .infinity
                } else if name == "alphaHitThreshold" {
                    settings[keyPath: path] = try context.number(value, name, in: 0...1)
                } else if name == "sheetDecelerationRate" {
                    // A rate of 1 would project a release infinitely far (SEMANTICS §9.14).
                    settings[keyPath: path] = try context.number(value, name, in: 0...0.9999)
                } else {
                    guard document.kind(value) == .number else {
                        let expected = SceneDecoder.unboundedSettings.contains(name) ? "a number or null" : "a number"
                        throw context.typeError(value, expected: expected)
                    }
                    settings[keyPath: path] = try context.nonNegative(value, name)
                }
            case .bool(let path):
                settings[keyPath: path] = try context.bool(value)
            case .tieBreak:
                settings.tieBreak = try context.enumeration(value, "tieBreak", Settings.TieBreak.self)
            case .timerTieBreak:
                settings.timerTieBreak = try context.enumeration(value, "timerTieBreak", Settings.TimerTieBreak.self)
            case .swiftuiModel:
                settings.swiftuiModel = try context.enumeration(value, "swiftuiModel", SwiftUIModel.self)
            case .ios:
                continue
            }
        }
    }
}
