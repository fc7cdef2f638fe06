/// The gesture environment (SEMANTICS §5–§6): it owns every recognizer's runtime, the
/// evaluation order (SEMANTICS §4.5) and the failure graph, and decides — coercing requested
/// states (SEMANTICS §5.3), `shouldBegin` (SEMANTICS §6.7), failure requirements (SEMANTICS
/// §6.1–§6.3), exclusion and simultaneity (SEMANTICS §6.4–§6.8), actions (SEMANTICS §5.5) and
/// resets (SEMANTICS §5.7).
///
/// It calls no delivery: what views must see (cancels, released phases, SEMANTICS §7) and the
/// records it prints are `ArbiterEffect`s, returned in decision order by `takeEffects()`.
///
/// The frame loop's classes mark its mutable fields `@exclusivity(unchecked)`: the engine runs on one
/// thread and no access to them spans a call that could reach them again, so the run-time
/// checks (about 80 instructions per access, many per sample) cannot fire (docs/DECISIONS.md,
/// "Replay speed by code, not by flags").
final class GestureArbiter {
    /// The scene and its geometry as they are now (`LiveScene`: after a `set` event, SEMANTICS
    /// §2.12, the relation test of §6.4 sees a removed view outside its old superview; after a
    /// scroll, §2.13, conversions read the moved content).
    let live: LiveScene
    var scene: Scene { live.scene }
    var geometry: ViewGeometry { live.geometry }
    let touches: TouchTable
    /// What the controls are doing (a tracking slider refuses recognizers, SEMANTICS §9.6).
    let controls: ControlStates
    let traceStartTime: Double
    /// Every runtime: the scene's recognizers by index, then UIScrollView's hidden delay
    /// recognizers (SEMANTICS §9.4.1).
    @exclusivity(unchecked) private(set) var recognizers: [RecognizerRuntime] = []
    /// Failure requirements per recognizer (SEMANTICS §6.1–§6.3), the scene's: built once
    /// with it, delay recognizers and SwiftUI's static requirements included.
    let graph: FailureGraph
    /// The SwiftUI side of the replay, whose records are flushed after each update (SWIFTUI §7).
    let swiftUI: SwiftUIRuntime?
    /// Participating recognizers in evaluation order (SEMANTICS §4.5).
    @exclusivity(unchecked) private(set) var evaluationList: [Int] = []
    @exclusivity(unchecked) private var nextEvaluationSerial = 0
    /// Decided and not yet carried out, in order. Only the arbiter's own methods touch it, on
    /// the engine's one thread, and `drainEffects`'s `apply` may not call the arbiter, so the
    /// run-time exclusivity checks (several per frame, about 80 instructions each) cannot fire.
    @exclusivity(unchecked) private var effects: [ArbiterEffect] = []
    /// Where records go when no effect waits (`emit`); nil: every record is an effect.
    private let log: RecordLog?

    // What has work this frame, kept by `RecognizerRuntime`'s property observers, so that a
    // frame costs what changed rather than what exists: a timer frame of one recognizer among
    // thousands touched by the same finger used to scan them all several times (issue 13).
    /// How many recognizers are pending (SEMANTICS §5.6).
    @exclusivity(unchecked) var pendingCount = 0
    /// The candidates (SEMANTICS §6.4, §6.8).
    @exclusivity(unchecked) var candidates = RecognizerIndexSet()
    /// How many recognizers owe an action (SEMANTICS §5.5).
    @exclusivity(unchecked) var owedCount = 0
    /// The recognizers whose raw state is finished: those `resetFinished` may reset (SEMANTICS §5.7).
    @exclusivity(unchecked) var finished = RecognizerIndexSet()
    /// Recognizers reset since `evaluationList` was last cleaned of non-participants.
    @exclusivity(unchecked) private var leftEvaluation: [Int] = []
    /// Some recognizer may be finished while not participating (set by
    /// `RecognizerRuntime.state`; cleared by `resetFinished` once none is left).
    @exclusivity(unchecked) var mayHaveIdleFinished = true
    /// Some recognizer's class observes environment updates (`RecognizerClassHooks`).
    private var hasUpdateObservers = false
    /// Recognizers with no touches that owe an action (SEMANTICS §5.5), sent by the update.
    @exclusivity(unchecked) var owedWithoutTouches: [Int] = []
    /// `resetFinished`'s visiting order, kept from frame to frame so that the end of a frame
    /// allocates nothing.
    @exclusivity(unchecked) private var resetOrder: [Int] = []
    /// For a finished recognizer that `resetFinished` could not reset, the active requirement
    /// or dependent that kept it (-1: none known): asked first next frame, so a recognizer kept
    /// by the same one costs one look a frame, not a scan of all its relations (issue 25, round
    /// 8: 2 500 nested context menus, each press waiting for every deeper one, scanned millions
    /// of edges in each of 5 000 timer frames).
    @exclusivity(unchecked) private var resetBlocker: [Int] = []

