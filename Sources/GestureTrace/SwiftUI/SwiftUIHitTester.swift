/// SwiftUI's own hit test inside a region (SWIFTUI §3.5, §7.2): which node a point reaches,
/// and which of its modifiers see the touch.
///
/// - Siblings are tried front to back (children are back to front, ZStack order); the first
///   subtree that is hit wins, so an opaque view in front swallows the touch (rule 19's
///   counterpart, SW16).
/// - A node is hit where its content draws: `opaque` content inside its shape; `clear` and
///   `none` draw nothing hittable, so gaps between children are not hit (rules 17, 18).
///   A `contentShape` makes its shape hittable — but only for modifiers written after it
///   (rule 17, O14: it must precede the gesture).
/// - `allowsHitTesting(false)`, `hidden` and an opacity below `swiftuiMinHitOpacity` remove the
///   node and its subtree (rules 19, 20).
/// - Parents do not clip: a child outside its parent's frame is still hit (rule 20, O20).
/// - A `scrollView` or `uikit` node is hit inside its frame; UIKit's hit test then continues
///   into its backing view.
/// - With `swiftuiHitRadius` r > 0 the touch also samples 8 points at distance r (rule 21 ⚠,
///   R5's weighted sampling reduced to "first sample that hits", centre first).
///
/// Nothing recurses: subtrees are walked with an explicit stack.
struct SwiftUIHitTester {
    let content: SwiftUIContent
    let minOpacity: Double
    let radius: Double
    /// Whether a mask without `.subviews` disables the gestures of the views it wraps (rule 4,
    /// D18); iOS 18.x reaches them anyway (`settings.swiftuiMaskExcludesSubviews`, IOSRelease).
    let maskExcludesSubviews: Bool

    init(content: SwiftUIContent, settings: Settings) {
        self.content = content
        minOpacity = settings.swiftuiMinHitOpacity
        radius = settings.swiftuiHitRadius
        maskExcludesSubviews = settings.swiftuiMaskExcludesSubviews
    }

    /// The deepest node hit in `region` at `point` (the region view's bounds space), or nil.
    func hit(region: Int, at point: Point) -> Int? {
        guard let roots = content.regionRoots[region] else { return nil }
        for p in samples(around: point) {
            for root in roots.reversed() {
                if let n = hitSubtree(root, p) { return n }
            }
        }
        return nil
    }

    /// The point, then (with a radius) 8 points around it, in a fixed order.
    func samples(around p: Point) -> [Point] {
        guard radius > 0 else { return [p] }
        var out = [p]
        let d = radius * 0.7071067811865476
        for (dx, dy) in [
            (0, -radius), (radius, 0), (0, radius), (-radius, 0), (d, -d), (d, d), (-d, d), (-d, -d),
        ] {
            out.append(Point(x: p.x + dx, y: p.y + dy))
        }
        return out
    }

    /// Rule 19, 20: excluded nodes answer nil without visiting their subtree.
    func isEnterable(_ n: Int) -> Bool {
        let node = content.nodes[n]
        if node.hidden || node.opacity < minOpacity { return false }
        for item in node.items {
            if case .allowsHitTesting(false) = item { return false }
        }
        return true
    }

    func isBacked(_ n: Int) -> Bool {
        content.nodes[n].kind == .scrollView || content.nodes[n].kind == .uikit
    }

    /// The point in node `n`'s own space.
    func local(_ p: Point, _ n: Int) -> Point { p - content.nodes[n].offset }

    /// Whether the node's drawn content is hit (rules 17, 18).
    func contentHit(_ n: Int, _ p: Point) -> Bool {
        let node = content.nodes[n]
        return node.content == .opaque && node.shape.contains(local(p, n), size: node.frame.size)
    }

