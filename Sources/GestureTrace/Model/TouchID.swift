/// A finger's id as written in the trace: an integer or a string (FORMAT §3.1).
///
/// Ordering puts integers before strings, integers numerically and strings by their UTF-8
/// bytes, so every ordering built on it is the same on every machine.
package enum TouchID: Hashable, Comparable, Sendable, CustomStringConvertible {
    case int(Int)
    case string(String)

    package static func < (lhs: TouchID, rhs: TouchID) -> Bool {
        switch (lhs, rhs) {
        case let (.int(a), .int(b)): return a < b
        case (.int, .string): return true
        case (.string, .int): return false
        case let (.string(a), .string(b)): return Array(a.utf8).lexicographicallyPrecedes(Array(b.utf8))
        }
    }

    package var description: String {
        switch self {
        case .int(let v): return String(v)
        case .string(let s): return s
        }
    }
}
