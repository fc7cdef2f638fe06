/// Substring search written out by hand, for the few places that look for a word in a reason,
/// an import's line or a help text.
///
/// The standard library's `contains(_:)`, `firstRange(of:)` and `split(separator:)` taking a
/// string come from `_StringProcessing`, which Apple's platforms have only from macOS 13 and
/// iOS 16. The engine goes into apps (the recorder's host, an iOS test target) whose deployment
/// targets are lower (issue 24 item 1; DECISIONS "Deployment targets"), so it searches with
/// these instead. Characters are compared as `Character`s, with the same canonical equivalence
/// the standard library's search uses. Quadratic in the worst case; the texts are short lines.
extension StringProtocol {
    /// The first range of `needle` in this text; an empty needle is found at the start.
    package func firstRange(ofText needle: some StringProtocol) -> Range<Index>? {
        var start = startIndex
        while true {
            var here = start
            var there = needle.startIndex
            while there != needle.endIndex {
                guard here != endIndex else { return nil }  // what is left is shorter than the needle
                guard self[here] == needle[there] else { break }
                formIndex(after: &here)
                needle.formIndex(after: &there)
            }
            if there == needle.endIndex { return start..<here }
            formIndex(after: &start)
        }
    }

    /// Whether `needle` occurs in this text.
    package func contains(text needle: some StringProtocol) -> Bool {
        firstRange(ofText: needle) != nil
    }

    /// The pieces between occurrences of a non-empty `separator`, empty pieces left out (as
    /// `split(separator:)` does).
    package func split(separatorText separator: some StringProtocol) -> [SubSequence] {
        var pieces: [SubSequence] = []
        var rest = self[...]
        while let found = rest.firstRange(ofText: separator), !separator.isEmpty {
            if found.lowerBound != rest.startIndex { pieces.append(rest[..<found.lowerBound]) }
            rest = rest[found.upperBound...]
        }
        if !rest.isEmpty { pieces.append(rest) }
        return pieces
    }
}
