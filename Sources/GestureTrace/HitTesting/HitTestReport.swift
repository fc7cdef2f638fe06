/// What `gesturetrace hit-test SCENE X Y` shows: the hit view, its responder chain, and the
/// recognizers a touch there would reach, in delivery order (SEMANTICS §1, §3, §4).
package struct HitTestReport: Sendable, Equatable {
    /// The hit-test view's id, or nil when nothing is hit (SEMANTICS §1.7).
    package var view: String?
    /// Responder ids from the hit view to "AppDelegate" (empty when nothing is hit).
    package var chain: [String]
    /// Recognizer ids in the order a new touch reaches them (empty when nothing is hit).
    package var recognizers: [String]

    package init(view: String?, chain: [String], recognizers: [String]) {
        self.view = view
        self.chain = chain
        self.recognizers = recognizers
    }

    /// The views whose frame contains the point but were not chosen, each with the first
    /// rule that excluded it (SEMANTICS §1.10).
    package var missed: [HitMiss] = []

    /// When the hit view holds SwiftUI content (a `UIHostingView`, or a SwiftUI ScrollView's
    /// UIScrollView): what SwiftUI's own hit test found there (SWIFTUI §3.5).
    package var swiftUI: SwiftUIHit?

    /// SwiftUI's hit inside a hosting view: the node a touch lands on, and the nodes above it.
    package struct SwiftUIHit: Sendable, Equatable {
        /// The node's id, or nil when no node takes the touch (a gap, clear content, a node
        /// that does not hit-test): the hosting view is hit, and no SwiftUI gesture sees it.
        package var node: String?
        /// `view`, `button`, `scrollView` or `uikit`.
        package var kind: String?
        /// Node ids from the hosting view's root node down to the hit node.
        package var path: [String]
        /// The attachment modifiers a touch there reaches, deepest node first, innermost first
        /// (masks and `contentShape` order applied, SWIFTUI §3.1, §3.5): in the graph model
        /// they are inside the host's one recognizer, so `recognizers` does not name them.
        package var gestures: [String] = []
    }

    /// Hit-tests a window point in a scene with no touches down.
    package static func make(scene: Scene, point: Point) -> HitTestReport {
        let geometry = ViewGeometry(scene: scene)
        let hitTester = HitTester(scene: scene, geometry: geometry)
        let missed = hitTester.misses(at: point, hit: hitTester.hitTest(point))
        guard let view = hitTester.hitTest(point) else {
            var report = HitTestReport(view: nil, chain: [], recognizers: [])
            report.missed = missed
            return report
        }
        let live = LiveScene(scene: scene, geometry: geometry)
        let responders = ResponderChain(live: live)
        let chain = responders.chain(from: view).map(responders.name(of:))
        // A SwiftUI region's gestures come through SwiftUI's own hit path (SWIFTUI §3.5).
        let swiftUI = scene.swiftUI.isEmpty ? nil : SwiftUIRuntime(live: live)
        let path = swiftUI?.path(hitView: view, at: point) ?? []
        let collector = RecognizerCollector(
            live: live, delayRecognizers: ScrollViewRules.delayRecognizers(of: scene), swiftUI: swiftUI)
        // With no touch down, every enabled recognizer is in possible and can receive one;
        // the scroll views' hidden delay recognizers are not listed.
        let count = scene.recognizers.count
        let collected = collector.collect(
            for: view, at: point, exclusiveRoot: nil, swiftUIPath: path,
            canReceive: { $0 >= count || scene.recognizers[$0].enabled }
        )
        .filter { $0 < count }
        .map { scene.recognizers[$0].id }
        var report = HitTestReport(view: scene.views[view].id, chain: chain, recognizers: collected)
        report.missed = missed
        if scene.swiftUI.regionRoots[view] != nil {
            report.swiftUI = swiftUIHit(scene.swiftUI, leaf: swiftUI?.leaf(hitView: view, at: point))
            report.swiftUI?.gestures = path.compactMap {
                scene.swiftUI.modifiers.indices.contains($0) ? scene.swiftUI.modifiers[$0].id : nil
            }
        }
        return report
    }

    /// The hit node and its ancestors (a bounded walk: parents come before children).
    static func swiftUIHit(_ content: SwiftUIContent, leaf: Int?) -> SwiftUIHit {
        guard let leaf, content.nodes.indices.contains(leaf) else { return SwiftUIHit(node: nil, kind: nil, path: []) }
        var path: [String] = []
        var n: Int? = leaf
        while let current = n, path.count <= content.nodes.count {
            path.append(content.nodes[current].id)
            n = content.nodes[current].parent
        }
        return SwiftUIHit(node: content.nodes[leaf].id, kind: content.nodes[leaf].kind.rawValue, path: path.reversed())
    }
}

/// Hit testing of one scene, prepared once: the per-view geometry (inverse transforms,
/// centers) is computed at creation, so each query costs only the walk down the tree,
/// O(depth × siblings visited). For tools and benchmarks that ask many points of a scene.
package struct HitTestSession {
    private let scene: Scene
    private let tester: HitTester

    package init(scene: Scene) {
        self.scene = scene
        tester = HitTester(scene: scene, geometry: ViewGeometry(scene: scene))
    }

    /// The id of the hit-test view at a window point, or nil when nothing is hit (SEMANTICS §1.7).
    package func view(at point: Point) -> String? {
        tester.hitTest(point).map { scene.views[$0].id }
    }
}
