/// Why each view under a point was not the hit-test view (SEMANTICS §1.10).
///
/// The default traversal is replayed once, recording which views it visited, what each
/// answered and which subview answered for its superview; then one pass over the views in
/// pre-order (superviews first) finds, for every view whose bounds contain the point, the
/// first rule on its path from the window that stopped the traversal. It costs O(views) per
/// question, with no recursion.
extension HitTester {
    /// Whether some view other than the hit view and its ancestors has bounds containing the
    /// point: the only views `misses` may list. Most touches land where no other view is, and
    /// then neither the recorded traversal nor the rule pass is needed.
    private func hasCandidate(at windowPoint: Point, hit: Int?) -> Bool {
        let count = scene.views.count
        var local = [Point?](repeating: nil, count: count)
        var skipUntil = 0
        for v in 0..<count {
            if v < skipUntil { continue }
            if !extents.mayContain(v, windowPoint) {
                skipUntil = geometry.subtreeEnd[v]
                continue
            }
            if let p = scene.views[v].parent {
                local[v] = local[p].flatMap { geometry.toLocal($0, of: v) }
            } else {
                local[v] = windowPoint
            }
            guard let point = local[v], scene.views[v].bounds.contains(point) else { continue }
            if let hit, geometry.isInSubtree(hit, of: v) { continue }
            return true
        }
        return false
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
        var local = [Point?](repeating: nil, count: count)
        var stop = [(Stop, Int)?](repeating: nil, count: count)
        var listedAbove = [Bool](repeating: false, count: count)
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
            if let p = parent {
                local[v] = local[p].flatMap { geometry.toLocal($0, of: v) }
                listedAbove[v] = listedAbove[p]
            } else {
                local[v] = windowPoint
            }
            if let p = parent, let inherited = stop[p] {
                stop[v] = inherited
            } else if let p = parent, !trace.visited[v] {
                stop[v] = (.covered(by: trace.answeringChild[p]), v)
            } else if let own = ownStop(v, local[v]) {
                stop[v] = (own, v)
            }
            guard !listedAbove[v], let point = local[v], scene.views[v].bounds.contains(point) else { continue }
            if let hit, geometry.isInSubtree(hit, of: v) { continue }
            let reason: HitMissReason
            if let (kind, at) = stop[v] {
                reason = describe(kind, at: at, for: v)
            } else if let override = overrideReason(v, trace) {
                reason = override
            } else {
                continue
            }
            out.append(HitMiss(view: scene.views[v].id, why: reason))
            listedAbove[v] = true
        }
        return out
    }

    /// What the traversal did: visited views, each view's answer before and after its
    /// override, and the subview whose answer a view returned.
    struct Recording {
        var visited: [Bool]
        var defaultAnswer: [Int]
        var answer: [Int]
        var answeringChild: [Int]
    }

    /// The traversal of `walk`, with an explicit stack, recording what happened (-1 for nil).
    func record(_ windowPoint: Point) -> Recording {
        let count = scene.views.count
        let backed = scene.swiftUI.backedNode
        var r = Recording(
            visited: Array(repeating: false, count: count), defaultAnswer: Array(repeating: -1, count: count),
            answer: Array(repeating: -1, count: count), answeringChild: Array(repeating: -1, count: count))
        var stack: [Frame] = []
        func enter(_ view: Int, _ point: Point) {
            r.visited[view] = true
            guard stack.count < count, isHittable(view), pointInside(view, point) else { return }
            stack.append(Frame(view: view, point: point, nextChild: scene.views[view].subviews.count - 1))
        }
        enter(Scene.windowIndex, windowPoint)
        var found: Int?
        var from = -1
        while let top = stack.last {
            if let answer = found {
                stack.removeLast()
                r.answeringChild[top.view] = from
                r.defaultAnswer[top.view] = answer
                found = override(top.view, answer)
                r.answer[top.view] = found ?? -1
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
                } else {
                    r.visited[child] = true
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
            r.defaultAnswer[top.view] = top.view
            found = override(top.view, top.view)
            r.answer[top.view] = found ?? -1
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
        let view = scene.views[v]
        if view.hidden { return .hidden }
        if !view.userInteractionEnabled { return .interactionDisabled }
        if view.alpha <= scene.settings.alphaHitThreshold { return .transparent }
        if let control = view.control, !control.enabled { return .disabledControl }
        // A view with a non-invertible transform has an empty frame (SEMANTICS §1.5): neither it nor
        // its subviews can contain the point, so they are never listed.
        guard let point else { return .outside }
        return pointInside(v, point) ? nil : .outside
    }

    /// A view the traversal entered but whose answer was not kept: its own `passThrough`, or an
    /// ancestor's `redirect` (SEMANTICS §1.8).
    private func overrideReason(_ v: Int, _ trace: Recording) -> HitMissReason? {
        if trace.answer[v] < 0 { return .passThrough }
        var a: Int? = v
        while let current = a {
            if trace.answer[current] >= 0, trace.answer[current] != trace.defaultAnswer[current] {
                let target = scene.views[trace.answer[current]].id
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
