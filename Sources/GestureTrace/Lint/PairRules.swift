/// `competing-recognizers` and `scroll-pan-competes`: every pair of recognizers one sampled
/// touch reaches, judged by `Competition` (SEMANTICS §6.4–§6.8, §9.4.2).
///
/// A pair whose second member is a pan inside a scroll view's content, racing the scroll
/// view's own pan, is a `scroll-pan-competes` finding; any other competing pair is
/// `competing-recognizers`. Each pair is judged once, at the first touch that reaches both.
/// Two scroll views' own pans, one nested in the other, are UIKit's nested scrolling: the
/// inner one hands the drag on at its content edge (SEMANTICS §9.4.4), so they are not judged.
enum PairRules {
    /// More pair checks than this stop the rule (an `incomplete-sampling` note says so): one
    /// touch under R recognizers makes R²/2 pairs.
    static let maxPairChecks = 2_000_000

    static func findings(_ context: LintContext) -> (findings: [LintFinding], capped: Bool) {
        let scene = context.scene
        var judged = Set<Pair>()
        var out: [LintFinding] = []
        var checks = 0
        for group in context.sampling.groups {
            let list = group.recognizers
            for i in list.indices {
                for j in list.indices where j > i {
                    checks += 1
                    if checks > maxPairChecks { return (out, true) }
                    let pair = Pair(list[i], list[j])
                    guard judged.insert(pair).inserted else { continue }
                    guard !bothScrollViewPans(list[i], list[j], scene) else { continue }
                    guard !betweenUIKitRecognizers(list[i], list[j], scene) else { continue }
                    guard let outcome = Competition.outcome(list[i], list[j], in: scene) else { continue }
                    if let scroll = scrollPair(list[i], list[j], context) {
                        out.append(
                            LintFinding(
                                rule: .scrollPanCompetes, severity: .warning,
                                problem: .scrollCompetes(
                                    scrollPan: scroll.scrollPan, pan: scroll.pan, outcome: outcome),
                                witness: group.point))
                    } else {
                        // The app's recognizer first when the other is UIKit's: the finding is
                        // located at the declaration the developer wrote.
                        let swap =
                            UIKitGesture.of(scene.recognizers[list[i]]) != nil
                            && UIKitGesture.of(scene.recognizers[list[j]]) == nil
                        out.append(
                            LintFinding(
                                rule: .competingRecognizers, severity: outcome == .race ? .note : .warning,
                                problem: .competing(
                                    first: swap ? list[j] : list[i], second: swap ? list[i] : list[j],
                                    outcome: outcome),
                                witness: group.point))
                    }
                }
            }
        }
        return (out, false)
    }

    /// Whether both are scroll views' built-in pans: nested, they hand the drag on at the inner
    /// one's edge (SEMANTICS §9.4.4); side by side, no touch reaches both.
    static func bothScrollViewPans(_ a: Int, _ b: Int, _ scene: Scene) -> Bool {
        guard case .scrollViewPan = scene.recognizers[a].kind, case .scrollViewPan = scene.recognizers[b].kind else {
            return false
        }
        return true
    }

    /// Whether both are UIKit's own recognizers and neither is a scroll view's pan: UIKit
    /// relates them by its own rules (a back swipe and a list's swipe actions, SEMANTICS §9.7,
    /// §9.12), and the app has no declaration between them to change, so the pair is not
    /// reported. A scroll view's pan is the exception: its `require(toFail:)` is the app's
    /// public lever (`panGestureRecognizer`, §9.7 rule 6) (FORMAT §7 "UIKit's recognizers").
    static func betweenUIKitRecognizers(_ a: Int, _ b: Int, _ scene: Scene) -> Bool {
        guard let ga = UIKitGesture.of(scene.recognizers[a]), let gb = UIKitGesture.of(scene.recognizers[b]) else {
            return false
        }
        return ga != .scrollViewPan && gb != .scrollViewPan
    }

    /// The pair as (scroll view's pan, pan inside its content), or nil (SEMANTICS §9.4.2).
    static func scrollPair(_ a: Int, _ b: Int, _ context: LintContext) -> (scrollPan: Int, pan: Int)? {
        for (s, p) in [(a, b), (b, a)] {
            let scroll = context.scene.recognizers[s]
            let pan = context.scene.recognizers[p]
            guard case .scrollViewPan = scroll.kind else { continue }
            switch pan.kind {
            case .pan, .scrollViewPan: break
            default: continue
            }
            if pan.view != scroll.view && context.geometry.isInSubtree(pan.view, of: scroll.view) { return (s, p) }
        }
        return nil
    }

    /// An unordered pair of recognizers.
    struct Pair: Hashable {
        var low: Int
        var high: Int
        init(_ a: Int, _ b: Int) {
            low = min(a, b)
            high = max(a, b)
        }
    }
}
