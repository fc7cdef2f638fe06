/// One recognizer during a replay: its raw state, what the output has shown of it, its
/// touches and holds, and the host side of its logic (`RecognizerHost`).
///
/// The raw `state` follows UIKit's internal state, so a pending recognizer reads began or
/// ended (SEMANTICS §5.6); `displayState` is what `state` records have shown, which stays
/// possible while pending (conventions 1).
///
/// The frame loop's classes mark its mutable fields `@exclusivity(unchecked)`: the engine runs on one
/// thread and no access to them spans a call that could reach them again, so the run-time
/// checks (about 80 instructions per access, many per sample) cannot fire (docs/DECISIONS.md,
/// "Replay speed by code, not by flags").
final class RecognizerRuntime: RecognizerHost {
    let index: Int
    let spec: RecognizerSpec
    let logic: RecognizerLogic
    /// What its class adds to the arbiter's steps, if anything (`RecognizerClassHooks`).
    let hooks: RecognizerClassHooks?
    /// UIKit-private recognizers (the scroll view's delay recognizer) work like any other but
    /// print nothing of their own.
    let isHidden: Bool
    let isContinuous: Bool
    /// The arbiter that owns it: the property observers below keep its per-frame work lists.
    ///
    /// `unowned(unsafe)`, as is `context`: the arbiter holds its runtimes and the frame loop
    /// (the context) holds the arbiter, both for the whole replay, and a runtime is reached
    /// only through them, so neither can be gone while a runtime runs. A checked `unowned`
    /// reference paid a strong retain and a release at every use (`now`, requests, the
    /// property observers): about 11 M instructions on the benchmark's 1000-gesture session
    /// (issue 28 item 4, round 3).
    unowned(unsafe) let arbiter: GestureArbiter
    /// `arbiter` for the work lists' bookkeeping below (`state`, `transition`): a write
    /// through the `unowned(unsafe)` reference still copied it out as a strong one, a retain
    /// and a release (about 45 instructions) at each owed action and state change, 57 000 on
    /// the benchmark's 1000-gesture session (issue 28 item 4, round 10). Borrowed through
    /// `Unmanaged` instead; lifetime as for `arbiter`.
    private let unretainedArbiter: Unmanaged<GestureArbiter>
    /// The replay around it, for `RecognizerHost`.
    unowned(unsafe) let context: RecognizerContext
    /// The replay's touches, read in place by `touches`.
    let table: TouchTable
    let settings: Settings
    /// `settings`, shared (`RecognizerHost.sharedSettings`): made once with the runtime.
    let sharedSettings: SharedSettings
    let screenBounds: Rect
    let traceStartTime: Double
    /// `isEnabled`: the scene's, until a scene change sets it (SEMANTICS §2.12).
    @exclusivity(unchecked) var enabled: Bool

    @exclusivity(unchecked) var state: RecognizerState = .possible {
        didSet {
            let finishedNow = state.isFinished
            // Lets `resetFinished` skip its scan for finished non-participants when there
            // cannot be any.
            if !participating && finishedNow { withArbiter { $0.mayHaveIdleFinished = true } }
            if finishedNow != oldValue.isFinished {
                let index = index
                withArbiter { arbiter in
                    if finishedNow { arbiter.finished.insert(index) } else { arbiter.finished.remove(index) }
                }
            }
        }
    }
    @exclusivity(unchecked) var displayState: DisplayState = .possible
    /// Where the recognizer stands with the arbiter in this attempt, with what that standing
    /// carries: one value, changed only by `transition(to:)`, which checks the move.
    @exclusivity(unchecked) private(set) var standing: Standing = .undecided

