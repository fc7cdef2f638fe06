/// UIControl's own touch handling (SEMANTICS §9.1–§9.2, §3.3): which touch each control
/// tracks and the control events it sends, as view delivery reaches it in the responder chain.
struct ControlTracker {
    /// The scene as it is now (`LiveScene`): a control moved under a finger by a `set` event
    /// (SEMANTICS §2.12) or a scroll (§2.13) tests inside and outside at its new place.
    let live: LiveScene
    var scene: Scene { live.scene }
    var geometry: ViewGeometry { live.geometry }
    var hitTester: HitTester { live.hitTester }
    let touches: TouchTable
    let log: RecordLog
    /// Which controls track which touch, and each slider's value, shared with the arbiter's
    /// `gestureRecognizerShouldBegin` questions (SEMANTICS §6.7, §9.6).
    let states: ControlStates
    /// Per control view: whether its tracked touch was last inside (SEMANTICS §9.1).
    private var touchInside: [Int: Bool] = [:]

    init(live: LiveScene, touches: TouchTable, states: ControlStates, log: RecordLog) {
        self.live = live
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
    /// up inside (valueChanged before touchUpInside, SEMANTICS §9.10) ⚠. A slider sends
    /// valueChanged from its tracking methods, before the touch events of the same phase
    /// (SEMANTICS §9.6); a stepper from its end of tracking and its autorepeat timer (§9.9).
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
        let stepper = scene.views[control].stepper
        let viewClass = scene.views[control].viewClass
        func send(_ event: ControlEvent) { sendEvent(event, control: control, id: id, viewClass: viewClass) }
        switch phase {
        case .began:
            if !states.isTracking(control) {
                guard let key = keys.first, enabled else { return false }
                guard beginTracking(control, touch: key) else { return true }
                states.beginTracking(control, touch: key)
                touchInside[control] = true
                // `beginTrackingWithTouch` runs before touchDown: a stepper presses a half and
                // starts its autorepeat timer (SEMANTICS §9.9).
                if let stepper { beginStepper(control, stepper, at: touches[key].location) }
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
            // `continueTrackingWithTouch`: the stepper presses the half under the finger.
            if stepper != nil { pressStepperHalf(control, at: touches[tracked].location) }
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
            // `endTrackingWithTouch`: a slider sends valueChanged whether continuous or not (K17);
            // a stepper steps for a tap, or reports a non-continuous hold (SEMANTICS §9.9).
            if slider != nil { send(.valueChanged) }
            if let stepper { endStepper(control, stepper) }
            // A switch's visual element toggles it when its press ends inside, and sends
            // valueChanged before the touchUpInside it reports itself (SEMANTICS §9.10, K31).
            if inside, viewClass == .switch {
                states.setOn(control, !states.isOn(control))
                send(.valueChanged)
            }
            send(inside ? .touchUpInside : .touchUpOutside)
            states.endTracking(control)
            touchInside[control] = nil
            return true
        case .cancelled:
            guard let tracked = states.trackedTouch[control] else { return true }
            guard keys.contains(tracked) else { return true }
            // `cancelTrackingWithEvent`: the stepper lets go of its half and stops its timer.
            if stepper != nil { releaseStepper(control) }
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
    /// of SEMANTICS §9.1 for every control, `valueChanged` for a UISwitch (its toggle), a
    /// UISlider and a UIStepper (SEMANTICS §9.6, §9.9, §9.10), and `primaryActionTriggered` for
    /// the classes whose primary action the model sends (`PrimaryAction`). No `valueChanged` for
    /// segmented or page controls (their values are not modelled). `check` sets the device's
    /// other events aside with this list (`ObservedComparison`); `ControlEventCoverageTests`
    /// holds it to what the replays send.
    static func events(for viewClass: ViewClass) -> Set<ControlEvent> {
        var events: Set<ControlEvent> = [
            .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit,
            .touchUpInside, .touchUpOutside, .touchCancel,
        ]
        if viewClass == .switch || viewClass == .slider || viewClass == .stepper { events.insert(.valueChanged) }
        if PrimaryAction.trigger(for: viewClass) != nil { events.insert(.primaryActionTriggered) }
        return events
    }

    /// Sends one control event, with the value a slider's, stepper's or switch's target reads
    /// on valueChanged (SEMANTICS §9.6, §9.9, §9.10: a switch's as 1 or 0), then
    /// `primaryActionTriggered` when the event is the class's primary one (`PrimaryAction`).
    private func sendEvent(_ event: ControlEvent, control: Int, id: String, viewClass: ViewClass) {
        var value: Double?
        if event == .valueChanged {
            switch viewClass {
            case .slider: value = states.sliderValue(control)
            case .stepper: value = states.stepper(control)?.value
            case .switch: value = states.isOn(control) ? 1 : 0
            default: value = nil
            }
        }
        log.emit(.control(control: id, event: event, value: value))
        if PrimaryAction.trigger(for: viewClass) == event {
            log.emit(.control(control: id, event: .primaryActionTriggered, value: nil))
        }
    }

    // MARK: UIStepper (SEMANTICS §9.9)

    /// `beginTrackingWithTouch`: `_startTimer` (0.5 s, with `autorepeat`), the repeat count back
    /// to 0, and the half under the finger pressed.
    private func beginStepper(_ control: Int, _ spec: StepperSpec, at windowPoint: Point) {
        guard var state = states.stepper(control) else { return }
        state.repeatCount = 0
        state.fires = 0
        states.setStepper(control, state)
        if spec.autorepeat { states.armStepperTimer(control, due: log.time + StepperRules.timerDelay) }
        pressStepperHalf(control, at: windowPoint)
    }

    /// `_updateHighlightingAtPoint:`: the half under the finger, none outside `pointMostlyInside`.
    private func pressStepperHalf(_ control: Int, at windowPoint: Point) {
        guard var state = states.stepper(control),
            let local = geometry.fromWindow(windowPoint, to: control, in: scene)
        else { return }
        state.pressed = StepperRules.half(
            atX: local.x, bounds: scene.views[control].bounds,
            mostlyInside: pointMostlyInside(control, windowPoint))
        states.setStepper(control, state)
    }

    /// `endTrackingWithTouch`: `_updateCount:` (the tap's step, or a non-continuous hold's one
    /// event), then nothing pressed and the timer stopped.
    private func endStepper(_ control: Int, _ spec: StepperSpec) {
        guard var state = states.stepper(control) else { return }
        let update = StepperRules.updateCount(
            fromTimer: false, value: &state.value, repeatCount: &state.repeatCount, pressed: state.pressed,
            spec: spec)
        states.setStepper(control, state)
        if update.sendsValueChanged {
            sendEvent(.valueChanged, control: control, id: scene.views[control].id, viewClass: .stepper)
        }
        releaseStepper(control)
    }

    /// `cancelTrackingWithEvent` and the end of `endTrackingWithTouch`: no half pressed, `_stopTimer`.
    private func releaseStepper(_ control: Int) {
        guard var state = states.stepper(control) else { return }
        state.pressed = nil
        states.setStepper(control, state)
        states.stopStepperTimer(control)
    }

    /// The autorepeat timer fired (a timer frame of its own, SEMANTICS §10): `_updateCount:` from
    /// the timer, which may step and send valueChanged, then the timer's next fire: the delay
    /// the step set (`setFireDate:`), or its 0.5 s interval after the fire that was due.
    func stepperTimerFired(_ control: Int) {
        guard let spec = scene.views[control].stepper, var state = states.stepper(control),
            let due = state.timerDue
        else { return }
        let update = StepperRules.updateCount(
            fromTimer: true, value: &state.value, repeatCount: &state.repeatCount, pressed: state.pressed,
            spec: spec)
        state.fires += 1
        states.setStepper(control, state)
        if update.sendsValueChanged {
            sendEvent(.valueChanged, control: control, id: scene.views[control].id, viewClass: .stepper)
        }
        guard state.fires < ControlStates.maxRepeatFires else {
            states.stopStepperTimer(control)
            return
        }
        let next = update.nextDelay.map { log.time + $0 } ?? due + StepperRules.timerDelay
        states.armStepperTimer(control, due: next)
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
