import Foundation
import GestureTrace

/// A force touch: a continuous recognizer that begins when its finger's `force` reaches a
/// threshold, changes while the finger moves (or presses harder or softer), and ends when it
/// lifts; lifting before the threshold fails it. `reset()` forgets the finger and its peak.
///
/// Parameters: `threshold` (3, in UIKit's units where 1 is an average touch).
public final class ForceTouchGestureRecognizer: GestureRecognizer {
    override public class var isContinuous: Bool { true }

    public let threshold: Double
    private var trackedTouch: Touch?
    /// The highest force seen in this attempt.
    public private(set) var peakForce = 0.0

    public init(threshold: Double = 3) {
        self.threshold = threshold
        super.init()
    }

    public convenience init(_ params: CustomParameters) throws {
        let threshold = try params.double("threshold", default: 3)
        guard threshold > 0 else { throw CustomParameterError(key: "threshold", "must be greater than 0") }
        self.init(threshold: threshold)
    }

    override public func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
        for touch in touches where touch !== trackedTouch {
            if trackedTouch == nil {
                trackedTouch = touch
                track(touch)
            } else if state == .possible {
                setState(.failed, reason: "a second finger came down")
                return
            } else {
                // Already pressing: other fingers are none of its business (SEMANTICS §7.7).
                ignore(touch, for: event)
            }
        }
    }

    override public func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        track(touch)
    }

    override public func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        switch state {
        case .began, .changed:
            setState(.ended, reason: "lifted")
        case .possible:
            setState(
                .failed, reason: "lifted at peak force \(text(peakForce)) < threshold \(text(threshold))")
        default:
            break
        }
    }

    override public func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
        state = .cancelled
    }

    override public func reset() {
        trackedTouch = nil
        peakForce = 0
    }

    override public var measurements: [(name: String, value: Double)] {
        [("force", trackedTouch?.force ?? 0), ("peak", peakForce)]
    }

    private func track(_ touch: Touch) {
        peakForce = max(peakForce, touch.force)
        switch state {
        case .possible:
            if touch.force >= threshold {
                setState(.began, reason: "force \(text(touch.force)) >= threshold \(text(threshold))")
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    private func text(_ value: Double) -> String { String(format: "%.2f", value) }
}
