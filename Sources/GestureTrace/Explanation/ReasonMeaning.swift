/// What a reason means to `why` (issue 28): every reason case mapped, by an exhaustive switch,
/// to the rule behind it. A new reason case does not compile until it is given a meaning here,
/// and the stories' sections, "because" lines and fixes switch over these, never over text.
enum ReasonMeaning: Equatable {
    /// Excluded by the recognizer `by` (SEMANTICS §6.4).
    case excluded(by: String)
    /// A nested scroll view's pan at its content edge left the drag to its enclosing scroll
    /// view through `transfers…ScrollingToParent` along `axis` (SEMANTICS §9.4.4), then was
    /// excluded by `excludedBy`'s pan (nil: its touches lifted first).
    case handedToParent(axis: Axis, scrollView: String, excludedBy: String?)
    /// A failure requirement on `required` became effective (SEMANTICS §6.3).
    case requiredToFail(String)
    /// Delayed until its requirements failed, the first of them `first` (SEMANTICS §5.6, §6.2).
    case waited(first: String?)
    /// A scroll view's pan: `touchesShouldCancel(in:)` answered false (SEMANTICS §9.4.2).
    case touchesShouldCancelRefusal
    /// A scroll view's pan: `canCancelContentTouches` is false (SEMANTICS §9.4.2).
    case contentCancelRefusal
    /// A control's `gestureRecognizerShouldBegin` (SEMANTICS §6.7, §9.3).
    case controlRefusal
    /// The delegate's `gestureRecognizerShouldBegin` (SEMANTICS §6.7).
    case delegateRefusal
    /// Touches cancelled (SEMANTICS §2.8).
    case cancelled
    /// A `script` step (SEMANTICS §5.3).
    case script
    /// The app changed the scene: a recognizer disabled, scrolling turned off, a view removed
    /// (SEMANTICS §2.12).
    case sceneChange
    /// The recognizer's or gesture's own rule; `swiftUISection` is the SWIFTUI section told
    /// when a SwiftUI line repeats it.
    case ownRule(swiftUISection: String)
    /// A SwiftUI gesture held or paused behind `waitsFor` (SWIFTUI §3.3).
    case swiftUIHold(waitsFor: String?)
    /// A higher-priority SwiftUI gesture won (SWIFTUI §3.3).
    case swiftUIOutranked
    /// The whole SwiftUI gesture finished (SWIFTUI §3.2).
    case swiftUIWholeGesture

    /// The SWIFTUI sections of a primitive's own rules: finger counts, presses and cancels
    /// follow §3.4, the rest §1 with §3.2's phases.
    private static let primitive = "§1, §3.2"

