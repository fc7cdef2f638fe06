import Testing

@testable import GestureTrace

/// The importers hold every imported view at once (a 200 000-deep Lookin archive, a 100 001-view
/// recursive description: issue 25, docs/RELIABILITY.md "Large scenes, round 7"), so a view
/// stays small: what most views leave at its default is boxed. Peak memory itself is measured,
/// not unit-tested.
@Suite struct ImportedViewLayoutTests {
    @Test("an imported view stays small: a new field belongs in its boxed extras unless every view needs it")
    func viewStaysSmall() {
        // About 400 bytes with every field inline; 136 with the rare ones boxed.
        #expect(MemoryLayout<ImportedView>.stride <= 144, "ImportedView: \(MemoryLayout<ImportedView>.stride) bytes")
    }

    @Test("the boxed fields read their defaults, keep value semantics, and go back to the shared box")
    func extrasKeepValueSemantics() {
        let frame = Rect(x: 0, y: 0, width: 10, height: 10)
        var a = ImportedView(
            id: "a", viewClass: .scrollView, printedClass: "UIScrollView", address: nil, line: 1, frame: frame)
        let plain = a
        #expect(a.transform == .identity && a.scrollEnabled && !a.sheet && a.controller == nil && a.contentSize == nil)
        #expect(a.parent == nil)
        a.parent = 70_000
        #expect(a.parent == 70_000)
        a.scrollEnabled = false
        a.controlActions = []
        a.controlActions?.append("touchDown")
        a.navigation = ImportedNavigation(stackDepth: 2)
        a.navigation?.toolbar = "bar"
        var b = a
        b.controlActions?.append("touchUpInside")
        b.sheet = true
        // The copy's changes stay in the copy.
        #expect(a.controlActions == ["touchDown"] && !a.sheet && !a.scrollEnabled)
        #expect(b.controlActions == ["touchDown", "touchUpInside"] && b.sheet && b.navigation?.toolbar == "bar")
        #expect(a != b && a != plain)
        // Back at every default, a view equals one that never left them.
        a.scrollEnabled = true
        a.controlActions = nil
        a.navigation = nil
        a.parent = nil
        #expect(a == plain)
    }
}
