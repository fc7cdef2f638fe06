/// Why each view under a point was not the hit-test view (SEMANTICS §1.10).
///
/// The default traversal is replayed once, recording which views it visited, what each
/// answered and which subview answered for its superview; then one pass over the views in
/// pre-order (superviews first) finds, for every view whose bounds contain the point, the
/// first rule on its path from the window that stopped the traversal. It costs O(views) time
/// per question, with no recursion; its memory is the path from the window to the view at hand
/// and the views the traversal visited, not arrays as long as the scene (which made each
/// question on a 300 000-view scene allocate and clear about 20 MB, RELIABILITY round 6).
extension HitTester {
    /// A view on the path from its tree's root to the view at hand. Views are stored in
    /// pre-order, so a view's superview is on this path when the view is reached, and the path
    /// is a stack as deep as the tree.
    struct PathEntry {
        var view: Int
        /// The point in the view's coordinates, nil where its transform is not invertible.
        var local: Point?
        /// Where the traversal stopped on the way to the view, and at which view.
        var stop: (Stop, Int)? = nil
        /// Whether the view or one above it is listed already.
        var listedAbove = false
    }

    /// Pops `path` down to `v`'s superview and returns its entry; nil for a root, which empties
    /// the path. A superview not on the path (not reached in pre-order before its subview:
    /// never for a scene as decoded) reads as one whose coordinates are unknown.
    private func superviewEntry(of v: Int, on path: inout [PathEntry]) -> PathEntry? {
        guard let parent = scene.views[v].parent else {
            path.removeAll(keepingCapacity: true)
            return nil
        }
        while let last = path.last, last.view != parent { path.removeLast() }
        return path.last ?? PathEntry(view: parent, local: nil)
    }

    /// Whether some view other than the hit view and its ancestors has bounds containing the
    /// point: the only views `misses` may list. Most touches land where no other view is, and
    /// then neither the recorded traversal nor the rule pass is needed.
    private func hasCandidate(at windowPoint: Point, hit: Int?) -> Bool {
        let count = scene.views.count
        var path = takePath()
        defer { keepPath(&path) }
        var skipUntil = 0
        for v in 0..<count {
            if v < skipUntil { continue }
            if !extents.mayContain(v, windowPoint) {
                skipUntil = geometry.subtreeEnd[v]
                continue
            }
            let local: Point?
            if let above = superviewEntry(of: v, on: &path) {
                local = above.local.flatMap { geometry.toLocal($0, of: v) }
            } else {
                local = windowPoint
            }
            path.append(PathEntry(view: v, local: local))
            guard let point = local, scene.views[v].bounds.contains(point) else { continue }
            if let hit, geometry.isInSubtree(hit, of: v) { continue }
            return true
        }
        return false
    }

    /// The kept path storage (`Scratch.path`), taken out while in use so that it stays
    /// uniquely referenced, and empty.
    private func takePath() -> [PathEntry] {
        var path: [PathEntry] = []
        swap(&path, &scratch.path)
        return path
    }

    /// Empties `path` (keeping its storage) and hands it back to the scratch.
    private func keepPath(_ path: inout [PathEntry]) {
        while !path.isEmpty { path.removeLast() }
        swap(&path, &scratch.path)
    }

    /// Where the traversal stopped on the way to a view, and at which view of that path.
    enum Stop {
        case hidden, interactionDisabled, transparent, disabledControl
        /// `point(inside:)` was false: the point lies outside this view's touch area.
        case outside
        /// Never visited: a later sibling (visited first, SEMANTICS §1.2 step 3) answered.
        case covered(by: Int)
    }

    /// The views whose bounds contain `windowPoint` but were not chosen, in scene order (back to
    /// front, superviews first), each with the first rule that excluded it. A view whose
    /// superview is listed is not listed again: the traversal never reached it for the same
    /// reason. `hit` is the hit-test view the traversal chose (its ancestors were chosen too).
    func misses(at windowPoint: Point, hit: Int?) -> [HitMiss] {
        let count = scene.views.count
        guard count > 0, hasCandidate(at: windowPoint, hit: hit) else { return [] }
        let trace = record(windowPoint)
        var path = takePath()
        defer { keepPath(&path) }
        var out: [HitMiss] = []
        var skipUntil = 0
        for v in 0..<count {
            // No view of a subtree whose box misses the point can be listed (SubtreeExtents).
            if v < skipUntil { continue }
            if !extents.mayContain(v, windowPoint) {
                skipUntil = geometry.subtreeEnd[v]
                continue
            }
            let parent = scene.views[v].parent
            var entry: PathEntry
            if let above = superviewEntry(of: v, on: &path), let p = parent {
                entry = PathEntry(
                    view: v, local: above.local.flatMap { geometry.toLocal($0, of: v) },
                    listedAbove: above.listedAbove)
                if let inherited = above.stop {
                    entry.stop = inherited
                } else if !trace.visited(v) {
                    entry.stop = (.covered(by: trace.answeringChild(p)), v)
                }
            } else {
                entry = PathEntry(view: v, local: windowPoint)
            }
            // Entered by the traversal (or a root): its own rule, if any, stops it.
            if entry.stop == nil, let own = ownStop(v, entry.local) {
                entry.stop = (own, v)
            }
            path.append(entry)
            guard !entry.listedAbove, let point = entry.local, scene.views[v].bounds.contains(point) else { continue }
            if let hit, geometry.isInSubtree(hit, of: v) { continue }
            let reason: HitMissReason
            if let (kind, at) = entry.stop {
                reason = describe(kind, at: at, for: v)
            } else if let override = overrideReason(v, trace) {
                reason = override
            } else {
                continue
            }
            out.append(HitMiss(view: scene.views[v].id, why: reason))
            path[path.count - 1].listedAbove = true
        }
        return out
    }

