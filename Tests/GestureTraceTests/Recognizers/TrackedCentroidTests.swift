import Testing

@testable import GestureTrace

/// `[TrackedTouch].centroid` summed in place, with its shortcut for one touch (issue 28 item 4,
/// round 9): bit for bit `Point.centroid` of the locations (SEMANTICS §8 "centroid"), zeros'
/// signs, infinities and NaNs included.
@Suite struct TrackedCentroidTests {
    static let values: [Double] = [0, -0.0, 1.5, -2.25, 1e308, -1e-310, .infinity, -.infinity, .nan]

    static func same(_ a: Point, _ b: Point) -> Bool {
        a.x.bitPattern == b.x.bitPattern && a.y.bitPattern == b.y.bitPattern
    }

    @Test("one, two and three touches: the same bits as Point.centroid")
    func sameBitsAsPointCentroid() {
        var checked = 0
        for x in Self.values {
            for y in Self.values {
                let one = [TrackedTouch(key: 0, location: Point(x: x, y: y))]
                #expect(Self.same(one.centroid, Point.centroid(one.map(\.location))))
                let two = one + [TrackedTouch(key: 1, location: Point(x: y, y: x))]
                #expect(Self.same(two.centroid, Point.centroid(two.map(\.location))))
                let three = two + [TrackedTouch(key: 2, location: Point(x: -x, y: 0.5))]
                #expect(Self.same(three.centroid, Point.centroid(three.map(\.location))))
                checked += 1
            }
        }
        #expect(checked == Self.values.count * Self.values.count)
        #expect(Self.same([TrackedTouch]().centroid, .zero))
    }
}
