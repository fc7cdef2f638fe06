/// A `touchesBegan/Moved/Ended/Cancelled` call on a responder (a `deliver` record, FORMAT §4).
public struct Delivery: Sendable, Equatable {
    /// The phases of the `touches…` methods (SEMANTICS §3).
    public enum Phase: String, Sendable, CaseIterable {
        case began, moved, ended, cancelled
    }

    /// The frame it happened in, counting from 0.
    public var frame: Int
    /// Virtual time in seconds from the trace's first event.
    public var time: Double
    /// The responder's id: a view, a view controller, `UIApplication` or `AppDelegate`.
    public var responder: String
    public var phase: Phase
    /// The touches in the call, as their ids are written in the trace.
    public var touches: [String]
    /// Whether a recognizer's `delaysTouchesBegan`/`delaysTouchesEnded` held it back
    /// (SEMANTICS §7.3, §7.4), so the view got it later than the finger moved.
    public var delayed: Bool
}
