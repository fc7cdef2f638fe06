import Testing

@testable import GestureTrace

/// `HolderSet`, the recognizers withholding one phase of a touch (SEMANTICS §7.3–§7.5): it
/// answers every question view delivery asks (insert's "inserted", remove's "was there",
/// membership, emptiness) as the `Set<Int>` it replaced (issue 28 item 4, round 11), with two
/// holders inline and more spilled into a set.
@Suite struct HolderSetTests {
    @Test("inserts, removes and clears answer as a Set does, with few holders and many")
    func sameAsSet() {
        var holders = HolderSet()
        var reference = Set<Int>()
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var mismatches = 0
        for step in 0..<20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            // Few distinct recognizers most of the time, up to 40 in some stretches: both the
            // inline slots and the spilled set, emptied and refilled in every order.
            let range: UInt64 = (step / 2_000) % 3 == 0 ? 40 : 4
            let r = Int((state >> 33) % range)
            switch (state >> 20) % 7 {
            case 0, 1, 2:
                let inserted = holders.insert(r)
                if inserted != reference.insert(r).inserted { mismatches += 1 }
            case 3, 4:
                let removed = holders.remove(r)
                if removed != (reference.remove(r) != nil) { mismatches += 1 }
            case 5:
                if (state >> 50) % 16 == 0 {
                    holders.removeAll()
                    reference.removeAll()
                }
            default:
                break
            }
            if holders.isEmpty != reference.isEmpty { mismatches += 1 }
            for probe in 0..<Int(range) where holders.contains(probe) != reference.contains(probe) { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }

    @Test("a third holder spills over, and the set empties only when every holder let go")
    func spillsAndEmpties() {
        var holders = HolderSet()
        #expect(holders.isEmpty)
        var answers: [Bool] = []
        answers.append(holders.insert(7))
        answers.append(holders.insert(7))
        answers.append(holders.insert(0))
        answers.append(holders.insert(12))
        answers.append(holders.insert(12))
        #expect(answers == [true, false, true, true, false])
        #expect(holders.contains(0) && holders.contains(7) && holders.contains(12))
        answers = [holders.remove(7), holders.remove(7)]
        #expect(answers == [true, false])
        #expect(!holders.isEmpty)
        // A freed inline slot takes the next holder; the spilled one is still found.
        answers = [holders.insert(3)]
        #expect(answers == [true])
        #expect(holders.contains(12))
        answers = [holders.remove(0), holders.remove(3)]
        #expect(answers == [true, true])
        #expect(!holders.isEmpty)
        answers = [holders.remove(12)]
        #expect(answers == [true])
        #expect(holders.isEmpty)
        #expect(!holders.contains(0))
    }
}
