/// What a `UINavigationController`'s delegate for its back swipes,
/// `_UINavigationInteractiveTransition`, answers (SEMANTICS §9.7). Its answers hold only
/// while it is the delegate (`popGestureDelegate: "navigationController"`): an app that sets
/// `interactivePopGestureRecognizer.delegate` replaces every one of them.
enum NavigationRules {
    /// Why the back swipe `spec` is given no touch event, or nil (SEMANTICS §9.7 rules 2–3): its
    /// private `_gestureRecognizer:shouldReceiveEvent:` passes events only while the stack holds
    /// more than one controller and no transition runs, and `gestureRecognizer(_:shouldReceive:)`
    /// refuses a touch inside the visible navigation bar or toolbar. `point` is in window
    /// coordinates.
    static func receiveRefusal(
        _ spec: RecognizerSpec, point: Point, scene: Scene, geometry: ViewGeometry
    ) -> ReceiveRefusal? {
        guard let role = spec.navigationRole, let navigation = scene.views[role.navigationView].navigation,
            navigation.popGestureDelegate == .navigationController
        else { return nil }
        if navigation.stackDepth <= 1 {
            return .navigation(.rootOfStack)
        }
        if navigation.transitioning {
            return .navigation(.transitioning)
        }
        for bar in [navigation.navigationBar, navigation.toolbar].compactMap({ $0 }) {
            let view = scene.views[bar]
            guard !view.hidden, let local = geometry.fromWindow(point, to: bar, in: scene), view.bounds.contains(local)
            else { continue }
            return .navigation(.inBar(view: view.id, toolbar: bar != navigation.navigationBar))
        }
        return nil
    }

    /// The edges "other waits for the back swipe to fail" that the navigation controller's
    /// private `_gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:` answers yes for
    /// (SEMANTICS §9.7 rule 4): every other recognizer of the scene, for each edge back swipe
    /// whose delegate is the navigation controller's, when `backSwipeRequiredToFail` is on. The
    /// content back swipe answers no. As every failure requirement, an edge blocks only while
    /// the back swipe holds a touch of the sequence (SEMANTICS §6.2).
    static func requiredToFailEdges(of scene: Scene) -> [(waiter: Int, awaited: Int)] {
        var edges = contentSwipeWaitsForSwipeActions(in: scene)
        guard scene.settings.backSwipeRequiredToFail else { return edges }
        for (r, spec) in scene.recognizers.enumerated() {
            guard case .backSwipe(let navigationView)? = spec.navigationRole,
                scene.views[navigationView].navigation?.popGestureDelegate == .navigationController
            else { continue }
            for other in scene.recognizers.indices
            where other != r && scene.recognizers[other].kind.acceptsFailureRequirements {
                edges.append((other, r))
            }
        }
        return edges
    }

    /// The content back swipe waits for every list's swipe-action pan to fail (SEMANTICS §9.12
    /// rule 6): the navigation controller's private `_gestureRecognizer:
    /// shouldRequireFailureOfGestureRecognizer:` answers yes for the content swipe and any
    /// recognizer of gesture type 21, which `_UISwipeActionPanGestureRecognizer -_isGestureType:`
    /// claims (code K21, K41). So a rightward swipe on a row with leading actions opens them
    /// instead of popping. Only while the navigation controller is the delegate.
    static func contentSwipeWaitsForSwipeActions(in scene: Scene) -> [(waiter: Int, awaited: Int)] {
        var edges: [(waiter: Int, awaited: Int)] = []
        for (r, spec) in scene.recognizers.enumerated() {
            guard case .contentBackSwipe(let navigationView)? = spec.navigationRole,
                scene.views[navigationView].navigation?.popGestureDelegate == .navigationController
            else { continue }
            for (other, otherSpec) in scene.recognizers.enumerated() {
                if case .swipeActionPan = otherSpec.kind { edges.append((r, other)) }
            }
        }
        return edges
    }
}
