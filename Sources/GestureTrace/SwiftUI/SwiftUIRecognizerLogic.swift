/// A SwiftUI recognizer's touch logic: the container model's `UIKitResponderGestureRecognizer`
/// (one per modifier, SWIFTUI §2.2) or the graph model's `UIKitGestureRecognizer` (one per host,
/// whose tree is the first touch's path, SWIFTUI §2.1).
///
/// It feeds touches to its gesture tree's primitives, and maps the root's phase to UIKit
/// requests (R8: active → began/changed, ended → ended, failed → failed, or cancelled after
/// began). Records are printed by `flush` after the environment update, gated by UIKit: a
/// recognizer waiting on a higher-priority one runs no callbacks (SWIFTUI §3.3 rule 10), and
/// one that UIKit failed or cancelled fails its gestures (resetting `@GestureState`, §3.4).
final class SwiftUIRecognizerLogic: RecognizerLogic {
    /// The replay's SwiftUI side (nil only for a scene without SwiftUI content, where no
    /// SwiftUI recognizer exists).
    let runtime: SwiftUIRuntime?
    /// Container model: the modifier. Graph model: nil.
    let modifier: Int?
    private var tree: SwiftUIGestureTree?
    private var reporter: SwiftUIReporter
    private var requested: SwiftUIPhaseName = .possible
    private var dirty = false

    private let content: SwiftUIContent

    init(runtime: SwiftUIRuntime?, modifier: Int?) {
        self.runtime = runtime
        self.modifier = modifier
        content = runtime?.content ?? SwiftUIContent()
        reporter = SwiftUIReporter(longPressUpdating: runtime?.scene.settings.swiftuiLongPressUpdating ?? true)
    }

    private func environment(_ p: Int, _ tree: SwiftUIGestureTree, _ host: RecognizerHost) -> SwiftUIEnvironment {
        let node = content.modifiers[tree.primitiveModifier[p]].node
        let runtime = self.runtime
        return SwiftUIEnvironment(
            host: host, tagBase: p * 4,
            convert: { point, space in runtime?.convert(point, space, node: node) ?? point },
            nodeSize: content.nodes[node].frame.size)
    }

    private func buildTree(_ touches: [RecognizerTouch]) {
        guard tree == nil else { return }
        if let modifier {
            tree = SwiftUIGestureTree(modifiers: [modifier], content: content)
        } else {
            let path = touches.first.flatMap { runtime?.touchPaths[$0.key] } ?? []
            tree = SwiftUIGestureTree(
                modifiers: path.filter { content.modifiers[$0].expression != nil }, content: content, graph: true)
        }
    }

    private func feed(
        _ touches: [RecognizerTouch], _ host: RecognizerHost, noTouchesLeft: Bool = false,
        _ deliver: (SwiftUIPrimitive, SwiftUIEnvironment) -> Void
    ) {
        guard let tree else { return }
        for p in tree.receiving() { deliver(tree.primitives[p], environment(p, tree, host)) }
        tree.evaluate()
        if noTouchesLeft { finishWithoutTouches(tree, host) }
        dirty = true
        sync(host)
    }

    /// With no finger left, parts that can get no further event end or fail; a sequence's
    /// second part that just became reachable is told too (bounded: each round finishes one).
    private func finishWithoutTouches(_ tree: SwiftUIGestureTree, _ host: RecognizerHost) {
        var rounds = 0
        while rounds <= tree.primitives.count {
            rounds += 1
            let open = tree.receiving()
            for p in open { tree.primitives[p].noTouchesLeft(environment(p, tree, host)) }
            tree.evaluate()
            if tree.receiving() == open { break }
        }
    }

    /// Tells UIKit what the root's phase became.
    private func sync(_ host: RecognizerHost) {
        guard let tree else { return }
        guard let root = tree.root, let phase = tree.rootPhase else {
            if requested != .failed {
                requested = .failed
                host.request(.failed, reason: .swiftUINoGesture)
            }
            return
        }
        guard phase.name != requested else { return }
        requested = phase.name
        let why = tree.nodes[root].reason
        switch phase {
        case .possible: break
        case .active: host.request(.began, reason: why == .unstated ? .swiftUIGesture(.active) : why)
        case .ended: host.request(.ended, reason: why == .unstated ? .swiftUIGesture(.ended) : why)
        case .failed: host.request(.failed, reason: why == .unstated ? .swiftUIGesture(.failed) : why)
        }
    }

    func touchesBegan(_ touches: [RecognizerTouch], host: RecognizerHost) {
        buildTree(touches)
        feed(touches, host) { $0.began(touches, $1) }
    }

    func touchesMoved(_ touches: [RecognizerTouch], host: RecognizerHost) {
        feed(touches, host) { $0.moved(touches, $1) }
    }

    func touchesEnded(_ touches: [RecognizerTouch], host: RecognizerHost) {
        let left = host.touches.contains { $0.phase != .ended && $0.phase != .cancelled }
        feed(touches, host, noTouchesLeft: !left) { $0.ended(touches, $1) }
    }

    func touchesCancelled(_ touches: [RecognizerTouch], host: RecognizerHost) {
        let left = host.touches.contains { $0.phase != .ended && $0.phase != .cancelled }
        feed(touches, host, noTouchesLeft: !left) { $0.cancelled(touches, $1) }
    }

    func timerFired(_ tag: Int, host: RecognizerHost) {
        guard let tree, tag >= 0, tag / 4 < tree.primitives.count else { return }
        let p = tag / 4
        tree.primitives[p].timerFired(tag % 4, environment(p, tree, host))
        tree.evaluate()
        if host.touches.isEmpty { finishWithoutTouches(tree, host) }
        dirty = true
        sync(host)
    }

    /// Prints what changed since the last flush (SwiftUIReporter), gated by UIKit: after each
    /// environment update, once UIKit decided who waits, wins and fails (SWIFTUI §8.3).
    func environmentUpdated(_ r: RecognizerRuntime, arbiter: GestureArbiter) {
        guard let tree else { return }
        let gate: SwiftUIReporter.Gate
        if (r.state == .failed || r.state == .cancelled) && !r.isPending {
            gate = .failed(r.lastStateReason)
        } else if let why = Self.waitReason(r, arbiter: arbiter) {
            gate = .paused(why)
        } else if !dirty {
            return
        } else {
            gate = .open
        }
        dirty = false
        reporter.flush(tree, gate: gate) { arbiter.emit($0) }
    }

    /// Why a SwiftUI recognizer is held: the recognizers it waits on (SWIFTUI §3.3).
    private static func waitReason(_ r: RecognizerRuntime, arbiter: GestureArbiter) -> [SwiftUIWait]? {
        let waiting = arbiter.unmetRequirements(of: r)
        guard !waiting.isEmpty else { return nil }
        return waiting.map { b in
            let other = arbiter.recognizers[b]
            if other.isHidden {
                return .scrollDelay(view: arbiter.scene.views[other.spec.view].id)
            }
            return .mustFail(other.spec.id, active: other.state.isActiveContinuous)
        }
    }

    func reset() {
        tree = nil
        reporter.reset()
        requested = .possible
        dirty = false
    }

    func willBecomeEffectiveAfterWaiting() { dirty = true }
    var measurements: [Measurement] { [] }
}

extension SwiftUIRecognizerLogic: RecognizerClassHooks {
    var observesEnvironmentUpdates: Bool { true }
    /// SWIFTUI §2.2: SwiftUI's static requirements hold only between gestures on the touch's path.
    var requirementsHoldOnlyWhileParticipating: Bool { true }
}
