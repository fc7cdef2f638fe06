/// A JSON path such as `scene.window.subviews[0].recognizers[1].kind`, as errors print it
/// (FORMAT §5).
///
/// Keys that are plain identifiers print after a dot; any other key prints as `["…"]` with
/// JSON escapes, so a path is never ambiguous.
package struct JSONPath: Sendable, Equatable, CustomStringConvertible {
    /// One step from a container to a child.
    package enum Component: Sendable, Equatable {
        case key(String)
        case index(Int)
    }

    package var components: [Component]

    package init(_ components: [Component] = []) {
        self.components = components
    }

    package var description: String {
        var out = ""
        for component in components {
            switch component {
            case .index(let i):
                out += "[\(i)]"
            case .key(let key):
                if JSONPath.isIdentifier(key) {
                    if !out.isEmpty { out += "." }
                    out += key
                } else {
                    out += "[\"" + JSONPath.escaped(key) + "\"]"
                }
            }
        }
        return out
    }

    /// Whether `key` can print after a dot: ASCII letters, digits, `_` and `$`, not starting
    /// with a digit.
    static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.utf8.first, !(first >= 0x30 && first <= 0x39) else { return false }
        for b in key.utf8 {
            let ok =
                (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39)
                || b == 0x5F || b == 0x24
            if !ok { return false }
        }
        return true
    }

    /// `key` with `"`, `\` and control characters escaped as in JSON.
    static func escaped(_ key: String) -> String {
        var out = ""
        for scalar in key.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
