import GestureTrace
import Testing

/// Expects two texts to be equal; when they are not, records one issue holding a unified diff
/// (expected `-`, actual `+`, hunks headed by their frame) instead of both texts whole, or worse
/// both as `[UInt8]` arrays: a changed golden then reads like a code review, not a 90 KB dump.
func expectSameText(
    _ actual: String, _ expected: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    guard
        case let .differs(diff, first) = GoldenComparison.compare(expected: expected, actual: actual, goldenPath: name)
    else { return }
    Issue.record("\(name) differs (first difference: \(first)):\n\(diff)", sourceLocation: sourceLocation)
}

/// `expectSameText` for output bytes, read as UTF-8.
func expectSameText(
    _ actual: [UInt8], _ expected: [UInt8], _ name: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    expectSameText(
        String(decoding: actual, as: UTF8.self), String(decoding: expected, as: UTF8.self), name,
        sourceLocation: sourceLocation)
}
