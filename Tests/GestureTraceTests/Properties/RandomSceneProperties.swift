import Foundation
import Testing

@testable import GestureTrace

/// Properties every valid trace must have, over thousands of generated traces (TraceGenerator):
/// - it decodes (the generator only writes valid traces) and replays without trapping;
/// - the replay keeps every invariant of InvariantChecker;
/// - replaying twice gives byte-identical jsonl and text;
/// - clean fingers written as `strokes` give the same output as the same touches in `events`
///   (FORMAT §3.3);
/// - the events text restyled (whitespace, key order, `_` comments, number spellings) gives
///   the same output;
/// - the decoded events written back out by `ImportedTraceWriter` and decoded again give the
///   same output.
///
/// Seeds are fixed, so a run is deterministic; a failure names its seed. Set
/// `GESTURETRACE_PROPERTY_SEEDS=N` to run N seeds per batch instead of the default.
@Suite struct RandomSceneProperties {
    static let batches = 8
    static let defaultSeedsPerBatch = 150

    static var seedsPerBatch: Int {
        ProcessInfo.processInfo.environment["GESTURETRACE_PROPERTY_SEEDS"].flatMap { Int($0) } ?? defaultSeedsPerBatch
    }

    struct Replayed: Equatable {
        var jsonl: [UInt8]
        var text: [UInt8]
    }

