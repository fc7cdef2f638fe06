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
//
// Selector 3 (issue 25, round 4: the importers' nesting) gives the rest to the Xcode importer
// as a plain `Response_0`, after expanding runs: 0x01, a count c, a length n (1…8) and n bytes
// stand for those bytes repeated 64 × c times, so a few input bytes make JSON thousands of
// levels deep (`[` runs, `{"subviews":[` runs, `{"a":` runs). The importer must import or throw
// a TraceError with a message, never recurse on the depth (a trap), hang or blow the memory.

@_cdecl("LLVMFuzzerTestOneInput")
public func gzipFuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size >= 1 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    if data[0] & 3 == 3 {
        do {
            _ = try XcodeViewHierarchyImporter.run(
                folder: "f", responses: [("Response_0", expandedRuns(bytes))], metadata: nil)
        } catch {
            precondition(!error.message.isEmpty, "a TraceError without a message")
        }
        return 0
    }
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

/// The input with its runs expanded: 0x01, c, n (1…8), then n bytes repeated 64 × c times.
private func expandedRuns(_ bytes: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    var i = 0
    while i < bytes.count {
        if bytes[i] == 1, i + 2 < bytes.count {
            let count = Int(bytes[i + 1]) * 64
            let length = min(Int(bytes[i + 2] % 8) + 1, bytes.count - i - 3)
            let unit = bytes[(i + 3)..<(i + 3 + length)]
            for _ in 0..<count { out += unit }
            i += 3 + length
        } else {
            out.append(bytes[i])
            i += 1
        }
    }
    return out
}
