/// Which recognizers a new touch reaches (SEMANTICS §4.2–§4.3), from the scene alone: used by
/// the frame loop at each touch's began and by `HitTestReport` with no replay at all.
///
/// The hit view's recognizers, then each ancestor's up to the window, in attach order; at a
/// scroll view, its hidden delay recognizer after its own (SEMANTICS §9.4.1); SwiftUI's
/// recognizers on the touch's path first at their region view, as UIKit walks the gesture
/// containers before their hosting view (SWIFTUI §2.2).
struct RecognizerCollector {
    /// Why a recognizer on the touch's path was passed by (for `unused` records, SEMANTICS §4.3).
    enum PassedBy {
        /// `shouldReceiveTouch` or a finished state refused it.
        case refused
        /// The window's exclusive-touch view was tracking (SEMANTICS §2.7).
        case exclusiveTouch(view: Int)
    }

    let scene: Scene
    let geometry: ViewGeometry
    /// The hidden delay recognizer of each delaying scroll view, by view (SEMANTICS §9.4.1).
    let delayRecognizer: [Int: Int]
    let swiftUI: SwiftUIRuntime?

    init(
        scene: Scene, geometry: ViewGeometry, delayRecognizers: [ScrollViewRules.DelayRecognizer],
        swiftUI: SwiftUIRuntime?
    ) {
        self.scene = scene
        self.geometry = geometry
        var byView: [Int: Int] = [:]
        for delay in delayRecognizers { byView[delay.spec.view] = delay.index }
        delayRecognizer = byView
        self.swiftUI = swiftUI
    }

    /// The recognizers collected for a touch on `hitView`, in collection order, keeping those
    /// that `canReceive` (enabled, not finished: SEMANTICS §2.4, §4.3), allowed by the
    /// exclusive-touch rule and not refused by `shouldReceiveTouch`. `passedBy` hears of the
    /// others on the path.
    func collect(
        for hitView: Int, exclusiveRoot: Int?, swiftUIPath: [Int] = [], canReceive: (Int) -> Bool,
        passedBy: (Int, PassedBy) -> Void = { _, _ in }
    ) -> [Int] {
        var out: [Int] = []
        var v: Int? = hitView
        while let current = v {
            let allowed = exclusiveRoot.map { geometry.isInSubtree($0, of: current) } ?? true
            if allowed {
                var attached = scene.views[current].recognizers
                if !swiftUIPath.isEmpty, let swiftUI {
                    attached = swiftUI.recognizers(path: swiftUIPath, at: current) + attached
                }
                if let delay = delayRecognizer[current] { attached.append(delay) }
                for r in attached {
                    if canReceive(r) && acceptsTouch(r, on: hitView) {
                        out.append(r)
                    } else {
                        passedBy(r, .refused)
                    }
                }
            } else if let exclusive = exclusiveRoot {
                for r in scene.views[current].recognizers { passedBy(r, .exclusiveTouch(view: exclusive)) }
            }
            v = scene.views[current].parent
        }
        return out
    }

    /// The delegate's `gestureRecognizer(_:shouldReceive:)` (SEMANTICS §4.3). The hidden delay
    /// recognizers always receive.
    private func acceptsTouch(_ r: Int, on hitView: Int) -> Bool {
        guard r < scene.recognizers.count else { return true }
        switch scene.recognizers[r].shouldReceiveTouch {
        case .always: return true
        case .never: return false
        case .exceptInViews(let views):
            return !views.contains { geometry.isInSubtree(hitView, of: $0) }
        }
    }
}
