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
        // The whole event's snapshots per phase, built once. A recognizer holding every
        // changed touch (the usual case) is handed these shared arrays; only one holding a
        // subset gets arrays of its own. Snapshots read location and time, which nothing
        // changes while recognizers run, so sharing them gives the same values.
        all.removeAll()
        for (key, phase) in changed { all.add(touches[key].snapshot(phase: phase), phase: phase) }
        // A local copy, read once per event rather than once per recognizer.
        let all = all
        for index in arbiter.evaluationList {
            let r = arbiter.recognizers[index]
            guard r.canReceiveTouches else { continue }
            var holdsAll = true
            var holdsAny = false
            let keys = r.touchKeys
            for (key, _) in changed {
                if keys.contains(key) { holdsAny = true } else { holdsAll = false }
            }
            guard holdsAny else { continue }
            if holdsAll {
                deliver(to: r, all)
            } else {
                var own = TouchesByPhase()
                for (key, phase) in changed where keys.contains(key) {
                    own.add(touches[key].snapshot(phase: phase), phase: phase)
                }
                deliver(to: r, own)
            }
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
