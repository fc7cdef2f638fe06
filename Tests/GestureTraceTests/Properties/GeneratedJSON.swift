/// A JSON value for generated traces. Numbers keep the text they were generated as, so a value
/// prints the same way every time and other spellings of the same number can be made on purpose.
indirect enum GeneratedJSON {
    /// A number that may be respelled (`12.5` as `1.25E+1`).
    case number(String)
    /// A number that must stay an integer literal (versions, ids, counts).
    case integer(Int)
    case string(String)
    case bool(Bool)
    case null
    case array([GeneratedJSON])
    case object([(String, GeneratedJSON)])

    /// Compact text, keys in order.
    var text: String {
        var out = ""
        var unused = SplitMix64(seed: 0)
        write(to: &out, restyle: false, &unused)
        return out
    }

    /// The same value spelled differently: whitespace and newlines, `_` comment keys (ignored,
    /// FORMAT), keys shuffled, numbers with trailing zeros or in exponent form. It must decode to
    /// the same trace.
    func restyled(_ rng: inout SplitMix64) -> String {
        var out = ""
        write(to: &out, restyle: true, &rng)
        return out
    }

    private func write(to out: inout String, restyle: Bool, _ rng: inout SplitMix64) {
        switch self {
        case .number(let s):
            out += restyle ? Self.respell(s, &rng) : s
        case .integer(let n):
            out += String(n)
        case .string(let s):
            out += "\"" + s + "\""
        case .bool(let b):
            out += b ? "true" : "false"
        case .null:
            out += "null"
        case .array(let elements):
            out += "["
            for (i, element) in elements.enumerated() {
                if i > 0 { out += "," }
                if restyle { out += Self.space(&rng) }
                element.write(to: &out, restyle: restyle, &rng)
            }
            out += "]"
        case .object(var members):
            out += "{"
            if restyle {
                members.shuffle(using: &rng)
                if rng.next() % 4 == 0 { members.insert(("_note", .string("a comment \\u00e9 \\\" ✓")), at: 0) }
            }
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { out += "," }
                if restyle { out += Self.space(&rng) }
                out += "\"" + key + "\":"
                if restyle { out += Self.space(&rng) }
                value.write(to: &out, restyle: restyle, &rng)
            }
            out += "}"
        }
    }

    private static func space(_ rng: inout SplitMix64) -> String {
        ["", " ", "\n  ", "\t", "\r\n"][Int(rng.next() % 5)]
    }

    /// `12.5` as `12.500`, `125e-1` or `1.25E+1`. All parse to the same double when the reader
    /// rounds correctly (RFC 8259 numbers, IEEE round-to-nearest).
    static func respell(_ s: String, _ rng: inout SplitMix64) -> String {
        let negative = s.hasPrefix("-")
        let body = negative ? String(s.dropFirst()) : s
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        let whole = String(parts[0])
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        let sign = negative ? "-" : ""
        let digits = whole + fraction
        let significant = String(digits.drop { $0 == "0" })
        guard !significant.isEmpty else { return s }
        switch rng.next() % 4 {
        case 0:
            return sign + whole + "." + (fraction.isEmpty ? "0" : fraction) + "00"
        case 1:
            // value = significant × 10^-(fraction digits)
            return sign + significant + "e-" + String(fraction.count)
        case 2:
            let e = significant.count - 1 - fraction.count
            let tail = String(significant.dropFirst())
            return sign + String(significant.prefix(1)) + (tail.isEmpty ? "" : "." + tail) + "E" + (e >= 0 ? "+" : "")
                + String(e)
        default:
            return s
        }
    }
}
