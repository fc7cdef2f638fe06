/// A UIKit recognizer's own rule that decided a state change (SEMANTICS §8, §9.4.2), with the
/// measured value and the limit it was compared against. Rendered by `ReasonText`; distances
/// in points, durations in seconds, angles in degrees.
package enum RecognizerRule: Sendable, Equatable {
    // MARK: Touch counts

    /// More touches than the recognizer takes (SEMANTICS §8.1–§8.4 step 1).
    case tooManyTouches(down: Int, limit: TouchCountLimit, max: Int)
    /// Lifted with fewer touches down than `numberOfTouchesRequired` (SEMANTICS §8.1, §8.2).
    case tooFewTouchesAtLift(down: Int, required: Int)
    /// A fingers recognizer (SEMANTICS §8.8): more touches down than its count.
    case fingersTooMany(down: Int, count: Int)
    /// A fingers recognizer saw its count down at once.
    case fingersAllDown(count: Int)
    /// A fingers recognizer's touches ended before its count was down.
    case fingersEndedEarly(count: Int)
    /// A continuous recognizer's touches all lifted (SEMANTICS §8.3, §8.5–§8.7).
    case allTouchesLifted
    /// A long press's finger lifted (SEMANTICS §8.2).
    case touchLifted

    // MARK: Taps and presses (SEMANTICS §8.1, §8.2)

    /// A tap recognizer's taps completed.
    case taps(Int)
    /// The touch moved beyond `allowableMovement` (from the first tap's point when later taps).
    case movedBeyondAllowable(distance: Double, fromFirstTap: Bool, limit: Double)
    /// Tap `tap` (nil: the press of a multi-tap long press) landed too far from the first tap.
    case landedAway(tap: Int?, distance: Double, limit: Double)
    /// A long press held for `seconds`.
    case held(seconds: Double)
    /// A tap held at least `maximumTapDuration`.
    case heldTooLong(seconds: Double, limit: Double)
    /// A long press lifted before `minimumPressDuration`.
    case liftedTooSoon(seconds: Double, minimum: Double)
    /// The next tap (nil: the press) did not come within `maximumIntervalBetweenSuccessiveTaps`.
    case waitedTooLong(seconds: Double, forTap: Int?, limit: Double)

    // MARK: Pans (SEMANTICS §8.3, §9.4.2)

    /// The pan moved past its threshold along `axes`.
    case panMoved(x: Double, y: Double, along: PanAxes, threshold: PanThreshold, limit: Double)
    /// All touches lifted before the pan began.
    case panLiftedBeforeBeginning(PanNotBegun)

    // MARK: Pinch and rotation (SEMANTICS §8.5, §8.6)

    case pinchDistanceChanged(by: Double, hysteresis: Double)
    case pinchLiftedBeforeChange(hysteresis: Double)
    case rotated(degrees: Double, threshold: Double)
    case rotationLiftedBeforeThreshold

    // MARK: Screen edge pans (SEMANTICS §8.7)

    case edgeMovedAway(distance: Double, edge: ScreenEdge, hysteresis: Double)
    case edgeMovedAlong(distance: Double, edge: ScreenEdge, away: Double)
    case edgeLiftedBeforeBeginning(EdgeNotBegun)
    /// The first touch's region check failed (no edges, or outside every region).
    case edgeBeganOutsideRegion(EdgeNotBegun)
    /// A touch that need not start at the edge moved toward it (the iOS 26 content back swipe).
    case edgeMovedToward(distance: Double, edge: ScreenEdge, hysteresis: Double)

    // MARK: Swipes (SEMANTICS §8.4)

    case swipeTooSlow(elapsed: Double, maximum: Double)
    /// The last (or only) touches lifted or were cancelled before recognition.
    case swipeTouchesEnded(count: Int, cancelled: Bool)
    /// One touch of several lifted or was cancelled before recognition.
    case swipeOneTouchEnded(cancelled: Bool)
    case swipeOpposite(distance: Double, toward: SwipeWay, limit: Double)
    case swipeTooFar(distance: Double, toward: SwipeWay, limit: Double, after: Double)
    case swipeAcross(distance: Double, axis: Axis, limit: Double, after: Double)
    case swipeMoved(distance: Double, toward: SwipeWay, minimum: Double, after: Double)

    // MARK: Swipe actions (SEMANTICS §9.12)

    /// The swipe-action pan reached its hysteresis moving more vertically than horizontally
    /// (`_UISwipeActionPanGestureRecognizer -setState:`).
    case swipeActionVertical(x: Double, y: Double)
    /// A second touch came down while the swipe-action pan was possible.
    case swipeActionSecondTouch

    // MARK: The system gesture gate (SEMANTICS §9.11)

    /// The touch began where the system holds nothing for its gestures: outside both edge
    /// regions, or in the region of an edge the app defers (UIKit's
    /// `noTouchesEligibleForDelay`).
    case gateNotEligible(GateMiss)
    /// A second touch came down (`receivedSecondTouch`).
    case gateSecondTouch
    /// The gate's timer ran out before the system decided (`timeout`).
    case gateTimedOut(limit: Double)
    /// The finger lifted and the system reported no gesture of its own (`noLongerPossible`).
    case gateLifted
    /// The system recognized its own edge gesture: the finger moved away from `edge` by
    /// `distance` > `limit` (`systemGestureDistance`).
    case gateSystemGesture(edge: ScreenEdge, distance: Double, limit: Double)

    // MARK: Context menus (SEMANTICS §9.13)

    /// The context menu's press was held `seconds` ≥ `delay` (`contextMenuPreviewDelay`): the
    /// preview begins.
    case menuPreview(seconds: Double, delay: Double)
    /// Held `seconds` ≥ `duration` (`contextMenuDuration`): the driver clicks down, the menu
    /// is presented.
    case menuPresented(seconds: Double, duration: Double)
    /// The touch moved `dx`, `dy` from where it came down, one of them > `limit`
    /// (`contextMenuAllowableMovement`).
    case menuMoved(dx: Double, dy: Double, limit: Double)
    /// The press saw a second touch.
    case menuSecondTouch
    /// A relationship recognizer succeeded because the menu was presented.
    case menuRelationPresented
    /// A relationship recognizer failed because the interaction ended without a menu.
    case menuRelationEnded
    /// The exclusion relationship recognizer failed, which cancels the interaction's press if
    /// it had begun and fails the failure relationship recognizer.
    case menuExclusionFailed
}

