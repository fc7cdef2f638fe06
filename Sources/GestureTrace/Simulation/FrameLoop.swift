/// The frame loop: one input event, timer or interrupt at a time, each a frame (FORMAT §4),
/// processed in UIKit's order (SEMANTICS §2.3): E1 hit test and collect, E2 recognizers,
/// E3 environment update, E4 views.
///
/// It owns the touch table and the timer queue, and runs the parts in that order: the
/// collector (SEMANTICS §4), recognizer delivery, the arbiter (SEMANTICS §5–§6), whose
/// returned effects it hands to view delivery (SEMANTICS §7, §2.5, §3) as soon as each call
/// into the arbiter returns. Everything runs on virtual time; nothing here reads a clock or
/// the file system.
///
/// The frame loop's classes mark its mutable fields `@exclusivity(unchecked)`: the engine runs on one
/// thread and no access to them spans a call that could reach them again, so the run-time
/// checks (about 80 instructions per access, many per sample) cannot fire (docs/DECISIONS.md,
/// "Replay speed by code, not by flags").
final class FrameLoop: RecognizerContext {
    let trace: Trace
    /// The scene as it is now, shared with every owner (`LiveScene`): `set` events
    /// (`FrameLoop+SceneChanges`, SEMANTICS §2.12) and scroll views' pans (§2.13) change it.
    let live: LiveScene
    var scene: Scene { live.scene }
    var geometry: ViewGeometry { live.geometry }
    var hitTester: HitTester { live.hitTester }
    let responders: ResponderChain
    let touches = TouchTable()
    @exclusivity(unchecked) var timers = TimerQueue()
    let log: RecordLog
    @exclusivity(unchecked) var collector: RecognizerCollector
    let arbiter: GestureArbiter
    let views: ViewDelivery
    let recognizerDelivery: RecognizerDelivery
    /// Why recognizers never took part, for the `unused` records (SEMANTICS §4.3).
    @exclusivity(unchecked) var unused = UnusedRecognizers()
    let traceStartTime: Double
    /// The window's exclusive-touch view while one is tracking (SEMANTICS §2.7).
    @exclusivity(unchecked) var exclusiveView: Int?
    /// The last touch that ended, for `tapCount` (SEMANTICS §2.9).
    @exclusivity(unchecked) var lastEnded: (time: Double, location: Point, tapCount: Int)?
    /// Guard against runaway timers: at most this many timer frames in a replay.
    static let maxTimerFrames = 10_000_000
    @exclusivity(unchecked) var timerFrames = 0
    /// `processTouches`'s list of changed touches, kept between events (taken out while in
    /// use) so that an event allocates no list of its own.
    @exclusivity(unchecked) private var changedStorage: [(key: Int, phase: TouchPhase)] = []
    /// Whether finished touches are forgotten (`forgetFinishedTouches`); false only in the
    /// test that compares a replay with and without it.
    @exclusivity(unchecked) var forgetsFinishedTouches = true
    /// The SwiftUI side of the replay; nil for a scene without hosting views (SWIFTUI §7).
    let swiftUI: SwiftUIRuntime?

    var now: Double { log.time }

    /// `startTime`: the first event's time, when the events are not in `trace` but fed to
    /// `feed` as they are decoded (a streamed replay, `Replay.run(_:lending:…)`).
    init(trace: Trace, startTime: Double? = nil) {
        self.trace = trace
        let scene = trace.scene
        let live = LiveScene(scene: scene)
        self.live = live
        responders = ResponderChain(live: live)
        traceStartTime = startTime ?? trace.events.first?.time ?? 0
        log = RecordLog(startTime: traceStartTime)
        swiftUI = scene.swiftUI.isEmpty ? nil : SwiftUIRuntime(live: live)
        let delays = ScrollViewRules.delayRecognizers(of: scene)
        collector = RecognizerCollector(live: live, delayRecognizers: delays, swiftUI: swiftUI)
        let controlStates = ControlStates(scene: scene)
        arbiter = GestureArbiter(
            live: live, touches: touches, traceStartTime: traceStartTime, swiftUI: swiftUI,
            controls: controlStates, log: log)
        views = ViewDelivery(
            live: live, touches: touches, responders: responders,
            controls: ControlTracker(live: live, touches: touches, states: controlStates, log: log),
            log: log)
        recognizerDelivery = RecognizerDelivery(arbiter: arbiter, touches: touches, views: views)
        arbiter.attach(context: self, delayRecognizers: delays)
        applyEffects()
    }

