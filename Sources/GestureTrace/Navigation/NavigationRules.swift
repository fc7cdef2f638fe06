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

    /// How many edges `requiredToFailEdges` makes for a scene of these views, recognizers and
    /// settings, and the first recognizer that brings any, counted without making them: the
    /// decoder refuses a scene whose implied requirements would outgrow its input (issue 25,
    /// round 8: 3 000 navigation controllers beside 3 000 taps implied 27 million edges, a
    /// 325 KB scene held 900 MB). Counts exactly what `requiredToFailEdges` appends.
    static func requiredToFailEdgeCount(
        views: [ViewNode], recognizers: [RecognizerSpec], settings: Settings
    ) -> (count: Int, first: Int?) {
        var swipeActionPans = 0
        var accepting = 0
        for spec in recognizers {
            if case .swipeActionPan = spec.kind { swipeActionPans += 1 }
            if spec.kind.acceptsFailureRequirements { accepting += 1 }
        }
        var count = 0
        var first: Int?
        for (r, spec) in recognizers.enumerated() {
            let added: Int
            switch spec.navigationRole {
            case .contentBackSwipe(let navigationView)?
            where views[navigationView].navigation?.popGestureDelegate == .navigationController:
                added = swipeActionPans
            case .backSwipe(let navigationView)?
            where settings.backSwipeRequiredToFail
                && views[navigationView].navigation?.popGestureDelegate == .navigationController:
                added = accepting - (spec.kind.acceptsFailureRequirements ? 1 : 0)
            default:
                added = 0
            }
            if added > 0 {
                count += added
                if first == nil { first = r }
            }
        }
        return (count, first)
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
