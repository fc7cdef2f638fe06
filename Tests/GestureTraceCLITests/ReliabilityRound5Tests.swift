import Foundation
import Testing

@testable import GestureTrace

/// Issue 25, round 5 hunt (docs/RELIABILITY.md "Round 5 hunt"): each family that broke a
/// promise, through the built binary where the promise is about the command line.
@Suite struct ReliabilityRound5Tests {
    static func folder() throws -> URL { try ReliabilityTests.folder() }

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
            try ReliabilityTests.write(Self.joined(trace, end), "\(name).json", in: dir)
            let run = try BuiltBinary.run(["validate", "\(name).json"], in: dir)
            #expect(run.status == 2, "\(name)")
            #expect(
                run.stderr
                    == "\(name).json:5:45: error: unknown phase 'bogus'; expected one of began, moved, stationary, ended, cancelled (at events[0].touches[0].phase)\n",
                "\(name)")
            // The importers' rows split the same way (Excel for Mac's "CSV (Macintosh)" ends
            // rows with CR alone).
            try ReliabilityTests.write(Self.joined(csv, end), "\(name).csv", in: dir)
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
        try ReliabilityTests.write(Self.joined(dump, "\n"), "d.txt", in: dir)
        let message =
            "d.txt:3:65537: error: the line is longer than 65536 bytes; no recording format has rows this long\n"
        let run = try BuiltBinary.run(["import", "recursive-description", "d.txt", "-o", "s.json"], in: dir)
        #expect(run.status == 2)
        #expect(run.stderr == message)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("s.json").path))
        try ReliabilityTests.write(Self.joined(Array(dump.prefix(2)), "\n"), "ok.txt", in: dir)
        try ReliabilityTests.write(String(repeating: " ", count: 70_000) + "\n", "long.txt", in: dir)
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
        try ReliabilityTests.write(trace, "t.json", in: dir)
        try ReliabilityTests.write("why tap\n", "t.why.golden", in: dir)
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
            try ReliabilityTests.write(store(golden), "t.golden", in: dir)
            try ReliabilityTests.write(store(why), "t.why.golden", in: dir)
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
            try ReliabilityTests.write(changed.replacingOccurrences(of: "\n", with: "\r\n"), "t.golden", in: dir)
            try ReliabilityTests.write(why, "t.why.golden", in: dir)
            let run = try BuiltBinary.run(["check", "."], in: dir)
            #expect(run.status == 1)
            #expect(run.stdout.contains("1 passed, 1 differ"))
        }
        #expect(GoldenComparison.goldenText(Array("a\r\r\nb\n\rc".utf8)) == "a\n\nb\n\nc")
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension ReliabilityRound5Tests {
    /// A trace of `taps` taps on one tap recognizer `t`, one line.
    static func taps(_ taps: Int) -> String {
        let events = (0..<taps).map {
            #"{"t": \#($0), "touches": [{"id": 1, "phase": "began", "x": 1, "y": 1}]}, {"t": \#($0).5, "touches": [{"id": 1, "phase": "ended", "x": 1, "y": 1}]}"#
        }
        return
            #"{"gesturetrace": 1, "scene": {"window": {"id": "w", "frame": [0, 0, 100, 100], "recognizers": [{"id": "t", "kind": "tap"}]}}, "events": ["#
            + events.joined(separator: ", ") + "]}"
    }

    /// Runs the binary with `stdin` and `stdout` as given, the parent's ends handled by
    /// `feed` (writes the input, closes it) and `drain` (reads the output to its end).
    static func run(
        _ arguments: [String], in dir: URL, stdin: FileHandle?, stdout: FileHandle, closing: [FileHandle],
        feed: () -> Void, drain: () -> Data
    ) throws -> (status: Int32, stdout: Data, stderr: String) {
        let process = Process()
        process.executableURL = try BuiltBinary.required()
        process.arguments = arguments
        process.currentDirectoryURL = dir
        if let stdin { process.standardInput = stdin }
        process.standardOutput = stdout
        let err = Pipe()
        process.standardError = err
        try process.run()
        for handle in closing { try handle.close() }
        feed()
        let out = drain()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, out, String(decoding: stderr, as: UTF8.self))
    }

    @Test("standard input and output that a parent made non-blocking, or a socket, are read and written in full")
    func nonBlockingAndSocketStreams() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let trace = Self.taps(500)
        try ReliabilityTests.write(trace, "taps.json", in: dir)
        let expected = try BuiltBinary.run(["replay", "taps.json"], in: dir)
        #expect(expected.status == 0 && expected.stdout.utf8.count > 200_000)
        // Output: a non-blocking pipe read only after a pause, so it fills (64 KiB) and the
        // write meets EAGAIN; the replay used to stop there, exit 2.
        let outPipe = Pipe()
        let writeEnd = outPipe.fileHandleForWriting.fileDescriptor
        _ = fcntl(writeEnd, F_SETFL, fcntl(writeEnd, F_GETFL) | O_NONBLOCK)
        let written = try Self.run(
            ["replay", "taps.json"], in: dir, stdin: nil, stdout: outPipe.fileHandleForWriting,
            closing: [outPipe.fileHandleForWriting], feed: { usleep(300_000) },
            drain: { outPipe.fileHandleForReading.readDataToEndOfFile() })
        #expect(written.status == 0)
        #expect(written.stderr.isEmpty)
        #expect(String(decoding: written.stdout, as: UTF8.self) == expected.stdout)
        // Input: a non-blocking pipe written after a pause and in two pieces; `validate -`
        // used to stop at once with "resource temporarily unavailable".
        let inPipe = Pipe()
        let readEnd = inPipe.fileHandleForReading.fileDescriptor
        _ = fcntl(readEnd, F_SETFL, fcntl(readEnd, F_GETFL) | O_NONBLOCK)
        let result = Pipe()
        let bytes = Data(trace.utf8)
        let read = try Self.run(
            ["validate", "-"], in: dir, stdin: inPipe.fileHandleForReading, stdout: result.fileHandleForWriting,
            closing: [inPipe.fileHandleForReading, result.fileHandleForWriting],
            feed: {
                usleep(300_000)
                inPipe.fileHandleForWriting.write(bytes.prefix(1000))
                usleep(100_000)
                inPipe.fileHandleForWriting.write(bytes.dropFirst(1000))
                try? inPipe.fileHandleForWriting.close()
            }, drain: { result.fileHandleForReading.readDataToEndOfFile() })
        #expect(read.status == 0)
        #expect(read.stderr.isEmpty)
        #expect(String(decoding: read.stdout, as: UTF8.self) == "ok: 1000 events, 1 view, 1 recognizer\n")
        // A socket (Node.js gives a child's standard input as a socketpair) was refused as a
        // device.
        var pair: [Int32] = [0, 0]
        #if canImport(Glibc)
            let stream = Int32(SOCK_STREAM.rawValue)
        #else
            let stream = SOCK_STREAM
        #endif
        #expect(socketpair(AF_UNIX, stream, 0, &pair) == 0)
        let ours = FileHandle(fileDescriptor: pair[0], closeOnDealloc: true)
        let theirs = FileHandle(fileDescriptor: pair[1], closeOnDealloc: true)
        let socketResult = Pipe()
        let viaSocket = try Self.run(
            ["validate", "-"], in: dir, stdin: theirs, stdout: socketResult.fileHandleForWriting,
            closing: [theirs, socketResult.fileHandleForWriting],
            feed: {
                ours.write(bytes)
                _ = shutdown(pair[0], Int32(SHUT_WR))
            }, drain: { socketResult.fileHandleForReading.readDataToEndOfFile() })
        #expect(viaSocket.status == 0)
        #expect(viaSocket.stderr.isEmpty)
        #expect(String(decoding: viaSocket.stdout, as: UTF8.self) == "ok: 1000 events, 1 view, 1 recognizer\n")
    }

    @Test("a why story reads each state change's frame only, not every record after it")
    func whyReadsOneFrame() throws {
        // `why` of a tap recognized 20 000 times ran for minutes: each recognition scanned every
        // later record for cancelled views (O(records²)). The run of a frame is now cut at its
        // end; what it finds is the same.
        let trace = try TraceDecoder.decode(bytes: Array(Self.taps(3).utf8), file: "taps.json") {
            path throws(TraceError) in
            throw TraceError(file: path, line: 0, column: 0, path: "", message: "no scene files")
        }
        let records = Replay.run(trace).records
        for start in records.indices {
            let run = WhyStory.restOfFrame(from: start, records)
            #expect(run.startIndex == start)
            #expect(run.allSatisfy { $0.frame == records[start].frame })
            #expect(run.endIndex == records.count || records[run.endIndex].frame != records[start].frame)
        }
        #expect(WhyStory.restOfFrame(from: records.count, records).isEmpty)
        let story = WhyStory.tell(WhyQuestion(subject: "t"), records: records, trace: trace)
        #expect(
            story?.contains("its touches were cancelled in 'w', 'UIApplication', 'AppDelegate' before its action")
                == true)
    }
}

