/// The frame loop: one input event, timer or interrupt at a time, each a frame (FORMAT §4),
/// processed in UIKit's order (SEMANTICS §2.3): E1 hit test and collect, E2 recognizers,
/// E3 environment update, E4 views.
///
/// Everything runs on virtual time; nothing here reads a clock or the file system.
final class Simulator {
    let trace: Trace
    let scene: Scene
    let geometry: ViewGeometry
    let hitTester: HitTester
    let responders: ResponderChain
    /// Failure requirements resolved per recognizer: A → the Bs it requires to fail (SEMANTICS §6.1).
    private(set) var requirements: [[Int]]
    /// The reverse edges: B → the As that require it.
    private(set) var dependents: [[Int]]

    var recognizers: [RecognizerRuntime] = []
    /// The hidden delay recognizer of each scroll view that delays content touches (SEMANTICS §9.4).
    var scrollDelayRecognizer: [Int: Int] = [:]
    var touches: [TouchRecord] = []
    /// Live touches by finger id.
    var aliveByID: [TouchID: Int] = [:]
    /// Keys of the touches whose `alive` is true, kept in step with that flag: the
    /// exclusive/multiple-touch rules scan these instead of every touch of the replay, which
    /// made a long session quadratic.
    var aliveKeys: [Int] = []
    var timers = TimerQueue()
    var records: [Record] = []
    /// When set, records go here as they are produced instead of into `records`
    /// (`Replay.run(_:sink:)`).
    var sink: ((Record) -> Void)?
    var frameNumber = -1
    var now = 0.0
    let traceStartTime: Double
    /// Participating recognizers in evaluation order (SEMANTICS §4.5).
    var evaluationList: [Int] = []
    var nextEvaluationSerial = 0
    /// The window's exclusive-touch view while one is tracking (SEMANTICS §2.7).
    var exclusiveView: Int?
    /// The last touch that ended, for `tapCount` (SEMANTICS §2.9).
    var lastEnded: (time: Double, location: Point, tapCount: Int)?
    /// Touches whose withheld phase may be released at the end of this update.
    var releaseQueue: [Int] = []
    /// Per control view: the touch it tracks and whether it was last inside (SEMANTICS §9.1).
    var controlTracking: [Int: (touch: Int, inside: Bool)] = [:]
    /// Guard against runaway timers: at most this many timer frames in a replay.
    static let maxTimerFrames = 10_000_000
    var timerFrames = 0
    /// Some recognizer may be finished while not participating (set by
    /// `RecognizerRuntime.state`; cleared by `resetFinished` once none is left).
    var mayHaveIdleFinished = true
    /// Recognizers with no touches that owe an action (SEMANTICS §5.5), sent by the update.
    var owedWithoutTouches: [Int] = []
    /// Per view id, the first touch whose point it contained without being hit, and why
    /// (SEMANTICS §1.10): what `unused` records say of recognizers on such views.
    var firstMiss: [String: (touch: TouchID, hitView: String?, miss: HitMiss)] = [:]
    /// The first few distinct hit-test views, for `unused` records (SEMANTICS §4.2).
    var hitViewsSeen: [String] = []
    /// The SwiftUI side of the replay; nil for a scene without hosting views (SWIFTUI §7).
    var swiftUI: SwiftUIRuntime?

    // What has work this frame, kept by `RecognizerRuntime`'s property observers, so that a
    // frame costs what changed rather than what exists: a timer frame of one recognizer among
    // thousands touched by the same finger used to scan them all several times (issue 13).
    /// How many recognizers are pending (SEMANTICS §5.6).
    var pendingCount = 0
    /// The candidates (SEMANTICS §6.4, §6.8).
    var candidates: Set<Int> = []
    /// How many recognizers owe an action (SEMANTICS §5.5).
    var owedCount = 0
    /// The recognizers whose raw state is finished: those `resetFinished` may reset (SEMANTICS §5.7).
    var finished: Set<Int> = []
    /// Recognizers reset since `evaluationList` was last cleaned of non-participants.
    var leftEvaluation: [Int] = []

