/// The class a team's own recognizer subclasses: `UIGestureRecognizer` as its subclasses see
/// it through `UIGestureRecognizerSubclass`, driven by gesturetrace's arbiter.
///
/// Why a class and these names: porting a real subclass should mean changing its imports and
/// the type names (`UIGestureRecognizer` → `GestureRecognizer`, `UITouch` → `Touch`, …), not
/// its logic. A subclass overrides the same methods and sets `state` as in UIKit; the engine
/// applies UIKit's coercions (SEMANTICS §5.3), the automatic changed (SEMANTICS §5.4),
/// failure requirements, exclusion and the delivery flags (SEMANTICS §6, §7) exactly as it
/// does for the built-in kinds (SEMANTICS §8.8). docs/CUSTOM-RECOGNIZERS.md lists every
/// difference from UIKit.
///
/// A scene names the class in a `custom` recognizer (FORMAT §2.2); the replay gets the class
/// from the `CustomRecognizerRegistry` it is given, and creates one instance per replay.
open class GestureRecognizer {
    /// `UIGestureRecognizer.State` (SEMANTICS §5.1), with the same raw values.
    public enum State: Int, Sendable, CustomStringConvertible {
        case possible = 0, began, changed, ended, cancelled, failed

        /// Discrete recognizers say recognized; it is the same raw state as ended (SEMANTICS §5.1).
        public static var recognized: State { .ended }

        public var description: String {
            switch self {
            case .possible: return "possible"
            case .began: return "began"
            case .changed: return "changed"
            case .ended: return "ended"
            case .cancelled: return "cancelled"
            case .failed: return "failed"
            }
        }
    }

    /// Whether the class is continuous (began/changed/ended) or discrete (recognized).
    ///
    /// UIKit has no such flag: a class is continuous because it sets began. gesturetrace must
    /// know it before the first touch, to print `ended` rather than `recognized` and to coerce
    /// a discrete class's `began` to recognized (SEMANTICS §5.2), so a continuous class
    /// overrides this to return true.
    open class var isContinuous: Bool { false }

    /// `name`: the recognizer's id in the scene, set when the engine creates it.
    public internal(set) var name: String?
    /// The view the recognizer is attached to (its scene view), once the engine attached it.
    public internal(set) var view: SceneView?

    /// `cancelsTouchesInView` (SEMANTICS §7.1). Set it in the initializer: the engine reads the
    /// three delivery flags once, when the trace is loaded, and a scene's own
    /// `cancelsTouchesInView`/`delaysTouchesBegan`/`delaysTouchesEnded` keys override them.
    public var cancelsTouchesInView = true
    /// `delaysTouchesBegan` (SEMANTICS §7.3); see `cancelsTouchesInView`.
    public var delaysTouchesBegan = false
    /// `delaysTouchesEnded` (SEMANTICS §7.4); see `cancelsTouchesInView`.
    public var delaysTouchesEnded = true

    /// The engine side while a replay runs; nil for a recognizer created only to read its
    /// defaults at load time.
    weak var bridge: CustomRecognizerLogic?
    /// The engine side of a built-in recognizer's peer, for its `state`.
    weak var peerRuntime: RecognizerRuntime?
    /// Where the touches last were, for `location(in:)` once they have all lifted.
    var lastCentroid = Point.zero

    public init() {}

    // MARK: State

    /// `state`. Reading gives the raw state, so a recognizer waiting on a failure
    /// requirement already reads began or ended (SEMANTICS §5.6). Setting goes through UIKit's
    /// coercions (SEMANTICS §5.3) and the arbiter; read it back to see what happened. The
    /// output's reason says which method set it; `setState(_:reason:)` gives a better one.
    public var state: State {
        get {
            if let runtime = bridge?.runtime ?? peerRuntime { return State(runtime.state) }
            return .possible
        }
        set { bridge?.request(newValue, reason: nil) }
    }

    /// Sets `state` with `reason` as the explanation printed in the trace's output.
    public func setState(_ state: State, reason: String) {
        bridge?.request(state, reason: reason)
    }

    // MARK: Touches

    /// `numberOfTouches`: the touches the recognizer holds, not ignored and not ended in an
    /// earlier event (the same set the built-in recognizers read).
    public var numberOfTouches: Int { bridge?.runtime?.heldTouchCount ?? 0 }

