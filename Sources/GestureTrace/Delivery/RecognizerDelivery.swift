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
    @exclusivity(unchecked) private var allBegan: [RecognizerTouch] = []
    @exclusivity(unchecked) private var allMoved: [RecognizerTouch] = []
    @exclusivity(unchecked) private var allEnded: [RecognizerTouch] = []
    @exclusivity(unchecked) private var allCancelled: [RecognizerTouch] = []

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
        // Only the used ones: clearing an empty array still costs a call.
        if !allBegan.isEmpty { allBegan.removeAll(keepingCapacity: true) }
        if !allMoved.isEmpty { allMoved.removeAll(keepingCapacity: true) }
        if !allEnded.isEmpty { allEnded.removeAll(keepingCapacity: true) }
        if !allCancelled.isEmpty { allCancelled.removeAll(keepingCapacity: true) }
        for (key, phase) in changed {
            let snapshot = touches[key].snapshot(phase: phase)
            switch phase {
            case .began: allBegan.append(snapshot)
            case .moved: allMoved.append(snapshot)
            case .ended: allEnded.append(snapshot)
            case .cancelled: allCancelled.append(snapshot)
            case .stationary: break
            }
        }
        // Local references, read once per event rather than once per recognizer.
        let allBegan = allBegan
        let allMoved = allMoved
        let allEnded = allEnded
        let allCancelled = allCancelled
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
                deliver(to: r, began: allBegan, moved: allMoved, ended: allEnded, cancelled: allCancelled)
            } else {
                var began: [RecognizerTouch] = []
                var moved: [RecognizerTouch] = []
                var ended: [RecognizerTouch] = []
                var cancelled: [RecognizerTouch] = []
                for (key, phase) in changed where keys.contains(key) {
                    let snapshot = touches[key].snapshot(phase: phase)
                    switch phase {
                    case .began: began.append(snapshot)
                    case .moved: moved.append(snapshot)
                    case .ended: ended.append(snapshot)
                    case .cancelled: cancelled.append(snapshot)
                    case .stationary: break
                    }
                }
                deliver(to: r, began: began, moved: moved, ended: ended, cancelled: cancelled)
            }
        }
    }

    /// One recognizer's phases of the event: withheld first, then each non-empty phase while
    /// it can still receive touches, then the automatic began → changed.
    private func deliver(
        to r: RecognizerRuntime, began: [RecognizerTouch], moved: [RecognizerTouch], ended: [RecognizerTouch],
        cancelled: [RecognizerTouch]
    ) {
        if began.isEmpty && moved.isEmpty && ended.isEmpty && cancelled.isEmpty { return }
        let wasBegan = r.announced && r.state == .began
        let wasChanged = r.announced && r.state == .changed
        if !r.announced { views.withhold(r, began: began, ended: ended) }
        if !began.isEmpty, r.canReceiveTouches { r.logic.touchesBegan(began, host: r) }
        if !moved.isEmpty, r.canReceiveTouches { r.logic.touchesMoved(moved, host: r) }
        if !ended.isEmpty, r.canReceiveTouches { r.logic.touchesEnded(ended, host: r) }
        if !cancelled.isEmpty, r.canReceiveTouches { r.logic.touchesCancelled(cancelled, host: r) }
        // SEMANTICS §5.4–§5.5: only events that move its touches count.
        if !moved.isEmpty { arbiter.touchesMoved(r, wasBegan: wasBegan, wasChanged: wasChanged) }
    }
}
