/// E2 of SEMANTICS §2.3: each event's touches reach recognizers before views.
///
/// Before a recognizer's logic sees a phase, view delivery withholds what it delays
/// (SEMANTICS §7.3–§7.5); afterwards the arbiter applies the automatic began → changed
/// (SEMANTICS §5.4). The logic's requests go through the runtime's context to the arbiter.
///
/// A class so that the event's per-phase arrays are kept from event to event: cleared, their
/// storage reused, rather than allocated and grown for every event. They are only touched by
/// `deliver`, which nothing it calls can reach again, hence `@exclusivity(unchecked)`
/// (docs/DECISIONS.md, "Replay speed by code, not by flags").
final class RecognizerDelivery {
    let arbiter: GestureArbiter
    let touches: TouchTable
    let views: ViewDelivery
    /// The whole event's snapshots per phase (see `deliver`).
    @exclusivity(unchecked) private var all = TouchesByPhase()
    /// An event of one changed touch: its one snapshot (see `deliver`), overwritten in place.
    @exclusivity(unchecked) private var one: [RecognizerTouch] = []
    /// An event of several changed touches in one phase: their snapshots (`deliverOnePhase`),
    /// storage reused from event to event.
    @exclusivity(unchecked) private var many: [RecognizerTouch] = []
    /// The arbiter's runtimes by index, unretained (`visit`), read in place at each visit:
    /// a local copy of the arbiter's array, taken so that the loop did not retain it at every
    /// visit, was itself a retain and a release per event, as was the evaluation list's
    /// iterator (two of the three per event, about 2.7 M instructions on the benchmark's
    /// 1000-gesture session, issue 28 item 4, round 11). Made again whenever the arbiter's
    /// count differs: `attach` builds its runtimes before the first event and nothing changes
    /// them afterwards.
    @exclusivity(unchecked) private var runtimes: [Unmanaged<RecognizerRuntime>] = []

    init(arbiter: GestureArbiter, touches: TouchTable, views: ViewDelivery) {
        self.arbiter = arbiter
        self.touches = touches
        self.views = views
    }

    /// Delivers this event's changed touches to every recognizer that receives them, in
    /// evaluation order (SEMANTICS §4.5): touchesBegan, then Moved, Ended, Cancelled, each with only that
    /// recognizer's touches of the phase (SEMANTICS §2.4). Withheld phases are decided first (SEMANTICS §7.3–§7.5);
    /// afterwards the automatic began → changed of SEMANTICS §5.4 applies.
    func deliver(_ changed: [(key: Int, phase: TouchPhase)]) {
        guard !changed.isEmpty else { return }
        // The runtimes: the array is built by `attach` and never changes after it, so reading
        // it through the arbiter at each visit (and retaining it, as the logic's calls could
        // have changed it for all the compiler knows) read the same array (issue 28 item 4,
        // round 8). Kept unretained here (`runtimes`), and the evaluation list read by
        // position in place (`visitEvaluationList`).
        if runtimes.count != arbiter.recognizers.count {
            runtimes = arbiter.recognizers.map { Unmanaged.passUnretained($0) }
        }
        // One changed touch, most events: a recognizer receives the event when it holds that
        // touch, and then holds all of it (SEMANTICS §2.4); no per-recognizer scan of `changed`.
        // Its phase's one snapshot is written over the one element of `one`, read once into a
        // local, which every recognizer is handed: passing the four arrays cost four retains
        // and releases per recognizer (issue 28 item 4, round 8), and emptying and refilling
        // the four phases' arrays about 60 instructions an event (round 9).
        if changed.count == 1 {
            let key = changed[0].key
            let phase = changed[0].phase
            // No phase to deliver: `deliver(to:_:)` returned at once for every recognizer.
            if phase == .stationary { return }
            let snapshot = self.touches[key].snapshot(phase: phase)
            if one.isEmpty { one.append(snapshot) } else { one[0] = snapshot }
            let touches = one
            // Borrowed, not retained (`visitEvaluationList`): about 40 instructions a visit,
            // 87 000 visits on the benchmark's 1000-gesture session (issue 28 item 4, round 10).
            visitEvaluationList { r in
                guard r.canReceiveTouches, r.holds(key) else { return }
                deliver(to: r, phase, touches)
            }
            return
        }
        // Every changed touch in one phase (two fingers moving, most events of more than one
        // touch): a recognizer holding all of them gets that phase's one array through the
        // one-phase path, whose steps for a single non-empty phase are those of
        // `deliver(to:_:)` (SEMANTICS §7.3–§7.4, §2.4, §5.4–§5.5); handing it the four arrays
        // cost four retains and releases per recognizer (issue 28 item 4, round 10). One
        // holding a subset gets an array of its own, as below.
        let phase = changed[0].phase
        if phase != .stationary, changed.allSatisfy({ $0.phase == phase }) {
            deliverOnePhase(phase, changed)
            return
        }
        // The whole event's snapshots per phase, built once. A recognizer holding every
        // changed touch (the usual case) is handed these shared arrays; only one holding a
        // subset gets arrays of its own. Snapshots read location and time, which nothing
        // changes while recognizers run, so sharing them gives the same values.
        all.removeAll()
        for (key, phase) in changed { all.add(touches[key].snapshot(phase: phase), phase: phase) }
        // A local copy, read once per event rather than once per recognizer.
        let all = all
        visitEvaluationList { r in
            guard r.canReceiveTouches else { return }
            let holding = r.holding(changed)
            guard holding.any else { return }
            if holding.all {
                deliver(to: r, all)
            } else {
                var own = TouchesByPhase()
                for (key, phase) in changed where r.holds(key) {
                    own.add(touches[key].snapshot(phase: phase), phase: phase)
                }
                deliver(to: r, own)
            }
        }
    }

