/// The touches lint imagines, from the scene alone (FORMAT §7): a touch at the centre and near
/// each corner of every view that has recognizers or is a control, hit-tested and collected
/// exactly as the replay does at a touch's began (`HitTester`, `RecognizerCollector`,
/// SEMANTICS §1, §4.2–§4.3), with no touch down and every enabled recognizer possible.
///
/// Two touches that hit the same view (and SwiftUI path) reach the same recognizers, so each
/// distinct hit is kept once, with the first point that made it: a group. The work is bounded
/// by the scene: at most `maxSampledViews` views × 5 points, each one hit test.
struct TouchSampling {
    /// One distinct hit: where, what was hit, and the recognizers the touch reaches in
    /// collection order (= evaluation order, SEMANTICS §4.5).
    struct Group {
        var point: Point
        var hitView: Int
        var recognizers: [Int]
    }

    /// More views than this are not sampled (a `incomplete-sampling` note says so).
    static let maxSampledViews = 1000

    let groups: [Group]
    /// Per recognizer of the scene: the first sampled point whose touch reaches it.
    let reachedAt: [Point?]
    /// Per view: whether it was sampled (a recognizer's view that was not is not judged).
    let sampled: [Bool]
    let sampledViews: Int
    let candidateViews: Int

    init(scene: Scene, geometry: ViewGeometry, hitTester: HitTester) {
        let live = LiveScene(scene: scene, geometry: geometry)
        let swiftUI = scene.swiftUI.isEmpty ? nil : SwiftUIRuntime(live: live)
        let collector = RecognizerCollector(
            live: live, delayRecognizers: ScrollViewRules.delayRecognizers(of: scene), swiftUI: swiftUI)
        let count = scene.recognizers.count
        var groups: [Group] = []
        var seen: [HitKey: Int] = [:]
        var reachedAt = [Point?](repeating: nil, count: count)
        var sampled = [Bool](repeating: false, count: scene.views.count)
        var candidates = 0
        var sampledViews = 0
        for (v, view) in scene.views.enumerated() where !view.recognizers.isEmpty || view.control != nil {
            candidates += 1
            guard sampledViews < TouchSampling.maxSampledViews else { continue }
            sampledViews += 1
            sampled[v] = true
            for local in TouchSampling.points(in: view.bounds) {
                let point = geometry.toWindow(local, from: v, in: scene)
                guard let hit = hitTester.hitTest(point) else { continue }
                let path = swiftUI?.path(hitView: hit, at: point) ?? []
                let key = HitKey(view: hit, swiftUIPath: path)
                guard seen[key] == nil else { continue }
                seen[key] = groups.count
                let collected = collector.collect(
                    for: hit, at: point, exclusiveRoot: nil, swiftUIPath: path,
                    canReceive: { $0 < count && scene.recognizers[$0].enabled }
                ).filter { $0 < count }
                for r in collected where reachedAt[r] == nil { reachedAt[r] = point }
                groups.append(Group(point: point, hitView: hit, recognizers: collected))
            }
        }
        self.groups = groups
        self.reachedAt = reachedAt
        self.sampled = sampled
        self.sampledViews = sampledViews
        candidateViews = candidates
    }

    /// The centre of `bounds`, then points 1 pt in from each corner (a quarter of the size
    /// in for views under 4 pt), clockwise from the top left; none for an empty rect (a
    /// zero-size view is never hit, SEMANTICS §1.4).
    static func points(in bounds: Rect) -> [Point] {
        let w = bounds.size.width
        let h = bounds.size.height
        guard w > 0, h > 0 else { return [] }
        let dx = min(1, w / 4)
        let dy = min(1, h / 4)
        return [
            bounds.center,
            Point(x: bounds.minX + dx, y: bounds.minY + dy),
            Point(x: bounds.maxX - dx, y: bounds.minY + dy),
            Point(x: bounds.maxX - dx, y: bounds.maxY - dy),
            Point(x: bounds.minX + dx, y: bounds.maxY - dy),
        ]
    }

    private struct HitKey: Hashable {
        var view: Int
        var swiftUIPath: [Int]
    }
}
