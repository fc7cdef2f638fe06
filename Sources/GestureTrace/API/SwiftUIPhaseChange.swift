/// A SwiftUI gesture's phase changed (a `swiftuiPhase` record, FORMAT §4, SWIFTUI §8.3).
///
/// `gesture` is the attachment modifier's id (`pagerDrag`), or the id path of a composite's
/// part (`card/first`). A record whose `from` and `to` are both `possible` is a pause: a
/// higher-priority gesture must fail first (SWIFTUI §3.3); its `reason` starts `paused:` or
/// `held:`.
public struct SwiftUIPhaseChange: Sendable, Equatable {
    /// The frame it happened in, counting from 0.
    public var frame: Int
    /// Virtual time in seconds from the trace's first event.
    public var time: Double
    public var gesture: String
    public var from: SwiftUIGesturePhase
    public var to: SwiftUIGesturePhase
    /// Why, in a few words (`moved 14 pt >= minimumDistance 10`).
    public var reason: String

    /// Whether this is a pause rather than a change (`possible -> possible`).
    public var isPause: Bool { from == to }
}
