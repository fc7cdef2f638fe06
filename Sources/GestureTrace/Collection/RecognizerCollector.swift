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
        /// A finished or disabled state kept it from receiving (SEMANTICS §4.3).
        case cannotReceive
        /// Its delegate's `gestureRecognizer(_:shouldReceive:)` answered false, with the
        /// answer's reason (SEMANTICS §4.3, FORMAT §2.4).
        case refused(reason: ReceiveRefusal)
        /// The window's exclusive-touch view was tracking (SEMANTICS §2.7).
        case exclusiveTouch(view: Int)
    }

    /// The scene as it is now (`LiveScene`, SEMANTICS §2.12, §2.13).
    let live: LiveScene
    var scene: Scene { live.scene }
    var geometry: ViewGeometry { live.geometry }
    /// The hidden delay recognizer of each delaying scroll view, by view (SEMANTICS §9.4.1).
    let delayRecognizer: [Int: Int]
    let swiftUI: SwiftUIRuntime?

    init(
        live: LiveScene, delayRecognizers: [ScrollViewRules.DelayRecognizer], swiftUI: SwiftUIRuntime?
    ) {
        self.live = live
        var byView: [Int: Int] = [:]
        for delay in delayRecognizers { byView[delay.spec.view] = delay.index }
        delayRecognizer = byView
        self.swiftUI = swiftUI
    }

    /// The recognizers collected for a touch on `hitView` at window point `point` (with its
    /// `tapCount`), in collection order, keeping those that `canReceive` (enabled, not
    /// finished: SEMANTICS §2.4, §4.3), allowed by the exclusive-touch rule and not refused by
    /// `shouldReceiveTouch`. `passedBy` hears of the others on the path.
    func collect(
        for hitView: Int, at point: Point, tapCount: Int = 1, exclusiveRoot: Int?, swiftUIPath: [Int] = [],
        canReceive: (Int) -> Bool,
        passedBy: (Int, PassedBy) -> Void = { _, _ in }
    ) -> [Int] {
        // The scene and geometry read in place (`live.scene.…`): a local copy retained and
        // released each of their arrays at every touch (about 800 instructions, issue 28
        // item 4, round 11), and each use of the computed `scene` and `geometry` copied them
        // (round 4). Nothing here changes them.
        let live = self.live
        // Built at most as long as the recognizers on the path (the hit view's and its
        // ancestors', and at most every delay recognizer; SwiftUI's, when there is a path,
        // are not counted and grow it): grown from empty, it was allocated again two or three
        // times a touch (issue 28 item 4, round 11).
        var out: [Int] = []
        var onPath = delayRecognizer.count
        var w: Int? = hitView
        while let current = w {
            onPath += live.scene.views[current].recognizers.count
            w = live.scene.views[current].parent
        }
        out.reserveCapacity(onPath)
        // A SwiftUI recognizer collected early at a scroll view is not collected again at its
        // own region view (SWIFTUI §3.6 rule 26, `SwiftUIRuntime.recognizers(path:at:)`).
        var swiftUICollected = Set<Int>()
        var v: Int? = hitView
        while let current = v {
            let allowed = exclusiveRoot.map { live.geometry.isInSubtree($0, of: current) } ?? true
            if allowed {
                var attached = live.scene.views[current].recognizers
                if !swiftUIPath.isEmpty, let swiftUI {
                    let own = swiftUI.recognizers(path: swiftUIPath, at: current).filter {
                        swiftUICollected.insert($0).inserted
                    }
                    attached = own + attached
                }
                if let delay = delayRecognizer[current] { attached.append(delay) }
                for r in attached {
                    guard canReceive(r) else {
                        passedBy(r, .cannotReceive)
                        continue
                    }
                    if let refusal = shouldReceiveRefusal(r, on: hitView, at: point, tapCount: tapCount) {
                        passedBy(r, .refused(reason: refusal))
                    } else {
                        out.append(r)
                    }
                }
            } else if let exclusive = exclusiveRoot {
                for r in live.scene.views[current].recognizers { passedBy(r, .exclusiveTouch(view: exclusive)) }
            }
            v = live.scene.views[current].parent
        }
        return out
    }

    /// Why the delegate's `gestureRecognizer(_:shouldReceive:)` refuses a touch on `hitView`
    /// at window point `point`, or nil when it accepts (SEMANTICS §4.3; an expression is
    /// evaluated here, once per recognizer and touch, FORMAT §2.4). The hidden delay
    /// recognizers always receive.
    private func shouldReceiveRefusal(_ r: Int, on hitView: Int, at point: Point, tapCount: Int) -> ReceiveRefusal? {
        guard r < live.scene.recognizers.count else { return nil }
        // The usual recognizer, no back swipe, no expression and a delegate that always
        // receives, is accepted from its fields read in place: the copy of its whole
        // `RecognizerSpec` below retained every string and array it holds, for each recognizer
        // on each new touch's path (issue 28 item 4, round 8). The answer is the one the steps
        // below give such a recognizer.
        if live.scene.recognizers[r].navigationRole == nil,
            live.scene.recognizers[r].shouldReceiveTouchExpression == nil,
            case .always = live.scene.recognizers[r].shouldReceiveTouch
        {
            return nil
        }
        // The others (a back swipe, an expression, a refusing delegate) read a copy.
        let scene = live.scene
        let geometry = live.geometry
        let spec = scene.recognizers[r]
        // A navigation controller's back swipe: its own delegate's answers (SEMANTICS §9.7).
        if let refusal = NavigationRules.receiveRefusal(spec, point: point, scene: scene, geometry: geometry) {
            return refusal
        }
        if let expression = spec.shouldReceiveTouchExpression {
            let local = geometry.toLocal(point, of: spec.view) ?? point
            let answer = expression.evaluate { variable in
                if let fixed = DelegateFacts.fixedValue(variable, recognizer: spec, other: nil, views: scene.views) {
                    return fixed
                }
                if let value = DelegateFacts.touchViewValue(variable, view: scene.views[hitView]) { return value }
                switch variable {
                case .touchLocationX: return .number(local.x)
                case .touchLocationY: return .number(local.y)
                // A new touch: UIKit asks at its began, when its tap count is known (SEMANTICS §2.2).
                case .touchTapCount: return .number(Double(tapCount))
                default: return .number(0)
                }
            }
            return answer.value ? nil : .expression(expression.verdict(answer))
        }
        switch spec.shouldReceiveTouch {
        case .always: return nil
        case .never: return .never
        case .exceptInViews(let views):
            guard let refusing = views.first(where: { geometry.isInSubtree(hitView, of: $0) }) else { return nil }
            return .inView(scene.views[refusing].id)
        }
    }
}
