/// A JSON text that is not valid RFC 8259 JSON, located at the offending byte.
///
/// The reader reports the first problem it meets and stops; every reader of JSON input (the
/// trace decoder, the importers, the observed-output comparison) turns it into a `TraceError`
/// naming the file through `located(in:)` (FORMAT §5).
package struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// 0-based byte offset of the offending byte (or of the end of the input).
    package var offset: Int
    /// 1-based line.
    package var line: Int
    /// 1-based column, counted in Unicode scalars (UTF-8 continuation bytes do not count).
    package var column: Int
    /// The JSON path of the value being read when the error was found (`events[3].t`); empty
    /// at the top level.
    package var path: String
    /// A plain sentence, lowercase first, the offending text in 'single quotes'.
    package var message: String

    package init(offset: Int, line: Int, column: Int, path: String, message: String) {
        self.offset = offset
        self.line = line
        self.column = column
        self.path = path
        self.message = message
    }

    package var description: String {
        let at = path.isEmpty ? "" : " (at \(path))"
        return "\(line):\(column): \(message)\(at)"
    }

    /// This error in `file`, the document as a whole at `$`: one conversion for every reader of
    /// JSON, so an error at the top level (a byte order mark, an empty file) carries `(at $)`
    /// whichever command read the file (issue 25: every message names file, line:column and
    /// JSON path). `line` overrides the line for a reader that parses one line at a time.
    package func located(in file: String, line: Int? = nil) -> TraceError {
        TraceError(
            file: file, line: line ?? self.line, column: column, path: path.isEmpty ? "$" : path, message: message)
    }
}