    init(trace: Trace) {
        self.trace = trace
        scene = trace.scene
        geometry = ViewGeometry(scene: scene)
        hitTester = HitTester(scene: scene, geometry: geometry)
        responders = ResponderChain(scene: scene)
        traceStartTime = trace.events.first?.time ?? 0
        now = traceStartTime
        let count = scene.recognizers.count
        var requires = Array(repeating: [Int](), count: count)
        for (a, spec) in scene.recognizers.enumerated() {
            for b in spec.requireToFail + spec.shouldRequireFailureOf where b != a && !requires[a].contains(b) {
                requires[a].append(b)
            }
            for dependent in spec.shouldBeRequiredToFailBy where dependent != a && !requires[dependent].contains(a) {
                requires[dependent].append(a)
            }
        }
        var requiredBy = Array(repeating: [Int](), count: count)
        for a in 0..<count {
            for b in requires[a] { requiredBy[b].append(a) }
        }
        requirements = requires
        dependents = requiredBy
        if !scene.swiftUI.isEmpty { swiftUI = SwiftUIRuntime(scene: scene) }
        for (i, spec) in scene.recognizers.enumerated() {
            let logic: RecognizerLogic
            switch spec.kind {
            case .swiftUI(let m): logic = SwiftUIRecognizerLogic(simulator: self, modifier: m)
            case .swiftUIHost: logic = SwiftUIRecognizerLogic(simulator: self, modifier: nil)
            default: logic = RecognizerFactory.makeLogic(for: spec, scene: scene)
            }
            recognizers.append(RecognizerRuntime(index: i, spec: spec, logic: logic, isHidden: false, simulator: self))
        }
        // UIScrollView's private delay recognizer, after the scroll view's own recognizers.
        for (v, view) in scene.views.enumerated() {
            guard let scroll = view.scroll, scroll.delaysContentTouches else { continue }
            var spec = RecognizerSpec(id: "\(view.id).delay", kind: .script(continuous: false, steps: []), view: v)
            spec.delaysTouchesBegan = true
            spec.delaysTouchesEnded = false
            spec.cancelsTouchesInView = false
            let index = recognizers.count
            recognizers.append(
                RecognizerRuntime(
                    index: index, spec: spec,
                    logic: ScrollDelayLogic(scrollAxes: RecognizerFactory.scrollAxes(of: view)),
                    isHidden: true, simulator: self))
            scrollDelayRecognizer[v] = index
            requirements.append([])
            dependents.append([])
        }
        // SwiftUI's failure requirements (SWIFTUI §2.2), known from the scene alone. An edge
        // whose reverse exists is skipped, so two gestures never wait for each other.
        if swiftUI != nil {
            for (a, b) in SwiftUIArbitration.requirementEdges(
                scene: scene, geometry: geometry, scrollDelayRecognizer: scrollDelayRecognizer)
            where !requirements[a].contains(b) && !requirements[b].contains(a) {
                requirements[a].append(b)
                dependents[b].append(a)
            }
        }
        // `script` steps are scheduled up front, as timers that survive the resets of a script
        // that never received a touch (FORMAT §2.2).
        for r in recognizers {
            (r.logic as? ScriptLogic)?.schedule(host: r)
        }
        attachCustomRecognizers()
    }

    /// Drops a touch that is no longer alive from `aliveKeys`.
    func markDead(_ key: Int) {
        if let i = aliveKeys.firstIndex(of: key) { aliveKeys.remove(at: i) }
    }

    func touch(_ key: Int) -> TouchRecord? {
        key >= 0 && key < touches.count ? touches[key] : nil
    }

    // MARK: Records

    func emit(_ body: Record.Body) {
        let record = Record(frame: frameNumber, time: now, body: body)
        if let sink {
            sink(record)
        } else {
            records.append(record)
        }
    }

    func beginFrame(_ cause: FrameCause, at time: Double) {
        frameNumber += 1
        now = time
        emit(.frame(cause: cause))
    }

    // MARK: Loop

    func run() -> ReplayResult {
        // Read straight from the compact list into one reused array (see `EventList`).
        let events = trace.events
        var samples: [TouchSample] = []
        for index in events.indices {
            let time = events.times[index]
            fireTimers(through: time, inclusive: scene.settings.timerTieBreak == .beforeEvent)
            switch events.kind(index) {
            case .touches:
                beginFrame(.input, at: time)
                events.samples(of: index, into: &samples)
                processTouches(samples)
            case .interrupt:
                beginFrame(.interrupt, at: time)
                processInterrupt()
            case .tick:
                fireTimers(through: time, inclusive: true)
            }
        }
        fireTimers(through: .infinity, inclusive: true)
        beginFrame(.end, at: max(now, trace.events.last?.time ?? now))
        emitUnused()
        return ReplayResult(records: records)
    }

