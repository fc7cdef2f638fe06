import Testing

@testable import GestureTrace

/// The subtree boxes that let the not-hit walk (SEMANTICS §1.10) skip subtrees: they must hold
/// every point any view of the subtree contains, or the walk would drop a `notHit` entry.
@Suite struct SubtreeExtentsTests {
    @Test("a box holds its subviews' bounds, even outside the superview and under a bounds origin")
    func holdsSubviews() {
        var b = SceneBuilder()
        b.view("card", frame: Rect(x: 100, y: 100, width: 50, height: 50)) {
            $0.bounds = Rect(x: 0, y: 20, width: 50, height: 50)  // content shifted up by 20
        }
        b.view("tail", in: "card", frame: Rect(x: 60, y: 0, width: 10, height: 10))
        b.view("far", frame: Rect(x: 300, y: 300, width: 10, height: 10))
        let extents = SubtreeExtents(scene: b.scene)
        let card = 1
        // card's own area, and tail at window (160…170, 80…90): outside the card, still in its box.
        #expect(extents.mayContain(card, Point(x: 125, y: 125)))
        #expect(extents.mayContain(card, Point(x: 165, y: 85)))
        #expect(!extents.mayContain(card, Point(x: 305, y: 305)))
        #expect(!extents.mayContain(card, Point(x: 175, y: 85)))
        // The window's box holds everything.
        #expect(extents.mayContain(0, Point(x: 305, y: 305)))
    }

    @Test("a view under a rotation or a scale is never skipped, nor are its ancestors")
    func transformsAreUnbounded() {
        var b = SceneBuilder()
        b.view("card", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        b.view("dial", in: "card", frame: Rect(x: 0, y: 0, width: 10, height: 10)) {
            $0.transform = .rotation(degrees: 45)
        }
        let extents = SubtreeExtents(scene: b.scene)
        #expect(extents.mayContain(1, Point(x: 5000, y: -5000)))
        #expect(extents.mayContain(2, Point(x: 5000, y: -5000)))
    }

    @Test("skipping changes no listing: a view far outside its superview is still named")
    func walkStillListsOverhang() {
        var b = SceneBuilder()
        b.view("bar", frame: Rect(x: 0, y: 0, width: 100, height: 40))
        b.view("menu", in: "bar", frame: Rect(x: 0, y: 40, width: 100, height: 200))
        b.view("page", frame: Rect(x: 0, y: 300, width: 100, height: 100)) { $0.hidden = true }
        let missed = HitTestReport.make(scene: b.scene, point: Point(x: 50, y: 100)).missed.map(\.view)
        #expect(missed == ["menu"])
    }
}
