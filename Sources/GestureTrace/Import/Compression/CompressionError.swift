/// A malformed compressed stream: the byte offset in the compressed input where reading
/// stopped, and what was wrong there. Like `PropertyListError`, a binary input has no lines,
/// so the offset leads the message (FORMAT §5's located errors).
package struct CompressionError: Error, Sendable, Equatable {
    /// 0-based offset in the compressed bytes (the byte holding the bit being read).
    package var offset: Int
    package var message: String

    package init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }

    /// The located error for `file`.
    package func error(file: String) -> TraceError {
        TraceError(file: file, line: 0, column: 0, path: "", message: "byte \(offset): \(message)")
    }
}