    /// Fires every timer due before `time` (or at it, when `inclusive`), each as a frame of
    /// its own at its due time (SEMANTICS §10.2, §10.3).
    func fireTimers(through time: Double, inclusive: Bool) {
        while let next = timers.earliest, next.due < time || (inclusive && next.due == time) {
            _ = timers.popEarliest()
            let r = recognizers[next.recognizer]
            guard r.timerGenerations[next.tag, default: 0] == next.generation else { continue }
            guard timerFrames < Self.maxTimerFrames else { return }
            timerFrames += 1
            beginFrame(.timer, at: max(now, next.due))
            r.timerGenerations[next.tag, default: 0] += 1
            r.logic.timerFired(next.tag, host: r)
            updateEnvironment()
            flushReleases()
            finishFrame()
        }
    }

    func armTimer(_ r: RecognizerRuntime, tag: Int, due: Double, persistent: Bool) {
        let generation = r.timerGenerations[tag, default: 0] + 1
        r.timerGenerations[tag] = generation
        // Persistent timers (script steps) are remembered so a reset, which invalidates only
        // the other tags, leaves them armed.
        timers.schedule(due: due, recognizer: r.index, tag: tag, generation: generation)
        if persistent { r.persistentTags.insert(tag) }
    }

    // MARK: Input frames

    /// One UIEvent: E1–E4 of SEMANTICS §2.3.
    func processTouches(_ samples: [TouchSample]) {
        var changed: [(key: Int, phase: TouchPhase)] = []
        var began: [(TouchSample)] = []
        for sample in samples {
            if sample.phase == .began {
                began.append(sample)
                continue
            }
            guard let key = aliveByID[sample.id] else { continue }
            // Updated in place: copying the record out and back retained and released its
            // arrays for every sample.
            touches[key].previousLocation = touches[key].location
            touches[key].previousTimestamp = touches[key].timestamp
            touches[key].location = sample.location
            touches[key].timestamp = now
            touches[key].phase = sample.phase
            if let force = sample.force { touches[key].force = force }
            if let radius = sample.radius { touches[key].majorRadius = radius }
            if sample.phase == .ended || sample.phase == .cancelled {
                touches[key].alive = false
                markDead(key)
                aliveByID[sample.id] = nil
            }
            if sample.phase != .stationary { changed.append((key, sample.phase)) }
        }
        // E1: hit-test and collect, in ascending finger id (SEMANTICS §4.5).
        for sample in began.sorted(by: { $0.id < $1.id }) {
            let key = beginTouch(sample)
            changed.append((key, .began))
        }
        changed.sort { touches[$0.key].id < touches[$1.key].id }
        deliverToRecognizers(changed)
        updateEnvironment()
        flushReleases()
        deliverToViews(changed)
        for (key, phase) in changed where phase == .ended || phase == .cancelled {
            let t = touches[key]
            lastEnded = (now, t.location, t.tapCount)
        }
        finishFrame()
    }

    /// The end of every frame: finished recognizers reset (SEMANTICS §5.7), what they still withheld is
    /// released, and the exclusive-touch view is let go once its touches are over (SEMANTICS §2.7).
    func finishFrame() {
        resetFinished()
        flushReleases()
        updateExclusiveView()
    }

    /// A system interruption: every live touch is cancelled (SEMANTICS §2.8).
    func processInterrupt() {
        var changed: [(key: Int, phase: TouchPhase)] = []
        for key in aliveByID.values.sorted(by: { touches[$0].id < touches[$1].id }) {
            touches[key].previousLocation = touches[key].location
            touches[key].previousTimestamp = touches[key].timestamp
            touches[key].timestamp = now
            touches[key].phase = .cancelled
            touches[key].alive = false
            markDead(key)
            changed.append((key, .cancelled))
        }
        aliveByID.removeAll()
        deliverToRecognizers(changed)
        // Continuous recognizers that announced are cancelled; every other recognizer in the
        // sequence fails (SEMANTICS §2.8).
        for index in evaluationList {
            let r = recognizers[index]
            guard !r.state.isFinished || r.isPending else { continue }
            if r.announced {
                handleRequest(r, .cancelled, reason: "touches cancelled by the system")
            } else {
                forceFail(r, reason: "touches cancelled by the system")
            }
        }
        updateEnvironment()
        flushReleases()
        deliverToViews(changed)
        finishFrame()
    }