    /// What the traversal did, for the views it visited only (a handful against the scene):
    /// each view's answer before and after its override, and the subview whose answer a view
    /// returned (-1 for nil, and for a view never visited).
    struct Recording {
        struct Visit {
            var defaultAnswer = -1
            var answer = -1
            var answeringChild = -1
        }
        var visits = VisitTable()

        func visited(_ v: Int) -> Bool { visits[v] != nil }
        func defaultAnswer(_ v: Int) -> Int { visits[v]?.defaultAnswer ?? -1 }
        func answer(_ v: Int) -> Int { visits[v]?.answer ?? -1 }
        func answeringChild(_ v: Int) -> Int { visits[v]?.answeringChild ?? -1 }
    }

    /// The visits by view index: a table with open addressing (linear probing, a
    /// multiplicative hash of the index, at most half full), as long as the views visited, not
    /// the scene. Only looked up, never iterated, so its order reaches nothing. A `[Int: Visit]`
    /// hashed with a seeded hasher (about 90 instructions a look-up) and grew from empty at
    /// every question, several look-ups per visited view: about 5 500 instructions a recorded
    /// traversal on the benchmark's 1000-gesture session (issue 28 item 4, round 11).
    struct VisitTable {
        /// Per slot: the view index held, or -1 for an empty slot.
        private var keys: [Int] = []
        private var values: [Recording.Visit] = []
        private(set) var count = 0

        /// The slot of `v`, or of the empty slot where it would go.
        @inline(__always) private func slot(of v: Int) -> Int {
            let mask = keys.count - 1
            var i = Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(v)) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
            while keys[i] != v, keys[i] >= 0 { i = (i + 1) & mask }
            return i
        }

        subscript(v: Int) -> Recording.Visit? {
            get {
                guard !keys.isEmpty else { return nil }
                let i = slot(of: v)
                return keys[i] == v ? values[i] : nil
            }
            set {
                // Visits are only ever added or changed (`record`), never removed.
                guard let newValue else { return }
                if keys.isEmpty || (count + 1) * 2 > keys.count { grow() }
                let i = slot(of: v)
                if keys[i] != v {
                    keys[i] = v
                    count += 1
                }
                values[i] = newValue
            }
        }

        /// `self[v]`, or a new visit, changed in place by `change`.
        @inline(__always) mutating func update(_ v: Int, _ change: (inout Recording.Visit) -> Void) {
            var visit = self[v] ?? Recording.Visit()
            change(&visit)
            self[v] = visit
        }

