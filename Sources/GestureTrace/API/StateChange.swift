/// A recognizer left one state for another (a `state` record, FORMAT §4).
public struct StateChange: Sendable, Equatable {
    /// The frame it happened in, counting from 0.
    public var frame: Int
    /// Virtual time in seconds from the trace's first event.
    public var time: Double
    /// The recognizer's id in the scene.
    public var recognizer: String
    public var from: GestureState
    public var to: GestureState
    /// Why, in a few words (`waited 0.35 s for tap 2 >= maximumIntervalBetweenSuccessiveTaps 0.35`).
    public var reason: String
}
