/// For each view, a window-space box that holds the bounds of the view and of all its
/// descendants: the not-hit walk (SEMANTICS §1.10) lists only views whose bounds contain the
/// point, so a subtree whose box misses the point is skipped whole.
///
/// Measured on the replay benchmark (docs/PERFORMANCE.md, "The not-hit walk"): the walk over
/// every view at every new touch cost 2.3 % of a replay's instructions with 83 views, and grows
/// with the scene; the boxes are computed once per scene.
///
/// The boxes are conservative, so skipping is never a change in output, only in work. They are
/// computed by adding offsets down the tree while the walk subtracts them from the point, so
/// they are widened by a margin far above the rounding of either; a view under a transform
/// other than the identity (rotated, scaled: the inverse and forward maps could round apart)
/// gets a box holding every point, and so does any box that is not finite.
///
/// A box is four `Float`s, each rounded outward from the `Double` it is computed in, so it
/// still holds every point the exact box holds: 16 bytes a view, where four `Double`s were 32
/// and the per-view transforms to the window, kept while the boxes were computed, 48 more
/// (issue 25: 24 MiB at once for 300 000 views). The transforms are now kept for the path
/// from the window to the current view only.
struct SubtreeExtents {
    /// Per view: `minX, minY, maxX, maxY` of the subtree's bounds in window coordinates,
    /// rounded outward.
    private let boxes: [Box]

    struct Box {
        var minX: Float
        var minY: Float
        var maxX: Float
        var maxY: Float

        static let everything = Box(minX: -.infinity, minY: -.infinity, maxX: .infinity, maxY: .infinity)

        /// The smallest `Float` box holding `minX…maxX × minY…maxY`.
        init(holding box: (Double, Double, Double, Double)) {
            minX = Box.down(box.0)
            minY = Box.down(box.1)
            maxX = Box.up(box.2)
            maxY = Box.up(box.3)
        }

        init(minX: Float, minY: Float, maxX: Float, maxY: Float) {
            (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
        }

        /// The largest `Float` not above `x`.
        static func down(_ x: Double) -> Float {
            let f = Float(x)
            return Double(f) > x ? f.nextDown : f
        }

        /// The smallest `Float` not below `x`.
        static func up(_ x: Double) -> Float {
            let f = Float(x)
            return Double(f) < x ? f.nextUp : f
        }
    }

    /// What the walk keeps of a view on the current path: whether every transform up to the
    /// window is the identity, and then its translation to the window (`tx`, `ty`; not read
    /// otherwise). The whole transform was kept, 64 bytes an entry copied in and out at every
    /// view, though only the translation of a translated view is read (issue 28 item 4,
    /// round 11).
    private struct PathEntry {
        var view: Int
        var tx: Double
        var ty: Double
        var translated: Bool
    }

