/// Whether two recognizers that one touch reaches compete for it, and what UIKit then does
/// (SEMANTICS §6.4–§6.8), from their classes and the scene's settings.
///
/// Two recognizers compete when one finger movement can satisfy both: both stationary (tap,
/// long press) or both moving (pan, swipe, pinch, rotation, edge pan, a scroll view's pan),
/// with a finger count both accept, swipes sharing a direction, a scroll view's pan only
/// along an axis it scrolls. A stationary and a moving gesture are told apart by movement
/// (a pan begins past `panHysteresis`, a tap or long press fails past its allowable movement)
/// and a tap and a long press with fewer taps by time: those pairs are the designed
/// coexistence of SEMANTICS S9 and S10 and are not reported (docs/DECISIONS.md "lint").
/// Custom, script, `fingers` and SwiftUI recognizers are not judged: the scene does not say
/// what their gestures are.
enum Competition {
    /// The outcome for `first` and `second` (`first` earlier in evaluation order, SEMANTICS
    /// §4.5), or nil when they do not compete or a declaration already relates them.
    static func outcome(_ first: Int, _ second: Int, in scene: Scene) -> LintOutcome? {
        guard !related(first, second, in: scene) else { return nil }
        let a = scene.recognizers[first]
        let b = scene.recognizers[second]
        guard a.shouldBegin, b.shouldBegin, let ta = trigger(a, scene), let tb = trigger(b, scene) else { return nil }
        guard ta.touches.overlaps(tb.touches) else { return nil }
        switch (ta.motion, tb.motion) {
        case (.stationary, .stationary):
            return stationaryOutcome(first, second, a.kind, b.kind, scene.settings)
        case (.moving(let ma), .moving(let mb)):
            return movingOutcome(first, second, ma, mb)
        default:
            return nil
        }
    }

    /// A chain of failure requirements either way (declared or the delegate's, SEMANTICS §6.1;
    /// a → b → c makes a wait for c too, §6.3) or a simultaneity answer either way (§6.5) is a
    /// decision the developer made.
    /// A delegate answer written as an expression (`shouldBegin`, `simultaneousWith`, FORMAT
    /// §2.4) decides at run time from the touch, which lint does not have: such a recognizer's
    /// pairs are the developer's decision too (SEMANTICS §6.9).
    static func related(_ a: Int, _ b: Int, in scene: Scene) -> Bool {
        scene.recognizers[a].simultaneousWith.allows(b) || scene.recognizers[b].simultaneousWith.allows(a)
            || decidedByExpression(scene.recognizers[a]) || decidedByExpression(scene.recognizers[b])
            || waits(a, for: b, scene.failureGraph) || waits(b, for: a, scene.failureGraph)
    }

    /// Whether the delegate's `shouldBegin` or `shouldRecognizeSimultaneouslyWith` is an
    /// expression (SEMANTICS §6.9).
    static func decidedByExpression(_ spec: RecognizerSpec) -> Bool {
        spec.shouldBeginExpression != nil || spec.simultaneousWithExpression != nil
    }

    /// Whether `a` reaches `b` along requirement edges (iterative; the graph has no cycles).
    static func waits(_ a: Int, for b: Int, _ graph: FailureGraph) -> Bool {
        var seen: Set<Int> = [a]
        var stack = [a]
        while let current = stack.popLast() {
            for next in graph.requirements[current] {
                if next == b { return true }
                if seen.insert(next).inserted { stack.append(next) }
            }
        }
        return false
    }

    /// What movement makes a recognizer's gesture, and with how many fingers.
    struct Trigger {
        var touches: ClosedRange<Int>
        var motion: Motion
    }

    enum Motion {
        case stationary
        case moving(Movement)
    }

    /// A moving gesture: which class family, the directions it moves along, and the distance
    /// at which it recognizes (nil when not a distance, as a rotation's angle).
    struct Movement {
        enum Family { case pan, swipe, pinch, rotation, edgePan }
        var family: Family
        var horizontal: Bool
        var vertical: Bool
        var threshold: Double?
    }

