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
    private(set) var reason = ""
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

    private func set(_ p: SwiftUIPhase, _ why: String, _ env: SwiftUIEnvironment) {
        phase = p
        reason = why
        if p.isTerminal {
            env.cancel(Self.durationTimer)
            env.cancel(Self.intervalTimer)
        }
    }

    func fail(_ why: String) {
        guard !phase.isFailed else { return }
        phase = .failed
        reason = why
    }

    func began(_ touches: [RecognizerTouch], _ env: SwiftUIEnvironment) {
        guard !phase.isTerminal, let t = touches.first else { return }
        if finger != nil || touches.count > 1 {
            set(.failed, "a second finger touched down: a tap takes one finger", env)
            return
        }
        if let start {
            let d = t.location.distance(to: start)
            if d > env.settings.swiftuiTapMaxMovement {
                set(
                    .failed,
                    "tap \(taps + 1) came down \(SwiftUIReason.pt(d)) pt > \(SwiftUIReason.pt(env.settings.swiftuiTapMaxMovement)) from the first",
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
                "moved \(SwiftUIReason.pt(d)) pt > swiftuiTapMaxMovement \(SwiftUIReason.pt(env.settings.swiftuiTapMaxMovement))",
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
            set(.ended(value), count == 1 ? "finger lifted: 1 tap" : "finger lifted: \(count) taps", env)
        } else {
            reason = "tap \(taps) of \(count)"
            env.arm(Self.intervalTimer, after: env.settings.swiftuiTapMaxInterval)
        }
    }

    func cancelled(_ touches: [RecognizerTouch], _ env: SwiftUIEnvironment) {
        guard !phase.isTerminal, touches.contains(where: { $0.key == finger }) else { return }
        set(.failed, "touch cancelled", env)
    }

    func timerFired(_ tag: Int, _ env: SwiftUIEnvironment) {
        guard !phase.isTerminal else { return }
        if tag == Self.durationTimer {
            set(
                .failed,
                "held \(SwiftUIReason.s(env.now - downTime)) s >= swiftuiTapMaxDuration \(SwiftUIReason.s(env.settings.swiftuiTapMaxDuration))",
                env)
        } else if tag == Self.intervalTimer {
            set(
                .failed,
                "waited \(SwiftUIReason.s(env.settings.swiftuiTapMaxInterval)) s for tap \(taps + 1) (swiftuiTapMaxInterval)",
                env)
        }
    }

    func noTouchesLeft(_ env: SwiftUIEnvironment) {
        guard !phase.isTerminal else { return }
        guard finger == nil, taps == 0 else { return }
        fail("its touches ended before a tap began")
    }
}