    /// Decodes and replays; a decoding error or an invariant violation is a failure message.
    static func replay(_ text: String, label: String) -> Result<Replayed, Failure> {
        let trace: Trace
        do {
            trace = try TraceDecoder.decode(bytes: Array(text.utf8), file: "\(label).json") { path throws(TraceError) in
                throw TraceError(file: path, line: 0, column: 0, path: "", message: "no scene files")
            }
        } catch {
            return .failure(Failure("\(label) does not decode: \(error)"))
        }
        let records = Replay.run(trace).records
        let violations = InvariantChecker.check(records, touchesDownAtEnd: InvariantChecker.touchesDownAtEnd(of: trace))
        if !violations.isEmpty {
            return .failure(Failure("\(label) breaks invariants: \(violations.prefix(3).map(\.description))"))
        }
        return .success(
            Replayed(
                jsonl: JSONLWriter.render(records), text: TextWriter.renderBytes(name: trace.name, records: records)))
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// The decoded trace's events written back as JSON by ImportedTraceWriter, around `scene`.
    static func rewritten(_ text: String, scene: GeneratedJSON) -> String? {
        guard
            let trace = try? TraceDecoder.decode(
                bytes: Array(text.utf8), file: "g.json",
                loadScene: { path throws(TraceError) in
                    throw TraceError(file: path, line: 0, column: 0, path: "", message: "no scene files")
                })
        else { return nil }
        var writer = ImportedTraceWriter()
        var out = Array(writer.header(name: "x", scene: .path("unused")))
        for event in trace.events { out += writer.event(event) }
        out += writer.footer()
        // Swap the path scene for the generated scene object, and the name for the original's.
        var document = String(decoding: out, as: UTF8.self)
        document = document.replacingOccurrences(of: "\"unused\"", with: scene.text)
        if let name = trace.name {
            var quoted: [UInt8] = []
            JSONLWriter.appendString(name, to: &quoted)
            document = document.replacingOccurrences(
                of: "\"name\": \"x\"", with: "\"name\": " + String(decoding: quoted, as: UTF8.self))
        } else {
            document = document.replacingOccurrences(of: "\"name\": \"x\",", with: "")
        }
        return document
    }

    /// Every property for one seed; nil when all hold.
    static func check(seed: UInt64) -> String? {
        var generator = TraceGenerator(seed: seed)
        let output = generator.generate()
        let eventsText = output.eventsForm.text
        let first: Replayed
        switch replay(eventsText, label: "events form") {
        case .success(let r): first = r
        case .failure(let f): return "seed \(seed): \(f)\n\(eventsText)"
        }
        switch replay(eventsText, label: "events form again") {
        case .success(let again) where again == first: break
        case .success: return "seed \(seed): two replays differ\n\(eventsText)"
        case .failure(let f): return "seed \(seed): \(f)"
        }
        if let strokes = output.strokesForm {
            switch replay(strokes.text, label: "strokes form") {
            case .success(let r) where r == first: break
            case .success(let r):
                return "seed \(seed): strokes form differs from events form\n\(strokes.text)\n\(eventsText)\n"
                    + (LineDiff.unified(
                        expected: String(decoding: first.text, as: UTF8.self),
                        actual: String(decoding: r.text, as: UTF8.self), path: "strokes") ?? "")
            case .failure(let f): return "seed \(seed): \(f)\n\(strokes.text)"
            }
        }
        var styleRNG = SplitMix64(seed: seed ^ 0x5EED)
        let restyled = output.eventsForm.restyled(&styleRNG)
        switch replay(restyled, label: "restyled form") {
        case .success(let r) where r == first: break
        case .success: return "seed \(seed): restyled text replays differently\n\(restyled)"
        case .failure(let f): return "seed \(seed): \(f)\n\(restyled)"
        }
        guard let rewritten = rewritten(eventsText, scene: output.scene) else { return "seed \(seed): cannot rewrite" }
        switch replay(rewritten, label: "rewritten form") {
        case .success(let r) where r == first: break
        case .success:
            return "seed \(seed): events written back by ImportedTraceWriter replay differently\n\(rewritten)"
        case .failure(let f): return "seed \(seed): \(f)\n\(rewritten)"
        }
        return nil
    }

    @Test(
        "random valid traces: no trap, invariants hold, deterministic, strokes = events, text round trips",
        arguments: 0..<batches)
    func randomTraces(batch: Int) {
        let count = Self.seedsPerBatch
        var failures: [String] = []
        for i in 0..<count {
            let seed = UInt64(batch * 1_000_003 + i)
            if let failure = Self.check(seed: seed) {
                failures.append(failure)
                if failures.count >= 3 { break }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failing seeds; first: \(failures.first ?? "")")
    }

    /// `GESTURETRACE_PROPERTY_DUMP=seed[,seed…]` writes those seeds' traces (all forms) to
    /// /tmp/gesturetrace-seed-<seed>-<form>.json, to replay them with the CLI.
    @Test("dump requested seeds")
    func dump() throws {
        guard let list = ProcessInfo.processInfo.environment["GESTURETRACE_PROPERTY_DUMP"] else { return }
        for seed in list.split(separator: ",").compactMap({ UInt64($0) }) {
            var generator = TraceGenerator(seed: seed)
            let output = generator.generate()
            try output.eventsForm.text.write(
                toFile: "/tmp/gesturetrace-seed-\(seed)-events.json", atomically: true, encoding: .utf8)
            if let strokes = output.strokesForm {
                try strokes.text.write(
                    toFile: "/tmp/gesturetrace-seed-\(seed)-strokes.json", atomically: true, encoding: .utf8)
            }
        }
    }

    @Test("the generator covers every recognizer kind, strokes, interrupts and fingers left down")
    func generatorCoverage() {
        var seen: Set<String> = []
        for seed in 0..<UInt64(300) {
            var generator = TraceGenerator(seed: seed)
            let output = generator.generate()
            let text = output.eventsForm.text
            for kind in ["tap", "longPress", "pan", "swipe", "pinch", "rotation", "screenEdgePan", "fingers", "script"]
            where text.contains("\"kind\":\"\(kind)\"") {
                seen.insert(kind)
            }
            if output.strokesForm != nil { seen.insert("strokes") }
            if text.contains("\"interrupt\":true") { seen.insert("interrupt") }
            if text.contains("\"requireToFail\"") { seen.insert("requireToFail") }
            if text.contains("UIScrollView") { seen.insert("scroll") }
            if let trace = try? TraceDecoder.decode(
                bytes: Array(text.utf8), file: "g",
                loadScene: { p throws(TraceError) in
                    throw TraceError(file: p, line: 0, column: 0, path: "", message: "")
                }), !InvariantChecker.touchesDownAtEnd(of: trace).isEmpty
            {
                seen.insert("down at end")
            }
        }
        #expect(seen.count == 14, "\(seen.sorted())")
    }
}
