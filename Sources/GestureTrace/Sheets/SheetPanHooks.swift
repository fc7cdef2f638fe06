/// What `_UISheetInteraction`, the dismiss pan's target, does on its actions (SEMANTICS §9.14;
/// code K57 `-handlePan:`): began starts the sheet following the pan, each changed pulls it by
/// the translation on y, ended lets it settle with the pan's velocity, cancelled restores it.
extension SheetPanLogic: RecognizerClassHooks {
    func actionSent(_ r: RecognizerRuntime, _ state: DisplayState, arbiter: GestureArbiter) {
        switch state {
        case .began:
            interaction.begin(r.index, reason: .ownPan, arbiter: arbiter)
            interaction.changed(r.index, pull: translation.y, arbiter: arbiter)
        case .changed:
            interaction.changed(r.index, pull: translation.y, arbiter: arbiter)
        case .ended, .cancelled:
            interaction.ended(r.index, velocity: velocity.y, cancelled: state == .cancelled, arbiter: arbiter)
        case .possible, .recognized, .failed:
            break
        }
    }
}
