/// A Button's own gesture (SWIFTUI §1 R4, §3.3 rules 10–11): pressed from touch-down
/// (highlighted after `swiftuiButtonTouchDelay`), it never fails on movement; it ends at the
/// lift if the finger is within the button's bounds grown by `swiftuiButtonOutset` (70 pt on
/// iPhone), and fails otherwise. It is cancellable: a scroll view's pan may take its touch
/// (SWIFTUI §2.2). Extra fingers are ignored.
final class ButtonPrimitive: SwiftUIPrimitive {
    private(set) var phase: SwiftUIPhase = .possible(nil)
    private(set) var reason: Reason = .unstated
    var dependency: SwiftUIDependency { .failIfActive }
    private var finger: Int?
    static let highlightTimer = 0

    func fail(_ why: Reason) {
        guard !phase.isFailed else { return }
        phase = .failed
        reason = why
    }

    func began(_ touches: [RecognizerTouch], _ env: SwiftUIEnvironment) {
        guard !phase.isTerminal, finger == nil, let t = touches.first else { return }
        finger = t.key
        reason = .swiftUIRule(.buttonPressed)
        env.arm(Self.highlightTimer, after: env.settings.swiftuiButtonTouchDelay)
    }

    func moved(_ touches: [RecognizerTouch], _ env: SwiftUIEnvironment) {}

    func ended(_ touches: [RecognizerTouch], _ env: SwiftUIEnvironment) {
        guard !phase.isTerminal, let t = touches.first(where: { $0.key == finger }) else { return }
        env.cancel(Self.highlightTimer)
        let p = env.convert(t.location, .local)
        let outset = env.settings.swiftuiButtonOutset
        let size = env.nodeSize
        let dx = max(0, -p.x, p.x - size.width)
        let dy = max(0, -p.y, p.y - size.height)
        if dx <= outset && dy <= outset {
            phase = .ended(.null)
            reason = .swiftUIRule(
                dx == 0 && dy == 0 ? .buttonReleasedInside : .buttonReleasedWithinOutset(outset: outset))
        } else {
            fail(.swiftUIRule(.buttonReleasedOutside(distance: max(dx, dy), outset: outset)))
        }
    }

    func cancelled(_ touches: [RecognizerTouch], _ env: SwiftUIEnvironment) {
        guard !phase.isTerminal, touches.contains(where: { $0.key == finger }) else { return }
        env.cancel(Self.highlightTimer)
        fail(.touchesCancelled(count: 1))
    }

    func timerFired(_ tag: Int, _ env: SwiftUIEnvironment) {
        guard !phase.isTerminal, finger != nil else { return }
        phase = .possible(.bool(true))
        reason = .swiftUIRule(.buttonHighlighted(afterDelay: env.settings.swiftuiButtonTouchDelay))
    }

    func noTouchesLeft(_ env: SwiftUIEnvironment) {
        guard !phase.isTerminal else { return }
        env.cancel(Self.highlightTimer)
        fail(.swiftUIRule(.buttonNoFingerLeft))
    }
}