    /// An event of several changed touches, all in `phase` (not stationary): the snapshots in
    /// `changed`'s order, as `TouchesByPhase` would hold them for that phase, built once in
    /// `many` and handed whole to each recognizer holding every changed touch; one holding a
    /// subset gets its own, in the same order (SEMANTICS §2.4).
    private func deliverOnePhase(_ phase: TouchPhase, _ changed: [(key: Int, phase: TouchPhase)]) {
        while !many.isEmpty { many.removeLast() }
        for (key, _) in changed { many.append(touches[key].snapshot(phase: phase)) }
        let touches = many
        visitEvaluationList { r in
            guard r.canReceiveTouches else { return }
            let holding = r.holding(changed)
            guard holding.any else { return }
            if holding.all {
                deliver(to: r, phase, touches)
            } else {
                var own: [RecognizerTouch] = []
                for (key, _) in changed where r.holds(key) {
                    own.append(self.touches[key].snapshot(phase: phase))
                }
                deliver(to: r, phase, own)
            }
        }
    }

    /// Runs `body` with each runtime of the evaluation list (SEMANTICS §4.5), in order,
    /// borrowed rather than retained: the compiler retained and released each runtime a
    /// delivery loop visits (about 40 instructions a visit), and a `for` loop the list.
    ///
    /// The list is read by position in place: nothing a delivery runs changes it (only
    /// `GestureArbiter.join`, at a new touch's collection, and the resets at the end of the
    /// frame do), so these are the visits of a loop over a copy. Lifetime: `runtimes` holds
    /// the arbiter's runtimes unretained; the arbiter, held by `arbiter`, holds each of them
    /// for the whole replay (`attach` alone adds them, nothing removes one), so a runtime
    /// outlives `body`; the indices are bounds-checked by the arrays' subscripts.
    @inline(__always)
    private func visitEvaluationList(_ body: (RecognizerRuntime) -> Void) {
        var i = 0
        while i < arbiter.evaluationList.count {
            let index = arbiter.evaluationList[i]
            i += 1
            runtimes[index]._withUnsafeGuaranteedRef(body)
        }
    }

    /// `deliver(to:_:)` for an event of one phase whose `touches` are not empty: the same
    /// steps in the same order, the empty phases' skipped (SEMANTICS §7.3–§7.4 withholding,
    /// §2.4 the phase, §5.4–§5.5 the automatic changed).
    @inline(__always)
    private func deliver(to r: RecognizerRuntime, _ phase: TouchPhase, _ touches: [RecognizerTouch]) {
        let wasBegan = r.announced && r.state == .began
        let wasChanged = r.announced && r.state == .changed
        switch phase {
        case .began:
            if !r.announced { views.withhold(r, began: touches, ended: []) }
            if r.canReceiveTouches { r.logic.touchesBegan(touches, host: r) }
        case .moved:
            if r.canReceiveTouches { r.logic.touchesMoved(touches, host: r) }
            if r.announced { arbiter.touchesMoved(r, wasBegan: wasBegan, wasChanged: wasChanged) }
        case .ended:
            if !r.announced { views.withhold(r, began: [], ended: touches) }
            if r.canReceiveTouches { r.logic.touchesEnded(touches, host: r) }
        case .cancelled:
            if r.canReceiveTouches { r.logic.touchesCancelled(touches, host: r) }
        case .stationary:
            break
        }
    }

    /// One recognizer's phases of the event: withheld first, then each non-empty phase while
    /// it can still receive touches, then the automatic began → changed. Inlined into the
    /// event loop: as a call it cost 2 M instructions on the 1000-gesture benchmark session.
    @inline(__always)
    private func deliver(to r: RecognizerRuntime, _ phases: TouchesByPhase) {
        if phases.isEmpty { return }
        let wasBegan = r.announced && r.state == .began
        let wasChanged = r.announced && r.state == .changed
        // Only began and ended phases are withheld (SEMANTICS §7.3–§7.4): an event of moves
        // alone, most events, skips the call (77 000 calls, 3.9 M instructions on the
        // benchmark's 1000-gesture session, issue 28 item 4, round 7).
        if !r.announced, !phases.began.isEmpty || !phases.ended.isEmpty {
            views.withhold(r, began: phases.began, ended: phases.ended)
        }
        if !phases.began.isEmpty, r.canReceiveTouches { r.logic.touchesBegan(phases.began, host: r) }
        if !phases.moved.isEmpty, r.canReceiveTouches { r.logic.touchesMoved(phases.moved, host: r) }
        if !phases.ended.isEmpty, r.canReceiveTouches { r.logic.touchesEnded(phases.ended, host: r) }
        if !phases.cancelled.isEmpty, r.canReceiveTouches { r.logic.touchesCancelled(phases.cancelled, host: r) }
        // SEMANTICS §5.4–§5.5: only events that move its touches count.
        // Only an announced recognizer moves on (`GestureArbiter.touchesMoved`): the others,
        // most of those a move reaches, make no call.
        if !phases.moved.isEmpty, r.announced {
            arbiter.touchesMoved(r, wasBegan: wasBegan, wasChanged: wasChanged)
        }
    }
}
