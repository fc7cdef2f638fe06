import Testing

@testable import GestureTrace

/// `RenderedNames` keeps an id's rendering by its `String` value's representation: whatever it
/// finds or misses, the bytes must be the ones the writers render without it.
@Suite struct RenderedNamesTests {
    /// Ids of every kind the table can meet: small (inline) and large (heap) strings, escapes,
    /// non-ASCII, empty, one too long to keep, and line separators the two styles treat apart.
    static let samples: [String] = [
        "tap", "photo.doubleTap", "row12.swipe.pan.withALongerName", "", "a\"b", "back\\slash",
        "tab\there", "new\nline", "caf\u{E9}", "\u{2028}sep", "zw\u{200B}space",
        String(repeating: "x", count: 80), String(repeating: "\u{E9}", count: 20), "\u{1B}[31m",
    ]

    static func plain(_ s: String, _ style: RenderedNames.Style) -> [UInt8] {
        var out: [UInt8] = []
        switch style {
        case .json: JSONLWriter.writeString(s, to: &out)
        case .text: TextWriter.appendText(s, to: &out)
        }
        return out
    }

    static func cached(_ s: String, _ names: RenderedNames) -> [UInt8] {
        var out: [UInt8] = []
        names.write(s, to: &out)
        return out
    }

    @Test(
        "every id renders as the writer renders it, the first time and again",
        arguments: [RenderedNames.Style.json, .text])
    func sameBytes(style: RenderedNames.Style) {
        let names = RenderedNames(style)
        for _ in 0..<3 {
            for s in Self.samples {
                #expect(Self.cached(s, names) == Self.plain(s, style), "\(s.debugDescription)")
            }
        }
        // Into a ByteBuffer too (the replay's stream).
        let buffer = ByteBuffer(capacity: 16)
        var out = buffer
        for s in Self.samples { names.write(s, to: &out) }
        #expect(Array(buffer.bytes) == Self.samples.flatMap { Self.plain($0, style) })
    }

    @Test("a string mutated after it was written is rendered with its new text")
    func mutatedString() {
        let names = RenderedNames(.json)
        var s = String(repeating: "long-identifier-", count: 2)
        #expect(Self.cached(s, names) == Self.plain(s, .json))
        s.append("more")
        #expect(Self.cached(s, names) == Self.plain(s, .json))
        s.removeLast(3)
        #expect(Self.cached(s, names) == Self.plain(s, .json))
        var small = "ab"
        #expect(Self.cached(small, names) == Self.plain(small, .json))
        small.append("c")
        #expect(Self.cached(small, names) == Self.plain(small, .json))
    }

    @Test("many more ids than slots, made fresh each round, each renders as itself")
    func collisions() {
        let names = RenderedNames(.json)
        for round in 0..<3 {
            for i in 0..<3000 {
                // Large strings built anew: their storage (and so their bits) differs each round.
                let s = "recognizer-number-\(i)-of-the-scene" + (round == 1 ? "" : "-r")
                #expect(Self.cached(s, names) == Self.plain(s, .json))
                let t = "v\(i)"
                #expect(Self.cached(t, names) == Self.plain(t, .json))
            }
        }
    }
}
