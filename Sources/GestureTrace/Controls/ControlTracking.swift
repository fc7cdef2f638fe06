/// UIControl's own touch handling (SEMANTICS §9.1–§9.2, §3.3): which touch each control
/// tracks and the control events it sends, as view delivery reaches it in the responder chain.
struct ControlTracker {
    // Set again by the frame loop after a scene change (SEMANTICS §2.12): a control moved
    // under a finger tests inside and outside at its new place.
    var scene: Scene
    var geometry: ViewGeometry
    var hitTester: HitTester
    let touches: TouchTable
    let log: RecordLog
    /// Which controls track which touch, and each slider's value, shared with the arbiter's
    /// `gestureRecognizerShouldBegin` questions (SEMANTICS §6.7, §9.6).
    let states: ControlStates
    /// Per control view: whether its tracked touch was last inside (SEMANTICS §9.1).
    private var touchInside: [Int: Bool] = [:]

    init(
        scene: Scene, geometry: ViewGeometry, hitTester: HitTester, touches: TouchTable, states: ControlStates,
        log: RecordLog
    ) {
        self.scene = scene
        self.geometry = geometry
        self.hitTester = hitTester
        self.touches = touches
        self.states = states
        self.log = log
    }

    /// Runs the control's `touches…` for one call and says whether it consumed the touches
    /// (a control that is tracking does not forward; when it tracks nothing it calls super).
    ///
    /// A control tracks only its first touch (one that began while it held none), and only when
    /// `beginTracking` accepts it: a UISlider only a touch on its thumb (SEMANTICS §9.6). Began
    /// sends touchDown (and touchDownRepeat when `tapCount ≥ 2`); moved sends Enter/Exit on a
    /// change of `pointMostlyInside`, then DragInside/DragOutside; ended sends Enter/Exit if
    /// needed, then UpInside/UpOutside; cancelled sends touchCancel. A UISwitch toggles on a touch
    /// up inside (valueChanged) ⚠. A slider sends valueChanged from its tracking methods, before
    /// the touch events of the same phase (SEMANTICS §9.6).
    ///
    /// A touch's later phases take the path its began took: an enabled control consumes the
    /// began of every touch (tracked or ignored), so it also consumes their moved and ended
    /// after its tracked touch is over; a disabled one forwards them all. Forwarding them then
    /// would reach responders that never saw the touch begin (found by the property tests).
    /// touchesCancelled is never forwarded (SEMANTICS §9.1 "It does not forward").
    mutating func consumes(_ control: Int, phase: TouchPhase, keys: [Int]) -> Bool {
        let id = scene.views[control].id
        let enabled = scene.views[control].control?.enabled ?? false
        let slider = scene.views[control].slider
        let log = self.log
        let states = self.states
        func send(_ event: ControlEvent) {
            // A slider's valueChanged carries the value its target reads (SEMANTICS §9.6).
            let value = slider != nil && event == .valueChanged ? states.sliderValue(control) : nil
            log.emit(.control(control: id, event: event, value: value))
        }
        switch phase {
        case .began:
            if !states.isTracking(control) {
                guard let key = keys.first, enabled else { return false }
                guard beginTracking(control, touch: key) else { return true }
                states.beginTracking(control, touch: key)
                touchInside[control] = true
                send(.touchDown)
                if touches[key].tapCount >= 2 { send(.touchDownRepeat) }
                // `_controlTouchBegan`: a continuous slider reports its value at once (K17).
                if let slider, slider.isContinuous { send(.valueChanged) }
            }
            return true
        case .moved:
            guard let tracked = states.trackedTouch[control] else { return enabled }
            guard keys.contains(tracked) else { return true }
            if let slider {
                // `continueTrackingWithTouch`: the value follows the finger (K17).
                moveThumb(control, slider, to: touches[tracked].location)
                if slider.isContinuous { send(.valueChanged) }
            }
            let inside = pointMostlyInside(control, touches[tracked].location)
            if inside != touchInside[control] { send(inside ? .touchDragEnter : .touchDragExit) }
            send(inside ? .touchDragInside : .touchDragOutside)
            touchInside[control] = inside
            return true
        case .ended:
            guard let tracked = states.trackedTouch[control] else { return enabled }
            guard keys.contains(tracked) else { return true }
            let inside = pointMostlyInside(control, touches[tracked].location)
            if inside != touchInside[control] { send(inside ? .touchDragEnter : .touchDragExit) }
            // `endTrackingWithTouch`: a slider sends valueChanged whether continuous or not (K17).
            if slider != nil { send(.valueChanged) }
            send(inside ? .touchUpInside : .touchUpOutside)
            if inside, scene.views[control].viewClass == .switch { send(.valueChanged) }
            states.endTracking(control)
            touchInside[control] = nil
            return true
        case .cancelled:
            guard let tracked = states.trackedTouch[control] else { return true }
            guard keys.contains(tracked) else { return true }
            send(.touchCancel)
            states.endTracking(control)
            touchInside[control] = nil
            return true
        case .stationary:
            return states.isTracking(control)
        }
    }

