import Testing

@testable import GestureTrace

/// The arbiter on hand-built runtimes, with no frame loop and no delivery: requests go in, and
/// the effects it returns (SEMANTICS §5–§7) are checked in order.
@Suite struct GestureArbiterTests {
    /// Stands in for the frame loop: forwards requests straight to the arbiter and keeps time.
    final class Context: RecognizerContext {
        var now = 0.0
        weak var arbiter: GestureArbiter?
        var timers: [String] = []

        func request(_ r: RecognizerRuntime, _ requested: RequestedState, reason: Reason) {
            arbiter?.handleRequest(r, requested, reason: reason)
        }
        func armTimer(_ r: RecognizerRuntime, tag: Int, due: Double, persistent: Bool) {
            timers.append("\(r.spec.id) \(tag) at \(due)")
        }
        func ignore(_ key: Int, for r: RecognizerRuntime) { arbiter?.ignore(key, for: r) }
        func convert(_ point: Point, toView view: Int) -> Point { point }
    }

    /// An arbiter over `scene` with one touch down on view `v`, collected by `collected`.
    static func arbiter(_ scene: Scene, collected: [Int], context: Context) -> GestureArbiter {
        let touches = TouchTable()
        let v = scene.views.firstIndex { $0.id == "v" }
        _ = touches.add(
            TouchRecord(
                key: 0, id: .int(1), location: Point(x: 10, y: 10), time: 0, tapCount: 1, view: v, suppressed: false))
        let arbiter = GestureArbiter(
            live: LiveScene(scene: scene), touches: touches, traceStartTime: 0, swiftUI: nil)
        context.arbiter = arbiter
        arbiter.attach(context: context, delayRecognizers: [])
        for r in collected { arbiter.join(r, touch: 0) }
        return arbiter
    }

    static func describe(_ effects: [ArbiterEffect]) -> [String] {
        effects.map { effect in
            switch effect {
            case .record(.state(let r, let from, let to, let reason, _)):
                return "state \(r) \(from.rawValue)->\(to.rawValue) (\(ReasonText.string(reason)))"
            case .record(.pending(let r, let wants, let waitingFor)):
                return "pending \(r) \(wants.rawValue) on \(waitingFor.joined(separator: ","))"
            case .record(.action(let r, let state)):
                return "action \(r) \(state.rawValue)"
            case .record(.reset(let r)):
                return "reset \(r)"
            case .record(let other):
                return "record \(other)"
            case .stopHolding(let r, let keys):
                return "stopHolding \(r) \(keys)"
            case .stopHoldingTouch(let r, let key):
                return "stopHoldingTouch \(r) \(key)"
            case .takeOverTouches(let r, let keys, let cancels):
                return "takeOver \(r) \(keys) cancels=\(cancels)"
            }
        }
    }

    static func tapScene(singleRequiresDouble: Bool) -> Scene {
        var b = SceneBuilder()
        b.view("v", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        b.recognizer("single", on: "v", kind: .tap(taps: 1, touches: 1))
        b.recognizer("double", on: "v", kind: .tap(taps: 2, touches: 1))
        if singleRequiresDouble { b.configureRecognizer("single") { $0.requireToFail = [1] } }
        return b.scene
    }

    @Test("SEMANTICS §5.6, §6.2–§6.3: a recognizer waiting on a requirement is pending, and wins once it fails")
    func pendingThenEffective() {
        let context = Context()
        let arbiter = Self.arbiter(Self.tapScene(singleRequiresDouble: true), collected: [0, 1], context: context)
        #expect(arbiter.evaluationList == [0, 1])
        arbiter.handleRequest(arbiter.recognizers[0], .recognized, reason: .customStated("1 tap"))
        #expect(Self.describe(arbiter.takeEffects()) == ["pending single recognized on double"])
        #expect(arbiter.recognizers[0].isPending && arbiter.recognizers[0].state == .ended)

        arbiter.handleRequest(arbiter.recognizers[1], .failed, reason: .customStated("waited too long"))
        arbiter.updateEnvironment()
        #expect(
            Self.describe(arbiter.takeEffects()) == [
                "state double possible->failed (waited too long)",
                "state single possible->recognized (1 tap; waited for double to fail)",
                "takeOver 0 [0] cancels=true",
                "action single recognized",
            ])

        arbiter.resetFinished()
        #expect(Self.describe(arbiter.takeEffects()) == ["reset single", "reset double"])
        #expect(arbiter.evaluationList.isEmpty)
        #expect(arbiter.takeEffects().isEmpty)
    }

