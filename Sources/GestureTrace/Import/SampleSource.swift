/// Where an imported value stands in the input: a 1-based line and column (in Unicode scalars,
/// as `TraceError` counts them).
package struct SourcePosition: Equatable, Sendable {
    package var line: Int
    package var column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

/// Where the fields of one imported touch sample stand in the input, so that a broken limit
/// (`ImportLimits`) points at the offending field rather than at the start of its row (issue 13
/// item 8): x or y for a coordinate out of range, the force for a force out of range, the
/// finger's id for one finger too many. The fields may lie on different lines (getevent writes
/// each axis on a line of its own).
package struct SampleSource: Equatable, Sendable {
    package var finger: SourcePosition
    package var x: SourcePosition
    package var y: SourcePosition
    package var force: SourcePosition?

    package init(finger: SourcePosition, x: SourcePosition, y: SourcePosition, force: SourcePosition? = nil) {
        self.finger = finger
        self.x = x
        self.y = y
        self.force = force
    }

    /// Every field at one position: a sample read from one description as a whole (a UIKit
    /// touch, a W3C action).
    package init(at position: SourcePosition) {
        self.init(finger: position, x: position, y: position, force: position)
    }

    /// Fields of one row: `line`, and the column of each field.
    package init(line: Int, finger: Int, x: Int, y: Int, force: Int? = nil) {
        self.init(
            finger: SourcePosition(line: line, column: finger), x: SourcePosition(line: line, column: x),
            y: SourcePosition(line: line, column: y), force: force.map { SourcePosition(line: line, column: $0) })
    }
}
