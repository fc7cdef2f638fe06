// libFuzzer entry point for the whole replay: bytes → TraceDecoder → Replay → JSONL and text
// output → InvariantChecker (not a SwiftPM target; see fuzz/run.sh).
//
// Every input must either be rejected with a located TraceError (exit 2 in the CLI) or replay
// to a record stream that keeps every invariant. A violation is an engine bug, so it traps here
// and libFuzzer keeps the input.

@_cdecl("LLVMFuzzerTestOneInput")
public func pipelineFuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let trace: Trace
    do {
        // Scene files are I/O the engine never does itself; a path-valued scene is refused.
        trace = try TraceDecoder.decode(bytes: bytes, file: "fuzz.json") { path throws(TraceError) in
            throw TraceError(file: path, line: 0, column: 0, path: "", message: "no scene files while fuzzing")
        }
    } catch {
        precondition(!error.message.isEmpty, "a TraceError without a message")
        return 0
    }
    let records = Replay.run(trace).records
    let jsonl = JSONLWriter.render(records)
    let text = TextWriter.renderBytes(name: trace.name, records: records)
    precondition(!text.isEmpty, "empty text rendering")
    // Every JSONL line must itself be valid JSON: the writer's escaping is under test too.
    var lineStart = 0
    for (i, byte) in jsonl.enumerated() where byte == 0x0A {
        do {
            _ = try JSONDocument.parse(Array(jsonl[lineStart..<i]))
        } catch {
            preconditionFailure("JSONL line is not JSON: \(error)")
        }
        lineStart = i + 1
    }
    let violations = InvariantChecker.check(records, touchesDownAtEnd: InvariantChecker.touchesDownAtEnd(of: trace))
    if let first = violations.first {
        preconditionFailure("invariant violated: \(first) (and \(violations.count - 1) more)")
    }
    return 0
}