    /// `beginTrackingWithTouch`: true for every control but a UISlider, which tracks only a touch
    /// that starts in its thumb's touch area and then keeps the finger's offset from the thumb's
    /// centre (SEMANTICS §9.6; K17 `_shouldBeginTrackingAtPoint`, whose track taps are off by
    /// default).
    private func beginTracking(_ control: Int, touch key: Int) -> Bool {
        guard let slider = scene.views[control].slider else { return true }
        guard let local = geometry.fromWindow(touches[key].location, to: control, in: scene) else { return false }
        let bounds = scene.views[control].bounds
        let value = states.sliderValue(control) ?? slider.value
        guard SliderGeometry.thumbHitRect(bounds: bounds, value: value, spec: slider).contains(local) else {
            return false
        }
        states.sliderHitOffsets[control] = SliderGeometry.hitOffset(
            touchX: local.x, bounds: bounds, value: value, spec: slider)
        return true
    }

    /// Sets a tracking slider's value from the finger's position (SEMANTICS §9.6).
    private func moveThumb(_ control: Int, _ slider: SliderSpec, to windowPoint: Point) {
        guard let local = geometry.fromWindow(windowPoint, to: control, in: scene) else { return }
        let value = SliderGeometry.value(
            touchX: local.x, hitOffset: states.sliderHitOffsets[control] ?? 0, bounds: scene.views[control].bounds,
            spec: slider)
        states.setSliderValue(control, value)
    }

    /// Every control event `consumes` can send for a control of this class: the touch events
    /// of SEMANTICS §9.1 for every control, and `valueChanged` for a UISwitch (its toggle) and
    /// a UISlider (SEMANTICS §9.6). The model sends no `primaryActionTriggered` (UIKit sends it
    /// for buttons since iOS 14) and no `valueChanged` for steppers, segmented or page controls
    /// (their values are not modelled). `check` sets the device's other events aside with this list
    /// (`ObservedComparison`); `ControlEventCoverageTests` holds it to what the replays send.
    static func events(for viewClass: ViewClass) -> Set<ControlEvent> {
        var events: Set<ControlEvent> = [
            .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit,
            .touchUpInside, .touchUpOutside, .touchCancel,
        ]
        if viewClass == .switch || viewClass == .slider { events.insert(.valueChanged) }
        return events
    }

    /// `pointMostlyInside`: the bounds grown by `controlDragSlop` on each side, or the
    /// control's own `point(inside:)` (SEMANTICS §9.2) ⚠.
    func pointMostlyInside(_ control: Int, _ windowPoint: Point) -> Bool {
        guard let local = geometry.fromWindow(windowPoint, to: control, in: scene) else { return false }
        let slop = scene.settings.controlDragSlop
        return scene.views[control].bounds.outset(dx: slop, dy: slop).contains(local)
            || hitTester.pointInside(control, local)
    }
}
