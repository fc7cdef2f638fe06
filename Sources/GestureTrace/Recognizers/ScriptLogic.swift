/// The `script` test recognizer (FORMAT §2.2): asks for each state change at its step's time,
/// through the same arbitration as any other recognizer, and never fails by itself.
///
/// It lets the arbiter be tested without gesture heuristics: what happens to a request is
/// all SEMANTICS §5.3, §6 and §7.
final class ScriptLogic: RecognizerLogic {
    let steps: [ScriptStep]

    init(steps: [ScriptStep]) {
        self.steps = steps
    }

    /// Arms one persistent timer per step, at the trace's first event time + the step's `t`.
    /// They survive resets until the recognizer has received a touch: the reset that ends
    /// such an attempt drops the steps not yet due (FORMAT §2.2, SEMANTICS §5.7).
    func attached(_ host: RecognizerRuntime) {
        for (i, step) in steps.enumerated() {
            host.armPersistentTimer(i, at: host.traceStartTime + step.time)
        }
    }

    func timerFired(_ tag: Int, host: RecognizerHost) {
        guard tag >= 0, tag < steps.count else { return }
        let step = steps[tag]
        host.request(
            step.state,
            reason: .scriptStep(number: tag + 1, at: step.time, asks: step.state))
    }

    func touchesBegan(_ touches: [RecognizerTouch], host: RecognizerHost) {}
    func touchesMoved(_ touches: [RecognizerTouch], host: RecognizerHost) {}
    func touchesEnded(_ touches: [RecognizerTouch], host: RecognizerHost) {}
    func touchesCancelled(_ touches: [RecognizerTouch], host: RecognizerHost) {}
    func reset() {}
    func willBecomeEffectiveAfterWaiting() {}
    var measurements: [Measurement] { [] }
}

extension ScriptLogic: RecognizerClassHooks {}
