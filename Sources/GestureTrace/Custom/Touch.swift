/// `UITouch` as a custom recognizer sees it: one object per finger-down for the touch's whole
/// life, updated before each delivery (SEMANTICS §2.1), so a recognizer may keep it and
/// compare it by identity as it would a `UITouch`.
public final class Touch: Hashable {
    /// `UITouch.Phase` (SEMANTICS §2.1).
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled
    }

    /// The engine's serial number for the touch (unique over the replay).
    let key: Int
    /// Converts window points into scene views' coordinates.
    weak var bridge: CustomRecognizerLogic?

    public internal(set) var phase: Phase
    /// `timestamp`: the virtual time of the touch's latest change.
    public internal(set) var timestamp: Double
    /// `tapCount` (SEMANTICS §2.9).
    public internal(set) var tapCount: Int
    /// `force`: the latest sample's `force` (FORMAT §3.1), 0 until a sample gives one.
    public internal(set) var force: Double
    /// `majorRadius`: the latest sample's `radius` (FORMAT §3.1), 0 until a sample gives one.
    public internal(set) var majorRadius: Double
    /// `view`: the hit-test view, fixed when the touch began (SEMANTICS §1.1); nil when
    /// nothing was hit.
    public internal(set) var view: SceneView?
    var windowLocation: Point
    var previousWindowLocation: Point

    init(_ touch: RecognizerTouch, view: SceneView?, bridge: CustomRecognizerLogic) {
        key = touch.key
        self.bridge = bridge
        phase = Phase(touch.phase)
        timestamp = touch.timestamp
        tapCount = touch.tapCount
        force = touch.force
        majorRadius = touch.majorRadius
        self.view = view
        windowLocation = touch.location
        previousWindowLocation = touch.previousLocation
    }

    func update(from touch: RecognizerTouch) {
        phase = Phase(touch.phase)
        timestamp = touch.timestamp
        force = touch.force
        majorRadius = touch.majorRadius
        windowLocation = touch.location
        previousWindowLocation = touch.previousLocation
    }

    /// `location(in:)`: where the touch is, in `view`'s coordinates (nil: the window's).
    public func location(in view: SceneView?) -> Point {
        bridge?.convert(windowLocation, to: view) ?? windowLocation
    }

    /// `previousLocation(in:)`: where it was before its latest change (its began location
    /// for a touch that just began).
    public func previousLocation(in view: SceneView?) -> Point {
        bridge?.convert(previousWindowLocation, to: view) ?? previousWindowLocation
    }

    public static func == (a: Touch, b: Touch) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Touch.Phase {
    init(_ phase: TouchPhase) {
        switch phase {
        case .began: self = .began
        case .moved: self = .moved
        case .stationary: self = .stationary
        case .ended: self = .ended
        case .cancelled: self = .cancelled
        }
    }
}

/// The touches handed to `touchesBegan(_:with:)` and the others: UIKit's `Set<UITouch>`, in
/// ascending finger-id order.
///
/// Why not a `Set`: a `Set`'s iteration order depends on a per-process hashing seed, so a
/// recognizer reading `touches.first` of two touches would make the replay's output change
/// from run to run (STYLE "Determinism"). It offers what recognizers use of a `Set`:
/// iteration, `count`, `first`, `contains`, `isEmpty`, and `Set(touches)` when one is needed.
public struct TouchSet: RandomAccessCollection {
    let touches: [Touch]

    init(_ touches: [Touch]) { self.touches = touches }

    public var startIndex: Int { touches.startIndex }
    public var endIndex: Int { touches.endIndex }
    public subscript(position: Int) -> Touch { touches[position] }

    public func contains(_ touch: Touch) -> Bool { touches.contains { $0 === touch } }
}

/// `UIEvent` as a custom recognizer sees it: the event's time and its touches.
public final class TouchEvent {
    /// `timestamp`: the virtual time of the event (a timer's due time inside a timer).
    public let timestamp: Double
    /// `allTouches`: the touches the recognizer holds in this event, those it was just
    /// handed included. Touches held only by other recognizers are not listed (a
    /// difference from UIKit, docs/CUSTOM-RECOGNIZERS.md).
    public let allTouches: TouchSet

    init(timestamp: Double, allTouches: TouchSet) {
        self.timestamp = timestamp
        self.allTouches = allTouches
    }

    /// `touches(for:)`: the touches `recognizer` holds in this event.
    public func touches(for recognizer: GestureRecognizer) -> TouchSet {
        guard let bridge = recognizer.bridge else { return TouchSet([]) }
        return TouchSet(allTouches.filter { bridge.holds($0) })
    }
}