    init(
        live: LiveScene, touches: TouchTable, traceStartTime: Double, swiftUI: SwiftUIRuntime?,
        controls: ControlStates? = nil, log: RecordLog? = nil
    ) {
        let scene = live.scene
        self.log = log
        self.controls = controls ?? ControlStates(scene: scene)
        self.live = live
        self.touches = touches
        self.traceStartTime = traceStartTime
        self.swiftUI = swiftUI
        graph = scene.failureGraph
    }

    /// Creates the runtimes: the scene's recognizers, then each delaying scroll view's hidden
    /// delay recognizer (SEMANTICS §9.4.1); custom recognizers get their peers.
    func attach(context: RecognizerContext, delayRecognizers: [ScrollViewRules.DelayRecognizer]) {
        let contextMenus = ContextMenuInteractions()
        let sheets = SheetInteractions()
        for (i, spec) in scene.recognizers.enumerated() {
            let logic = RecognizerFactory.makeLogic(
                for: spec, scene: scene, swiftUI: swiftUI, live: live, contextMenus: contextMenus, sheets: sheets)
            recognizers.append(
                RecognizerRuntime(index: i, spec: spec, logic: logic, isHidden: false, arbiter: self, context: context))
        }
        for delay in delayRecognizers {
            recognizers.append(
                RecognizerRuntime(
                    index: delay.index, spec: delay.spec, logic: ScrollDelayLogic(scrollAxes: delay.scrollAxes),
                    isHidden: true, arbiter: self, context: context))
        }
        // The scene's failure graph numbers the delay recognizers the same way.
        assert(recognizers.count == graph.requirements.count, "failure graph and runtimes disagree")
        // Each class's own start (`script` steps are scheduled up front, as timers that
        // survive the resets of a script that never received a touch, FORMAT §2.2).
        for r in recognizers {
            r.hooks?.attached(r)
            if r.hooks?.observesEnvironmentUpdates == true { hasUpdateObservers = true }
        }
        CustomArbitration.attach(recognizers, scene: scene)
    }

    /// The effects decided since the last call, in order; the caller carries them out.
    func takeEffects() -> [ArbiterEffect] {
        guard !effects.isEmpty else { return [] }
        defer { effects.removeAll(keepingCapacity: true) }
        return effects
    }

    var hasEffects: Bool { !effects.isEmpty }

    /// Where the arbiter's records go now: straight to the log when nothing decided before them
    /// waits to be carried out (the usual case), else nil, and they queue behind what waits as
    /// effects, so records and deliveries keep the order decided. Without a log (unit tests)
    /// every record is an effect.
    private var logNow: RecordLog? { effects.isEmpty ? log : nil }

    /// Prints one of the arbiter's records (`logNow`).
    func emit(_ body: Record.Body) {
        if let log = logNow {
            log.emit(body)
        } else {
            effects.append(.record(body))
        }
    }

    /// `emit(.action(…))`, handing an action straight to the log without a `Record.Body` when
    /// it can (`RecordLog.emitAction`, issue 28 item 4, round 10).
    func emitAction(recognizer: String, state: DisplayState) {
        if let log = logNow {
            log.emitAction(recognizer: recognizer, state: state)
        } else {
            effects.append(.record(.action(recognizer: recognizer, state: state)))
        }
    }

    /// `emit(.state(…))`, the same way (`RecordLog.emitState`, round 11).
    func emitState(recognizer: String, from: DisplayState, to: DisplayState, reason: Reason, values: [Measurement]) {
        if let log = logNow {
            log.emitState(recognizer: recognizer, from: from, to: to, reason: reason, values: values)
        } else {
            effects.append(.record(.state(recognizer: recognizer, from: from, to: to, reason: reason, values: values)))
        }
    }

    /// `emit(.reset(…))`, the same way (`RecordLog.emitReset`, round 11).
    func emitReset(recognizer: String) {
        if let log = logNow {
            log.emitReset(recognizer: recognizer)
        } else {
            effects.append(.record(.reset(recognizer: recognizer)))
        }
    }

    /// Hands the effects decided since the last call to `apply`, in order, and forgets them,
    /// keeping their storage (no allocation per frame). `apply` must not call the arbiter.
    func drainEffects(_ apply: (ArbiterEffect) -> Void) {
        var i = 0
        while i < effects.count {
            apply(effects[i])
            i += 1
        }
        effects.removeAll(keepingCapacity: true)
    }