    /// Whether a content shape at a position before `limit` (all, when nil) contains `p`.
    func contentShapeHit(_ n: Int, _ p: Point, before limit: Int? = nil) -> Bool {
        let node = content.nodes[n]
        for (i, item) in node.items.enumerated() {
            if let limit, i >= limit { break }
            if case .contentShape(let shape) = item, shape.contains(local(p, n), size: node.frame.size) { return true }
        }
        return false
    }

    /// The deepest hit node under `root`, children front to back, or nil.
    ///
    /// One work list for the whole walk, no array per level (a 300 000-deep tree made
    /// 300 000 one-child arrays, issue 25): a node is pushed as `~node` (its content is tried
    /// once its subtree missed), then its children in source order, so the frontmost pops
    /// first and its whole subtree, content last, is tried before the next one back.
    func hitSubtree(_ root: Int, _ p: Point) -> Int? {
        guard isEnterable(root) else { return nil }
        if isBacked(root) { return backedHit(root, p) ? root : nil }
        var work: [Int] = []
        pushSubtree(root, onto: &work)
        while let entry = work.popLast() {
            if entry < 0 {
                let node = ~entry
                if contentHit(node, p) || contentShapeHit(node, p) { return node }
                continue
            }
            guard isEnterable(entry) else { continue }
            if isBacked(entry) {
                if backedHit(entry, p) { return entry }
                continue
            }
            pushSubtree(entry, onto: &work)
        }
        return nil
    }

    /// Pushes `node`'s content test, then its children back to front (pre-order: the first
    /// child follows its node, each next one the previous one's subtree).
    private func pushSubtree(_ node: Int, onto work: inout [Int]) {
        work.append(~node)
        let end = min(content.nodes[node].subtreeEnd, content.nodes.count)
        var child = node + 1
        while child < end {
            work.append(child)
            // A malformed end (never one the decoder sets) cannot loop.
            child = max(content.nodes[child].subtreeEnd, child + 1)
        }
    }

    /// A `scrollView` or `uikit` node is hit inside its frame.
    private func backedHit(_ n: Int, _ p: Point) -> Bool {
        let f = content.nodes[n].frame
        return Rect(x: 0, y: 0, width: f.size.width, height: f.size.height).contains(local(p, n))
    }

    /// The attachment modifiers a touch reaches, deepest node first and innermost modifier
    /// first (the order SwiftUI combines them, SWIFTUI §3.1, and the container model collects
    /// them), with `GestureMask` and `isEnabled` applied (rules 4, 5). Where the release does
    /// not let a mask disable the wrapped views' gestures (iOS 18.x, `maskExcludesSubviews`
    /// false), a mask only decides whether its own gesture takes part: `.gesture` acts as
    /// `.all` and `.none` as `.subviews` (docs/DECISIONS.md "iOS releases").
    ///
    /// The leaf's modifiers before its hit area exists are not reached: a gesture written
    /// before `.contentShape` sees only the drawn content (rule 17, O14). `point` is in the
    /// leaf's region space.
    func reachedModifiers(leaf: Int, at point: Point) -> [Int] {
        // Root first, to apply masks from the outside in.
        var path: [Int] = []
        var n: Int? = leaf
        while let current = n, path.count <= content.nodes.count {
            path.append(current)
            n = content.nodes[current].parent
        }
        let leafContent = isBacked(leaf) || samples(around: point).contains { contentHit(leaf, $0) }
        var blocked = false
        var reachedOuterFirst: [Int] = []
        for node in path.reversed() {
            let items = content.nodes[node].items
            for position in items.indices.reversed() {
                guard case .gesture(let m) = items[position] else { continue }
                let modifier = content.modifiers[m]
                var reached = !blocked && modifier.effectiveMask.includesGesture
                if node == leaf, !leafContent,
                    !samples(around: point).contains(where: { contentShapeHit(leaf, $0, before: position) })
                {
                    reached = false
                }
                if reached { reachedOuterFirst.append(m) }
                if maskExcludesSubviews, !modifier.effectiveMask.includesSubviews { blocked = true }
            }
        }
        return reachedOuterFirst.reversed()
    }
}