    /// A recognizer's standing in the arbiter during one attempt, from its last reset to the
    /// next (SEMANTICS §5.5–§5.7, §6.4, §6.8). The raw `state` is UIKit's and is read by the
    /// logic; the standing is what the arbiter has decided about it.
    enum Standing: Equatable {
        /// Possible, failed, or finished without having been effective.
        case undecided
        /// Asked to leave possible and waits on failure requirements (SEMANTICS §5.6).
        /// `touchesEnded`: it asked for ended after began while it waited (a pending pan whose
        /// finger lifted), so it shows began then ended when it becomes effective.
        case pending(touchesEnded: Bool)
        /// Asked to leave possible with nothing to wait for: becomes effective in this update
        /// unless excluded (SEMANTICS §6.4, §6.8). `touchesEnded` as for `pending`.
        case candidate(touchesEnded: Bool)
        /// Became effective and sent at least one action in this attempt (SEMANTICS §0
        /// "announced"), until its reset. `owes`: the action owed for this event (changed,
        /// ended or cancelled), sent in the environment update (SEMANTICS §5.5).
        case announced(owes: DisplayState?)

        /// The legal moves:
        /// - undecided → pending or candidate, not yet ended (leaving possible, SEMANTICS §5.6);
        /// - pending or candidate → itself with its touches ended; pending → candidate with
        ///   the same (its requirements failed, SEMANTICS §6.3);
        /// - candidate → announced owing nothing (it becomes effective, SEMANTICS §6.8);
        /// - announced → announced owing any action, or none once sent (SEMANTICS §5.5);
        /// - anything → undecided (failure, SEMANTICS §6.3–§6.4, or reset, SEMANTICS §5.7).
        func canMove(to next: Standing) -> Bool {
            switch (self, next) {
            case (.undecided, .pending(false)), (.undecided, .candidate(false)):
                return true
            case (.pending(let was), .pending(let now)), (.candidate(let was), .candidate(let now)):
                return now || !was
            case (.pending(let was), .candidate(let now)):
                return was == now
            case (.candidate, .announced(nil)), (.announced, .announced):
                return true
            case (_, .undecided):
                return true
            default:
                return false
            }
        }

        var isPending: Bool {
            if case .pending = self { return true }
            return false
        }

        var isCandidate: Bool {
            if case .candidate = self { return true }
            return false
        }

        var isAnnounced: Bool {
            if case .announced = self { return true }
            return false
        }

        /// Pending or candidate, and its touches ended while it waited.
        var touchesEnded: Bool {
            switch self {
            case .pending(let ended), .candidate(let ended): return ended
            case .undecided, .announced: return false
            }
        }

        /// The action an announced recognizer owes, if any.
        var owedAction: DisplayState? {
            if case .announced(let owes) = self { return owes }
            return nil
        }
    }

    /// The one place the standing changes. An illegal move is a bug in the arbiter, never
    /// something input can cause, so it is checked in debug builds only. It also keeps the
    /// arbiter's per-frame work lists (see `GestureArbiter.pendingCount`). Inlined: it runs
    /// about twice per event for each announced recognizer (an action owed, then sent), and as
    /// a call it cost 2.6 M instructions on the benchmark's 1000-gesture session.
    @inline(__always) func transition(to next: Standing) {
        assert(standing.canMove(to: next), "\(spec.id): \(standing) → \(next)")
        let old = standing
        standing = next
        if case .announced(let wasOwed) = old, case .announced(let owed) = next {
            // The frequent move (an action owed, or sent), kept short.
            noteOwed(owed, was: wasOwed)
            return
        }
        if old.isPending != next.isPending {
            let change = next.isPending ? 1 : -1
            withArbiter { $0.pendingCount += change }
        }
        if old.isCandidate != next.isCandidate {
            let index = index
            let candidate = next.isCandidate
            withArbiter { arbiter in
                if candidate { arbiter.candidates.insert(index) } else { arbiter.candidates.remove(index) }
            }
        }
        noteOwed(next.owedAction, was: old.owedAction)
    }

    /// Runs `body` with the arbiter borrowed (`unretainedArbiter`), not retained.
    @inline(__always) private func withArbiter(_ body: (GestureArbiter) -> Void) {
        unretainedArbiter._withUnsafeGuaranteedRef(body)
    }

    /// The owed-action work lists: how many owe one, and those with no touches, which are not
    /// in the evaluation list but must still send it (SEMANTICS §5.5).
    @inline(__always) private func noteOwed(_ owed: DisplayState?, was: DisplayState?) {
        if owed != nil, !participating {
            let index = index
            withArbiter { $0.owedWithoutTouches.append(index) }
        }
        if (owed == nil) != (was == nil) {
            let change = owed == nil ? -1 : 1
            withArbiter { $0.owedCount += change }
        }
    }

