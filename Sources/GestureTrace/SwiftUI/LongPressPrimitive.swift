/// `LongPressGesture(minimumDuration:maximumDistance:)` (SWIFTUI §3.4 rule 15, D5, D29, R7):
/// from touch-down it is possible with the value `true` (pressing); it **ends** with `true`
/// when `minimumDuration` elapses while the finger is still down; lifting earlier, or moving
/// more than `maximumDistance` from touch-down (window coordinates), fails it.
final class LongPressPrimitive: SwiftUIPrimitive {
    let minimumDuration: Double
    let maximumDistance: Double
    private(set) var phase: SwiftUIPhase = .possible(nil)
    private(set) var reason = ""
    var dependency: SwiftUIDependency { .pausedUntilFailed }

    private var start: Point?
    private var finger: Int?
    private var downTime = 0.0
    static let durationTimer = 0

    init(minimumDuration: Double, maximumDistance: Double) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    func fail(_ why: String) {
        guard !phase.isFailed else { return }
        phase = .failed
        reason = why
    }

    private func failNow(_ why: String, _ env: SwiftUIEnvironment) {
        fail(why)
        env.cancel(Self.durationTimer)
    }

    func began(_ touches: [RecognizerTouch], _ env: SwiftUIEnvironment) {
        guard !phase.isTerminal, let t = touches.first else { return }
        if finger != nil || touches.count > 1 {
            failNow("a second finger touched down", env)
            return
        }
        finger = t.key
        start = t.location
        downTime = env.now
        phase = .possible(.bool(true))
        reason = "pressing"
        env.arm(Self.durationTimer, after: minimumDuration)
    }

    func moved(_ touches: [RecognizerTouch], _ env: SwiftUIEnvironment) {
        guard !phase.isTerminal, let start, let t = touches.first(where: { $0.key == finger }) else { return }
        let d = t.location.distance(to: start)
        if d > maximumDistance {
            failNow("moved \(SwiftUIReason.pt(d)) pt > maximumDistance \(SwiftUIReason.pt(maximumDistance))", env)
        }
    }

    func ended(_ touches: [RecognizerTouch], _ env: SwiftUIEnvironment) {
        guard !phase.isTerminal, touches.contains(where: { $0.key == finger }) else { return }
        failNow(
            "lifted after \(SwiftUIReason.s(env.now - downTime)) s < minimumDuration \(SwiftUIReason.s(minimumDuration))",
            env)
    }

    func cancelled(_ touches: [RecognizerTouch], _ env: SwiftUIEnvironment) {
        guard !phase.isTerminal, touches.contains(where: { $0.key == finger }) else { return }
        failNow("touch cancelled", env)
    }

    func timerFired(_ tag: Int, _ env: SwiftUIEnvironment) {
        guard !phase.isTerminal, finger != nil else { return }
        phase = .ended(.bool(true))
        reason = "held \(SwiftUIReason.s(minimumDuration)) s = minimumDuration, finger still down"
    }

    func noTouchesLeft(_ env: SwiftUIEnvironment) {
        guard !phase.isTerminal else { return }
        fail("no finger left")
        env.cancel(Self.durationTimer)
    }
}
