/// `unreachable-recognizer`: a recognizer that no sampled touch reaches, with the first reason
/// that explains it (SEMANTICS §4.3 filters, §1.2–§1.4 hit testing).
///
/// A disabled recognizer and one whose delegate refuses every touch are notes (often
/// deliberate); a recognizer hidden, covered or clipped away is a warning. A scroll view's
/// pan disabled with `scrollEnabled = false` is not reported (that is the setting's purpose),
/// nor are SwiftUI recognizers (their geometry is SwiftUI's, SWIFTUI §3.5), nor recognizers
/// on views left unsampled in a very large scene, nor one whose delegate's `shouldReceive` is
/// an expression (it answers per touch, FORMAT §2.4).
enum UnreachableRule {
    static func findings(_ context: LintContext) -> [LintFinding] {
        let scene = context.scene
        var out: [LintFinding] = []
        for (r, spec) in scene.recognizers.enumerated() {
            guard context.sampling.reachedAt[r] == nil, context.sampling.sampled[spec.view], !context.isSwiftUI(r)
            else { continue }
            if case .scrollViewPan = spec.kind, !spec.enabled { continue }
            // A shouldReceive expression answers per touch (SEMANTICS §6.9): five sample points
            // refused are not "every touch".
            if spec.enabled && spec.shouldReceiveTouchExpression != nil { continue }
            let because = reason(r, context)
            let severity: LintSeverity
            switch because {
            case .disabled, .refusesEveryTouch: severity = .note
            default: severity = .warning
            }
            out.append(
                LintFinding(
                    rule: .unreachableRecognizer, severity: severity,
                    problem: .unreachable(recognizer: r, because: because), witness: nil))
        }
        return out
    }

    /// The first reason that applies, in the order of SEMANTICS §4.3 then §1.2.
    static func reason(_ r: Int, _ context: LintContext) -> Unreachability {
        let scene = context.scene
        let spec = scene.recognizers[r]
        if !spec.enabled { return .disabled }
        if spec.shouldReceiveTouch == .never { return .refusesEveryTouch }
        // Its view is hit somewhere, yet the touch never reached it: shouldReceive refused.
        if context.sampling.groups.contains(where: { context.geometry.isInSubtree($0.hitView, of: spec.view) }) {
            return .refusesEveryTouch
        }
        // The outermost view on its chain that hit testing skips with its subtree.
        var chain: [Int] = []
        var v: Int? = spec.view
        while let current = v, chain.count < scene.views.count {
            chain.append(current)
            v = scene.views[current].parent
        }
        for view in chain.reversed() {
            if let block = hitBlock(view, context) { return .notHittable(view: view, because: block) }
        }
        for view in chain.reversed() where view != Scene.windowIndex {
            let size = scene.views[view].bounds.size
            if size.width <= 0 || size.height <= 0 { return .zeroSize(view: view) }
        }
        let centre = context.geometry.toWindow(scene.views[spec.view].bounds.center, from: spec.view, in: scene)
        return .covered(centreHits: context.hitTester.hitTest(centre))
    }

    /// Why hit testing skips `view` and its subviews, or nil: `HitTester`'s own rule
    /// (SEMANTICS §1.2, §1.3, §1.6), with what the message needs.
    static func hitBlock(_ view: Int, _ context: LintContext) -> HitBlock? {
        let v = context.scene.views[view]
        switch context.hitTester.skipStop(view) {
        case .hidden: return .hidden
        case .interactionDisabled: return .interactionDisabled(classDefault: !v.viewClass.defaultUserInteractionEnabled)
        case .transparent: return .transparent(alpha: v.alpha)
        case .disabledControl: return .disabledControl
        case .outside, .covered, nil: return nil
        }
    }
}
