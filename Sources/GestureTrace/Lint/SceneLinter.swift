/// `gesturetrace lint`: findings from a scene alone, with no trace (FORMAT §7). Pure: a scene
/// in, findings out, in a stable order (by the first recognizer each names, in scene order,
/// then by rule). The rules ask the engine's own parts, never restate them: hit testing and
/// collection (`TouchSampling`), the failure graph, `PreventionRules`, `ScrollViewRules` and
/// `ControlGestureRules`.
package enum SceneLinter {
    package static func lint(_ scene: Scene) -> [LintFinding] {
        let context = LintContext(scene: scene)
        var findings: [LintFinding] = []
        let pairs = PairRules.findings(context)
        findings += pairs.findings
        findings += UnreachableRule.findings(context)
        findings += ControlCancelRule.findings(context)
        findings += DelayedTapRule.findings(context)
        let sampling = context.sampling
        if sampling.sampledViews < sampling.candidateViews || pairs.capped {
            findings.append(
                LintFinding(
                    rule: .incompleteSampling, severity: .note,
                    problem: .incomplete(sampledViews: sampling.sampledViews, views: sampling.candidateViews),
                    witness: nil))
        }
        return findings.sorted(by: order)
    }

    /// Scene order of the recognizers named, then rule order; the scene-wide note last.
    static func order(_ a: LintFinding, _ b: LintFinding) -> Bool {
        let ka = a.problem.recognizers
        let kb = b.problem.recognizers
        if ka.isEmpty != kb.isEmpty { return kb.isEmpty }
        if ka.first != kb.first { return (ka.first ?? 0) < (kb.first ?? 0) }
        if a.rule != b.rule { return a.rule < b.rule }
        return ka.lexicographicallyPrecedes(kb)
    }
}

/// What every rule reads: the scene and its prepared geometry, hit tester and sampled touches.
struct LintContext {
    let scene: Scene
    let geometry: ViewGeometry
    let hitTester: HitTester
    let sampling: TouchSampling

    init(scene: Scene) {
        self.scene = scene
        geometry = ViewGeometry(scene: scene)
        hitTester = HitTester(scene: scene, geometry: geometry)
        sampling = TouchSampling(scene: scene, geometry: geometry, hitTester: hitTester)
    }

    /// SwiftUI recognizers, and UIKit ones on views inside a SwiftUI region (a hosting view's
    /// content, a representable), take touches through SwiftUI's own hit test of its nodes
    /// (SWIFTUI §3.5): their view's sample points say nothing about them.
    func isSwiftUI(_ r: Int) -> Bool {
        switch scene.recognizers[r].kind {
        case .swiftUI, .swiftUIHost: return true
        default: break
        }
        guard !scene.swiftUI.isEmpty else { return false }
        var v: Int? = scene.recognizers[r].view
        var steps = 0
        while let current = v, steps <= scene.views.count {
            if scene.swiftUI.regionRoots[current] != nil || scene.swiftUI.backedNode[current] != nil { return true }
            v = scene.views[current].parent
            steps += 1
        }
        return false
    }
}
