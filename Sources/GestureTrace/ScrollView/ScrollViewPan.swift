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
    /// The presented page sheet this scroll view hands its pull to at the content's top
    /// (SEMANTICS §9.14, `SheetRules.sheet(for:in:)`), nil when none.
    let sheet: SheetInteraction?
    /// When the current drag began and when the previous one ended, for the sheet's quick-swipe
    /// rule (`sheetMinimumSwipeInterval`, SEMANTICS §9.14).
    @exclusivity(unchecked) private var dragBeganAt: Double?
    @exclusivity(unchecked) private var previousDragEndedAt: Double?

    init(view: Int, live: LiveScene, sheet: SheetInteraction? = nil) {
        self.view = view
        self.live = live
        self.sheet = sheet
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
    ///
    /// Inside a page sheet (`pan` and `arbiter` given), a pull past the content's top hands the
    /// sheet the excess and keeps the content at its top, when the sheet takes it
    /// (SEMANTICS §9.14); the content then comes to rest with no vertical velocity.
    func actionSent(
        _ state: DisplayState, translation: Point, velocity: Point, settings: Settings,
        pan: RecognizerRuntime? = nil, arbiter: GestureArbiter? = nil
    ) {
        // The scroll view's node is read where it is used, not copied into a local: a copy
        // held across `setContentOffset` shares the node's configuration box, so setting the
        // bounds origin had to copy the box (issue 28 item 4, round 7).
        let axes = current().axes
        switch state {
        case .began, .changed:
            if state == .began {
                latestVelocity = .zero
                dragBeganAt = pan?.now
            }
            previousVelocity = latestVelocity
            latestVelocity = Point(x: -velocity.x, y: -velocity.y)
            let start = startOffset ?? live.contentOffset(of: view)
            startOffset = start
            var offset = ScrollOffsetRules.offsetDuringPan(
                of: live.scene.views[view], axes: axes, from: start, translation: translation, settings: settings)
            if let sheet, let pan, let arbiter, axes.vertical {
                offset.y = pullSheet(
                    sheet, by: pan, start: start, proposedY: start.y - translation.y, offsetY: offset.y,
                    velocityY: velocity.y, axes: axes, settings: settings, arbiter: arbiter)
            }
            live.setContentOffset(offset, of: view)
        case .ended, .cancelled:
            if let sheet, let pan, let arbiter, sheet.isFollowing(pan.index) {
                sheet.ended(pan.index, velocity: velocity.y, cancelled: state == .cancelled, arbiter: arbiter)
                latestVelocity.y = 0
                previousVelocity.y = 0
            }
            previousDragEndedAt = pan?.now
            let release =
                previousVelocity == .zero ? latestVelocity : previousVelocity * 0.75 + latestVelocity * 0.25
            let rest = ScrollOffsetRules.offsetAtRest(
                of: live.scene.views[view], axes: axes, live.contentOffset(of: view), latest: latestVelocity,
                release: release, settings: settings)
            live.setContentOffset(rest, of: view)
            startOffset = nil
            latestVelocity = .zero
            previousVelocity = .zero
        case .possible, .recognized, .failed:
            break
        }
    }

    /// `_scrollView:adjustedUnconstrainedOffsetForUnconstrainedOffset:…` of the sheet, the
    /// scroll view's scrollable ancestor (SEMANTICS §9.14; code K57): when the sheet takes the
    /// pull (`SheetRules.refusesPull`) and the finger pulls the content past its top (or the
    /// sheet already follows this drag), the sheet follows by the excess and the content stays
    /// at its top. Returns the content's vertical offset.
    private func pullSheet(
        _ sheet: SheetInteraction, by pan: RecognizerRuntime, start: Point, proposedY: Double, offsetY: Double,
        velocityY: Double, axes: ScrollAxes, settings: Settings, arbiter: GestureArbiter
    ) -> Double {
        let following = sheet.isFollowing(pan.index)
        let gap = previousDragEndedAt.flatMap { end in dragBeganAt.map { $0 - end } }
        let refuses = SheetRules.refusesPull(
            startY: start.y, contentY: live.contentOffset(of: view).y, canScrollHorizontally: axes.horizontal,
            followingOther: sheet.isFollowingOther(than: pan.index), followingThis: following,
            sincePreviousDrag: gap, fingerVelocityY: velocityY, settings: settings)
        guard !refuses, following || proposedY < 0 else { return offsetY }
        if !following {
            let id = live.scene.views[view].id
            sheet.begin(pan.index, reason: .scrollViewAtTop(scrollView: id, offset: start.y), arbiter: arbiter)
        }
        sheet.changed(pan.index, pull: max(0, -proposedY), arbiter: arbiter)
        return proposedY < 0 ? 0 : offsetY
    }
}