    /// `location(in:)`: the centroid of the recognizer's touches in `view`'s coordinates
    /// (nil: the window's), or where they last were once none is left.
    public func location(in view: SceneView?) -> Point {
        guard let bridge else { return lastCentroid }
        let live = bridge.runtime?.touches ?? []
        if !live.isEmpty { lastCentroid = Point.centroid(live.map(\.location)) }
        return bridge.convert(lastCentroid, to: view)
    }

    /// `location(ofTouch:in:)`: the location of its touch number `touchIndex`, in arrival order.
    public func location(ofTouch touchIndex: Int, in view: SceneView?) -> Point {
        guard let bridge, let live = bridge.runtime?.touches, touchIndex >= 0, touchIndex < live.count else {
            return .zero
        }
        return bridge.convert(live[touchIndex].location, to: view)
    }

    /// The simulation's virtual time, in seconds (what `CACurrentMediaTime()` reads on a
    /// device, on the trace's clock).
    public var currentTime: Double { bridge?.runtime?.now ?? 0 }

    // MARK: Overrides (UIGestureRecognizerSubclass)

    /// `touchesBegan(_:with:)`: the touches that began for this recognizer in this event.
    open func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {}
    /// `touchesMoved(_:with:)`.
    open func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {}
    /// `touchesEnded(_:with:)`.
    open func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {}
    /// `touchesCancelled(_:with:)`.
    open func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {}

    /// `reset()`: called by the engine after the recognizer finished, when UIKit would
    /// (SEMANTICS §5.7), before its state goes back to possible. The engine has already
    /// cleared the timers of `scheduleTimer(after:_:)`, as UIKit clears its own recognizers'
    /// timers; a timer scheduled here stays armed.
    open func reset() {}

    /// `ignore(_:for:)`: the recognizer gets no more phases of `touch`, what it withheld for
    /// the touch is released, and it will never cancel it in its view (SEMANTICS §7.7).
    open func ignore(_ touch: Touch, for event: TouchEvent) {
        bridge?.ignore(touch)
    }

    /// `canPrevent(_:)`: whether this recognizer, becoming effective, may exclude `other`
    /// (SEMANTICS §6.4 (f)). Default true, as UIKit's.
    open func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool { true }

    /// `canBePrevented(by:)`: whether `other`, becoming effective, may exclude this one
    /// (SEMANTICS §6.4 (f)). Default true, as UIKit's.
    open func canBePrevented(by preventingGestureRecognizer: GestureRecognizer) -> Bool { true }

    /// `shouldRequireFailure(of:)`: true makes this recognizer wait for `other` to fail
    /// (SEMANTICS §6.1). Asked once per pair when the trace is loaded; default false.
    open func shouldRequireFailure(of otherGestureRecognizer: GestureRecognizer) -> Bool { false }

    /// `shouldBeRequiredToFail(by:)`: true makes `other` wait for this recognizer to fail
    /// (SEMANTICS §6.1). Asked once per pair when the trace is loaded; default false.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: GestureRecognizer) -> Bool { false }

    /// Values printed with this recognizer's `state` records (a built-in tap prints `x`, `y`;
    /// a pan its translation). UIKit has no such hook; the default prints nothing.
    open var measurements: [(name: String, value: Double)] { [] }

    // MARK: Timers

    /// Schedules `body` to run after `interval` seconds of the simulation's virtual time, in
    /// a frame of its own (SEMANTICS §10.2, §10.3): the stand-in for `Timer` and
    /// `perform(_:with:afterDelay:)`. Unlike a `Timer`, a reset clears it (SEMANTICS §5.7), as
    /// a well-behaved recognizer's `reset()` invalidates its own.
    @discardableResult
    public func scheduleTimer(after interval: Double, _ body: @escaping () -> Void) -> VirtualTimer {
        let timer = VirtualTimer()
        bridge?.schedule(timer, after: interval, body)
        return timer
    }
}

extension GestureRecognizer.State {
    init(_ raw: RecognizerState) {
        switch raw {
        case .possible: self = .possible
        case .began: self = .began
        case .changed: self = .changed
        case .ended: self = .ended
        case .cancelled: self = .cancelled
        case .failed: self = .failed
        }
    }
}
