// libFuzzer entry point for the importers (not a SwiftPM target; see fuzz/run.sh).
//
// The first byte picks an importer (csv, android, getevent, a UIKit touch log, an idb script,
// W3C actions),
// its scale and the size of the pieces the rest is fed in; the rest is the recording. It
// follows `ImportCommand`: lines longer than `LineSplitter.maxLineLength` and any of the
// trace's limits (`ImportLimits`) stop the import with a located error. Every input must then
// either fail with a located TraceError or produce a document that the trace decoder accepts
// (issue 13 item 8: an importer never writes what `validate` rejects) and whose replay keeps
// every invariant.

@_cdecl("LLVMFuzzerTestOneInput")
public func importerFuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let selector = Int(data[0])
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let scales: [Double] = [1, 3, 1e-300, 1e300]
    let scale = scales[(selector >> 3) % scales.count]
    let piece = 1 + (selector >> 5) * 7
    var writer = ImportedTraceWriter()
    var out = writer.header(name: "fuzz", scene: .fullScreen(width: 390, height: 844))
    var events = 0
    let emit: (InputEvent) -> Void = { event in
        events += 1
        out += writer.event(event)
    }
    do {
        let importer: (any TouchImporter)?
        switch selector % 6 {
        case 0: importer = CSVImporter(file: "fuzz.csv", scale: scale, timeUnit: .s)
        case 1: importer = AndroidImporter(file: "fuzz.csv", scale: scale)
        case 2: importer = GeteventImporter(file: "fuzz.log", mapping: .scale(scale))
        case 3: importer = UIKitTouchLogImporter(file: "fuzz.log")
        case 4: importer = IdbImporter(file: "fuzz.sh", gap: 0.5, maxSamples: 100_000)
        default: importer = nil
        }
        if var importer {
            var splitter = LineSplitter()
            var failure: TraceError?
            var start = 0
            while start < bytes.count, failure == nil {
                let end = min(bytes.count, start + piece)
                try splitter.feed(bytes[start..<end]) { (line, number) throws(TraceError) in
                    try importer.consume(line: line, number: number, emit: emit)
                    if let v = importer.summary.limitViolation { throw v.error(file: "fuzz") }
                }
                if let long = splitter.overlongLine { failure = LineSplitter.overlongError(file: "fuzz", line: long) }
                start = end
            }
            if let failure { throw failure }
            try splitter.finish { (line, number) throws(TraceError) in
                try importer.consume(line: line, number: number, emit: emit)
                if let v = importer.summary.limitViolation { throw v.error(file: "fuzz") }
            }
            try importer.finish(emit: emit)
            if let v = importer.summary.limitViolation { throw v.error(file: "fuzz") }
        } else {
            var w3c = W3CActionsImporter(file: "fuzz.json", hz: 60, scale: scale)
            try w3c.run(bytes: bytes, emit: emit)
            if let v = w3c.summary.limitViolation { throw v.error(file: "fuzz") }
        }
    } catch let error as TraceError {
        precondition(!error.message.isEmpty, "a TraceError without a message")
        return 0
    } catch {
        preconditionFailure("an error that is not a TraceError: \(error)")
    }
    out += writer.footer()
    let trace: Trace
    do {
        trace = try TraceDecoder.decode(bytes: out, file: "imported.json") { path throws(TraceError) in
            throw TraceError(file: path, line: 0, column: 0, path: "", message: "no scene files while fuzzing")
        }
    } catch {
        preconditionFailure("the importer wrote a trace the decoder rejects: \(error)")
    }
    // Replaying is the expensive part; small imports are replayed and checked too.
    if events <= 200 {
        var checker = InvariantChecker.Stream(touchesDownAtEnd: InvariantChecker.touchesDownAtEnd(of: trace))
        Replay.run(trace) { checker.visit($0) }
        let violations = checker.finish()
        if let first = violations.first { preconditionFailure("invariant violated on an import: \(first)") }
    }
    return 0
}
