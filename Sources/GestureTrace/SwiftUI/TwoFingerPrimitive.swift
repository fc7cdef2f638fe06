// The C math library for sin, cos and atan2; not Foundation, which would load ICU and add
// several megabytes and milliseconds to every run of the command-line tool (issue 16).
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#else
    import Foundation
#endif

/// `MagnifyGesture(minimumScaleDelta:)` and `RotateGesture(minimumAngleDelta:)` (SWIFTUI §1,
/// D8–D11): two fingers; active once the scale changed by `minimumScaleDelta` (0.01) or the
/// angle by `minimumAngleDelta` (1°) from when the second finger came down. A lifted finger
/// leaves it active without updates; it ends when both fingers are up (SW18), and fails if
/// it never became active.
final class TwoFingerPrimitive: SwiftUIPrimitive {
    enum Measure { case scale(minimumDelta: Double), angle(minimumDelta: Double) }
    let measure: Measure
    private(set) var phase: SwiftUIPhase = .possible(nil)
    private(set) var reason: Reason = .unstated
    var dependency: SwiftUIDependency { .pausedUntilFailed }

    private var fingers: [Int] = []
    private var locations: [Int: Point] = [:]
    private var base: (distance: Double, angle: Double)?
    private var last: SwiftUIValue?

    init(_ measure: Measure) { self.measure = measure }

    func fail(_ why: Reason) {
        guard !phase.isFailed else { return }
        phase = .failed
        reason = why
    }

    private func current() -> (distance: Double, angle: Double)? {
        guard fingers.count == 2, let a = locations[fingers[0]], let b = locations[fingers[1]] else { return nil }
        return (a.distance(to: b), atan2(b.y - a.y, b.x - a.x))
    }

    func began(_ touches: [RecognizerTouch], _ env: SwiftUIEnvironment) {
        guard !phase.isTerminal else { return }
        for t in touches where fingers.count < 2 {
            fingers.append(t.key)
            locations[t.key] = t.location
        }
        if base == nil, let c = current(), c.distance > 0 { base = c }
    }

    func moved(_ touches: [RecognizerTouch], _ env: SwiftUIEnvironment) {
        guard !phase.isTerminal else { return }
        for t in touches where locations[t.key] != nil { locations[t.key] = t.location }
        guard let base, let c = current() else { return }
        let value: SwiftUIValue
        let delta: Double
        let threshold: Double
        switch measure {
        case .scale(let minimum):
            let scale = c.distance / base.distance
            value = .object([("magnification", .number(scale))])
            delta = abs(scale - 1)
            threshold = minimum
        case .angle(let minimum):
            var degrees = (c.angle - base.angle) * 180 / Double.pi
            while degrees > 180 { degrees -= 360 }
            while degrees < -180 { degrees += 360 }
            value = .object([("rotation", .number(degrees))])
            delta = abs(degrees)
            threshold = minimum
        }
        last = value
        if phase.isActive {
            phase = .active(value)
            reason = .unstated
        } else if delta >= threshold {
            phase = .active(value)
            reason = .swiftUIRule(.twoFingerChanged(by: delta, threshold: threshold))
        }
    }

    func ended(_ touches: [RecognizerTouch], _ env: SwiftUIEnvironment) {
        guard !phase.isTerminal else { return }
        for t in touches { locations[t.key] = nil }
        fingers.removeAll { locations[$0] == nil }
        guard fingers.isEmpty else { return }
        if phase.isActive, let last {
            phase = .ended(last)
            reason = .swiftUIRule(.bothFingersLifted)
        } else {
            fail(.swiftUIRule(.twoFingerLiftedEarly))
        }
    }

    func cancelled(_ touches: [RecognizerTouch], _ env: SwiftUIEnvironment) {
        guard !phase.isTerminal else { return }
        fail(.touchesCancelled(count: 1))
    }

    func timerFired(_ tag: Int, _ env: SwiftUIEnvironment) {}

    func noTouchesLeft(_ env: SwiftUIEnvironment) {
        guard !phase.isTerminal else { return }
        if phase.isActive, let last {
            phase = .ended(last)
            reason = .swiftUIRule(.allFingersLifted)
        } else {
            fail(.swiftUIRule(.noFingerLeft))
        }
    }
}
