/// The UIKit-facing answers of SwiftUI's recognizers in the container model (SWIFTUI §2.2,
/// R10, R3): how two SwiftUI gestures, or a SwiftUI gesture and a UIKit recognizer, prevent
/// each other and wait for each other, expressed in the engine's terms (SEMANTICS §6).
///
/// Two SwiftUI gestures interact only when one's node is the other's node or above it on the
/// responder path (they share the touch's path); gestures in sibling subtrees never prevent or
/// wait for each other ⚠ (docs/DECISIONS.md). On one path, the *outer* of two modifiers is the
/// one on an ancestor node, or later in the same node's modifier list (SWIFTUI §3.1 rule 3).
enum SwiftUIArbitration {
    /// Whether modifier `a` is outside modifier `b` on the same path.
    static func isOuter(_ a: Int, _ b: Int, _ content: SwiftUIContent) -> Bool {
        let ma = content.modifiers[a]
        let mb = content.modifiers[b]
        if ma.node == mb.node { return ma.position > mb.position }
        return content.isAncestorOrSelf(ma.node, of: mb.node)
    }

    static func onOnePath(_ a: Int, _ b: Int, _ content: SwiftUIContent) -> Bool {
        let na = content.modifiers[a].node
        let nb = content.modifiers[b].node
        return content.isAncestorOrSelf(na, of: nb) || content.isAncestorOrSelf(nb, of: na)
    }

    /// `isPrioritized(a over b)` (SWIFTUI §2.2): default vs default, the deeper wins; high vs
    /// high, the outer wins; high beats default; simultaneous never.
    static func isPrioritized(_ a: Int, over b: Int, _ content: SwiftUIContent) -> Bool {
        let pa = content.modifiers[a].attachment
        let pb = content.modifiers[b].attachment
        switch (pa, pb) {
        case (.simultaneousGesture, _), (_, .simultaneousGesture): return false
        case (.gesture, .gesture): return !isOuter(a, b, content)
        case (.highPriorityGesture, .highPriorityGesture): return isOuter(a, b, content)
        case (.highPriorityGesture, .gesture): return true
        case (.gesture, .highPriorityGesture): return false
        }
    }

    /// `a.canPrevent(b)`: a is prioritized over b and b has no dependency.
    static func canPrevent(_ a: Int, _ b: Int, _ content: SwiftUIContent) -> Bool {
        onOnePath(a, b, content) && isPrioritized(a, over: b, content) && content.modifiers[b].dependency == .none
    }

    /// `a.shouldRequireFailure(of: b)`: two taps with different counts — fewer waits for more
    /// whatever the order; otherwise a waits when b is prioritized over it and a has a
    /// dependency.
    static func requiresFailure(_ a: Int, of b: Int, _ content: SwiftUIContent) -> Bool {
        guard onOnePath(a, b, content) else { return false }
        let ma = content.modifiers[a]
        let mb = content.modifiers[b]
        if ma.attachment == .simultaneousGesture || mb.attachment == .simultaneousGesture { return false }
        if let ta = ma.tapCount, let tb = mb.tapCount, ta != tb { return ta < tb }
        return isPrioritized(b, over: a, content) && ma.dependency != .none
    }

    /// The static failure-requirement edges (a waits for b) among the scene's SwiftUI
    /// recognizers, and from each cancellable gesture (Button) to the touch-delay recognizer
    /// of every scroll view above it (SWIFTUI §2.2). Container model only.
    static func requirementEdges(scene: Scene, scrollDelayRecognizer: [Int: Int]) -> [(Int, Int)] {
        let content = scene.swiftUI
        guard scene.settings.swiftuiModel == .containers else { return [] }
        var edges: [(Int, Int)] = []
        let ms = content.modifiers.indices.filter { content.modifiers[$0].expression != nil }
        for a in ms {
            for b in ms where a != b && requiresFailure(a, of: b, content) {
                edges.append((content.modifiers[a].recognizer, content.modifiers[b].recognizer))
            }
            guard content.modifiers[a].isCancellable else { continue }
            var v: Int? = scene.recognizers[content.modifiers[a].recognizer].view
            while let current = v {
                if let delay = scrollDelayRecognizer[current] {
                    edges.append((content.modifiers[a].recognizer, delay))
                }
                v = scene.views[current].parent
            }
        }
        return edges
    }

    /// The modifier of a container-model recognizer, or nil.
    static func modifier(of kind: RecognizerKind) -> Int? {
        if case .swiftUI(let m) = kind { return m }
        return nil
    }

    /// Whether `winner` can prevent `loser` (SEMANTICS §6.6 `canPrevent`/`canBePrevented`),
    /// SwiftUI's overrides included (SWIFTUI §2.2):
    /// - SwiftUI vs SwiftUI: `canPrevent` above;
    /// - a SwiftUI tap, spatial tap or Button answers `isKind(of: UITapGestureRecognizer)` with
    ///   its tap count, so UIKit's tap rules (SEMANTICS §6.6) see it as a tap;
    /// - a cancellable gesture (Button) that is not high-priority cannot prevent a pan, a scroll
    ///   view's pan or an edge pan: a scroll view's pan can always take the touch;
    /// - a UIKit tap or long press cannot prevent a SwiftUI gesture (`canBeCancelledBy`).
    static func canPrevent(_ winner: RecognizerSpec, _ loser: RecognizerSpec, _ content: SwiftUIContent) -> Bool {
        let wm = modifier(of: winner.kind)
        let lm = modifier(of: loser.kind)
        switch (wm, lm) {
        case (nil, nil):
            return PreventionRules.canPrevent(uikitKind(winner, content), uikitKind(loser, content))
        case let (a?, b?):
            return canPrevent(a, b, content)
        case let (a?, nil):
            let m = content.modifiers[a]
            if m.isCancellable, m.attachment != .highPriorityGesture {
                switch loser.kind {
                case .pan, .scrollViewPan, .screenEdgePan: return false
                default: break
                }
            }
            return PreventionRules.canPrevent(uikitKind(winner, content), loser.kind)
        case (nil, _?):
            switch winner.kind {
            case .tap, .longPress: return false
            default: return PreventionRules.canPrevent(winner.kind, uikitKind(loser, content))
            }
        }
    }

    /// The kind UIKit's class checks see: a SwiftUI tap-count gesture is a tap (R11
    /// `isKindOfClass:` override); anything else keeps its kind.
    static func uikitKind(_ spec: RecognizerSpec, _ content: SwiftUIContent) -> RecognizerKind {
        if let m = modifier(of: spec.kind), let taps = content.modifiers[m].tapCount {
            return .tap(taps: taps, touches: 1)
        }
        return spec.kind
    }
}
