import Testing

@testable import GestureTrace

/// The hand-written substring search that replaces `_StringProcessing`'s (issue 24 item 1).
@Suite struct TextSearchTests {
    @Test("firstRange(ofText:) finds the first occurrence, at the start, the end, or nowhere")
    func firstRange() throws {
        let text = "excluded by pan (began first), excluded by tap"
        let found = text.firstRange(ofText: "excluded by ")
        #expect(found.map { text.distance(from: text.startIndex, to: $0.lowerBound) } == 0)
        #expect(found.map { text.distance(from: text.startIndex, to: $0.upperBound) } == 12)
        let tail = text.firstRange(ofText: "tap")
        #expect(tail.map { String(text[$0.lowerBound...]) } == "tap")
        #expect(text.firstRange(ofText: "taps") == nil)
        #expect("aab".firstRange(ofText: "ab").map { "aab".distance(from: "aab".startIndex, to: $0.lowerBound) } == 1)
        #expect("".firstRange(ofText: "a") == nil)
        #expect("abc".firstRange(ofText: "") == "abc".startIndex..<"abc".startIndex)
        // On a substring, the range is in the substring's own indices.
        let line = "ABS_MT_POSITION_X : value 0, min 0, max 1079, fuzz 0"[...]
        let max = try #require(line.firstRange(ofText: "max "))
        #expect(line[max.upperBound...].prefix(4) == "1079")
    }

    @Test("contains(text:) compares Characters, as the standard library's search does")
    func contains() {
        #expect("waited for tap to fail".contains(text: "waited for"))
        #expect(!"waited for tap to fail".contains(text: "wait for"))
        // "é" as one scalar and as e + combining acute are the same Character.
        #expect("caf\u{E9} au lait".contains(text: "cafe\u{301}"))
        // A needle that ends inside a grapheme cluster is not found in it.
        #expect(!"cafe\u{301}".contains(text: "cafe"))
    }

    @Test("split(separatorText:) drops empty pieces, as split(separator:) does")
    func split() {
        #expect("a\n\nb\n\n\n\nc".split(separatorText: "\n\n") == ["a", "b", "c"])
        #expect("\n\nonly\n\n".split(separatorText: "\n\n") == ["only"])
        #expect("one paragraph\nwith a line".split(separatorText: "\n\n") == ["one paragraph\nwith a line"])
        #expect("".split(separatorText: "\n\n") == [])
    }
}
