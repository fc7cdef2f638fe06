import Dispatch
import Foundation
import GestureTrace
import Testing

@testable import GestureTraceCLI

/// The streamed replay on two threads (issue 28 item 4, round 8; docs/DECISIONS.md "Streamed
/// replay"): the second reading on a thread of its own must change nothing the replay writes.
/// Each format is replayed with `GESTURETRACE_THREADS=1` and with two threads, from a mapped
/// file whose events span several windows, and the bytes compared; a file whose events
/// changed between the readings stops at the same record with the same error both ways.
@Suite struct ReplayPipelineTests {
    /// `taps` taps of three samples each, on a button and a view with a tap recognizer, 0.25 s
    /// apart, the last left down; `shiftedTap`'s samples moved by a point (same length).
    static func session(taps: Int, shiftedTap: Int = -1) -> String {
        var events: [String] = []
        for k in 0..<taps {
            let t = Double(k) / 4
            let x = (k % 3 == 0 ? 60 : 50) + (k == shiftedTap ? 1 : 0)
            let y = k % 2 == 0 ? 70 : 230
            events.append(#"{"t": \#(t), "touches": [{"id": 1, "phase": "began", "x": \#(x), "y": \#(y)}]}"#)
            events.append(#"{"t": \#(t + 0.05), "touches": [{"id": 1, "phase": "moved", "x": \#(x), "y": \#(y + 1)}]}"#)
            if k < taps - 1 {
                events.append(
                    #"{"t": \#(t + 0.1), "touches": [{"id": 1, "phase": "ended", "x": \#(x), "y": \#(y + 1)}]}"#)
            }
        }
        return """
            {"gesturetrace": 1, "name": "taps",
             "scene": {"window": {"id": "w", "frame": [0, 0, 390, 844], "subviews": [
               {"id": "button", "class": "UIButton", "frame": [20, 40, 100, 60]},
               {"id": "label", "frame": [20, 200, 100, 60], "recognizers": [{"id": "tap", "kind": "tap"}]}]}},
             "events": [
            \(events.joined(separator: ",\n"))
            ]}
            """
    }

    /// 5000 taps: 14 999 events in four windows, about 1.3 MB, so the file is mapped and streamed.
    static let taps = 5000

    static func write(_ text: String) throws -> (dir: String, path: String) {
        let dir = try MappedFileTests.folder()
        let path = dir + "/taps.json"
        #expect(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)))
        return (dir, path)
    }

    /// `replay ARGUMENTS` with `GESTURETRACE_THREADS=threads`: stdout, stderr, status.
    static func replay(_ arguments: [String], threads: String) throws -> ([UInt8], String, CommandResult) {
        let context = CLIContext(
            stdout: .memory(), stderr: .memory(), fileSystem: LocalFileSystem(),
            environment: [ReplayPipeline.environmentKey: threads])
        let result = try ReplayCommand.run(arguments, context: context)
        return (context.stdout.bytes, context.stderr.text, result)
    }

    @Test("GESTURETRACE_THREADS: 2 or more reads on a thread of its own, anything else is one thread")
    func threadsSetting() {
        #expect(!ReplayPipeline.threaded(environment: ["GESTURETRACE_THREADS": "1"]))
        #expect(ReplayPipeline.threaded(environment: ["GESTURETRACE_THREADS": "2"]))
        #expect(ReplayPipeline.threaded(environment: ["GESTURETRACE_THREADS": "8"]))
        #expect(!ReplayPipeline.threaded(environment: [:]))
        #expect(!ReplayPipeline.threaded(environment: ["GESTURETRACE_THREADS": "0"]))
        #expect(!ReplayPipeline.threaded(environment: ["GESTURETRACE_THREADS": "many"]))
    }

    @Test("every format replays to the same bytes on one thread and on two, from a file of several windows")
    func sameBytes() throws {
        let (dir, path) = try Self.write(Self.session(taps: Self.taps))
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // Streamed, in several windows (so the threaded path runs).
        let input = try ReplayInput.load(path, scenePath: nil, context: MappedFileTests.context())
        guard case .streamed(let streamed, _, _) = input else {
            Issue.record("expected a streamed replay")
            return
        }
        #expect(streamed.eventCount == 3 * Self.taps - 1)
        for arguments in [
            ["--format", "jsonl"], ["--format", "text"], ["--format", "json"], ["--format", "jsonl", "--verify"],
            ["--format", "text", "--verify"],
        ] {
            let one = try Self.replay([path] + arguments, threads: "1")
            let two = try Self.replay([path] + arguments, threads: "2")
            #expect(one.2 == .success, "\(arguments)")
            #expect(one.0.count > 100_000, "\(arguments)")
            #expect(one.0 == two.0, "\(arguments)")
            #expect(one.1 == two.1, "\(arguments)")
            #expect(one.2 == two.2, "\(arguments)")
        }
    }

    @Test("a file whose events changed after the first reading stops at the same record with the same error")
    func changedWindow() throws {
        let original = Self.session(taps: Self.taps)
        // Tap 3500's events (10 500…) are in the third window (8192…): same length, x + 1.
        let changed = Self.session(taps: Self.taps, shiftedTap: 3500)
        #expect(original.utf8.count == changed.utf8.count)
        let (dir, path) = try Self.write(original)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let changedPath = dir + "/changed.json"
        #expect(FileManager.default.createFile(atPath: changedPath, contents: Data(changed.utf8)))
        let input = try ReplayInput.load(path, scenePath: nil, context: MappedFileTests.context())
        guard case .streamed(let streamed, _, let file) = input,
            let mapped = try LocalFileSystem().map(changedPath)
        else {
            Issue.record("expected a streamed replay and a mapped file")
            return
        }
        // The second reading of the changed bytes, as `ReplayInput` runs it: one thread, then two.
        func records(threaded: Bool) -> ([Record], TraceError?) {
            var records: [Record] = []
            do throws(TraceError) {
                try ReplayInput.readAgain(
                    streamed, mapped: mapped, file: file, threaded: threaded,
                    into: Replay.Streamed(streamed) { records.append($0) })
            } catch {
                return (records, error)
            }
            return (records, nil)
        }
        let (single, singleError) = records(threaded: false)
        let (threaded, threadedError) = records(threaded: true)
        #expect(singleError?.path == "events[8192]")
        #expect(threadedError == singleError)
        #expect(!single.isEmpty)
        #expect(threaded == single)
        // The unchanged bytes replay to the end both ways.
        guard case .streamed(_, let originalMapped, _) = input else { return }
        var whole: [Record] = []
        try ReplayPipeline.replay(
            streamed, mapped: originalMapped, file: file, into: Replay.Streamed(streamed) { whole.append($0) })
        #expect(whole.count > threaded.count)
        #expect(whole.last?.body == .frame(cause: .end) || whole.contains { $0.body == .frame(cause: .end) })
    }

    @Test("a changed file's jsonl, its events read on another thread, writes the same chunks before the error")
    func changedWindowJSONL() throws {
        let original = Self.session(taps: Self.taps)
        let changed = Self.session(taps: Self.taps, shiftedTap: 3500)
        let (dir, path) = try Self.write(original)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let changedPath = dir + "/changed.json"
        #expect(FileManager.default.createFile(atPath: changedPath, contents: Data(changed.utf8)))
        let input = try ReplayInput.load(path, scenePath: nil, context: MappedFileTests.context())
        guard case .streamed(let streamed, let originalMapped, let file) = input,
            let mapped = try LocalFileSystem().map(changedPath)
        else {
            Issue.record("expected a streamed replay and a mapped file")
            return
        }
        // Small chunks, so that many are written before the change and one is left pending.
        func render(threaded: Bool, from mapped: MappedFile) -> ([UInt8], TraceError?) {
            var bytes: [UInt8] = []
            let writer = JSONLWriter.Chunked(chunkSize: 4096) { bytes.append(contentsOf: $0) }
            do throws(TraceError) {
                try ReplayInput.readAgain(
                    streamed, mapped: mapped, file: file, threaded: threaded,
                    into: Replay.Streamed(streamed, into: writer))
            } catch {
                return (bytes, error)
            }
            writer.flush()
            return (bytes, nil)
        }
        let one = render(threaded: false, from: mapped)
        let two = render(threaded: true, from: mapped)
        #expect(one.1?.path == "events[8192]")
        #expect(two.1 == one.1)
        #expect(one.0.count > 100_000)
        #expect(two.0 == one.0)
        // Unchanged: the whole replay, the same both ways.
        let whole = render(threaded: true, from: originalMapped)
        #expect(whole.1 == nil)
        #expect(whole.0 == render(threaded: false, from: originalMapped).0)
        #expect(whole.0.count > two.0.count)
    }

    @Test("a hand-off gives its elements in the order they were put, bounded, across threads")
    func handOffOrder() {
        for (capacity, rendezvous) in [(1, true), (1, false), (3, false)] {
            let queue = HandOff<Int?>(capacity: capacity, rendezvous: rendezvous)
            DispatchQueue(label: "test.handoff").async {
                for i in 0..<10_000 { queue.put(i) }
                queue.put(nil)
            }
            var seen: [Int] = []
            while let value = queue.take() { seen.append(value) }
            #expect(seen == Array(0..<10_000), "capacity \(capacity), rendezvous \(rendezvous)")
        }
        // Destroyed with elements queued (the writer's empty batches at the end).
        let left = HandOff<Int>(capacity: 2)
        left.put(1)
        left.put(2)
        #expect(left.take() == 1)
    }
}
