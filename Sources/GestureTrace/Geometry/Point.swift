/// A location or offset in points (a `CGPoint`).
package struct Point: Equatable, Sendable {
    package var x: Double
    package var y: Double

    package init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    package static let zero = Point(x: 0, y: 0)

    package static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    package static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    package static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }

    /// Euclidean distance: the measure of the tap and long-press allowances (SEMANTICS §8.1, §8.2).
    package func distance(to other: Point) -> Double {
        let dx = other.x - x
        let dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The mean of the points: a recognizer's location (SEMANTICS §4.4).
    package static func centroid(_ points: [Point]) -> Point {
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