extension ReliabilityRound5Tests {
    /// A gzip member whose DEFLATE data (fixed Huffman codes) is one space and `copies`
    /// back-references of 258 bytes at distance 1: 13 bits for every 258 bytes, the densest
    /// DEFLATE allows. Its trailer declares `declared` bytes (a lie, so the ISIZE check passes).
    static func gzipBomb(copies: Int, declared: UInt32 = 1000) -> [UInt8] {
        var out: [UInt8] = [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 3]
        var bits = 0
        var count = 0
        func put(_ value: Int, _ width: Int) {  // LSB first, as DEFLATE packs bits
            for k in 0..<width {
                if count == 0 { out.append(0) }
                if value >> k & 1 == 1 { out[out.count - 1] |= UInt8(1 << count) }
                count = (count + 1) % 8
            }
            bits += width
        }
        func code(_ value: Int, _ width: Int) {  // Huffman codes go most significant bit first
            for k in stride(from: width - 1, through: 0, by: -1) { put(value >> k & 1, 1) }
        }
        put(1, 1)  // BFINAL
        put(1, 2)  // BTYPE 01: fixed codes
        code(0x30 + 0x20, 8)  // literal ' '
        for _ in 0..<copies {
            code(0xC0 + 5, 8)  // length code 285: 258 bytes
            code(0, 5)  // distance code 0: distance 1
        }
        code(0, 7)  // end of block
        out += [0, 0, 0, 0]  // CRC32: never reached
        out += (0..<4).map { UInt8(truncatingIfNeeded: declared >> (8 * $0)) }
        return out
    }

