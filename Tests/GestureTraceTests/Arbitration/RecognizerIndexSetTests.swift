import Testing

@testable import GestureTrace

/// `RecognizerIndexSet`, the arbiter's work lists: the same members as a `Set<Int>` under any
/// sequence of inserts and removes (issue 28 item 4, round 8).
@Suite struct RecognizerIndexSetTests {
    @Test("members, count and membership follow a Set<Int> through a seeded run of inserts and removes")
    func sameAsSet() {
        var set = RecognizerIndexSet()
        var reference = Set<Int>()
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<5_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let index = Int((state >> 33) % 40)
            if (state >> 20) & 1 == 0 {
                set.insert(index)
                reference.insert(index)
            } else {
                set.remove(index)
                reference.remove(index)
            }
            #expect(set.count == reference.count)
            #expect(set.isEmpty == reference.isEmpty)
            #expect(Set(set) == reference)
            #expect(Array(set).count == reference.count)
        }
        for index in -1...45 { #expect(set.contains(index) == reference.contains(index)) }
    }

    @Test("an insert of a member and a remove of a non-member change nothing")
    func idempotent() {
        var set = RecognizerIndexSet()
        set.insert(3)
        set.insert(7)
        set.insert(3)
        set.remove(5)
        set.remove(-1)
        set.remove(100)
        #expect(Array(set) == [3, 7])
        set.remove(3)
        #expect(Array(set) == [7])
        #expect(!set.contains(3) && set.contains(7))
    }
}
