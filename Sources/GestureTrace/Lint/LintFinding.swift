/// One finding of `gesturetrace lint` (FORMAT §7), as data: the rule, its severity, what was
/// found in typed form, and the witness point. Text is made from it once, by `LintMessage`;
/// the writers lay it out.
package struct LintFinding: Sendable, Equatable {
    package var rule: LintRule
    package var severity: LintSeverity
    package var problem: LintProblem
    /// A window point where a touch shows the problem (nil when no touch can: an unreachable
    /// recognizer, a scene-wide note).
    package var witness: Point?

    /// The recognizer (or, failing one, the view) the finding is located at: its declaration
    /// is the finding's place in the scene file.
    package var subject: LintSubject { problem.subject }
}

/// What a finding is about, for its location.
package enum LintSubject: Sendable, Equatable {
    case recognizer(Int)
    case view(Int)
}

/// What lint found, with the numbers its message needs (indices into the scene).
package enum LintProblem: Sendable, Equatable {
    /// `first` comes before `second` in evaluation order (SEMANTICS §4.5), except that when
    /// one of them is UIKit's (`UIKitGesture.of`) `first` is the app's, so that the finding
    /// is located at a declaration the developer wrote.
    case competing(first: Int, second: Int, outcome: LintOutcome)
    case unreachable(recognizer: Int, because: Unreachability)
    /// `recognizer` (on an ancestor of `control`) cancels the control's touches when it
    /// recognizes; `partly` when the control refuses part of its gestures (a pan along a
    /// switch, a swipe along a slider: SEMANTICS §6.7).
    case cancelsControl(recognizer: Int, control: Int, partly: Bool)
    /// The same for a recognizer UIKit installs (`ControlCancelRule.uikitGesture`): located at
    /// the control, the app's part, since the recognizer is no declaration the app wrote.
    case uikitGestureOverControl(recognizer: Int, control: Int, gesture: UIKitGesture, partly: Bool)
    /// `pan` is inside `scrollView`'s content; `outcome` says who takes a drag.
    case scrollCompetes(scrollPan: Int, pan: Int, outcome: LintOutcome)
    /// `tap` waits `delay` seconds for `awaited` to fail, above `limit`.
    case delayedTap(tap: Int, awaited: Int, delay: Double, limit: Double)
    /// Only `sampled` of `views` views were sampled (the rest were not judged).
    case incomplete(sampledViews: Int, views: Int)

    var subject: LintSubject {
        switch self {
        case .competing(let first, _, _): return .recognizer(first)
        case .unreachable(let r, _): return .recognizer(r)
        case .cancelsControl(let r, _, _): return .recognizer(r)
        case .uikitGestureOverControl(_, let control, _, _): return .view(control)
        case .scrollCompetes(_, let pan, _): return .recognizer(pan)
        case .delayedTap(let tap, _, _, _): return .recognizer(tap)
        case .incomplete: return .view(Scene.windowIndex)
        }
    }

    /// Every recognizer the finding names, for stable ordering.
    var recognizers: [Int] {
        switch self {
        case .competing(let a, let b, _): return [a, b]
        case .unreachable(let r, _): return [r]
        case .cancelsControl(let r, _, _): return [r]
        case .uikitGestureOverControl(let r, _, _, _): return [r]
        case .scrollCompetes(let s, let p, _): return [p, s]
        case .delayedTap(let t, let a, _, _): return [t, a]
        case .incomplete: return []
        }
    }
}

