import Testing

@testable import GestureTrace

/// `JSONDocument.location` through the lazily built `LineIndex` (issue 25 item 4): the same
/// line and column as counting from the start, across checkpoint boundaries, CRLF-free LF
/// lines, one long line and multi-byte characters.
@Suite struct LineIndexTests {
    /// The reference: count from the start.
    static func counted(_ bytes: [UInt8], _ offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for b in bytes[..<offset] {
            if b == 0x0A {
                line += 1
                column = 1
            } else if b & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }

    @Test("every node's location equals the count from the start", arguments: [0, 1, 2, 3])
    func sameAsCounting(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        // Objects with ids in é/漢 and emoji, separated by runs of newlines or none (one line).
        var text = "[\n"
        for i in 0..<600 {
            if i > 0 { text += "," }
            text += String(repeating: rng.next() % 4 == 0 ? "\n" : " ", count: Int(rng.next() % 3))
            text += #"{"id": "é漢😀\#(i)", "x": \#(i)}"#
        }
        text += "]"
        let bytes = Array(text.utf8)
        let document = try JSONDocument.parse(bytes)
        #expect(bytes.count > 4 * LineIndex.stride)
        // Asked in reverse order (no scan could carry over from the previous answer), checked
        // against the count from the start.
        var mismatches = 0
        for node in stride(from: document.nodeCount - 1, through: 0, by: -37) {
            let location = document.location(node)
            let expected = Self.counted(bytes, location.offset)
            if location.line != expected.line || location.column != expected.column { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }
}
