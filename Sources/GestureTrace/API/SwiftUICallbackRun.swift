/// A SwiftUI callback ran (a `swiftuiCallback` record, FORMAT §4, SWIFTUI §3.4): what the
/// app's closure sees.
public struct SwiftUICallbackRun: Sendable, Equatable {
    /// The frame it happened in, counting from 0.
    public var frame: Int
    /// Virtual time in seconds from the trace's first event.
    public var time: Double
    /// The modifier's id, or a composite part's id path (`card/first`) for a part's own
    /// callbacks (FORMAT §2.3.2).
    public var gesture: String
    /// `updating`, `onChanged`, `onEnded`, `onPressingChanged`, or a Button's `action`.
    public var callback: String
    /// The gesture's value as compact JSON, as the `jsonl` output prints it: `null` for a tap,
    /// `true` for a long press, `{"translation":[0,14],…}` for a drag (FORMAT §4).
    public var value: String
}
