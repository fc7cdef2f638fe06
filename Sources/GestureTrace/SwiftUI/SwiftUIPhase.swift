/// A SwiftUI gesture's phase with its value (SWIFTUI §3.2, R12, R13): `possible` may already
/// carry a value (a long press reports `true` while pressing, D29).
enum SwiftUIPhase: Equatable {
    case possible(SwiftUIValue?)
    case active(SwiftUIValue)
    case ended(SwiftUIValue)
    case failed

    var name: SwiftUIPhaseName {
        switch self {
        case .possible: return .possible
        case .active: return .active
        case .ended: return .ended
        case .failed: return .failed
        }
    }

    var value: SwiftUIValue? {
        switch self {
        case .possible(let v): return v
        case .active(let v), .ended(let v): return v
        case .failed: return nil
        }
    }

    var isTerminal: Bool {
        switch self {
        case .ended, .failed: return true
        default: return false
        }
    }

    var isActive: Bool { if case .active = self { return true } else { return false } }
    var isEnded: Bool { if case .ended = self { return true } else { return false } }
    var isFailed: Bool { self == .failed }
}

/// The combinators' phase algebra (SWIFTUI §3.2 rules 6–8).
enum SwiftUICombinators {
    /// `first.exclusively(before: second)` (rule 6, R12): first active → active(first); first
    /// possible and second active → active(second); first ended → ended(first); first failed
    /// → whatever second does. Values: `{"first": v}` or `{"second": v}`.
    static func exclusive(_ a: SwiftUIPhase, _ b: SwiftUIPhase) -> (SwiftUIPhase, Reason) {
        func first(_ v: SwiftUIValue) -> SwiftUIValue { .object([("first", v)]) }
        func second(_ v: SwiftUIValue) -> SwiftUIValue { .object([("second", v)]) }
        switch a {
        case .active(let v): return (.active(first(v)), .swiftUICombined(.firstActive))
        case .ended(let v): return (.ended(first(v)), .swiftUICombined(.firstEnded))
        case .possible(let va):
            switch b {
            case .active(let v): return (.active(second(v)), .swiftUICombined(.secondActiveWhileFirstPossible))
            case .ended(let v): return (.ended(second(v)), .swiftUICombined(.secondEndedWhileFirstPossible))
            default: return (.possible(va.map(first)), .unstated)
            }
        case .failed:
            switch b {
            case .possible(let v): return (.possible(v.map(second)), .swiftUICombined(.firstFailed))
            case .active(let v): return (.active(second(v)), .swiftUICombined(.firstFailedSecondActive))
            case .ended(let v): return (.ended(second(v)), .swiftUICombined(.firstFailedSecondEnded))
            case .failed: return (.failed, .swiftUICombined(.bothFailed))
            }
        }
    }

    /// `first.simultaneously(with: second)` (rule 7, R13): active while either is active;
    /// possible while either is possible; ended when both are finished and one ended; failed
    /// when both failed. Value `{"first": v1|null, "second": v2|null}`.
    static func simultaneous(_ a: SwiftUIPhase, _ b: SwiftUIPhase) -> (SwiftUIPhase, Reason) {
        let value = SwiftUIValue.object([("first", a.value ?? .null), ("second", b.value ?? .null)])
        if a.isActive || b.isActive {
            return (.active(value), a.isActive ? .swiftUICombined(.firstActive) : .swiftUICombined(.secondActive))
        }
        if case .possible = a { return (.possible(a.value == nil && b.value == nil ? nil : value), .unstated) }
        if case .possible = b { return (.possible(a.value == nil && b.value == nil ? nil : value), .unstated) }
        if a.isEnded || b.isEnded { return (.ended(value), .swiftUICombined(.bothFinishedOneEnded)) }
        return (.failed, .swiftUICombined(.bothFailed))
    }

    /// `first.sequenced(before: second)` (rule 8, D21, D22): `{"first": v1}` until the first
    /// ends, then active `{"second": [v1, v2|null]}` until the second ends or fails.
    static func sequence(_ a: SwiftUIPhase, _ b: SwiftUIPhase) -> (SwiftUIPhase, Reason) {
        switch a {
        case .possible(let v): return (.possible(v.map { .object([("first", $0)]) }), .unstated)
        case .active(let v): return (.active(.object([("first", v)])), .swiftUICombined(.firstActive))
        case .failed: return (.failed, .swiftUICombined(.firstFailed))
        case .ended(let v1):
            let pair = { (v2: SwiftUIValue?) in SwiftUIValue.object([("second", .array([v1, v2 ?? .null]))]) }
            switch b {
            case .possible(let v2): return (.active(pair(v2)), .swiftUICombined(.firstEndedSecondReceives))
            case .active(let v2): return (.active(pair(v2)), .swiftUICombined(.secondActive))
            case .ended(let v2): return (.ended(pair(v2)), .swiftUICombined(.secondEnded))
            case .failed: return (.failed, .swiftUICombined(.secondFailed))
            }
        }
    }
}
