/// The `fingers` test recognizer (FORMAT §2.2), modelled on the seeds' ThreeFingerRecognizer:
/// recognizes (discrete) when `count` of its touches are down at once; with `failOnExtra`,
/// fails when more than `count` come down; fails when all its touches lift first.
final class FingersLogic: RecognizerLogic {
    let count: Int
    let failOnExtra: Bool

    init(count: Int, failOnExtra: Bool) {
        self.count = count
        self.failOnExtra = failOnExtra
    }

    func touchesBegan(_ touches: [RecognizerTouch], host: RecognizerHost) {
        let down = host.heldTouchCount
        if failOnExtra, down > count {
            host.request(.failed, reason: "\(down) touches down > count \(count)")
        } else if down == count {
            host.request(.recognized, reason: "\(count) touches down at once")
        }
    }

    func touchesMoved(_ touches: [RecognizerTouch], host: RecognizerHost) {}

    func touchesEnded(_ touches: [RecognizerTouch], host: RecognizerHost) {
        if host.state == .possible, host.heldTouchCount == 0 {
            host.request(.failed, reason: "touches ended before \(count) were down at once")
        }
    }

    func touchesCancelled(_ touches: [RecognizerTouch], host: RecognizerHost) {
        host.request(.failed, reason: "touches cancelled")
    }

    func timerFired(_ tag: Int, host: RecognizerHost) {}
    func reset() {}
    func willBecomeEffectiveAfterWaiting() {}
    var measurements: [Measurement] { [] }
}
