/// A rectangle in points (a `CGRect` with non-negative size).
public struct Rect: Equatable, Sendable {
    public var origin: Point
    public var size: Size

    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x: x, y: y)
        size = Size(width: width, height: height)
    }

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var center: Point { Point(x: midX, y: midY) }

    /// `CGRect.contains(_:)`: half-open, so a point on the maximum x or y edge is outside
    /// (SEMANTICS §1.4, source S36).
    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// The rectangle grown by `dx`, `dy` on each side (`CGRect.insetBy` with negated values).
    public func outset(dx: Double, dy: Double) -> Rect {
        Rect(x: minX - dx, y: minY - dy, width: size.width + 2 * dx, height: size.height + 2 * dy)
    }

    /// `UIEdgeInsetsInsetRect`: positive insets shrink, negative grow.
    public func inset(top: Double, left: Double, bottom: Double, right: Double) -> Rect {
        Rect(
            x: minX + left, y: minY + top,
            width: size.width - left - right, height: size.height - top - bottom)
    }

    /// Whether `p` lies in the ellipse inscribed in this rectangle.
    public func ellipseContains(_ p: Point) -> Bool {
        let rx = size.width / 2
        let ry = size.height / 2
        guard rx > 0, ry > 0 else { return false }
        let nx = (p.x - midX) / rx
        let ny = (p.y - midY) / ry
        return nx * nx + ny * ny <= 1
    }
}
