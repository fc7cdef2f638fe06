/// Why the engine did something (issue 28): a closed set of decisions with their ids and
/// numbers as typed payloads, carried by `state`, `cell`, `refused`, `unused` and
/// `swiftuiPhase` records. The engine never builds a reason's text; the writers render it
/// once (`ReasonText`), and `why` and the report switch over the cases instead of reading
/// sentences back.
package indirect enum Reason: Sendable, Equatable {
    /// No reason given (a composite SwiftUI part that stays possible, FORMAT §4 prints none).
    case unstated

    // MARK: Arbitration (SEMANTICS §5, §6)

    /// A recognizer that became effective excluded this one (SEMANTICS §6.4): `winner` shows
    /// `shown`; `answers` are the delegates' `simultaneousWith` expressions that answered no
    /// (FORMAT §2.4), the loser's first; `handedOff`: a nested scroll view's pan had not tried to
    /// begin because it left the drag to its enclosing scroll view (SEMANTICS §9.4.4).
    case excluded(by: String, shown: DisplayState, answers: [ExpressionRefusal], handedOff: ScrollHandOff? = nil)
    /// A failure requirement became effective (SEMANTICS §6.3): `required` showed `shown`.
    case requiresFailure(of: String, shown: DisplayState)
    /// The recognizer's own `reason`, delayed until `required` all failed (SEMANTICS §5.6, §6.2).
    case waited(Reason, for: [String])
    /// `gestureRecognizerShouldBegin` (or a class's equivalent) answered no (SEMANTICS §6.7).
    case shouldBegin(ShouldBeginRefusal)
    /// The input cancelled the touches (SEMANTICS §2.8).
    case systemCancel
    /// The recognizer's own touches were cancelled (SEMANTICS §2.8): one touch or several.
    case touchesCancelled(count: Int)
    /// A recognizer's touches ended while it waited for a requirement to fail (SEMANTICS §5.6).
    case endedWhileWaiting
    /// A continuous recognizer's first event after began (SEMANTICS §5.1).
    case nextEventAfterBegan
    /// A `script` recognizer's step (FORMAT §2.2, SEMANTICS §5.3): step `number` (from 1).
    case scriptStep(number: Int, at: Double, asks: RequestedState)
    /// A recognizer's own rule, by kind (SEMANTICS §8, §9.4): thresholds, counts, timers.
    case rule(RecognizerRule)

    // MARK: Scene changes (SEMANTICS §2.12, FORMAT §3.5)

    /// The app set the recognizer's `isEnabled` to false.
    case disabled
    /// The app set scroll view `view`'s `scrollEnabled` to false, which disables its pan.
    case scrollDisabled(view: String)
    /// The recognizer's view left the window: `removed` was removed from its superview.
    case viewRemoved(removed: String)

    // MARK: Scroll views (SEMANTICS §9.4.1)

    /// The scroll view's delay recognizer released a content touch.
    case scrollDelayReleased(ScrollDelayRelease)

    // MARK: Custom recognizers (docs/CUSTOM-RECOGNIZERS.md)

    /// A custom recognizer's own words, given with `setState(_:reason:)`.
    case customStated(String)
    /// A custom recognizer set `state` without a reason: which class, to what, in which callback.
    case customSetState(className: String, state: String, callback: String)
    /// A custom recognizer class could not be created from the scene's parameters.
    case customUncreatable(className: String, error: String)

    // MARK: SwiftUI (SWIFTUI §2, §3)

    /// The SwiftUI host recognizer's touch reached no SwiftUI gesture (SWIFTUI §3.5).
    case swiftUINoGesture
    /// A SwiftUI recognizer's gesture changed phase without a reason of its own.
    case swiftUIGesture(SwiftUIPhaseName)
    /// A SwiftUI gesture's own rule (SWIFTUI §1, §3.4).
    case swiftUIRule(SwiftUIRule)
    /// A composite's phase follows its parts (SWIFTUI §3.2).
    case swiftUICombined(SwiftUICombination)
    /// A higher-priority gesture holds this one possible (SWIFTUI §3.3 rule 10).
    case swiftUIHeld(by: String)
    /// A higher-priority gesture is active, ended or possible: this one waits (SWIFTUI §3.3).
    case swiftUIPausedBehind(String, SwiftUIPriorityStanding)
    /// The UIKit recognizers that must fail first keep the gesture paused (SWIFTUI §2.2, rule 11).
    case swiftUIPaused([SwiftUIWait])
    /// A higher-priority gesture won, so this one fails (SWIFTUI §3.3 rule 10).
    case swiftUIOutranked(by: String, SwiftUIPriorityStanding)
    /// The whole gesture finished while this part was still possible (SWIFTUI §3.2 rule 9).
    case swiftUIWholeGestureFinished(root: String?)
}

/// A delegate expression that answered no (FORMAT §2.4), with the recognizer whose delegate
/// it is; rendered by `DelegateExpression.Verdict`.
package struct ExpressionRefusal: Sendable, Equatable {
    package var recognizer: String
    package var verdict: DelegateExpression.Verdict

    package init(recognizer: String, verdict: DelegateExpression.Verdict) {
        self.recognizer = recognizer
        self.verdict = verdict
    }
}