    static func trigger(_ spec: RecognizerSpec, _ scene: Scene) -> Trigger? {
        let s = scene.settings
        switch spec.kind {
        case .tap(_, let touches), .longPress(_, _, _, let touches):
            return Trigger(touches: touches...touches, motion: .stationary)
        case .pan(let minimum, let maximum):
            guard minimum <= maximum else { return nil }
            return Trigger(
                touches: minimum...maximum,
                motion: .moving(Movement(family: .pan, horizontal: true, vertical: true, threshold: s.panHysteresis)))
        case .scrollViewPan:
            // SEMANTICS §9.4.2: it begins only along an axis the scroll view scrolls.
            let axes = ScrollViewRules.scrollAxes(of: scene.views[spec.view])
            guard axes.horizontal || axes.vertical else { return nil }
            return Trigger(
                touches: 1...Int.max,
                motion: .moving(
                    Movement(
                        family: .pan, horizontal: axes.horizontal, vertical: axes.vertical,
                        threshold: s.scrollHysteresis)))
        case .swipe(let directions, let touches):
            return Trigger(
                touches: touches...touches,
                motion: .moving(
                    Movement(
                        family: .swipe, horizontal: !directions.isDisjoint(with: [.left, .right]),
                        vertical: !directions.isDisjoint(with: [.up, .down]), threshold: s.swipeMinPrimary)))
        case .pinch:
            return Trigger(
                touches: 2...2,
                motion: .moving(
                    Movement(family: .pinch, horizontal: true, vertical: true, threshold: s.pinchHysteresis)))
        case .rotation:
            return Trigger(
                touches: 2...2,
                motion: .moving(Movement(family: .rotation, horizontal: true, vertical: true, threshold: nil)))
        case .screenEdgePan:
            return Trigger(
                touches: 1...1,
                motion: .moving(
                    Movement(family: .edgePan, horizontal: true, vertical: true, threshold: s.edgeHysteresis)))
        case .fingers, .script, .swiftUI, .swiftUIHost, .custom, .systemGestureGate, .contextMenu:
            return nil
        // SEMANTICS §9.14: a sheet's dismiss pan meets the scroll views inside it by a hand-off
        // at the content's top, not by arbitration; lint does not model that hand-off, so it
        // names no competitor for the sheet's pan (a replay shows a custom pan against it).
        case .sheetPan:
            return nil
        // SEMANTICS §9.12: horizontal only, past its own hysteresis (whether a row has actions
        // is the handler's answer, which lint does not ask).
        case .swipeActionPan:
            return Trigger(
                touches: 1...1,
                motion: .moving(
                    Movement(family: .pan, horizontal: true, vertical: false, threshold: s.swipeActionHysteresis)))
        // A text tap acts from its first tap's lift, as a tap (SEMANTICS §9.8).
        case .textMultiTap:
            return Trigger(touches: 1...1, motion: .stationary)
        }
    }

    /// Taps and long presses with the same finger count (SEMANTICS §6.6, §8.1, §8.2).
    static func stationaryOutcome(
        _ first: Int, _ second: Int, _ a: RecognizerKind, _ b: RecognizerKind, _ settings: Settings
    ) -> LintOutcome? {
        // A class that cannot prevent the other lets both recognize (SEMANTICS §6.6).
        if !PreventionRules.canPrevent(a, b) { return .bothRecognize(first: first, then: second) }
        if !PreventionRules.canPrevent(b, a) { return .bothRecognize(first: second, then: first) }
        switch (a, b) {
        case let (.tap(ta, _), .tap(tb, _)) where ta == tb:
            return .evaluationOrder(winner: first, loser: second)
        case let (.longPress(da, _, ta, _), .longPress(db, _, tb, _)) where ta == tb:
            if da == db { return .evaluationOrder(winner: first, loser: second) }
            return da < db
                ? .earlierThreshold(winner: first, loser: second, winnerAt: da, loserAt: db, unit: .seconds)
                : .earlierThreshold(winner: second, loser: first, winnerAt: db, loserAt: da, unit: .seconds)
        default:
            // A tap and a long press with fewer taps: told apart by how long the finger stays
            // down (SEMANTICS S9).
            return nil
        }
    }

    /// Two moving gestures sharing an axis: the one that reaches its threshold first begins
    /// and excludes the other (SEMANTICS §6.4); at equal thresholds in one update, the earlier
    /// in evaluation order (§6.8).
    static func movingOutcome(_ first: Int, _ second: Int, _ a: Movement, _ b: Movement) -> LintOutcome? {
        guard (a.horizontal && b.horizontal) || (a.vertical && b.vertical) else { return nil }
        let comparable: Bool
        switch (a.family, b.family) {
        case (.pan, .pan), (.pan, .swipe), (.swipe, .pan), (.swipe, .swipe), (.pinch, .pinch), (.rotation, .rotation),
            (.edgePan, .edgePan):
            comparable = true
        default:
            comparable = false
        }
        guard comparable, let da = a.threshold, let db = b.threshold else { return .race }
        if da == db { return .evaluationOrder(winner: first, loser: second) }
        return da < db
            ? .earlierThreshold(winner: first, loser: second, winnerAt: da, loserAt: db, unit: .points)
            : .earlierThreshold(winner: second, loser: first, winnerAt: db, loserAt: da, unit: .points)
    }
}
