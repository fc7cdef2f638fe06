import Testing

@testable import GestureTrace

/// The digit loop both decoders share: digits go into the mantissa up to 19 significant ones,
/// later ones are dropped and reported, and the position ends after the last digit.
extension InputTests {
    @Suite struct DigitRunTests {
        /// Reads the run at `start` of `text` into `mantissa`.
        static func read(_ text: String, from start: Int = 0, mantissa: UInt64 = 0)
            -> (end: Int, mantissa: UInt64, taken: Int, dropped: Bool, droppedNonZero: Bool)
        {
            let bytes = Array(text.utf8)
            return bytes.withUnsafeBufferPointer { buffer in
                var i = start
                var m = mantissa
                let run = DigitRun.read(buffer.baseAddress!, &i, buffer.count, into: &m)
                return (i, m, run.taken, run.dropped, run.droppedNonZero)
            }
        }

        @Test("a run stops at the first byte that is not a digit, or at the end")
        func stops() {
            #expect(Self.read("531466,") == (6, 531_466, 6, false, false))
            #expect(Self.read("12") == (2, 12, 2, false, false))
            #expect(Self.read("x1") == (0, 0, 0, false, false))
            #expect(Self.read("57.466", from: 3, mantissa: 57) == (6, 57_466, 3, false, false))
        }

        @Test("leading zeros take no significant place: 19 significant digits follow them")
        func leadingZeros() {
            let run = Self.read("000" + "1234567890123456789" + "0")
            #expect(run.end == 23)
            #expect(run.mantissa == 1_234_567_890_123_456_789)
            #expect(run.taken == 22)
            #expect(run.dropped && !run.droppedNonZero)
        }

        @Test("past 19 significant digits, digits are dropped; a non-zero one is reported as such")
        func dropped() {
            let run = Self.read("12345678901234567890001")
            #expect(run.end == 23)
            #expect(run.mantissa == 1_234_567_890_123_456_789)
            #expect(run.taken == 19)
            #expect(run.dropped && run.droppedNonZero)
            // A mantissa that already holds 19 significant digits takes nothing more.
            #expect(Self.read("5", mantissa: DigitRun.limit) == (1, DigitRun.limit, 0, true, true))
            #expect(Self.read("9", mantissa: DigitRun.limit - 1) == (1, (DigitRun.limit - 1) * 10 + 9, 1, false, false))
        }
    }
}
