import Testing

@testable import GestureTrace

@Suite struct MessageTextTests {
    /// The first byte of `scalar`'s UTF-8 encoding.
    static func leadByte(_ scalar: Unicode.Scalar) -> UInt8 {
        switch scalar.value {
        case 0..<0x80: UInt8(scalar.value)
        case 0x80..<0x800: UInt8(0xC0 | (scalar.value >> 6))
        case 0x800..<0x10000: UInt8(0xE0 | (scalar.value >> 12))
        default: UInt8(0xF0 | (scalar.value >> 18))
        }
    }

    @Test("every scalar that needs an escape begins with a byte the writers' fast path looks at")
    func fastPathCoversEveryEscape() {
        // The text writer copies text byte for byte unless one byte `mayStartEscape`: a range
        // added to `needsEscape` without its lead byte would be printed raw (issue 25, round 8).
        var missed: [UInt32] = []
        var escaped = 0
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), MessageText.needsEscape(scalar) else { continue }
            escaped += 1
            #expect(Self.leadByte(scalar) == Array(String(scalar).utf8)[0])
            if !MessageText.mayStartEscape(Self.leadByte(scalar)) { missed.append(value) }
        }
        #expect(missed.isEmpty, "\(missed.prefix(8).map { String($0, radix: 16) })")
        // C0 (32), DEL and C1 (33), U+2028/U+2029, 5 + 4 bidi controls, and the invisible ones.
        #expect(escaped == 32 + 33 + 2 + 9 + 3_906, "\(escaped)")
    }

    @Test("characters drawn as nothing are escaped; joiners and variation selectors are kept")
    func invisibleCharacters() {
        // With them `tap` and another id `ta\u{200B}p` printed alike (issue 25, round 8).
        #expect(
            MessageText.oneLine("t\u{200B}a\u{200E}p\u{FEFF}\u{E0041}\u{FFF9}x\u{FFFB}\u{AD}\u{3164}\u{61C}")
                == "t\\u{200B}a\\u{200E}p\\u{FEFF}\\u{E0041}\\u{FFF9}x\\u{FFFB}\\u{AD}\\u{3164}\\u{61C}")
        // A family emoji (ZWJ), a red heart (VS16), Persian's ZWNJ, a Mongolian form: unchanged.
        for kept in ["👨\u{200D}👩\u{200D}👧", "❤\u{FE0F}", "می\u{200C}خواهم", "ᠠ\u{180B}", "é", "✓"] {
            #expect(MessageText.oneLine(kept) == kept, "\(kept.unicodeScalars.map { $0.value })")
        }
        // The text writer escapes the same set in text the trace chose.
        let text = TextWriter.render(name: "a\u{200B}b\u{E0041}c\u{FEFF}d 👨\u{200D}👩", records: [])
        #expect(text.hasPrefix("gesturetrace text v1: a\\u{200b}b\\u{e0041}c\\u{feff}d 👨\u{200D}👩\n"), "\(text)")
    }
}
