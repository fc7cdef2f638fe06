/// One recognizer during a replay: its raw state, what the output has shown of it, its
/// touches and holds, and the host side of its logic (`RecognizerHost`).
///
/// The raw `state` follows UIKit's internal state, so a pending recognizer reads began or
/// ended (SEMANTICS §5.6); `displayState` is what `state` records have shown, which stays
/// possible while pending (conventions 1).
final class RecognizerRuntime: RecognizerHost {
    let index: Int
    let spec: RecognizerSpec
    let logic: RecognizerLogic
    /// UIKit-private recognizers (the scroll view's delay recognizer) work like any other but
    /// print nothing of their own.
    let isHidden: Bool
    let isContinuous: Bool
    unowned let simulator: Simulator

    var state: RecognizerState = .possible {
        didSet {
            // Lets `resetFinished` skip its scan for finished non-participants when there
            // cannot be any.
            if !participating && state.isFinished { simulator.mayHaveIdleFinished = true }
            if state.isFinished != oldValue.isFinished {
                if state.isFinished { simulator.finished.insert(index) } else { simulator.finished.remove(index) }
            }
        }
    }
    var displayState: DisplayState = .possible
    /// Sent at least one action in this attempt (SEMANTICS §0 "announced").
    var announced = false
    /// Asked to leave possible and waits on failure requirements (SEMANTICS §5.6).
    var isPending = false {
        didSet { if isPending != oldValue { simulator.pendingCount += isPending ? 1 : -1 } }
    }
    /// Asked to leave possible with nothing to wait for: becomes effective in this update
    /// unless excluded (SEMANTICS §6.4, §6.8).
    var isCandidate = false {
        didSet {
            if isCandidate != oldValue {
                if isCandidate { simulator.candidates.insert(index) } else { simulator.candidates.remove(index) }
            }
        }
    }
    /// A pending or candidate recognizer that asked for ended after began (e.g. a pending pan
    /// whose finger lifted): it shows began then ended when it becomes effective.
    var endedWhileWaiting = false
    /// The reason given with the request to leave possible, shown when it becomes effective.
    var requestReason = ""
    /// Touches received since the last reset and not ignored, in arrival order (SEMANTICS §4.1).
    var touchKeys: [Int] = []
    /// Received a touch since the last reset: the "holding touches of this sequence" of SEMANTICS §6.2.
    var participating = false
    /// Position in evaluation order (SEMANTICS §4.5): the order recognizers were first collected.
    var evaluationSerial = 0
    /// How many withheld phases it currently holds (for the order-preserving hold, SEMANTICS §7.5).
    var holdCount = 0
    /// Invalidates armed timers on reset or re-arm (SEMANTICS §5.7, §10.3).
    var timerGenerations: [Int: Int] = [:]
    /// Timer tags armed with `armPersistentTimer`, which a reset leaves armed.
    var persistentTags: Set<Int> = []
    /// An action owed for a continuing recognizer, sent in the environment update (SEMANTICS §5.5).
    var owedAction: DisplayState? {
        didSet {
            // Not in the evaluation list: remembered so the update still sends it (SEMANTICS §5.5).
            if owedAction != nil, !participating { simulator.owedWithoutTouches.append(index) }
            if (owedAction == nil) != (oldValue == nil) { simulator.owedCount += owedAction == nil ? -1 : 1 }
        }
    }
    /// The reason of its latest state change (a SwiftUI recognizer's gestures fail with it).
    var lastStateReason = ""
    /// Received a touch at some point of the replay (for `unused` records, SEMANTICS §4.3).
    var everReceivedTouch = false
    /// Showed a state change at some point of the replay.
    var everShownState = false
    /// Why a touch on its view's path first passed it by (SEMANTICS §4.3, §2.7), if one did.
    var firstRefusal: String?

    init(index: Int, spec: RecognizerSpec, logic: RecognizerLogic, isHidden: Bool, simulator: Simulator) {
        self.index = index
        self.spec = spec
        self.logic = logic
        self.isHidden = isHidden
        isContinuous = spec.kind.isContinuous
        self.simulator = simulator
    }

    /// Enabled, in possible/began/changed and holding touches of this sequence (SEMANTICS §6.2, §5.7).
    /// A pending or candidate recognizer counts as active whatever its raw state, so chains of
    /// requirements (A waits for B, which waits for C) hold (SEMANTICS §6.3).
    var isActive: Bool {
        spec.enabled && participating && (state == .possible || state.isActiveContinuous || isPending || isCandidate)
    }

    /// Can receive touches (SEMANTICS §2.4, §4.3): not finished. A pending recognizer whose raw state is
    /// ended counts as finished here (SEMANTICS §13 S6).
    var canReceiveTouches: Bool {
        spec.enabled && (state == .possible || state.isActiveContinuous)
    }

    /// A SwiftUI recognizer (SWIFTUI §2): its static requirements matter only while it takes part.
    var isSwiftUI: Bool {
        switch spec.kind {
        case .swiftUI, .swiftUIHost: return true
        default: return false
        }
    }

    /// The state printed for "recognized/ended" (SEMANTICS §5.1).
    var finalDisplay: DisplayState { isContinuous ? .ended : .recognized }

    // MARK: RecognizerHost

    var now: Double { simulator.now }
    var settings: Settings { simulator.scene.settings }
    var screenBounds: Rect {
        Rect(x: 0, y: 0, width: simulator.scene.screen.width, height: simulator.scene.screen.height)
    }
    var traceStartTime: Double { simulator.traceStartTime }

    var touches: [RecognizerTouch] {
        // Read in place from the simulator's table: copying whole `TouchRecord`s (three
        // arrays each) per key was a hot spot, as recognizers ask for this on every event.
        let all = simulator.touches
        var result: [RecognizerTouch] = []
        result.reserveCapacity(touchKeys.count)
        for key in touchKeys where key >= 0 && key < all.count && all[key].alive {
            result.append(all[key].snapshot(phase: all[key].phase))
        }
        return result
    }

    func request(_ requested: RequestedState, reason: String) {
        simulator.handleRequest(self, requested, reason: reason)
    }

    func armTimer(_ tag: Int, after delay: Double) {
        simulator.armTimer(self, tag: tag, due: now + max(0, delay), persistent: false)
    }

    func armPersistentTimer(_ tag: Int, at time: Double) {
        simulator.armTimer(self, tag: tag, due: time, persistent: true)
    }

    func cancelTimer(_ tag: Int) {
        timerGenerations[tag, default: 0] += 1
    }

    func ignore(_ touchKey: Int) {
        simulator.ignore(touchKey, for: self)
    }

    func convertToView(_ point: Point) -> Point {
        simulator.geometry.fromWindow(point, to: spec.view, in: simulator.scene) ?? point
    }
}
