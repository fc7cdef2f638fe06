import Foundation
import GestureTrace

/// A one-finger circle: a discrete recognizer that recognizes when the finger lifts after
/// drawing a closed path whose points all stay near a common radius. The seeds' classic
/// custom-recognizer example, written as a UIKit subclass would be; only the type names differ
/// (docs/CUSTOM-RECOGNIZERS.md).
///
/// Parameters (`params` in the scene): `tolerance` (0.25) — how far, as a fraction of the
/// radius, any point may lie from the mean radius; `minimumRadius` (30 pt); `minimumPoints`
/// (8); `closeTolerance` (0.5) — how far, as a fraction of the radius, the path may end from
/// its start; `resistsPan` (false) — when true, `canBePrevented(by:)` refuses a pan, so a pan
/// on the same view can begin without failing the circle (SEMANTICS §6.4 (f)).
public final class CircleGestureRecognizer: GestureRecognizer {
    public let tolerance: Double
    public let minimumRadius: Double
    public let minimumPoints: Int
    public let closeTolerance: Double
    public let resistsPan: Bool

    /// The path so far, in the view's coordinates.
    private var points: [Point] = []
    private var trackedTouch: Touch?
    /// The fitted circle, once the finger lifted.
    private var fitted: (center: Point, radius: Double)?

    public init(
        tolerance: Double = 0.25, minimumRadius: Double = 30, minimumPoints: Int = 8, closeTolerance: Double = 0.5,
        resistsPan: Bool = false
    ) {
        self.tolerance = tolerance
        self.minimumRadius = minimumRadius
        self.minimumPoints = minimumPoints
        self.closeTolerance = closeTolerance
        self.resistsPan = resistsPan
        super.init()
    }

    public convenience init(_ params: CustomParameters) throws {
        self.init(
            tolerance: try params.double("tolerance", default: 0.25),
            minimumRadius: try params.double("minimumRadius", default: 30),
            minimumPoints: try params.int("minimumPoints", default: 8),
            closeTolerance: try params.double("closeTolerance", default: 0.5),
            resistsPan: try params.bool("resistsPan", default: false))
    }

    override public func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
        guard state == .possible else { return }
        guard trackedTouch == nil, touches.count == 1, let touch = touches.first else {
            setState(.failed, reason: "a second finger came down; a circle is drawn with one")
            return
        }
        trackedTouch = touch
        points = [touch.location(in: view)]
    }

    override public func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
        guard state == .possible, let touch = trackedTouch, touches.contains(touch) else { return }
        points.append(touch.location(in: view))
    }

    override public func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
        guard state == .possible, let touch = trackedTouch, touches.contains(touch) else { return }
        points.append(touch.location(in: view))
        if let failure = evaluate() {
            setState(.failed, reason: failure)
        } else if let fitted {
            setState(.recognized, reason: "closed path of \(points.count) points around radius \(text(fitted.radius))")
        }
    }

    override public func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
        guard state == .possible else { return }
        setState(.failed, reason: "touch cancelled")
    }

    override public func reset() {
        points = []
        trackedTouch = nil
        fitted = nil
    }

    override public func canBePrevented(by preventingGestureRecognizer: GestureRecognizer) -> Bool {
        !(resistsPan && preventingGestureRecognizer is PanGestureRecognizer)
    }

    override public var measurements: [(name: String, value: Double)] {
        guard let fitted else { return [] }
        return [("cx", fitted.center.x), ("cy", fitted.center.y), ("radius", fitted.radius)]
    }

    /// Why the path is not a circle, or nil when it is (and `fitted` is set).
    private func evaluate() -> String? {
        guard points.count >= minimumPoints else {
            return "only \(points.count) points < minimumPoints \(minimumPoints)"
        }
        // The center of the path's bounding box: unlike the mean of the points, it does not
        // lean towards where the finger moved slowly or where the path overlaps itself.
        let xs = points.map(\.x)
        let ys = points.map(\.y)
        let center = Point(
            x: ((xs.min() ?? 0) + (xs.max() ?? 0)) / 2, y: ((ys.min() ?? 0) + (ys.max() ?? 0)) / 2)
        let distances = points.map { $0.distance(to: center) }
        let radius = distances.reduce(0, +) / Double(distances.count)
        guard radius >= minimumRadius else {
            return "radius \(text(radius)) < minimumRadius \(text(minimumRadius))"
        }
        if let first = points.first, let last = points.last {
            let gap = first.distance(to: last)
            guard gap <= radius * closeTolerance else {
                return "path not closed: it ends \(text(gap)) pt from its start > \(text(radius * closeTolerance)) pt"
            }
        }
        let worst = distances.map { abs($0 - radius) / radius }.max() ?? 0
        guard worst <= tolerance else {
            return "a point lies \(text(worst * 100))% off the radius > tolerance \(text(tolerance * 100))%"
        }
        // The path must go around the center, not back and forth along an arc.
        var turned = 0.0
        for i in 1..<points.count {
            let a = atan2(points[i - 1].y - center.y, points[i - 1].x - center.x)
            let b = atan2(points[i].y - center.y, points[i].x - center.x)
            var delta = b - a
            if delta > Double.pi { delta -= 2 * Double.pi }
            if delta < -Double.pi { delta += 2 * Double.pi }
            turned += delta
        }
        let degrees = abs(turned) * 180 / Double.pi
        guard degrees >= 300 else { return "turned only \(text(degrees))° < 300°" }
        fitted = (center, radius)
        return nil
    }

    /// One decimal, for reasons.
    private func text(_ value: Double) -> String { String(format: "%.1f", value) }
}
