/// Delivery to views, E4 of SEMANTICS §2.3: the event's own phases (skipping withheld ones,
/// SEMANTICS §7), cancels (SEMANTICS §7.1), released phases, grouped per view (SEMANTICS §2.5)
/// and passed along the responder chain (SEMANTICS §3), where controls consume what they track
/// (SEMANTICS §3.3, §9.1) and lists select their cells (SEMANTICS §9.5). Withheld phases are in `ViewDelivery+Withholding.swift`.
///
/// The frame loop's classes mark its mutable fields `@exclusivity(unchecked)`: the engine runs on one
/// thread and no access to them spans a call that could reach them again, so the run-time
/// checks (about 80 instructions per access, many per sample) cannot fire (docs/DECISIONS.md,
/// "Replay speed by code, not by flags").
final class ViewDelivery {
    /// The scene as it is now (`LiveScene`, SEMANTICS §2.12, §2.13).
    let live: LiveScene
    var scene: Scene { live.scene }
    let settings: Settings
    let touches: TouchTable
    let responders: ResponderChain
    let log: RecordLog
    @exclusivity(unchecked) var controls: ControlTracker
    /// Tables' and collection views' cell highlighting and selection (SEMANTICS §9.5).
    @exclusivity(unchecked) var cells: CellSelection
    /// Touches whose withheld phase may be released at the end of this update.
    @exclusivity(unchecked) var releaseQueue: [Int] = []
    /// The recognizer that let go last of each queued touch's began and ended
    /// (`WithheldRelease`); emptied by each `flushReleases`, so it holds only this update's.
    @exclusivity(unchecked) var releases: [Int: (began: WithheldRelease?, ended: WithheldRelease?)] = [:]

    /// Whether view delivery names no touch by its key: no withheld phase waits to be
    /// released (nor its releaser), no control and no list tracks a touch
    /// (`FrameLoop.forgetFinishedTouches`).
    var namesNoTouch: Bool {
        releaseQueue.isEmpty && releases.isEmpty && !controls.states.isTrackingAnyTouch
            && !cells.isTrackingAnyTouch
    }

    init(live: LiveScene, touches: TouchTable, responders: ResponderChain, controls: ControlTracker, log: RecordLog) {
        self.live = live
        settings = live.scene.settings
        self.touches = touches
        self.responders = responders
        self.controls = controls
        self.log = log
        cells = CellSelection(live: live, touches: touches, log: log)
    }

    /// Delivers released phases in the given order, merging neighbours for the same view and
    /// phase into one call (releases, whose order is chronological, SEMANTICS §7.6); a merged
    /// call names its first touch's releaser.
    func deliverInOrder(_ entries: [(key: Int, phase: TouchPhase, by: WithheldRelease?)]) {
        var i = 0
        while i < entries.count {
            guard let view = touches[entries[i].key].view else { i += 1; continue }
            var keys = [entries[i].key]
            var j = i + 1
            while j < entries.count, touches[entries[j].key].view == view, entries[j].phase == entries[i].phase {
                keys.append(entries[j].key)
                j += 1
            }
            deliverToChain(view: view, phase: entries[i].phase, keys: keys, delayed: true, releasedBy: entries[i].by)
            i = j
        }
    }

    // MARK: E4

    /// The event's own phases to the views, skipping withheld phases, touches cancelled for
    /// their view and touches no view receives (SEMANTICS §2.3 E4, §2.5).
    func deliverToViews(_ changed: [(key: Int, phase: TouchPhase)]) {
        let frame = log.frame
        // The usual event (one finger) without the batch array `deliverBatch` would take
        // apart again: the same call it makes for a batch of one.
        if changed.count == 1 {
            let (key, phase) = changed[0]
            if touches[key].freshPhaseReachesView(phase, frame: frame), let view = touches[key].view {
                deliverToChain(view: view, phase: phase, keys: touches[key].keyList, delayed: false)
            }
            return
        }
        var batch: [(key: Int, phase: TouchPhase, delayed: Bool)] = []
        for (key, phase) in changed where touches[key].freshPhaseReachesView(phase, frame: frame) {
            batch.append((key, phase, false))
        }
        deliverBatch(batch)
    }

    /// Groups deliveries per hit-test view (views ordered by the smallest finger id they
    /// hold, SEMANTICS §2.5), one call per phase in the order began, moved, ended, cancelled; delayed
    /// deliveries of a phase before fresh ones.
    func deliverBatch(_ batch: [(key: Int, phase: TouchPhase, delayed: Bool)]) {
        guard !batch.isEmpty else { return }
        // One delivery (the usual event: one finger moving) has nothing to group or order.
        if batch.count == 1 {
            if let view = touches[batch[0].key].view {
                deliverToChain(
                    view: view, phase: batch[0].phase, keys: touches[batch[0].key].keyList, delayed: batch[0].delayed)
            }
            return
        }
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
            for phase in Self.phaseOrder {
                for delayed in Self.delayedFirst {
                    // Most of the eight (phase, delayed) slots are empty: look before building.
                    guard
                        batch.contains(where: {
                            $0.phase == phase && $0.delayed == delayed && touches[$0.key].view == view
                        })
                    else { continue }
                    // The slot's keys in batch order, then by finger id: the same sort as
                    // `filter`, `map` and `sorted` gave, in one array instead of three.
                    var keys: [Int] = []
                    for entry in batch
                    where touches[entry.key].view == view && entry.phase == phase && entry.delayed == delayed {
                        keys.append(entry.key)
                    }
                    if keys.count > 1 { keys.sort { touches[$0].id < touches[$1].id } }
                    if !keys.isEmpty { deliverToChain(view: view, phase: phase, keys: keys, delayed: delayed) }
                }
            }
        }
    }

    /// The phases of one view's calls, in order (SEMANTICS §2.5), and delayed deliveries
    /// before fresh ones: kept once, as array literals in the loops above were built at every
    /// event of several touches (issue 28 item 4, round 9).
    private static let phaseOrder: [TouchPhase] = [.began, .moved, .ended, .cancelled]
    private static let delayedFirst = [true, false]

    /// Calls the phase's `touches…` method on the hit-test view and follows the responder
    /// chain while responders forward (SEMANTICS §3.2); a UIControl consumes what it tracks (SEMANTICS §3.3).
    func deliverToChain(
        view: Int, phase: TouchPhase, keys: [Int], delayed: Bool, releasedBy: WithheldRelease? = nil
    ) {
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
        // One touch (most calls): the touch's own `[id]`, built once with it (`TouchRecord.idList`).
        // Several: built at its final size (`map` grew it from empty, an allocation and a
        // regrowth per call; issue 28 item 4, round 8).
        var ids: [TouchID]
        if keys.count == 1 {
            ids = touches[keys[0]].idList
        } else {
            ids = []
            ids.reserveCapacity(keys.count)
            for key in keys { ids.append(touches[key].id) }
        }
        var responder: Responder? = .view(view)
        while let current = responder {
            log.emitDelivery(
                responder: responders.name(of: current), phase: deliveryPhase, touches: ids, delayed: delayed,
                releasedBy: releasedBy)
            // `live.scene` read in place: the `scene` property hands out a copy.
            if case .view(let v) = current, live.scene.views[v].control != nil {
                if controls.consumes(v, phase: phase, keys: keys) { return }
            } else if case .view(let v) = current, live.scene.views[v].list != nil {
                // A table or collection view highlights and selects the cell (SEMANTICS §9.5),
                // then behaves as its `touches` says.
                cells.handle(list: v, phase: phase, keys: keys)
                if responders.handling(of: current) == .handle { return }
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
