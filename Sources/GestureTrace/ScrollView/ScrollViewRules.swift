/// UIScrollView's touch rules in one place (SEMANTICS §9.4): the axes it scrolls along, its
/// hidden delay recognizer (§9.4.1: which scroll views have one, when it releases a content
/// touch), its pan (§9.4.2: the threshold, the axes that may begin it, and when it may take a
/// touch its content already tracks).
///
/// The logic classes carry these out and ask here: the delay recognizer's is
/// `ScrollDelayLogic` (beside this file), the pan's is `PanLogic` with `scrollAxes`; the
/// arbiter asks `panRefusal` before the pan begins. The scene keys are `ScrollSpec`
/// (FORMAT §2.1 `scroll`).
enum ScrollViewRules {
    /// UIScrollView's private delay recognizer of one scroll view (SEMANTICS §9.4.1).
    struct DelayRecognizer {
        /// Its runtime index: after every recognizer of the scene.
        var index: Int
        var spec: RecognizerSpec
        var scrollAxes: ScrollAxes
    }

    // MARK: Axes (SEMANTICS §9.4.2)

    /// The axes a scroll view can scroll along: content larger than the bounds, or bounce
    /// forced, which counts only while it bounces (`alwaysBounce…` with `bounces`, Apple's
    /// `alwaysBounceHorizontal` page; SEMANTICS §9.4.5, conventions 3).
    static func scrollAxes(of view: ViewNode) -> ScrollAxes {
        // With scrollEnabled false nothing scrolls: the delay recognizer then releases a
        // content touch as soon as it moves past the hysteresis on either axis (SEMANTICS §9.4.1).
        guard let scroll = view.scroll, scroll.scrollEnabled else {
            return ScrollAxes(horizontal: false, vertical: false)
        }
        return ScrollAxes(
            horizontal: scroll.contentSize.width > view.bounds.size.width
                || (scroll.alwaysBounceHorizontal && scroll.bounces),
            vertical: scroll.contentSize.height > view.bounds.size.height
                || (scroll.alwaysBounceVertical && scroll.bounces))
    }

    // MARK: The delay recognizer (SEMANTICS §9.4.1)

    /// One delay recognizer per scroll view with `delaysContentTouches`, in view order, after
    /// the scene's recognizers; it withholds the content's began (`delaysTouchesBegan`) and
    /// never cancels (SEMANTICS §9.4.1). It is collected after the scroll view's own
    /// recognizers (SEMANTICS §4.2) and prints nothing of its own.
    static func delayRecognizers(of scene: Scene) -> [DelayRecognizer] {
        var out: [DelayRecognizer] = []
        for (v, view) in scene.views.enumerated() {
            guard let scroll = view.scroll, scroll.delaysContentTouches else { continue }
            var spec = RecognizerSpec(id: "\(view.id).delay", kind: .script(continuous: false, steps: []), view: v)
            spec.delaysTouchesBegan = true
            spec.delaysTouchesEnded = false
            spec.cancelsTouchesInView = false
            out.append(
                DelayRecognizer(
                    index: scene.recognizers.count + out.count, spec: spec, scrollAxes: scrollAxes(of: view)))
        }
        return out
    }

    // MARK: The delay recognizer (SEMANTICS §9.4.1)

    /// Why the delay recognizer releases a content touch that moved from `start` to
    /// `location`, or nil: beyond `scrollHysteresis` along an axis the scroll view cannot
    /// scroll, the touch is released at once.
    static func delayReleases(
        movedFrom start: Point, to location: Point, axes: ScrollAxes, settings: Settings
    ) -> Reason? {
        let limit = settings.scrollHysteresis
        let dx = abs(location.x - start.x)
        let dy = abs(location.y - start.y)
        guard (!axes.horizontal && dx > limit) || (!axes.vertical && dy > limit) else { return nil }
        return .scrollDelayReleased(.movedAlongUnscrollableAxis(limit: limit))
    }

    /// The finger lifted before the delay: the scroll view asks `touchesShouldBegin(_:with:in:)`
    /// at once; taken as UIKit's default, true, the touch is released (began, then ended).
    static let delayReleasedByLift = Reason.scrollDelayReleased(.liftedBeforeDelay)

    /// The `scrollDelay` timer fired: `touchesShouldBegin(_:with:in:)`, taken as true, releases
    /// the touch.
    static let delayReleasedByTimer = Reason.scrollDelayReleased(.delayElapsed)

    // MARK: The pan (SEMANTICS §9.4.2)

    /// The scroll view's pan begins past `scrollHysteresis` (not the pan's `panHysteresis`),
    /// named so in reasons.
    static func panThreshold(_ settings: Settings) -> (distance: Double, name: PanThreshold) {
        (settings.scrollHysteresis, .scrollHysteresis)
    }

    /// Along which axes the pan's translation begins it: only axes the scroll view can scroll,
    /// so with none it never begins (and fails when its touches lift).
    static func panBeginsAlong(_ axes: ScrollAxes, translation t: Point, hysteresis h: Double) -> (Bool, Bool) {
        (axes.horizontal && abs(t.x) >= h, axes.vertical && abs(t.y) >= h)
    }

    /// Why a scroll view's pan whose touches lifted never began, when the scroll view's axes
    /// are the reason: it has none, or the farthest the touches went along its one axis fell
    /// short. Nil: the pan's own reasons apply (SEMANTICS §8.3).
    static func panNotBegunBecause(_ axes: ScrollAxes, farthest t: Point, hysteresis h: Double) -> PanNotBegun? {
        switch (axes.horizontal, axes.vertical) {
        case (false, false):
            return .noScrollableAxis
        case (true, false):
            guard t.x < h else { return nil }
            return .scrollShort(distance: t.x, axis: .x, limit: h)
        case (false, true):
            guard t.y < h else { return nil }
            return .scrollShort(distance: t.y, axis: .y, limit: h)
        case (true, true):
            return nil
        }
    }

    /// Why the scroll view's pan may not begin, or nil: while its content tracks one of the
    /// pan's touches, the pan asks `touchesShouldCancel(in:)` (false for controls unless the
    /// scene overrides it) and honors `canCancelContentTouches` (SEMANTICS §9.4.2).
    static func panRefusal(of spec: RecognizerSpec, touchKeys: [Int], scene: Scene, touches: TouchTable)
        -> ShouldBeginRefusal?
    {
        guard let scroll = scene.views[spec.view].scroll else { return nil }
        for key in touchKeys {
            let t = touches[key]
            guard t.viewState == .tracking, let view = t.view, view != spec.view else { continue }
            let v = scene.views[view]
            if !scroll.canCancelContentTouches {
                return .contentTracking(content: v.id, .canCancelContentTouchesFalse)
            }
            if !scroll.touchesShouldCancel.answer(for: v.viewClass) {
                return .contentTracking(
                    content: v.id, .touchesShouldCancelFalse(overridden: scroll.touchesShouldCancel != .default))
            }
        }
        return nil
    }
}
