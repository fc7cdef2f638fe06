// libFuzzer entry point for the DEFLATE and gzip readers (RFC 1951, RFC 1952) and the Xcode
// importer behind them (not a SwiftPM target; see fuzz/run.sh).
//
// The first byte picks the reader: even, the rest is a raw DEFLATE stream for `Inflater`;
// odd, a gzip file for `Gzip.decompress` and then a `Response_0` for
// `XcodeViewHierarchyImporter`. Every input must either inflate to at most the limit (64 KiB
// here, so a bomb is refused rather than run out of memory; the real limit is
// ImportLimits.maxDecompressedBytes) with the stream's end inside the input, or throw a
// CompressionError with a message and an offset within the input; the importer throws a
// TraceError with a message or imports.

@_cdecl("LLVMFuzzerTestOneInput")
public func gzipFuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size >= 1 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let limit = 1 << 16
    if data[0] & 1 == 0 {
        var output: [UInt8] = []
        do throws(CompressionError) {
            let end = try Inflater.inflate(bytes, from: 0, into: &output, limit: limit)
            precondition(end >= 1 && end <= bytes.count, "a stream ending at \(end) of \(bytes.count)")
            precondition(output.count <= limit, "inflated past the limit")
        } catch {
            precondition(error.offset >= 0 && error.offset <= bytes.count && !error.message.isEmpty)
            precondition(output.count <= limit, "inflated past the limit before failing")
        }
        return 0
    }
    do throws(CompressionError) {
        let output = try Gzip.decompress(bytes, limit: limit)
        precondition(output.count <= limit, "inflated past the limit")
    } catch {
        precondition(error.offset >= 0 && error.offset <= bytes.count && !error.message.isEmpty)
    }
    do {
        _ = try XcodeViewHierarchyImporter.run(folder: "f", responses: [("Response_0", bytes)], metadata: nil)
    } catch {
        precondition(!error.message.isEmpty, "a TraceError without a message")
    }
    return 0
}
