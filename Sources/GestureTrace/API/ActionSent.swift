/// A recognizer's target-action was sent (an `action` record, FORMAT §4): what the app's
/// handler sees.
public struct ActionSent: Sendable, Equatable {
    /// The frame it happened in, counting from 0.
    public var frame: Int
    /// Virtual time in seconds from the trace's first event.
    public var time: Double
    /// The recognizer's id in the scene.
    public var recognizer: String
    /// The recognizer's state when the action was sent.
    public var state: GestureState
}
