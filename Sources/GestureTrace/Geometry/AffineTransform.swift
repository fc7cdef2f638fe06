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

/// A 2-D affine transform with `CGAffineTransform`'s meaning: a point (x, y) maps to
/// (a·x + c·y + tx, b·x + d·y + ty).
package struct AffineTransform: Equatable, Sendable {
    package var a: Double
    package var b: Double
    package var c: Double
    package var d: Double
    package var tx: Double
    package var ty: Double

    package init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    package static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    package var isIdentity: Bool { self == .identity }

    package static func scale(_ sx: Double, _ sy: Double) -> AffineTransform {
        AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `degrees`; positive turns clockwise on screen because y points down,
    /// as `CGAffineTransform(rotationAngle:)` does in UIKit.
    package static func rotation(degrees: Double) -> AffineTransform {
        let r = degrees * Double.pi / 180
        let cs = cos(r)
        let sn = sin(r)
        return AffineTransform(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }

    package static func translation(_ tx: Double, _ ty: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// `self` applied first, then `other` (`CGAffineTransform.concatenating`).
    package func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    package func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// The inverse, or nil when the transform is singular (scale 0): such a view can never be
    /// hit (SEMANTICS §1.5).
    package var inverted: AffineTransform? {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return nil }
        let ia = d / det
        let ib = -b / det
        let ic = -c / det
        let id = a / det
        return AffineTransform(
            a: ia, b: ib, c: ic, d: id,
            tx: -(ia * tx + ic * ty),
            ty: -(ib * tx + id * ty))
    }
}
