/// `control-cancelled-by-ancestor`: a recognizer on an ancestor of a control, reached by a
/// touch on the control, that cancels the control's touches when it recognizes: the control
/// gets touchCancel and its action does not fire (SEMANTICS §7.1, §9.3).
///
/// Not reported when UIKit protects the control: the recognizer has `cancelsTouchesInView =
/// false` (the control is then not even asked, §6.7), or the control refuses every gesture
/// of that class in `gestureRecognizerShouldBegin` (a button and a 1-finger 1-tap tap, §9.3;
/// `ControlGestureRules`). When it refuses only some (a pan along a switch), the finding says
/// so. A scroll view's own pan is `touchesShouldCancel`'s business (§9.4.2), not this rule's;
/// a recognizer on the control itself is the control's own choice (§9.3), and one whose
/// delegate's `shouldBegin` is an expression decides per touch (§6.9). A text field with its
/// text tap protects itself from a one-finger one-tap tap: its tap begins at the same lift,
/// earlier in evaluation order, and excludes it (§9.8).
/// The window's system
/// gesture gate is not the app's: it recognizes only when the system takes the touch for its own
/// edge gesture (§9.11), so it is not reported either.
///
/// The other recognizers UIKit installs (a back swipe, a sheet's dismiss pan, a list's swipe
/// actions, a context menu's press, `uikitGesture`) do cancel a control a drag or press on it
/// hands them, as UIKit means them to, and the app cannot change their `cancelsTouchesInView`:
/// they are reported under `control-under-uikit-gesture`, as a note at the control, with the
/// app's levers (issue 28 follow-up).
enum ControlCancelRule {
    static func findings(_ context: LintContext) -> [LintFinding] {
        let scene = context.scene
        var seen = Set<PairRules.Pair>()
        var out: [LintFinding] = []
        for group in context.sampling.groups {
            guard let control = nearestControl(from: group.hitView, scene) else { continue }
            for r in group.recognizers {
                let spec = scene.recognizers[r]
                guard spec.view != control, context.geometry.isInSubtree(control, of: spec.view),
                    spec.cancelsTouchesInView, spec.shouldBegin, spec.shouldBeginExpression == nil,
                    !context.isSwiftUI(r)
                else { continue }
                if case .scrollViewPan = spec.kind { continue }
                if case .tap(1, 1) = spec.kind, hasTextTap(control, scene) { continue }
                if case .systemGestureGate = spec.kind { continue }
                let refusal = ControlGestureRules.staticRefusal(
                    of: spec.kind, byControl: scene.views[control].viewClass)
                guard refusal != .always, seen.insert(PairRules.Pair(r, control)).inserted else { continue }
                let partly = refusal == .sometimes
                if let gesture = uikitGesture(spec) {
                    out.append(
                        LintFinding(
                            rule: .controlUnderUIKitGesture, severity: .note,
                            problem: .uikitGestureOverControl(
                                recognizer: r, control: control, gesture: gesture, partly: partly),
                            witness: group.point))
                } else {
                    out.append(
                        LintFinding(
                            rule: .controlCancelledByAncestor, severity: .warning,
                            problem: .cancelsControl(recognizer: r, control: control, partly: partly),
                            witness: group.point))
                }
            }
        }
        return out
    }

    /// Which of UIKit's own recognizers `spec` is, or nil for the app's (`UIKitGesture.of`):
    /// the navigation controller's back swipes (SEMANTICS §9.7), a sheet's dismiss pan (§9.14),
    /// a list's swipe-action pan (§9.12), a context menu's recognizers (§9.13), a text view's
    /// text tap over a control inside it (§9.8 rule 5).
    static func uikitGesture(_ spec: RecognizerSpec) -> UIKitGesture? { UIKitGesture.of(spec) }

    /// Whether the control carries its text interaction's tap (SEMANTICS §9.8).
    static func hasTextTap(_ control: Int, _ scene: Scene) -> Bool {
        scene.views[control].recognizers.contains { r in
            if case .textMultiTap = scene.recognizers[r].kind { return true } else { return false }
        }
    }

    /// The hit view or its nearest ancestor that is a control: the one that tracks the touch
    /// (SEMANTICS §9.1).
    static func nearestControl(from view: Int, _ scene: Scene) -> Int? {
        var v: Int? = view
        var steps = 0
        while let current = v, steps <= scene.views.count {
            if scene.views[current].control != nil { return current }
            v = scene.views[current].parent
            steps += 1
        }
        return nil
    }
}
