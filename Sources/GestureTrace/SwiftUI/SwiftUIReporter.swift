/// Turns a recognizer's gesture tree into output (SWIFTUI §8.3): `swiftuiPhase` records for
/// every named part whose phase changed, and the callbacks of each modifier and of each
/// composite part that carries its own (SWIFTUI §3.4; §3.2 rule 9: a part's fire for the part's
/// value, under the part's id, children before their composite):
///
/// - `updating` runs when the gesture has a value (possible with a value, or active) that
///   differs from the last one it saw; it never runs at the end (rule 12, D26);
/// - `onChanged` runs on each new value while active (rule 14, D28);
/// - `onEnded` runs only when it ends successfully (rule 13, D25); a Button's `action` too;
/// - `onPressingChanged` reports the long press's pressing flag (rule 15, D6);
/// - the `@GestureState` resets when the gesture ends *or* fails or is cancelled, if
///   `updating` changed it (rules 12, 13).
///
/// `updating` is printed before `onChanged` in one frame: re-implementations apply them in
/// modifier order, and the real order is unmeasured (rule 16 ⚠).
///
/// Where the release does not call a `LongPressGesture`'s `updating` (iOS 18.0–18.2,
/// `settings.swiftuiLongPressUpdating` false, IOSRelease), a long press's `updating` never
/// runs, so its `@GestureState` never changes and no reset is reported.
struct SwiftUIReporter {
    /// `settings.swiftuiLongPressUpdating`.
    private var longPressUpdating = true
    /// Last printed phase per tree node.
    private var reported: [Int: SwiftUIPhase] = [:]
    private var lastUpdating: [Int: SwiftUIValue] = [:]
    private var lastChanged: [Int: SwiftUIValue] = [:]
    private var pressing: Set<Int> = []
    private var stateWritten: Set<Int> = []
    /// A pause was printed and nothing changed since.
    private var pauseNoted = false
    /// Per node, the last "held:"/"paused:" reason printed.
    private var noted: [Int: Reason] = [:]

    /// How the UIKit side lets the tree be seen.
    enum Gate {
        case open
        /// Waiting for higher-priority recognizers to fail: nothing runs (rule 10).
        case paused([SwiftUIWait])
        /// UIKit failed or cancelled the recognizer: every unfinished part fails.
        case failed(Reason)
    }

    init(longPressUpdating: Bool = true) {
        self.longPressUpdating = longPressUpdating
    }

    mutating func reset() { self = SwiftUIReporter(longPressUpdating: longPressUpdating) }

    mutating func flush(
        _ tree: SwiftUIGestureTree, gate: Gate, emit: (Record.Body) -> Void
    ) {
        let order = tree.labelledPostOrder()
        if case .paused(let why) = gate {
            guard let root = tree.root,
                let label = tree.nodes[root].label ?? order.last.flatMap({ tree.nodes[$0].label })
            else { return }
            let wants = order.contains { n in
                let p = tree.nodes[n].phase
                return p.name != (reported[n] ?? .possible(nil)).name || (p.value != nil && !p.isTerminal)
            }
            if wants && !pauseNoted {
                pauseNoted = true
                emit(.swiftuiPhase(gesture: label, from: .possible, to: .possible, reason: .swiftUIPaused(why)))
            }
            return
        }
        pauseNoted = false
        let finished = tree.rootPhase?.isTerminal ?? false
        let rootName = tree.root.map { tree.nodes[$0].name }
        for n in order {
            let node = tree.nodes[n]
            let before = reported[n] ?? .possible(nil)
            var target = node.phase
            var reason = node.reason
            // The whole gesture finished: a part still possible will never get another event
            // in this attempt, so it fails (and its @GestureState resets).
            if finished, !target.isTerminal {
                target = .failed
                reason = .swiftUIWholeGestureFinished(root: rootName)
            }
            if case .failed(let why) = gate, !before.isTerminal {
                if !target.isFailed { reason = why }
                target = .failed
            }
            if before.isTerminal { continue }
            if target.name != before.name, let label = node.label {
                emit(.swiftuiPhase(gesture: label, from: before.name, to: target.name, reason: reason))
            } else if case .possible = target, reason.isSwiftUIHold,
                noted[n] != reason, let label = node.label
            {
                // A dependency holds the part (SWIFTUI §3.3): say so once.
                noted[n] = reason
                emit(.swiftuiPhase(gesture: label, from: .possible, to: .possible, reason: reason))
            }
            reported[n] = target
            if let spec = node.callbacks {
                let updates = longPressUpdating || !tree.isLongPress(n)
                callbacks(n, spec, target, updates: updates, emit)
            }
        }
    }

    private mutating func callbacks(
        _ n: Int, _ spec: SwiftUIGestureTree.Callbacks, _ phase: SwiftUIPhase, updates: Bool,
        _ emit: (Record.Body) -> Void
    ) {
        let id = spec.id
        let has = spec.names
        if let v = phase.value, !phase.isTerminal {
            if has.contains(.updating), updates, lastUpdating[n] != v {
                lastUpdating[n] = v
                emit(.swiftuiCallback(gesture: id, callback: "updating", value: v))
                stateWritten.insert(n)
            }
            if has.contains(.onPressingChanged), phase.value == .bool(true), !pressing.contains(n) {
                pressing.insert(n)
                emit(.swiftuiCallback(gesture: id, callback: "onPressingChanged", value: .bool(true)))
            }
        }
        if case .active(let v) = phase, has.contains(.onChanged), lastChanged[n] != v {
            lastChanged[n] = v
            emit(.swiftuiCallback(gesture: id, callback: "onChanged", value: v))
        }
        guard phase.isTerminal else { return }
        if pressing.contains(n) {
            pressing.remove(n)
            emit(.swiftuiCallback(gesture: id, callback: "onPressingChanged", value: .bool(false)))
        }
        if case .ended(let v) = phase {
            if has.contains(.onEnded) { emit(.swiftuiCallback(gesture: id, callback: "onEnded", value: v)) }
            if has.contains(.action) { emit(.swiftuiCallback(gesture: id, callback: "action", value: .null)) }
        }
        if stateWritten.contains(n), let state = spec.gestureState {
            stateWritten.remove(n)
            emit(.gestureStateReset(gesture: id, state: state))
        }
    }
}