    // MARK: Collection (SEMANTICS §4.1, §4.5)

    /// A collected recognizer receives a new touch: it joins the evaluation order the first
    /// time in this sequence.
    func join(_ index: Int, touch key: Int) {
        let runtime = recognizers[index]
        runtime.touchKeys.append(key)
        runtime.everReceivedTouch = true
        if !runtime.participating {
            runtime.participating = true
            runtime.evaluationSerial = nextEvaluationSerial
            nextEvaluationSerial += 1
            evaluationList.append(index)
        }
    }

    /// SEMANTICS §5.4: a recognizer whose began was announced moves to changed on its next event;
    /// SEMANTICS §5.5: a changed recognizer sends one changed action per event with its touches.
    /// Only events that move its touches count: a pinch or rotation whose one finger
    /// lifts stays changed with no update (SEMANTICS §13 S17 at 0.150), and a new finger joining
    /// a pan is not a change. `wasBegan`/`wasChanged`: its announced state before the event.
    func touchesMoved(_ r: RecognizerRuntime, wasBegan: Bool, wasChanged: Bool) {
        guard r.announced, r.owedAction == nil else { return }
        if wasBegan, r.state == .began {
            r.state = .changed
            showState(r, .changed, reason: .nextEventAfterBegan)
            r.transition(to: .announced(owes: .changed))
        } else if wasChanged || wasBegan, r.state == .changed {
            r.transition(to: .announced(owes: .changed))
        }
    }

    /// `ignore(_:for:)` (SEMANTICS §7.7): the recognizer forgets the touch, releases what it withheld for
    /// it, and will never cancel it in the view.
    func ignore(_ key: Int, for r: RecognizerRuntime) {
        guard let position = r.touchKeys.firstIndex(of: key) else { return }
        r.touchKeys.remove(at: position)
        effects.append(.stopHoldingTouch(recognizer: r.index, touch: key))
    }

    /// A system interruption (SEMANTICS §2.8): continuous recognizers that announced are
    /// cancelled; every other recognizer in the sequence fails.
    func interrupt() {
        for index in evaluationList {
            let r = recognizers[index]
            guard !r.state.isFinished || r.isPending else { continue }
            cancelOrFail(r, reason: .systemCancel)
        }
    }

    /// SEMANTICS §2.8's rule for a recognizer that loses its sequence: one that announced
    /// (began or changed) is cancelled and sends a cancelled action; any other fails. The same
    /// rule applies to a recognizer disabled mid-gesture (`isEnabled = false`).
    func cancelOrFail(_ r: RecognizerRuntime, reason: Reason) {
        if r.announced {
            handleRequest(r, .cancelled, reason: reason)
        } else {
            forceFail(r, reason: reason)
        }
    }

    /// The recognizer stops withholding every phase it holds (failure, reset, SEMANTICS §7.3, §7.4).
    private func stopHolding(_ r: RecognizerRuntime) {
        guard r.holdCount > 0 else { return }
        effects.append(.stopHolding(recognizer: r.index, touches: r.touchKeys))
    }

    // MARK: Requests (SEMANTICS §5.3)

    /// A recognizer's logic set its state. Illegal requests are coerced as UIKit does (SEMANTICS §5.3);
    /// leaving possible runs `shouldBegin` (SEMANTICS §6.7) and the failure requirements (SEMANTICS §6.2).
    func handleRequest(_ r: RecognizerRuntime, _ requested: RequestedState, reason: Reason) {
        switch r.state {
        case .ended, .cancelled, .failed:
            // Finished: ignored until reset. A pending recognizer that asked for recognized
            // can still be told to fail by its logic.
            if r.isPending, requested == .failed || requested == .cancelled {
                forceFail(r, reason: reason)
            }
        case .possible:
            switch requested {
            case .possible:
                break
            case .began, .changed:
                leavePossible(r, to: r.isContinuous ? .began : .ended, reason: reason)
            case .ended, .recognized:
                leavePossible(r, to: .ended, reason: reason)
            case .cancelled, .failed:
                forceFail(r, reason: reason)
            }
        case .began, .changed:
            let waiting = r.isPending || r.isCandidate
            switch requested {
            case .possible:
                break
            case .began, .changed:
                guard !waiting else { break }
                if r.state == .began {
                    r.state = .changed
                    showState(r, .changed, reason: reason)
                }
                r.transition(to: .announced(owes: .changed))
            case .ended, .recognized:
                if waiting {
                    r.transition(to: r.isPending ? .pending(touchesEnded: true) : .candidate(touchesEnded: true))
                    r.state = .ended
                } else {
                    r.state = .ended
                    showState(r, .ended, reason: reason)
                    r.transition(to: .announced(owes: .ended))
                }
            case .cancelled, .failed:
                if r.announced {
                    r.state = .cancelled
                    showState(r, .cancelled, reason: reason)
                    r.transition(to: .announced(owes: .cancelled))
                    stopHolding(r)
                } else {
                    forceFail(r, reason: reason)
                }
            }
        }
    }

