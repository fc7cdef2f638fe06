/// One `UIContextMenuInteraction` during a replay: what its three recognizers share
/// (SEMANTICS §9.13). UIKit's `_UIClickPresentationInteraction` drives its two relationship
/// recognizers from the driver's events (code K46): when the driver clicks down the menu is
/// presented and both relationship recognizers `_succeed`; when the interaction ends without a
/// menu, the exclusion recognizer `_fail`s and, through `_gestureRecognizerFailed:`, the
/// failure recognizer with it.
final class ContextMenuInteraction {
    /// Where the interaction stands in the current attempt.
    enum Phase: Equatable {
        /// No touch, or a touch held less than the preview delay.
        case idle
        /// The press sent its began action: the driver has begun (`-_asyncGestureBegan`, code
        /// K45) and the preview is showing. A press that asked to begin but waits on a failure
        /// requirement has sent nothing and leaves the interaction idle (SEMANTICS §9.13 rule 1).
        case previewing
        /// The driver clicked down: the menu is on screen (until the next attempt).
        case presented
    }

    @exclusivity(unchecked) var phase: Phase = .idle
    /// The recognizers' hosts, set when the runtimes are attached. Weak: each runtime owns its
    /// logic, which owns this interaction, so strong references back would be a cycle that
    /// keeps every replay's arbiter and recognizers alive after it ends (a leak per replay in
    /// `check` and the library; found by the pipeline fuzz target, FUZZING run 11).
    @exclusivity(unchecked) weak var press: RecognizerHost?
    @exclusivity(unchecked) weak var exclusion: RecognizerHost?
    @exclusivity(unchecked) weak var failure: RecognizerHost?

    /// The driver clicked down: both relationship recognizers succeed (code K47, the state
    /// machine's presentation step).
    func present() {
        phase = .presented
        for host in [exclusion, failure].compactMap({ $0 }) where host.state == .possible {
            host.request(.recognized, reason: .rule(.menuRelationPresented))
        }
    }

    /// The exclusion recognizer failed (`_gestureRecognizerFailed:`, code K46): an active
    /// interaction cancels its driver (`_cancelAllDrivers`: the press is disabled and enabled
    /// again, which cancels it), and the failure recognizer fails.
    func exclusionFailed() {
        if phase != .idle, let press, press.state.isActiveContinuous {
            press.request(.cancelled, reason: .rule(.menuExclusionFailed))
        }
        if let failure, failure.state == .possible {
            failure.request(.failed, reason: .rule(.menuExclusionFailed))
        }
    }

    /// The interaction ended without a menu (`_endInteractionWithContext:` before presenting):
    /// the exclusion recognizer fails, and the failure recognizer with it (code K46).
    func endWithoutMenu() {
        for host in [exclusion, failure].compactMap({ $0 }) where host.state == .possible {
            host.request(.failed, reason: .rule(.menuRelationEnded))
        }
    }
}

/// The replay's context menu interactions, one per view that has one, made on first use by
/// `RecognizerFactory` so that a view's three recognizers share theirs.
final class ContextMenuInteractions {
    @exclusivity(unchecked) private var byView: [Int: ContextMenuInteraction] = [:]

    func interaction(of view: Int) -> ContextMenuInteraction {
        if let existing = byView[view] { return existing }
        let made = ContextMenuInteraction()
        byView[view] = made
        return made
    }
}