    var announced: Bool { standing.isAnnounced }
    var isPending: Bool { standing.isPending }
    var isCandidate: Bool { standing.isCandidate }
    /// A pending or candidate recognizer that asked for ended after began (`Standing.pending`).
    var endedWhileWaiting: Bool { standing.touchesEnded }
    /// An action owed for a continuing recognizer, sent in the environment update (SEMANTICS §5.5).
    var owedAction: DisplayState? { standing.owedAction }

    // The fields below are not states of the attempt, so they are not part of `Standing`:
    // text, positions, counters and the replay's history, each with its own owner.

    /// The reason given with the request to leave possible, shown when it becomes effective.
    @exclusivity(unchecked) var requestReason: Reason = .unstated
    /// Touches received since the last reset and not ignored, in arrival order (SEMANTICS §4.1).
    @exclusivity(unchecked) var touchKeys: [Int] = []
    /// Whether it holds touch `key` (`touchKeys`), read in place.
    @inline(__always) func holds(_ key: Int) -> Bool { touchKeys.contains(key) }
    /// Whether it holds every one of an event's changed touches, and whether it holds any
    /// (`RecognizerDelivery`: a holder of all of them is handed the event's shared snapshots,
    /// a holder of some its own, SEMANTICS §2.4).
    @inline(__always) func holding(_ changed: [(key: Int, phase: TouchPhase)]) -> (all: Bool, any: Bool) {
        var all = true
        var any = false
        for (key, _) in changed {
            if holds(key) { any = true } else { all = false }
        }
        return (all, any)
    }
    /// Received a touch since the last reset: the "holding touches of this sequence" of
    /// SEMANTICS §6.2. Not a standing: it is independent of it, as a `script` recognizer may
    /// wait or announce with no touch at all (FORMAT §2.2), and a touched one may stand anywhere.
    @exclusivity(unchecked) var participating = false
    /// Position in evaluation order (SEMANTICS §4.5): the order recognizers were first collected.
    @exclusivity(unchecked) var evaluationSerial = 0
    /// How many withheld phases it currently holds (for the order-preserving hold, SEMANTICS §7.5).
    /// A count, not a standing: any standing may hold (SEMANTICS §7.3–§7.4). Kept by view
    /// delivery, which owns the holds; the arbiter reads it only to skip a `stopHolding`
    /// effect that would do nothing.
    @exclusivity(unchecked) var holdCount = 0
    /// Invalidates armed timers on reset or re-arm (SEMANTICS §5.7, §10.3).
    @exclusivity(unchecked) var timerGenerations = TimerGenerations()
    /// Timer tags armed with `armPersistentTimer`, which a reset leaves armed.
    @exclusivity(unchecked) var persistentTags: Set<Int> = []
    /// The reason of its latest state change (a SwiftUI recognizer's gestures fail with it).
    @exclusivity(unchecked) var lastStateReason: Reason = .unstated
    // The replay's history, for the `unused` records (SEMANTICS §4.3): set once, never reset,
    // so they outlive every attempt and are no standing.
    /// Received a touch at some point of the replay.
    @exclusivity(unchecked) var everReceivedTouch = false
    /// Showed a state change at some point of the replay.
    @exclusivity(unchecked) var everShownState = false
    /// Why a touch on its view's path first passed it by (SEMANTICS §4.3, §2.7), if one did.
    @exclusivity(unchecked) var firstRefusal: UnusedReason?

    init(
        index: Int, spec: RecognizerSpec, logic: RecognizerLogic, isHidden: Bool, arbiter: GestureArbiter,
        context: RecognizerContext
    ) {
        self.index = index
        self.spec = spec
        self.logic = logic
        hooks = logic as? RecognizerClassHooks
        self.isHidden = isHidden
        isContinuous = spec.kind.isContinuous
        self.arbiter = arbiter
        unretainedArbiter = Unmanaged.passUnretained(arbiter)
        self.context = context
        table = arbiter.touches
        settings = arbiter.scene.settings
        sharedSettings = SharedSettings(settings)
        screenBounds = Rect(x: 0, y: 0, width: arbiter.scene.screen.width, height: arbiter.scene.screen.height)
        traceStartTime = arbiter.traceStartTime
        enabled = spec.enabled
    }