    /// possible → began/ended: `shouldBegin` first (SEMANTICS §6.7), then pending or candidate.
    private func leavePossible(_ r: RecognizerRuntime, to target: RecognizerState, reason: Reason) {
        if let refusal = shouldBeginRefusal(r) {
            forceFail(r, reason: .shouldBegin(refusal))
            return
        }
        r.state = target
        r.requestReason = reason
        let waitingFor = unmetRequirements(of: r)
        if waitingFor.isEmpty {
            r.transition(to: .candidate(touchesEnded: false))
        } else {
            r.transition(to: .pending(touchesEnded: false))
            if !r.isHidden {
                // FORMAT §4 allows only began or recognized here; a continuous recognizer asking
                // for ended straight from possible (SEMANTICS §5.3) wants the same raw state as recognized
                // (SEMANTICS §5.1), so it is shown as recognized (found by the property tests).
                emit(
                    .pending(
                        recognizer: r.spec.id, wants: target == .began ? .began : .recognized,
                        waitingFor: waitingFor.map { recognizers[$0].spec.id }))
            }
        }
    }

    /// Fails a recognizer that has not announced (possible or pending): its withheld phases
    /// are released and its dependents are re-examined in the update (SEMANTICS §6.3, §6.4).
    func forceFail(_ r: RecognizerRuntime, reason: Reason) {
        // Anything that has not announced and is not already finished (a waiting recognizer's
        // raw state may read ended, SEMANTICS §5.6) can fail.
        guard !r.announced, !r.state.isFinished || r.isPending || r.isCandidate else { return }
        r.state = .failed
        r.transition(to: .undecided)
        showState(r, .failed, reason: reason)
        stopHolding(r)
        r.hooks?.failed(r, arbiter: self)
    }

    /// Prints a visible state change (conventions 1: the effective state).
    func showState(_ r: RecognizerRuntime, _ to: DisplayState, reason: Reason) {
        let from = r.displayState
        r.displayState = to
        r.lastStateReason = reason
        guard !r.isHidden, from != to else { return }
        r.everShownState = true
        emitState(recognizer: r.spec.id, from: from, to: to, reason: reason, values: r.logic.measurements)
    }

    // MARK: shouldBegin (SEMANTICS §6.7, §9.3, §9.4)

    /// Why the recognizer may not leave possible, or nil when it may.
    ///
    /// 1. Views, only when the recognizer cancels touches in views: each view receiving its
    ///    touches is asked `gestureRecognizerShouldBegin`: controls refuse some recognizers
    ///    attached to other views (SEMANTICS §6.7, §9.3; `ControlGestureRules`).
    /// 2. The recognizer's class (`RecognizerClassHooks.classRefusalToBegin`): a scroll view's
    ///    pan whose content already tracks the touch asks `touchesShouldCancel(in:)` and
    ///    honors `canCancelContentTouches` (SEMANTICS §9.4.2; `ScrollViewRules`).
    /// 3. The delegate's `gestureRecognizerShouldBegin`.
    func shouldBeginRefusal(_ r: RecognizerRuntime) -> ShouldBeginRefusal? {
        if r.spec.cancelsTouchesInView {
            for view in receivingViews(of: r) where view != r.spec.view {
                if let refusal = ControlGestureRules.refusal(
                    of: r.spec, touchKeys: r.touchKeys, by: view, scene: scene, geometry: geometry, touches: touches,
                    controls: controls)
                {
                    return refusal
                }
            }
        }
        if let refusal = r.hooks?.classRefusalToBegin(r, arbiter: self) {
            return refusal
        }
        if !r.spec.shouldBegin {
            return .delegateFalse
        }
        // An expression (FORMAT §2.4) is evaluated now, with the measurements of this request.
        if let refusal = r.shouldBeginExpressionRefusal(views: scene.views) {
            return .delegateExpression(refusal)
        }
        return nil
    }

    /// The hit-test views of the recognizer's touches, withheld ones included (SEMANTICS §6.7).
    private func receivingViews(of r: RecognizerRuntime) -> [Int] {
        var out: [Int] = []
        for key in r.touchKeys {
            if let v = touches[key].view, touches[key].viewState != .cancelled, !out.contains(v) { out.append(v) }
        }
        return out
    }