/// The recognizers UIKit installs, which every rule tells apart from the app's: each takes a
/// control's touches its own way and leaves the app its own levers. A finding's fix is never a
/// setting or delegate answer of one of these (UIKit owns them: a scroll view must stay its
/// pan's delegate, a sheet's or a list's recognizers are private), but the app's declarations:
/// its own recognizer's `require(toFail:)` and delegate answers, the view's keys (issue 28
/// item 3, FORMAT §7 "UIKit's recognizers").
package enum UIKitGesture: Sendable, Equatable {
    /// UINavigationController's back swipe or iOS 26 content back swipe (SEMANTICS §9.7).
    case backSwipe
    /// A presented sheet's dismiss pan (SEMANTICS §9.14).
    case sheetPan
    /// A list's swipe-action pan (SEMANTICS §9.12).
    case swipeActions
    /// A `UIContextMenuInteraction`'s recognizers (SEMANTICS §9.13).
    case contextMenu
    /// A scroll view's built-in pan (SEMANTICS §9.4): public as `panGestureRecognizer`, but its
    /// delegate must stay the scroll view.
    case scrollViewPan
    /// A text field's or text view's text-interaction tap (SEMANTICS §9.8).
    case textInteraction
    /// The window's system gesture gate (SEMANTICS §9.11).
    case systemGestureGate

    /// Which of UIKit's own recognizers `spec` is, or nil for the app's.
    package static func of(_ spec: RecognizerSpec) -> UIKitGesture? {
        if spec.navigationRole != nil { return .backSwipe }
        switch spec.kind {
        case .sheetPan: return .sheetPan
        case .swipeActionPan: return .swipeActions
        case .contextMenu: return .contextMenu
        case .scrollViewPan: return .scrollViewPan
        case .textMultiTap: return .textInteraction
        case .systemGestureGate: return .systemGestureGate
        default: return nil
        }
    }
}

/// What UIKit does with two competing recognizers on one touch (SEMANTICS §6.4–§6.8).
package enum LintOutcome: Sendable, Equatable {
    /// `winner` cannot prevent `other` (SEMANTICS §6.6): both recognize, `winner` first
    /// (a single tap fires on the first tap of a double tap).
    case bothRecognize(first: Int, then: Int)
    /// Same trigger: both become effective in one update and the earlier in evaluation order
    /// wins and excludes the other (SEMANTICS §6.8, §6.4): `loser` never recognizes a touch
    /// that reaches both.
    case evaluationOrder(winner: Int, loser: Int)
    /// `winner` reaches its threshold first (`winnerAt` < `loserAt`, in `unit`) and excludes
    /// `loser` (SEMANTICS §6.4).
    case earlierThreshold(winner: Int, loser: Int, winnerAt: Double, loserAt: Double, unit: ThresholdUnit)
    /// Whichever recognizes first excludes the other (SEMANTICS §6.4); which one depends on
    /// the movement.
    case race
}

/// The unit of a recognizer's threshold in `LintOutcome.earlierThreshold`.
package enum ThresholdUnit: String, Sendable, Equatable {
    case points = "pt"
    case seconds = "s"
}

/// Why no touch reaches a recognizer, the first that applies (SEMANTICS §1.2–§1.4, §4.3).
package enum Unreachability: Sendable, Equatable {
    /// `isEnabled = false` (SEMANTICS §4.3).
    case disabled
    /// Its delegate's `gestureRecognizer(_:shouldReceive:)` answers false (SEMANTICS §4.3).
    case refusesEveryTouch
    /// `view` (its view or an ancestor) is skipped by hit testing with its subtree.
    case notHittable(view: Int, because: HitBlock)
    /// `view` (its view or an ancestor) has zero width or height: nothing inside it is hit
    /// (SEMANTICS §1.4).
    case zeroSize(view: Int)
    /// Every sample point of its view hits elsewhere: covered by a later sibling, outside a
    /// superview's bounds or hit-test override. `hit` is what a touch at its view's centre
    /// hits (nil: nothing).
    case covered(centreHits: Int?)
}

/// Why hit testing skips a view and its subviews (SEMANTICS §1.2, §1.3, §1.6).
package enum HitBlock: Sendable, Equatable {
    case hidden
    /// `isUserInteractionEnabled = false`; `classDefault` for UILabel and UIImageView.
    case interactionDisabled(classDefault: Bool)
    case transparent(alpha: Double)
    case disabledControl
}
