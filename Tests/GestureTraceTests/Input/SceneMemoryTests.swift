import Testing

@testable import GestureTrace

/// A scene's memory is its views, its SwiftUI nodes and its id table, each one entry per
/// declaration: issue 25 measured 300 000 flat views at 375 MiB (about 470 bytes a view and
/// every array grown by doubling) and a 300 000-deep SwiftUI tree at 241 MiB. These pin the
/// mechanisms that bring them down: entries stay small, and arrays are allocated once. Peak
/// memory itself is measured, not unit-tested (docs/RELIABILITY.md "Figures").
@Suite struct SceneMemoryTests {
    @Test("a view, a SwiftUI node and an id entry stay small: what most views leave at the default is boxed")
    func entriesStaySmall() {
        // 470 and 208 bytes before; a new stored property belongs in ViewNode's Extras unless
        // every view needs it.
        #expect(MemoryLayout<ViewNode>.stride <= 128, "ViewNode: \(MemoryLayout<ViewNode>.stride) bytes")
        #expect(MemoryLayout<SwiftUINode>.stride <= 144, "SwiftUINode: \(MemoryLayout<SwiftUINode>.stride) bytes")
        #expect(MemoryLayout<SceneDecoder.IdEntry>.stride <= 16)
    }

    @Test("the boxed part reads its defaults, and a copy of a view keeps its own when the other changes")
    func extrasKeepValueSemantics() {
        var button = ViewNode(id: "b", viewClass: .button, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(button.control != nil && button.scroll == nil && button.transform == .identity)
        #expect(button.pointInside == .bounds && button.hitTest == .default && button.controller == nil)
        let copy = button
        button.control?.enabled = false
        button.transform = AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0)
        #expect(button.control?.enabled == false && copy.control?.enabled == true)
        #expect(copy.transform == .identity && button.transform.a == 2)
        var plain = ViewNode(id: "v", viewClass: .view, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        plain.parent = 7
        #expect(plain.parent == 7 && plain.control == nil)
        plain.parent = nil
        #expect(plain.parent == nil)
    }

    @Test("views and SwiftUI nodes are counted before decoding: each array is allocated once, at its size")
    func arraysAllocatedOnce() throws {
        let flat = (0..<1100).map { #"{"id": "v\#($0)", "frame": [0, 0, 1, 1]}"# }.joined(separator: ", ")
        var nodes = #"{"id": "leaf", "frame": [0, 0, 1, 1]}"#
        for k in 0..<600 { nodes = #"{"id": "n\#(k)", "frame": [0, 0, 1, 1], "children": [\#(nodes)]}"# }
        let text =
            #"{"gesturetrace": 1, "window": {"id": "w", "frame": [0, 0, 100, 100], "subviews": [\#(flat), {"id": "host", "class": "UIHostingView", "frame": [0, 0, 100, 100], "swiftui": \#(nodes)}]}}"#
        let document = try JSONDocument.parse(Array(text.utf8))
        let window = try #require(
            document.members(of: document.root).first { document.string($0.key) == "window" }?.value)
        #expect(document.treeSize(window, childrenKey: SceneDecoder.subviewsKey) == 1102)
        let scene = try TraceDecoder.decodeScene(bytes: Array(text.utf8), file: "s.json")
        // Grown by doubling, the capacities would be about 2 048, 1 024 and 2 048; reserved,
        // they are the counts (the allocator may round up a little).
        #expect(scene.views.count == 1102)
        #expect(scene.views.capacity <= 1102 + 16)
        #expect(scene.swiftUI.nodes.count == 601)
        #expect(scene.swiftUI.nodes.capacity <= 601 + 16)
        #expect(scene.views[0].subviews.capacity <= 1101 + 16)
    }

    @Test("hit-test geometry keeps an inverse only for views whose transform is not the identity")
    func geometryKeepsFewInverses() throws {
        // One inverse per view was 56 bytes a view (17 MiB of replay's peak for 300 000 views,
        // issue 25 round 4). A rotated and a singular view keep their own; the rest (a matrix
        // written with -0.0 among them) share the identity's, with the same results.
        let flat = (0..<500).map { #"{"id": "v\#($0)", "frame": [\#($0 % 50), 0, 10, 10]}"# }.joined(separator: ", ")
        let text =
            #"{"gesturetrace": 1, "window": {"id": "w", "frame": [0, 0, 100, 100], "subviews": [\#(flat), {"id": "r", "frame": [0, 0, 40, 40], "transform": {"rotate": 30}}, {"id": "z", "frame": [0, 0, 40, 40], "transform": {"scale": [0, 1]}}, {"id": "m", "frame": [0, 0, 40, 40], "transform": [1, -0.0, 0, 1, 0, 0]}]}}"#
        let scene = try TraceDecoder.decodeScene(bytes: Array(text.utf8), file: "s.json")
        let geometry = ViewGeometry(scene: scene)
        #expect(geometry.storedInverses == 2)
        let p = Point(x: 7.25, y: -3.5)
        for v in [1, 250, 500, 501, 503] {
            let expected = scene.views[v].transform.inverted.map {
                $0.apply(p - scene.views[v].frame.center)
                    + Point(x: scene.views[v].bounds.midX, y: scene.views[v].bounds.midY)
            }
            #expect(geometry.toLocal(p, of: v) == expected, "view \(v)")
        }
        #expect(geometry.toLocal(p, of: 502) == nil)
    }
}
