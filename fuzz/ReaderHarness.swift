// libFuzzer entry point for the JSON reader alone (not a SwiftPM target; see fuzz/run.sh).
//
// The reader is the only code that touches raw bytes, so it gets its own target: every input
// must either parse or throw a located JSONSyntaxError, never trap, hang or read out of bounds.

@_cdecl("LLVMFuzzerTestOneInput")
public func readerFuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        let document = try JSONDocument.parse(bytes)
        // Walk every node so the accessors are exercised too, not only the scanner.
        FuzzWalk.touch(document)
    } catch {
        // A syntax error must carry a position inside (or just after) the input.
        precondition(error.line >= 1 && error.column >= 1, "syntax error without a position: \(error)")
        precondition(!error.message.isEmpty, "syntax error without a message")
    }
    return 0
}
