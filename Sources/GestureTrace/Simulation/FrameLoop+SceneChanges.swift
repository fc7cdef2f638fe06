/// `set` events (FORMAT §3.5): the app changes its scene while touches may be down, each
/// change in a frame of its own (cause `change`), with UIKit's rules for what is in flight
/// (SEMANTICS §2.12):
///
/// - a recognizer whose `isEnabled` goes false is cancelled if it had begun, and fails
///   otherwise; it receives nothing more until enabled again, and then only new touches;
/// - `scrollEnabled` is the scroll view's pan's `isEnabled` (UIKit keeps them equal), so the
///   same rule stops a drag; the pan and the delay recognizer take the scroll view's new
///   axes;
/// - a view removed from the window: its recognizers (and those of its subviews) are
///   cancelled or fail, its touches get `touchesCancelled`; the fingers stay down, and the
///   recognizers of views still in the window keep receiving them;
/// - `frame`, `transform`, `alpha`, `hidden`, `userInteractionEnabled`, `contentOffset`
///   change the geometry and the hit test of later touches only: a touch keeps its view, and
///   `location(in:)` reads the view where it is now.
extension FrameLoop {
    func processChanges(_ changes: [SceneChange]) {
        for change in changes {
            apply(change)
        }
        updateEnvironment()
        views.flushReleases()
        finishFrame()
    }

    private func apply(_ change: SceneChange) {
        switch change.target {
        case .recognizer(let r):
            log.emit(.sceneChange(target: scene.recognizers[r].id, value: change.value))
            live.apply(change)
            if case .enabled(let on) = change.value {
                setEnabled(arbiter.recognizers[r], on, reason: .disabled)
            }
        case .view(let v):
            log.emit(.sceneChange(target: scene.views[v].id, value: change.value))
            if case .removeFromSuperview = change.value {
                removeFromWindow(v)
            }
            let wasScrollEnabled = scene.views[v].scroll?.scrollEnabled
            // Every owner reads the changed scene and geometry from `live` (hit testing,
            // collection, conversions, controls' inside tests, the arbiter's relation test of
            // §6.4, scroll views' pans and their hand-off of §9.4.4, SwiftUI regions of
            // SWIFTUI §3.5); the offset a scroll view's pan reads and moves is its bounds origin.
            live.apply(change)
            if scene.views[v].scroll != nil { refreshScrollAxes(of: v) }
            // Setting the value it already has changes nothing (a scene declared with
            // `scrollEnabled: false` keeps its pan enabled, with no axis: DECISIONS).
            if case .scrollEnabled(let on) = change.value, on != wasScrollEnabled, let pan = scrollPan(of: v) {
                setEnabled(
                    pan, on,
                    reason: .scrollDisabled(view: scene.views[v].id))
            }
        }
    }

    /// `isEnabled` (UIGestureRecognizer): going false while the recognizer recognizes cancels
    /// it (Apple's documentation of `isEnabled`); one still possible in a sequence fails, so
    /// those that require its failure may go on (SEMANTICS §2.8's cancel-or-fail rule, §2.12).
    private func setEnabled(_ r: RecognizerRuntime, _ on: Bool, reason: Reason) {
        guard r.enabled != on else { return }
        r.enabled = on
        guard !on, r.participating, !r.state.isFinished || r.isPending else { return }
        applyEffects()
        arbiter.cancelOrFail(r, reason: reason)
        applyEffects()
    }

    /// A view and its subviews leave the window (SEMANTICS §2.12): first their recognizers
    /// stop, then their touches are cancelled in them, while the responder chain is still the
    /// one they had; the caller then takes the view out of the tree.
    private func removeFromWindow(_ v: Int) {
        var inSubtree = Set<Int>()
        var stack = [v]
        while let next = stack.popLast() {
            inSubtree.insert(next)
            stack.append(contentsOf: scene.views[next].subviews)
        }
        let removedID = scene.views[v].id
        for r in arbiter.recognizers where inSubtree.contains(r.spec.view) {
            guard r.participating, !r.state.isFinished || r.isPending else { continue }
            applyEffects()
            arbiter.cancelOrFail(r, reason: .viewRemoved(removed: removedID))
            applyEffects()
        }
        let keys = touches.aliveKeys.filter { key in touches[key].view.map(inSubtree.contains) ?? false }
        views.cancelForRemovedViews(keys.sorted { touches[$0].id < touches[$1].id })
    }

    /// The scroll view's pan and delay recognizer take its axes as they are now
    /// (`ScrollViewRules.scrollAxes`: content size, bounds, bounce, `scrollEnabled`).
    private func refreshScrollAxes(of v: Int) {
        let axes = ScrollViewRules.scrollAxes(of: scene.views[v])
        if let pan = scrollPan(of: v), let logic = pan.logic as? PanLogic { logic.scrollAxes = axes }
        if let delay = collector.delayRecognizer[v], let logic = arbiter.recognizers[delay].logic as? ScrollDelayLogic {
            logic.scrollAxes = axes
        }
    }

    /// The built-in pan of scroll view `v` (`<id>.pan`).
    private func scrollPan(of v: Int) -> RecognizerRuntime? {
        for index in scene.views[v].recognizers {
            if case .scrollViewPan = scene.recognizers[index].kind { return arbiter.recognizers[index] }
        }
        return nil
    }
}
