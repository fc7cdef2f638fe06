/// Reads a recognizer's failure requirements from its `description`, the only place UIKit
/// shows them (IOS-INPUTS §3.1): the recognizers listed in `must-fail = {…}` are the ones it
/// requires to fail; `must-fail-for = {…}` lists the reverse and is skipped.
enum RequirementText {
    /// The addresses (`0x…`, lowercase) of the recognizers in the `must-fail` block.
    static func mustFail(in description: String) -> [String] {
        let scalars = Array(description.unicodeScalars)
        let marker = Array("must-fail = {".unicodeScalars)
        var i = 0
        var addresses: [String] = []
        while i + marker.count <= scalars.count {
            guard Array(scalars[i..<(i + marker.count)]) == marker else {
                i += 1
                continue
            }
            // Inside the block: each nested `<Class: 0x…` at angle depth 1 names one.
            var k = i + marker.count
            var braces = 1
            var angles = 0
            while k < scalars.count && braces > 0 {
                let c = scalars[k]
                switch c {
                case "{": braces += 1
                case "}": braces -= 1
                case "<":
                    angles += 1
                    if angles == 1, let address = address(after: k, in: scalars) { addresses.append(address) }
                case ">": angles = max(0, angles - 1)
                default: break
                }
                k += 1
            }
            i = k
        }
        return addresses
    }

    /// The `0x…` after `<Class: ` starting at `start`.
    private static func address(after start: Int, in scalars: [Unicode.Scalar]) -> String? {
        var k = start + 1
        while k < scalars.count && scalars[k] != ":" && scalars[k] != ">" && scalars[k] != ";" { k += 1 }
        guard k + 3 < scalars.count, scalars[k] == ":", scalars[k + 1] == " ", scalars[k + 2] == "0",
            scalars[k + 3] == "x"
        else { return nil }
        var out = "0x"
        k += 4
        while k < scalars.count, let v = Optional(scalars[k].value),
            (v >= 48 && v <= 57) || (v >= 97 && v <= 102) || (v >= 65 && v <= 70)
        {
            out.unicodeScalars.append(Unicode.Scalar(v >= 65 && v <= 70 ? v + 32 : v) ?? "0")
            k += 1
        }
        return out.count > 2 ? out : nil
    }

    /// `0x…` for an object address, as UIKit's descriptions print it.
    static func address(_ value: UInt) -> String {
        "0x" + String(value, radix: 16)
    }
}
