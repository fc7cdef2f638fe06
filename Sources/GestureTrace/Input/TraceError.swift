/// An invalid-input error located in a file (FORMAT §5): exit status 2.
///
/// Printed compiler-style: `file:line:column: error: message (at path)`.
public struct TraceError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file as the user named it (or as resolved relative to the trace for a scene file).
    public var file: String
    /// 1-based line; 0 when the error is not tied to a position (an unreadable file).
    public var line: Int
    /// 1-based column, counted in Unicode scalars (UTF-8 continuation bytes do not count).
    public var column: Int
    /// The JSON path of the offending value, such as `events[3].touches[0].phase`; empty for
    /// the document itself.
    public var path: String
    public var message: String

    public init(file: String, line: Int, column: Int, path: String, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.path = path
        self.message = message
    }

    public var description: String {
        let at = path.isEmpty ? "" : " (at \(path))"
        return "\(file):\(line):\(column): error: \(message)\(at)"
    }
}
