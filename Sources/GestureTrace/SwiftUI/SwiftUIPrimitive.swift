/// One primitive SwiftUI gesture's own touch logic (tap, long press, drag, magnify, rotate,
/// Button): SwiftUI's phase engine, not UIKit's state machine (SWIFTUI §7.3, §7.6).
///
/// A primitive sees every touch its recognizer holds, changes its `phase`, and says why in
/// `reason`; the tree (`SwiftUIGestureTree`) combines primitives and applies dependencies.
protocol SwiftUIPrimitive: AnyObject {
    var phase: SwiftUIPhase { get }
    /// Why the latest phase change happened (`.dragMoved`: "moved 12 pt >= minimumDistance 10").
    var reason: Reason { get }
    var dependency: SwiftUIDependency { get }
    func began(_ touches: [RecognizerTouch], _ env: SwiftUIEnvironment)
    func moved(_ touches: [RecognizerTouch], _ env: SwiftUIEnvironment)
    func ended(_ touches: [RecognizerTouch], _ env: SwiftUIEnvironment)
    func cancelled(_ touches: [RecognizerTouch], _ env: SwiftUIEnvironment)
    func timerFired(_ tag: Int, _ env: SwiftUIEnvironment)
    /// Fails it for a reason outside it (a dependency, SWIFTUI §3.3).
    func fail(_ reason: Reason)
    /// The recognizer holds no live touch any more: a gesture that cannot receive another
    /// event ends or fails now (SwiftUI resets a gesture whose touches are all gone), instead
    /// of staying active for ever. Only a multi-tap between its taps may stay possible.
    func noTouchesLeft(_ env: SwiftUIEnvironment)
}

/// What a primitive may ask of its recognizer: time, settings, timers (local tags 0–3), and
/// coordinate conversion into its coordinate space.
struct SwiftUIEnvironment {
    let host: RecognizerHost
    /// Timer tags of this primitive are `tagBase + 0 … 3`.
    let tagBase: Int
    /// Window point → the gesture's coordinate space.
    let convert: (Point, SwiftUICoordinateSpace) -> Point
    /// The size of the node the modifier is attached to (Button's bounds).
    let nodeSize: Size

    var now: Double { host.now }
    var settings: Settings { host.settings }

    func arm(_ tag: Int, after delay: Double) { host.armTimer(tagBase + tag, after: delay) }
    func cancel(_ tag: Int) { host.cancelTimer(tagBase + tag) }
}
