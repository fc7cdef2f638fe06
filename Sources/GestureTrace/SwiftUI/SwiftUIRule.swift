/// A SwiftUI primitive gesture's own rule that changed its phase (SWIFTUI §1, §3.4), with the
/// measured value and the setting it was compared against. Rendered by `ReasonText`;
/// distances in points, durations in seconds.
package enum SwiftUIRule: Sendable, Equatable {
    // MARK: Button (SWIFTUI §1.6)

    case buttonPressed
    case buttonHighlighted(afterDelay: Double)
    case buttonReleasedInside
    case buttonReleasedWithinOutset(outset: Double)
    case buttonReleasedOutside(distance: Double, outset: Double)
    case buttonNoFingerLeft

    // MARK: DragGesture (SWIFTUI §1.2)

    case dragActiveAtOnce
    case dragSecondFinger
    case dragMoved(distance: Double, minimum: Double)
    case dragLiftedShort(distance: Double, minimum: Double)
    case dragNoFingerBeforeMove
    /// A drag's or a long press's finger lifted (ended with onEnded).
    case fingerLifted

    // MARK: LongPressGesture (SWIFTUI §1.3)

    case longPressSecondFinger
    case longPressPressing
    case longPressMoved(distance: Double, maximum: Double)
    case longPressLiftedEarly(seconds: Double, minimum: Double)
    case longPressHeld(minimum: Double)
    /// A long press or two-finger gesture lost its last finger before succeeding.
    case noFingerLeft

    // MARK: TapGesture (SWIFTUI §1.1)

    case tapSecondFinger
    case tapCameDownAway(tap: Int, distance: Double, limit: Double)
    case tapMoved(distance: Double, limit: Double)
    case tapLifted(taps: Int)
    case tapProgress(tap: Int, of: Int)
    case tapHeldTooLong(seconds: Double, limit: Double)
    case tapWaitedTooLong(interval: Double, forTap: Int)
    case tapTouchesEndedEarly

    // MARK: MagnifyGesture, RotateGesture (SWIFTUI §1.4, §1.5)

    case twoFingerChanged(by: Double, threshold: Double)
    case bothFingersLifted
    case twoFingerLiftedEarly
    case allFingersLifted
}
