/// A UIStepper's tracking, as its visual element (`UIStepperHorizontalVisualElement`, and the
/// iOS 26 `UIStepperDesignLibraryVisualElement`) does it (SEMANTICS §9.9; code K30, iOS 26.1):
/// the half under the finger is pressed, the value steps when the touch ends or when the
/// autorepeat timer fires, and the timer speeds up the longer the half is held.
enum StepperRules {
    /// The half of the stepper a finger presses: `plus` on the trailing half (the right one, in
    /// a left-to-right layout), `minus` on the leading one.
    enum Half: Sendable, Equatable { case plus, minus }

    /// The autorepeat timer's first delay and its repeat interval (`_startTimer`:
    /// `scheduledTimerWithTimeInterval:0.5 … repeats:YES`; `timerDelay` 0.5 in the iOS 26 element).
    static let timerDelay = 0.5
    /// The delay after a step once `repeatCount` reaches `fastStartRepeatCount` (0.1 s), and
    /// after `superFastStartRepeatCount` (0.05 s): the iOS 26 element's `fastTimerDelay`,
    /// `superFastTimerDelay`, 5 and 20; the classic element's table lookup at the same counts.
    static let fastTimerDelay = 0.1
    static let superFastTimerDelay = 0.05
    static let fastStartRepeatCount = 5
    static let superFastStartRepeatCount = 20

    /// `_updateHighlightingAtPoint:`: inside `pointMostlyInside` the half whose side of the
    /// bounds' mid x the finger is on (x ≥ mid x is plus); outside, neither.
    static func half(atX x: Double, bounds: Rect, mostlyInside: Bool) -> Half? {
        guard mostlyInside else { return nil }
        return x >= bounds.midX ? .plus : .minus
    }

    /// `_updateButtonEnabled`: the plus half works while the value is below the maximum, the
    /// minus half while it is above the minimum; both always with `wraps`. A disabled half is
    /// also unhighlighted, so it never steps.
    static func isEnabled(_ half: Half, value: Double, spec: StepperSpec) -> Bool {
        switch half {
        case .plus: return spec.wraps || value < spec.maximumValue
        case .minus: return spec.wraps || value > spec.minimumValue
        }
    }

    /// One step of `_updateCount:`: the value plus or minus `stepValue`; past an end it wraps
    /// to the other end with `wraps`, and `setValue:` clamps it to the range.
    static func stepped(_ value: Double, _ half: Half, spec: StepperSpec) -> Double {
        var next = value + (half == .plus ? spec.stepValue : -spec.stepValue)
        if spec.wraps {
            if next > spec.maximumValue {
                next = spec.minimumValue
            } else if next < spec.minimumValue {
                next = spec.maximumValue
            }
        }
        return min(max(next, spec.minimumValue), spec.maximumValue)
    }

    /// What one call of `_updateCount:` did.
    struct Update: Equatable {
        /// The stepper sent `valueChanged`.
        var sendsValueChanged = false
        /// The timer's next fire, in seconds from now, when the call set it (`setFireDate:`);
        /// nil leaves the repeating timer on its 0.5 s interval.
        var nextDelay: Double?
    }

    /// `_updateCount:`, from the autorepeat timer (`fromTimer`) or from `endTrackingWithTouch`.
    ///
    /// With a working half pressed, it steps when the timer fires, or at the end of a touch the
    /// timer never stepped for (a tap); `valueChanged` follows each step when `isContinuous`,
    /// and otherwise once, at the end of the touch, if a half is still pressed then. After the
    /// n-th step the timer is set to fire in 0.5 s while n ≤ 4, 0.1 s from the 5th, 0.05 s from
    /// the 20th. With no working half pressed nothing steps, and the count drops back to 1 so
    /// that the next press starts slowly again.
    static func updateCount(
        fromTimer: Bool, value: inout Double, repeatCount: inout Int, pressed: Half?, spec: StepperSpec
    ) -> Update {
        let working = pressed.flatMap { isEnabled($0, value: value, spec: spec) ? $0 : nil }
        guard let half = working else {
            if repeatCount >= 1 { repeatCount = 1 }
            return Update()
        }
        if !fromTimer && repeatCount != 0 {
            repeatCount += 1
            return Update(sendsValueChanged: !spec.isContinuous)
        }
        value = stepped(value, half, spec: spec)
        let stepsBefore = repeatCount
        repeatCount += 1
        guard fromTimer else {
            // A tap: the step's own event when continuous, otherwise the end-of-touch one.
            return Update(sendsValueChanged: true)
        }
        let delay: Double
        if stepsBefore + 1 < fastStartRepeatCount {
            delay = timerDelay
        } else if stepsBefore + 1 < superFastStartRepeatCount {
            delay = fastTimerDelay
        } else {
            delay = superFastTimerDelay
        }
        return Update(sendsValueChanged: spec.isContinuous, nextDelay: delay)
    }
}
