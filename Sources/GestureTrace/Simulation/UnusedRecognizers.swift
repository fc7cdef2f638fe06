/// "Why did my recognizer never fire?" when it never took part: the `unused` records emitted at
/// the end of a replay, one per recognizer of the scene that never received a touch and never
/// changed state, saying why in UIKit's terms (SEMANTICS §4.3, §1.10, §2.7).
struct UnusedRecognizers {
    /// Per view id, the first touch whose point it contained without being hit, and why
    /// (SEMANTICS §1.10): what `unused` records say of recognizers on such views.
    private var firstMiss: [String: (touch: TouchID, hitView: String?, miss: HitMiss)] = [:]
    /// The first few distinct hit-test views, for `unused` records (SEMANTICS §4.2).
    private var hitViewsSeen: [String] = []

    /// Remembers the first touch that missed each view under its point, and the hit views seen.
    /// `live`: the scene read in place, as a value it was copied at every touch (issue 28
    /// item 4, round 11).
    mutating func noteHit(_ sample: TouchSample, view: Int?, missed: [HitMiss], live: LiveScene) {
        let hitID = view.map { live.scene.views[$0].id }
        for miss in missed where firstMiss[miss.view] == nil {
            firstMiss[miss.view] = (sample.id, hitID, miss)
        }
        if let hitID, hitViewsSeen.count < 4, !hitViewsSeen.contains(hitID) { hitViewsSeen.append(hitID) }
    }

    /// A recognizer on the touch's path that the collector passed by.
    func notePassedBy(_ r: RecognizerRuntime, _ why: RecognizerCollector.PassedBy, hitView: Int, live: LiveScene) {
        switch why {
        case .cannotReceive: break
        case .refused(let reason): noteRefusal(r, reason: reason)
        case .exclusiveTouch(let view): noteExclusiveSkip(r, exclusive: view, scene: live.scene)
        }
    }

    /// A recognizer on the touch's path refused by `shouldReceiveTouch` (SEMANTICS §4.3).
    private func noteRefusal(_ r: RecognizerRuntime, reason: ReceiveRefusal) {
        guard r.firstRefusal == nil, !r.everReceivedTouch, r.enabled else { return }
        r.firstRefusal = .refused(reason)
    }

    /// A recognizer skipped because the window had an exclusive-touch view (SEMANTICS §2.7).
    private func noteExclusiveSkip(_ r: RecognizerRuntime, exclusive: Int, scene: Scene) {
        guard r.firstRefusal == nil, !r.everReceivedTouch, r.enabled else { return }
        r.firstRefusal = .exclusiveTouch(view: scene.views[exclusive].id)
    }

    /// The `unused` records, in scene order.
    func records(_ recognizers: [RecognizerRuntime], scene: Scene, touches: TouchTable) -> [Record.Body] {
        var out: [Record.Body] = []
        for r in recognizers where !r.isHidden && !r.everReceivedTouch && !r.everShownState {
            // SwiftUI gestures are collected along SwiftUI's own hit path (SWIFTUI §3.5), which
            // these UIKit reasons do not describe.
            switch r.spec.kind {
            case .swiftUI, .swiftUIHost: continue
            default:
                out.append(
                    .unused(recognizer: r.spec.id, reason: neverTookPartReason(r, scene: scene, touches: touches)))
            }
        }
        return out
    }

    /// The first of: disabled; refused on the touch's path; its view (or a superview) under a
    /// touch but not hit; not on any touch's path.
    func neverTookPartReason(_ r: RecognizerRuntime, scene: Scene, touches: TouchTable) -> UnusedReason {
        if !r.enabled {
            return .disabled
        }
        if let refusal = r.firstRefusal { return refusal }
        let viewID = scene.views[r.spec.view].id
        var v: Int? = r.spec.view
        while let current = v {
            if let first = firstMiss[scene.views[current].id] {
                return .neverHit(
                    view: viewID, touch: first.touch, hitView: first.hitView,
                    via: current == r.spec.view ? nil : first.miss.view, miss: first.miss)
            }
            v = scene.views[current].parent
        }
        if hitViewsSeen.isEmpty {
            return touches.aliveKeys.isEmpty && touches.isEmpty ? .noTouchInTrace : .noTouchHitAnything
        }
        return .notOnAnyPath(view: viewID, hitViews: hitViewsSeen)
    }
}
