/// Which control event a class's primary action rides on (SEMANTICS §9.1): UIControl's
/// `_sendActionsForEvents:withEvent:` sends its targets the events, then, when they include the
/// class's `_controlEventsForActionTriggered`, sends `primaryActionTriggered` at once (code K11,
/// iOS 26.1; UIAction-based primary actions arrived with iOS 14, doc S71).
enum PrimaryAction {
    /// The event that triggers `primaryActionTriggered`, nil for a class that sends none.
    ///
    /// UISlider, UISwitch and UIStepper return valueChanged (code K17, K30); a button
    /// touchUpInside (UIKit's bar and toolbar buttons return it, and UIButton toggles its
    /// selection on this event when `changesSelectionAsPrimaryAction` is set, K32 ⚠ — UIButton's
    /// own override was not found in the decompilation). UISegmentedControl and UIPageControl
    /// send `valueChanged` only for values the scene does not model, so they send none here;
    /// a plain UIControl's mask is 0.
    static func trigger(for viewClass: ViewClass) -> ControlEvent? {
        switch viewClass {
        case .button: return .touchUpInside
        case .switch, .slider, .stepper: return .valueChanged
        default: return nil
        }
    }
}
