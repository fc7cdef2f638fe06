/// What the controls of a replay are doing, shared by the view side that changes it
/// (`ControlTracker`, SEMANTICS §9.1) and the arbiter that asks controls whether a recognizer may
/// begin (`ControlGestureRules`, SEMANTICS §6.7): a slider refuses every recognizer while it
/// tracks, and its thumb is where its current value puts it (SEMANTICS §9.6).
final class ControlStates {
    /// Per control view: the touch it tracks (`isTracking`), absent when it tracks none.
    private(set) var trackedTouch: [Int: Int] = [:]
    /// Per UISlider view: its current value, from the scene's `slider.value` until a drag moves it.
    private(set) var sliderValues: [Int: Double] = [:]
    /// Per tracking UISlider: the offset from the finger to the thumb's centre (`_hitOffset`).
    var sliderHitOffsets: [Int: Double] = [:]

    init(scene: Scene) {
        for (i, view) in scene.views.enumerated() {
            if let slider = view.slider { sliderValues[i] = slider.value }
        }
    }

    func isTracking(_ control: Int) -> Bool { trackedTouch[control] != nil }

    func beginTracking(_ control: Int, touch: Int) { trackedTouch[control] = touch }

    func endTracking(_ control: Int) {
        trackedTouch[control] = nil
        sliderHitOffsets[control] = nil
    }

    func sliderValue(_ slider: Int) -> Double? { sliderValues[slider] }

    func setSliderValue(_ slider: Int, _ value: Double) { sliderValues[slider] = value }
}
