/// `UITouch.Phase` for direct touches (FORMAT §3.1, SEMANTICS §2.1).
package enum TouchPhase: String, Sendable, CaseIterable {
    case began, moved, stationary, ended, cancelled
}
