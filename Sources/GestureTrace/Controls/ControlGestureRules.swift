/// A control's `gestureRecognizerShouldBegin` for a recognizer on another view: the
/// control's default action wins (SEMANTICS §6.7, §9.3; doc S15, S16; code K13). Asked by the
/// arbiter for each view receiving the touches of a recognizer that cancels touches in views.
enum ControlGestureRules {
    /// Why the control `view` refuses the recognizer, or nil when it lets it begin.
    /// - UIButton, UISwitch, UIStepper, UISegmentedControl, UIPageControl refuse a 1-finger
    ///   1-tap tap.
    /// - UISlider refuses a swipe parallel to it that starts on its thumb, and UISwitch a pan
    ///   parallel to it on its knob. The scene has no thumb or knob geometry, so the whole
    ///   control counts as the thumb or knob, and "parallel" means a horizontal swipe
    ///   direction, or a pan that moved at least as far in x as in y ⚠ (docs/DECISIONS.md).
    static func refusal(
        of spec: RecognizerSpec, touchKeys: [Int], by view: Int, scene: Scene, touches: TouchTable
    ) -> ShouldBeginRefusal? {
        let v = scene.views[view]
        switch (v.viewClass, SwiftUIArbitration.uikitKind(spec, scene.swiftUI)) {
        case (_, .tap(1, 1)) where v.viewClass.blocksSingleTapOfOtherViews:
            return .control(view: v.id, viewClass: v.viewClass, .defaultActionBeatsSingleTap)
        case (.slider, .swipe(let directions, _)) where !directions.isDisjoint(with: [.left, .right]):
            return .control(view: v.id, viewClass: v.viewClass, .sliderSwipe)
        case (.switch, .pan):
            for key in touchKeys where touches[key].view == view {
                let t = touches[key]
                if abs(t.location.x - t.beganLocation.x) >= abs(t.location.y - t.beganLocation.y) {
                    return .control(view: v.id, viewClass: v.viewClass, .switchPan)
                }
            }
            return nil
        default:
            return nil
        }
    }
}

extension ControlGestureRules {
    /// How far a control refuses a recognizer on another view, whatever the touch does: the
    /// same three cases as `refusal`, read from the classes alone (for `gesturetrace lint`).
    enum StaticRefusal: Equatable {
        /// It never refuses: the recognizer may cancel the control's touch.
        case never
        /// It refuses some touches: a swipe along a slider but not across it; a pan along a
        /// switch but not across it (SEMANTICS §6.7).
        case sometimes
        /// It refuses every touch: the 1-finger 1-tap tap of SEMANTICS §9.3, a swipe only
        /// along a slider.
        case always
    }

    static func staticRefusal(of kind: RecognizerKind, byControl viewClass: ViewClass) -> StaticRefusal {
        switch (viewClass, kind) {
        case (_, .tap(1, 1)) where viewClass.blocksSingleTapOfOtherViews:
            return .always
        case (.slider, .swipe(let directions, _)) where !directions.isDisjoint(with: [.left, .right]):
            return directions.isDisjoint(with: [.up, .down]) ? .always : .sometimes
        case (.switch, .pan):
            return .sometimes
        default:
            return .never
        }
    }
}
