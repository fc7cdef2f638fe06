import Testing

@testable import GestureTrace

/// `TimerGenerations`, a recognizer's timer generations by tag (SEMANTICS §5.7, §10.3): every
/// queued timer's check (is its generation still its tag's?) answers as with the `[Int: Int]`
/// it replaced (issue 28 item 4, round 9). The numbers themselves may differ (a small tag never
/// armed moves on at a reset), and nothing reads them but that check.
@Suite struct TimerGenerationsTests {
    @Test("arms, cancels and resets answer every queued timer's check as a dictionary does")
    func sameAsDictionary() {
        var generations = TimerGenerations()
        var reference: [Int: Int] = [:]
        // Each armed timer with the generation each side queued it with.
        var queued: [(tag: Int, generation: Int, reference: Int)] = []
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        var fired = 0
        for _ in 0..<5_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            // Negative, small and large tags: both of the storage's parts.
            let tag = Int((state >> 33) % 44) - 4
            switch (state >> 20) % 5 {
            case 0, 1:
                // `FrameLoop.armTimer`.
                let generation = generations[tag] + 1
                generations[tag] = generation
                let referenceGeneration = reference[tag, default: 0] + 1
                reference[tag] = referenceGeneration
                queued.append((tag, generation, referenceGeneration))
            case 2:
                // `RecognizerRuntime.cancelTimer`.
                generations[tag] += 1
                reference[tag, default: 0] += 1
            case 3:
                // A reset, persistent tags kept or not.
                let kept: Set<Int> = (state >> 40) & 1 == 0 ? [] : [tag, tag + 17]
                generations.advanceAll(except: kept)
                for key in reference.keys where !kept.contains(key) { reference[key]! += 1 }
            default:
                break
            }
            for timer in queued.suffix(12) {
                let current = generations[timer.tag] == timer.generation
                #expect(current == (reference[timer.tag, default: 0] == timer.reference))
                if current { fired += 1 }
            }
        }
        #expect(!queued.isEmpty)
        #expect(fired > 0)
    }

    @Test("a tag never armed or cancelled reads 0, small or not")
    func unusedTagsReadZero() {
        var generations = TimerGenerations()
        for tag in [-5, 0, 1, 15, 16, 1_000] { #expect(generations[tag] == 0) }
        generations[3] = 4
        generations[99] = 2
        #expect(generations[3] == 4)
        #expect(generations[99] == 2)
        #expect(generations[2] == 0)
        #expect(generations[98] == 0)
        generations.advanceAll(except: [99])
        #expect(generations[3] == 5)
        #expect(generations[99] == 2)
    }
}
