import Foundation
import Testing

@testable import GestureTrace

/// Issue 25, round 5 hunt (docs/RELIABILITY.md "Round 5 hunt"): each family that broke a
/// promise, through the built binary where the promise is about the command line.
@Suite struct ReliabilityRound5Tests {
    static func folder() throws -> URL { try ReliabilityTests.folder() }

    static func write(_ bytes: [UInt8], _ name: String, in dir: URL) throws {
        try Data(bytes).write(to: dir.appendingPathComponent(name))
    }

    static func write(_ text: String, _ name: String, in dir: URL) throws {
        try write(Array(text.utf8), name, in: dir)
    }

    /// `lines` joined with `end` after each.
    static func joined(_ lines: [String], _ end: String) -> String {
        lines.map { $0 + end }.joined()
    }

    @Test("LF, CR and CR LF each end one line: every located error is at the line an editor shows")
    func bareCarriageReturns() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // A classic Mac file (CR alone) was located as one line: line 1, column 180.
        let trace = [
            "{", #"  "gesturetrace": 1,"#, #"  "scene": {"window": {"id": "w", "frame": [0, 0, 100, 100]}},"#,
            #"  "events": ["#, #"    {"t": 0, "touches": [{"id": 1, "phase": "bogus", "x": 1, "y": 1}]}"#, "  ]", "}",
        ]
        let csv = ["time,finger,phase,x,y", "0,1,began,10,10", "0.1,1,endd,10,10"]
        for (name, end) in [("lf", "\n"), ("cr", "\r"), ("crlf", "\r\n")] {
            try Self.write(Self.joined(trace, end), "\(name).json", in: dir)
            let run = try BuiltBinary.run(["validate", "\(name).json"], in: dir)
            #expect(run.status == 2, "\(name)")
            #expect(
                run.stderr
                    == "\(name).json:5:45: error: unknown phase 'bogus'; expected one of began, moved, stationary, ended, cancelled (at events[0].touches[0].phase)\n",
                "\(name)")
            // The importers' rows split the same way (Excel for Mac's "CSV (Macintosh)" ends
            // rows with CR alone).
            try Self.write(Self.joined(csv, end), "\(name).csv", in: dir)
            let imported = try BuiltBinary.run(["import", "csv", "\(name).csv", "-o", "\(name)-out.json"], in: dir)
            #expect(imported.status == 2, "\(name)")
            #expect(imported.stderr.hasPrefix("\(name).csv:3:7: error: 'endd' is not a phase"), "\(name)")
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("\(name)-out.json").path))
        }
        // A CR at the end of one chunk and its LF at the start of the next are one line end.
        var splitter = LineSplitter()
        var lines: [String] = []
        for chunk in [Array("a\r".utf8), Array("\nb\r".utf8), Array("\rc".utf8)] {
            splitter.feed(chunk) { lines.append("\($1):\($0)") }
        }
        splitter.finish { lines.append("\($1):\($0)") }
        #expect(lines == ["1:a", "2:b", "3:", "4:c"])
        // A location past the index's checkpoints agrees with one counted from the start, at a
        // CR LF split across a checkpoint too.
        var text = Array(repeating: UInt8(ascii: "x"), count: LineIndex.stride - 1) + Array("\r\n".utf8)
        text += Array("y\rz\n\r\nw".utf8)
        let index = LineIndex()
        text.withUnsafeBufferPointer { bytes in
            for offset in 0...bytes.count {
                let fast = index.location(ofOffset: offset, in: bytes)
                let slow = JSONDocument.location(ofOffset: offset, in: bytes)
                #expect(fast.line == slow.line && fast.column == slow.column, "offset \(offset)")
            }
            let last = index.location(ofOffset: bytes.count - 1, in: bytes)
            #expect(last.line == 5 && last.column == 1)
        }
    }

    @Test("an overlong line in a dump or log is an error, never the end of the input")
    func overlongLineInDump() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // The scene importers stopped at the line and wrote the views above it, exit 0.
        let dump = [
            "<UIWindow: 0x1; frame = (0 0; 320 480); layer = <CALayer: 0x2>>",
            "   | <UIView: 0x3; frame = (0 0; 10 10); layer = <CALayer: 0x4>>",
            String(repeating: "x", count: 70_000),
            "   | <UIView: 0x5; frame = (0 0; 10 10); layer = <CALayer: 0x6>>",
        ]
        try Self.write(Self.joined(dump, "\n"), "d.txt", in: dir)
        let message =
            "d.txt:3:65537: error: the line is longer than 65536 bytes; no recording format has rows this long\n"
        let run = try BuiltBinary.run(["import", "recursive-description", "d.txt", "-o", "s.json"], in: dir)
        #expect(run.status == 2)
        #expect(run.stderr == message)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("s.json").path))
        try Self.write(Self.joined(Array(dump.prefix(2)), "\n"), "ok.txt", in: dir)
        try Self.write(String(repeating: " ", count: 70_000) + "\n", "long.txt", in: dir)
        for option in ["--recognizers", "--controllers"] {
            let merged = try BuiltBinary.run(
                ["import", "recursive-description", "ok.txt", option, "long.txt", "-o", "s.json"], in: dir)
            #expect(merged.status == 2, "\(option)")
            #expect(
                merged.stderr
                    == "long.txt:1:65537: error: the line is longer than 65536 bytes; no recording format has rows this long\n",
                "\(option)")
        }
        let log = try BuiltBinary.run(["import", "recognizer-log", "d.txt", "-o", "s.json"], in: dir)
        #expect(log.status == 2)
        #expect(log.stderr == message)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("s.json").path))
    }

    @Test("a golden stored with CR LF or CR line ends or a BOM is the same golden; other changes still differ")
    func goldensAsStored() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // A checkout with core.autocrlf made every line of every golden differ, and made a why
        // golden invalid input at 1:1 (its lines never split).
        let trace = ReliabilityRound4Tests.trace()
        try Self.write(trace, "t.json", in: dir)
        try Self.write("why tap\n", "t.why.golden", in: dir)
        let update = try BuiltBinary.run(["check", ".", "--update=missing"], in: dir)
        #expect(update.status == 0)
        let golden = try String(contentsOf: dir.appendingPathComponent("t.golden"), encoding: .utf8)
        let why = try String(contentsOf: dir.appendingPathComponent("t.why.golden"), encoding: .utf8)
        #expect(why.hasPrefix("why tap\n  "))
        let stored: [(String, (String) -> [UInt8])] = [
            ("CR LF", { Array($0.replacingOccurrences(of: "\n", with: "\r\n").utf8) }),
            ("CR", { Array($0.replacingOccurrences(of: "\n", with: "\r").utf8) }),
            ("BOM", { [0xEF, 0xBB, 0xBF] + Array($0.utf8) }),
        ]
        for (name, store) in stored {
            try Self.write(store(golden), "t.golden", in: dir)
            try Self.write(store(why), "t.why.golden", in: dir)
            let run = try BuiltBinary.run(["check", "."], in: dir)
            #expect(run.status == 0, "\(name)")
            #expect(
                run.stdout.hasSuffix("1 trace and 1 why golden: 2 passed, 0 differ, 0 missing goldens, 0 invalid\n"))
            // Nothing to update: the stored bytes are kept.
            _ = try BuiltBinary.run(["check", ".", "--update"], in: dir)
            #expect(try Data(contentsOf: dir.appendingPathComponent("t.golden")) == Data(store(golden)), "\(name)")
        }
        // What the text says still counts: a missing final line end, a changed line.
        for changed in [String(golden.dropLast()), golden.replacingOccurrences(of: "began", with: "begun")] {
            try Self.write(changed.replacingOccurrences(of: "\n", with: "\r\n"), "t.golden", in: dir)
            try Self.write(why, "t.why.golden", in: dir)
            let run = try BuiltBinary.run(["check", "."], in: dir)
            #expect(run.status == 1)
            #expect(run.stdout.contains("1 passed, 1 differ"))
        }
        #expect(GoldenComparison.goldenText(Array("a\r\r\nb\n\rc".utf8)) == "a\n\nb\n\nc")
    }
}
