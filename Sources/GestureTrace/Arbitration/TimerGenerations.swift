/// A recognizer's timer generations by tag: arming a timer or cancelling it moves its tag's
/// generation on, and a queued timer fires only while its generation is still the tag's, so a
/// re-armed, cancelled or reset timer never fires (SEMANTICS §5.7, §10.3). A tag never armed or
/// cancelled reads 0.
///
/// Small tags (the built-in classes' constants: a tap's two timers, a long press's, …) are
/// kept in an array indexed by tag; any other (a `script` step's, a custom recognizer's) in a
/// dictionary. A `[Int: Int]` for all of them hashed the tag at every arm, cancel, fire and
/// reset: about 40 000 hashes, 4 M instructions on the benchmark's 1000-gesture session (issue
/// 28 item 4, round 9). Only equality of generations is ever asked, and no order of tags is
/// read (`advanceAll` moves every tag on by one, whatever the order), so where a tag is kept
/// reaches no decision.
struct TimerGenerations {
    /// Tags below this are kept in `small`.
    static let smallTagLimit = 16
    /// The generation of each tag `0..<small.count`, by tag.
    private var small: [Int] = []
    /// The generation of every other tag armed or cancelled so far.
    private var other: [Int: Int] = [:]

    /// The generation of `tag`: 0 until it is first armed or cancelled.
    subscript(tag: Int) -> Int {
        get {
            if tag >= 0, tag < Self.smallTagLimit { return tag < small.count ? small[tag] : 0 }
            return other[tag, default: 0]
        }
        set {
            if tag >= 0, tag < Self.smallTagLimit {
                while small.count <= tag { small.append(0) }
                small[tag] = newValue
            } else {
                other[tag] = newValue
            }
        }
    }

    /// A reset (SEMANTICS §5.7): every tag's generation moves on by one, except the tags in
    /// `kept` (a `script`'s persistent steps), so no timer armed before it fires. A small tag
    /// never armed moves on too, which no queued timer can tell: none was queued with it.
    mutating func advanceAll(except kept: Set<Int>) {
        if kept.isEmpty {
            for tag in small.indices { small[tag] += 1 }
        } else {
            for tag in small.indices where !kept.contains(tag) { small[tag] += 1 }
        }
        guard !other.isEmpty else { return }
        // In place, by index: a copy of the keys plus a hashed lookup per tag cost an
        // allocation and about 600 instructions a reset (issue 28 item 4, round 3).
        var index = other.startIndex
        while index != other.endIndex {
            if !kept.contains(other.keys[index]) { other.values[index] += 1 }
            other.formIndex(after: &index)
        }
    }
}
