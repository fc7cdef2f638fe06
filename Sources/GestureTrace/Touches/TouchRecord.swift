/// One UITouch for its whole life, with what each side has seen of it.
///
/// The hit-test view is fixed at began and never changes (SEMANTICS §1.1). The view-side
/// fields track delivery through the responder chain, including phases withheld by
/// recognizers (SEMANTICS §7) and touches cancelled for their view (SEMANTICS §7.1, §2.10).
struct TouchRecord {
    /// Engine serial, unique over the replay (finger ids may be reused).
    let key: Int
    let id: TouchID
    var phase: TouchPhase
    var location: Point
    var previousLocation: Point
    var timestamp: Double
    var previousTimestamp: Double
    let beganLocation: Point
    let tapCount: Int
    /// `UITouch.force` and `majorRadius`: the latest sample's values, 0 until a sample gives
    /// one (FORMAT §3.1); read by custom recognizers (docs/DECISIONS.md "Custom recognizers").
    var force = 0.0
    var majorRadius = 0.0
    /// The hit-test view, nil when nothing was hit (SEMANTICS §1.7).
    let view: Int?
    var alive: Bool
    /// `[key]` and `[id]`, built once with the touch: a delivery of this touch alone (most
    /// deliveries, SEMANTICS §2.5) names it with these instead of building the two arrays,
    /// an allocation and a free each, at every call (about 13 000 calls on the benchmark's
    /// 1000-gesture session, issue 28 item 4, round 9). The table forgets them with the
    /// touch, so they cost two small arrays per touch held.
    let keyList: [Int]
    let idList: [TouchID]

    /// How far the touch has got with its view.
    var viewState: ViewState
    /// Recognizers withholding the began phase from the view (SEMANTICS §7.3, §7.5).
    var beganHolders = HolderSet()
    /// Recognizers withholding the ended phase (SEMANTICS §7.4).
    var endedHolders = HolderSet()
    /// The frame in which the began was first withheld (releases in a later frame are
    /// `delayed` deliveries).
    var beganWithheldFrame: Int?
    /// The frame in which the ended was first withheld.
    var endedWithheldFrame: Int?
    /// The touch ended (or was cancelled) while its began was still withheld.
    var endedWhileDelayed = false
    var cancelledWhileDelayed = false
    /// The frame of the ended phase, once it came.
    var endedFrame: Int?
    /// The frame in which a released began was followed by a catch-up touchesMoved, so the
    /// same frame's own moved is not delivered twice.
    var followUpFrame: Int?

    enum ViewState: Equatable {
        /// Never delivered to views: no hit view, `multipleTouchEnabled` false, or exclusive
        /// touch (SEMANTICS §2.6, §2.7).
        case suppressed
        /// The began phase has not reached the view yet (withheld).
        case waiting
        /// The view has received began and nothing final yet.
        case tracking
        case ended
        /// Cancelled for the view (by a recognizer or an interrupt); nothing more reaches it.
        case cancelled
        /// The withheld began was discarded: the view never hears of this touch (SEMANTICS §7.3).
        case discarded

        /// Whether the view currently counts the touch as one it holds.
        var holdsView: Bool { self == .waiting || self == .tracking }
    }

    init(key: Int, id: TouchID, location: Point, time: Double, tapCount: Int, view: Int?, suppressed: Bool) {
        self.key = key
        self.id = id
        phase = .began
        self.location = location
        previousLocation = location
        timestamp = time
        previousTimestamp = time
        beganLocation = location
        self.tapCount = tapCount
        self.view = view
        alive = true
        keyList = [key]
        idList = [id]
        viewState = (suppressed || view == nil) ? .suppressed : .waiting
    }

    /// E4 for one of the event's own phases (SEMANTICS §2.3, §7): whether the view gets it
    /// now, updating what the view has seen. Withheld phases wait for their holders
    /// (SEMANTICS §7.3, §7.4); a moved already sent as a released began's catch-up in this
    /// frame is not sent twice; a touch cancelled or discarded for its view gets nothing more.
    /// Mutated in place in the touch table: a copy per touch and event retained its sets.
    mutating func freshPhaseReachesView(_ phase: TouchPhase, frame: Int) -> Bool {
        switch phase {
        case .began:
            guard viewState == .waiting, beganHolders.isEmpty else { return false }
            viewState = .tracking
            return true
        case .moved:
            return viewState == .tracking && followUpFrame != frame
        case .ended:
            endedFrame = frame
            if viewState == .waiting {
                endedWhileDelayed = true
            } else if viewState == .tracking, endedHolders.isEmpty {
                viewState = .ended
                return true
            }
            return false
        case .cancelled:
            if viewState == .tracking {
                viewState = .cancelled
                beganHolders.removeAll()
                endedHolders.removeAll()
                return true
            } else if viewState == .waiting {
                cancelledWhileDelayed = true
                viewState = .discarded
                beganHolders.removeAll()
                endedHolders.removeAll()
            }
            return false
        case .stationary:
            return false
        }
    }

    /// A new sample of the touch (SEMANTICS §2.1): the current location and time become the
    /// previous ones, and the sample's are current.
    @inline(__always) mutating func advance(to location: Point, at time: Double, phase: TouchPhase) {
        previousLocation = self.location
        previousTimestamp = timestamp
        self.location = location
        timestamp = time
        self.phase = phase
    }

    func snapshot(phase: TouchPhase) -> RecognizerTouch {
        RecognizerTouch(
            key: key, id: id, phase: phase, location: location, previousLocation: previousLocation,
            timestamp: timestamp, previousTimestamp: previousTimestamp, tapCount: tapCount, force: force,
            majorRadius: majorRadius)
    }
}