    /// Carries out what the arbiter decided, in order (`ArbiterEffect`). Inlined, so the usual
    /// answer, nothing to do, costs no call: it is asked four or more times a frame (147 000
    /// calls, 7.2 M instructions on the benchmark's 1000-gesture session, issue 28 item 4,
    /// round 7).
    @inline(__always) func applyEffects() {
        if arbiter.hasEffects { carryOutEffects() }
    }

    /// `applyEffects` when the arbiter decided something.
    private func carryOutEffects() {
        let recognizers = arbiter.recognizers
        let views = self.views
        arbiter.drainEffects { views.apply($0, recognizers: recognizers) }
    }

    // MARK: RecognizerContext

    func request(_ r: RecognizerRuntime, _ requested: RequestedState, reason: Reason) {
        // Effects decided before this request (a request from inside the arbiter's own work)
        // are carried out first, as they were decided first.
        applyEffects()
        arbiter.handleRequest(r, requested, reason: reason)
        applyEffects()
    }

    func armTimer(_ r: RecognizerRuntime, tag: Int, due: Double, persistent: Bool) {
        let generation = r.timerGenerations[tag] + 1
        r.timerGenerations[tag] = generation
        // Persistent timers (script steps) are remembered so a reset, which invalidates only
        // the other tags, leaves them armed.
        timers.schedule(due: due, owner: .recognizer(r.index), tag: tag, generation: generation)
        if persistent { r.persistentTags.insert(tag) }
    }

    func ignore(_ key: Int, for r: RecognizerRuntime) {
        applyEffects()
        arbiter.ignore(key, for: r)
        applyEffects()
    }

    func convert(_ point: Point, toView view: Int) -> Point {
        live.fromWindow(point, to: view) ?? point
    }

    // MARK: Loop

    func run() -> ReplayResult {
        feed(trace.events, from: 0)
        return finish(lastTime: trace.events.last?.time)
    }

    /// Replays `events`, the trace's events from index `first` on: all of them at once, or a
    /// streamed replay's windows one after another as they are decoded (issue 28 item 4).
    /// Read straight from the compact list, sample by sample (see `processTouches`).
    func feed(_ events: EventList, from first: Int) {
        for index in events.indices {
            let time = events.time(index)
            fireTimers(through: time, inclusive: scene.settings.timerTieBreak == .beforeEvent)
            switch events.kind(index) {
            case .touches:
                log.beginFrame(.input, at: time)
                processTouches(events, event: index)
            case .interrupt:
                log.beginFrame(.interrupt, at: time)
                processInterrupt()
            case .tick:
                fireTimers(through: time, inclusive: true)
            case .change:
                log.beginFrame(.change, at: time)
                processChanges(trace.sceneChanges[first + index] ?? [])
            }
        }
    }

    /// After the last event (`lastTime`, nil without events): the timers still due, the end
    /// frame and the `unused` records.
    func finish(lastTime: Double?) -> ReplayResult {
        fireTimers(through: .infinity, inclusive: true)
        log.beginFrame(.end, at: max(now, lastTime ?? now))
        for body in unused.records(arbiter.recognizers, scene: scene, touches: touches) { log.emit(body) }
        return ReplayResult(records: log.records)
    }

