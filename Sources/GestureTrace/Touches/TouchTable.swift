/// Every UITouch of one replay, by key (engine serial, unique over the replay: finger ids may
/// be reused), with the live ones indexed by finger id (SEMANTICS §1.1, §2.8).
///
/// Shared by reference between the frame loop (which adds touches and moves them), the
/// arbiter (which reads where a recognizer's touches are, SEMANTICS §6.7, §9.4.2) and view
/// delivery (which tracks what each view has seen, SEMANTICS §7).
///
/// The frame loop's classes mark its fields `@exclusivity(unchecked)`: the engine runs on one
/// thread and no access to them spans a call that could reach them again, so the run-time
/// checks (about 80 instructions per access, many per sample) cannot fire (docs/DECISIONS.md,
/// "Replay speed by code, not by flags").
final class TouchTable {
    /// The touches not yet forgotten, by key from `firstKey` on (`forgetFinishedTouches`).
    @exclusivity(unchecked) private(set) var records: [TouchRecord] = []
    /// The key of `records[0]`: every touch before it has been forgotten.
    @exclusivity(unchecked) private(set) var firstKey = 0
    /// Live touches by finger id.
    @exclusivity(unchecked) private(set) var aliveByID: [TouchID: Int] = [:]
    /// Keys of the touches whose `alive` is true, kept in step with that flag: the
    /// exclusive/multiple-touch rules scan these instead of every touch of the replay, which
    /// made a long session quadratic.
    @exclusivity(unchecked) private(set) var aliveKeys: [Int] = []

    /// How many keys the replay has given out (the next touch's key), forgotten ones included.
    var count: Int { firstKey + records.count }
    /// No touch has begun in the replay yet.
    var isEmpty: Bool { count == 0 }
    /// How many touches the table holds now: the ones not forgotten.
    var retainedCount: Int { records.count }

    /// In place: copying a record out and back retained and released its sets for every sample.
    /// Only for a key that is held (alive, or named by an owner; see `forgetFinishedTouches`).
    subscript(key: Int) -> TouchRecord {
        _read { yield records[key &- firstKey] }
        _modify { yield &records[key &- firstKey] }
    }

    /// The touch of `key`, or nil for a key the replay never gave out or has forgotten.
    func touch(_ key: Int) -> TouchRecord? {
        key >= firstKey && key < count ? records[key &- firstKey] : nil
    }

    /// Whether `key` names a touch the table holds that is still alive (never a forgotten
    /// one: a touch is forgotten only once it is over).
    func isAlive(_ key: Int) -> Bool {
        key >= firstKey && key < count && records[key &- firstKey].alive
    }

    /// Where touch `key` is now when it is a held, alive touch (`isAlive`), else nil: one
    /// bounds check and one read, for the recognizers' refresh of their tracked touches at
    /// every move (SEMANTICS §2.1; issue 28 item 4, round 8).
    @inline(__always) func aliveLocation(_ key: Int) -> Point? {
        let i = key &- firstKey
        guard i >= 0, i < records.count, records[i].alive else { return nil }
        return records[i].location
    }

    /// The live touch of a finger, if any. Few fingers are down at once, and comparing their
    /// ids is cheaper than hashing one (as `EventList.intern` does); each live finger id is
    /// there once, as the decoder refuses a began for a finger already down (`TouchLifecycle`).
    /// Inlined into the frame loop's per-sample loop, where the call and the copy of the id
    /// handed to it cost about 70 instructions a sample (issue 28 item 4, round 11).
    @inline(__always) func alive(_ id: TouchID) -> Int? {
        guard aliveKeys.count <= 8 else { return aliveByID[id] }
        for key in aliveKeys.reversed() where records[key &- firstKey].id == id { return key }
        return nil
    }

    /// Adds a new live touch; returns its key.
    func add(_ record: TouchRecord) -> Int {
        let key = count
        records.append(record)
        aliveKeys.append(key)
        aliveByID[record.id] = key
        return key
    }

    /// The touch ended or was cancelled: it is no longer alive.
    func markDead(_ key: Int) {
        self[key].alive = false
        if let i = aliveKeys.firstIndex(of: key) { aliveKeys.remove(at: i) }
        if aliveByID[self[key].id] == key { aliveByID[self[key].id] = nil }
    }

    /// Forgets every touch the table holds, keeping the keys given out (a later touch's key is
    /// still new) and the storage's capacity. Only when no touch is alive and nothing can name
    /// a held one again: the frame loop decides (`FrameLoop.forgetFinishedTouches`,
    /// docs/DECISIONS.md "Touch lifetime"). Without it the table kept every UITouch of the
    /// replay, about 220 bytes each, and a long session's memory grew with it (issue 28 item 4).
    func forgetAll() {
        guard aliveKeys.isEmpty else { return }
        firstKey = count
        records.removeAll(keepingCapacity: true)
    }

    /// Whether a live touch that its view holds satisfies `test` (SEMANTICS §2.6, §2.7).
    func anyAliveHeld(where test: (TouchRecord) -> Bool) -> Bool {
        aliveKeys.contains { self[$0].viewState.holdsView && test(self[$0]) }
    }
}
