/// The bridge between a `GestureRecognizer` subclass and the engine: a `RecognizerLogic` like
/// each built-in kind's, so a custom recognizer goes through the same delivery, coercions and
/// arbitration (SEMANTICS §8.8).
///
/// It turns the engine's touch snapshots into long-lived `Touch` objects, calls the
/// subclass's overrides, turns `state` assignments into requests with a reason, and runs the
/// subclass's virtual timers.
final class CustomRecognizerLogic: RecognizerLogic {
    let recognizer: GestureRecognizer
    let className: String
    /// The recognizer's runtime, once the arbiter attached it (`CustomArbitration.attach`).
    weak var runtime: RecognizerRuntime?
    /// Every recognizer of the scene as a custom recognizer sees it, by scene index.
    var peers: [GestureRecognizer] = []
    /// The `Touch` object of each touch key the recognizer was handed since its last reset.
    private var touchObjects: [Int: Touch] = [:]
    /// The override being run, for the reason of a bare `state =` ("in touchesMoved").
    private var callback = "init"
    /// Closures of armed virtual timers, by engine tag.
    private var timerBodies: [Int: (timer: VirtualTimer, body: () -> Void)] = [:]
    private var nextTimerTag = 1
    /// Set while `canPrevent(_:)` or `canBePrevented(by:)` runs: state requests are ignored.
    var isAnswering = false

    init(recognizer: GestureRecognizer, className: String) {
        self.recognizer = recognizer
        self.className = className
        recognizer.bridge = self
    }

    /// A fresh instance of the class for one replay. The factory already succeeded when the
    /// trace was loaded; should it throw now, the recognizer fails at its first touch with
    /// the error as its reason rather than stopping the replay.
    static func make(_ custom: CustomRecognizerKind, spec: RecognizerSpec, scene: Scene) -> RecognizerLogic {
        let instance: GestureRecognizer
        do {
            instance = try custom.make(CustomParameters(custom.parameters))
        } catch {
            return UncreatableCustomLogic(reason: .customUncreatable(className: custom.className, error: "\(error)"))
        }
        instance.describe(spec, scene: scene)
        return CustomRecognizerLogic(recognizer: instance, className: custom.className)
    }

    // MARK: RecognizerLogic

    func touchesBegan(_ touches: [RecognizerTouch], host: RecognizerHost) {
        run("touchesBegan", touches, host: host) { recognizer.touchesBegan($0, with: $1) }
    }

    func touchesMoved(_ touches: [RecognizerTouch], host: RecognizerHost) {
        run("touchesMoved", touches, host: host) { recognizer.touchesMoved($0, with: $1) }
    }

    func touchesEnded(_ touches: [RecognizerTouch], host: RecognizerHost) {
        run("touchesEnded", touches, host: host) { recognizer.touchesEnded($0, with: $1) }
    }

    func touchesCancelled(_ touches: [RecognizerTouch], host: RecognizerHost) {
        run("touchesCancelled", touches, host: host) { recognizer.touchesCancelled($0, with: $1) }
    }

    func timerFired(_ tag: Int, host: RecognizerHost) {
        guard let armed = timerBodies.removeValue(forKey: tag), armed.timer.isValid else { return }
        armed.timer.isValid = false
        callback = "a timer"
        armed.body()
    }

    /// The engine has already invalidated the armed timers (SEMANTICS §5.7); their closures
    /// go before the class's `reset()` runs, so a timer it schedules there stays armed.
    func reset() {
        for armed in timerBodies.values { armed.timer.isValid = false }
        timerBodies.removeAll()
        callback = "reset"
        recognizer.reset()
        touchObjects.removeAll()
    }

    func willBecomeEffectiveAfterWaiting() {}

    var measurements: [Measurement] {
        recognizer.measurements.map { Measurement($0.name, $0.value) }
    }

    // MARK: What the recognizer asks of the engine

    func request(_ state: GestureRecognizer.State, reason: String?) {
        guard let runtime, !isAnswering else { return }
        let requested: RequestedState
        switch state {
        case .possible: requested = .possible
        case .began: requested = .began
        case .changed: requested = .changed
        case .ended: requested = runtime.isContinuous ? .ended : .recognized
        case .cancelled: requested = .cancelled
        case .failed: requested = .failed
        }
        runtime.request(
            requested,
            reason: reason.map(Reason.customStated)
                ?? .customSetState(className: className, state: requested.rawValue, callback: callback))
    }

    func ignore(_ touch: Touch) {
        runtime?.ignore(touch.key)
    }

    func holds(_ touch: Touch) -> Bool {
        runtime?.touchKeys.contains(touch.key) ?? false
    }

    func schedule(_ timer: VirtualTimer, after interval: Double, _ body: @escaping () -> Void) {
        guard let runtime else { return }
        let tag = nextTimerTag
        nextTimerTag += 1
        timer.tag = tag
        timer.bridge = self
        timerBodies[tag] = (timer, body)
        runtime.armTimer(tag, after: interval)
    }

    func cancelTimer(_ tag: Int) {
        timerBodies[tag] = nil
        runtime?.cancelTimer(tag)
    }

    /// A window point in `view`'s coordinates (nil: the window's).
    func convert(_ point: Point, to view: SceneView?) -> Point {
        guard let view, let runtime, view.index < runtime.arbiter.scene.views.count else {
            return point
        }
        return runtime.context.convert(point, toView: view.index)
    }

    // MARK: Touch objects

    /// Runs one override with the `Touch` objects of `snapshots` and an event listing every
    /// touch the recognizer holds.
    private func run(
        _ name: String, _ snapshots: [RecognizerTouch], host: RecognizerHost,
        _ body: (TouchSet, TouchEvent) -> Void
    ) {
        callback = name
        let handed = snapshots.map(touchObject)
        var all = host.touches.map(touchObject)
        for touch in handed where !all.contains(where: { $0 === touch }) { all.append(touch) }
        body(TouchSet(handed), TouchEvent(timestamp: host.now, allTouches: TouchSet(all)))
    }

    private func touchObject(_ snapshot: RecognizerTouch) -> Touch {
        if let touch = touchObjects[snapshot.key] {
            touch.update(from: snapshot)
            return touch
        }
        var view: SceneView?
        if let runtime, let index = runtime.table.touch(snapshot.key)?.view {
            view = SceneView(index: index, scene: runtime.arbiter.scene)
        }
        let touch = Touch(snapshot, view: view, bridge: self)
        touchObjects[snapshot.key] = touch
        return touch
    }
}

/// Stands in for a custom recognizer whose factory failed at replay time: it fails at its
/// first touch, with the factory's error as the reason.
final class UncreatableCustomLogic: RecognizerLogic {
    let reason: Reason

    init(reason: Reason) { self.reason = reason }

    func touchesBegan(_ touches: [RecognizerTouch], host: RecognizerHost) { host.request(.failed, reason: reason) }
    func touchesMoved(_ touches: [RecognizerTouch], host: RecognizerHost) {}
    func touchesEnded(_ touches: [RecognizerTouch], host: RecognizerHost) {}
    func touchesCancelled(_ touches: [RecognizerTouch], host: RecognizerHost) {}
    func timerFired(_ tag: Int, host: RecognizerHost) {}
    func reset() {}
    func willBecomeEffectiveAfterWaiting() {}
    var measurements: [Measurement] { [] }
}
