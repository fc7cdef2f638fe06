/// The touches a two-finger recognizer (pinch, SEMANTICS §8.5; rotation, §8.6) tracks and the
/// pair its start values (d₀, θ₀) refer to: written once for both.
///
/// The active touches are kept in arrival order. Whenever exactly two are active and they are
/// not the pair the start values refer to (the first two fingers, a finger landing again after
/// one lifted, a third finger lifting and leaving two), `takeNewPair()` hands the new pair out
/// once, and the recognizer re-bases its start values on it (SEMANTICS §8.5 step 1, §8.6 step 1).
/// Only a move of exactly two active touches, one of which moved, updates the gesture
/// (SEMANTICS §8.5 step 5).
struct TwoFingerPair {
    /// Active touches in arrival order, window coordinates.
    private(set) var active: [TrackedTouch] = []
    /// Keys of the pair the recognizer's start values refer to, nil before the first pair.
    /// Two keys, not an array: `takeNewPair` compares them at every move of two fingers, and
    /// building an array of the active pair's keys for it cost an allocation each time (issue
    /// 28 item 4, round 7).
    private var pairKeys: (first: Int, second: Int)?

    /// touchesBegan: the new touches join, every location current (SEMANTICS §2.1).
    mutating func add(_ touches: [RecognizerTouch], host: RecognizerHost) {
        active.refresh(from: host)
        active.append(touches)
        active.update(from: touches)
    }

    /// touchesMoved: locations updated; true when the move updates the gesture (exactly two
    /// active touches, one of them among `touches`).
    mutating func move(_ touches: [RecognizerTouch], host: RecognizerHost) -> Bool {
        active.refresh(from: host, then: touches)
        return active.count == 2 && touches.contains(where: { active.contains(key: $0.key) })
    }

    /// touchesEnded or touchesCancelled: removes `touches`; true when that left no active
    /// touch (the gesture ends, SEMANTICS §8.5 step 4, §8.6 step 3).
    mutating func remove(_ touches: [RecognizerTouch], host: RecognizerHost) -> Bool {
        active.refresh(from: host)
        return active.remove(touches) > 0 && active.isEmpty
    }

    /// The two active touches when they became a pair since the last call, else nil.
    mutating func takeNewPair() -> (first: Point, second: Point)? {
        guard active.count == 2 else { return nil }
        let keys = (first: active[0].key, second: active[1].key)
        if let pair = pairKeys, pair == keys { return nil }
        pairKeys = keys
        return (active[0].location, active[1].location)
    }

    /// The two active touches (call only with exactly two active).
    var first: Point { active[0].location }
    var second: Point { active[1].location }
    var count: Int { active.count }
    func allSatisfy(_ predicate: (Point) -> Bool) -> Bool { active.allSatisfy { predicate($0.location) } }
}