    init(_ reason: Reason) {
        switch reason {
        case .unstated, .endedWhileWaiting, .nextEventAfterBegan, .customStated, .customSetState,
            .customUncreatable, .swiftUINoGesture, .swiftUIGesture, .swiftUICombined:
            self = .ownRule(swiftUISection: Self.primitive)
        case .excluded(let by, _, _, let handedOff):
            if let handedOff, let axis = handedOff.transferAxis {
                self = .handedToParent(axis: axis, scrollView: handedOff.scrollView, excludedBy: by)
            } else {
                self = .excluded(by: by)
            }
        case .requiresFailure(let required, _): self = .requiredToFail(required)
        case .waited(_, let required): self = .waited(first: required.first)
        case .shouldBegin(let refusal):
            switch refusal {
            case .delegateFalse, .delegateExpression: self = .delegateRefusal
            case .control: self = .controlRefusal
            case .contentTracking(_, .canCancelContentTouchesFalse): self = .contentCancelRefusal
            case .contentTracking(_, .touchesShouldCancelFalse): self = .touchesShouldCancelRefusal
            // The swipe handler is UIKit's own delegate: its answer is the class's rule (§9.12).
            case .swipeActions: self = .ownRule(swiftUISection: Self.primitive)
            }
        case .systemCancel, .touchesCancelled: self = .cancelled
        case .scriptStep: self = .script
        case .disabled, .scrollDisabled, .viewRemoved: self = .sceneChange
        case .rule(let rule):
            if case .swipeTouchesEnded(_, cancelled: true) = rule {
                self = .cancelled
            } else if case .panLiftedBeforeBeginning(.handedOff(let handedOff)) = rule,
                let axis = handedOff.transferAxis
            {
                self = .handedToParent(axis: axis, scrollView: handedOff.scrollView, excludedBy: nil)
            } else {
                self = .ownRule(swiftUISection: Self.primitive)
            }
        case .scrollDelayReleased(let release):
            switch release {
            case .touchesCancelled: self = .cancelled
            case .movedAlongUnscrollableAxis, .liftedBeforeDelay, .delayElapsed:
                self = .ownRule(swiftUISection: Self.primitive)
            }
        case .swiftUIRule(let rule):
            switch rule {
            case .dragSecondFinger, .longPressSecondFinger, .tapSecondFinger, .longPressPressing, .longPressMoved,
                .longPressLiftedEarly, .longPressHeld:
                self = .ownRule(swiftUISection: "§3.4")
            default:
                self = .ownRule(swiftUISection: Self.primitive)
            }
        case .swiftUIHeld(let by), .swiftUIPausedBehind(let by, _): self = .swiftUIHold(waitsFor: by)
        case .swiftUIPaused(let waits):
            switch waits.first {
            case .mustFail(let id, _): self = .swiftUIHold(waitsFor: id)
            case .scrollDelay(let view): self = .swiftUIHold(waitsFor: view)
            case nil: self = .swiftUIHold(waitsFor: nil)
            }
        case .swiftUIOutranked: self = .swiftUIOutranked
        case .swiftUIWholeGestureFinished: self = .swiftUIWholeGesture
        }
    }

    /// The SEMANTICS section of an arbitration reason, or nil for the recognizer's own rules
    /// (its kind's section applies).
    var section: String? {
        switch self {
        case .excluded: return "§6.4"
        case .handedToParent(_, _, let excludedBy): return excludedBy == nil ? "§9.4.4" : "§6.4, §9.4.4"
        case .requiredToFail: return "§6.3"
        case .waited: return "§5.6, §6.2"
        case .touchesShouldCancelRefusal, .contentCancelRefusal: return "§9.4"
        case .controlRefusal, .delegateRefusal: return "§6.7"
        case .cancelled: return "§2.8"
        case .script: return "§5.3"
        case .sceneChange: return "§2.12"
        case .ownRule, .swiftUIHold, .swiftUIOutranked, .swiftUIWholeGesture: return nil
        }
    }

    /// The SWIFTUI section of a SwiftUI phase line with this meaning.
    var swiftUISection: String {
        switch self {
        case .swiftUIHold, .swiftUIOutranked: return "§3.3"
        case .excluded, .requiredToFail: return "§2.2"
        case .handedToParent(_, _, let excludedBy): return excludedBy == nil ? Self.primitive : "§2.2"
        case .cancelled: return "§3.4"
        case .swiftUIWholeGesture: return "§3.2"
        case .ownRule(let section): return section
        case .waited, .touchesShouldCancelRefusal, .contentCancelRefusal, .controlRefusal, .delegateRefusal, .script,
            .sceneChange:
            return Self.primitive
        }
    }

    /// The other recognizer the reason names: the winner, the requirement, the first waited for.
    var otherRecognizer: String? {
        switch self {
        case .excluded(let by): return by
        case .handedToParent(_, _, let excludedBy): return excludedBy
        case .requiredToFail(let required): return required
        case .waited(let first): return first
        case .touchesShouldCancelRefusal, .contentCancelRefusal, .controlRefusal, .delegateRefusal, .cancelled,
            .script, .sceneChange, .ownRule, .swiftUIHold, .swiftUIOutranked, .swiftUIWholeGesture:
            return nil
        }
    }
}
