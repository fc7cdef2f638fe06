/// Precomputed per-view geometry: converting points between a superview and a view, and
/// the subtree extent used to tell whether two views are related.
///
/// Built once per scene, so hit testing and recognizer location queries never recompute
/// inverses, and a 100 000-deep hierarchy is handled without recursion.
struct ViewGeometry {
    /// Per view: 0 when its transform is the identity, bit for bit (nearly every view), else 1 +
    /// the index of its inverse in `inverses`. Such views share one inverse, the identity's:
    /// keeping an inverse per view cost 56 bytes a view (17 MiB for 300 000 views, issue 25
    /// round 4), where this costs 4. The arithmetic is the same, so every result is too.
    private let inverseIndex: [UInt32]
    /// The inverses of the views whose transform is not the identity (nil when singular: such a
    /// view is never hit, SEMANTICS §1.5).
    private let inverses: [AffineTransform?]
    /// How many views keep an inverse of their own (`SceneMemoryTests`).
    var storedInverses: Int { inverses.count }

    /// The inverse of the identity, applied for every view whose index is 0.
    private static let identityInverse = AffineTransform.identity.inverted ?? .identity
    /// `identityInverse`, the same bits, held by the value: reading the static is a
    /// `swift_once` call the optimizer cannot see through, so each conversion through the
    /// live scene's geometry (`LiveScene.fromWindow`, at every move of a swipe or a scroll's
    /// delay) copied the whole geometry around it, a retain and a release of each of its
    /// arrays (about 250 instructions a conversion; issue 28 item 4, round 11).
    private let inverseOfIdentity = ViewGeometry.identityInverse
    /// Per view: `frame.center`, the view's `center` (its position with the default anchor).
    private let center: [Point]
    /// Per view: `bounds.origin + bounds.size / 2`, where the center maps in local coordinates.
    /// A scroll view's entry follows its content offset (`setBounds`, SEMANTICS §2.13).
    private var localCenter: [Point]
    /// Per view: one past the pre-order index of its last descendant. Views are stored in
    /// pre-order, so `v`'s subtree is `v ..< subtreeEnd[v]`.
    let subtreeEnd: [Int]
    /// Per view, once a `set` event has removed a view (SEMANTICS §2.12): the top of the tree
    /// it now belongs to — the window, or the topmost removed view above it. A removed view
    /// keeps its index, so its range still lies inside its old parent's when it was not the
    /// last subview; views are related only within one tree. Nil while every view but the
    /// window has a superview (every scene as declared), which costs nothing.
    private let treeRoot: [Int]?

    init(scene: Scene) {
        let views = scene.views
        var inverseIndex = [UInt32](repeating: 0, count: views.count)
        var inverses: [AffineTransform?] = []
        for (v, view) in views.enumerated() where !ViewGeometry.isIdentityBits(view.transform) {
            inverses.append(view.transform.inverted)
            inverseIndex[v] = UInt32(truncatingIfNeeded: inverses.count)
        }
        self.inverseIndex = inverseIndex
        self.inverses = inverses
        center = views.map { $0.frame.center }
        localCenter = views.map { Point(x: $0.bounds.midX, y: $0.bounds.midY) }
        // Pre-order storage: a view's subtree ends where the next view that is not its
        // descendant starts. Walk backwards so each view's last descendant is known.
        var end = Array(repeating: 0, count: views.count)
        for v in stride(from: views.count - 1, through: 0, by: -1) {
            if let last = views[v].subviews.last {
                end[v] = end[last]
            } else {
                end[v] = v + 1
            }
        }
        subtreeEnd = end
        // Pre-order: a view's superview comes before it, so one forward pass knows each root.
        if views.indices.dropFirst().contains(where: { views[$0].parent == nil }) {
            var root = Array(views.indices)
            for v in views.indices { if let p = views[v].parent { root[v] = root[p] } }
            treeRoot = root
        } else {
            treeRoot = nil
        }
    }

    /// View `view`'s bounds are now `bounds` (a scroll view whose content moved: its bounds
    /// origin is its content offset, SEMANTICS §2.13). Only the conversions through that view
    /// change; the tree and every other view's entry stay.
    mutating func setBounds(_ bounds: Rect, of view: Int) {
        localCenter[view] = Point(x: bounds.midX, y: bounds.midY)
    }

    /// Whether `t` is the identity bit for bit (a `-0` entry is not: its inverse may differ in
    /// the sign of a zero, so it keeps its own).
    static func isIdentityBits(_ t: AffineTransform) -> Bool {
        let i = AffineTransform.identity
        return t.a.bitPattern == i.a.bitPattern && t.b.bitPattern == i.b.bitPattern
            && t.c.bitPattern == i.c.bitPattern && t.d.bitPattern == i.d.bitPattern
            && t.tx.bitPattern == i.tx.bitPattern && t.ty.bitPattern == i.ty.bitPattern
    }

    /// Converts a point in `view`'s superview space into the view's own space:
    /// `local = T⁻¹ · (p − center) + bounds.origin + bounds.size / 2` (SEMANTICS §1.5).
    /// Nil when the view's transform is singular.
    func toLocal(_ p: Point, of view: Int) -> Point? {
        let k = inverseIndex[view]
        let inverse = k == 0 ? inverseOfIdentity : inverses[Int(k) - 1]
        guard let inv = inverse else { return nil }
        let q = inv.apply(p - center[view])
        return q + localCenter[view]
    }

    /// Converts a window point into `view`'s space by walking down from the window.
    /// Nil when some transform on the way is singular.
    func fromWindow(_ p: Point, to view: Int, in scene: Scene) -> Point? {
        var path: [Int] = []
        var v: Int? = view
        while let current = v, current != Scene.windowIndex {
            path.append(current)
            v = scene.views[current].parent
        }
        // The window's own frame places it in screen space; window points are already in the
        // window's bounds space, so conversion starts below it.
        var q = p
        for step in path.reversed() {
            guard let next = toLocal(q, of: step) else { return nil }
            q = next
        }
        return q
    }

    /// Converts a point in `view`'s own space into window space, the inverse of `fromWindow`:
    /// `super = T · (local − bounds.origin − bounds.size / 2) + center` at each level up to,
    /// not including, the window (SEMANTICS §1.5). Used to place sample points (lint).
    func toWindow(_ p: Point, from view: Int, in scene: Scene) -> Point {
        var q = p
        var v: Int? = view
        while let current = v, current != Scene.windowIndex {
            q = scene.views[current].transform.apply(q - localCenter[current]) + center[current]
            v = scene.views[current].parent
        }
        return q
    }

    /// Whether `a` is `b`, an ancestor of `b` or a descendant of `b` (SEMANTICS §0 "related").
    func related(_ a: Int, _ b: Int) -> Bool {
        isInSubtree(a, of: b) || isInSubtree(b, of: a)
    }

    /// Whether `v` is `root` or one of its descendants (in the tree as it is now: a removed
    /// view is no longer its old superview's descendant).
    func isInSubtree(_ v: Int, of root: Int) -> Bool {
        guard v >= root && v < subtreeEnd[root] else { return false }
        guard let treeRoot else { return true }
        return treeRoot[v] == treeRoot[root]
    }
}
