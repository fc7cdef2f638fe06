/// What a UIScrollView's pan knows of its scroll view during a replay: where the content is
/// (`ContentOffsets`), the enclosing scroll view it hands the drag to at an edge
/// (`NestedScrollHandOff`, SEMANTICS §9.4.4), and how its actions move the content, as the
/// scroll view's `handlePan:` does (SEMANTICS §9.4.5). `PanLogic` carries one for a scroll
/// view's pan; `ScrollViewPanHooks` forwards its actions here.
final class ScrollViewPan {
    let view: Int
    /// The scroll view's axes and its nearest ancestor scroll view, and the scene they are
    /// read from: as declared, then as a `set` event leaves them (`sceneChanged`), so the
    /// hand-off of SEMANTICS §9.4.4 reads whether the enclosing scroll view can scroll now.
    @exclusivity(unchecked) private(set) var axes: ScrollAxes
    @exclusivity(unchecked) private(set) var enclosing: Int?
    @exclusivity(unchecked) private var scene: Scene
    private let offsets: ContentOffsets
    /// The content offset when the pan began; nil while it has not.
    @exclusivity(unchecked) private var startOffset: Point?
    /// The content's velocity (points per second, the opposite of the finger's) at the last
    /// two actions, as `handlePan:` samples it at began and each changed (SEMANTICS §9.4.5).
    @exclusivity(unchecked) private var latestVelocity = Point.zero
    @exclusivity(unchecked) private var previousVelocity = Point.zero

    init(view: Int, scene: Scene, offsets: ContentOffsets) {
        self.view = view
        self.scene = scene
        self.offsets = offsets
        axes = ScrollViewRules.scrollAxes(of: scene.views[view])
        enclosing = NestedScrollHandOff.enclosingScrollView(of: view, in: scene)
    }

    /// The scene after a `set` event (SEMANTICS §2.12): the axes (content size, bounds,
    /// `scrollEnabled`) and the enclosing scroll view (a removed one no longer encloses) are
    /// read again, for this scroll view and the one it hands the drag to.
    func sceneChanged(_ scene: Scene) {
        self.scene = scene
        axes = ScrollViewRules.scrollAxes(of: scene.views[view])
        enclosing = NestedScrollHandOff.enclosingScrollView(of: view, in: scene)
    }

    /// Why the pan, past its hysteresis along `along`, does not try to begin: it hands the drag
    /// to its enclosing scroll view (SEMANTICS §9.4.4). Nil: it begins.
    func handOff(along: (x: Bool, y: Bool), translation t: Point, hysteresis h: Double) -> ScrollHandOff? {
        guard let parent = enclosing else { return nil }
        return NestedScrollHandOff.handOff(
            of: view, to: parent, axes: axes, along: along, translation: t, hysteresis: h, offset: offsets[view],
            scene: scene)
    }

    /// The pan's action (SEMANTICS §5.5) moves the content: began notes where it starts and
    /// clears the velocity samples, began and changed put it at start − translation (rubber
    /// band or clamp) and take a velocity sample, ended and cancelled let it come to rest with
    /// the release velocity: 0.75 × the previous sample + 0.25 × the latest, or the latest alone
    /// when there is no previous one (SEMANTICS §9.4.5).
    func actionSent(_ state: DisplayState, translation: Point, velocity: Point, settings: Settings) {
        let node = scene.views[view]
        switch state {
        case .began, .changed:
            if state == .began { latestVelocity = .zero }
            previousVelocity = latestVelocity
            latestVelocity = Point(x: -velocity.x, y: -velocity.y)
            let start = startOffset ?? offsets[view]
            startOffset = start
            offsets[view] = ScrollOffsetRules.offsetDuringPan(
                of: node, axes: axes, from: start, translation: translation, settings: settings)
        case .ended, .cancelled:
            let release =
                previousVelocity == .zero ? latestVelocity : previousVelocity * 0.75 + latestVelocity * 0.25
            offsets[view] = ScrollOffsetRules.offsetAtRest(
                of: node, axes: axes, offsets[view], latest: latestVelocity, release: release, settings: settings)
            startOffset = nil
            latestVelocity = .zero
            previousVelocity = .zero
        case .possible, .recognized, .failed:
            break
        }
    }
}