    @Test("SEMANTICS §6.3: a requirement that is recognized fails the recognizer waiting on it")
    func requirementWins() {
        let context = Context()
        let arbiter = Self.arbiter(Self.tapScene(singleRequiresDouble: true), collected: [0, 1], context: context)
        arbiter.handleRequest(arbiter.recognizers[0], .recognized, reason: .customStated("1 tap"))
        arbiter.handleRequest(arbiter.recognizers[1], .recognized, reason: .customStated("2 taps"))
        arbiter.updateEnvironment()
        #expect(
            Self.describe(arbiter.takeEffects()) == [
                "pending single recognized on double",
                "state double possible->recognized (2 taps)",
                "state single possible->failed (requires failure of double, which recognized)",
                "takeOver 1 [0] cancels=true",
                "action double recognized",
            ])
    }

    @Test("SEMANTICS §6.4, §6.8: of two candidates on one view the first in evaluation order excludes the other")
    func exclusion() {
        let context = Context()
        var b = SceneBuilder()
        b.view("v", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        b.recognizer("a", on: "v", kind: .tap(taps: 1, touches: 1))
        b.recognizer("b", on: "v", kind: .tap(taps: 1, touches: 1)) { $0.cancelsTouchesInView = false }
        let arbiter = Self.arbiter(b.scene, collected: [1, 0], context: context)
        #expect(arbiter.evaluationList == [1, 0])
        arbiter.handleRequest(arbiter.recognizers[0], .recognized, reason: .customStated("tap a"))
        arbiter.handleRequest(arbiter.recognizers[1], .recognized, reason: .customStated("tap b"))
        #expect(arbiter.takeEffects().isEmpty)
        arbiter.updateEnvironment()
        #expect(
            Self.describe(arbiter.takeEffects()) == [
                "state b possible->recognized (tap b)",
                "state a possible->failed (excluded by b (recognized))",
                "takeOver 1 [0] cancels=false",
                "action b recognized",
            ])
    }

    @Test("SEMANTICS §5.3: a continuous recognizer's requests are coerced; §5.4–§5.5: moves owe changed actions")
    func continuous() {
        let context = Context()
        var b = SceneBuilder()
        b.view("v", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        b.recognizer("pan", on: "v", kind: .pan(minimumNumberOfTouches: 1, maximumNumberOfTouches: 1))
        let arbiter = Self.arbiter(b.scene, collected: [0], context: context)
        let pan = arbiter.recognizers[0]
        arbiter.handleRequest(pan, .changed, reason: .customStated("moved"))
        arbiter.updateEnvironment()
        #expect(
            Self.describe(arbiter.takeEffects()) == [
                "state pan possible->began (moved)", "takeOver 0 [0] cancels=true", "action pan began",
            ])
        arbiter.touchesMoved(pan, wasBegan: true, wasChanged: false)
        arbiter.updateEnvironment()
        arbiter.handleRequest(pan, .ended, reason: .customStated("lifted"))
        arbiter.updateEnvironment()
        arbiter.resetFinished()
        #expect(
            Self.describe(arbiter.takeEffects()) == [
                "state pan began->changed (next event after began)", "action pan changed",
                "state pan changed->ended (lifted)", "action pan ended", "reset pan",
            ])
    }

    @Test("SEMANTICS §2.8: an interruption cancels an announced recognizer and fails one still possible")
    func interrupt() {
        let context = Context()
        var b = SceneBuilder()
        b.view("v", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        b.recognizer("pan", on: "v", kind: .pan(minimumNumberOfTouches: 1, maximumNumberOfTouches: 1))
        b.recognizer("tap", on: "v", kind: .tap(taps: 1, touches: 1)) { $0.simultaneousWith = .all }
        let arbiter = Self.arbiter(b.scene, collected: [0, 1], context: context)
        arbiter.handleRequest(arbiter.recognizers[0], .began, reason: .customStated("moved"))
        arbiter.updateEnvironment()
        _ = arbiter.takeEffects()
        arbiter.interrupt()
        arbiter.updateEnvironment()
        #expect(
            Self.describe(arbiter.takeEffects()) == [
                "state pan began->cancelled (touches cancelled by the system)",
                "state tap possible->failed (touches cancelled by the system)",
                "action pan cancelled",
            ])
    }
}
