/// The rules of `gesturetrace lint` (FORMAT §7): what each one looks for in a scene, with the
/// SEMANTICS section that says why it matters. The ids are stable: they are what users filter
/// on and what code-scanning tools (SARIF) remember between runs.
package enum LintRule: String, Sendable, CaseIterable, Comparable {
    /// Two recognizers a touch reaches together, whose gestures the same finger movement can
    /// satisfy, with no failure requirement or simultaneity between them (SEMANTICS §6.4, §6.6).
    case competingRecognizers = "competing-recognizers"
    /// A recognizer no touch can reach (SEMANTICS §1.2–§1.4, §4.3).
    case unreachableRecognizer = "unreachable-recognizer"
    /// A recognizer on an ancestor of a control that cancels the control's touches when it
    /// recognizes (SEMANTICS §6.7, §7.1, §9.3).
    case controlCancelledByAncestor = "control-cancelled-by-ancestor"
    /// A gesture UIKit installs (a back swipe, a sheet's dismiss pan, a list's swipe actions,
    /// a context menu) that a touch on a control also reaches: a drag or press it takes cancels
    /// the control, as UIKit means it to; a note, with the app's side of it (SEMANTICS §7.1,
    /// §9.7, §9.12–§9.14).
    case controlUnderUIKitGesture = "control-under-uikit-gesture"
    /// A scroll view whose pan races a pan inside its content along an axis both move on
    /// (SEMANTICS §9.4.2, §6.8).
    case scrollPanCompetes = "scroll-pan-competes"
    /// A tap that may recognize only after the recognizers it requires to fail have failed,
    /// later than the scene's `lintTapDelayLimit` (SEMANTICS §6.2, §8.1).
    case delayedTap = "delayed-tap"
    /// The scene is too large for every view to be sampled; findings may be missing.
    case incompleteSampling = "incomplete-sampling"

    /// The spec section a finding of this rule cites.
    package var section: String {
        switch self {
        case .competingRecognizers: return "§6.4"
        case .unreachableRecognizer: return "§4.3"
        case .controlCancelledByAncestor, .controlUnderUIKitGesture: return "§9.3"
        case .scrollPanCompetes: return "§9.4"
        case .delayedTap: return "§6.2"
        case .incompleteSampling: return "§4.2"
        }
    }

    /// One line for rule tables (`lint --format sarif`'s `shortDescription`).
    package var summary: String {
        switch self {
        case .competingRecognizers:
            return "Two recognizers receive the same touch and compete for it with no declared relation."
        case .unreachableRecognizer:
            return "A gesture recognizer that no touch can reach."
        case .controlCancelledByAncestor:
            return "A recognizer on an ancestor cancels a control's touches when it recognizes."
        case .controlUnderUIKitGesture:
            return "A gesture UIKit installs takes a drag or press that starts on a control, cancelling the control."
        case .scrollPanCompetes:
            return "A scroll view's pan competes with a pan inside its content along the same axis."
        case .delayedTap:
            return "A tap waits for the recognizers it requires to fail longer than the limit."
        case .incompleteSampling:
            return "The scene is too large to sample every view; some findings may be missing."
        }
    }

    /// Where the rule's section is, relative to the repository root (SARIF `helpUri`).
    package var specReference: String {
        switch self {
        case .competingRecognizers, .delayedTap: return "docs/spec/SEMANTICS.md#6-arbitration"
        case .unreachableRecognizer, .incompleteSampling:
            return "docs/spec/SEMANTICS.md#4-which-recognizers-see-a-touch"
        case .controlCancelledByAncestor, .controlUnderUIKitGesture:
            return "docs/spec/SEMANTICS.md#93-controls-versus-recognizers-on-ancestors"
        case .scrollPanCompetes: return "docs/spec/SEMANTICS.md#94-uiscrollview"
        }
    }

    package static func < (a: LintRule, b: LintRule) -> Bool {
        allCases.firstIndex(of: a) ?? 0 < allCases.firstIndex(of: b) ?? 0
    }
}

/// How much a finding matters; `lint --level` fails the run at or above a level.
package enum LintSeverity: String, Sendable, CaseIterable, Comparable {
    /// Probably deliberate, worth knowing (a disabled recognizer).
    case note
    /// Probably a bug: a gesture that cannot happen or another gesture takes its touches.
    case warning
    /// Reserved for findings that are bugs whatever the intent; no rule reports it yet.
    case error

    package static func < (a: LintSeverity, b: LintSeverity) -> Bool {
        allCases.firstIndex(of: a) ?? 0 < allCases.firstIndex(of: b) ?? 0
    }
}
