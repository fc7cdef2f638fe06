/// Writes an imported trace document (FORMAT §1) piece by piece as UTF-8 bytes.
///
/// The header goes out first, then one event per line as the importer produces it, then the
/// closing lines, so a long recording never has to be held in memory. Numbers go through
/// `DecimalFormat`, so the same input gives the same bytes on every machine.
package struct ImportedTraceWriter: Sendable {
    /// Where the trace's scene comes from.
    package enum SceneSource: Sendable, Equatable {
        /// A path to a scene document, written as given (relative to the trace file).
        case path(String)
        /// An inline full-screen scene: a window of this size in points holding one view
        /// `content` that handles multiple touches itself.
        case fullScreen(width: Double, height: Double)
    }

    private var wroteEvent = false

    package init() {}

    /// The document's opening, up to and including `"events": [`.
    package func header(name: String, scene: SceneSource) -> [UInt8] {
        var out: [UInt8] = []
        out += Array("{\n  \"gesturetrace\": 1,\n  \"name\": ".utf8)
        Self.appendString(name, to: &out)
        out += Array(",\n  \"scene\": ".utf8)
        switch scene {
        case .path(let path):
            Self.appendString(path, to: &out)
        case .fullScreen(let width, let height):
            let w = DecimalFormat.coordinate(width)
            let h = DecimalFormat.coordinate(height)
            out += Array(
                """
                {
                    "_why": "imported without --scene: one full-screen view that takes every touch",
                    "window": {"id": "window", "frame": [0, 0, \(w), \(h)], "subviews": [
                      {"id": "content", "frame": [0, 0, \(w), \(h)], "multipleTouchEnabled": true, "touches": "handle"}
                    ]}
                  }
                """.utf8)
        }
        out += Array(",\n  \"events\": [".utf8)
        return out
    }

    /// One event as a line, preceded by the separator from the previous one.
    package mutating func event(_ event: InputEvent) -> [UInt8] {
        var out: [UInt8] = []
        out += Array((wroteEvent ? ",\n    " : "\n    ").utf8)
        wroteEvent = true
        out += Array("{\"t\": ".utf8)
        DecimalFormat.append(event.time, decimals: 6, to: &out)
        switch event {
        case .touches(_, let touches):
            out += Array(", \"touches\": [".utf8)
            for (i, touch) in touches.enumerated() {
                if i > 0 { out += Array(", ".utf8) }
                out += Array("{\"id\": ".utf8)
                switch touch.id {
                case .int(let v):
                    if v < 0 { out.append(UInt8(ascii: "-")) }
                    DecimalFormat.appendInteger(v.magnitude.toUInt64, to: &out)
                case .string(let s):
                    Self.appendString(s, to: &out)
                }
                out += Array(", \"phase\": \"\(touch.phase.rawValue)\", \"x\": ".utf8)
                DecimalFormat.append(touch.location.x, decimals: 3, to: &out)
                out += Array(", \"y\": ".utf8)
                DecimalFormat.append(touch.location.y, decimals: 3, to: &out)
                if let force = touch.force {
                    out += Array(", \"force\": ".utf8)
                    DecimalFormat.append(force, decimals: 3, to: &out)
                }
                if let radius = touch.radius {
                    out += Array(", \"radius\": ".utf8)
                    DecimalFormat.append(radius, decimals: 3, to: &out)
                }
                out.append(UInt8(ascii: "}"))
            }
            out += Array("]}".utf8)
        case .interrupt:
            out += Array(", \"interrupt\": true}".utf8)
        case .tick:
            out.append(UInt8(ascii: "}"))
        case .change(_, let changes):
            // FORMAT §3.5: one member per id, its keys in the order decoded (a `set` object
            // names each id once, so its changes of one id are neighbours).
            out += Array(", \"set\": {".utf8)
            for (i, change) in changes.enumerated() {
                let sameID = i > 0 && changes[i - 1].targetID == change.targetID
                if i > 0 { out += Array((sameID ? ", " : "}, ").utf8) }
                if !sameID {
                    Self.appendString(change.targetID, to: &out)
                    out += Array(": {".utf8)
                }
                out += Array("\"\(change.value.key.rawValue)\": \(change.value.jsonText)".utf8)
            }
            if !changes.isEmpty { out.append(UInt8(ascii: "}")) }
            out += Array("}}".utf8)
        }
        return out
    }

    /// The document's closing, with a final newline.
    package func footer() -> [UInt8] {
        Array((wroteEvent ? "\n  ]\n}\n" : "]\n}\n").utf8)
    }

    /// Appends `s` as a JSON string literal.
    /// The bytes `appendString` writes for `s`, counted only up to `limit` (a value past it is
    /// reported as `limit + 1`): measuring a long string to see whether it fits on a line
    /// costs the line, not the string.
    static func stringBytes(_ s: String, limit: Int = Int.max) -> Int {
        var count = 2
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"", "\\", "\n", "\r", "\t": count += 2
            default: count += scalar.value < 0x20 ? 6 : String(scalar).utf8.count
            }
            if count > limit { return limit + 1 }
        }
        return count
    }

    static func appendString(_ s: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += Array("\\\"".utf8)
            case "\\": out += Array("\\\\".utf8)
            case "\n": out += Array("\\n".utf8)
            case "\r": out += Array("\\r".utf8)
            case "\t": out += Array("\\t".utf8)
            default:
                if scalar.value < 0x20 {
                    let hex = Array("0123456789abcdef".utf8)
                    out += Array("\\u00".utf8)
                    out.append(hex[Int(scalar.value >> 4)])
                    out.append(hex[Int(scalar.value & 0xf)])
                } else {
                    out += Array(String(scalar).utf8)
                }
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}

extension UInt {
    fileprivate var toUInt64: UInt64 { UInt64(self) }
}
