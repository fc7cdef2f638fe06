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
    @exclusivity(unchecked) private(set) var records: [TouchRecord] = []
    /// Live touches by finger id.
    @exclusivity(unchecked) private(set) var aliveByID: [TouchID: Int] = [:]
    /// Keys of the touches whose `alive` is true, kept in step with that flag: the
    /// exclusive/multiple-touch rules scan these instead of every touch of the replay, which
    /// made a long session quadratic.
    @exclusivity(unchecked) private(set) var aliveKeys: [Int] = []

    var count: Int { records.count }
    var isEmpty: Bool { records.isEmpty }

    /// In place: copying a record out and back retained and released its sets for every sample.
    subscript(key: Int) -> TouchRecord {
        _read { yield records[key] }
        _modify { yield &records[key] }
    }

    /// The touch of `key`, or nil for a key the replay never gave out.
    func touch(_ key: Int) -> TouchRecord? {
        key >= 0 && key < records.count ? records[key] : nil
    }

    /// The live touch of a finger, if any. Few fingers are down at once, and comparing their
    /// ids is cheaper than hashing one (as `EventList.intern` does); each live finger id is
    /// there once, as the decoder refuses a began for a finger already down (`TouchLifecycle`).
    func alive(_ id: TouchID) -> Int? {
        guard aliveKeys.count <= 8 else { return aliveByID[id] }
        for key in aliveKeys.reversed() where records[key].id == id { return key }
        return nil
    }

    /// Adds a new live touch; returns its key.
    func add(_ record: TouchRecord) -> Int {
        let key = records.count
        records.append(record)
        aliveKeys.append(key)
        aliveByID[record.id] = key
        return key
    }

    /// The touch ended or was cancelled: it is no longer alive.
    func markDead(_ key: Int) {
        records[key].alive = false
        if let i = aliveKeys.firstIndex(of: key) { aliveKeys.remove(at: i) }
        if aliveByID[records[key].id] == key { aliveByID[records[key].id] = nil }
    }

    /// Whether a live touch that its view holds satisfies `test` (SEMANTICS §2.6, §2.7).
    func anyAliveHeld(where test: (TouchRecord) -> Bool) -> Bool {
        aliveKeys.contains { records[$0].viewState.holdsView && test(records[$0]) }
    }
}
