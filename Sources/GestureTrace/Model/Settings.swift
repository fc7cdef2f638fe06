/// The configurable defaults of SEMANTICS §12, overridable per scene with `settings`
/// (FORMAT §2). Each default, its confidence and its source are listed in docs/DEFAULTS.md.
package struct Settings: Sendable, Equatable {
    /// A view is not hittable if `alpha <= alphaHitThreshold` (SEMANTICS §1.3).
    package var alphaHitThreshold = 0.01
    /// Radius every tap of a tap recognizer must stay within (SEMANTICS §8.1).
    package var tapAllowableMovement = 45.0
    /// Longest gap between the taps of a multi-tap (SEMANTICS §8.1).
    package var tapMaxInterval = 0.35
    /// Longest a finger may stay down within one tap (SEMANTICS §8.1) ⚠.
    package var tapMaxDuration = 0.75
    /// `UILongPressGestureRecognizer.minimumPressDuration` default (SEMANTICS §8.2).
    package var longPressMinDuration = 0.5
    /// `UILongPressGestureRecognizer.allowableMovement` default (SEMANTICS §8.2).
    package var longPressAllowableMovement = 10.0
    /// Per-axis movement before a pan begins (SEMANTICS §8.3).
    package var panHysteresis = 10.0
    /// A possible pan fails when a touch beyond `maximumNumberOfTouches` comes down (SEMANTICS §8.3) ⚠.
    package var panFailsPastMaxTouches = true
    /// Swipe rules (SEMANTICS §8.4) ⚠.
    package var swipeMaxDuration = 0.5
    package var swipeMinPrimary = 50.0
    package var swipeMaxPrimary = Double.infinity
    package var swipeMinSecondary = 0.0
    package var swipeMaxSecondary = 200.0
    package var swipeMinDecay = 0.06
    package var swipeMaxDecay = 0.02
    package var swipeMinRate = 0.0
    package var swipeMaxOpposite = Double.infinity
    /// Change in finger distance before a pinch begins (SEMANTICS §8.5).
    package var pinchHysteresis = 8.0
    /// Change in finger distance from which pinching counts as the dominant motion (SEMANTICS §8.5 step 3
    /// ⚠). UIKit's motion analyser is not modelled; the note's stand-in is this threshold, by
    /// default equal to `pinchHysteresis`, so the hysteresis test alone decides.
    package var pinchDominance = 8.0
    /// Base rotation threshold in degrees; the threshold grows to twice this with spread (SEMANTICS §8.6).
    package var rotationThreshold = 5.0
    /// Width of the zone at a screen edge where an edge pan may start (SEMANTICS §8.7) ⚠.
    package var edgeRegion = 13.0
    /// Movement away from the edge before an edge pan begins (SEMANTICS §8.7).
    package var edgeHysteresis = 15.0
    /// A navigation controller also installs the full-width content back swipe,
    /// `interactiveContentPopGestureRecognizer` (iOS 26 and later; SEMANTICS §9.7).
    package var contentBackSwipe = true
    /// Every other recognizer that receives a touch with the back swipe waits for it to fail,
    /// as the navigation controller's own delegate answers (SEMANTICS §9.7) ⚠.
    package var backSwipeRequiredToFail = true
    /// How long the window's system gesture gate holds a touch at a system edge before it
    /// gives up on the system (SEMANTICS §9.11; 0.75 s in iOS 26.1's UIKitCore and an earlier decompiled release, code K40).
    package var systemGateTimeout = 0.75
    /// How far a touch held by the system gesture gate moves away from its edge before the
    /// system takes it as its own gesture (SEMANTICS §9.11) ⚠: SpringBoard's recognizers are
    /// not public; DECISIONS "System gesture distance".
    package var systemGestureDistance = 10.0
    /// Horizontal movement before a list's swipe-action pan begins: `_UISwipeHandler` sets
    /// the pan's hysteresis to 25 pt and forbids vertical panning (SEMANTICS §9.12; code K41).
    package var swipeActionHysteresis = 25.0
    /// Width of one swipe action's button when the scene gives none (SEMANTICS §9.12) ⚠: UIKit
    /// sizes it from the title; DECISIONS "Swipe actions".
    package var swipeActionButtonWidth = 74.0
    /// How long a context menu's press is held before it begins and the view lifts into its
    /// preview: the `_UITouchDurationObservingGestureRecognizer`'s `minimumDurationRequired`
    /// (SEMANTICS §9.13; 0.15 s in iOS 26.1's UIKitCore, code K45).
    package var contextMenuPreviewDelay = 0.15
    /// How long a context menu's press is held before the menu is presented: the long-press
    /// driver's `clickDownDuration` (SEMANTICS §9.13; code K45: 0.4 s on a phone, 0.325 s on an
    /// iPad, 0.5 s and 0.3 s with the Touch Accommodations duration set slow or fast).
    package var contextMenuDuration = 0.4
    /// How far, along either axis, a context menu's press may move before the menu is
    /// presented (SEMANTICS §9.13) ⚠: UIKit sets it from a function whose value the decompiled
    /// code does not show; DECISIONS "Context menus".
    package var contextMenuAllowableMovement = 10.0
    /// The deceleration rate a page sheet projects its release with: it settles on the detent
    /// nearest to where it was let go plus velocity × rate / (1 − rate) / 1000 s, the dismissal
    /// being the detent past its height (SEMANTICS §9.14; 0.99 in iOS 26.1's UIKitCore,
    /// `SheetDecelerationFactor`, code K57, K59).
    package var sheetDecelerationRate = 0.99
    /// How far past its detent a sheet that may not be dismissed rubber-bands before the pull
    /// counts as an attempt to dismiss it: its `_rubberBandExtentBeyondMaximumOffset`
    /// (SEMANTICS §9.14) ⚠: computed in Swift code the decompiled UIKitCore does not show;
    /// DECISIONS "Page sheets".
    package var sheetDismissAttemptExtent = 200.0
    /// A drag that begins sooner than this after the scroll view's previous drag ended does not
    /// move the sheet at the scroll view's top (`MinimumSheetSwipeInterval`, 0.4 s in iOS
    /// 26.1's UIKitCore; SEMANTICS §9.14, code K57).
    package var sheetMinimumSwipeInterval = 0.4
    /// Expansion of a control's bounds for inside/outside tracking (SEMANTICS §9.2) ⚠.
    package var controlDragSlop = 70.0
    /// How long a scroll view withholds a content touch's began (SEMANTICS §9.4).
    package var scrollDelay = 0.15
    /// Movement along a scrollable axis before a scroll view's pan begins (SEMANTICS §9.4) ⚠.
    package var scrollHysteresis = 10.0
    /// How far a drag past a content edge moves the content, as a fraction of the bounds
    /// dimension scale (UIKit's rubber band since iOS 6, SEMANTICS §9.4.5) ⚠.
    package var scrollRubberBandCoefficient = 0.55
    /// Below this release speed (points per second, the latest velocity sample) a scroll view
    /// does not decelerate: it settles where the finger left it, or on the nearest page
    /// (SEMANTICS §9.4.5) ⚠.
    package var scrollDecelerationMinVelocity = 250.0
    /// `UITouch.tapCount` rules (SEMANTICS §2.9) ⚠.
    package var tapCountInterval = 0.35
    package var tapCountDistance = 45.0
    /// On the update a recognizer wins, views get touchesCancelled before its action (SEMANTICS §7.1).
    package var cancelBeforeAction = true
    /// Which of two related recognizers effective in one update wins (SEMANTICS §6.8) ⚠.
    package var tieBreak = TieBreak.evaluationOrder
    /// A timer due at an event's time fires before the event (SEMANTICS §10.3).
    package var timerTieBreak = TimerTieBreak.beforeEvent
    /// A released delayed began is followed by a touchesMoved at the current location (SEMANTICS §7.3) ⚠.
    package var delayedBeganFollowUpMoved = true
    /// A recognizer already withholding a phase also withholds the began of every new touch it
    /// receives (SEMANTICS §7.5, code K1) ⚠. `false` gives the legacy Event Handling Guide's
    /// sequence, where the view sees every touch begin (S40, "Affecting the Delivery of Touches
    /// to Views").
    package var orderPreservingHold = true
    /// `gesturetrace lint`: a tap that waits longer than this for the recognizers it requires
    /// to fail is reported (`delayed-tap`, FORMAT §7). 0.1 s is the classic limit for a
    /// response to feel instantaneous (docs/DECISIONS.md "lint") ⚠.
    package var lintTapDelayLimit = 0.1
    /// SwiftUI settings (SWIFTUI §8.4; docs/DEFAULTS.md "SwiftUI"): which architecture runs
    /// (SWIFTUI §2) and the ⚠ numbers of SWIFTUI §1.
    package var swiftuiModel = SwiftUIModel.containers
    package var swiftuiTapMaxMovement = 45.0
    package var swiftuiTapMaxDuration = 0.75
    package var swiftuiTapMaxInterval = 0.35
    package var swiftuiButtonOutset = 70.0
    package var swiftuiButtonTouchDelay = 0.012
    package var swiftuiMinHitOpacity = 0.001
    package var swiftuiHitRadius = 0.0
    package var swiftuiDragVelocityLookahead = 0.25
    /// `GestureMask` `.gesture` and `.none` disable the gestures of the views they wrap (SWIFTUI
    /// §3.1 rule 4, D18); false is what iOS 18.x does (`IOSRelease.differences`).
    package var swiftuiMaskExcludesSubviews = true
    /// `LongPressGesture`'s `updating` runs while pressing (SWIFTUI rule 12, 15); false is what
    /// iOS 18.0–18.2 do (`IOSRelease.differences`).
    package var swiftuiLongPressUpdating = true
    /// The iOS release whose behaviour the scene runs (`settings.ios`); its rows of
    /// `IOSRelease.differences` set the settings above unless the scene gives them.
    package var ios = IOSRelease.newest
    /// The scene or the command line named the release: outputs then say which ran.
    package var iosNamed = false

    /// The release outputs name: the one the scene or the command line named, else nil (the
    /// default release ran, and outputs stay as they were before releases existed).
    package var namedRelease: IOSRelease? { iosNamed ? ios : nil }

    package init() {}

    package enum TieBreak: String, Sendable, CaseIterable {
        /// The earlier recognizer in evaluation order (SEMANTICS §4.5) wins.
        case evaluationOrder
        /// The later recognizer in evaluation order wins (to explore the other outcome).
        case reverseEvaluationOrder
    }

    package enum TimerTieBreak: String, Sendable, CaseIterable {
        case beforeEvent
        case afterEvent
    }

    /// A setting's value kind, for decoding and documentation.
    package enum ValueKind: @unchecked Sendable {
        case number(WritableKeyPath<Settings, Double>)
        case bool(WritableKeyPath<Settings, Bool>)
        case tieBreak
        case timerTieBreak
        case swiftuiModel
        case ios
    }

    /// Every setting by its FORMAT/SEMANTICS name, in SEMANTICS §12's order. The decoder accepts exactly
    /// these names; anything else is an error.
    package static var names: [(name: String, kind: ValueKind)] {
        [
            ("alphaHitThreshold", .number(\.alphaHitThreshold)),
            ("tapAllowableMovement", .number(\.tapAllowableMovement)),
            ("tapMaxInterval", .number(\.tapMaxInterval)),
            ("tapMaxDuration", .number(\.tapMaxDuration)),
            ("longPressMinDuration", .number(\.longPressMinDuration)),
            ("longPressAllowableMovement", .number(\.longPressAllowableMovement)),
            ("panHysteresis", .number(\.panHysteresis)),
            ("panFailsPastMaxTouches", .bool(\.panFailsPastMaxTouches)),
            ("swipeMaxDuration", .number(\.swipeMaxDuration)),
            ("swipeMinPrimary", .number(\.swipeMinPrimary)),
            ("swipeMaxPrimary", .number(\.swipeMaxPrimary)),
            ("swipeMinSecondary", .number(\.swipeMinSecondary)),
            ("swipeMaxSecondary", .number(\.swipeMaxSecondary)),
            ("swipeMinDecay", .number(\.swipeMinDecay)),
            ("swipeMaxDecay", .number(\.swipeMaxDecay)),
            ("swipeMinRate", .number(\.swipeMinRate)),
            ("swipeMaxOpposite", .number(\.swipeMaxOpposite)),
            ("pinchHysteresis", .number(\.pinchHysteresis)),
            ("pinchDominance", .number(\.pinchDominance)),
            ("rotationThreshold", .number(\.rotationThreshold)),
            ("edgeRegion", .number(\.edgeRegion)),
            ("edgeHysteresis", .number(\.edgeHysteresis)),
            ("contentBackSwipe", .bool(\.contentBackSwipe)),
            ("backSwipeRequiredToFail", .bool(\.backSwipeRequiredToFail)),
            ("systemGateTimeout", .number(\.systemGateTimeout)),
            ("systemGestureDistance", .number(\.systemGestureDistance)),
            ("swipeActionHysteresis", .number(\.swipeActionHysteresis)),
            ("swipeActionButtonWidth", .number(\.swipeActionButtonWidth)),
            ("contextMenuPreviewDelay", .number(\.contextMenuPreviewDelay)),
            ("contextMenuDuration", .number(\.contextMenuDuration)),
            ("contextMenuAllowableMovement", .number(\.contextMenuAllowableMovement)),
            ("sheetDecelerationRate", .number(\.sheetDecelerationRate)),
            ("sheetDismissAttemptExtent", .number(\.sheetDismissAttemptExtent)),
            ("sheetMinimumSwipeInterval", .number(\.sheetMinimumSwipeInterval)),
            ("controlDragSlop", .number(\.controlDragSlop)),
            ("scrollDelay", .number(\.scrollDelay)),
            ("scrollHysteresis", .number(\.scrollHysteresis)),
            ("scrollRubberBandCoefficient", .number(\.scrollRubberBandCoefficient)),
            ("scrollDecelerationMinVelocity", .number(\.scrollDecelerationMinVelocity)),
            ("tapCountInterval", .number(\.tapCountInterval)),
            ("tapCountDistance", .number(\.tapCountDistance)),
            ("cancelBeforeAction", .bool(\.cancelBeforeAction)),
            ("tieBreak", .tieBreak),
            ("timerTieBreak", .timerTieBreak),
            ("delayedBeganFollowUpMoved", .bool(\.delayedBeganFollowUpMoved)),
            ("orderPreservingHold", .bool(\.orderPreservingHold)),
            ("lintTapDelayLimit", .number(\.lintTapDelayLimit)),
            ("ios", .ios),
            ("swiftuiModel", .swiftuiModel),
            ("swiftuiTapMaxMovement", .number(\.swiftuiTapMaxMovement)),
            ("swiftuiTapMaxDuration", .number(\.swiftuiTapMaxDuration)),
            ("swiftuiTapMaxInterval", .number(\.swiftuiTapMaxInterval)),
            ("swiftuiButtonOutset", .number(\.swiftuiButtonOutset)),
            ("swiftuiButtonTouchDelay", .number(\.swiftuiButtonTouchDelay)),
            ("swiftuiMinHitOpacity", .number(\.swiftuiMinHitOpacity)),
            ("swiftuiHitRadius", .number(\.swiftuiHitRadius)),
            ("swiftuiDragVelocityLookahead", .number(\.swiftuiDragVelocityLookahead)),
            ("swiftuiMaskExcludesSubviews", .bool(\.swiftuiMaskExcludesSubviews)),
            ("swiftuiLongPressUpdating", .bool(\.swiftuiLongPressUpdating)),
        ]
    }
}
