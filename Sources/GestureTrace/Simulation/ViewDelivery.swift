/// Delivery to views: withheld phases (SEMANTICS §7.3–§7.6), cancels (SEMANTICS §7.1), releases, and E4 of
/// SEMANTICS §2.3 through the responder chain (SEMANTICS §2.5, §3).
extension Simulator {
    // MARK: Holding

    /// The recognizer withholds a phase of the touch from its view.
    func hold(_ r: RecognizerRuntime, _ key: Int, began: Bool) {
        // In place, and holders as sets: thousands of recognizers may hold one touch, and a
        // copy or a linear search per holder made that quadratic (issue 13).
        let viewState = touches[key].viewState
        guard viewState == .waiting || viewState == .tracking else { return }
        if began {
            guard viewState == .waiting, touches[key].beganHolders.insert(r.index).inserted else { return }
            if touches[key].beganWithheldFrame == nil { touches[key].beganWithheldFrame = frameNumber }
        } else {
            guard touches[key].endedHolders.insert(r.index).inserted else { return }
            if touches[key].endedWithheldFrame == nil { touches[key].endedWithheldFrame = frameNumber }
        }
        r.holdCount += 1
    }

    /// The recognizer stops withholding anything for one touch; the phase is released once
    /// no holder is left (SEMANTICS §7.6).
    func unhold(_ r: RecognizerRuntime, _ key: Int) {
        var removed = 0
        if touches[key].beganHolders.remove(r.index) != nil { removed += 1 }
        if touches[key].endedHolders.remove(r.index) != nil { removed += 1 }
        guard removed > 0 else { return }
        r.holdCount = max(0, r.holdCount - removed)
        releaseQueue.append(key)
    }

    /// The recognizer stops withholding every phase it holds (failure, reset, SEMANTICS §7.3, §7.4).
    func stopHolding(_ r: RecognizerRuntime) {
        guard r.holdCount > 0 else { return }
        for key in r.touchKeys { unhold(r, key) }
        r.holdCount = 0
    }

    // MARK: A recognizer becomes effective (SEMANTICS §7.1–§7.4)

    /// With cancelsTouchesInView, touches its views have received get touchesCancelled (one
    /// call per view) and withheld begans are discarded; without it, a withheld ended is
    /// released now and a withheld began is discarded (SEMANTICS §7.3).
    func applyEffectOnViews(_ w: RecognizerRuntime) {
        var cancels: [(key: Int, phase: TouchPhase, delayed: Bool)] = []
        for key in w.touchKeys {
            var t = touches[key]
            switch t.viewState {
            case .tracking where w.spec.cancelsTouchesInView:
                cancels.append((key, .cancelled, false))
                t.viewState = .cancelled
                t.beganHolders.removeAll()
                t.endedHolders.removeAll()
                touches[key] = t
            case .waiting where w.spec.cancelsTouchesInView || t.beganHolders.contains(w.index):
                t.viewState = .discarded
                t.beganHolders.removeAll()
                t.endedHolders.removeAll()
                touches[key] = t
            default:
                unhold(w, key)
            }
        }
        w.holdCount = 0
        deliverBatch(cancels)
    }

    // MARK: Releases

    /// Delivers phases whose last holder let go during this update, before the event's own
    /// deliveries (SEMANTICS §7.6). Phases withheld in an earlier frame arrive as `delayed`; a released
    /// began is followed by a touchesMoved at the current location if the touch moved (SEMANTICS §7.3,
    /// `delayedBeganFollowUpMoved`). Phases withheld in this same frame are left to E4.
    func flushReleases() {
        guard !releaseQueue.isEmpty else { return }
        var keys: [Int] = []
        for key in releaseQueue where !keys.contains(key) { keys.append(key) }
        releaseQueue.removeAll()
        // Each released phase remembers the frame it was withheld in: releases reach the views
        // in that order, so a reused finger id's old ended precedes the new touch's began.
        var released: [(key: Int, phase: TouchPhase, since: Int)] = []
        for key in keys {
            var t = touches[key]
            if t.viewState == .waiting, t.beganHolders.isEmpty {
                if t.cancelledWhileDelayed || (!t.alive && t.phase == .cancelled) {
                    // SEMANTICS §2.8: a touch cancelled while its began was withheld produces nothing,
                    // even when the cancel made the holder fail and let go.
                    t.viewState = .discarded
                } else if let f = t.beganWithheldFrame, f < frameNumber {
                    released.append((key, .began, f))
                    t.viewState = .tracking
                    if scene.settings.delayedBeganFollowUpMoved, t.location != t.beganLocation {
                        released.append((key, .moved, f))
                        t.followUpFrame = frameNumber
                    }
                    if t.endedWhileDelayed, t.endedHolders.isEmpty, let e = t.endedFrame, e < frameNumber {
                        released.append((key, .ended, e))
                        t.viewState = .ended
                    }
                }
            } else if t.viewState == .tracking, !t.alive, t.phase == .ended, t.endedHolders.isEmpty,
                let f = t.endedWithheldFrame ?? t.endedFrame, f < frameNumber,
                t.endedWhileDelayed || t.endedWithheldFrame != nil
            {
                released.append((key, .ended, f))
                t.viewState = .ended
            }
            touches[key] = t
        }
        released.sort { a, b in
            if a.since != b.since { return a.since < b.since }
            if a.phase != b.phase { return a.phase.deliveryRank < b.phase.deliveryRank }
            return touches[a.key].id < touches[b.key].id
        }
        deliverInOrder(released.map { ($0.key, $0.phase, true) })
    }

