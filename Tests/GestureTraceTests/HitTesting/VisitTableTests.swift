import Testing

@testable import GestureTrace

/// `HitTester.VisitTable`, the not-hit walk's record of the views its traversal visited
/// (SEMANTICS §1.10): every look-up answers as the `[Int: Visit]` it replaced (issue 28 item 4,
/// round 11), through its growth and with indices that collide in its slots.
@Suite struct VisitTableTests {
    @Test("adds, changes and look-ups answer as a dictionary does, small tables and grown ones")
    func sameAsDictionary() {
        var state: UInt64 = 0xD1B5_4A32_D192_ED03
        var mismatches = 0
        for round in 0..<40 {
            var table = HitTester.VisitTable()
            var reference: [Int: HitTester.Recording.Visit] = [:]
            // Some rounds with a few views, some with hundreds: both sides of each growth;
            // indices spread wide or packed, and multiples of large powers of two.
            let spread = round % 4 == 0 ? 1 << 20 : round % 4 == 1 ? 64 : 400
            let steps = round % 3 == 0 ? 40 : 900
            for _ in 0..<steps {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                var v = Int((state >> 33) % UInt64(spread))
                if round % 5 == 4 { v = v << 12 }
                switch (state >> 20) % 3 {
                case 0:
                    if table[v] == nil { table[v] = HitTester.Recording.Visit() }
                    if reference[v] == nil { reference[v] = HitTester.Recording.Visit() }
                case 1:
                    let answer = Int((state >> 45) % 1000)
                    table.update(v) { $0.answer = answer }
                    reference[v, default: HitTester.Recording.Visit()].answer = answer
                default:
                    let child = Int((state >> 45) % 1000)
                    table.update(v) {
                        $0.answeringChild = child
                        $0.defaultAnswer = child + 1
                    }
                    reference[v, default: HitTester.Recording.Visit()].answeringChild = child
                    reference[v, default: HitTester.Recording.Visit()].defaultAnswer = child + 1
                }
                if table.count != reference.count { mismatches += 1 }
                // Look-ups of present and absent views.
                for probe in [v, v + 1, (v * 7) % (spread + 3)] {
                    let a = table[probe]
                    let b = reference[probe]
                    if (a == nil) != (b == nil) || a?.answer != b?.answer
                        || a?.answeringChild != b?.answeringChild || a?.defaultAnswer != b?.defaultAnswer
                    {
                        mismatches += 1
                    }
                }
            }
            for (v, visit) in reference where table[v]?.answer != visit.answer { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }

    @Test("an empty table holds nothing")
    func empty() {
        let table = HitTester.VisitTable()
        #expect(table.count == 0)
        #expect(table[0] == nil && table[5] == nil)
    }
}
