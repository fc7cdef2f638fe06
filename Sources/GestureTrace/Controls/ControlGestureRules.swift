/// A control's `gestureRecognizerShouldBegin` for a recognizer on another view: the
/// control's default action wins (SEMANTICS §6.7, §9.3; doc S15, S16; code K13). Asked by the
/// arbiter for each view receiving the touches of a recognizer that cancels touches in views.
enum ControlGestureRules {
    /// Why the control `view` refuses the recognizer, or nil when it lets it begin.
    /// - UIButton, UISwitch, UIStepper, UISegmentedControl, UIPageControl refuse a 1-finger
    ///   1-tap tap.
    /// - UISlider (SEMANTICS §9.6, code K17): while it tracks a touch it refuses every
    ///   recognizer; otherwise, when the recognizer's location is in its thumb's touch area, it
    ///   refuses a 1-finger swipe with a left or right direction and a pan (at most 1 minimum
    ///   touch) that moved at least as far in x as in y.
    /// - UISwitch refuses a pan parallel to it on its knob. The scene has no knob geometry, so
    ///   the whole switch counts as the knob, and "parallel" means a pan that moved at least as
    ///   far in x as in y ⚠ (docs/DECISIONS.md).
    static func refusal(
        of spec: RecognizerSpec, touchKeys: [Int], by view: Int, scene: Scene, geometry: ViewGeometry,
        touches: TouchTable, controls: ControlStates
    ) -> ShouldBeginRefusal? {
        let v = scene.views[view]
        func refused(_ why: ControlRefusal) -> ShouldBeginRefusal { .control(view: v.id, viewClass: v.viewClass, why) }
        let kind = SwiftUIArbitration.uikitKind(spec, scene.swiftUI)
        if let slider = v.slider {
            if controls.isTracking(view) { return refused(.sliderTracking) }
            guard
                onThumb(
                    slider, view: view, touchKeys: touchKeys, scene: scene, geometry: geometry, touches: touches,
                    controls: controls)
            else { return nil }
            switch kind {
            case .swipe(let directions, 1) where !directions.isDisjoint(with: [.left, .right]):
                return refused(.sliderSwipeOnThumb)
            case .pan(let minimumTouches, _) where minimumTouches <= 1:
                return movedAlong(view: view, touchKeys: touchKeys, touches: touches) ? refused(.sliderPanOnThumb) : nil
            case .scrollViewPan:
                // UIScrollView's pan is a UIPanGestureRecognizer with one minimum touch.
                return movedAlong(view: view, touchKeys: touchKeys, touches: touches) ? refused(.sliderPanOnThumb) : nil
            default:
                return nil
            }
        }
        switch (v.viewClass, kind) {
        case (_, .tap(1, 1)) where v.viewClass.blocksSingleTapOfOtherViews:
            return refused(.defaultActionBeatsSingleTap)
        case (.switch, .pan):
            if movedAlong(view: view, touchKeys: touchKeys, touches: touches) {
                return refused(.switchPan)
            }
            return nil
        default:
            return nil
        }
    }

    /// Whether a touch of the recognizer on `view` moved at least as far in x as in y: the
    /// recognizer's translation is along a horizontal control.
    private static func movedAlong(view: Int, touchKeys: [Int], touches: TouchTable) -> Bool {
        for key in touchKeys where touches[key].view == view {
            let t = touches[key]
            if abs(t.location.x - t.beganLocation.x) >= abs(t.location.y - t.beganLocation.y) { return true }
        }
        return false
    }

    /// Whether the recognizer's location (the centroid of its touches, `location(in:)`) is in
    /// the slider's thumb touch area at the slider's current value (SEMANTICS §9.6).
    private static func onThumb(
        _ slider: SliderSpec, view: Int, touchKeys: [Int], scene: Scene, geometry: ViewGeometry, touches: TouchTable,
        controls: ControlStates
    ) -> Bool {
        guard !touchKeys.isEmpty else { return false }
        var x = 0.0
        var y = 0.0
        for key in touchKeys {
            x += touches[key].location.x
            y += touches[key].location.y
        }
        let n = Double(touchKeys.count)
        guard let local = geometry.fromWindow(Point(x: x / n, y: y / n), to: view, in: scene) else { return false }
        let value = controls.sliderValue(view) ?? slider.value
        return SliderGeometry.thumbHitRect(bounds: scene.views[view].bounds, value: value, spec: slider).contains(local)
    }
}

extension ControlGestureRules {
    /// How far a control refuses a recognizer on another view, whatever the touch does: the
    /// same three cases as `refusal`, read from the classes alone (for `gesturetrace lint`).
    enum StaticRefusal: Equatable {
        /// It never refuses: the recognizer may cancel the control's touch.
        case never
        /// It refuses some touches: a pan along a switch but not across it (SEMANTICS §6.7).
        case sometimes
        /// It refuses every touch that could cost it an action: the 1-finger 1-tap tap of
        /// SEMANTICS §9.3; any recognizer for a UISlider, which refuses them all while it tracks
        /// and has no action to lose when it does not (a touch off its thumb, SEMANTICS §9.6).
        case always
    }

    static func staticRefusal(of kind: RecognizerKind, byControl viewClass: ViewClass) -> StaticRefusal {
        switch (viewClass, kind) {
        case (_, .tap(1, 1)) where viewClass.blocksSingleTapOfOtherViews:
            return .always
        case (.slider, _):
            return .always
        case (.switch, .pan):
            return .sometimes
        default:
            return .never
        }
    }
}