    /// Fires every timer due before `time` (or at it, when `inclusive`), each as a frame of
    /// its own at its due time (SEMANTICS §10.2, §10.3).
    func fireTimers(through time: Double, inclusive: Bool) {
        while let next = timers.earliest, next.due < time || (inclusive && next.due == time) {
            _ = timers.popEarliest()
            switch next.owner {
            case .recognizer(let index):
                let r = arbiter.recognizers[index]
                guard r.timerGenerations[next.tag] == next.generation else { continue }
                guard timerFrames < Self.maxTimerFrames else { return }
                timerFrames += 1
                log.beginFrame(.timer, at: max(now, next.due))
                r.timerGenerations[next.tag] += 1
                r.logic.timerFired(next.tag, host: r)
            case .control(let view):
                let states = views.controls.states
                guard states.isCurrentStepperTimer(view, generation: next.generation) else { continue }
                guard timerFrames < Self.maxTimerFrames else { return }
                timerFrames += 1
                log.beginFrame(.timer, at: max(now, next.due))
                views.controls.stepperTimerFired(view)
            }
            updateEnvironment()
            views.flushReleases()
            finishFrame()
        }
    }

    /// Queues the control timers armed since the last call (a UIStepper's autorepeat,
    /// SEMANTICS §9.9), on the same virtual clock as the recognizers' timers.
    ///
    /// Inlined, so a frame with none (almost every frame) makes no call (37 000 frames, about
    /// 0.6 M instructions on the benchmark's 1000-gesture session, issue 28 item 4, round 10).
    @inline(__always) func scheduleControlTimers() {
        if views.controls.states.hasTimerRequests { queueControlTimers() }
    }

    /// `scheduleControlTimers` when some control armed a timer.
    private func queueControlTimers() {
        let states = views.controls.states
        for request in states.takeTimerRequests() {
            timers.schedule(due: request.due, owner: .control(request.control), tag: 0, generation: request.generation)
        }
    }

    /// E3: the arbiter resolves the update and sends owed actions (SEMANTICS §2.3, §5–§6).
    func updateEnvironment() {
        applyEffects()
        arbiter.updateEnvironment()
        applyEffects()
    }

    // MARK: Input frames

    /// One UIEvent, event `event` of `events`: E1–E4 of SEMANTICS §2.3.
    ///
    /// Samples are read in place by index (`EventList.samplePhase`, `sampleLocation`, …): only
    /// a new touch is rebuilt as a `TouchSample` for hit testing. Rebuilding every sample (its
    /// `TouchID` copied, and destroyed again when the reused array was cleared) cost about 490
    /// instructions a sample (issue 28 item 4).
    func processTouches(_ events: EventList, event: Int) {
        var changed: [(key: Int, phase: TouchPhase)] = []
        swap(&changed, &changedStorage)
        defer {
            // Element by element: `removeAll(keepingCapacity:)` goes through
            // `replaceSubrange`, about 65 instructions a call (2.4 M on the benchmark's
            // 1000-gesture session, issue 28 item 4, round 8), where a `removeLast` of a plain
            // tuple is a few.
            while !changed.isEmpty { changed.removeLast() }
            swap(&changed, &changedStorage)
        }
        var began: [TouchSample] = []
        for k in events.sampleIndices(of: event) {
            let phase = events.samplePhase(k)
            if phase == .began {
                began.append(events.sample(k))
                continue
            }
            guard let key = events.withSampleTouchID(k, { touches.alive($0) }) else { continue }
            // One access to the record for the five fields (each a uniqueness check of the
            // table's storage when written one by one; issue 28 item 4, round 9).
            touches[key].advance(to: events.sampleLocation(k), at: now, phase: phase)
            if let extra = events.sampleExtra(k) {
                if let force = extra.force { touches[key].force = force }
                if let radius = extra.radius { touches[key].majorRadius = radius }
            }
            if phase == .ended || phase == .cancelled { touches.markDead(key) }
            if phase != .stationary { changed.append((key, phase)) }
        }
        // E1: hit-test and collect, in ascending finger id (SEMANTICS §4.5).
        if !began.isEmpty {
            for sample in began.sorted(by: { $0.id < $1.id }) {
                let key = beginTouch(sample)
                changed.append((key, .began))
            }
        }
        if changed.count > 1 { changed.sort { touches[$0.key].id < touches[$1.key].id } }
        recognizerDelivery.deliver(changed)
        updateEnvironment()
        views.flushReleases()
        views.deliverToViews(changed)
        for (key, phase) in changed where phase == .ended || phase == .cancelled {
            let t = touches[key]
            lastEnded = (now, t.location, t.tapCount)
        }
        finishFrame()
    }

