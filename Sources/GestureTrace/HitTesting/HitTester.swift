/// UIKit's `hitTest(_:with:)`, run on the window (SEMANTICS §1).
///
/// Reverse pre-order depth-first: a view that is hidden, has interaction disabled, is
/// transparent (`alpha <= alphaHitThreshold`, §1.3) or is a disabled control (§1.6) answers
/// nil without visiting its subviews; so does a view whose `point(inside:)` is false (§1.2,
/// §1.4). Otherwise subviews are asked front to back and the first non-nil answer wins; if
/// none answers, the view itself. The `passThrough` and `redirect` overrides (§1.8) apply to
/// the view's own answer. The traversal keeps an explicit stack, so depth costs no call stack.
struct HitTester {
    let scene: Scene
    let geometry: ViewGeometry

    /// The hit-test view for a window point, or nil (§1.7).
    func hitTest(_ windowPoint: Point) -> Int? {
        struct Frame {
            var view: Int
            var point: Point
            var nextChild: Int
        }
        let views = scene.views
        var stack: [Frame] = []
        // Entering a view answers nil at once (nothing pushed) or pushes it to visit subviews.
        func enter(_ view: Int, _ point: Point) {
            guard isHittable(view), pointInside(view, point) else { return }
            stack.append(Frame(view: view, point: point, nextChild: views[view].subviews.count - 1))
        }
        enter(Scene.windowIndex, windowPoint)
        // A non-nil answer travelling up: each ancestor returns it through its own override.
        var answer: Int?
        while var top = stack.last {
            if let found = answer {
                stack.removeLast()
                answer = applyOverride(top.view, defaultAnswer: found)
                continue
            }
            if top.nextChild >= 0 {
                let child = views[top.view].subviews[top.nextChild]
                top.nextChild -= 1
                stack[stack.count - 1] = top
                if let local = geometry.toLocal(top.point, of: child) {
                    enter(child, local)
                }
                continue
            }
            // No subview answered: the view answers itself, through its override.
            stack.removeLast()
            answer = applyOverride(top.view, defaultAnswer: top.view)
        }
        return answer
    }

    /// Hidden, interaction-disabled, transparent and disabled-control views are skipped with
    /// their subtrees (§1.2 step 1, §1.3, §1.6).
    func isHittable(_ view: Int) -> Bool {
        let v = scene.views[view]
        if v.hidden || !v.userInteractionEnabled || v.alpha <= scene.settings.alphaHitThreshold { return false }
        if let control = v.control, !control.enabled { return false }
        return true
    }

    /// `point(inside:with:)`: half-open bounds by default, or the declared variant (§1.4, §1.8).
    func pointInside(_ view: Int, _ p: Point) -> Bool {
        let v = scene.views[view]
        switch v.pointInside {
        case .bounds:
            return v.bounds.contains(p)
        case .ellipse:
            return v.bounds.ellipseContains(p)
        case let .inset(top, left, bottom, right):
            return v.bounds.inset(top: top, left: left, bottom: bottom, right: right).contains(p)
        }
    }

    /// The view's `hitTest` override applied to the default answer (§1.8).
    private func applyOverride(_ view: Int, defaultAnswer: Int) -> Int? {
        switch scene.views[view].hitTest {
        case .default: return defaultAnswer
        case .passThrough: return defaultAnswer == view ? nil : defaultAnswer
        case .redirect(let target): return target
        }
    }
}
