/// The raw state of a recognizer (`UIGestureRecognizer.State`, SEMANTICS §5.1).
///
/// `ended` is also "recognized" for discrete recognizers.
package enum RecognizerState: Int, Sendable {
    case possible = 0, began, changed, ended, cancelled, failed

    /// Finished: waiting to be reset (SEMANTICS §5.7).
    package var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }
    /// Began or changed.
    package var isActiveContinuous: Bool { self == .began || self == .changed }
}

/// A touch as a recognizer's logic sees it (`UITouch` seen from `touchesBegan(_:with:)` of a
/// `UIGestureRecognizer` subclass).
package struct RecognizerTouch: Sendable {
    /// The engine's serial number for this UITouch: unique for the whole replay, even when the
    /// trace reuses a finger id.
    package var key: Int
    /// The finger id from the trace.
    package var id: TouchID
    package var phase: TouchPhase
    /// Current location in window coordinates.
    package var location: Point
    /// Location at the previous change, in window coordinates.
    package var previousLocation: Point
    /// Time of the latest change.
    package var timestamp: Double
    /// Time of the previous change (equals `timestamp` for a began touch).
    package var previousTimestamp: Double
    package var tapCount: Int
    /// `UITouch.force` and `majorRadius` (FORMAT §3.1 `force`, `radius`); 0 when never given.
    package var force: Double
    package var majorRadius: Double

    package init(
        key: Int, id: TouchID, phase: TouchPhase, location: Point, previousLocation: Point,
        timestamp: Double, previousTimestamp: Double, tapCount: Int, force: Double = 0, majorRadius: Double = 0
    ) {
        self.key = key
        self.id = id
        self.phase = phase
        self.location = location
        self.previousLocation = previousLocation
        self.timestamp = timestamp
        self.previousTimestamp = previousTimestamp
        self.tapCount = tapCount
        self.force = force
        self.majorRadius = majorRadius
    }
}

/// What a recognizer's logic may ask of the engine: the `UIGestureRecognizerSubclass` surface.
///
/// State requests go through UIKit's coercions (SEMANTICS §5.3) and the arbiter (SEMANTICS §6); the logic
/// reads the outcome back from `state`.
package protocol RecognizerHost: AnyObject {
    /// Virtual time now: the event's timestamp, or a timer's due time (SEMANTICS §2.11).
    var now: Double { get }
    var settings: Settings { get }
    /// `settings` in one shared object (`SharedSettings`): the same values, read without a
    /// copy of them all, as the built-in logic does at every move.
    var sharedSettings: SharedSettings { get }
    /// The recognizer's raw state, after coercion (a pending recognizer reads began/ended, SEMANTICS §5.6).
    var state: RecognizerState { get }
    /// The live touches the recognizer holds (not ignored, not ended), in arrival order.
    var touches: [RecognizerTouch] { get }
    /// Where the held touch `key` (one of `touches`) is now; nil for any other key. The same as
    /// searching `touches`, without building that array: the built-in logic asks on every event.
    func heldTouchLocation(_ key: Int) -> Point?
    /// Copies the current location of every held touch among `tracked` onto it: a loop of
    /// `heldTouchLocation` (SEMANTICS §2.1) in one call, so the built-in logic, which refreshes
    /// its tracked touches on every event, pays one dynamic call per array, not one per touch.
    func refreshLocations(of tracked: inout [TrackedTouch])
    /// `refreshLocations(of:)`, then the location of each of `delivered` (the touches of the
    /// phase being delivered) copied onto the tracked touch with its key, the last one given
    /// winning: `refreshLocations(of: &tracked)` followed by `tracked.update(from: delivered)`,
    /// in one dynamic call and one pass, which the built-in logic makes at every move
    /// (SEMANTICS §2.1; issue 28 item 4, round 8).
    func refreshLocations(of tracked: inout [TrackedTouch], then delivered: [RecognizerTouch])
    /// `touches.count`, without building the array.
    var heldTouchCount: Int { get }
    /// The screen (window) bounds in window coordinates.
    var screenBounds: Rect { get }
    /// Time of the trace's first event, the origin of `script` steps.
    var traceStartTime: Double { get }

    /// `self.state = state`, with `reason` explaining it in the output ("moved 14.2 pt >
    /// allowableMovement 10"). Coerced per SEMANTICS §5.3.
    func request(_ state: RequestedState, reason: Reason)
    /// Arms timer `tag` to fire after `delay` seconds of virtual time, replacing an armed timer
    /// with the same tag. Reset clears every timer (SEMANTICS §5.7).
    func armTimer(_ tag: Int, after delay: Double)
    /// Arms timer `tag` at absolute time `time`, surviving resets (used by `script` steps).
    func armPersistentTimer(_ tag: Int, at time: Double)
    func cancelTimer(_ tag: Int)
    /// `ignore(_:for:)`: the recognizer gets no more phases of this touch, releases what it
    /// withheld for it and never cancels it in the view (SEMANTICS §7.7).
    func ignore(_ touchKey: Int)
    /// Converts a window point into the recognizer's view's coordinate space.
    func convertToView(_ point: Point) -> Point
}

extension RecognizerHost {
    /// From `settings`, for hosts that keep only those (test hosts): the same values.
    package var sharedSettings: SharedSettings { SharedSettings(settings) }
    /// From `touches`, for hosts that keep them as an array (test hosts).
    package func heldTouchLocation(_ key: Int) -> Point? { touches.first { $0.key == key }?.location }
    package var heldTouchCount: Int { touches.count }
    /// From `heldTouchLocation`, for hosts that do not walk their touches themselves.
    package func refreshLocations(of tracked: inout [TrackedTouch]) {
        for i in tracked.indices {
            if let location = heldTouchLocation(tracked[i].key) { tracked[i].location = location }
        }
    }
    /// The two steps one after the other, for hosts that do not merge them.
    package func refreshLocations(of tracked: inout [TrackedTouch], then delivered: [RecognizerTouch]) {
        refreshLocations(of: &tracked)
        tracked.update(from: delivered)
    }
}

/// A recognizer class's own touch logic (tap, pan, …): the overrides of a
/// `UIGestureRecognizer` subclass. Arbitration, delays and cancels are the engine's business;
/// the logic only asks for state changes.
///
/// The built-in logic classes mark their per-attempt state `@exclusivity(unchecked)`: it is
/// only touched by the class's own methods on the engine's one thread, so the run-time access
/// checks (about 80 instructions per access, per sample) can never fire (docs/DECISIONS.md,
/// "Replay speed by code, not by flags").
package protocol RecognizerLogic: AnyObject {
    func touchesBegan(_ touches: [RecognizerTouch], host: RecognizerHost)
    func touchesMoved(_ touches: [RecognizerTouch], host: RecognizerHost)
    func touchesEnded(_ touches: [RecognizerTouch], host: RecognizerHost)
    func touchesCancelled(_ touches: [RecognizerTouch], host: RecognizerHost)
    /// An armed timer fired.
    func timerFired(_ tag: Int, host: RecognizerHost)
    /// `reset()`: forget everything about the attempt (SEMANTICS §5.7).
    func reset()
    /// Called when the recognizer becomes effective after waiting on a failure requirement;
    /// a pan resets its translation to zero here (SEMANTICS §5.6, §8.3 step 6).
    func willBecomeEffectiveAfterWaiting()
    /// Measurements printed with `state` records: translation, velocity, scale, rotation…
    var measurements: [Measurement] { get }
}
