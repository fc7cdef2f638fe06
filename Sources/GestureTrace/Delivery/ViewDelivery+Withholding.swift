/// Withheld phases (SEMANTICS §7.3–§7.7), in one place: which phases a recognizer withholds
/// as its touches arrive, what its failure, success or reset does to them, and when released
/// phases reach the views. The arbiter decides; these carry out its `ArbiterEffect`s.
extension ViewDelivery {
    /// Carries out one of the arbiter's decisions, in the order decided.
    func apply(_ effect: ArbiterEffect, recognizers: [RecognizerRuntime]) {
        switch effect {
        case .record(let body):
            log.emit(body)
        case .stopHolding(let r, let keys):
            stopHolding(recognizers[r], keys)
        case .stopHoldingTouch(let r, let key):
            unhold(recognizers[r], key, by: .ignore)
        case .takeOverTouches(let r, let keys, let cancels):
            takeOver(recognizers[r], keys, cancelsTouchesInView: cancels)
        }
    }

    /// The phases a recognizer that has not announced withholds from this event, before its
    /// logic sees them: began with `delaysTouchesBegan` (SEMANTICS §7.3), ended with
    /// `delaysTouchesEnded` (SEMANTICS §7.4). SEMANTICS §7.5: a recognizer already withholding
    /// a phase withholds new begans too, unless the scene asks for the Event Handling Guide's
    /// sequence.
    func withhold(_ r: RecognizerRuntime, began: [RecognizerTouch], ended: [RecognizerTouch]) {
        let preserveOrder = r.holdCount > 0 && settings.orderPreservingHold
        for t in began where r.spec.delaysTouchesBegan || preserveOrder {
            hold(r, t.key, began: true)
        }
        if r.spec.delaysTouchesEnded {
            for t in ended { hold(r, t.key, began: false) }
        }
    }

    // MARK: Holding

    /// The recognizer withholds a phase of the touch from its view.
    private func hold(_ r: RecognizerRuntime, _ key: Int, began: Bool) {
        // In place, and holders as sets: thousands of recognizers may hold one touch, and a
        // copy or a linear search per holder made that quadratic (issue 13).
        let viewState = touches[key].viewState
        guard viewState == .waiting || viewState == .tracking else { return }
        if began {
            guard viewState == .waiting, touches[key].beganHolders.insert(r.index) else { return }
            if touches[key].beganWithheldFrame == nil { touches[key].beganWithheldFrame = log.frame }
        } else {
            guard touches[key].endedHolders.insert(r.index) else { return }
            if touches[key].endedWithheldFrame == nil { touches[key].endedWithheldFrame = log.frame }
        }
        r.holdCount += 1
    }

    /// How a recognizer came to let go of a touch's phases.
    private enum LetGo {
        /// Its failure, cancel, end or reset (`ArbiterEffect.stopHolding`).
        case stop
        /// `ignore(_:for:)` (`ArbiterEffect.stopHoldingTouch`).
        case ignore
        /// It became effective (`ArbiterEffect.takeOverTouches`).
        case takeOver
    }

    /// The recognizer stops withholding anything for one touch; the phase is released once
    /// no holder is left (SEMANTICS §7.6). The holder that empties a phase's set is that
    /// phase's releaser, kept for the delivery that releases it (`WithheldRelease`).
    private func unhold(_ r: RecognizerRuntime, _ key: Int, by letGo: LetGo) {
        var removed = 0
        if touches[key].beganHolders.remove(r.index) {
            removed += 1
            if touches[key].beganHolders.isEmpty { releases[key, default: (nil, nil)].began = release(by: r, letGo) }
        }
        if touches[key].endedHolders.remove(r.index) {
            removed += 1
            if touches[key].endedHolders.isEmpty { releases[key, default: (nil, nil)].ended = release(by: r, letGo) }
        }
        guard removed > 0 else { return }
        r.holdCount = max(0, r.holdCount - removed)
        releaseQueue.append(key)
    }

    /// `r`'s letting go as a typed fact. The arbiter's effects are carried out right after the
    /// call that decided them, so `r`'s shown state and reason are still the ones that made
    /// it let go: failed or cancelled with its reason, possible after a reset.
    private func release(by r: RecognizerRuntime, _ letGo: LetGo) -> WithheldRelease {
        let cause: WithheldRelease.Cause
        switch letGo {
        case .ignore: cause = .ignored
        case .takeOver: cause = .recognized
        case .stop:
            switch r.displayState {
            case .failed: cause = .failed(r.lastStateReason)
            case .cancelled: cause = .cancelled(r.lastStateReason)
            case .possible: cause = .reset
            case .began, .changed, .ended, .recognized: cause = .recognized
            }
        }
        // The only hidden runtimes are the scroll views' delay recognizers (SEMANTICS §9.4.1).
        let delayOf = r.isHidden ? live.scene.views[r.spec.view].id : nil
        return WithheldRelease(recognizer: r.spec.id, contentTouchDelayOf: delayOf, cause: cause)
    }

