/// The recognizers withholding one phase of one touch from its view (SEMANTICS §7.3–§7.5), by
/// index: a set, of which view delivery reads only membership and emptiness, so no order is
/// kept.
///
/// A phase has one or two holders in nearly every replay (a scroll view's delay recognizer,
/// SEMANTICS §9.4.1; a double tap delaying ended): those two are kept inline, and only a
/// third and later spill into a `Set`. A `Set` per phase allocated its storage and hashed at a
/// touch's first hold and hashed again at each letting go (about 470 and 190 instructions;
/// 2.4 M on the benchmark's 1000-gesture session, issue 28 item 4, round 11). Thousands of
/// holders of one touch still cost a hashed look-up each, not a scan (issue 13).
struct HolderSet {
    /// Inline holders; -1 when empty (recognizer indices are never negative).
    private var first = -1
    private var second = -1
    /// Holders beyond the two inline ones.
    private var more: Set<Int> = []

    var isEmpty: Bool { first < 0 && second < 0 && more.isEmpty }

    func contains(_ r: Int) -> Bool {
        assert(r >= 0, "recognizer indices are not negative")
        return first == r || second == r || (!more.isEmpty && more.contains(r))
    }

    /// Adds `r`; false when it was there already (`Set.insert(_:).inserted`).
    mutating func insert(_ r: Int) -> Bool {
        guard !contains(r) else { return false }
        if first < 0 {
            first = r
        } else if second < 0 {
            second = r
        } else {
            more.insert(r)
        }
        return true
    }

    /// Removes `r`; false when it was not there (`Set.remove(_:) != nil`).
    mutating func remove(_ r: Int) -> Bool {
        assert(r >= 0, "recognizer indices are not negative")
        if first == r {
            first = -1
            return true
        }
        if second == r {
            second = -1
            return true
        }
        return !more.isEmpty && more.remove(r) != nil
    }

    mutating func removeAll() {
        first = -1
        second = -1
        if !more.isEmpty { more.removeAll() }
    }
}