    /// The end of every frame: finished recognizers reset (SEMANTICS §5.7), what they still withheld is
    /// released, and the exclusive-touch view is let go once its touches are over (SEMANTICS §2.7).
    func finishFrame() {
        applyEffects()
        arbiter.resetFinished()
        applyEffects()
        views.flushReleases()
        updateExclusiveView()
        scheduleControlTimers()
        // Tested here, so a frame with a touch still alive (most frames) makes no call.
        if touches.aliveKeys.isEmpty { forgetFinishedTouches() }
    }

    /// Forgets the touch table's touches once none can be named again (docs/DECISIONS.md
    /// "Touch lifetime"; issue 28 item 4): at the end of a frame in which no touch is alive,
    /// no recognizer holds a touch (a recognizer lets its touches go only at its reset,
    /// SEMANTICS §5.7, and withholds phases only for touches it holds, §7.3, §7.4), and view
    /// delivery names none (`ViewDelivery.namesNoTouch`). Every owner reaches a touch by a key
    /// it got from one of those, so none can ask for a forgotten one; the keys go on counting,
    /// so a later touch is never mistaken for a forgotten one. A session then holds the
    /// touches of one burst of activity, not all of its own.
    func forgetFinishedTouches() {
        guard forgetsFinishedTouches, touches.retainedCount > 0, touches.aliveKeys.isEmpty, views.namesNoTouch else {
            return
        }
        for r in arbiter.recognizers where !r.touchKeys.isEmpty { return }
        swiftUI?.touchPaths.removeAll()
        touches.forgetAll()
    }

    /// A system interruption: every live touch is cancelled (SEMANTICS §2.8).
    func processInterrupt() {
        var changed: [(key: Int, phase: TouchPhase)] = []
        for key in touches.aliveByID.values.sorted(by: { touches[$0].id < touches[$1].id }) {
            touches[key].previousLocation = touches[key].location
            touches[key].previousTimestamp = touches[key].timestamp
            touches[key].timestamp = now
            touches[key].phase = .cancelled
            touches.markDead(key)
            changed.append((key, .cancelled))
        }
        recognizerDelivery.deliver(changed)
        applyEffects()
        arbiter.interrupt()
        updateEnvironment()
        views.flushReleases()
        views.deliverToViews(changed)
        finishFrame()
    }

