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

    /// The shortest edit script from `a` to `b` (Myers' O(ND) algorithm), after trimming the
    /// common prefix and suffix, in memory linear in the inputs.
    ///
    /// A region whose script takes at most `exactRounds` edits is walked by the greedy
    /// algorithm keeping each round's frontier (`greedy`); that is the script every golden's
    /// diff has always shown. In a longer one the lines found on one side only are set aside
    /// (`withoutUnmatched`) and the rest is split at its middle snake (Myers 1986 §4b,
    /// the linear-space refinement, Hirschberg-style) and each half handled the same way,
    /// from an explicit stack, never recursion on the input. Each split costs at most
    /// `maxSplitRounds` rounds: past them the region is cut where either search got furthest
    /// (GNU diff's "too expensive" heuristic), so the script stays a correct patch but may no
    /// longer be minimal, and the time stays within about `maxSplitRounds` × the lines
    /// (RELIABILITY "The diff bounded").
    static func diff(
        _ a: [Line], _ b: [Line], exactRounds: Int = 256, maxSplitRounds: Int = 1024
    ) -> [Op] {
        // Intern lines so that comparisons in the inner loops are integer compares.
        var ids: [Line: Int32] = [:]
        func intern(_ line: Line) -> Int32 {
            if let id = ids[line] { return id }
            let id = Int32(truncatingIfNeeded: ids.count)
            ids[line] = id
            return id
        }
        let x = a.map(intern)
        let y = b.map(intern)
        var ops: [Op] = []
        ops.reserveCapacity(max(x.count, y.count))
        var prefix = 0
        while prefix < x.count && prefix < y.count && x[prefix] == y[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < x.count - prefix && suffix < y.count - prefix
            && x[x.count - 1 - suffix] == y[y.count - 1 - suffix]
        { suffix += 1 }
        for i in 0..<prefix { ops.append(.equal(old: i, new: i)) }
        let middle = Region(oldLow: prefix, oldHigh: x.count - suffix, newLow: prefix, newHigh: y.count - suffix)
        if let exact = greedy(x, y, middle, maxRounds: exactRounds) {
            ops += exact
        } else {
            ops += withoutUnmatched(
                x, y, middle, distinct: ids.count, exactRounds: exactRounds, maxSplitRounds: maxSplitRounds)
        }
        for s in stride(from: suffix, to: 0, by: -1) {
            ops.append(.equal(old: x.count - s, new: y.count - s))
        }
        return ops
    }

    /// The script of a long region: lines that occur on one side only can be on no shortest
    /// path (they are always deleted or inserted), so they are set aside, the rest is split
    /// and conquered, and they are put back in place (GNU diff discards them the same way). A
    /// one-line golden against a long output is then all insertions at once, not a
    /// `maxSplitRounds` search per split.
    private static func withoutUnmatched(
        _ x: [Int32], _ y: [Int32], _ region: Region, distinct: Int, exactRounds: Int, maxSplitRounds: Int
    ) -> [Op] {
        var inOld = [Bool](repeating: false, count: distinct)
        var inNew = [Bool](repeating: false, count: distinct)
        for i in region.oldLow..<region.oldHigh { inOld[Int(x[i])] = true }
        for j in region.newLow..<region.newHigh { inNew[Int(y[j])] = true }
        let keptOld = (region.oldLow..<region.oldHigh).filter { inNew[Int(x[$0])] }
        let keptNew = (region.newLow..<region.newHigh).filter { inOld[Int(y[$0])] }
        let inner = splitAndConquer(
            keptOld.map { x[$0] }, keptNew.map { y[$0] }, exactRounds: exactRounds, maxSplitRounds: maxSplitRounds)
        var ops: [Op] = []
        ops.reserveCapacity(region.oldCount + region.newCount)
        var nextOld = region.oldLow
        var nextNew = region.newLow
        func deletes(through old: Int) {
            while nextOld <= old {
                ops.append(.delete(old: nextOld))
                nextOld += 1
            }
        }
        func inserts(through new: Int) {
            while nextNew <= new {
                ops.append(.insert(new: nextNew))
                nextNew += 1
            }
        }
        for op in inner {
            switch op {
            case let .equal(o, n):
                deletes(through: keptOld[o] - 1)
                inserts(through: keptNew[n] - 1)
                ops.append(.equal(old: keptOld[o], new: keptNew[n]))
                nextOld = keptOld[o] + 1
                nextNew = keptNew[n] + 1
            case .delete(let o):
                deletes(through: keptOld[o])
            case .insert(let n):
                inserts(through: keptNew[n])
            }
        }
        deletes(through: region.oldHigh - 1)
        inserts(through: region.newHigh - 1)
        return ops
    }

    /// The script of all of `x` against all of `y`: regions of at most `exactRounds` edits by
    /// the greedy walk, longer ones split at their middle snake, from an explicit stack (never
    /// recursion on the input).
    private static func splitAndConquer(_ x: [Int32], _ y: [Int32], exactRounds: Int, maxSplitRounds: Int) -> [Op] {
        var ops: [Op] = []
        ops.reserveCapacity(max(x.count, y.count))
        /// Work left to do, in output order from the top of the stack.
        enum Task {
            case region(Region)
            case equalRun(old: Int, new: Int, count: Int)
        }
        var stack: [Task] = [
            .region(Region(oldLow: 0, oldHigh: x.count, newLow: 0, newHigh: y.count))
        ]
        while let task = stack.popLast() {
            switch task {
            case let .equalRun(old, new, count):
                for i in 0..<count { ops.append(.equal(old: old + i, new: new + i)) }
            case .region(let region):
                if region.oldCount == 0 || region.newCount == 0 {
                    for i in region.oldLow..<region.oldHigh { ops.append(.delete(old: i)) }
                    for j in region.newLow..<region.newHigh { ops.append(.insert(new: j)) }
                } else if let exact = greedy(x, y, region, maxRounds: exactRounds) {
                    ops += exact
                } else if let split = middleSnake(x, y, region, maxRounds: maxSplitRounds) {
                    // Pushed in reverse: the part before the snake is handled first.
                    stack.append(
                        .region(
                            Region(
                                oldLow: split.oldEnd, oldHigh: region.oldHigh,
                                newLow: split.newEnd, newHigh: region.newHigh)))
                    stack.append(
                        .equalRun(old: split.oldStart, new: split.newStart, count: split.oldEnd - split.oldStart))
                    stack.append(
                        .region(
                            Region(
                                oldLow: region.oldLow, oldHigh: split.oldStart,
                                newLow: region.newLow, newHigh: split.newStart)))
                } else {
                    // Unreachable (a region with lines on both sides always splits); kept total.
                    for i in region.oldLow..<region.oldHigh { ops.append(.delete(old: i)) }
                    for j in region.newLow..<region.newHigh { ops.append(.insert(new: j)) }
                }
            }
        }
        return ops
    }

    /// A rectangle of the edit graph: `x[oldLow..<oldHigh]` against `y[newLow..<newHigh]`.
    struct Region {
        var oldLow: Int
        var oldHigh: Int
        var newLow: Int
        var newHigh: Int
        var oldCount: Int { oldHigh - oldLow }
        var newCount: Int { newHigh - newLow }
    }

    /// Where a region is split: a run of equal lines (possibly empty) from
    /// `(oldStart, newStart)` to `(oldEnd, newEnd)`, strictly inside the region's corners or
    /// leaving a smaller region on each side.
    struct Split {
        var oldStart: Int
        var newStart: Int
        var oldEnd: Int
        var newEnd: Int
    }

    /// Myers' greedy search on a region, keeping for each round only the frontier it reached
    /// (2d + 1 diagonals), then walking the path back; nil when the script needs more than
    /// `maxRounds` edits, so the memory stays within `maxRounds`² entries.
    private static func greedy(_ x: [Int32], _ y: [Int32], _ region: Region, maxRounds: Int) -> [Op]? {
        let lo = region.oldLow
        let newLo = region.newLow
        let n = region.oldCount
        let m = region.newCount
        let maxD = min(n + m, maxRounds)
        let offset = maxD + 1
        var v = [Int](repeating: 0, count: 2 * maxD + 3)
        // trace[d] holds v[offset - d ... offset + d] as it was when round d began.
        var trace: [[Int]] = []
        var found = false
        for d in 0...maxD {
            trace.append(Array(v[(offset - d)...(offset + d)]))
            var k = -d
            while k <= d {
                var i: Int
                if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
                    i = v[offset + k + 1]
                } else {
                    i = v[offset + k - 1] + 1
                }
                var j = i - k
                while i < n && j < m && x[lo + i] == y[newLo + j] {
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
        guard found else { return nil }
        // Walk back from (n, m) through the saved frontiers.
        func frontier(_ d: Int, _ k: Int) -> Int { trace[d][k + d] }
        var ops: [Op] = []
        var i = n
        var j = m
        var d = trace.count - 1
        while d >= 0 {
            let k = i - j
            if d == 0 {
                while i > 0 && j > 0 {
                    i -= 1; j -= 1
                    ops.append(.equal(old: lo + i, new: newLo + j))
                }
                break
            }
            // Round d began with round d - 1's frontier, which spans diagonals ±(d - 1).
            let prevK: Int
            if k == -d || (k != d && frontier(d, k - 1) < frontier(d, k + 1)) {
                prevK = k + 1
            } else {
                prevK = k - 1
            }
            let prevI = frontier(d, prevK)
            let prevJ = prevI - prevK
            while i > prevI && j > prevJ {
                i -= 1; j -= 1
                ops.append(.equal(old: lo + i, new: newLo + j))
            }
            if prevK == k + 1 {
                j -= 1
                ops.append(.insert(new: newLo + j))
            } else {
                i -= 1
                ops.append(.delete(old: lo + i))
            }
            d -= 1
        }
        return ops.reversed()
    }

    /// The middle snake of a region whose script takes at least two edits: searching from
    /// both corners at once, the first run of equal lines where the two frontiers meet lies on
    /// a shortest path and splits it in halves of at most ⌈D/2⌉ edits each (Myers 1986,
    /// Lemma 3). Memory is two frontiers of 2 × `maxRounds` + 3 entries.
    ///
    /// Past `maxRounds` rounds without meeting, the region is split at the point either
    /// search reached furthest from its corner (x + y forward, the same backward), which is
    /// on a path, not necessarily a shortest one. Nil only if neither search moved, which a
    /// region with both sides non-empty rules out.
    private static func middleSnake(_ x: [Int32], _ y: [Int32], _ region: Region, maxRounds: Int) -> Split? {
        let oldLo = region.oldLow
        let newLo = region.newLow
        let n = region.oldCount
        let m = region.newCount
        let delta = n - m
        let odd = delta & 1 != 0
        let rounds = min((n + m + 1) / 2, maxRounds)
        let offset = rounds + 1
        let width = 2 * rounds + 3
        // forward[k]: the furthest old index on diagonal k = i - j from (0, 0);
        // backward[k]: the furthest old index counted from the end, on diagonal k of the
        // reversed texts (whose diagonal k is the forward diagonal delta - k).
        var forward = [Int](repeating: -1, count: width)
        var backward = [Int](repeating: -1, count: width)
        forward[offset + 1] = 0
        backward[offset + 1] = 0
        // Diagonals that ran off the region's edge are skipped in later rounds.
        var forwardStart = 0, forwardEnd = 0, backwardStart = 0, backwardEnd = 0
        for d in 0..<rounds {
            var k = -d + forwardStart
            while k <= d - forwardEnd {
                var i: Int
                if k == -d || (k != d && forward[offset + k - 1] < forward[offset + k + 1]) {
                    i = forward[offset + k + 1]
                } else {
                    i = forward[offset + k - 1] + 1
                }
                var j = i - k
                let startI = i, startJ = j
                while i < n && j < m && x[oldLo + i] == y[newLo + j] {
                    i += 1
                    j += 1
                }
                forward[offset + k] = i
                if i > n {
                    forwardEnd += 2
                } else if j > m {
                    forwardStart += 2
                } else if odd {
                    let other = offset + delta - k
                    if other >= 0 && other < width && backward[other] != -1 && i >= n - backward[other] {
                        return Split(
                            oldStart: oldLo + startI, newStart: newLo + startJ, oldEnd: oldLo + i, newEnd: newLo + j)
                    }
                }
                k += 2
            }
            k = -d + backwardStart
            while k <= d - backwardEnd {
                var i: Int
                if k == -d || (k != d && backward[offset + k - 1] < backward[offset + k + 1]) {
                    i = backward[offset + k + 1]
                } else {
                    i = backward[offset + k - 1] + 1
                }
                var j = i - k
                let startI = i, startJ = j
                while i < n && j < m && x[oldLo + n - 1 - i] == y[newLo + m - 1 - j] {
                    i += 1
                    j += 1
                }
                backward[offset + k] = i
                if i > n {
                    backwardEnd += 2
                } else if j > m {
                    backwardStart += 2
                } else if !odd {
                    let other = offset + delta - k
                    if other >= 0 && other < width && forward[other] != -1 && forward[other] >= n - i {
                        return Split(
                            oldStart: oldLo + n - i, newStart: newLo + m - j,
                            oldEnd: oldLo + n - startI, newEnd: newLo + m - startJ)
                    }
                }
                k += 2
            }
        }
        // Too expensive: cut at the point furthest from its corner on either side.
        var best: Split?
        var bestProgress = 0
        let last = rounds - 1
        var k = -last
        while k <= last {
            let i = forward[offset + k]
            let j = i - k
            if i >= 0 && i <= n && j >= 0 && j <= m && i + j > bestProgress && i + j < n + m {
                bestProgress = i + j
                best = Split(oldStart: oldLo + i, newStart: newLo + j, oldEnd: oldLo + i, newEnd: newLo + j)
            }
            let bi = backward[offset + k]
            let bj = bi - k
            if bi >= 0 && bi <= n && bj >= 0 && bj <= m && bi + bj > bestProgress && bi + bj < n + m {
                bestProgress = bi + bj
                best = Split(
                    oldStart: oldLo + n - bi, newStart: newLo + m - bj, oldEnd: oldLo + n - bi, newEnd: newLo + m - bj)
            }
            k += 2
        }
        return best
    }
}
