/// A canonical Huffman code (RFC 1951 §3.2.2) as a lookup table indexed by the next `bits`
/// input bits, so `Inflater` decodes a symbol with one read instead of one per bit.
///
/// DEFLATE packs codes starting from their most significant bit into bytes read from the least
/// significant bit, so each code is stored bit-reversed and repeated for every value of the
/// bits after it. An entry is `symbol << 4 | length`; 0 marks bit patterns no code starts
/// with (an incomplete code), which decode as an error rather than as a symbol.
struct HuffmanTable: Sendable {
    /// Index width: the longest code's length (1 when there are no codes).
    let bits: Int
    let entries: [UInt16]

    /// The table for the code with these code lengths, one per symbol (0: the symbol has no
    /// code). Lengths are at most 15 (the caller reads them from 3- or 4-bit fields or the
    /// code-length alphabet), symbols at most 4095.
    init<C: Collection<UInt8>>(lengths: C) {
        var counts = [Int](repeating: 0, count: 16)
        for l in lengths { counts[Int(l)] += 1 }
        counts[0] = 0
        let longest = counts.lastIndex { $0 > 0 } ?? 0
        bits = max(longest, 1)
        var next = [Int](repeating: 0, count: 16)
        var code = 0
        for length in 1...15 {
            code = (code + counts[length - 1]) << 1
            next[length] = code
        }
        var entries = [UInt16](repeating: 0, count: 1 << bits)
        for (symbol, l) in lengths.enumerated() where l > 0 {
            let length = Int(l)
            let code = next[length]
            next[length] += 1
            var reversed = 0
            for k in 0..<length where code & (1 << (length - 1 - k)) != 0 { reversed |= 1 << k }
            let entry = UInt16(symbol) << 4 | UInt16(length)
            var slot = reversed
            while slot < entries.count {
                entries[slot] = entry
                slot += 1 << length
            }
        }
        self.entries = entries
    }

    /// Whether these lengths describe more codes than fit (RFC 1951 §3.2.2's construction
    /// would run out of codes of some length): such a code cannot be decoded unambiguously.
    static func oversubscribed<C: Collection<UInt8>>(_ lengths: C) -> Bool {
        var counts = [Int](repeating: 0, count: 16)
        for l in lengths { counts[Int(l)] += 1 }
        var left = 1
        for length in 1...15 {
            left = left << 1 - counts[length]
            if left < 0 { return true }
        }
        return false
    }
}
