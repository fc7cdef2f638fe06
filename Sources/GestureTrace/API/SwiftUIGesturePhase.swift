/// A SwiftUI gesture's phase (SWIFTUI §2.1, §3.2): it starts `possible`, may become `active`,
/// and finishes `ended` or `failed`; a cancelled gesture reports `failed`. Phases only move
/// forward.
public enum SwiftUIGesturePhase: String, Sendable, CaseIterable {
    case possible, active, ended, failed

    package init(_ phase: SwiftUIPhaseName) {
        switch phase {
        case .possible: self = .possible
        case .active: self = .active
        case .ended: self = .ended
        case .failed: self = .failed
        }
    }
}