    /// The recognizer stops withholding every phase it holds for `keys` (failure, reset,
    /// SEMANTICS §7.3, §7.4).
    private func stopHolding(_ r: RecognizerRuntime, _ keys: [Int]) {
        guard r.holdCount > 0 else { return }
        for key in keys { unhold(r, key, by: .stop) }
        r.holdCount = 0
    }

    // MARK: A recognizer becomes effective (SEMANTICS §7.1–§7.4)

    /// With cancelsTouchesInView, touches its views have received get touchesCancelled (one
    /// call per view) and withheld begans are discarded; without it, a withheld ended is
    /// released now and a withheld began is discarded (SEMANTICS §7.3).
    private func takeOver(_ w: RecognizerRuntime, _ keys: [Int], cancelsTouchesInView: Bool) {
        var cancels: [(key: Int, phase: TouchPhase, delayed: Bool)] = []
        // Each record changed in place in the table: a copy out and back retained and released
        // its arrays (issue 28 item 4, round 11).
        for key in keys {
            switch touches[key].viewState {
            case .tracking where cancelsTouchesInView:
                cancels.append((key, .cancelled, false))
                touches[key].viewState = .cancelled
                touches[key].beganHolders.removeAll()
                touches[key].endedHolders.removeAll()
            case .waiting where cancelsTouchesInView || touches[key].beganHolders.contains(w.index):
                touches[key].viewState = .discarded
                touches[key].beganHolders.removeAll()
                touches[key].endedHolders.removeAll()
            default:
                unhold(w, key, by: .takeOver)
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
    ///
    /// Inlined, so the usual answer, nothing released, costs no call: it is asked twice a
    /// frame (issue 28 item 4, round 7).
    @inline(__always) func flushReleases() {
        if !releaseQueue.isEmpty { deliverReleases() }
    }

    /// `flushReleases` when a phase was released.
    private func deliverReleases() {
        var keys: [Int] = []
        for key in releaseQueue where !keys.contains(key) { keys.append(key) }
        releaseQueue.removeAll()
        // Each released phase remembers the frame it was withheld in: releases reach the views
        // in that order, so a reused finger id's old ended precedes the new touch's began.
        var released: [(key: Int, phase: TouchPhase, since: Int, by: WithheldRelease?)] = []
        // Each record read and changed in place in the table: a copy out and back retained and
        // released its arrays (issue 28 item 4, round 11).
        for key in keys {
            // Taken whether or not a phase is delivered now: a phase released in the frame it
            // was withheld in reaches the view as a fresh delivery (E4), which names no releaser.
            let by = releases.removeValue(forKey: key)
            if touches[key].viewState == .waiting, touches[key].beganHolders.isEmpty {
                if touches[key].cancelledWhileDelayed || (!touches[key].alive && touches[key].phase == .cancelled) {
                    // SEMANTICS §2.8: a touch cancelled while its began was withheld produces nothing,
                    // even when the cancel made the holder fail and let go.
                    touches[key].viewState = .discarded
                } else if let f = touches[key].beganWithheldFrame, f < log.frame {
                    released.append((key, .began, f, by?.began))
                    touches[key].viewState = .tracking
                    if settings.delayedBeganFollowUpMoved, touches[key].location != touches[key].beganLocation {
                        released.append((key, .moved, f, by?.began))
                        touches[key].followUpFrame = log.frame
                    }
                    // An ended that came while the began was withheld goes with it, released by
                    // whichever let go of it last (the began's releaser if nothing withheld it).
                    if touches[key].endedWhileDelayed, touches[key].endedHolders.isEmpty,
                        let e = touches[key].endedFrame, e < log.frame
                    {
                        released.append((key, .ended, e, by?.ended ?? by?.began))
                        touches[key].viewState = .ended
                    }
                }
            } else if touches[key].viewState == .tracking, !touches[key].alive, touches[key].phase == .ended,
                touches[key].endedHolders.isEmpty,
                let f = touches[key].endedWithheldFrame ?? touches[key].endedFrame, f < log.frame,
                touches[key].endedWhileDelayed || touches[key].endedWithheldFrame != nil
            {
                released.append((key, .ended, f, by?.ended))
                touches[key].viewState = .ended
            }
        }
        released.sort { a, b in
            if a.since != b.since { return a.since < b.since }
            if a.phase != b.phase { return a.phase.deliveryRank < b.phase.deliveryRank }
            return touches[a.key].id < touches[b.key].id
        }
        deliverInOrder(released.map { ($0.key, $0.phase, $0.by) })
    }
}