    /// E1 for one new touch: hit test, exclusive and multiple-touch rules, `tapCount`,
    /// recognizer collection, and the `hit` record.
    func beginTouch(_ sample: TouchSample) -> Int {
        let key = touches.count
        let view = hitTester.hitTest(sample.location)
        var suppressed = false
        var collectionRoot: Int?
        if let v = view {
            if let exclusive = exclusiveView {
                // SEMANTICS §2.7: while an exclusive-touch view tracks, new touches reach no view, and only
                // recognizers on that view or its ancestors are collected.
                suppressed = true
                collectionRoot = exclusive
            } else if scene.views[v].exclusiveTouch, aliveKeys.contains(where: { touches[$0].viewState.holdsView }) {
                suppressed = true
            }
            // SEMANTICS §2.6: with multipleTouchEnabled false, a view gets only the first touch.
            if !scene.views[v].multipleTouchEnabled,
                aliveKeys.contains(where: { touches[$0].view == v && touches[$0].viewState.holdsView })
            {
                suppressed = true
            }
        }
        var tapCount = 1
        if let last = lastEnded, now - last.time <= scene.settings.tapCountInterval,
            last.location.distance(to: sample.location) <= scene.settings.tapCountDistance
        {
            tapCount = last.tapCount + 1
        }
        var record = TouchRecord(
            key: key, id: sample.id, location: sample.location, time: now,
            tapCount: tapCount, view: view, suppressed: suppressed)
        record.force = sample.force ?? 0
        record.majorRadius = sample.radius ?? 0
        var collected: [Int] = []
        if let v = view {
            let path = swiftUIPath(hitView: v, at: sample.location)
            if !path.isEmpty { swiftUI?.touchPaths[key] = path }
            collected = collectRecognizers(for: v, exclusiveRoot: collectionRoot, swiftUIPath: path)
        }
        touches.append(record)
        aliveKeys.append(key)
        aliveByID[sample.id] = key
        if let v = view, !suppressed, scene.views[v].exclusiveTouch, exclusiveView == nil {
            exclusiveView = v
        }
        for r in collected {
            let runtime = recognizers[r]
            runtime.touchKeys.append(key)
            runtime.everReceivedTouch = true
            if !runtime.participating {
                runtime.participating = true
                runtime.evaluationSerial = nextEvaluationSerial
                nextEvaluationSerial += 1
                evaluationList.append(r)
            }
        }
        let visible = collected.filter { !recognizers[$0].isHidden }.map { recognizers[$0].spec.id }
        let chain = view.map { responders.chain(from: $0).map(responders.name(of:)) } ?? []
        // FORMAT §3.1: force and radius are carried into output, on the touch's hit record.
        var values: [Measurement] = []
        if let force = sample.force { values.append(Measurement("force", force)) }
        if let radius = sample.radius { values.append(Measurement("radius", radius)) }
        let missed = hitTester.misses(at: sample.location, hit: view)
        noteHit(sample, view: view, missed: missed)
        emit(
            .hit(
                touch: sample.id, point: sample.location, view: view.map { scene.views[$0].id },
                recognizers: visible, chain: chain, values: values, missed: missed))
        return key
    }

    /// SEMANTICS §4.2–§4.3: the hit view's recognizers, then each ancestor's up to the window, in attach
    /// order, keeping those that are enabled, not finished, allowed by the exclusive-touch rule
    /// and not refused by `shouldReceiveTouch`.
    /// SwiftUI's recognizers on the touch's path come first at their region view, as
    /// UIKit walks the gesture containers before their hosting view (SWIFTUI §2.2).
    func collectRecognizers(for hitView: Int, exclusiveRoot: Int?, swiftUIPath: [Int] = []) -> [Int] {
        var out: [Int] = []
        var v: Int? = hitView
        while let current = v {
            let allowed = exclusiveRoot.map { geometry.isInSubtree($0, of: current) } ?? true
            if allowed {
                var attached = scene.views[current].recognizers
                if !swiftUIPath.isEmpty { attached = swiftUIRecognizers(path: swiftUIPath, at: current) + attached }
                if let delay = scrollDelayRecognizer[current] { attached.append(delay) }
                for r in attached {
                    if accepts(recognizers[r], touchOn: hitView) {
                        out.append(r)
                    } else {
                        noteRefusal(recognizers[r], touchOn: hitView)
                    }
                }
            } else if let exclusive = exclusiveRoot {
                for r in scene.views[current].recognizers { noteExclusiveSkip(recognizers[r], exclusive: exclusive) }
            }
            v = scene.views[current].parent
        }
        return out
    }

    private func accepts(_ r: RecognizerRuntime, touchOn hitView: Int) -> Bool {
        guard r.canReceiveTouches else { return false }
        switch r.spec.shouldReceiveTouch {
        case .always: return true
        case .never: return false
        case .exceptInViews(let views):
            return !views.contains { geometry.isInSubtree(hitView, of: $0) }
        }
    }

    /// The exclusive-touch view is released once none of its touches is alive (SEMANTICS §2.7).
    func updateExclusiveView() {
        guard let v = exclusiveView else { return }
        if !aliveKeys.contains(where: { touches[$0].view == v && touches[$0].viewState.holdsView }) {
            exclusiveView = nil
        }
    }
}
