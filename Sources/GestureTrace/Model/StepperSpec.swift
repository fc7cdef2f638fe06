/// A `UIStepper`'s value properties (FORMAT §2.1 `stepper`, SEMANTICS §9.9), with UIKit's defaults
/// (`_commonStepperInit`: maximum 100, step 1, continuous and autorepeat on; code K30).
package struct StepperSpec: Sendable, Equatable {
    /// `value` when the replay starts; the decoder keeps it within the range, as
    /// `UIStepper.value` clamps it.
    package var value = 0.0
    package var minimumValue = 0.0
    package var maximumValue = 100.0
    /// `stepValue`: what one step adds or takes away; UIKit raises unless it is greater than 0.
    package var stepValue = 1.0
    /// `wraps`: a step past one end of the range lands on the other end.
    package var wraps = false
    /// `autorepeat`: holding a half keeps stepping, faster the longer it is held.
    package var autorepeat = true
    /// `isContinuous`: `valueChanged` at every step; otherwise once, when the touch ends.
    package var isContinuous = true

    package init() {}
}

/// A `UISwitch`'s state (FORMAT §2.1 `switch`, SEMANTICS §9.10).
package struct SwitchSpec: Sendable, Equatable {
    /// `isOn` when the replay starts (UIKit's default is off).
    package var isOn = false

    package init() {}
}
