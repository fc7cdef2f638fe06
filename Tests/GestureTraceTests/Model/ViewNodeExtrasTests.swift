import Testing

@testable import GestureTrace

/// `ViewNode`'s rarely set configuration is changed in place when one view alone holds it
/// (a scroll view's content offset at every pan action, issue 28 item 4, round 7): views keep
/// value semantics, so a copy taken before a change never sees it.
@Suite("View node configuration, copy on write")
struct ViewNodeExtrasTests {
    static func scrollView() -> ViewNode {
        var node = ViewNode(id: "scroll", viewClass: .scrollView, frame: Rect(x: 0, y: 0, width: 100, height: 200))
        node.scroll = ScrollSpec()
        return node
    }

    @Test("a copy taken before the bounds origin moves keeps the old origin, and the moved view keeps the rest")
    func copyKeepsItsBounds() {
        var node = Self.scrollView()
        node.bounds.origin = Point(x: 0, y: 40)
        let copy = node
        node.bounds.origin = Point(x: 0, y: 90)
        node.bounds.origin = Point(x: 0, y: 120)
        #expect(copy.bounds.origin == Point(x: 0, y: 40))
        #expect(node.bounds.origin == Point(x: 0, y: 120))
        #expect(node.bounds.size == copy.bounds.size)
        #expect(node.scroll != nil && copy.scroll != nil)
    }

    @Test("the views of a scene copied before a scroll keep their offsets")
    func arrayCopyKeepsItsBounds() {
        var views = [Self.scrollView(), Self.scrollView()]
        views[1].bounds.origin = Point(x: 0, y: 10)
        let before = views
        views[1].bounds.origin = Point(x: 0, y: 30)
        #expect(before[1].bounds.origin == Point(x: 0, y: 10))
        #expect(views[1].bounds.origin == Point(x: 0, y: 30))
        #expect(views[0].bounds.origin == .zero)
    }

    @Test("a change back to every default drops the configuration, in place or not")
    func backToDefault() {
        var plain = ViewNode(id: "v", viewClass: .view, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        plain.alpha = 0.5
        plain.alpha = 0.25
        #expect(plain.alpha == 0.25)
        let copy = plain
        plain.alpha = 1
        #expect(plain.alpha == 1)
        #expect(copy.alpha == 0.25)
        var alone = ViewNode(id: "w", viewClass: .view, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        alone.alpha = 0.5
        alone.alpha = 1
        #expect(alone.alpha == 1)
        #expect(alone.bounds == Rect(x: 0, y: 0, width: 10, height: 10))
    }
}
