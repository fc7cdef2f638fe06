/// What the controls of a replay are doing, shared by the view side that changes it
/// (`ControlTracker`, SEMANTICS §9.1) and the arbiter that asks controls whether a recognizer may
/// begin (`ControlGestureRules`, SEMANTICS §6.7): a slider refuses every recognizer while it
/// tracks, and its thumb is where its current value puts it (SEMANTICS §9.6). It also holds the
/// values UIStepper and UISwitch change (SEMANTICS §9.9, §9.10) and the stepper's autorepeat
/// timers, which the frame loop schedules on its virtual clock (SEMANTICS §10).
///
/// Its fields are `@exclusivity(unchecked)`, as the frame loop's are: the engine runs on one
/// thread and no access spans a call that could reach them again. The frame loop asks
/// `hasTimerRequests` at the end of every frame, and the run-time checks of that one read cost
/// 2.8 M instructions on the benchmark's 1000-gesture session (issue 28 item 4, round 7;
/// docs/DECISIONS.md, "Replay speed by code, not by flags").
final class ControlStates {
    /// Per control view: the touch it tracks (`isTracking`), absent when it tracks none.
    @exclusivity(unchecked) private(set) var trackedTouch: [Int: Int] = [:]
    /// Per UISlider view: its current value, from the scene's `slider.value` until a drag moves it.
    @exclusivity(unchecked) private(set) var sliderValues: [Int: Double] = [:]
    /// Per tracking UISlider: the offset from the finger to the thumb's centre (`_hitOffset`).
    @exclusivity(unchecked) var sliderHitOffsets: [Int: Double] = [:]

    /// Per UIStepper: its value, the half pressed, `_repeatCount` and its timer.
    @exclusivity(unchecked) private(set) var steppers: [Int: StepperState] = [:]
    /// Per UISwitch: `isOn`.
    @exclusivity(unchecked) private(set) var switchesOn: [Int: Bool] = [:]
    /// Control timers armed since the frame loop last took them: (control, due, generation).
    @exclusivity(unchecked) private var timerRequests: [(control: Int, due: Double, generation: Int)] = []

    /// A UIStepper's tracking state (SEMANTICS §9.9).
    struct StepperState {
        var value: Double
        var pressed: StepperRules.Half?
        var repeatCount = 0
        /// Bumped when the timer is armed or stopped: a queued fire of an older generation is stale.
        var timerGeneration = 0
        /// When the armed timer fires, nil when it is stopped.
        var timerDue: Double?
        /// Timer fires for the current touch, capped at `ControlStates.maxRepeatFires`.
        var fires = 0
    }

    /// At most this many autorepeat fires per touch on a stepper: a stepper held for hours
    /// would otherwise make output unbounded by the input (docs/RELIABILITY.md). 10 000 fires
    /// are more than eight minutes of the fastest repeat.
    static let maxRepeatFires = 10_000

    init(scene: Scene) {
        for (i, view) in scene.views.enumerated() {
            if let slider = view.slider { sliderValues[i] = slider.value }
            if let stepper = view.stepper { steppers[i] = StepperState(value: stepper.value) }
            if let toggle = view.switchSpec { switchesOn[i] = toggle.isOn }
        }
    }

    func stepper(_ control: Int) -> StepperState? { steppers[control] }

    func setStepper(_ control: Int, _ state: StepperState) { steppers[control] = state }

    func isOn(_ control: Int) -> Bool { switchesOn[control] ?? false }

    func setOn(_ control: Int, _ on: Bool) { switchesOn[control] = on }

    /// Arms the stepper's timer to fire at `due`, replacing any armed one.
    func armStepperTimer(_ control: Int, due: Double) {
        guard var state = steppers[control] else { return }
        state.timerGeneration += 1
        state.timerDue = due
        steppers[control] = state
        timerRequests.append((control, due, state.timerGeneration))
    }

    /// `_stopTimer`: invalidates the armed timer.
    func stopStepperTimer(_ control: Int) {
        guard var state = steppers[control] else { return }
        state.timerGeneration += 1
        state.timerDue = nil
        steppers[control] = state
    }

    /// Whether a queued fire of this generation is still the armed timer.
    func isCurrentStepperTimer(_ control: Int, generation: Int) -> Bool {
        steppers[control]?.timerGeneration == generation
    }

    /// The timers armed since the last call, for the frame loop to queue.
    func takeTimerRequests() -> [(control: Int, due: Double, generation: Int)] {
        defer { timerRequests.removeAll(keepingCapacity: true) }
        return timerRequests
    }

    var hasTimerRequests: Bool { !timerRequests.isEmpty }

    func isTracking(_ control: Int) -> Bool { trackedTouch[control] != nil }

    /// Whether some control tracks a touch (by its key, which must stay readable).
    var isTrackingAnyTouch: Bool { !trackedTouch.isEmpty }

    func beginTracking(_ control: Int, touch: Int) { trackedTouch[control] = touch }

    func endTracking(_ control: Int) {
        trackedTouch[control] = nil
        sliderHitOffsets[control] = nil
    }

    func sliderValue(_ slider: Int) -> Double? { sliderValues[slider] }

    func setSliderValue(_ slider: Int, _ value: Double) { sliderValues[slider] = value }
}
