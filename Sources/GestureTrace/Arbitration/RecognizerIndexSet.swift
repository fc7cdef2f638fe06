/// A set of recognizer indices with constant-time insert, remove and membership, iterated in
/// an order of its own (insertions, with a removed member's place taken by the last): the
/// arbiter's per-frame work lists (`GestureArbiter.finished`, `candidates`), which every
/// recognizer's state change keeps.
///
/// A `Set<Int>` hashed the index at each insert and remove, about 100 instructions each,
/// 21 000 times on the benchmark's 1000-gesture session (issue 28 item 4, round 8). Every
/// reader sorts what it takes out of it (by evaluation serial, or by index), so its order
/// never reaches a decision or a record (STYLE "Determinism"). Memory: one slot per recognizer
/// index ever inserted, bounded by the scene.
struct RecognizerIndexSet: Sequence {
    /// The members, in the order described above.
    private var members: [Int] = []
    /// Per recognizer index: its place in `members`, or -1 when it is not a member.
    private var place: [Int] = []

    init() {}

    var isEmpty: Bool { members.isEmpty }
    var count: Int { members.count }

    func contains(_ index: Int) -> Bool {
        index >= 0 && index < place.count && place[index] >= 0
    }

    /// Adds `index` unless it is a member (a recognizer index: never negative).
    mutating func insert(_ index: Int) {
        guard index >= 0 else { return }
        if index >= place.count { place.append(contentsOf: repeatElement(-1, count: index + 1 - place.count)) }
        guard place[index] < 0 else { return }
        place[index] = members.count
        members.append(index)
    }

    /// Removes `index` if it is a member.
    mutating func remove(_ index: Int) {
        guard contains(index) else { return }
        let at = place[index]
        let last = members.removeLast()
        if last != index {
            members[at] = last
            place[last] = at
        }
        place[index] = -1
    }

    func makeIterator() -> IndexingIterator<[Int]> { members.makeIterator() }
}
