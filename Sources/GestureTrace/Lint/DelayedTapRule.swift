/// `delayed-tap`: a tap that may recognize only after the recognizers it requires to fail
/// have failed (SEMANTICS §6.2, §6.3), when that takes longer than the scene's
/// `lintTapDelayLimit`.
///
/// Only a requirement on a recognizer that the same touch reaches delays the tap: one that
/// holds no touch of the sequence does not block (§6.2). How long each takes to fail after
/// the tap's last lift: a tap needing more taps, or a long press needing at least as many
/// taps, waits `tapMaxInterval` for the next touch (§8.1, §8.2); every other built-in class
/// fails at the lift. The delay is the longest of these, not their sum: they all wait at once,
/// from the same lift (docs/DECISIONS.md "lint"). Custom, script, `fingers` and SwiftUI
/// recognizers are not judged.
enum DelayedTapRule {
    static func findings(_ context: LintContext) -> [LintFinding] {
        let scene = context.scene
        let limit = scene.settings.lintTapDelayLimit
        var worst: [Int: (awaited: Int, delay: Double, point: Point)] = [:]
        for group in context.sampling.groups {
            let members = Set(group.recognizers)
            for t in group.recognizers {
                guard case .tap(let taps, let touches) = scene.recognizers[t].kind else { continue }
                for b in scene.failureGraph.requirements[t] where members.contains(b) {
                    let delay = failureDelay(of: scene.recognizers[b].kind, afterTaps: taps, touches: touches, scene)
                    if delay > (worst[t]?.delay ?? 0) { worst[t] = (b, delay, group.point) }
                }
            }
        }
        return worst.keys.sorted().compactMap { t in
            guard let w = worst[t], w.delay > limit else { return nil }
            return LintFinding(
                rule: .delayedTap, severity: .warning,
                problem: .delayedTap(tap: t, awaited: w.awaited, delay: w.delay, limit: limit), witness: w.point)
        }
    }

    /// How long after a `taps`-tap, `touches`-finger tap's last lift a recognizer of `kind`
    /// takes to fail (SEMANTICS §8.1, §8.2).
    static func failureDelay(of kind: RecognizerKind, afterTaps taps: Int, touches: Int, _ scene: Scene) -> Double {
        switch kind {
        case .tap(let otherTaps, let otherTouches) where otherTouches == touches && otherTaps > taps:
            return scene.settings.tapMaxInterval
        case .longPress(_, _, let otherTaps, let otherTouches) where otherTouches == touches && otherTaps >= taps:
            return scene.settings.tapMaxInterval
        default:
            return 0
        }
    }
}
