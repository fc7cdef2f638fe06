/// An invalid-input error located in a file (FORMAT §5): exit status 2.
///
/// Printed compiler-style: `file:line:column: error: message (at path)`.
package struct TraceError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file as the user named it (or as resolved relative to the trace for a scene file).
    package var file: String
    /// 1-based line; 0 when the error is not tied to a position (an unreadable file).
    package var line: Int
    /// 1-based column, counted in Unicode scalars (UTF-8 continuation bytes do not count).
    package var column: Int
    /// The JSON path of the offending value, such as `events[3].touches[0].phase`; empty for
    /// the document itself.
    package var path: String
    package var message: String

    package init(file: String, line: Int, column: Int, path: String, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.path = path
        self.message = message
    }

    /// `file:line:column: error: message (at path)`; without a position (line 0: an I/O
    /// error, a file that cannot be read) just `file: error: message`, never a made-up `:0:0`.
    /// Always one line: the file, message and path are escaped by `MessageText.oneLine`, so
    /// an id, key or file name cannot break the line or send terminal sequences (issue 25).
    package var description: String {
        let at = path.isEmpty ? "" : " (at \(MessageText.oneLine(Self.shortened(path))))"
        let shownFile = Self.shown(file: file)
        let place = line > 0 ? "\(shownFile):\(line):\(column)" : shownFile
        return "\(place): error: \(MessageText.oneLine(Self.shortened(message: message)))\(at)"
    }

    /// A file name as every diagnostic prints it: one line, its middle elided past
    /// `maxPrintedMessage` characters (a path can be thousands of characters long), so the
    /// CLI's own `file: warning: …` and `file: verified: …` lines name a file as errors do.
    package static func shown(file: String) -> String {
        MessageText.oneLine(shortened(message: file))
    }

    /// Messages longer than this are printed with their middle elided.
    static let maxPrintedMessage = 1000

    /// A message of at most about `maxPrintedMessage` characters: messages quote the offending
    /// text, and a megabyte-long id or key would otherwise make a megabyte-long line (found by
    /// the fuzzing work). `message` itself stays whole.
    static func shortened(message: String) -> String {
        let scalars = Array(message.unicodeScalars)
        guard scalars.count > maxPrintedMessage else { return message }
        let keep = maxPrintedMessage / 2 - 20
        return String(String.UnicodeScalarView(scalars[..<keep])) + "…(\(scalars.count - 2 * keep) more characters)…"
            + String(String.UnicodeScalarView(scalars[(scalars.count - keep)...]))
    }

    /// Paths longer than this are printed with their middle elided: about 75 levels of `subviews`,
    /// deeper than real hierarchies, so ordinary paths are always printed whole.
    static let maxPrintedPath = 1000

    /// A path of at most about `maxPrintedPath` characters: a deeply nested value (a 100 000-deep
    /// view tree) would otherwise print a megabyte-long path (found by the fuzzing work). The
    /// head and tail are kept whole at segment boundaries, with the count of elided segments.
    static func shortened(_ path: String) -> String {
        let scalars = Array(path.unicodeScalars)
        guard scalars.count > maxPrintedPath else { return path }
        func isBoundary(_ k: Int) -> Bool { scalars[k] == "." || scalars[k] == "[" }
        let keep = maxPrintedPath / 2
        var head = keep
        while head > 0 && !isBoundary(head) { head -= 1 }
        var tail = scalars.count - keep
        while tail < scalars.count - 1 && !isBoundary(tail) { tail += 1 }
        // One enormous segment (a 10 MB key) has no boundary to cut at: elide its middle.
        guard head > 0, tail > head else { return shortened(message: path) }
        let elided = scalars[head..<tail].filter { $0 == "." || $0 == "[" }.count
        var out = String(String.UnicodeScalarView(scalars[..<head]))
        out += "…(\(elided) more path components)…"
        out += String(String.UnicodeScalarView(scalars[tail...]))
        return out
    }
}