    init(scene: Scene) {
        let views = scene.views
        var boxes = [Box](repeating: .everything, count: views.count)
        // The views from the current view's tree root down to its superview. Views are stored
        // in pre-order, so a view's superview is on this path when the view is reached (a
        // removed view, SEMANTICS §2.12, starts a path of its own).
        var path: [PathEntry] = []
        // Each view's fields are read in place (`views[v].…`): copying a `ViewNode` retains its
        // arrays and strings, and the boxes are built again with the hit tester after a scroll
        // view's content moves (issue 28 item 4, round 3). The boxes are written through their
        // buffer: the array's uniqueness was checked at every write (round 11).
        views.withUnsafeBufferPointer { views in
            boxes.withUnsafeMutableBufferPointer { boxes in
                for v in views.indices {
                    // Only a view whose transforms up to the window are all the identity gets a
                    // box (the others keep `.everything`), and its transform to the window is
                    // then a translation, (tx, ty): so only the translation is computed, by the
                    // additions the composed transforms made. `local → superview` is
                    // T · (p − bounds centre) + frame centre (SEMANTICS §1.5); with T the
                    // identity, composing it and the ancestors' translations multiplied each
                    // coordinate by 1 and added products by 0, which leaves every finite sum as
                    // it is (at most the sign of a zero differs, which no comparison, `abs` or
                    // margin below can tell) and turns an infinite coordinate into a non-finite
                    // one on its own axis either way, so the box is `.everything` in both cases.
                    // The composition made every new touch after a scroll pay three matrix
                    // products and four matrix applications per view (issue 28 item 4, round 8).
                    var tx = 0.0
                    var ty = 0.0
                    var translated = true
                    let bounds = views[v].bounds
                    // The window's points are in its bounds space already (ViewGeometry.fromWindow).
                    if let parent = views[v].parent {
                        while let last = path.last, last.view != parent { path.removeLast() }
                        let above = path.last ?? SubtreeExtents.entry(of: parent, in: views)
                        translated = above.translated && views[v].transform.isIdentity
                        if translated {
                            let frame = views[v].frame
                            tx = (-bounds.midX + frame.midX) + above.tx
                            ty = (-bounds.midY + frame.midY) + above.ty
                        }
                    } else {
                        path.removeAll(keepingCapacity: true)
                    }
                    // A view that is not translated passes that on: none of its subviews gets a
                    // box, so its translation is never read.
                    path.append(PathEntry(view: v, tx: tx, ty: ty, translated: translated))
                    guard translated else { continue }
                    // The four corners, folded in the order they always were (min and max are
                    // exact, so the order changes nothing, but it is kept).
                    var box = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
                    for corner in 0..<4 {
                        let x = (corner & 1 == 0 ? bounds.minX : bounds.maxX) + tx
                        let y = (corner < 2 ? bounds.minY : bounds.maxY) + ty
                        box = (min(box.0, x), min(box.1, y), max(box.2, x), max(box.3, y))
                    }
                    boxes[v] = SubtreeExtents.widened(box)
                }
                // Pre-order: every descendant of `v` has a larger index, so walking backwards
                // folds each finished subtree into its parent.
                for v in stride(from: views.count - 1, through: 1, by: -1) {
                    guard let parent = views[v].parent else { continue }
                    let (a, b) = (boxes[parent], boxes[v])
                    boxes[parent] = Box(
                        minX: min(a.minX, b.minX), minY: min(a.minY, b.minY), maxX: max(a.maxX, b.maxX),
                        maxY: max(a.maxY, b.maxY))
                }
            }
        }
        self.boxes = boxes
    }

    /// The path entry of `view` computed from the window down, for a superview that is not on
    /// the path (not reached in pre-order before its subview: never for a scene as decoded).
    private static func entry(of view: Int, in views: UnsafeBufferPointer<ViewNode>) -> PathEntry {
        var chain: [Int] = []
        var v: Int? = view
        while let current = v, views[current].parent != nil, chain.count <= views.count {
            chain.append(current)
            v = views[current].parent
        }
        var toWindow = AffineTransform.identity
        var translated = true
        for current in chain.reversed() {
            let bounds = views[current].bounds
            let transform = views[current].transform
            let frame = views[current].frame
            let local = AffineTransform.translation(-bounds.midX, -bounds.midY)
                .concatenating(transform)
                .concatenating(.translation(frame.midX, frame.midY))
            toWindow = local.concatenating(toWindow)
            translated = translated && transform.isIdentity
        }
        return PathEntry(view: view, tx: toWindow.tx, ty: toWindow.ty, translated: translated)
    }

    /// View `v`'s subtree box (`SubtreeExtentsTests`).
    func box(of v: Int) -> Box { boxes[v] }

    /// How many bytes a view's box takes (`SceneMemoryTests`).
    static var bytesPerView: Int { MemoryLayout<Box>.stride }

    /// Whether some view of `v`'s subtree may have bounds containing the window point.
    func mayContain(_ v: Int, _ p: Point) -> Bool {
        let box = boxes[v]
        return p.x >= Double(box.minX) && p.y >= Double(box.minY) && p.x <= Double(box.maxX)
            && p.y <= Double(box.maxY)
    }

    /// The box grown by a margin relative to its coordinates (well above the rounding error
    /// of transforms composed along any path), or made infinite when it is not finite.
    @inline(__always)
    private static func widened(_ box: (Double, Double, Double, Double)) -> Box {
        guard box.0.isFinite, box.1.isFinite, box.2.isFinite, box.3.isFinite else {
            return .everything
        }
        let scale = max(abs(box.0), abs(box.1), abs(box.2), abs(box.3), 1)
        let margin = scale * 1e-6
        return Box(holding: (box.0 - margin, box.1 - margin, box.2 + margin, box.3 + margin))
    }
}
