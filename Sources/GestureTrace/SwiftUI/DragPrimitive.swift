/// `DragGesture(minimumDistance:coordinateSpace:)` (SWIFTUI §1, D7, R6): active once the
/// Euclidean distance from the *first event it saw* to the current one, in window coordinates,
/// is at least `minimumDistance` (0: active on the first event, O13). Its `translation` is
/// measured from that first event, so it includes the slop (UIKit's pan removes it). Lifting
/// ends it if active and fails it otherwise; a second finger cancels it without `onEnded`
/// (SWIFTUI §3.4 rule 13, O11).
///
/// Value: `translation`, `location`, `startLocation` and `predictedEndLocation`
/// (`location + swiftuiDragVelocityLookahead × velocity`, velocity from the last two samples ⚠),
/// in its coordinate space.
final class DragPrimitive: SwiftUIPrimitive {
    let minimumDistance: Double
    let space: SwiftUICoordinateSpace
    private(set) var phase: SwiftUIPhase = .possible(nil)
    private(set) var reason: Reason = .unstated
    var dependency: SwiftUIDependency { .pausedUntilFailed }

    private var start: Point?
    private var finger: Int?

    init(minimumDistance: Double, space: SwiftUICoordinateSpace) {
        self.minimumDistance = minimumDistance
        self.space = space
    }

    func fail(_ why: Reason) {
        guard !phase.isFailed else { return }
        phase = .failed
        reason = why
    }

    func value(_ t: RecognizerTouch, _ env: SwiftUIEnvironment) -> SwiftUIValue {
        let location = env.convert(t.location, space)
        let startLocation = env.convert(start ?? t.location, space)
        let previous = env.convert(t.previousLocation, space)
        let dt = t.timestamp - t.previousTimestamp
        var predicted = location
        if dt > 0 {
            let k = env.settings.swiftuiDragVelocityLookahead / dt
            predicted = Point(
                x: location.x + (location.x - previous.x) * k, y: location.y + (location.y - previous.y) * k)
        }
        return .object([
            ("translation", .point(location - startLocation)), ("location", .point(location)),
            ("startLocation", .point(startLocation)), ("predictedEndLocation", .point(predicted)),
        ])
    }

    /// The first event it sees starts it (a drag after a sequenced gesture sees moves first).
    private func see(_ t: RecognizerTouch, _ env: SwiftUIEnvironment) {
        guard start == nil else { return }
        start = t.location
        finger = t.key
        if minimumDistance <= 0 {
            phase = .active(value(t, env))
            reason = .swiftUIRule(.dragActiveAtOnce)
        }
    }

    func began(_ touches: [RecognizerTouch], _ env: SwiftUIEnvironment) {
        guard !phase.isTerminal, let t = touches.first else { return }
        if finger != nil || touches.count > 1 {
            fail(.swiftUIRule(.dragSecondFinger))
            return
        }
        see(t, env)
    }

    func moved(_ touches: [RecognizerTouch], _ env: SwiftUIEnvironment) {
        guard !phase.isTerminal else { return }
        if finger == nil, let t = touches.first { see(t, env) }
        guard let start, let t = touches.first(where: { $0.key == finger }) else { return }
        if case .possible = phase {
            let d = t.location.distance(to: start)
            guard d >= minimumDistance else { return }
            phase = .active(value(t, env))
            reason = .swiftUIRule(.dragMoved(distance: d, minimum: minimumDistance))
        } else {
            phase = .active(value(t, env))
            reason = .unstated
        }
    }

    func ended(_ touches: [RecognizerTouch], _ env: SwiftUIEnvironment) {
        guard !phase.isTerminal, let t = touches.first(where: { $0.key == finger }) else { return }
        if phase.isActive {
            phase = .ended(value(t, env))
            reason = .swiftUIRule(.fingerLifted)
        } else if let start {
            fail(
                .swiftUIRule(.dragLiftedShort(distance: t.location.distance(to: start), minimum: minimumDistance))
            )
        }
    }

    func cancelled(_ touches: [RecognizerTouch], _ env: SwiftUIEnvironment) {
        guard !phase.isTerminal, touches.contains(where: { $0.key == finger }) else { return }
        fail(.touchesCancelled(count: 1))
    }

    func timerFired(_ tag: Int, _ env: SwiftUIEnvironment) {}

    func noTouchesLeft(_ env: SwiftUIEnvironment) {
        guard !phase.isTerminal else { return }
        fail(.swiftUIRule(.dragNoFingerBeforeMove))
    }
}
