/// A `@GestureState` went back to its initial value (a `gestureStateReset` record, FORMAT §4):
/// when the gesture whose `updating` wrote it ended, failed or was cancelled (SWIFTUI §3.4
/// rules 12, 13).
public struct GestureStateReset: Sendable, Equatable {
    /// The frame it happened in, counting from 0.
    public var frame: Int
    /// Virtual time in seconds from the trace's first event.
    public var time: Double
    /// The modifier's id, or a composite part's id path.
    public var gesture: String
    /// The `@GestureState` property's name as the scene gives it (`gestureState`).
    public var state: String
}
