/// Levenshtein distance, for "did you mean" hints on unknown keys and ids (FORMAT §1: a typo
/// such as `delaysTouchBegan` must not be silently ignored, and should be easy to fix).
package enum EditDistance {
    /// The number of single-scalar insertions, deletions and substitutions turning `a` into `b`.
    static func distance(_ a: String, _ b: String) -> Int {
        let x = Array(a.unicodeScalars)
        let y = Array(b.unicodeScalars)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var previous = Array(0...y.count)
        var current = Array(repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            for j in 1...y.count {
                let substitution = previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
            }
            swap(&previous, &current)
        }
        return previous[y.count]
    }

    /// Words longer than this get no suggestion: ids and keys are short, and the distance is
    /// quadratic in the length (a 200 KB unknown id took 67 s to reject, issue 13 item 6).
    static let maxSuggestedLength = 128

    /// The candidate nearest to `word` within distance `limit` (the first on ties), or nil.
    package static func closest(to word: String, among candidates: [String], limit: Int = 2) -> String? {
        var best: (name: String, distance: Int)?
        let length = word.unicodeScalars.count
        guard length <= maxSuggestedLength else { return nil }
        for candidate in candidates {
            // `utf8.count` bounds the scalar count cheaply before counting scalars.
            guard candidate.utf8.count <= 4 * (length + limit),
                abs(candidate.unicodeScalars.count - length) <= limit
            else { continue }
            let d = distance(word, candidate)
            if d <= limit, d < (best?.distance ?? Int.max) { best = (candidate, d) }
        }
        return best?.name
    }
}