    // MARK: Failure requirements (SEMANTICS §6.1–§6.3)

    /// The recognizers `r` requires to fail that are still active (SEMANTICS §6.2): a requirement on a
    /// recognizer with no touch in this sequence does not block.
    func unmetRequirements(of r: RecognizerRuntime) -> [Int] {
        graph.requirements[r.index].filter { recognizers[$0].isActive }
    }

    // MARK: The environment update (E3, SEMANTICS §2.3)

    /// Resolves pending and candidate recognizers until nothing changes, then sends owed
    /// actions. Resets come at the end of the frame (`finishFrame`).
    func updateEnvironment() {
        var rounds = 0
        while rounds < 10_000 {
            rounds += 1
            // Pending recognizers: a requirement that became effective fails them (SEMANTICS §6.3);
            // one whose requirements all failed becomes a candidate (SEMANTICS §5.6).
            // Walked only when some recognizer is pending: the empty array the walk used to
            // take otherwise was retained and released at every update (issue 28 item 4, round 7).
            if pendingCount > 0 {
                for index in evaluationList {
                    let r = recognizers[index]
                    guard r.isPending else { continue }
                    if let winner = graph.requirements[index].first(where: {
                        recognizers[$0].announced && !recognizers[$0].state.isFinishedWithoutSuccess
                    }) {
                        forceFail(
                            r,
                            reason: .requiresFailure(
                                of: recognizers[winner].spec.id, shown: recognizers[winner].announcedDisplay)
                        )
                    } else if unmetRequirements(of: r).isEmpty {
                        r.transition(to: .candidate(touchesEnded: r.endedWhileWaiting))
                        let failed = graph.requirements[index].map { recognizers[$0].spec.id }
                        r.requestReason = .waited(r.requestReason, for: failed)
                        r.logic.willBecomeEffectiveAfterWaiting()
                    }
                }
            }
            // Most frames have no candidate at all.
            guard !candidates.isEmpty else { break }
            resolve(candidatesInOrder())
        }
        // Both asked here, so an update with nothing owed and no observer makes no call.
        if owedCount > 0 || !owedWithoutTouches.isEmpty { sendOwedActions() }
        if hasUpdateObservers { notifyUpdateObservers() }
    }

    /// Tells the participating recognizers whose class observes it, in evaluation order, that
    /// the environment update decided who waits, wins and fails: SwiftUI prints its records
    /// here (SWIFTUI §8.3).
    private func notifyUpdateObservers() {
        for index in evaluationList {
            let r = recognizers[index]
            if let hooks = r.hooks, hooks.observesEnvironmentUpdates { hooks.environmentUpdated(r, arbiter: self) }
        }
    }

    /// The candidates in evaluation order (`evaluationList` holds exactly the participating
    /// recognizers, by serial), then those with no touches (a `script` recognizer asking to
    /// begin with no finger down) by index.
    private func candidatesInOrder() -> [Int] {
        // One candidate (nearly every update): itself, whichever of the two groups it is in,
        // without the four arrays below (issue 28 item 4, round 11).
        if candidates.count == 1 {
            for only in candidates { return [only] }
        }
        let participating = candidates.filter { recognizers[$0].participating }
        let idle = candidates.filter { !recognizers[$0].participating }
        return evaluationOrderSorted(participating) + idle.sorted()
    }

    /// SEMANTICS §6.4, §6.8: candidates are checked against recognizers that already announced (the
    /// newcomer loses) and against each other; the survivors become effective in evaluation
    /// order.
    private func resolve(_ candidates: [Int]) {
        var winners: [Int] = []
        var excluded: [(loser: Int, by: Int)] = []
        let ordered = scene.settings.tieBreak == .evaluationOrder ? candidates : candidates.reversed()
        // The recognizers that announced and still run, in evaluation order: the holders each
        // candidate is checked against first. Found once: the loop below changes no state, and
        // a walk of the evaluation list per candidate made a resolution of many candidates
        // quadratic (10 000 double taps on one view: 69 s in a debug build; issue 28 item 4,
        // round 7).
        var holders: [Int] = []
        for index in evaluationList where recognizers[index].announced && recognizers[index].state.isActiveContinuous {
            holders.append(index)
        }
        for c in ordered {
            let candidate = recognizers[c]
            // A candidate simultaneous with all cannot be excluded by a holder: skip the scan.
            if !candidate.spec.simultaneousWith.allowsAll,
                let holder = holders.first(where: { canExclude(recognizers[$0], candidate) })
            {
                excluded.append((c, holder))
                continue
            }
            var lost = false
            var i = 0
            while i < winners.count {
                let w = recognizers[winners[i]]
                if canExclude(w, candidate) {
                    excluded.append((c, w.index))
                    lost = true
                    break
                }
                if canExclude(candidate, w) {
                    excluded.append((w.index, c))
                    winners.remove(at: i)
                    continue
                }
                i += 1
            }
            if !lost { winners.append(c) }
        }
        // Candidates that an already-announced recognizer excludes fail first; the others are
        // excluded by their winner as it becomes effective, so its state prints first (SEMANTICS §13 S4).
        for (loser, by) in excluded where recognizers[by].announced {
            forceFail(
                recognizers[loser],
                reason: exclusionReason(recognizers[loser], by: recognizers[by], recognizers[by].wantedDisplay))
        }
        for w in evaluationOrderSorted(winners) {
            becomeEffective(recognizers[w])
        }
        for (loser, by) in excluded where recognizers[loser].isCandidate {
            forceFail(
                recognizers[loser],
                reason: exclusionReason(recognizers[loser], by: recognizers[by], recognizers[by].wantedDisplay))
        }
    }

