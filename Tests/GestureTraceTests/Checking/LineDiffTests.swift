import Foundation
import Testing

@testable import GestureTrace

@Suite struct LineDiffTests {
    static func frames(_ n: Int, change: Int? = nil) -> String {
        var text = "gesturetrace text v1: x\n"
        for i in 0..<n {
            text += "frame \(i)  t=0.\(i)  input\n"
            text += "  deliver  V \(i == change ? "cancelled" : "moved") [1]\n"
        }
        return text
    }

    @Test("equal texts give no diff")
    func equal() {
        #expect(LineDiff.unified(expected: "a\nb\n", actual: "a\nb\n", path: "x") == nil)
    }

    @Test("a one-line change: 3 lines of context, frame heading in the hunk header")
    func oneLine() {
        let diff = LineDiff.unified(
            expected: Self.frames(6), actual: Self.frames(6, change: 3), path: "traces/t.golden")
        #expect(
            diff == """
                --- a/traces/t.golden
                +++ b/traces/t.golden
                @@ -6,7 +6,7 @@ frame 3  t=0.3  input
                 frame 2  t=0.2  input
                   deliver  V moved [1]
                 frame 3  t=0.3  input
                -  deliver  V moved [1]
                +  deliver  V cancelled [1]
                 frame 4  t=0.4  input
                   deliver  V moved [1]
                 frame 5  t=0.5  input

                """)
    }

    @Test("insertions at the end, deletions before insertions, single-line ranges")
    func shapes() {
        #expect(
            LineDiff.unified(expected: "a\n", actual: "a\nb\n", path: "p")
                == "--- a/p\n+++ b/p\n@@ -1 +1,2 @@\n a\n+b\n")
        #expect(
            LineDiff.unified(expected: "a\nb\nc\n", actual: "a\nx\ny\nc\n", path: "p")
                == "--- a/p\n+++ b/p\n@@ -1,3 +1,4 @@\n a\n-b\n+x\n+y\n c\n")
        #expect(LineDiff.unified(expected: "", actual: "a\n", path: "p") == "--- a/p\n+++ b/p\n@@ -0,0 +1 @@\n+a\n")
        #expect(LineDiff.unified(expected: "a\n", actual: "", path: "p") == "--- a/p\n+++ b/p\n@@ -1 +0,0 @@\n-a\n")
    }

    @Test("a missing final newline is marked")
    func noNewline() {
        #expect(
            LineDiff.unified(expected: "a\nb", actual: "a\nb\n", path: "p")
                == "--- a/p\n+++ b/p\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n")
        #expect(
            LineDiff.unified(expected: "a\nb", actual: "a\nc", path: "p")
                == "--- a/p\n+++ b/p\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n"
        )
    }

    @Test("distant changes make separate hunks, close ones merge")
    func hunks() {
        let old = (1...20).map { "l\($0)\n" }.joined()
        var new = old.replacingOccurrences(of: "l2\n", with: "L2\n")
        new = new.replacingOccurrences(of: "l18\n", with: "L18\n")
        let diff = LineDiff.unified(expected: old, actual: new, path: "p") ?? ""
        #expect(diff.components(separatedBy: "\n@@").count == 3)
        #expect(diff.contains("@@ -1,5 +1,5 @@\n") && diff.contains("@@ -15,6 +15,6 @@\n"))
        let close = old.replacingOccurrences(of: "l8\n", with: "L8\n").replacingOccurrences(of: "l14\n", with: "L14\n")
        #expect(
            (LineDiff.unified(expected: old, actual: close, path: "p") ?? "").components(separatedBy: "\n@@").count == 2
        )
    }

    @Test("random edits: the diff applies with git apply", arguments: [1, 2, 3, 4, 5])
    func gitApply(seed: UInt64) throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/git") else { return }
        var rng = SplitMix64(seed: seed)
        var lines = (0..<60).map { "frame \($0 / 3)  t=\($0)  input" }
        let old = lines.joined(separator: "\n") + (seed % 2 == 0 ? "\n" : "")
        for _ in 0..<8 {
            let i = Int(rng.next() % UInt64(lines.count))
            switch rng.next() % 3 {
            case 0: lines.remove(at: i)
            case 1: lines.insert("  new \(rng.next() % 100)", at: i)
            default: lines[i] = "  changed \(i)"
            }
        }
        let new = lines.joined(separator: "\n") + (seed % 3 == 0 ? "" : "\n")
        let diff = try #require(LineDiff.unified(expected: old, actual: new, path: "f.golden"))
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("linediff-\(seed)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(old.utf8).write(to: dir.appendingPathComponent("f.golden"))
        try Data(diff.utf8).write(to: dir.appendingPathComponent("p.diff"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        process.arguments = ["apply", "--unsafe-paths", "p.diff"]
        process.currentDirectoryURL = dir
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "seed \(seed):\n\(diff)")
        let patched = try String(contentsOf: dir.appendingPathComponent("f.golden"), encoding: .utf8)
        #expect(patched == new, "seed \(seed)")
    }

    @Test("first difference names the frame, the summary or a line")
    func firstDifference() {
        #expect(
            GoldenComparison.firstDifference(expected: Self.frames(6), actual: Self.frames(6, change: 3))
                == "frame 3, t=0.3")
        #expect(GoldenComparison.firstDifference(expected: "h\n", actual: "i\n") == "line 1")
        #expect(
            GoldenComparison.firstDifference(
                expected: "frame 0  t=0  input\nsummary\n  a\n", actual: "frame 0  t=0  input\nsummary\n  b\n")
                == "the summary")
    }

    @Test("compare returns match or differs with the diff")
    func compare() {
        #expect(GoldenComparison.compare(expected: "a\n", actual: "a\n", goldenPath: "g") == .match)
        #expect(
            GoldenComparison.compare(expected: "a\n", actual: "b\n", goldenPath: "g")
                == .differs(diff: "--- a/g\n+++ b/g\n@@ -1 +1 @@\n-a\n+b\n", firstDifference: "line 1"))
    }
}

