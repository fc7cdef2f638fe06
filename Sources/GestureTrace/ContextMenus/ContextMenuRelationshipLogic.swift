/// A context menu interaction's `_UIRelationshipGestureRecognizer`, the exclusion one or the
/// failure one (SEMANTICS §9.13; code K46, iOS 26.1 UIKitCore). It has no touch rule of its
/// own: it fails when a touch it holds ends (its `succeedsOnTouchesEnded` is off) or is
/// cancelled (`failsOnTouchesCancelled`), and otherwise does what the interaction says: it
/// succeeds when the menu is presented and fails when the interaction ends without one
/// (`ContextMenuInteraction`). Made with `objc_opt_new`, it has no target.
package final class ContextMenuRelationshipLogic: RecognizerLogic {
    let role: ContextMenuRole
    let interaction: ContextMenuInteraction

    init(role: ContextMenuRole, interaction: ContextMenuInteraction) {
        self.role = role
        self.interaction = interaction
    }

    package func touchesBegan(_ touches: [RecognizerTouch], host: RecognizerHost) {}

    package func touchesMoved(_ touches: [RecognizerTouch], host: RecognizerHost) {}

    package func touchesEnded(_ touches: [RecognizerTouch], host: RecognizerHost) {
        guard host.state == .possible else { return }
        host.request(.failed, reason: .rule(.touchLifted))
    }

    package func touchesCancelled(_ touches: [RecognizerTouch], host: RecognizerHost) {
        guard host.state == .possible else { return }
        host.request(.failed, reason: CancelledTouches.reason(touches.count))
    }

    package func timerFired(_ tag: Int, host: RecognizerHost) {}

    package func reset() {}

    package func willBecomeEffectiveAfterWaiting() {}

    package var measurements: [Measurement] { [] }
}

extension ContextMenuRelationshipLogic: RecognizerClassHooks {
    /// The interaction drives the recognizer through its host.
    func attached(_ r: RecognizerRuntime) {
        switch role {
        case .exclusion: interaction.exclusion = r
        case .failure: interaction.failure = r
        case .press: break
        }
    }

    /// The interaction's `_gestureRecognizerFailed:` (code K46).
    func failed(_ r: RecognizerRuntime, arbiter: GestureArbiter) {
        if role == .exclusion { interaction.exclusionFailed() }
    }

    var hasTargets: Bool { false }
}
