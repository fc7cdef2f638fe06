/// What a UIScrollView's pan knows of its scroll view during a replay: where the content is
/// (its bounds origin in `LiveScene`), the enclosing scroll view it hands the drag to at an edge
/// (`NestedScrollHandOff`, SEMANTICS §9.4.4), and how its actions move the content, as the
/// scroll view's `handlePan:` does (SEMANTICS §9.4.5), which moves the scroll view's subviews
/// for every later hit test and conversion (§2.13). `PanLogic` carries one for a scroll view's
/// pan; `ScrollViewPanHooks` forwards its actions here.
final class ScrollViewPan {
    let view: Int
    let live: LiveScene
    /// The scroll view's axes and its nearest ancestor scroll view, read from the scene as it
    /// is now: derived again after each `set` event (`LiveScene.version`), so the hand-off of
    /// SEMANTICS §9.4.4 reads whether the enclosing scroll view can scroll now (§2.12).
    @exclusivity(unchecked) private var derived: (version: Int, axes: ScrollAxes, enclosing: Int?)
    /// The content offset when the pan began; nil while it has not.
    @exclusivity(unchecked) private var startOffset: Point?
    /// The content's velocity (points per second, the opposite of the finger's) at the last
    /// two actions, as `handlePan:` samples it at began and each changed (SEMANTICS §9.4.5).
    @exclusivity(unchecked) private var latestVelocity = Point.zero
    @exclusivity(unchecked) private var previousVelocity = Point.zero

    init(view: Int, live: LiveScene) {
        self.view = view
        self.live = live
        derived = (
            live.version, ScrollViewRules.scrollAxes(of: live.scene.views[view]),
            NestedScrollHandOff.enclosingScrollView(of: view, in: live.scene)
        )
    }

    /// The axes (content size, bounds, `scrollEnabled`) of this scroll view now.
    var axes: ScrollAxes { current().axes }
    /// The scroll view it hands a drag to (a removed one no longer encloses), now.
    var enclosing: Int? { current().enclosing }

    private func current() -> (version: Int, axes: ScrollAxes, enclosing: Int?) {
        if derived.version != live.version {
            derived = (
                live.version, ScrollViewRules.scrollAxes(of: live.scene.views[view]),
                NestedScrollHandOff.enclosingScrollView(of: view, in: live.scene)
            )
        }
        return derived
    }

    /// Why the pan, past its hysteresis along `along`, does not try to begin: it hands the drag
    /// to its enclosing scroll view (SEMANTICS §9.4.4). Nil: it begins.
    func handOff(along: (x: Bool, y: Bool), translation t: Point, hysteresis h: Double) -> ScrollHandOff? {
        let now = current()
        guard let parent = now.enclosing else { return nil }
        return NestedScrollHandOff.handOff(
            of: view, to: parent, axes: now.axes, along: along, translation: t, hysteresis: h,
            offset: live.contentOffset(of: view), scene: live.scene)
    }

    /// The pan's action (SEMANTICS §5.5) moves the content: began notes where it starts and
    /// clears the velocity samples, began and changed put it at start − translation (rubber
    /// band or clamp) and take a velocity sample, ended and cancelled let it come to rest with
    /// the release velocity: 0.75 × the previous sample + 0.25 × the latest, or the latest alone
    /// when there is no previous one (SEMANTICS §9.4.5).
    func actionSent(_ state: DisplayState, translation: Point, velocity: Point, settings: Settings) {
        let node = live.scene.views[view]
        let axes = current().axes
        switch state {
        case .began, .changed:
            if state == .began { latestVelocity = .zero }
            previousVelocity = latestVelocity
            latestVelocity = Point(x: -velocity.x, y: -velocity.y)
            let start = startOffset ?? live.contentOffset(of: view)
            startOffset = start
            live.setContentOffset(
                ScrollOffsetRules.offsetDuringPan(
                    of: node, axes: axes, from: start, translation: translation, settings: settings),
                of: view)
        case .ended, .cancelled:
            let release =
                previousVelocity == .zero ? latestVelocity : previousVelocity * 0.75 + latestVelocity * 0.25
            live.setContentOffset(
                ScrollOffsetRules.offsetAtRest(
                    of: node, axes: axes, node.bounds.origin, latest: latestVelocity, release: release,
                    settings: settings),
                of: view)
            startOffset = nil
            latestVelocity = .zero
            previousVelocity = .zero
        case .possible, .recognized, .failed:
            break
        }
    }
}
