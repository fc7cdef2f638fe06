/// What a `UIContextMenuInteraction`'s delegates answer about the other recognizers on its
/// touches (SEMANTICS §9.13), as iOS 26.1's UIKitCore has them (code K45, K46). The
/// simultaneity answers are the recognizers' `simultaneousWith`, set by the decoder; the
/// failure requirements, which depend on the other recognizers' classes, are here.
enum ContextMenuRules {
    /// The requirements "waiter waits for awaited to fail" the interactions add (SEMANTICS
    /// §9.13 rules 4–6). As every failure requirement, an edge blocks only while the awaited
    /// recognizer holds a touch of the sequence (SEMANTICS §6.2).
    /// - A scroll view's pan waits for the press: the driver's
    ///   `clickDriver:shouldDelayGestureRecognizer:` answers yes for gesture type 8 (a
    ///   `UIScrollViewPanGestureRecognizer`) that has not begun, and the sequence's pan has not
    ///   when the touch comes down.
    /// - A press waits for the press of an interaction on a view inside its own: the driver's
    ///   `gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:` answers yes for a
    ///   recognizer with the same name on the press's view or an ancestor of it (the same view
    ///   would make each wait for the other; gesturetrace leaves that pair out).
    /// - A `UILongPressGestureRecognizer` (gesture type 1) waits for the failure relationship
    ///   recognizer: the interaction's answer for it, while the app has not set the private
    ///   `allowSimultaneousRecognition`.
    static func requiredToFailEdges(of scene: Scene) -> [(waiter: Int, awaited: Int)] {
        var presses: [Int] = []
        var failures: [Int] = []
        for (r, spec) in scene.recognizers.enumerated() {
            guard case .contextMenu(let role) = spec.kind else { continue }
            switch role {
            case .press: presses.append(r)
            case .failure: failures.append(r)
            case .exclusion: break
            }
        }
        guard !presses.isEmpty else { return [] }
        var edges: [(waiter: Int, awaited: Int)] = []
        for press in presses {
            let view = scene.recognizers[press].view
            for (other, spec) in scene.recognizers.enumerated() {
                switch spec.kind {
                case .scrollViewPan:
                    edges.append((other, press))
                case .contextMenu(.press) where other != press && isStrictAncestor(spec.view, of: view, in: scene):
                    edges.append((other, press))
                default:
                    break
                }
            }
        }
        for failure in failures {
            for (other, spec) in scene.recognizers.enumerated() {
                if case .longPress = spec.kind { edges.append((other, failure)) }
            }
        }
        return edges
    }

    /// How many edges `requiredToFailEdges` makes for a scene of these views and recognizers,
    /// and the first press that brings any, counted in one pass over each without making them:
    /// the decoder refuses a scene whose implied requirements would outgrow its input (issue
    /// 25, round 8: 1 600 context menus beside 5 000 long presses implied 8 million edges, a
    /// 292 KB scene held 290 MB). Counts exactly what `requiredToFailEdges` appends.
    static func requiredToFailEdgeCount(views: [ViewNode], recognizers: [RecognizerSpec]) -> (count: Int, first: Int?) {
        var pressesOn = Array(repeating: 0, count: views.count)
        var presses: [Int] = []
        var failures = 0
        var scrollViewPans = 0
        var longPresses = 0
        for (r, spec) in recognizers.enumerated() {
            switch spec.kind {
            case .contextMenu(.press):
                presses.append(r)
                pressesOn[spec.view] += 1
            case .contextMenu(.failure): failures += 1
            case .scrollViewPan: scrollViewPans += 1
            case .longPress: longPresses += 1
            default: break
            }
        }
        guard !presses.isEmpty else { return (0, nil) }
        // Presses on a view's strict ancestors, each view's filled once from its nearest
        // filled ancestor (iterative: a chain of 100 000 views cannot overflow the stack).
        var above = Array(repeating: -1, count: views.count)
        var path: [Int] = []
        for start in views.indices where above[start] < 0 {
            var v = start
            while above[v] < 0, let parent = views[v].parent {
                path.append(v)
                v = parent
            }
            if above[v] < 0 { above[v] = 0 }
            while let child = path.popLast() {
                let parent = views[child].parent ?? child
                above[child] = above[parent] + pressesOn[parent]
            }
        }
        var count = failures * longPresses
        for press in presses { count += scrollViewPans + above[recognizers[press].view] }
        return (count, count > 0 ? presses[0] : nil)
    }

    /// The recognizers the exclusion relationship recognizer recognizes with: its delegate,
    /// the interaction, answers yes for a `UILongPressGestureRecognizer` (gesture type 1) that
    /// does not prefer to be exclusive with competing long presses (a private flag, off by
    /// default); for any other class it answers by a class test the decompiled code does not
    /// name, taken as no (docs/DECISIONS.md "Context menus").
    static func exclusionSimultaneity(in recognizers: [RecognizerSpec]) -> SimultaneityRule {
        var longPresses: [Int] = []
        for (r, spec) in recognizers.enumerated() {
            if case .longPress = spec.kind { longPresses.append(r) }
        }
        return longPresses.isEmpty ? .none : .only(longPresses)
    }

    /// Whether `ancestor` is a superview of `view`, at any depth.
    private static func isStrictAncestor(_ ancestor: Int, of view: Int, in scene: Scene) -> Bool {
        var current = scene.views[view].parent
        while let v = current {
            if v == ancestor { return true }
            current = scene.views[v].parent
        }
        return false
    }
}
