/// E2 of SEMANTICS §2.3: each event's touches reach recognizers before views.
extension Simulator {
    /// Delivers this event's changed touches to every recognizer that receives them, in
    /// evaluation order (SEMANTICS §4.5): touchesBegan, then Moved, Ended, Cancelled, each with only that
    /// recognizer's touches of the phase (SEMANTICS §2.4). Withheld phases are decided first (SEMANTICS §7.3–§7.5);
    /// afterwards the automatic began → changed of SEMANTICS §5.4 applies.
    func deliverToRecognizers(_ changed: [(key: Int, phase: TouchPhase)]) {
        guard !changed.isEmpty else { return }
        // The whole event's snapshots per phase, built once. A recognizer holding every
        // changed touch (the usual case) is handed these shared arrays; only one holding a
        // subset gets arrays of its own. Snapshots read location and time, which nothing
        // changes while recognizers run, so sharing them gives the same values.
        var allBegan: [RecognizerTouch] = []
        var allMoved: [RecognizerTouch] = []
        var allEnded: [RecognizerTouch] = []
        var allCancelled: [RecognizerTouch] = []
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
        for index in evaluationList {
            let r = recognizers[index]
            guard r.canReceiveTouches else { continue }
            var began: [RecognizerTouch] = []
            var moved: [RecognizerTouch] = []
            var ended: [RecognizerTouch] = []
            var cancelled: [RecognizerTouch] = []
            var holdsAll = true
            var holdsAny = false
            for (key, _) in changed {
                if r.touchKeys.contains(key) { holdsAny = true } else { holdsAll = false }
            }
            guard holdsAny else { continue }
            if holdsAll {
                began = allBegan
                moved = allMoved
                ended = allEnded
                cancelled = allCancelled
            } else {
                for (key, phase) in changed where r.touchKeys.contains(key) {
                    let snapshot = touches[key].snapshot(phase: phase)
                    switch phase {
                    case .began: began.append(snapshot)
                    case .moved: moved.append(snapshot)
                    case .ended: ended.append(snapshot)
                    case .cancelled: cancelled.append(snapshot)
                    case .stationary: break
                    }
                }
            }
            if began.isEmpty && moved.isEmpty && ended.isEmpty && cancelled.isEmpty { continue }
            let wasBegan = r.announced && r.state == .began
            let wasChanged = r.announced && r.state == .changed
            if !r.announced {
                // SEMANTICS §7.5: a recognizer already withholding a phase withholds new begans
                // too, unless the scene asks for the Event Handling Guide's sequence.
                let preserveOrder = r.holdCount > 0 && scene.settings.orderPreservingHold
                for t in began where r.spec.delaysTouchesBegan || preserveOrder {
                    hold(r, t.key, began: true)
                }
                if r.spec.delaysTouchesEnded {
                    for t in ended { hold(r, t.key, began: false) }
                }
            }
            if !began.isEmpty, r.canReceiveTouches { r.logic.touchesBegan(began, host: r) }
            if !moved.isEmpty, r.canReceiveTouches { r.logic.touchesMoved(moved, host: r) }
            if !ended.isEmpty, r.canReceiveTouches { r.logic.touchesEnded(ended, host: r) }
            if !cancelled.isEmpty, r.canReceiveTouches { r.logic.touchesCancelled(cancelled, host: r) }
            // SEMANTICS §5.4: a recognizer whose began was announced moves to changed on its next event;
            // SEMANTICS §5.5: a changed recognizer sends one changed action per event with its touches.
            // Only events that move its touches count: a pinch or rotation whose one finger
            // lifts stays changed with no update (SEMANTICS §13 S17 at 0.150), and a new finger joining
            // a pan is not a change.
            if r.announced, r.owedAction == nil, !moved.isEmpty {
                if wasBegan, r.state == .began {
                    r.state = .changed
                    showState(r, .changed, reason: "next event after began")
                    r.owedAction = .changed
                } else if wasChanged || wasBegan, r.state == .changed {
                    r.owedAction = .changed
                }
            }
        }
    }

    /// `ignore(_:for:)` (SEMANTICS §7.7): the recognizer forgets the touch, releases what it withheld for
    /// it, and will never cancel it in the view.
    func ignore(_ key: Int, for r: RecognizerRuntime) {
        guard let position = r.touchKeys.firstIndex(of: key) else { return }
        r.touchKeys.remove(at: position)
        unhold(r, key)
    }
}
