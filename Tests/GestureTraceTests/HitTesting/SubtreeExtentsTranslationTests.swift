import Testing

@testable import GestureTrace

/// `SubtreeExtents` computes a translated view's box from its translation to the window alone
/// (issue 28 item 4, round 8). The boxes must be the ones the composed transforms gave: the
/// reference below is the composition as it was written before.
@Suite struct SubtreeExtentsTranslationTests {
    /// The box of every view as the composed transforms gave it, nil for a view under a
    /// transform other than the identity.
    static func reference(_ scene: Scene) -> [SubtreeExtents.Box?] {
        let views = scene.views
        var toWindow = [AffineTransform](repeating: .identity, count: views.count)
        var translated = [Bool](repeating: true, count: views.count)
        var out = [SubtreeExtents.Box?](repeating: nil, count: views.count)
        for v in views.indices {
            let bounds = views[v].bounds
            if let parent = views[v].parent {
                let frame = views[v].frame
                let local = AffineTransform.translation(-bounds.midX, -bounds.midY)
                    .concatenating(views[v].transform)
                    .concatenating(.translation(frame.midX, frame.midY))
                toWindow[v] = local.concatenating(toWindow[parent])
                translated[v] = translated[parent] && views[v].transform.isIdentity
            }
            guard translated[v] else { continue }
            var box = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
            for corner in 0..<4 {
                let c = toWindow[v].apply(
                    Point(x: corner & 1 == 0 ? bounds.minX : bounds.maxX, y: corner < 2 ? bounds.minY : bounds.maxY))
                box = (min(box.0, c.x), min(box.1, c.y), max(box.2, c.x), max(box.3, c.y))
            }
            guard box.0.isFinite, box.1.isFinite, box.2.isFinite, box.3.isFinite else { continue }
            let scale = max(abs(box.0), abs(box.1), abs(box.2), abs(box.3), 1)
            let margin = scale * 1e-6
            out[v] = SubtreeExtents.Box(holding: (box.0 - margin, box.1 - margin, box.2 + margin, box.3 + margin))
        }
        // Each subtree folded into its parent, as `SubtreeExtents` does.
        for v in stride(from: views.count - 1, through: 1, by: -1) {
            guard let parent = views[v].parent else { continue }
            guard let a = out[parent], let b = out[v] else {
                if translated[parent] { out[parent] = nil }
                continue
            }
            out[parent] = SubtreeExtents.Box(
                minX: min(a.minX, b.minX), minY: min(a.minY, b.minY), maxX: max(a.maxX, b.maxX),
                maxY: max(a.maxY, b.maxY))
        }
        return out
    }

    @Test("seeded trees of offset views, bounds origins and fractional frames: the boxes the composition gave")
    func sameBoxes() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ range: Double) -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return (Double(state >> 11) / Double(1 << 53) - 0.5) * range
        }
        for round in 0..<40 {
            var b = SceneBuilder()
            var names = ["window"]
            for i in 0..<30 {
                let parent = names[Int((next(1) + 0.5) * Double(names.count)) % names.count]
                let name = "v\(i)"
                let frame = Rect(x: next(2000), y: next(2000), width: abs(next(600)), height: abs(next(600)))
                let bounds = Rect(
                    x: next(round % 2 == 0 ? 3 : 3000), y: next(3000), width: frame.size.width,
                    height: frame.size.height)
                if parent == "window" {
                    b.view(name, frame: frame) { $0.bounds = bounds }
                } else {
                    b.view(name, in: parent, frame: frame) {
                        $0.bounds = bounds
                        if i % 11 == 5 { $0.transform = .scale(2, 2) }
                    }
                }
                names.append(name)
            }
            let scene = b.scene
            let extents = SubtreeExtents(scene: scene)
            let reference = Self.reference(scene)
            for v in scene.views.indices {
                let box = extents.box(of: v)
                if let expected = reference[v] {
                    #expect(
                        box.minX == expected.minX && box.minY == expected.minY && box.maxX == expected.maxX
                            && box.maxY == expected.maxY)
                } else {
                    #expect(box.minX == -.infinity && box.maxY == .infinity)
                }
            }
        }
    }
}
