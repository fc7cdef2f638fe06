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
            host.request(.failed, reason: .rule(.fingersTooMany(down: down, count: count)))
        } else if down == count {
            host.request(.recognized, reason: .rule(.fingersAllDown(count: count)))
        }
    }

    func touchesMoved(_ touches: [RecognizerTouch], host: RecognizerHost) {}

    func touchesEnded(_ touches: [RecognizerTouch], host: RecognizerHost) {
        if host.state == .possible, host.heldTouchCount == 0 {
            host.request(.failed, reason: .rule(.fingersEndedEarly(count: count)))
        }
    }

    func touchesCancelled(_ touches: [RecognizerTouch], host: RecognizerHost) {
        host.request(.failed, reason: .touchesCancelled(count: touches.count))
    }

    func timerFired(_ tag: Int, host: RecognizerHost) {}
    func reset() {}
    func willBecomeEffectiveAfterWaiting() {}
    var measurements: [Measurement] { [] }
}
