/// The SwiftUI side of one replay: each touch's SwiftUI hit path (which modifiers it reaches),
/// coordinate conversion into SwiftUI spaces, and the flush that prints SwiftUI records after
/// each environment update (SWIFTUI §7, §8.3).
final class SwiftUIRuntime {
    let content: SwiftUIContent
    let hitTester: SwiftUIHitTester
    /// Touch key → the modifiers it reaches, deepest node first, innermost first.
    var touchPaths: [Int: [Int]] = [:]

    init(scene: Scene) {
        content = scene.swiftUI
        hitTester = SwiftUIHitTester(content: scene.swiftUI, settings: scene.settings)
    }
}

extension Simulator {
    /// The modifiers a new touch reaches (SWIFTUI §3.5): the leaf node is SwiftUI's hit in the
    /// hit view's region, or the `scrollView`/`uikit` node whose backing view contains the hit
    /// view; then every node above it.
    func swiftUIPath(hitView: Int?, at windowPoint: Point) -> [Int] {
        guard let runtime = swiftUI, let leaf = swiftUILeaf(hitView: hitView, at: windowPoint) else { return [] }
        let region = runtime.content.nodes[leaf].region
        let point = geometry.fromWindow(windowPoint, to: region, in: scene) ?? windowPoint
        return runtime.hitTester.reachedModifiers(leaf: leaf, at: point)
    }

    /// The SwiftUI node a touch at `windowPoint` lands on (SWIFTUI §3.5), or nil when the hit
    /// view is not in a SwiftUI region or SwiftUI hit-tests nothing there (a gap, clear content).
    func swiftUILeaf(hitView: Int?, at windowPoint: Point) -> Int? {
        guard let runtime = swiftUI, var v = hitView else { return nil }
        let content = runtime.content
        var leaf: Int?
        var steps = 0
        while leaf == nil, steps <= scene.views.count {
            steps += 1
            if content.regionRoots[v] != nil {
                if let local = geometry.fromWindow(windowPoint, to: v, in: scene) {
                    leaf = runtime.hitTester.hit(region: v, at: local)
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

    /// The path's recognizers attached at `view` (its region), in path order: the container
    /// model's per-modifier recognizers, and representables in both models (SWIFTUI §2.2).
    func swiftUIRecognizers(path: [Int], at view: Int) -> [Int] {
        guard let runtime = swiftUI, !path.isEmpty else { return [] }
        let content = runtime.content
        let graph = scene.settings.swiftuiModel == .graph
        var out: [Int] = []
        for m in path where content.nodes[content.modifiers[m].node].region == view {
            let modifier = content.modifiers[m]
            if graph && modifier.expression != nil { continue }
            out.append(modifier.recognizer)
        }
        return out
    }

    /// A window point in a SwiftUI coordinate space: `local` is the modifier's node.
    func swiftUIConvert(_ p: Point, _ space: SwiftUICoordinateSpace, node: Int) -> Point {
        guard let content = swiftUI?.content else { return p }
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

    /// Prints the SwiftUI records of every participating SwiftUI recognizer, in evaluation
    /// order, after the environment update decided who waits, wins and fails.
    func flushSwiftUI() {
        guard swiftUI != nil else { return }
        for index in evaluationList {
            (recognizers[index].logic as? SwiftUIRecognizerLogic)?.flush(recognizers[index])
        }
    }

    /// Why a SwiftUI recognizer is held: the recognizers it waits on (SWIFTUI §3.3).
    func swiftUIWaitReason(_ r: RecognizerRuntime) -> String? {
        let waiting = unmetRequirements(of: r)
        guard !waiting.isEmpty else { return nil }
        return waiting.map { b in
            let other = recognizers[b]
            if other.isHidden {
                return "scroll view '\(scene.views[other.spec.view].id)' still delays the touch"
            }
            let what = other.state.isActiveContinuous ? "active" : "possible"
            return "'\(other.spec.id)' must fail first (still \(what))"
        }.joined(separator: "; ")
    }
}
