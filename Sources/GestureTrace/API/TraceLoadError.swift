/// Why a trace could not be loaded (FORMAT §5): the file, the position and the JSON path of the
/// offending value, and what is wrong with it.
///
/// Its ``description`` is the line the CLI prints, `file:line:column: error: message (at path)`,
/// so a failing test shows exactly what `gesturetrace validate` would.
public struct TraceLoadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file as named, or as resolved relative to the trace for a scene file.
    public var file: String
    /// 1-based line; 0 when the error has no position (an unreadable file).
    public var line: Int
    /// 1-based column in Unicode scalars; 0 when the error has no position.
    public var column: Int
    /// The JSON path of the offending value, such as `events[3].touches[0].phase`; empty for
    /// the document itself.
    public var path: String
    /// One sentence saying what is wrong.
    public var message: String

    package init(_ error: TraceError) {
        file = error.file
        line = error.line
        column = error.column
        path = error.path
        message = error.message
    }

    public var description: String {
        TraceError(file: file, line: line, column: column, path: path, message: message).description
    }
}
