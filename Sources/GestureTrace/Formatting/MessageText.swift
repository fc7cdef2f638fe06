/// User text made safe to print inside a one-line message (issue 25): every character that
/// could break the line or reach the terminal as a command is shown as an escape instead.
///
/// Messages quote ids, keys, phases, kinds and file names, all of which the input chooses. A
/// raw newline would let a message span lines and forge a CI annotation (`::error file=…::`);
/// a raw ESC would send terminal control sequences. Escaped here, once, for every message:
/// C0 controls (newline as `\n`, carriage return as `\r`, tab as `\t`, the rest as `\u{1B}`),
/// DEL, the C1 controls U+0080…U+009F, the Unicode line and paragraph separators U+2028 and
/// U+2029, and the bidirectional embeddings and isolates (U+202A…U+202E, U+2066…U+2069),
/// which reorder what a terminal shows. Also the characters that are not drawn at all
/// (`isInvisible`, issue 25 round 8): the bidirectional marks (U+200E, U+200F, U+061C), the
/// zero width space, the word joiner, the byte order mark, the tag characters that spell
/// ASCII unseen, the interlinear annotation marks that hide text — with them `tap` and a
/// different id `ta\u{200B}p` print alike, and a file name or a message can carry text the
/// reader never sees. Everything else is printed as it is, so ordinary messages are unchanged
/// byte for byte.
package enum MessageText {
    /// `text` on one line, every unsafe character escaped.
    package static func oneLine(_ text: String) -> String {
        escaped(text, keepingNewlines: false)
    }

    /// `text` with its line breaks kept and every other unsafe character escaped: for a report
    /// of several lines that the tool lays out itself (an import summary, a usage error), whose
    /// pieces of user text were escaped with `oneLine` where they were put in.
    package static func keepingLines(_ text: String) -> String {
        escaped(text, keepingNewlines: true)
    }

    /// Whether `scalar` is shown escaped.
    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return isInvisible(scalar)
        }
    }

    /// Whether a UTF-8 byte may begin a scalar that `needsEscape`: a writer that copies text
    /// byte for byte checks its bytes with this first and looks at scalars only when one does
    /// (the text writer's fast path). Kept beside `needsEscape` so the two cannot drift.
    package static func mayStartEscape(_ byte: UInt8) -> Bool {
        switch byte {
        case 0..<0x20, 0x7F: return true
        // U+0080…U+00BF (C1, soft hyphen), U+0340…U+037F (U+034F), U+0600…U+063F (U+061C),
        // U+1000…U+1FFF, U+2000…U+2FFF, U+3000…U+3FFF, U+F000…U+FFFF, and the planes past U+FFFF.
        case 0xC2, 0xCD, 0xD8, 0xE1, 0xE2, 0xE3, 0xEF, 0xF0, 0xF3: return true
        default: return false
        }
    }

    /// Characters that are drawn as nothing, so text holding them looks like text without
    /// them: Unicode's Default_Ignorable_Code_Point set (DerivedCoreProperties.txt, written out
    /// here rather than read from the runtime's tables, whose Unicode version varies by
    /// platform: output must be the same bytes everywhere) and the interlinear annotation
    /// characters U+FFF9…U+FFFB, which hide the annotated text in most renderers. Left out, as
    /// every script or emoji needs them to be written at all: the zero width non-joiner and
    /// joiner (U+200C, U+200D: Persian, Indic scripts, emoji sequences such as a family) and the
    /// variation selectors (U+180B…U+180D, U+180F, U+FE00…U+FE0F, U+E0100…U+E01EF: an emoji's
    /// presentation, Mongolian forms). DECISIONS "Invisible characters in messages and ids".
    package static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xAD, 0x34F, 0x61C, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180E, 0x200B, 0x200E, 0x200F,
            0x2060...0x2065, 0x206A...0x206F, 0x3164, 0xFEFF, 0xFFA0, 0xFFF0...0xFFFB,
            0x1BCA0...0x1BCA3, 0x1D173...0x1D17A, 0xE0000...0xE00FF, 0xE01F0...0xE0FFF:
            return true
        default: return false
        }
    }

    private static func escaped(_ text: String, keepingNewlines: Bool) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar), !(keepingNewlines && scalar == "\n") else {
                out.append(scalar)
                continue
            }
            switch scalar {
            case "\n": out.append(contentsOf: "\\n".unicodeScalars)
            case "\r": out.append(contentsOf: "\\r".unicodeScalars)
            case "\t": out.append(contentsOf: "\\t".unicodeScalars)
            default:
                out.append(contentsOf: "\\u{".unicodeScalars)
                out.append(contentsOf: hex(scalar.value).unicodeScalars)
                out.append("}")
            }
        }
        return String(out)
    }

    /// Upper-case hexadecimal, at least two digits (`1B`, `2028`).
    private static func hex(_ value: UInt32) -> String {
        let digits = Array("0123456789ABCDEF".unicodeScalars)
        var v = value
        var out: [Unicode.Scalar] = []
        repeat {
            out.append(digits[Int(v & 0xF)])
            v >>= 4
        } while v > 0
        if out.count < 2 { out.append("0") }
        return String(String.UnicodeScalarView(out.reversed()))
    }
}
