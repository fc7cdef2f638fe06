/// A JSON text that is not valid RFC 8259 JSON, located at the offending byte.
///
/// The reader reports the first problem it meets and stops; the trace decoder turns this into
/// a `TraceError` naming the file (FORMAT §5).
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
}