    /// "excluded by pan (began)", with what the delegates' `simultaneousWith` expressions
    /// answered when there are any (FORMAT §2.4).
    private func exclusionReason(
        _ loser: RecognizerRuntime, by winner: RecognizerRuntime, _ shown: DisplayState
    ) -> Reason {
        // The two answers in this order, those there are, without the array of both and its
        // `compactMap` (two allocations at each exclusion, issue 28 item 4, round 11).
        var answers: [ExpressionRefusal] = []
        if let answer = loser.simultaneityRefusal(about: winner, views: live.scene.views) { answers.append(answer) }
        if let answer = winner.simultaneityRefusal(about: loser, views: live.scene.views) { answers.append(answer) }
        return .excluded(
            by: winner.spec.id, shown: shown, answers: answers,
            handedOff: loser.hooks?.noteWhenExcluded(loser))
    }

    private func evaluationOrderSorted(_ indices: some Sequence<Int>) -> [Int] {
        indices.sorted { recognizers[$0].evaluationSerial < recognizers[$1].evaluationSerial }
    }

    /// Whether `winner`, becoming (or being) effective, excludes `loser` (SEMANTICS §6.4 (a)–(g)).
    func canExclude(_ winner: RecognizerRuntime, _ loser: RecognizerRuntime) -> Bool {
        guard winner !== loser, !loser.announced else { return false }
        guard !loser.state.isFinished || loser.isPending || loser.isCandidate else { return false }
        guard winner.participating, loser.participating else { return false }
        // `live.scene`, `live.geometry` read in place: the `scene` and `geometry` properties
        // hand out copies.
        guard live.geometry.related(winner.spec.view, loser.spec.view) else { return false }
        guard !graph.requires(winner.index, loser.index) else { return false }
        guard CustomArbitration.preventionAllows(winner, loser, live: live) else { return false }
        if winner.allowsSimultaneity(with: loser, views: live.scene.views)
            || loser.allowsSimultaneity(with: winner, views: live.scene.views)
        {
            return false
        }
        return true
    }

    /// The recognizer becomes effective: its state shows, recognizers requiring it fail
    /// (SEMANTICS §6.3), related recognizers it can prevent fail (SEMANTICS §6.4), its touches are cancelled in
    /// their views (SEMANTICS §7.1), then its action is sent.
    private func becomeEffective(_ r: RecognizerRuntime) {
        // Its touches ended while it waited: it shows began now and ended after its action.
        let endedWhileWaiting = r.endedWhileWaiting
        r.transition(to: .announced(owes: nil))
        let shown: DisplayState = (r.state.isActiveContinuous || endedWhileWaiting) ? .began : r.finalDisplay
        showState(r, shown, reason: r.requestReason)
        // Some classes' requirements hold only between recognizers on the touch's path
        // (SwiftUI's, SWIFTUI §2.2): one the touch did not reach is left alone.
        for index in graph.dependents[r.index]
        where recognizers[index].participating || !recognizers[index].requirementsHoldOnlyWhileParticipating {
            let a = recognizers[index]
            if a.announced, a.state.isActiveContinuous {
                a.state = .cancelled
                showState(a, .cancelled, reason: .requiresFailure(of: r.spec.id, shown: shown))
                a.transition(to: .announced(owes: .cancelled))
                stopHolding(a)
            } else {
                forceFail(a, reason: .requiresFailure(of: r.spec.id, shown: shown))
            }
        }
        // One simultaneous with all excludes nothing: skip the scan of every participant.
        for index in r.spec.simultaneousWith.allowsAll ? [] : evaluationList where index != r.index {
            let other = recognizers[index]
            if canExclude(r, other) {
                forceFail(other, reason: exclusionReason(other, by: r, shown))
            }
        }
        if scene.settings.cancelBeforeAction {
            takeOverTouches(r)
            sendAction(r, shown)
        } else {
            sendAction(r, shown)
            takeOverTouches(r)
        }
        if endedWhileWaiting, shown == .began {
            showState(r, .ended, reason: .endedWhileWaiting)
            sendAction(r, .ended)
        }
    }

