/// UIScrollView's touch rules in one place (SEMANTICS §9.4): the axes it scrolls along, its
/// hidden delay recognizer (§9.4.1), and when its pan may take a touch its content already
/// tracks (§9.4.2). The delay recognizer's own logic is `ScrollDelayLogic`; the pan's is
/// `PanLogic` with `scrollAxes`; the scene keys are `ScrollSpec` (FORMAT §2.1 `scroll`).
enum ScrollViewRules {
    /// UIScrollView's private delay recognizer of one scroll view (SEMANTICS §9.4.1).
    struct DelayRecognizer {
        /// Its runtime index: after every recognizer of the scene.
        var index: Int
        var spec: RecognizerSpec
        var scrollAxes: ScrollAxes
    }

    /// The axes a scroll view can scroll along: content larger than the bounds, or bounce
    /// forced (SEMANTICS §9.4, conventions 3).
    static func scrollAxes(of view: ViewNode) -> ScrollAxes {
        // With scrollEnabled false nothing scrolls: the delay recognizer then releases a
        // content touch as soon as it moves past the hysteresis on either axis (SEMANTICS §9.4.1).
        guard let scroll = view.scroll, scroll.scrollEnabled else {
            return ScrollAxes(horizontal: false, vertical: false)
        }
        return ScrollAxes(
            horizontal: scroll.contentSize.width > view.bounds.size.width || scroll.alwaysBounceHorizontal,
            vertical: scroll.contentSize.height > view.bounds.size.height || scroll.alwaysBounceVertical)
    }

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

    /// Why the scroll view's pan may not begin, or nil: while its content tracks one of the
    /// pan's touches, the pan asks `touchesShouldCancel(in:)` (false for controls unless the
    /// scene overrides it) and honors `canCancelContentTouches` (SEMANTICS §9.4.2).
    static func panRefusal(of spec: RecognizerSpec, touchKeys: [Int], scene: Scene, touches: TouchTable) -> String? {
        guard let scroll = scene.views[spec.view].scroll else { return nil }
        for key in touchKeys {
            let t = touches[key]
            guard t.viewState == .tracking, let view = t.view, view != spec.view else { continue }
            let v = scene.views[view]
            if !scroll.canCancelContentTouches {
                return "content \(v.id) is tracking the touch and canCancelContentTouches is false"
            }
            if !scroll.touchesShouldCancel.answer(for: v.viewClass) {
                let why =
                    scroll.touchesShouldCancel == .default
                    ? "is false for a UIControl" : "is false (the scroll view's override)"
                return "content \(v.id) is tracking the touch and touchesShouldCancel(in: \(v.id)) \(why)"
            }
        }
        return nil
    }
}
