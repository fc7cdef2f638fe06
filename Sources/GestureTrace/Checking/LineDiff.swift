/// A unified diff of two texts, line by line (Myers' O(ND) algorithm), in GNU/git layout.
///
/// Golden mismatches are shown as a patch a reviewer can paste into a PR and `git apply`
/// accepts: `--- a/path`, `+++ b/path`, `@@ -l,s +l,s @@` hunks with 3 lines of context,
/// expected as `-` and actual as `+` (swift-format's orientation), and `\ No newline at end
/// of file` after a last line that lacks one. Like git's "function context", each hunk header
/// quotes a heading line (`frame 3  t=0.43  timer`): the nearest one at or before the hunk's
/// first change in the expected text, so a reader always knows which frame a change belongs
/// to (git quotes the line before the hunk's context, which is often the previous frame).
package enum LineDiff {
    /// One line and whether a newline ended it (only a file's last line may lack one).
    struct Line: Hashable {
        var text: Substring
        var terminated: Bool
    }

    enum Op: Equatable {
        case equal(old: Int, new: Int)
        case delete(old: Int)
        case insert(new: Int)
    }

    /// Whether a line heads a section of the text format: a `frame …` line or `summary`.
    package static func isHeading(_ line: Substring) -> Bool {
        line.hasPrefix("frame ") || line == "summary"
    }

    /// Returns the unified diff from `expected` to `actual`, or nil when they are equal.
    ///
    /// - Parameters:
    ///   - path: the file named in the `--- a/…` and `+++ b/…` headers.
    ///   - context: lines of unchanged context around each change (GNU's default is 3).
    ///   - heading: which lines a hunk header may quote, searched backwards from the hunk's
    ///     first change in the expected text.
    package static func unified(
        expected: String, actual: String, path: String, context: Int = 3,
        heading: (Substring) -> Bool = isHeading
    ) -> String? {
        if expected == actual { return nil }
        let old = lines(expected)
        let new = lines(actual)
        let ops = diff(old, new)
        var out = "--- a/\(path)\n+++ b/\(path)\n"
        for hunk in hunks(ops, context: context) {
            let slice = ops[hunk]
            var oldStart = -1, newStart = -1, oldCount = 0, newCount = 0
            var oldBefore = 0, newBefore = 0
            // Positions before the hunk, for empty ranges (`-0,0`).
            switch slice.first {
            case .equal(let o, let n)?: oldBefore = o; newBefore = n
            case .delete(let o)?: oldBefore = o; newBefore = newIndexBefore(ops, hunk.lowerBound)
            case .insert(let n)?: newBefore = n; oldBefore = oldIndexBefore(ops, hunk.lowerBound)
            case nil: break
            }
            for op in slice {
                switch op {
                case let .equal(o, n):
                    if oldStart < 0 { oldStart = o }
                    if newStart < 0 { newStart = n }
                    oldCount += 1; newCount += 1
                case .delete(let o):
                    if oldStart < 0 { oldStart = o }
                    oldCount += 1
                case .insert(let n):
                    if newStart < 0 { newStart = n }
                    newCount += 1
                }
            }
            out +=
                "@@ -\(range(oldStart < 0 ? oldBefore : oldStart, oldCount)) +\(range(newStart < 0 ? newBefore : newStart, newCount)) @@"
            if let title = nearestHeading(old, before: firstChangeLimit(ops, hunk), heading) {
                out += " " + title
            }
            out += "\n"
            // Within a run of changes, all deletions come before all insertions (GNU, git).
            var pendingInserts: [Line] = []
            func flushInserts() {
                for line in pendingInserts { emit("+", line, &out) }
                pendingInserts.removeAll()
            }
            for op in slice {
                switch op {
                case .equal(let o, _):
                    flushInserts()
                    emit(" ", old[o], &out)
                case .delete(let o):
                    emit("-", old[o], &out)
                case .insert(let n):
                    pendingInserts.append(new[n])
                }
            }
            flushInserts()
        }
        return out
    }

    /// The 0-based index, in both texts, of the first line that differs; nil when equal.
    package static func firstDifference(expected: String, actual: String) -> (old: Int, new: Int)? {
        let old = lines(expected)
        let new = lines(actual)
        var i = 0
        while i < old.count && i < new.count && old[i] == new[i] { i += 1 }
        if i == old.count && i == new.count { return nil }
        return (i, i)
    }

    /// The nearest heading line at or before the 0-based line `index` of `text`.
    package static func heading(in text: String, atOrBefore index: Int, _ heading: (Substring) -> Bool = isHeading)
        -> Substring?
    {
        let all = lines(text)
        return nearestHeading(all, before: min(index + 1, all.count), heading).map { Substring($0) }
    }

    static func lines(_ text: String) -> [Line] {
        if text.isEmpty { return [] }
        var result: [Line] = []
        var start = text.startIndex
        var i = text.startIndex
        let utf8 = text.utf8
        while i < text.endIndex {
            if utf8[i] == UInt8(ascii: "\n") {
                result.append(Line(text: text[start..<i], terminated: true))
                start = utf8.index(after: i)
                i = start
            } else {
                i = utf8.index(after: i)
            }
        }
        if start < text.endIndex { result.append(Line(text: text[start...], terminated: false)) }
        return result
    }

    private static func emit(_ sign: String, _ line: Line, _ out: inout String) {
        out += sign
        out += line.text
        out += "\n"
        if !line.terminated { out += "\\ No newline at end of file\n" }
    }

    /// GNU range: `start` alone for one line, `start,count` otherwise; an empty range names
    /// the line before it.
    private static func range(_ start0: Int, _ count: Int) -> String {
        if count == 0 { return "\(start0),0" }
        if count == 1 { return "\(start0 + 1)" }
        return "\(start0 + 1),\(count)"
    }

    private static func nearestHeading(_ lines: [Line], before index: Int, _ heading: (Substring) -> Bool) -> String? {
        var i = min(index, lines.count) - 1
        while i >= 0 {
            if heading(lines[i].text) { return String(lines[i].text) }
            i -= 1
        }
        return nil
    }

    /// How many expected lines the heading search may look at: through the first deleted
    /// line, or up to the insertion point.
    private static func firstChangeLimit(_ ops: [Op], _ hunk: Range<Int>) -> Int {
        for position in hunk {
            switch ops[position] {
            case .equal: continue
            case .delete(let o): return o + 1
            case .insert: return oldIndexBefore(ops, position)
            }
        }
        return 0
    }

    private static func oldIndexBefore(_ ops: [Op], _ position: Int) -> Int {
        var i = position - 1
        while i >= 0 {
            switch ops[i] {
            case .equal(let o, _), .delete(let o): return o + 1
            case .insert: i -= 1
            }
        }
        return 0
    }

    private static func newIndexBefore(_ ops: [Op], _ position: Int) -> Int {
        var i = position - 1
        while i >= 0 {
            switch ops[i] {
            case .equal(_, let n), .insert(let n): return n + 1
            case .delete: i -= 1
            }
        }
        return 0
    }

    /// Groups the edit script into hunks: changes with `context` equal lines around them,
    /// merged when the gap between two changes is at most twice the context.
    static func hunks(_ ops: [Op], context: Int) -> [Range<Int>] {
        var changes: [Int] = []
        for (i, op) in ops.enumerated() {
            if case .equal = op { continue }
            changes.append(i)
        }
        var result: [Range<Int>] = []
        var k = 0
        while k < changes.count {
            let start = max(0, changes[k] - context)
            var last = changes[k]
            while k + 1 < changes.count && changes[k + 1] - last - 1 <= 2 * context {
                k += 1
                last = changes[k]
            }
            result.append(start..<min(ops.count, last + context + 1))
            k += 1
        }
        return result
    }

    /// Myers' greedy shortest edit script, after trimming the common prefix and suffix.
    static func diff(_ a: [Line], _ b: [Line]) -> [Op] {
        // Intern lines so that comparisons in the inner loop are integer compares.
        var ids: [Line: Int] = [:]
        let x = a.map { line -> Int in
            if let id = ids[line] { return id }
            ids[line] = ids.count
            return ids.count - 1
        }
        let y = b.map { line -> Int in
            if let id = ids[line] { return id }
            ids[line] = ids.count
            return ids.count - 1
        }
        var prefix = 0
        while prefix < x.count && prefix < y.count && x[prefix] == y[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < x.count - prefix && suffix < y.count - prefix
            && x[x.count - 1 - suffix] == y[y.count - 1 - suffix]
        { suffix += 1 }

        var ops: [Op] = []
        for i in 0..<prefix { ops.append(.equal(old: i, new: i)) }
        ops += middle(x, y, from: prefix, oldEnd: x.count - suffix, newEnd: y.count - suffix)
        for s in stride(from: suffix, to: 0, by: -1) {
            ops.append(.equal(old: x.count - s, new: y.count - s))
        }
        return ops
    }

    /// Myers on `x[lo..<oldEnd]` against `y[lo..<newEnd]`, keeping each round's frontier to
    /// walk the path back.
    private static func middle(_ x: [Int], _ y: [Int], from lo: Int, oldEnd: Int, newEnd: Int) -> [Op] {
        let n = oldEnd - lo
        let m = newEnd - lo
        if n == 0 { return (0..<m).map { .insert(new: lo + $0) } }
        if m == 0 { return (0..<n).map { .delete(old: lo + $0) } }
        let maxD = n + m
        let offset = maxD + 1
        var v = [Int](repeating: 0, count: 2 * maxD + 3)
        var trace: [[Int]] = []
        var found = false
        for d in 0...maxD {
            trace.append(v)
            var k = -d
            while k <= d {
                var i: Int
                if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
                    i = v[offset + k + 1]
                } else {
                    i = v[offset + k - 1] + 1
                }
                var j = i - k
                while i < n && j < m && x[lo + i] == y[lo + j] {
                    i += 1
                    j += 1
                }
                v[offset + k] = i
                if i >= n && j >= m {
                    found = true
                    break
                }
                k += 2
            }
            if found { break }
        }
        // Walk back from (n, m) through the saved frontiers.
        var ops: [Op] = []
        var i = n
        var j = m
        var d = trace.count - 1
        while d >= 0 {
            let vd = trace[d]
            let k = i - j
            let prevK: Int
            if d == 0 {
                while i > 0 && j > 0 {
                    i -= 1; j -= 1
                    ops.append(.equal(old: lo + i, new: lo + j))
                }
                break
            }
            if k == -d || (k != d && vd[offset + k - 1] < vd[offset + k + 1]) {
                prevK = k + 1
            } else {
                prevK = k - 1
            }
            let prevI = vd[offset + prevK]
            let prevJ = prevI - prevK
            while i > prevI && j > prevJ {
                i -= 1; j -= 1
                ops.append(.equal(old: lo + i, new: lo + j))
            }
            if prevK == k + 1 {
                j -= 1
                ops.append(.insert(new: lo + j))
            } else {
                i -= 1
                ops.append(.delete(old: lo + i))
            }
            d -= 1
        }
        return ops.reversed()
    }
}
