/// SplitMix64 (Steele, Lea & Flood): a tiny seeded generator, so the generated session is the
/// same bytes on every run and machine (Foundation's randomness is neither seeded nor portable).
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform double in [0, 1), from the top 53 bits.
    mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

    /// A uniform double in [low, high).
    mutating func double(_ low: Double, _ high: Double) -> Double { low + (high - low) * unit() }

    /// A uniform integer in `range` (modulo bias is irrelevant at these sizes).
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }
}