    /// Enabled, in possible/began/changed and holding touches of this sequence (SEMANTICS §6.2, §5.7).
    /// A pending or candidate recognizer counts as active whatever its raw state, so chains of
    /// requirements (A waits for B, which waits for C) hold (SEMANTICS §6.3).
    var isActive: Bool {
        enabled && participating && (state == .possible || state.isActiveContinuous || isPending || isCandidate)
    }

    /// Can receive touches (SEMANTICS §2.4, §4.3): not finished. A pending recognizer whose raw state is
    /// ended counts as finished here (SEMANTICS §13 S6).
    @inline(__always) var canReceiveTouches: Bool {
        enabled && (state == .possible || state.isActiveContinuous)
    }

    /// Its requirements fail it only while it takes part (SwiftUI's, SWIFTUI §2.2;
    /// `RecognizerClassHooks`).
    var requirementsHoldOnlyWhileParticipating: Bool { hooks?.requirementsHoldOnlyWhileParticipating ?? false }

    /// The state printed for "recognized/ended" (SEMANTICS §5.1).
    var finalDisplay: DisplayState { isContinuous ? .ended : .recognized }

    // MARK: RecognizerHost

    var now: Double { context.now }

    var touches: [RecognizerTouch] {
        // Read in place from the touch table: copying whole `TouchRecord`s (three arrays
        // each) per key was a hot spot, as recognizers ask for this on every event.
        var result: [RecognizerTouch] = []
        result.reserveCapacity(touchKeys.count)
        for key in touchKeys where table.isAlive(key) {
            result.append(table[key].snapshot(phase: table[key].phase))
        }
        return result
    }

    func heldTouchLocation(_ key: Int) -> Point? {
        guard touchKeys.contains(key) else { return nil }
        return table.aliveLocation(key)
    }

    /// `heldTouchLocation` for each tracked touch, read in place from the touch table: one
    /// dynamic call per array rather than one per touch (issue 28 item 4, round 6).
    func refreshLocations(of tracked: inout [TrackedTouch]) {
        for i in tracked.indices {
            let key = tracked[i].key
            if touchKeys.contains(key), let location = table.aliveLocation(key) { tracked[i].location = location }
        }
    }

    /// `refreshLocations(of:)` and the delivered touches' locations in one pass: a tracked
    /// touch among `delivered` takes the last such touch's location (what `update(from:)`
    /// after the refresh leaves), any other the table's, as the refresh gives it. The same
    /// values as the two steps, for one walk of the tracked touches and no second uniqueness
    /// check (issue 28 item 4, round 8). Plain loops, no closure: a closure capturing the
    /// touch keys retained and released them at every call.
    func refreshLocations(of tracked: inout [TrackedTouch], then delivered: [RecognizerTouch]) {
        for i in tracked.indices {
            let key = tracked[i].key
            var j = delivered.count - 1
            while j >= 0, delivered[j].key != key { j -= 1 }
            if j >= 0 {
                tracked[i].location = delivered[j].location
            } else if touchKeys.contains(key), let location = table.aliveLocation(key) {
                tracked[i].location = location
            }
        }
    }

    var heldTouchCount: Int {
        var count = 0
        for key in touchKeys where table.isAlive(key) { count += 1 }
        return count
    }

    func request(_ requested: RequestedState, reason: Reason) {
        context.request(self, requested, reason: reason)
    }

    func armTimer(_ tag: Int, after delay: Double) {
        context.armTimer(self, tag: tag, due: now + max(0, delay), persistent: false)
    }

    func armPersistentTimer(_ tag: Int, at time: Double) {
        context.armTimer(self, tag: tag, due: time, persistent: true)
    }

    func cancelTimer(_ tag: Int) {
        timerGenerations[tag] += 1
    }

    func ignore(_ touchKey: Int) {
        context.ignore(touchKey, for: self)
    }

    func convertToView(_ point: Point) -> Point {
        context.convert(point, toView: spec.view)
    }
}
