/// Checks that a sequence of events is a possible life of touches (FORMAT §3.1–3.2).
///
/// A touch id is listed at most once per event; `began` needs an id not alive, every other
/// phase an id that is; `ended`/`cancelled` free the id for reuse, and an interrupt ends every
/// alive touch. At most `maxAlive` touches may be down at once.
struct TouchLifecycle {
    /// Locates errors. Replaced per event when events are streamed (`EventStream`).
    var context: DecodingContext
    /// The limit on touches alive at once.
    static let maxAlive = 1000
    /// No valid event lists more touches than this. Its ids are distinct; those not beginning
    /// must be down before it (at most `maxAlive`), and each `began` needs fewer than
    /// `maxAlive` down, which only the event's own ends make room for: at most `maxAlive`
    /// began, so at most `2 × maxAlive` touches. Checking touch by touch therefore finds an
    /// event's first error within its first `maxPerEvent + 1` touches (issue 25).
    static let maxPerEvent = 2 * maxAlive
    /// The touches down.
    var alive = TouchIDSet()
    /// Ids listed so far in the current event.
    var inEvent = TouchIDSet()

    init(context: DecodingContext) {
        self.context = context
    }

    /// Starts a new touch event.
    mutating func beginEvent() {
        inEvent.removeAll()
    }

    /// Checks one touch of the current event. `idNode` locates id errors, `phaseNode` phase
    /// errors (for a stroke point, both are the point).
    mutating func check(_ touch: TouchSample, idNode: Int, phaseNode: Int) throws(TraceError) {
        if inEvent.contains(touch.id) {
            throw context.error(idNode, "touch '\(touch.id)' appears twice in one event")
        }
        inEvent.insert(touch.id)
        switch touch.phase {
        case .began:
            if alive.contains(touch.id) {
                throw context.error(
                    phaseNode, "touch '\(touch.id)' began while it was already down; end or cancel it first")
            }
            guard alive.count < TouchLifecycle.maxAlive else {
                throw context.error(phaseNode, "more than \(TouchLifecycle.maxAlive) touches would be down at once")
            }
            alive.insert(touch.id)
        case .moved, .stationary:
            if !alive.contains(touch.id) {
                throw context.error(
                    phaseNode,
                    "touch '\(touch.id)' is \(touch.phase.rawValue) but is not down; it needs a 'began' first")
            }
        case .ended, .cancelled:
            guard alive.remove(touch.id) else {
                throw context.error(
                    phaseNode, "touch '\(touch.id)' \(touch.phase.rawValue) but is not down; it needs a 'began' first")
            }
        }
    }

    /// The system cancels every alive touch (FORMAT §3.2); their ids may be reused afterwards.
    mutating func interrupt() {
        alive.removeAll()
    }
}
