/// A delegate expression that cannot be used (FORMAT §2.4): where in the expression string
/// the problem starts, counted in Unicode scalars from 0, and what is wrong.
///
/// The scene decoder turns the offset into the file's line:column (the string's own
/// position plus the offset, escapes counted as written) and adds the JSON path.
package struct ExpressionSyntaxError: Error, Equatable, Sendable {
    /// Unicode scalars from the start of the expression to the offending token.
    package var offset: Int
    package var message: String

    package init(offset: Int, _ message: String) {
        self.offset = offset
        self.message = message
    }
}
