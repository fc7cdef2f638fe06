/// An importer of one recording format: it takes the recording line by line and writes trace
/// events to a sink as soon as they are known.
///
/// Importers are pure (no file I/O): the caller reads the file and supplies the lines, so the
/// same code runs on a file, standard input or a string in a test. They keep only the fingers
/// that are down (and, for Android, one MotionEvent of look-ahead), never the whole recording.
package protocol TouchImporter {
    /// Consumes one line without its terminator; `number` is the 1-based line number.
    /// - Throws: `TraceError` naming the line and column of a malformed row.
    mutating func consume(line: Substring, number: Int, emit: (InputEvent) -> Void) throws(TraceError)

    /// Ends the input: writes what is still pending and cancels fingers still down.
    /// - Throws: `TraceError` when the input as a whole is unusable (no header, no touches).
    mutating func finish(emit: (InputEvent) -> Void) throws(TraceError)

    /// The figures so far.
    var summary: ImportSummary { get }
}

extension TouchImporter {
    /// Imports a whole text held in memory: a convenience for tests and small inputs.
    package mutating func importText(_ text: String) throws(TraceError) -> [InputEvent] {
        var events: [InputEvent] = []
        var splitter = LineSplitter()
        try splitter.feed(Array(text.utf8)) { (line, number) throws(TraceError) in
            try consume(line: line, number: number) { events.append($0) }
        }
        try splitter.finish { (line, number) throws(TraceError) in
            try consume(line: line, number: number) { events.append($0) }
        }
        try finish { events.append($0) }
        return events
    }
}

/// A comma-separated row split into fields, each with its 1-based column.
///
/// Shared by the CSV and Android importers so both report the column of a bad field the same
/// way. Fields are trimmed of spaces; a field in double quotes loses its quotes (`""` inside
/// stands for one quote), which covers spreadsheet exports without a full CSV parser.
struct CSVRow {
    var fields: [Substring]
    /// 1-based columns of the fields; empty on the fast path, where `line` gives them.
    private var columns: [Int]
    private let line: Substring

    /// The 1-based column (in Unicode scalars) where field `index` starts.
    func column(_ index: Int) -> Int {
        if !columns.isEmpty { return columns[min(index, columns.count - 1)] }
        guard index < fields.count else { return line.unicodeScalars.count + 1 }
        return line.unicodeScalars.distance(from: line.startIndex, to: fields[index].startIndex) + 1
    }

    init(_ line: Substring) {
        self.line = line
        columns = []
        if !line.utf8.contains(UInt8(ascii: "\"")) {
            // Fast path: no quotes, so fields are slices of the line (trimmed of spaces).
            fields = line.split(separator: ",", omittingEmptySubsequences: false).map(Self.trimSlice)
            return
        }
        fields = []
        var column = 1
        var fieldStart = 1
        var current = ""
        var inQuotes = false
        var chars = line.unicodeScalars.makeIterator()
        var pendingQuote = false
        while let c = chars.next() {
            if inQuotes {
                if pendingQuote {
                    pendingQuote = false
                    if c == "\"" {
                        current.unicodeScalars.append(c)
                        column += 1
                        continue
                    }
                    inQuotes = false
                } else if c == "\"" {
                    pendingQuote = true
                    column += 1
                    continue
                } else {
                    current.unicodeScalars.append(c)
                    column += 1
                    continue
                }
            }
            if c == "," {
                fields.append(Self.trim(current))
                columns.append(fieldStart)
                current = ""
                column += 1
                fieldStart = column
                continue
            }
            if c == "\"" && current.allSatisfy({ $0 == " " || $0 == "\t" }) {
                current = ""
                inQuotes = true
                column += 1
                continue
            }
            current.unicodeScalars.append(c)
            column += 1
        }
        fields.append(Self.trim(current))
        columns.append(fieldStart)
    }

    private static func trimSlice(_ s: Substring) -> Substring {
        var sub = s
        while let f = sub.first, f == " " || f == "\t" { sub.removeFirst() }
        while let l = sub.last, l == " " || l == "\t" { sub.removeLast() }
        return sub
    }

    private static func trim(_ s: String) -> Substring {
        var sub = s[...]
        while let f = sub.first, f == " " || f == "\t" { sub.removeFirst() }
        while let l = sub.last, l == " " || l == "\t" { sub.removeLast() }
        return sub
    }
}