/// The linear-space diff (issue 25 item "the diff bounded"): every script is a correct
/// patch, minimal while the middle-snake search is within its round limit, and identical to
/// the greedy walk's where the greedy walk is allowed to finish.
@Suite struct LinearSpaceDiffTests {
    static func lines(_ values: [Int]) -> [LineDiff.Line] {
        values.map { LineDiff.Line(text: Substring("l\($0)"), terminated: true) }
    }

    /// Applies the script: equal lines must match, and the result must be `b`.
    static func apply(_ ops: [LineDiff.Op], _ a: [Int], _ b: [Int]) -> (rebuilt: [Int], edits: Int, ordered: Bool) {
        var rebuilt: [Int] = []
        var edits = 0
        var nextOld = 0
        var nextNew = 0
        var ordered = true
        for op in ops {
            switch op {
            case let .equal(o, n):
                ordered = ordered && o == nextOld && n == nextNew && a[o] == b[n]
                nextOld = o + 1
                nextNew = n + 1
                rebuilt.append(b[n])
            case .delete(let o):
                ordered = ordered && o == nextOld
                nextOld = o + 1
                edits += 1
            case .insert(let n):
                ordered = ordered && n == nextNew
                nextNew = n + 1
                rebuilt.append(b[n])
                edits += 1
            }
        }
        return (rebuilt, edits, ordered && nextOld == a.count && nextNew == b.count)
    }

    /// The shortest edit distance by dynamic programming (n + m - 2 × LCS).
    static func shortest(_ a: [Int], _ b: [Int]) -> Int {
        var row = [Int](repeating: 0, count: b.count + 1)
        for i in 1...max(1, a.count) where !a.isEmpty {
            var diagonal = 0
            for j in 1...max(1, b.count) where !b.isEmpty {
                let above = row[j]
                row[j] = a[i - 1] == b[j - 1] ? diagonal + 1 : max(row[j], row[j - 1])
                diagonal = above
            }
        }
        return a.count + b.count - 2 * row[b.count]
    }

    @Test("random texts: a correct, minimal script through the middle snake", arguments: 0..<40)
    func minimal(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let alphabet = Int(rng.next() % 6) + 2
        let a = (0..<Int(rng.next() % 120)).map { _ in Int(rng.next() % UInt64(alphabet)) }
        let b = (0..<Int(rng.next() % 120)).map { _ in Int(rng.next() % UInt64(alphabet)) }
        // exactRounds 1 sends every region of two or more edits through the middle snake.
        let ops = LineDiff.diff(Self.lines(a), Self.lines(b), exactRounds: 1, maxSplitRounds: 10_000)
        let result = Self.apply(ops, a, b)
        #expect(result.ordered && result.rebuilt == b, "seed \(seed)")
        #expect(result.edits == Self.shortest(a, b), "seed \(seed)")
    }

    @Test("past its round limit the script is still a correct patch", arguments: 0..<20)
    func cutOff(seed: UInt64) {
        var rng = SplitMix64(seed: seed + 1000)
        let a = (0..<Int(rng.next() % 400)).map { _ in Int(rng.next() % 3) }
        let b = (0..<Int(rng.next() % 400)).map { _ in Int(rng.next() % 3) }
        let ops = LineDiff.diff(Self.lines(a), Self.lines(b), exactRounds: 1, maxSplitRounds: 3)
        let result = Self.apply(ops, a, b)
        #expect(result.ordered && result.rebuilt == b, "seed \(seed)")
    }

    @Test("a one-line golden against 50 000 lines: every line inserted, no quadratic memory")
    func oneLineAgainstMany() {
        let many = (0..<50_000).map { "frame \($0)  t=0.\($0)  input\n" }.joined()
        let diff = LineDiff.unified(expected: "stale\n", actual: many, path: "g") ?? ""
        #expect(diff.hasPrefix("--- a/g\n+++ b/g\n@@ -1 +1,50000 @@\n-stale\n+frame 0  t=0.0  input\n"))
        #expect(diff.hasSuffix("+frame 49999  t=0.49999  input\n"))
    }
}
