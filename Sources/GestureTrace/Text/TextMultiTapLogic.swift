/// `UITextMultiTapRecognizer`, the tap recognizer of a `UITextField`'s or `UITextView`'s
/// editable text interaction (`UITextSelectionInteraction`, SEMANTICS §9.8; code K23).
///
/// Unlike `UITapGestureRecognizer` it is continuous and counts taps as they come: its inner
/// `UITapRecognizer` (one touch, `continuousTapRecognition`, allowable movement 45 pt, maximum
/// tap duration 0.75 s, maximum interval 0.35 s: the values `TapSequence` reads from the
/// settings, which default to the same numbers) reports each tap, and the recognizer
/// - begins when the first tap lifts, changes at each further tap;
/// - ends when no further tap comes within the interval and no finger is down;
/// - fails when a tap fails while a finger is down (held too long, moved too far, landed away,
///   a second finger), which UIKit's coercion turns into cancelled once it has begun
///   (SEMANTICS §5.3); a cancelled touch cancels it.
///
/// Its actions are what the text interaction does (`TextInteraction`): editing begins and the
/// caret is placed at the first tap, the second tap selects a word, a third a paragraph.
package final class TextMultiTapLogic: RecognizerLogic {
    static let tapTimer = 1
    static let intervalTimer = 2

    @exclusivity(unchecked) private var sequence = TextMultiTapLogic.freshSequence()
    /// Taps recognized in this attempt: 1 at began, more at each changed.
    @exclusivity(unchecked) private(set) var taps = 0
    /// The view's interaction: editing state survives the attempt's reset.
    let interaction: TextInteraction

    init(interaction: TextInteraction) {
        self.interaction = interaction
    }

    /// Taps are counted without end: the recognizer reports each one itself.
    private static func freshSequence() -> TapSequence {
        TapSequence(tapsRequired: Int.max, touchesRequired: 1, tapTimer: tapTimer, intervalTimer: intervalTimer)
    }

    package func touchesBegan(_ touches: [RecognizerTouch], host: RecognizerHost) {
        guard !host.state.isFinished else { return }
        apply(sequence.touchesBegan(touches, host: host), host: host)
    }

    package func touchesMoved(_ touches: [RecognizerTouch], host: RecognizerHost) {
        guard !host.state.isFinished else { return }
        apply(sequence.touchesMoved(touches, host: host), host: host)
    }

    package func touchesEnded(_ touches: [RecognizerTouch], host: RecognizerHost) {
        guard !host.state.isFinished else { return }
        apply(sequence.touchesEnded(touches, host: host), host: host)
        guard sequence.tapsDone > taps else { return }
        // `tapRecognizerRecognizedTap:`: began at the first tap, changed at each further one.
        taps = sequence.tapsDone
        host.request(taps == 1 ? .began : .changed, reason: .rule(.taps(taps)))
    }

    package func touchesCancelled(_ touches: [RecognizerTouch], host: RecognizerHost) {
        guard !host.state.isFinished else { return }
        host.cancelTimer(Self.tapTimer)
        host.cancelTimer(Self.intervalTimer)
        host.request(.cancelled, reason: CancelledTouches.reason(touches.count))
    }

    package func timerFired(_ tag: Int, host: RecognizerHost) {
        guard !host.state.isFinished else { return }
        apply(sequence.timerFired(tag, host: host), host: host)
    }

    package func reset() {
        sequence = Self.freshSequence()
        taps = 0
    }

    package func willBecomeEffectiveAfterWaiting() {}

    package var measurements: [Measurement] {
        guard let location = sequence.location else { return [] }
        return [Measurement("x", location.x), Measurement("y", location.y)]
    }

    /// `tapRecognizerFailedToRecognizeTap:`: with no finger down after a recognized tap the
    /// recognizer ends (the interval passed), otherwise it fails.
    private func apply(_ outcome: TapSequence.Outcome, host: RecognizerHost) {
        guard case .failed(let reason) = outcome else { return }
        host.cancelTimer(Self.tapTimer)
        host.cancelTimer(Self.intervalTimer)
        if taps > 0, host.heldTouchCount == 0 {
            host.request(.ended, reason: reason)
        } else {
            host.request(.failed, reason: reason)
        }
    }
}

/// The text interaction's response to its tap recognizer's actions (`_handleMultiTapGesture:`
/// → `_checkForRepeatedTap:`, SEMANTICS §9.8), printed as `text` records after the action.
extension TextMultiTapLogic: RecognizerClassHooks {
    func actionSent(_ r: RecognizerRuntime, _ state: DisplayState, arbiter: GestureArbiter) {
        for event in interaction.respond(to: state, taps: taps) {
            arbiter.emit(.text(view: arbiter.scene.views[r.spec.view].id, recognizer: r.spec.id, event: event))
        }
    }
}