    @Test("a gzip response inflates within the memory its input pays for, across the capture")
    func gzipBombWithinBudget() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // 400 KB inflating to about 60 MiB (a lying ISIZE): it inflated to the 1 GiB cap first,
        // 34 s and 1.04 GiB for a 1.5 MB response. The budget is 40 MiB + 2 × the compressed
        // bytes of the capture.
        let (capture, fixture) = try ReliabilityTests.gzipCapture(named: "bomb.viewhierarchy", in: dir)
        let responses = capture.appendingPathComponent("RequestResponses")
        let compressed = try ["Response_0", "Response_10"].map {
            try Data(contentsOf: responses.appendingPathComponent($0)).count
        }
        let bomb = Self.gzipBomb(copies: 245_000)
        try Data(bomb).write(to: responses.appendingPathComponent("Response_1"))
        let run = try BuiltBinary.run(["import", "xcode-viewhierarchy", "bomb.viewhierarchy", "-o", "s.json"], in: dir)
        #expect(run.status == 2)
        // Response_0 comes first; its bytes count towards the budget, and what it inflated to
        // is spent from it.
        let budget = ImportLimits.decompressedBudget(compressedBytes: compressed[0] + bomb.count)
        #expect(run.stderr.hasPrefix("bomb.viewhierarchy/RequestResponses/Response_1: error: byte "))
        #expect(run.stderr.contains("inflates to more than "))
        #expect(run.stderr.hasSuffix(" bytes, the most an import allows\n"))
        let limit = run.stderr.split(separator: " ").reversed().dropFirst(6).first.flatMap { Int($0) }
        #expect(limit.map { $0 < budget && $0 > budget - 100_000 } == true, "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("s.json").path))
        #expect(ImportLimits.decompressedBudget(compressedBytes: 1 << 30) == ImportLimits.maxDecompressedBytes)
        // The fixture itself still imports.
        let ok = try BuiltBinary.run(
            ["import", "xcode-viewhierarchy", fixture.path, "-o", dir.appendingPathComponent("ok.json").path])
        #expect(ok.status == 0, "\(ok.stderr)")
    }

    @Test("check names a file by its folder and name: two spellings of one trace are one entry")
    func oneEntryPerPlace() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // `check c ./c c/../c --update` created the golden twice (or once and then passed it),
        // as --jobs chose; a link to the folder is the same place too.
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("c"), withIntermediateDirectories: true)
        try ReliabilityTests.write(ReliabilityRound4Tests.trace(), "c/t.json", in: dir)
        try FileManager.default.createSymbolicLink(
            atPath: dir.appendingPathComponent("l").path, withDestinationPath: "c")
        var outputs: Set<String> = []
        for jobs in ["1", "4"] {
            try? FileManager.default.removeItem(at: dir.appendingPathComponent("c/t.golden"))
            let run = try BuiltBinary.run(
                ["check", "c", "./c", "c/../c", "c/t.json", "l", "--update", "--jobs", jobs], in: dir)
            #expect(run.status == 0)
            #expect(
                run.stdout.contains(
                    "1 trace: 0 passed, 0 differ, 1 missing golden, 0 invalid\nupdated 0, created 1, unchanged 0\n"))
            outputs.insert(run.stdout)
        }
        #expect(outputs.count == 1)
        // A trace linked under another name has a golden of its own: still two entries.
        try FileManager.default.createSymbolicLink(
            atPath: dir.appendingPathComponent("c/u.json").path, withDestinationPath: "t.json")
        let two = try BuiltBinary.run(["check", "c", "--update=missing"], in: dir)
        #expect(two.stdout.contains("2 traces: 1 passed, 0 differ, 1 missing golden, 0 invalid"))
    }

    @Test("an import's leading byte order mark is not part of its first line")
    func importByteOrderMark() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // Excel's "CSV UTF-8" starts with a BOM: "header has no 'time' column" at 1:1.
        let csv = "\u{FEFF}time,finger,phase,x,y\n0,1,began,10,10\n0.1,1,endd,10,10\n"
        try ReliabilityTests.write(csv, "bom.csv", in: dir)
        let run = try BuiltBinary.run(["import", "csv", "bom.csv"], in: dir)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("bom.csv:3:7: error: 'endd' is not a phase"))
        try ReliabilityTests.write(csv.replacingOccurrences(of: "endd", with: "ended"), "ok.csv", in: dir)
        let ok = try BuiltBinary.run(["import", "csv", "ok.csv", "-o", "ok.json"], in: dir)
        #expect(ok.status == 0)
        // Only the input's first line: a BOM later is data, and the header's own columns are
        // counted from after it.
        var splitter = LineSplitter()
        var lines: [String] = []
        splitter.feed(Array("\u{FEFF}a\n\u{FEFF}b\n".utf8)) { line, _ in lines.append(String(line)) }
        #expect(lines == ["a", "\u{FEFF}b"])
    }

    @Test("ids are compared as Unicode text: NFC and NFD spellings name one id (FORMAT §2)")
    func canonicallyEquivalentIDs() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let nfc = "caf\u{E9}"
        let nfd = "cafe\u{301}"
        let twice = ReliabilityRound4Tests.trace(viewID: nfc).replacingOccurrences(
            of: #""recognizers""#, with: #""subviews": [{"id": "\#(nfd)", "frame": [0, 0, 1, 1]}], "recognizers""#)
        try ReliabilityTests.write(twice, "twice.json", in: dir)
        let run = try BuiltBinary.run(["validate", "twice.json"], in: dir)
        #expect(run.status == 2)
        #expect(run.stderr.contains("error: duplicate id"))
        // Escaped, and an ASCII id against its other spelling (U+212A KELVIN SIGN is `K`).
        for (first, second) in [(#"caf\u00e9"#, #"cafe\u0301"#), ("K", #"\u212a"#)] {
            let text = ReliabilityRound4Tests.trace(viewID: first).replacingOccurrences(
                of: #""recognizers""#,
                with: #""subviews": [{"id": "\#(second)", "frame": [0, 0, 1, 1]}], "recognizers""#)
            try ReliabilityTests.write(text, "escaped.json", in: dir)
            let escaped = try BuiltBinary.run(["validate", "escaped.json"], in: dir)
            #expect(escaped.status == 2, "\(second)")
            #expect(escaped.stderr.contains("error: duplicate id"), "\(second)")
        }
        // A question, a --set and a touch id in the other spelling reach the same thing.
        try ReliabilityTests.write(ReliabilityRound4Tests.trace(viewID: nfc, touchID: "\"\(nfc)\""), "t.json", in: dir)
        let why = try BuiltBinary.run(["why", "t.json", nfd], in: dir)
        #expect(why.status == 0)
        #expect(why.stdout.contains("  t=0  touchesBegan [\(nfc)]\n"))
        let set = try BuiltBinary.run(["replay", "t.json", "--set", "\(nfd).hidden=true"], in: dir)
        #expect(set.status == 0)
        #expect(set.stdout.contains("-> w "))
        var ended = ReliabilityRound4Tests.trace(viewID: nfc, touchID: "\"\(nfc)\"")
        ended = ended.replacingOccurrences(
            of: #""id": "\#(nfc)", "phase": "ended""#, with: #""id": "\#(nfd)", "phase": "ended""#)
        try ReliabilityTests.write(ended, "touch.json", in: dir)
        let touch = try BuiltBinary.run(["replay", "touch.json"], in: dir)
        #expect(touch.status == 0)
        #expect(touch.stdout.contains("outcome  tap  recognized"))
    }
}

extension ReliabilityRound5Tests {
    @Test("the id table finds an ASCII id by its other spellings, and turns canonical without copying ids")
    func idTableCanonicalLookups() throws {
        // The table reads most ids in place in the document (911c4a3); canonical comparison
        // must neither copy them nor miss a spelling while every id is still ASCII.
        let names = ["K", "a;b", "x`", "caf\u{E9}", "plain"]
        let document = try JSONDocument.parse(Array("[\(names.map { "\"\($0)\"" }.joined(separator: ", "))]".utf8))
        let nodes = Array(document.elements(of: document.root))
        var table = SceneDecoder.IdTable(document: document)
        for k in [0, 1, 2, 4] {
            table[names[k]] = SceneDecoder.IdEntry(owner: .view(k), node: nodes[k], builtInOf: nil)
        }
        // All ASCII: bytes are hashed; U+212A, U+037E and U+1FEF are still found.
        #expect(table["\u{212A}"]?.node == nodes[0])
        #expect(table["a\u{37E}b"]?.node == nodes[1])
        #expect(table["x\u{1FEF}"]?.node == nodes[2])
        #expect(table["K\u{301}"] == nil && table["\u{212B}"] == nil && table["plai\u{6E}\u{308}"] == nil)
        // A non-ASCII id makes every lookup canonical; nothing is copied for it.
        table[names[3]] = SceneDecoder.IdEntry(owner: .view(3), node: nodes[3], builtInOf: nil)
        #expect(table.copiedKeys == 0 && table.count == 5)
        #expect(table["cafe\u{301}"]?.node == nodes[3] && table["caf\u{E9}"]?.node == nodes[3])
        #expect(table["\u{212A}"]?.node == nodes[0] && table["K"]?.node == nodes[0] && table["plain"]?.node == nodes[4])
        #expect(table["cafe"] == nil && table["k"] == nil)
        // Declaring another spelling replaces the entry: one id, not two.
        table["\u{212A}"] = SceneDecoder.IdEntry(owner: .view(9), node: nodes[0], builtInOf: nil)
        #expect(table.count == 5 && table["K"].map { if case .view(9) = $0.owner { true } else { false } } == true)
    }

    @Test("only three non-ASCII scalars are another spelling of an ASCII text, as the id table assumes")
    func asciiSingletonsAreComplete() {
        // `IdTable.asciiSpelling(of:)` maps these three and gives up on any other non-ASCII
        // scalar; the runtime's own comparison is asked about every scalar, against every ASCII
        // text of one or two characters.
        var ascii: [String: String] = [:]
        for a in 0..<128 {
            let one = String(UnicodeScalar(UInt8(a)))
            ascii[one] = one
            for b in 0..<128 { ascii[one + String(UnicodeScalar(UInt8(b)))] = one + String(UnicodeScalar(UInt8(b))) }
        }
        var found: [UInt32: String] = [:]
        for value in UInt32(0x80)...0x10_FFFF {
            guard let scalar = Unicode.Scalar(value), let match = ascii[String(scalar)] else { continue }
            found[value] = match
        }
        let expected = Dictionary(
            uniqueKeysWithValues: SceneDecoder.IdTable.asciiSingletons.map {
                ($0.scalar, String(UnicodeScalar($0.ascii)))
            })
        #expect(found == expected)
    }
}