    /// Its touches are cancelled in their views, or their withheld phases discarded or
    /// released, by view delivery (SEMANTICS §7.1–§7.3).
    private func takeOverTouches(_ r: RecognizerRuntime) {
        effects.append(
            .takeOverTouches(
                recognizer: r.index, touches: r.touchKeys, cancelsTouchesInView: r.spec.cancelsTouchesInView))
    }

    func sendAction(_ r: RecognizerRuntime, _ state: DisplayState) {
        guard !r.isHidden, r.hooks?.hasTargets ?? true else { return }
        emitAction(recognizer: r.spec.id, state: state)
        r.hooks?.actionSent(r, state, arbiter: self)
    }

    /// Actions owed by recognizers that were already effective: changed, ended, cancelled
    /// (SEMANTICS §5.5), in evaluation order.
    private func sendOwedActions() {
        // Until none owes: a recognizer that owes nothing sends nothing, and only a sent action
        // could make another owe (issue 28 item 4, round 7).
        // By position, reading the list in place, and each runtime borrowed (`borrowRuntime`):
        // a `for` loop retained the list and each runtime it visited, two retains and
        // releases per owed action (about 1.8 M instructions on the benchmark's 1000-gesture
        // session, issue 28 item 4, round 11). The same visits: nothing an action does changes
        // the evaluation list (only `join` and the end of the frame's resets do).
        var i = 0
        while i < evaluationList.count, owedCount > 0 {
            let index = evaluationList[i]
            i += 1
            borrowRuntime(index) { sendOwedAction($0) }
        }
        // SEMANTICS §5.5: an announced recognizer with no touches (a `script` step) owes its
        // actions too; it is not in the evaluation list.
        guard !owedWithoutTouches.isEmpty else { return }
        let idle = owedWithoutTouches
        owedWithoutTouches.removeAll()
        for index in idle where !recognizers[index].participating {
            sendOwedAction(recognizers[index])
        }
    }

    /// Runs `body` with runtime `index` borrowed, not retained. Lifetime: `recognizers` holds
    /// every runtime for the whole replay (only `attach` adds to it, and nothing removes), and
    /// the arbiter is held by the frame loop while `body` runs; the index is bounds-checked.
    @inline(__always) private func borrowRuntime(_ index: Int, _ body: (RecognizerRuntime) -> Void) {
        Unmanaged.passUnretained(recognizers[index])._withUnsafeGuaranteedRef(body)
    }

    private func sendOwedAction(_ r: RecognizerRuntime) {
        guard let owed = r.owedAction else { return }
        r.transition(to: .announced(owes: nil))
        sendAction(r, owed)
        if owed == .ended || owed == .cancelled { stopHolding(r) }
    }

    // MARK: Reset (SEMANTICS §5.7)

    /// Resets finished recognizers, unless a failure-graph neighbour (a recognizer it
    /// requires, or one requiring it) is still active (SEMANTICS §5.7). Done last in the frame, after
    /// the views' deliveries, as SEMANTICS §13 orders its effects.
    ///
    /// Inlined, so the usual end of a frame (nothing finished, nothing left to drop from the
    /// evaluation list, no idle recognizer that may have finished) makes no call: the work
    /// below then visits nothing and resets nothing (37 000 frames, about 2 M instructions on
    /// the benchmark's 1000-gesture session, issue 28 item 4, round 10). `resetOrder` is
    /// emptied by the next call that does the work, before it is read.
    @inline(__always) func resetFinished() {
        if finished.isEmpty, leftEvaluation.isEmpty, !mayHaveIdleFinished { return }
        resetFinishedRecognizers()
    }

