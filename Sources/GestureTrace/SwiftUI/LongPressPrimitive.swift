/// `LongPressGesture(minimumDuration:maximumDistance:)` (SWIFTUI §3.4 rule 15, D5, D29, R7):
/// from touch-down it is possible with the value `true` (pressing); it **ends** with `true`
/// when `minimumDuration` elapses while the finger is still down; lifting earlier, or moving
/// more than `maximumDistance` from touch-down (window coordinates), fails it.
///
/// While pressing it is *active* in the graph model and *possible* in the container model
/// (SWIFTUI §3.4 rule 15a, R7): the pre-container body maps the pressed event to ended(true)
/// and, while the duration has not elapsed, to active(true); the container body pauses it
/// instead. So on iOS 13–17 the host's recognizer begins at touch-down, which excludes a
/// scroll view's pan (O25, O38) and fails a Button around it (O39).
final class LongPressPrimitive: SwiftUIPrimitive {
    let minimumDuration: Double
    let maximumDistance: Double
    /// The graph model's phase while pressing: active rather than possible (rule 15a).
    let activeWhilePressing: Bool
    private(set) var phase: SwiftUIPhase = .possible(nil)
    private(set) var reason: Reason = .unstated
    var dependency: SwiftUIDependency { .pausedUntilFailed }

    private var start: Point?
    private var finger: Int?
    private var downTime = 0.0
    static let durationTimer = 0

    init(minimumDuration: Double, maximumDistance: Double, activeWhilePressing: Bool = false) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
        self.activeWhilePressing = activeWhilePressing
    }

    func fail(_ why: Reason) {
        guard !phase.isFailed else { return }
        phase = .failed
        reason = why
    }

    private func failNow(_ why: Reason, _ env: SwiftUIEnvironment) {
        fail(why)
        env.cancel(Self.durationTimer)
    }

    func began(_ touches: [RecognizerTouch], _ env: SwiftUIEnvironment) {
        guard !phase.isTerminal, let t = touches.first else { return }
        if finger != nil || touches.count > 1 {
            failNow(.swiftUIRule(.longPressSecondFinger), env)
            return
        }
        finger = t.key
        start = t.location
        downTime = env.now
        phase = activeWhilePressing ? .active(.bool(true)) : .possible(.bool(true))
        reason = .swiftUIRule(.longPressPressing)
        env.arm(Self.durationTimer, after: minimumDuration)
    }

    func moved(_ touches: [RecognizerTouch], _ env: SwiftUIEnvironment) {
        guard !phase.isTerminal, let start, let t = touches.first(where: { $0.key == finger }) else { return }
        let d = t.location.distance(to: start)
        if d > maximumDistance {
            failNow(.swiftUIRule(.longPressMoved(distance: d, maximum: maximumDistance)), env)
        }
    }

    func ended(_ touches: [RecognizerTouch], _ env: SwiftUIEnvironment) {
        guard !phase.isTerminal, touches.contains(where: { $0.key == finger }) else { return }
        failNow(
            .swiftUIRule(.longPressLiftedEarly(seconds: env.now - downTime, minimum: minimumDuration)),
            env)
    }

    func cancelled(_ touches: [RecognizerTouch], _ env: SwiftUIEnvironment) {
        guard !phase.isTerminal, touches.contains(where: { $0.key == finger }) else { return }
        failNow(.touchesCancelled(count: 1), env)
    }

    func timerFired(_ tag: Int, _ env: SwiftUIEnvironment) {
        guard !phase.isTerminal, finger != nil else { return }
        phase = .ended(.bool(true))
        reason = .swiftUIRule(.longPressHeld(minimum: minimumDuration))
    }

    func noTouchesLeft(_ env: SwiftUIEnvironment) {
        guard !phase.isTerminal else { return }
        fail(.swiftUIRule(.noFingerLeft))
        env.cancel(Self.durationTimer)
    }
}
