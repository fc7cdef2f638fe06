/// The delegate methods whose answer a scene may give as an expression (FORMAT §2.4), and
/// what each may look at.
///
/// When UIKit asks each one is SEMANTICS §6.9: `shouldReceiveTouch` once per recognizer and
/// touch at the touch's began (§4.3), `shouldBegin` when the recognizer asks to leave possible
/// (§6.7), `simultaneousWith` when exclusion between two recognizers is decided (§6.4 (g)), and
/// the two failure questions when the failure graph is built (§6.1; gesturetrace fixes it per
/// scene, docs/DECISIONS.md "Delegate expressions").
package enum DelegateQuestion: String, Sendable, CaseIterable {
    case shouldBegin, shouldReceiveTouch, simultaneousWith, shouldRequireFailureOf, shouldBeRequiredToFailBy

    /// The UIKit method, as reasons quote it.
    package var methodName: String {
        switch self {
        case .shouldBegin: return "gestureRecognizerShouldBegin"
        case .shouldReceiveTouch: return "gestureRecognizer(_:shouldReceive:)"
        case .simultaneousWith: return "gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)"
        case .shouldRequireFailureOf: return "gestureRecognizer(_:shouldRequireFailureOf:)"
        case .shouldBeRequiredToFailBy: return "gestureRecognizer(_:shouldBeRequiredToFailBy:)"
        }
    }

    /// Whether the question has an `other` recognizer.
    var hasOther: Bool {
        switch self {
        case .simultaneousWith, .shouldRequireFailureOf, .shouldBeRequiredToFailBy: return true
        case .shouldBegin, .shouldReceiveTouch: return false
        }
    }

    /// Why `variable` cannot be read in this question, or nil when it can.
    func refusal(of variable: DelegateVariable) -> String? {
        switch variable.scope {
        case .recognizerFixed:
            return nil
        case .recognizerLive:
            switch self {
            case .shouldBegin, .simultaneousWith: return nil
            case .shouldReceiveTouch:
                return
                    "'\(variable.rawValue)' is not available in shouldReceiveTouch, which is asked before the touch is added; use touch.* and the recognizer's id, kind and view"
            case .shouldRequireFailureOf, .shouldBeRequiredToFailBy:
                return
                    "'\(variable.rawValue)' changes during a gesture, and gesturetrace decides failure requirements once per scene (docs/DECISIONS.md); use id, kind, view.* and other.id, other.kind, other.view.*"
            }
        case .touch:
            return self == .shouldReceiveTouch
                ? nil : "'\(variable.rawValue)' is available only in shouldReceiveTouch, the question that has a touch"
        case .otherFixed:
            return hasOther
                ? nil
                : "'\(variable.rawValue)' is available only in questions about another recognizer (simultaneousWith, shouldRequireFailureOf, shouldBeRequiredToFailBy)"
        case .otherLive:
            if self == .simultaneousWith { return nil }
            return hasOther
                ? "'\(variable.rawValue)' changes during a gesture, and gesturetrace decides failure requirements once per scene (docs/DECISIONS.md); use other.id, other.kind, other.view.*"
                : "'\(variable.rawValue)' is available only in simultaneousWith"
        }
    }
}
