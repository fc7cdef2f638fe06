/// A SwiftUI gesture's value as output prints it (`swiftuiCallback.value`, SWIFTUI §8.3): a
/// small JSON value. Points print as `[x, y]`, numbers with coordinate precision.
package indirect enum SwiftUIValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case point(Point)
    /// Keys in the order given.
    case object([(String, SwiftUIValue)])
    case array([SwiftUIValue])

    package static func == (a: SwiftUIValue, b: SwiftUIValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case let (.bool(x), .bool(y)): return x == y
        case let (.number(x), .number(y)): return x == y
        case let (.point(x), .point(y)): return x == y
        case let (.object(x), .object(y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        case let (.array(x), .array(y)): return x == y
        default: return false
        }
    }
}

/// A SwiftUI gesture phase as printed (`swiftuiPhase.from`/`to`, SWIFTUI §8.3).
package enum SwiftUIPhaseName: String, Sendable {
    case possible, active, ended, failed
}