/// Who answered no to a recognizer leaving possible (SEMANTICS §6.7).
package enum ShouldBeginRefusal: Sendable, Equatable {
    /// The delegate's constant `shouldBegin: false`.
    case delegateFalse
    /// The delegate's `shouldBegin` expression (FORMAT §2.4).
    case delegateExpression(DelegateExpression.Verdict)
    /// A control under the touch keeps its own action (SEMANTICS §9.3).
    case control(view: String, viewClass: ViewClass, ControlRefusal)
    /// A scroll view's pan whose content tracks the touch (SEMANTICS §9.4.2).
    case contentTracking(content: String, ContentCancelRefusal)
    /// A list's swipe-action pan: its handler finds no row, or no actions for the swipe's
    /// side, under the touch (SEMANTICS §9.12).
    case swipeActions(SwipeActionRefusal)
}

/// A control's `gestureRecognizerShouldBegin` answer for a recognizer on another view
/// (SEMANTICS §9.3, §9.6).
package enum ControlRefusal: Sendable, Equatable, CaseIterable {
    case defaultActionBeatsSingleTap, switchPan
    /// A UISlider refuses every recognizer while it tracks its thumb (SEMANTICS §9.6).
    case sliderTracking
    /// A UISlider refuses a swipe or a pan along it whose location is on its thumb (§9.6).
    case sliderSwipeOnThumb, sliderPanOnThumb
}

/// Why a scroll view's pan may not cancel its tracking content (SEMANTICS §9.4.2).
package enum ContentCancelRefusal: Sendable, Equatable {
    /// `canCancelContentTouches` is false.
    case canCancelContentTouchesFalse
    /// `touchesShouldCancel(in:)` answered false: UIKit's default for a control, or the
    /// scene's override.
    case touchesShouldCancelFalse(overridden: Bool)
}

/// How a scroll view's delay recognizer let a content touch go (SEMANTICS §9.4.1).
package enum ScrollDelayRelease: Sendable, Equatable {
    /// The touch moved beyond `limit` along an axis the scroll view cannot scroll.
    case movedAlongUnscrollableAxis(limit: Double)
    /// The finger lifted before the delay: `touchesShouldBegin` taken as true.
    case liftedBeforeDelay
    /// The `scrollDelay` timer fired: `touchesShouldBegin` taken as true.
    case delayElapsed
    /// Its touches were cancelled.
    case touchesCancelled
}

/// A lower SwiftUI gesture's view of a higher-priority one (SWIFTUI §3.3).
package enum SwiftUIPriorityStanding: Sendable, Equatable, CaseIterable {
    case possible, active, ended
}

/// What a paused SwiftUI gesture waits for (SWIFTUI §2.2).
package enum SwiftUIWait: Sendable, Equatable {
    /// A UIKit recognizer it must wait for, still active or possible.
    case mustFail(String, active: Bool)
    /// A scroll view whose delay still withholds the touch (SEMANTICS §9.4.1).
    case scrollDelay(view: String)
}

/// A composite SwiftUI gesture's phase from its parts' (SWIFTUI §3.2).
package enum SwiftUICombination: Sendable, Equatable, CaseIterable {
    case firstActive, firstEnded, firstFailed, secondActive, secondEnded, secondFailed
    case secondActiveWhileFirstPossible, secondEndedWhileFirstPossible
    case firstFailedSecondActive, firstFailedSecondEnded, bothFailed, bothFinishedOneEnded
    case firstEndedSecondReceives
}

extension Reason {
    /// A SwiftUI dependency holds or pauses the gesture (SWIFTUI §3.3): said once per change
    /// even though the phase stays possible.
    package var isSwiftUIHold: Bool {
        switch self {
        case .swiftUIHeld, .swiftUIPausedBehind, .swiftUIPaused: return true
        default: return false
        }
    }
}

extension Reason {
    /// A reason's case without its payload: what tests enumerate to prove every case has a
    /// rendering and a meaning for `why` (issue 28).
    package enum Kind: CaseIterable, Sendable {
        case unstated, excluded, requiresFailure, waited, shouldBegin, systemCancel, touchesCancelled
        case endedWhileWaiting, nextEventAfterBegan, scriptStep, rule, scrollDelayReleased
        case disabled, scrollDisabled, viewRemoved
        case customStated, customSetState, customUncreatable
        case swiftUINoGesture, swiftUIGesture, swiftUIRule, swiftUICombined, swiftUIHeld, swiftUIPausedBehind
        case swiftUIPaused, swiftUIOutranked, swiftUIWholeGestureFinished
    }

    package var kind: Kind {
        switch self {
        case .unstated: return .unstated
        case .excluded: return .excluded
        case .requiresFailure: return .requiresFailure
        case .waited: return .waited
        case .shouldBegin: return .shouldBegin
        case .systemCancel: return .systemCancel
        case .touchesCancelled: return .touchesCancelled
        case .endedWhileWaiting: return .endedWhileWaiting
        case .nextEventAfterBegan: return .nextEventAfterBegan
        case .scriptStep: return .scriptStep
        case .rule: return .rule
        case .scrollDelayReleased: return .scrollDelayReleased
        case .disabled: return .disabled
        case .scrollDisabled: return .scrollDisabled
        case .viewRemoved: return .viewRemoved
        case .customStated: return .customStated
        case .customSetState: return .customSetState
        case .customUncreatable: return .customUncreatable
        case .swiftUINoGesture: return .swiftUINoGesture
        case .swiftUIGesture: return .swiftUIGesture
        case .swiftUIRule: return .swiftUIRule
        case .swiftUICombined: return .swiftUICombined
        case .swiftUIHeld: return .swiftUIHeld
        case .swiftUIPausedBehind: return .swiftUIPausedBehind
        case .swiftUIPaused: return .swiftUIPaused
        case .swiftUIOutranked: return .swiftUIOutranked
        case .swiftUIWholeGestureFinished: return .swiftUIWholeGestureFinished
        }
    }
}