    /// E1 for one new touch: hit test, exclusive and multiple-touch rules, `tapCount`,
    /// recognizer collection, and the `hit` record.
    func beginTouch(_ sample: TouchSample) -> Int {
        // The scene read in place (`live.scene.…`), and the hit tester (a class) held once:
        // a local copy of the scene, and the collector's, retained and released each of its
        // arrays, about 650 instructions each a touch (issue 28 item 4, round 11); the computed
        // `scene` property copied it at every use (round 4). Nothing here changes the scene.
        let live = self.live
        let hitTester = live.hitTester
        let view = hitTester.hitTest(sample.location)
        var suppressed = false
        var collectionRoot: Int?
        if let v = view {
            if let exclusive = exclusiveView {
                // SEMANTICS §2.7: while an exclusive-touch view tracks, new touches reach no view, and only
                // recognizers on that view or its ancestors are collected.
                suppressed = true
                collectionRoot = exclusive
            } else if live.scene.views[v].exclusiveTouch, touches.anyAliveHeld(where: { _ in true }) {
                suppressed = true
            }
            // SEMANTICS §2.6: with multipleTouchEnabled false, a view gets only the first touch.
            if !live.scene.views[v].multipleTouchEnabled, touches.anyAliveHeld(where: { $0.view == v }) {
                suppressed = true
            }
        }
        var tapCount = 1
        if let last = lastEnded, now - last.time <= live.scene.settings.tapCountInterval,
            last.location.distance(to: sample.location) <= live.scene.settings.tapCountDistance
        {
            tapCount = last.tapCount + 1
        }
        let key = touches.count
        var record = TouchRecord(
            key: key, id: sample.id, location: sample.location, time: now,
            tapCount: tapCount, view: view, suppressed: suppressed)
        record.force = sample.force ?? 0
        record.majorRadius = sample.radius ?? 0
        var collected: [Int] = []
        var refusals: [(recognizer: Int, reason: ReceiveRefusal)] = []
        let recognizers = arbiter.recognizers
        if let v = view {
            let path = swiftUI?.path(hitView: v, at: sample.location) ?? []
            if !path.isEmpty { swiftUI?.touchPaths[key] = path }
            collected = collector.collect(
                for: v, at: sample.location, tapCount: tapCount, exclusiveRoot: collectionRoot, swiftUIPath: path,
                canReceive: { recognizers[$0].canReceiveTouches },
                passedBy: { r, why in
                    unused.notePassedBy(recognizers[r], why, hitView: v, live: live)
                    if case .refused(let reason) = why, !recognizers[r].isHidden { refusals.append((r, reason)) }
                })
        }
        _ = touches.add(record)
        if let v = view, !suppressed, live.scene.views[v].exclusiveTouch, exclusiveView == nil {
            exclusiveView = v
        }
        for r in collected { arbiter.join(r, touch: key) }
        // The visible recognizers' ids and the responder chain's names, each array built at its
        // final size: `filter` and `chain(from:)` grew theirs from empty, an allocation and two
        // or three regrowths a touch (about 2.5 M instructions on the benchmark's 1000-gesture
        // session, issue 28 item 4, round 11). The same elements in the same order.
        var visibleCount = 0
        for r in collected where !recognizers[r].isHidden { visibleCount += 1 }
        var visible: [String] = []
        visible.reserveCapacity(visibleCount)
        for r in collected where !recognizers[r].isHidden { visible.append(recognizers[r].spec.id) }
        var chain: [String] = []
        if let v = view {
            var length = 0
            var responder: Responder? = .view(v)
            while let current = responder {
                length += 1
                responder = responders.next(after: current)
            }
            chain.reserveCapacity(length)
            responder = .view(v)
            while let current = responder {
                chain.append(responders.name(of: current))
                responder = responders.next(after: current)
            }
        }
        // FORMAT §3.1: force and radius are carried into output, on the touch's hit record.
        var values: [Measurement] = []
        if let force = sample.force { values.append(Measurement("force", force)) }
        if let radius = sample.radius { values.append(Measurement("radius", radius)) }
        let missed = hitTester.misses(at: sample.location, hit: view)
        unused.noteHit(sample, view: view, missed: missed, live: live)
        log.emit(
            .hit(
                touch: sample.id, point: sample.location, view: view.map { live.scene.views[$0].id },
                recognizers: visible, chain: chain, values: values, missed: missed))
        for (r, reason) in refusals {
            log.emit(.refused(recognizer: recognizers[r].spec.id, touch: sample.id, reason: reason))
        }
        return key
    }

    /// The exclusive-touch view is released once none of its touches is alive (SEMANTICS §2.7).
    func updateExclusiveView() {
        guard let v = exclusiveView else { return }
        if !touches.anyAliveHeld(where: { $0.view == v }) {
            exclusiveView = nil
        }
    }
}
