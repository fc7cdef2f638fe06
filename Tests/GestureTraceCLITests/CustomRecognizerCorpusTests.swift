import CustomRecognizerExamples
import Foundation
import GestureTrace
import GestureTraceCLI
import Testing

/// The custom recognizer examples' golden traces (Examples/CustomRecognizers/traces), checked
/// through the same `GoldenCorpus` code as `gesturetrace check` but with the examples'
/// registry, and the evidence that custom and built-in recognizers share one arbitration:
/// corpus traces whose built-in kinds are replaced by custom classes implementing the same
/// rules print byte for byte their goldens (docs/CUSTOM-RECOGNIZERS.md).
///
/// Record mode as for the corpus: `GESTURETRACE_UPDATE=1 swift test --filter CustomRecognizer`.
@Suite struct CustomRecognizerCorpusTests {
    static let packageRoot = URL(filePath: #filePath)
        .deletingLastPathComponent()  // GestureTraceCLITests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root

    static let root = packageRoot.appending(path: "Examples/CustomRecognizers/traces").standardized.path
    static let corpus = packageRoot.appending(path: "traces").standardized.path
    static let traces = GoldenCorpus.traces(in: root)
    static let registry = CustomRecognizerExamples.registry

    // MARK: The examples' goldens

    @Test("custom recognizer trace matches its golden", arguments: CustomRecognizerCorpusTests.traces)
    func golden(_ trace: String) {
        let run = GoldenCorpus.check([trace], in: Self.root, customRecognizers: Self.registry)
        #expect(run.passed, "\(run.output)")
    }

    @Test("the examples' folder checks clean, orphans included, and covers the three examples")
    func wholeFolder() {
        let run = GoldenCorpus.check([], in: Self.root, customRecognizers: Self.registry)
        #expect(run.passed, "\(run.output)")
        for name in ["circle-", "force-touch-", "three-fingers-"] {
            #expect(Self.traces.contains { $0.hasPrefix(name) }, "no \(name)… trace")
        }
    }

    @Test("FORMAT §2.2: without the registry (the plain check) every example trace is invalid at its class")
    func plainCheckRejects() {
        let run = GoldenCorpus.check(["circle-recognized.json"], in: Self.root)
        #expect(run.exitStatus == 2)
        #expect(
            run.output.hasPrefix(
                "FAIL circle-recognized.json (invalid input: custom recognizer class 'CircleGestureRecognizer' is not registered: no classes are registered (the gesturetrace command has none)"
            ),
            "\(run.output)")
    }

    // MARK: Same arbitration as the built-ins

    /// The corpus traces with a `tap` recognizer whose output must not change when every tap
    /// becomes a `ReimplementedTapGestureRecognizer`: the tap folder and the README example.
    static let tapTraces: [String] = GoldenCorpus.traces(in: corpus).filter {
        $0.hasPrefix("recognizers/tap/") || $0 == "examples/tap.json"
    }

    @Test(
        "SEMANTICS §8.8: a tap re-implemented through the API replays the corpus's tap traces byte for byte",
        arguments: CustomRecognizerCorpusTests.tapTraces)
    func reimplementedTap(_ trace: String) throws {
        let (converted, replaced) = try Self.replacing(trace) { kind, recognizer in
            guard kind == "tap" else { return nil }
            var params: [String: Any] = [:]
            for key in ["taps", "touches"] where recognizer[key] != nil {
                params[key] = recognizer.removeValue(forKey: key)
            }
            return ("ReimplementedTapGestureRecognizer", params)
        }
        #expect(replaced > 0)
        try #expect(Self.render(converted, as: trace) == Self.golden(of: trace))
    }

    @Test(
        "SEMANTICS §8.8: ThreeFingerGestureRecognizer replays the `fingers` seed traces byte for byte",
        arguments: GoldenCorpus.traces(in: corpus).filter { $0.hasPrefix("seeds/three-fingers-") })
    func reimplementedFingers(_ trace: String) throws {
        let (converted, replaced) = try Self.replacing(trace) { kind, recognizer in
            guard kind == "fingers" else { return nil }
            var params: [String: Any] = [:]
            for key in ["count", "failOnExtra"] where recognizer[key] != nil {
                params[key] = recognizer.removeValue(forKey: key)
            }
            // The class delays touchesBegan by default (the seeds' original does); the `fingers`
            // kind does not, so the trace's own setting is made explicit.
            recognizer["delaysTouchesBegan"] = recognizer["delaysTouchesBegan"] ?? false
            return ("ThreeFingerGestureRecognizer", params)
        }
        #expect(replaced > 0)
        try #expect(Self.render(converted, as: trace) == Self.golden(of: trace))
    }

    // MARK: Helpers

    /// The corpus trace's JSON with each recognizer `convert` accepts turned into a `custom`
    /// one: `convert` gets the kind and the recognizer (to remove its kind-specific keys) and
    /// returns the class and its `params`. Returns the new JSON and how many were replaced.
    static func replacing(
        _ trace: String, _ convert: (String, inout [String: Any]) -> (String, [String: Any])?
    ) throws -> ([UInt8], Int) {
        let data = try Data(contentsOf: URL(filePath: corpus).appending(path: trace))
        var document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var scene = try #require(document["scene"] as? [String: Any], "\(trace): the scene is not inline")
        var window = try #require(scene["window"] as? [String: Any])
        var replaced = 0
        func visit(_ view: inout [String: Any], depth: Int) {
            guard depth < 100 else { return }
            if var recognizers = view["recognizers"] as? [[String: Any]] {
                for i in recognizers.indices {
                    guard let kind = recognizers[i]["kind"] as? String,
                        let (className, params) = convert(kind, &recognizers[i])
                    else { continue }
                    recognizers[i]["kind"] = "custom"
                    recognizers[i]["class"] = className
                    if !params.isEmpty { recognizers[i]["params"] = params }
                    replaced += 1
                }
                view["recognizers"] = recognizers
            }
            if var subviews = view["subviews"] as? [[String: Any]] {
                for i in subviews.indices { visit(&subviews[i], depth: depth + 1) }
                view["subviews"] = subviews
            }
        }
        visit(&window, depth: 0)
        scene["window"] = window
        document["scene"] = scene
        let out = try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
        return ([UInt8](out), replaced)
    }

    /// What `gesturetrace check` renders for a trace (decode, replay, invariants, text),
    /// with the examples' registry.
    static func render(_ bytes: [UInt8], as name: String) throws -> String {
        let trace = try TraceDecoder.decode(
            bytes: bytes, file: name,
            loadScene: { (path: String) throws(TraceError) in
                throw TraceError(file: path, line: 0, column: 0, path: "", message: "no scene files here")
            }, customRecognizers: registry)
        let records = Replay.run(trace).records
        let violations = InvariantChecker.check(
            records, touchesDownAtEnd: InvariantChecker.touchesDownAtEnd(of: trace))
        #expect(violations.isEmpty, "\(violations)")
        return TextWriter.render(name: trace.name, records: records)
    }

    static func golden(of trace: String) throws -> String {
        let path = URL(filePath: corpus).appending(path: String(trace.dropLast(5)) + ".golden")
        return try String(contentsOf: path, encoding: .utf8)
    }
}
