/// A location or offset in points (a `CGPoint`). Public, with `Size` and `Rect`, because the
/// custom recognizer API (docs/CUSTOM-RECOGNIZERS.md) reports locations and bounds in them.
public struct Point: Equatable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }

    /// Euclidean distance: the measure of the tap and long-press allowances (SEMANTICS §8.1, §8.2).
    public func distance(to other: Point) -> Double {
        let dx = other.x - x
        let dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The mean of the points: a recognizer's location (SEMANTICS §4.4).
    public static func centroid(_ points: [Point]) -> Point {
        guard !points.isEmpty else { return .zero }
        var sx = 0.0
        var sy = 0.0
        for p in points {
            sx += p.x
            sy += p.y
        }
        let n = Double(points.count)
        return Point(x: sx / n, y: sy / n)
    }
}