    /// Delivers entries in the given order, merging neighbours for the same view and phase
    /// into one call (releases, whose order is chronological, SEMANTICS §7.6).
    private func deliverInOrder(_ entries: [(key: Int, phase: TouchPhase, delayed: Bool)]) {
        var i = 0
        while i < entries.count {
            guard let view = touches[entries[i].key].view else { i += 1; continue }
            var keys = [entries[i].key]
            var j = i + 1
            while j < entries.count, touches[entries[j].key].view == view, entries[j].phase == entries[i].phase {
                keys.append(entries[j].key)
                j += 1
            }
            deliverToChain(view: view, phase: entries[i].phase, keys: keys, delayed: entries[i].delayed)
            i = j
        }
    }

    // MARK: E4

    /// The event's own phases to the views, skipping withheld phases, touches cancelled for
    /// their view and touches no view receives (SEMANTICS §2.3 E4, §2.5).
    func deliverToViews(_ changed: [(key: Int, phase: TouchPhase)]) {
        var batch: [(key: Int, phase: TouchPhase, delayed: Bool)] = []
        for (key, phase) in changed {
            var t = touches[key]
            switch phase {
            case .began:
                if t.viewState == .waiting, t.beganHolders.isEmpty {
                    batch.append((key, .began, false))
                    t.viewState = .tracking
                }
            case .moved:
                if t.viewState == .tracking, t.followUpFrame != frameNumber {
                    batch.append((key, .moved, false))
                }
            case .ended:
                t.endedFrame = frameNumber
                if t.viewState == .waiting {
                    t.endedWhileDelayed = true
                } else if t.viewState == .tracking, t.endedHolders.isEmpty {
                    batch.append((key, .ended, false))
                    t.viewState = .ended
                }
            case .cancelled:
                if t.viewState == .tracking {
                    batch.append((key, .cancelled, false))
                    t.viewState = .cancelled
                    t.beganHolders.removeAll()
                    t.endedHolders.removeAll()
                } else if t.viewState == .waiting {
                    t.cancelledWhileDelayed = true
                    t.viewState = .discarded
                    t.beganHolders.removeAll()
                    t.endedHolders.removeAll()
                }
            case .stationary:
                break
            }
            touches[key] = t
        }
        deliverBatch(batch)
    }

    /// Groups deliveries per hit-test view (views ordered by the smallest finger id they
    /// hold, SEMANTICS §2.5), one call per phase in the order began, moved, ended, cancelled; delayed
    /// deliveries of a phase before fresh ones.
    func deliverBatch(_ batch: [(key: Int, phase: TouchPhase, delayed: Bool)]) {
        guard !batch.isEmpty else { return }
        var viewsInOrder: [(view: Int, smallest: TouchID)] = []
        for entry in batch {
            guard let v = touches[entry.key].view else { continue }
            let id = touches[entry.key].id
            if let i = viewsInOrder.firstIndex(where: { $0.view == v }) {
                if id < viewsInOrder[i].smallest { viewsInOrder[i].smallest = id }
            } else {
                viewsInOrder.append((v, id))
            }
        }
        viewsInOrder.sort { $0.smallest < $1.smallest }
        for (view, _) in viewsInOrder {
            for phase in [TouchPhase.began, .moved, .ended, .cancelled] {
                for delayed in [true, false] {
                    // Most of the eight (phase, delayed) slots are empty: look before building.
                    guard
                        batch.contains(where: {
                            $0.phase == phase && $0.delayed == delayed && touches[$0.key].view == view
                        })
                    else { continue }
                    let keys = batch.filter {
                        touches[$0.key].view == view && $0.phase == phase && $0.delayed == delayed
                    }
                    .map(\.key)
                    .sorted { touches[$0].id < touches[$1].id }
                    if !keys.isEmpty { deliverToChain(view: view, phase: phase, keys: keys, delayed: delayed) }
                }
            }
        }
    }

    /// Calls the phase's `touches…` method on the hit-test view and follows the responder
    /// chain while responders forward (SEMANTICS §3.2); a UIControl consumes what it tracks (SEMANTICS §3.3).
    func deliverToChain(view: Int, phase: TouchPhase, keys: [Int], delayed: Bool) {
        // A switch, not `DeliveryPhase(rawValue: phase.rawValue)`: that compared strings on
        // every delivery.
        let deliveryPhase: DeliveryPhase
        switch phase {
        case .began: deliveryPhase = .began
        case .moved: deliveryPhase = .moved
        case .ended: deliveryPhase = .ended
        case .cancelled: deliveryPhase = .cancelled
        case .stationary: return
        }
        let ids = keys.map { touches[$0].id }
        var responder: Responder? = .view(view)
        while let current = responder {
            emit(
                .deliver(responder: responders.name(of: current), phase: deliveryPhase, touches: ids, delayed: delayed))
            if case .view(let v) = current, scene.views[v].control != nil {
                if controlConsumes(v, phase: phase, keys: keys) { return }
            } else if responders.handling(of: current) == .handle {
                return
            }
            responder = responders.next(after: current)
        }
    }
}

extension TouchPhase {
    /// The order of `touches…` calls within one delivery: began, moved, ended, cancelled.
    var deliveryRank: Int {
        switch self {
        case .began: return 0
        case .moved, .stationary: return 1
        case .ended: return 2
        case .cancelled: return 3
        }
    }
}
