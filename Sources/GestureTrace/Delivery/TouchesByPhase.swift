/// One event's touches for one recognizer, sorted into the phases its logic is called with:
/// touchesBegan, Moved, Ended, Cancelled, each with only that phase's touches (SEMANTICS §2.4).
/// Stationary touches are not handed to the logic.
///
/// `RecognizerDelivery` keeps one for the whole event (storage reused from event to event) and
/// builds one more only for a recognizer that holds a subset of the changed touches.
struct TouchesByPhase {
    var began: [RecognizerTouch] = []
    var moved: [RecognizerTouch] = []
    var ended: [RecognizerTouch] = []
    var cancelled: [RecognizerTouch] = []

    var isEmpty: Bool { began.isEmpty && moved.isEmpty && ended.isEmpty && cancelled.isEmpty }

    @inline(__always)
    mutating func add(_ touch: RecognizerTouch, phase: TouchPhase) {
        switch phase {
        case .began: began.append(touch)
        case .moved: moved.append(touch)
        case .ended: ended.append(touch)
        case .cancelled: cancelled.append(touch)
        case .stationary: break
        }
    }

    /// Empties every phase, keeping the storage. Only the used ones, and element by element:
    /// an event changes one or two touches, and `removeAll(keepingCapacity:)` goes through
    /// `replaceSubrange`, about 150 instructions a call (5.6 M on the benchmark's 1000-gesture
    /// session) where a `removeLast` is a few dozen.
    @inline(__always)
    mutating func removeAll() {
        while !began.isEmpty { began.removeLast() }
        while !moved.isEmpty { moved.removeLast() }
        while !ended.isEmpty { ended.removeLast() }
        while !cancelled.isEmpty { cancelled.removeLast() }
    }
}
