/// A UIScrollView's pan (a `PanLogic` with scroll axes) refuses to begin by the scroll view's
/// rules: while its content tracks one of the pan's touches it asks `touchesShouldCancel(in:)`
/// and honors `canCancelContentTouches` (SEMANTICS §9.4.2, `ScrollViewRules.panRefusal`). Its
/// actions move the scroll view's content (`ScrollViewPan`, SEMANTICS §9.4.5). A plain
/// `UIPanGestureRecognizer` adds nothing.
extension PanLogic: RecognizerClassHooks {
    func classRefusalToBegin(_ r: RecognizerRuntime, arbiter: GestureArbiter) -> ShouldBeginRefusal? {
        guard scrollAxes != nil else { return nil }
        return ScrollViewRules.panRefusal(
            of: r.spec, touchKeys: r.touchKeys, scene: arbiter.scene, touches: arbiter.touches)
    }

    func noteWhenExcluded(_ r: RecognizerRuntime) -> ScrollHandOff? {
        handedOffReason
    }

    func actionSent(_ r: RecognizerRuntime, _ state: DisplayState, arbiter: GestureArbiter) {
        scrollView?.actionSent(
            state, translation: translation, velocity: velocity, settings: arbiter.live.scene.settings, pan: r,
            arbiter: arbiter)
    }
}
