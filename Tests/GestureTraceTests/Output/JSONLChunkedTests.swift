import Foundation
import Testing

@testable import GestureTrace

/// `Replay.writeJSONL` renders records as the engine produces them, without a `Record` value
/// each (issue 28 item 4, round 3); `replay --format jsonl` uses it. Its bytes must be those of
/// the records rendered one by one, which every other format and the goldens go through.
@Suite struct JSONLChunkedTests {
    /// The package root: this file is `Tests/GestureTraceTests/Output/JSONLChunkedTests.swift`.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().standardizedFileURL

    /// Every trace of `traces/` (not the shared scenes), relative to the root, sorted.
    static func corpus() -> [String] {
        let base = root.appendingPathComponent("traces")
        let names = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
        return names.filter { $0.hasSuffix(".json") && !$0.hasSuffix(".scene.json") && !$0.contains("/expected") }
            .map { "traces/\($0)" }.sorted()
    }

    /// The trace at `path`, its scene read beside it when it names one; nil when it does not
    /// decode (the corpus's invalid-input examples).
    static func decode(_ path: String) -> Trace? {
        let url = root.appendingPathComponent(path)
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        let folder = url.deletingLastPathComponent()
        return try? TraceDecoder.decode(bytes: Array(data), file: path) { relative throws(TraceError) in
            let scene = folder.appendingPathComponent(relative).standardizedFileURL
            guard let bytes = FileManager.default.contents(atPath: scene.path) else {
                throw TraceError(file: relative, line: 0, column: 0, path: "", message: "no such scene")
            }
            return (Array(bytes), scene.path)
        }
    }

    @Test("writeJSONL's bytes are the records' rendering, for every trace of the corpus, across chunk boundaries")
    func corpusMatchesRecords() {
        var replayed = 0
        var records = 0
        for path in Self.corpus() {
            guard let trace = Self.decode(path) else { continue }
            let rendered = Replay.run(trace).records
            let expected = JSONLWriter.render(rendered)
            // A small chunk makes every trace cross chunk boundaries; a large one keeps it whole.
            for chunkSize in [97, 1 << 20] {
                var chunks: [[UInt8]] = []
                Replay.writeJSONL(trace, chunkSize: chunkSize) { chunks.append(Array($0)) }
                #expect(chunks.flatMap { $0 } == expected, "\(path), chunks of \(chunkSize)")
                #expect(
                    chunks.dropLast().allSatisfy { $0.count >= chunkSize }, "\(path): a short chunk before the last")
                #expect(!chunks.contains { $0.isEmpty }, "\(path): an empty chunk")
            }
            // Each line opens with its record's type (`Record.type`, FORMAT §4).
            var lineStart = 0
            for record in rendered {
                let prefix = Array(#"{"type":""#.utf8) + Array(record.type.utf8) + [UInt8(ascii: "\"")]
                #expect(Array(expected[lineStart..<min(expected.count, lineStart + prefix.count)]) == prefix, "\(path)")
                lineStart = (expected[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? expected.count - 1) + 1
            }
            replayed += 1
            records += rendered.count
        }
        // The corpus holds several hundred traces; a walk that found none would prove nothing.
        #expect(replayed > 300)
        #expect(records > 5_000)
    }
}
