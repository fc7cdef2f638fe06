/// A timer on the simulation's virtual clock, from `GestureRecognizer.scheduleTimer(after:_:)`:
/// the stand-in for `Timer` in a custom recognizer, since a replay never reads a real clock
/// (SEMANTICS §10).
public final class VirtualTimer {
    /// The engine's tag for the armed timer, once armed.
    var tag: Int?
    weak var bridge: CustomRecognizerLogic?
    /// Whether it is still to fire: false once it fired or was invalidated.
    public internal(set) var isValid = true

    init() {}

    /// `invalidate()`: it will not fire.
    public func invalidate() {
        guard isValid else { return }
        isValid = false
        if let tag { bridge?.cancelTimer(tag) }
    }
}