/// Why the system gesture gate held no touch (SEMANTICS §9.11 rule 2).
package enum GateMiss: Sendable, Equatable {
    /// `fromBottom`, `fromTop`: the touch's distances to the two edges, against their regions.
    case outside(fromBottom: Double, bottomRegion: Double, fromTop: Double, topRegion: Double)
    /// In `edge`'s region, which `preferredScreenEdgesDeferringSystemGestures` names.
    case deferred(edge: ScreenEdge)
}

/// The property a touch count is compared against.
package enum TouchCountLimit: String, Sendable, Equatable, CaseIterable {
    case numberOfTouchesRequired, maximumNumberOfTouches
}

/// An axis, as reasons name it.
package enum Axis: String, Sendable, Equatable, CaseIterable {
    case x, y
}

/// Which axes a pan's translation crossed its threshold along.
package enum PanAxes: Sendable, Equatable, CaseIterable {
    case both, x, y
}

/// The distance a pan begins past: its own `panHysteresis`, or a scroll view's (SEMANTICS §9.4.2).
package enum PanThreshold: String, Sendable, Equatable, CaseIterable {
    case hysteresis
    case scrollHysteresis = "scroll hysteresis"
    /// A list's swipe-action pan (SEMANTICS §9.12).
    case swipeActionHysteresis
}

/// Why a pan whose touches lifted never began (SEMANTICS §8.3, §9.4.2).
package enum PanNotBegun: Sendable, Equatable {
    case tooFewTouches(most: Int, minimum: Int)
    case noScrollableAxis
    /// A nested scroll view's pan left the drag to its enclosing scroll view (SEMANTICS §9.4.4).
    case handedOff(ScrollHandOff)
    case scrollShort(distance: Double, axis: Axis, limit: Double)
    case withoutMovingWithEnoughTouches(minimum: Int)
    case movedShort(distance: Double, threshold: PanThreshold, limit: Double)
    /// A page sheet's dismiss pan, which begins only vertically, moved `distance` at most on y
    /// (SEMANTICS §9.14).
    case sheetVerticalShort(distance: Double, limit: Double)
}

/// Why a screen edge pan whose touch lifted never began (SEMANTICS §8.7).
package enum EdgeNotBegun: Sendable, Equatable {
    case noEdges
    case beforeLeavingEdge(hysteresis: Double, edge: ScreenEdge)
    case beforeMoving
    case startedFar(distance: Double, edge: ScreenEdge, region: Double)
}

/// A swipe's movement direction, as reasons name it.
package enum SwipeWay: String, Sendable, Equatable, CaseIterable {
    case left, right, up, down
}
