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
struct SubtreeExtents {
    /// Per view: `minX, minY, maxX, maxY` of the subtree's bounds in window coordinates.
    private let boxes: [(Double, Double, Double, Double)]

    /// Built again whenever the hit tester is (after a scroll view's content moved, at the next
    /// new touch), so it reads each view's fields in place: iterating the views copied each
    /// `ViewNode` (retaining its arrays and strings), and the corners went through two arrays
    /// a view; together about 100 000 instructions a build on the benchmark's 83 views, built
    /// 145 times in its 1000-gesture session (issue 28 item 4, round 3). Same arithmetic.
    init(scene: Scene) {
        let views = scene.views
        var toWindow = [AffineTransform](repeating: .identity, count: views.count)
        var translated = [Bool](repeating: true, count: views.count)
        var boxes = [(Double, Double, Double, Double)](repeating: (0, 0, 0, 0), count: views.count)
        for v in views.indices {
            // The window's points are in its bounds space already (ViewGeometry.fromWindow).
            let bounds = views[v].bounds
            if let parent = views[v].parent {
                let transform = views[v].transform
                let frame = views[v].frame
                // local → superview: T · (p − bounds centre) + frame centre (SEMANTICS §1.5).
                let local = AffineTransform.translation(-bounds.midX, -bounds.midY)
                    .concatenating(transform)
                    .concatenating(.translation(frame.midX, frame.midY))
                toWindow[v] = local.concatenating(toWindow[parent])
                translated[v] = translated[parent] && transform.isIdentity
            }
            guard translated[v] else {
                boxes[v] = (-.infinity, -.infinity, .infinity, .infinity)
                continue
            }
            let t = toWindow[v]
            // The four corners, folded in the order they always were (min and max are exact,
            // so the order changes nothing, but it is kept).
            var box = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
            for corner in 0..<4 {
                let c = t.apply(
                    Point(x: corner & 1 == 0 ? bounds.minX : bounds.maxX, y: corner < 2 ? bounds.minY : bounds.maxY))
                box = (min(box.0, c.x), min(box.1, c.y), max(box.2, c.x), max(box.3, c.y))
            }
            boxes[v] = Self.widened(box)
        }
        // Pre-order: every descendant of `v` has a larger index, so walking backwards folds each
        // finished subtree into its parent.
        for v in stride(from: views.count - 1, through: 1, by: -1) {
            guard let parent = views[v].parent else { continue }
            let (a, b) = (boxes[parent], boxes[v])
            boxes[parent] = (min(a.0, b.0), min(a.1, b.1), max(a.2, b.2), max(a.3, b.3))
        }
        self.boxes = boxes
    }

    /// Whether some view of `v`'s subtree may have bounds containing the window point.
    func mayContain(_ v: Int, _ p: Point) -> Bool {
        let box = boxes[v]
        return p.x >= box.0 && p.y >= box.1 && p.x <= box.2 && p.y <= box.3
    }

    /// The box grown by a margin relative to its coordinates (well above the rounding error
    /// of transforms composed along any path), or made infinite when it is not finite.
    private static func widened(_ box: (Double, Double, Double, Double)) -> (Double, Double, Double, Double) {
        guard box.0.isFinite, box.1.isFinite, box.2.isFinite, box.3.isFinite else {
            return (-.infinity, -.infinity, .infinity, .infinity)
        }
        let scale = max(abs(box.0), abs(box.1), abs(box.2), abs(box.3), 1)
        let margin = scale * 1e-6
        return (box.0 - margin, box.1 - margin, box.2 + margin, box.3 + margin)
    }
}
