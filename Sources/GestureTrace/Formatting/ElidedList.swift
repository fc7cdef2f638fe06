/// A list printed on one line with its middle elided: `hit-test` prints a responder chain and a
/// SwiftUI path, which are as long as the scene is deep, so a 300 000-deep tree made one line of
/// several megabytes (RELIABILITY, round 6). The first and last `keep` items are kept, and the
/// count of the others said between them, so the same list always prints the same line.
package enum ElidedList {
    /// Items kept at each end; a list of at most twice as many is printed whole.
    package static let keep = 32

    /// `items` joined by `separator`, or, past `2 × keep` items, the first and last `keep` with
    /// `…(N more NOUN)…` between them.
    package static func joined(_ items: [String], separator: String, noun: String, keep: Int = keep) -> String {
        guard items.count > 2 * keep else { return items.joined(separator: separator) }
        let elided = items.count - 2 * keep
        return items[..<keep].joined(separator: separator) + separator + "…(\(elided) more \(noun))…" + separator
            + items[(items.count - keep)...].joined(separator: separator)
    }
}
