/// A line and column in a text, counted as an editor shows them: the one rule for what a line
/// is wherever a position is reported (FORMAT §5, "Positions").
///
/// LF, CR and CR LF each end one line: a file saved with classic Mac line ends (CR alone, as
/// Excel for Mac's "CSV (Macintosh)" still writes) used to be located as one long line, its
/// errors at line 1 and a column in the thousands (RELIABILITY, round 4's "left alone"). A CR
/// LF pair is one line end, not two. Columns count Unicode scalars from 1 (bytes that are not
/// UTF-8 continuation bytes); the line-end bytes themselves take no column.
///
/// `JSONDocument`'s locations, its `LineIndex`, `SceneSources` and the importers'
/// `LineSplitter` all follow this rule, so a message's `file:line:column` is the same place
/// whichever of them found it.
struct TextPosition: Equatable {
    var line = 1
    var column = 1

    static let lineFeed: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D

    /// Whether `byte`, following `previous` (any other byte at the start of a text), ends a
    /// line: a CR always, an LF unless it completes a CR LF pair.
    static func endsLine(_ byte: UInt8, after previous: UInt8) -> Bool {
        byte == carriageReturn || (byte == lineFeed && previous != carriageReturn)
    }

    /// Moves past `bytes[start..<end]`, the text just after this position (the byte before
    /// `start`, when there is one, tells whether an LF at `start` completes a CR LF).
    mutating func advance(over bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) {
        var previous = start > 0 ? bytes[start - 1] : 0
        var k = start
        while k < end {
            let byte = bytes[k]
            if Self.endsLine(byte, after: previous) {
                line += 1
                column = 1
            } else if byte != Self.lineFeed && byte & 0xC0 != 0x80 {
                column += 1
            }
            previous = byte
            k += 1
        }
    }
}
