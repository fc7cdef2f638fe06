import Testing

@testable import GestureTrace

@Suite struct GeometryTests {
    @Test("CGRect.contains is half-open (SEMANTICS §1.4)")
    func rectIsHalfOpen() {
        let r = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(r.contains(Point(x: 0, y: 0)))
        #expect(!r.contains(Point(x: 10, y: 5)))
        #expect(!r.contains(Point(x: 5, y: 10)))
    }

    @Test("transform inverse round-trips")
    func inverse() throws {
        let t = AffineTransform.scale(2, 3).concatenating(.rotation(degrees: 30)).concatenating(.translation(5, -7))
        let inv = try #require(t.inverted)
        let p = Point(x: 12, y: -4)
        let q = inv.apply(t.apply(p))
        #expect(abs(q.x - p.x) < 1e-9 && abs(q.y - p.y) < 1e-9)
        #expect(AffineTransform.scale(0, 1).inverted == nil)
    }
}