    /// `resetFinished` when there may be something to do.
    private func resetFinishedRecognizers() {
        // The finished participants in evaluation order: the same visits as a walk of
        // `evaluationList` (a reset changes no other recognizer's state), without the walk.
        // Copied out first, as a reset leaves `finished`; serials are unique, so the order is.
        // Emptied element by element: `removeAll(keepingCapacity:)` goes through
        // `replaceSubrange`, about 55 instructions even on an empty array, at every frame's end
        // (2.0 M on the benchmark's 1000-gesture session, issue 28 item 4, round 7).
        while !resetOrder.isEmpty { resetOrder.removeLast() }
        if !finished.isEmpty {
            for index in finished where recognizers[index].participating { resetOrder.append(index) }
        }
        if resetOrder.count > 1 {
            resetOrder.sort { recognizers[$0].evaluationSerial < recognizers[$1].evaluationSerial }
        }
        for index in resetOrder {
            let r = recognizers[index]
            guard r.state.isFinished, !r.isPending, !r.isCandidate else { continue }
            if isKeptFromReset(index) { continue }
            reset(r)
        }
        // Asked here, so a frame without resets makes no call (1.7 M instructions on the
        // benchmark's 1000-gesture session, issue 28 item 4, round 7).
        if !leftEvaluation.isEmpty { removeLeftFromEvaluation() }
        // Recognizers that finished without touches (a `script` step, say). Scanning every
        // recognizer each frame was a measurable cost, so the scan runs only after a
        // recognizer reached a finished state while not participating (see
        // `RecognizerRuntime.state`), and until no such recognizer is left waiting.
        guard mayHaveIdleFinished else { return }
        mayHaveIdleFinished = false
        for r in recognizers where !r.participating && r.state.isFinished {
            if !r.isPending && !r.isCandidate {
                reset(r)
            } else {
                mayHaveIdleFinished = true
            }
        }
    }

    /// Whether a requirement or dependent of finished recognizer `index` is still active, so it
    /// may not reset yet (SEMANTICS §5.7). The one that kept it last time is asked first; the
    /// answer is the same as scanning both lists.
    private func isKeptFromReset(_ index: Int) -> Bool {
        if resetBlocker.count < recognizers.count {
            resetBlocker.append(contentsOf: repeatElement(-1, count: recognizers.count - resetBlocker.count))
        }
        let known = resetBlocker[index]
        if known >= 0, known < recognizers.count, recognizers[known].isActive { return true }
        // Two scans rather than a concatenated array: this runs for every finished
        // recognizer at the end of every frame.
        let blocker =
            graph.requirements[index].first(where: { recognizers[$0].isActive })
            ?? graph.dependents[index].first(where: { recognizers[$0].isActive })
        resetBlocker[index] = blocker ?? -1
        return blocker != nil
    }

    /// Drops the recognizers reset since the last call from `evaluationList`, which is sorted
    /// by serial: a binary search each for a few, one filtering pass for many.
    private func removeLeftFromEvaluation() {
        // Its storage kept: freed here, it was allocated again by the next reset, about 4 000
        // times on the benchmark's 1000-gesture session (issue 28 item 4, round 7).
        defer { leftEvaluation.removeAll(keepingCapacity: true) }
        if leftEvaluation.count > 8 {
            evaluationList.removeAll { !recognizers[$0].participating }
            return
        }
        for index in leftEvaluation where !recognizers[index].participating {
            let serial = recognizers[index].evaluationSerial
            var low = 0
            var high = evaluationList.count
            while low < high {
                let mid = (low + high) / 2
                if recognizers[evaluationList[mid]].evaluationSerial < serial { low = mid + 1 } else { high = mid }
            }
            if low < evaluationList.count, evaluationList[low] == index { evaluationList.remove(at: low) }
        }
    }

    /// `reset()`: back to possible, timers cleared, detached from its touches, anything
    /// withheld released (SEMANTICS §5.7).
    func reset(_ r: RecognizerRuntime) {
        stopHolding(r)
        if r.participating { leftEvaluation.append(r.index) }
        // Its storage kept for the next attempt's touches (an allocation per reset otherwise).
        r.touchKeys.removeAll(keepingCapacity: true)
        // A reset clears the recognizer's timers (SEMANTICS §5.7). A `script`'s steps are its
        // timers: one that received touches ends its attempt here and drops the steps not yet
        // due; one that never received a touch keeps them (FORMAT §2.2).
        if r.participating { r.persistentTags.removeAll() }
        r.participating = false
        r.timerGenerations.advanceAll(except: r.persistentTags)
        r.logic.reset()
        r.state = .possible
        r.displayState = .possible
        r.transition(to: .undecided)
        r.requestReason = .unstated
        if !r.isHidden { emitReset(recognizer: r.spec.id) }
    }
}

extension RecognizerState {
    /// Failed or cancelled: a finished recognizer that did not succeed.
    var isFinishedWithoutSuccess: Bool { self == .failed || self == .cancelled }
}

extension RecognizerRuntime {
    /// What a recognizer that announced did, for reasons: began or recognized.
    var announcedDisplay: DisplayState { isContinuous ? .began : .recognized }
    /// What a candidate asks to become.
    var wantedDisplay: DisplayState { state == .began || state == .changed ? .began : finalDisplay }
}
