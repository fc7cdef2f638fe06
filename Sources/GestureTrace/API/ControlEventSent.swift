/// A `UIControl` sent a control event (a `control` record, FORMAT §4, SEMANTICS §9.1).
public struct ControlEventSent: Sendable, Equatable {
    /// The frame it happened in, counting from 0.
    public var frame: Int
    /// Virtual time in seconds from the trace's first event.
    public var time: Double
    /// The control's id in the scene.
    public var control: String
    /// The `UIControl.Event` name: `touchDown`, `touchUpInside`, `valueChanged`, …
    public var event: String
}
