import GestureTrace

/// The seeds' ThreeFingerRecognizer: a discrete recognizer that recognizes when `count` of its
/// touches are down at once and, like the original, delays touchesBegan to its view while it
/// decides (set in its initializer, as a UIKit subclass does). With `failOnExtra` it fails
/// when more than `count` come down; it fails when all its touches lift first.
///
/// It implements the same rules as the `fingers` kind (FORMAT §2.2), with the same reasons, so
/// the `fingers` seed traces replay identically through it (see the tests).
///
/// Parameters: `count` (3), `failOnExtra` (false).
public final class ThreeFingerGestureRecognizer: GestureRecognizer {
    public let count: Int
    public let failOnExtra: Bool

    public init(count: Int = 3, failOnExtra: Bool = false) {
        self.count = count
        self.failOnExtra = failOnExtra
        super.init()
        delaysTouchesBegan = true
    }

    public convenience init(_ params: CustomParameters) throws {
        let count = try params.int("count", default: 3)
        guard count >= 1 else { throw CustomParameterError(key: "count", "must be at least 1") }
        self.init(count: count, failOnExtra: try params.bool("failOnExtra", default: false))
    }

    override public func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
        let down = numberOfTouches
        if failOnExtra, down > count {
            setState(.failed, reason: "\(down) touches down > count \(count)")
        } else if down == count {
            setState(.recognized, reason: "\(count) touches down at once")
        }
    }

    override public func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
        if state == .possible, numberOfTouches == 0 {
            setState(.failed, reason: "touches ended before \(count) were down at once")
        }
    }

    override public func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
        setState(.failed, reason: "touches cancelled")
    }
}
