/// What a recognizer class adds to the arbiter's steps beyond its touch logic, so that the
/// arbiter reads as SEMANTICS §5–§6 only and a new class brings its own behaviour in its own
/// folder (issue 26 item 4).
///
/// A logic class adopts it when it has something to add; the runtime looks it up once
/// (`RecognizerRuntime.hooks`). The defaults add nothing. It is internal, not part of
/// `RecognizerLogic`, because its answers need the engine's own types (the runtime, the
/// arbiter); custom recognizers answer through their overrides instead (`CustomArbitration`).
protocol RecognizerClassHooks: AnyObject {
    /// Once, when the replay's runtimes are created: a `script` arms its steps here
    /// (FORMAT §2.2).
    func attached(_ r: RecognizerRuntime)
    /// The class's own reason not to leave possible, asked after the views'
    /// `gestureRecognizerShouldBegin` and before the delegate's (SEMANTICS §6.7): a
    /// UIScrollView's pan asks `touchesShouldCancel(in:)` (SEMANTICS §9.4.2). Nil: it may.
    func classRefusalToBegin(_ r: RecognizerRuntime, arbiter: GestureArbiter) -> ShouldBeginRefusal?
    /// After each of its actions is sent (SEMANTICS §5.5): a UIScrollView's pan moves its
    /// content offset here, as the scroll view's `handlePan:` does (SEMANTICS §9.4.5).
    func actionSent(_ r: RecognizerRuntime, _ state: DisplayState, arbiter: GestureArbiter)
    /// What the class adds to the reason it is excluded while possible (SEMANTICS §6.4): a
    /// nested scroll view's pan says why it had not begun (it handed the drag to its enclosing
    /// scroll view, SEMANTICS §9.4.4). Nil: nothing.
    func noteWhenExcluded(_ r: RecognizerRuntime) -> ScrollHandOff?
    /// Whether `environmentUpdated` should be called; read once.
    var observesEnvironmentUpdates: Bool { get }
    /// After each environment update (E3, SEMANTICS §2.3), in evaluation order, for the
    /// participating recognizers: SwiftUI prints its records here (SWIFTUI §8.3).
    func environmentUpdated(_ r: RecognizerRuntime, arbiter: GestureArbiter)
    /// Whether a recognizer this one requires to fail makes it fail only while this one takes
    /// part in the sequence: SwiftUI's static requirements hold only between gestures on the
    /// touch's path (SWIFTUI §2.2). UIKit's `require(toFail:)` holds always (SEMANTICS §6.3).
    var requirementsHoldOnlyWhileParticipating: Bool { get }
    /// After the recognizer failed without having announced (excluded, a requirement that
    /// became effective, its own rule): a context menu's exclusion recognizer ends its
    /// interaction here (SEMANTICS §9.13, `_gestureRecognizerFailed:`).
    func failed(_ r: RecognizerRuntime, arbiter: GestureArbiter)
    /// Whether the recognizer has a target to send its actions to: the window's system gesture
    /// gate is made with none (`initWithTarget:nil action:nil`, SEMANTICS §9.11), so it prints
    /// no `action` record.
    var hasTargets: Bool { get }
}

extension RecognizerClassHooks {
    func attached(_ r: RecognizerRuntime) {}
    func classRefusalToBegin(_ r: RecognizerRuntime, arbiter: GestureArbiter) -> ShouldBeginRefusal? { nil }
    func actionSent(_ r: RecognizerRuntime, _ state: DisplayState, arbiter: GestureArbiter) {}
    func noteWhenExcluded(_ r: RecognizerRuntime) -> ScrollHandOff? { nil }
    var observesEnvironmentUpdates: Bool { false }
    func environmentUpdated(_ r: RecognizerRuntime, arbiter: GestureArbiter) {}
    var requirementsHoldOnlyWhileParticipating: Bool { false }
    func failed(_ r: RecognizerRuntime, arbiter: GestureArbiter) {}
    var hasTargets: Bool { true }
}
