/// `TapGesture(count:)` and `SpatialTapGesture` (SWIFTUI §1, R1, R2): SwiftUI's tap, not
/// UIKit's. Each tap may move at most `swiftuiTapMaxMovement` (45 pt, in window coordinates)
/// from the first touch-down and stay down at most `swiftuiTapMaxDuration` (0.75 s); the next
/// tap must come down within `swiftuiTapMaxInterval` (0.35 s) of the previous lift. It ends at
/// the lift of the last tap; it has no active phase. One finger: a second finger fails it.
final class TapPrimitive: SwiftUIPrimitive {
    let count: Int
    /// Non-nil for a spatial tap: its value is the location in this space.
    let space: SwiftUICoordinateSpace?
    private(set) var phase: SwiftUIPhase = .possible(nil)
    private(set) var reason: Reason = .unstated
    var dependency: SwiftUIDependency { .failIfActive }

    private var start: Point?
    private var finger: Int?
    private var downTime = 0.0
    private var taps = 0

    static let durationTimer = 0
    static let intervalTimer = 1

    init(count: Int, space: SwiftUICoordinateSpace?) {
        self.count = count
        self.space = space
    }

    private func set(_ p: SwiftUIPhase, _ why: Reason, _ env: SwiftUIEnvironment) {
        phase = p
        reason = why
        if p.isTerminal {
            env.cancel(Self.durationTimer)
            env.cancel(Self.intervalTimer)
        }
    }

    func fail(_ why: Reason) {
        guard !phase.isFailed else { return }
        phase = .failed
        reason = why
    }

    func began(_ touches: [RecognizerTouch], _ env: SwiftUIEnvironment) {
        guard !phase.isTerminal, let t = touches.first else { return }
        if finger != nil || touches.count > 1 {
            set(.failed, .swiftUIRule(.tapSecondFinger), env)
            return
        }
        if let start {
            let d = t.location.distance(to: start)
            if d > env.settings.swiftuiTapMaxMovement {
                set(
                    .failed,
                    .swiftUIRule(
                        .tapCameDownAway(tap: taps + 1, distance: d, limit: env.settings.swiftuiTapMaxMovement)),
                    env)
                return
            }
        } else {
            start = t.location
        }
        finger = t.key
        downTime = env.now
        env.cancel(Self.intervalTimer)
        env.arm(Self.durationTimer, after: env.settings.swiftuiTapMaxDuration)
    }

    func moved(_ touches: [RecognizerTouch], _ env: SwiftUIEnvironment) {
        guard !phase.isTerminal, let start, let t = touches.first(where: { $0.key == finger }) else { return }
        let d = t.location.distance(to: start)
        if d > env.settings.swiftuiTapMaxMovement {
            set(
                .failed,
                .swiftUIRule(.tapMoved(distance: d, limit: env.settings.swiftuiTapMaxMovement)),
                env)
        }
    }

    func ended(_ touches: [RecognizerTouch], _ env: SwiftUIEnvironment) {
        guard !phase.isTerminal, let t = touches.first(where: { $0.key == finger }) else { return }
        finger = nil
        taps += 1
        env.cancel(Self.durationTimer)
        if taps >= count {
            let value: SwiftUIValue =
                space.map { .object([("location", .point(env.convert(t.location, $0)))]) } ?? .null
            set(.ended(value), .swiftUIRule(.tapLifted(taps: count)), env)
        } else {
            reason = .swiftUIRule(.tapProgress(tap: taps, of: count))
            env.arm(Self.intervalTimer, after: env.settings.swiftuiTapMaxInterval)
        }
    }

    func cancelled(_ touches: [RecognizerTouch], _ env: SwiftUIEnvironment) {
        guard !phase.isTerminal, touches.contains(where: { $0.key == finger }) else { return }
        set(.failed, .touchesCancelled(count: 1), env)
    }

    func timerFired(_ tag: Int, _ env: SwiftUIEnvironment) {
        guard !phase.isTerminal else { return }
        if tag == Self.durationTimer {
            set(
                .failed,
                .swiftUIRule(.tapHeldTooLong(seconds: env.now - downTime, limit: env.settings.swiftuiTapMaxDuration)),
                env)
        } else if tag == Self.intervalTimer {
            set(
                .failed,
                .swiftUIRule(.tapWaitedTooLong(interval: env.settings.swiftuiTapMaxInterval, forTap: taps + 1)),
                env)
        }
    }

    func noTouchesLeft(_ env: SwiftUIEnvironment) {
        guard !phase.isTerminal else { return }
        guard finger == nil, taps == 0 else { return }
        fail(.swiftUIRule(.tapTouchesEndedEarly))
    }
}
