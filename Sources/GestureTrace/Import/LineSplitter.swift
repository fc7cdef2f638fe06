/// Splits a byte stream fed in chunks of any size into lines, without holding more than one
/// partial line.
///
/// The command reads files in fixed-size chunks and the importers take one line at a time, so
/// a 100 MB log never needs to be in memory at once. Lines end as `TextPosition` says, so an
/// import error's line is the one an editor shows: at LF, at CR LF (files written on Windows)
/// and at a CR alone (classic Mac line ends, Excel for Mac's "CSV (Macintosh)"), a CR LF split
/// between two chunks still one line end; a final line without a line end is still a line.
package struct LineSplitter: Sendable {
    private var partial: [UInt8] = []
    /// The last byte fed, so an LF at the start of a chunk after a CR is known as a CR LF's.
    private var previous: UInt8 = 0
    /// The 1-based number of the next line to hand out.
    package private(set) var nextLineNumber = 1
    /// Lines longer than this (in bytes) are not handed out: the splitter stops and records the
    /// line in `overlongLine`. A row of 20 million empty fields used to cost 65 times its size
    /// once split (issue 13 item 9); no recording format has rows near this long.
    package static let maxLineLength = 1 << 16
    /// The number of a line that was too long; once set, the rest of the input is ignored.
    package private(set) var overlongLine: Int?

    package init() {}

    /// The located error for an overlong line of `file`.
    package static func overlongError(file: String, line: Int) -> TraceError {
        TraceError(
            file: file, line: line, column: maxLineLength + 1, path: "",
            message: "the line is longer than \(maxLineLength) bytes; no recording format has rows this long")
    }

    /// Every line of a text held whole, refusing an overlong line (located in `file`) rather
    /// than ending there: `feed` stops at such a line and `finish` hands out nothing after it,
    /// so a caller that did not ask `overlongLine` imported the lines before it and succeeded
    /// (`import recursive-description` on a dump with a 70 KB line wrote the views above it,
    /// exit 0; RELIABILITY, round 5).
    package static func lines(
        of text: some Collection<UInt8>, file: String, _ body: (Substring, Int) throws(TraceError) -> Void
    ) throws(TraceError) {
        var splitter = LineSplitter()
        try splitter.feed(text, body)
        if let long = splitter.overlongLine { throw overlongError(file: file, line: long) }
        try splitter.finish(body)
    }

    /// Feeds a chunk, calling `body` with each complete line and its 1-based number.
    package mutating func feed<E: Error>(
        _ chunk: some Collection<UInt8>, _ body: (Substring, Int) throws(E) -> Void
    ) throws(E) {
        guard overlongLine == nil else { return }
        var start = chunk.startIndex
        var i = start
        while i != chunk.endIndex {
            let byte = chunk[i]
            defer { previous = byte }
            if byte == TextPosition.lineFeed && previous == TextPosition.carriageReturn {
                start = chunk.index(after: i)  // the LF of a CR LF: the line ended at the CR
            } else if TextPosition.endsLine(byte, after: previous) {
                if partial.count + chunk.distance(from: start, to: i) > Self.maxLineLength {
                    overlongLine = nextLineNumber
                    partial.removeAll()
                    return
                }
                if partial.isEmpty {
                    try deliver(chunk[start..<i], body)
                } else {
                    partial.append(contentsOf: chunk[start..<i])
                    let line = partial
                    partial.removeAll(keepingCapacity: true)
                    try deliver(line[...], body)
                }
                start = chunk.index(after: i)
            }
            i = chunk.index(after: i)
        }
        if partial.count + chunk.distance(from: start, to: chunk.endIndex) > Self.maxLineLength {
            overlongLine = nextLineNumber
            partial.removeAll()
            return
        }
        partial.append(contentsOf: chunk[start..<chunk.endIndex])
    }

    /// Ends the stream, handing out a last line that had no `\n`.
    package mutating func finish<E: Error>(_ body: (Substring, Int) throws(E) -> Void) throws(E) {
        guard !partial.isEmpty, overlongLine == nil else { return }
        let line = partial
        partial.removeAll()
        try deliver(line[...], body)
    }

    private mutating func deliver<E: Error>(
        _ bytes: some Collection<UInt8>, _ body: (Substring, Int) throws(E) -> Void
    ) throws(E) {
        var text = String(decoding: bytes, as: UTF8.self)
        // A byte order mark opening the input marks its encoding, not its first field: Excel's
        // "CSV UTF-8" writes one, and its header's `time` read as "\u{FEFF}time" ("header has
        // no 'time' column"; RELIABILITY, round 5). Columns are counted after it, as editors do.
        if nextLineNumber == 1, text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
        let number = nextLineNumber
        nextLineNumber += 1
        try body(text[...], number)
    }
}
