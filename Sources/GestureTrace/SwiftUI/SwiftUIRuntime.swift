/// The SwiftUI side of one replay: each touch's SwiftUI hit path (which modifiers it reaches),
/// coordinate conversion into SwiftUI spaces, and the flush that prints SwiftUI records after
/// each environment update (SWIFTUI §7, §8.3).
final class SwiftUIRuntime {
    /// The UIKit scene and geometry the SwiftUI regions are converted through, as they are now
    /// (`LiveScene`: a hosting view moved, resized or removed by a `set` event, SEMANTICS
    /// §2.12, or scrolled with its UIKit scroll view, §2.13), so later touches reach the SwiftUI
    /// content where it now is. SwiftUI's own node frames are not changed by `set` events.
    let live: LiveScene
    var scene: Scene { live.scene }
    var geometry: ViewGeometry { live.geometry }
    let content: SwiftUIContent
    let hitTester: SwiftUIHitTester
    /// Touch key → the modifiers it reaches, deepest node first, innermost first.
    var touchPaths: [Int: [Int]] = [:]

    init(live: LiveScene) {
        self.live = live
        content = live.scene.swiftUI
        hitTester = SwiftUIHitTester(content: live.scene.swiftUI, settings: live.scene.settings)
    }

    /// The modifiers a new touch reaches (SWIFTUI §3.5): the leaf node is SwiftUI's hit in the
    /// hit view's region, or the `scrollView`/`uikit` node whose backing view contains the hit
    /// view; then every node above it.
    func path(hitView: Int?, at windowPoint: Point) -> [Int] {
        guard let leaf = leaf(hitView: hitView, at: windowPoint) else { return [] }
        let region = content.nodes[leaf].region
        let point = geometry.fromWindow(windowPoint, to: region, in: scene) ?? windowPoint
        return hitTester.reachedModifiers(leaf: leaf, at: point)
    }

    /// The SwiftUI node a touch at `windowPoint` lands on (SWIFTUI §3.5), or nil when the hit
    /// view is not in a SwiftUI region or SwiftUI hit-tests nothing there (a gap, clear content).
    func leaf(hitView: Int?, at windowPoint: Point) -> Int? {
        guard var v = hitView else { return nil }
        var leaf: Int?
        var steps = 0
        while leaf == nil, steps <= scene.views.count {
            steps += 1
            if content.regionRoots[v] != nil {
                if let local = geometry.fromWindow(windowPoint, to: v, in: scene) {
                    leaf = hitTester.hit(region: v, at: local)
                }
                if leaf == nil { leaf = content.backedNode[v] }
                break
            }
            if let n = content.backedNode[v] {
                leaf = n
                break
            }
            guard let parent = scene.views[v].parent else { break }
            v = parent
        }
        return leaf
    }

    /// The path's recognizers collected at `view`, in path order: the container model's
    /// per-modifier recognizers, and representables in both models (SWIFTUI §2.2), at the view
    /// of their node's region.
    ///
    /// In the container model a `highPriorityGesture` on a `scrollView` node, or on a node
    /// above one, is also collected at that scroll view, before its pan (SWIFTUI §3.6 rule 26):
    /// high priority is precedence over the gestures of the views it wraps, the scroll view's
    /// own among them (D13), and a high-priority drag around a List stops it scrolling on iOS
    /// 18 while a `minimumDistance` past the pan's 10 pt lets it scroll (awesome-apple-bugs
    /// GestureIssueHighPriorityToListScrolling), which is what the earlier place in evaluation
    /// order gives: the drag wins a tie with the pan, and loses when the pan begins first. The
    /// collector keeps the first place a recognizer is collected (`RecognizerCollector`).
    func recognizers(path: [Int], at view: Int) -> [Int] {
        guard !path.isEmpty else { return [] }
        let graph = scene.settings.swiftuiModel == .graph
        var scrollNode: Int?
        if !graph, let n = content.backedNode[view], content.nodes[n].kind == .scrollView { scrollNode = n }
        var out: [Int] = []
        for m in path {
            let modifier = content.modifiers[m]
            if graph && modifier.expression != nil { continue }
            let own = content.nodes[modifier.node].region == view
            let hoisted =
                scrollNode.map { s in
                    modifier.attachment == .highPriorityGesture && modifier.expression != nil
                        && content.isAncestorOrSelf(modifier.node, of: s)
                } ?? false
            if own || hoisted { out.append(modifier.recognizer) }
        }
        return out
    }

    /// A window point in a SwiftUI coordinate space: `local` is the modifier's node.
    func convert(_ p: Point, _ space: SwiftUICoordinateSpace, node: Int) -> Point {
        let target: Int
        switch space {
        case .global: return p
        case .local: target = node
        case .named(let n): target = n >= 0 && n < content.nodes.count ? n : node
        }
        let region = content.nodes[target].region
        let inRegion = geometry.fromWindow(p, to: region, in: scene) ?? p
        return inRegion - content.nodes[target].offset
    }
}
