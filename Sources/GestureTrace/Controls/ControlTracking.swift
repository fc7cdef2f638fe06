/// UIControl's own touch handling (SEMANTICS §9.1–§9.2, §3.3): which touch each control
/// tracks and the control events it sends, as view delivery reaches it in the responder chain.
struct ControlTracker {
    let scene: Scene
    let geometry: ViewGeometry
    let hitTester: HitTester
    let touches: TouchTable
    let log: RecordLog
    /// Per control view: the touch it tracks and whether it was last inside (SEMANTICS §9.1).
    private var controlTracking: [Int: (touch: Int, inside: Bool)] = [:]

    init(scene: Scene, geometry: ViewGeometry, hitTester: HitTester, touches: TouchTable, log: RecordLog) {
        self.scene = scene
        self.geometry = geometry
        self.hitTester = hitTester
        self.touches = touches
        self.log = log
    }

    /// Runs the control's `touches…` for one call and says whether it consumed the touches
    /// (a control that is tracking does not forward; when it tracks nothing it calls super).
    ///
    /// A control tracks only its first touch (one that began while it held none); began sends
    /// touchDown (and touchDownRepeat when `tapCount ≥ 2`); moved sends Enter/Exit on a change
    /// of `pointMostlyInside`, then DragInside/DragOutside; ended sends Enter/Exit if needed,
    /// then UpInside/UpOutside; cancelled sends touchCancel. A UISwitch toggles on a touch up
    /// inside (valueChanged) ⚠.
    ///
    /// A touch's later phases take the path its began took: an enabled control consumes the
    /// began of every touch (tracked or ignored), so it also consumes their moved and ended
    /// after its tracked touch is over; a disabled one forwards them all. Forwarding them then
    /// would reach responders that never saw the touch begin (found by the property tests).
    /// touchesCancelled is never forwarded (SEMANTICS §9.1 "It does not forward").
    mutating func consumes(_ control: Int, phase: TouchPhase, keys: [Int]) -> Bool {
        let id = scene.views[control].id
        let enabled = scene.views[control].control?.enabled ?? false
        let log = self.log
        func send(_ event: ControlEvent) { log.emit(.control(control: id, event: event)) }
        switch phase {
        case .began:
            if controlTracking[control] == nil {
                guard let key = keys.first, enabled else { return false }
                controlTracking[control] = (key, true)
                send(.touchDown)
                if touches[key].tapCount >= 2 { send(.touchDownRepeat) }
            }
            return true
        case .moved:
            guard let tracked = controlTracking[control] else { return enabled }
            guard keys.contains(tracked.touch) else { return true }
            let inside = pointMostlyInside(control, touches[tracked.touch].location)
            if inside != tracked.inside { send(inside ? .touchDragEnter : .touchDragExit) }
            send(inside ? .touchDragInside : .touchDragOutside)
            controlTracking[control] = (tracked.touch, inside)
            return true
        case .ended:
            guard let tracked = controlTracking[control] else { return enabled }
            guard keys.contains(tracked.touch) else { return true }
            let inside = pointMostlyInside(control, touches[tracked.touch].location)
            if inside != tracked.inside { send(inside ? .touchDragEnter : .touchDragExit) }
            send(inside ? .touchUpInside : .touchUpOutside)
            if inside, scene.views[control].viewClass == .switch { send(.valueChanged) }
            controlTracking[control] = nil
            return true
        case .cancelled:
            guard let tracked = controlTracking[control] else { return true }
            guard keys.contains(tracked.touch) else { return true }
            send(.touchCancel)
            controlTracking[control] = nil
            return true
        case .stationary:
            return controlTracking[control] != nil
        }
    }

    /// Every control event `consumes` can send for a control of this class: the touch events
    /// of SEMANTICS §9.1 for every control, and `valueChanged` for a UISwitch (its toggle).
    /// The model sends no `primaryActionTriggered` (UIKit sends it for buttons since iOS 14)
    /// and no `valueChanged` for sliders, steppers, segmented or page controls (their values
    /// are not modelled). `check` sets the device's other events aside with this list
    /// (`ObservedComparison`); `ControlEventCoverageTests` holds it to what the replays send.
    static func events(for viewClass: ViewClass) -> Set<ControlEvent> {
        var events: Set<ControlEvent> = [
            .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit,
            .touchUpInside, .touchUpOutside, .touchCancel,
        ]
        if viewClass == .switch { events.insert(.valueChanged) }
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