        /// Twice the slots (64 at first), every visit placed again.
        private mutating func grow() {
            let oldKeys = keys
            let oldValues = values
            let size = max(64, keys.count * 2)
            keys = [Int](repeating: -1, count: size)
            values = [Recording.Visit](repeating: Recording.Visit(), count: size)
            for (i, v) in oldKeys.enumerated() where v >= 0 {
                let j = slot(of: v)
                keys[j] = v
                values[j] = oldValues[i]
            }
        }
    }

    /// The traversal of `walk`, with an explicit stack, recording what happened (-1 for nil).
    func record(_ windowPoint: Point) -> Recording {
        let count = scene.views.count
        let backed = scene.swiftUI.backedNode
        var r = Recording()
        var stack: [Frame] = []
        func enter(_ view: Int, _ point: Point) {
            if r.visits[view] == nil { r.visits[view] = Recording.Visit() }
            guard stack.count < count, isHittable(view), pointInside(view, point) else { return }
            stack.append(Frame(view: view, point: point, nextChild: scene.views[view].subviews.count - 1))
        }
        enter(Scene.windowIndex, windowPoint)
        var found: Int?
        var from = -1
        while let top = stack.last {
            if let answer = found {
                stack.removeLast()
                found = override(top.view, answer)
                r.visits.update(top.view) {
                    $0.answeringChild = from
                    $0.defaultAnswer = answer
                    $0.answer = found ?? -1
                }
                from = top.view
                continue
            }
            let next = top.nextChild
            if next >= 0 {
                let child = scene.views[top.view].subviews[next]
                stack[stack.count - 1].nextChild = next - 1
                // A SwiftUI region's backing views are reached through SwiftUI's hit test only.
                if !backed.isEmpty, backed[child] != nil { continue }
                if let local = geometry.toLocal(top.point, of: child) {
                    enter(child, local)
                } else if r.visits[child] == nil {
                    r.visits[child] = Recording.Visit()
                }
                continue
            }
            // A SwiftUI region asks SwiftUI once its subviews missed (SWIFTUI §3.5), as `walk` does.
            if next == -1, !scene.swiftUI.isEmpty, isRegion(top.view) {
                stack[stack.count - 1].nextChild = -2
                if let n = swiftUI.hit(region: top.view, at: top.point),
                    let backing = scene.swiftUI.nodes[n].backingView,
                    let local = geometry.toLocal(top.point, of: backing)
                {
                    enter(backing, local)
                    continue
                }
            }
            stack.removeLast()
            found = override(top.view, top.view)
            r.visits.update(top.view) {
                $0.defaultAnswer = top.view
                $0.answer = found ?? -1
            }
            from = top.view
        }
        return r
    }

    /// Why hit testing skips `v` with its subviews wherever the touch is (SEMANTICS §1.2, §1.3,
    /// §1.6), or nil: `ownStop` without the point test, for `gesturetrace lint`.
    func skipStop(_ v: Int) -> Stop? {
        guard let stop = ownStop(v, .zero) else { return nil }
        if case .outside = stop { return nil }
        return stop
    }

    /// The rule that stops the traversal at a visited view itself, or nil when it is entered.
    private func ownStop(_ v: Int, _ point: Point?) -> Stop? {
        // The view's fields read in place: a copy of the `ViewNode` retained and released its
        // arrays and strings at each view the not-hit walk entered (issue 28 item 4, round 10).
        if scene.views[v].hidden { return .hidden }
        if !scene.views[v].userInteractionEnabled { return .interactionDisabled }
        if scene.views[v].alpha <= scene.settings.alphaHitThreshold { return .transparent }
        if let enabled = scene.views[v].control?.enabled, !enabled { return .disabledControl }
        // A view with a non-invertible transform has an empty frame (SEMANTICS §1.5): neither it nor
        // its subviews can contain the point, so they are never listed.
        guard let point else { return .outside }
        return pointInside(v, point) ? nil : .outside
    }

    /// A view the traversal entered but whose answer was not kept: its own `passThrough`, or an
    /// ancestor's `redirect` (SEMANTICS §1.8).
    private func overrideReason(_ v: Int, _ trace: Recording) -> HitMissReason? {
        if trace.answer(v) < 0 { return .passThrough }
        var a: Int? = v
        while let current = a {
            if trace.answer(current) >= 0, trace.answer(current) != trace.defaultAnswer(current) {
                let target = scene.views[trace.answer(current)].id
                return .redirected(by: current == v ? nil : scene.views[current].id, to: target)
            }
            a = scene.views[current].parent
        }
        return nil
    }

    /// The rule, said of `v` (SEMANTICS §1.10).
    private func describe(_ stop: Stop, at: Int, for v: Int) -> HitMissReason {
        let view = scene.views[at]
        let inside = at == v ? nil : view.id
        switch stop {
        case .hidden:
            return .hidden(inside: inside)
        case .interactionDisabled:
            return .interactionDisabled(
                inside: inside, classDefault: view.viewClass.defaultUserInteractionEnabled ? nil : view.viewClass)
        case .transparent:
            return .transparent(inside: inside, alpha: view.alpha, threshold: scene.settings.alphaHitThreshold)
        case .disabledControl:
            return .disabledControl(inside: inside)
        case .outside:
            // An ancestor whose bounds contained the point would be listed itself (and `v` not at
            // all), so the point lies outside the ancestor's bounds.
            guard let inside else { return .pointInsideFalse(view.pointInside) }
            return .outsideAncestor(inside, direct: scene.views[v].parent == at)
        case .covered(let by):
            return .covered(inside: inside, by: by >= 0 ? scene.views[by].id : nil)
        }
    }

    /// The view's `hitTest` override applied to its default answer (SEMANTICS §1.8).
    private func override(_ view: Int, _ defaultAnswer: Int) -> Int? {
        switch scene.views[view].hitTest {
        case .default: return defaultAnswer
        case .passThrough: return defaultAnswer == view ? nil : defaultAnswer
        case .redirect(let target): return target
        }
    }
}
