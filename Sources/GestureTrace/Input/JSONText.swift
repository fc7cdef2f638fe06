/// The bytes a `JSONDocument` is read from: an array the document holds, or memory the caller
/// lends for the duration of one decoding call.
///
/// Lent memory is how the command-line tool decodes a large trace without holding its bytes
/// (issue 16, peak memory): it maps the file and lends the mapping, and the engine, which does
/// no I/O, only reads it. Whoever lends the memory keeps it readable until the call returns;
/// nothing the call returns (`Trace`, `Scene`) refers to the bytes.
struct JSONText: @unchecked Sendable {
    private enum Storage {
        case array([UInt8])
        case lent(UnsafeBufferPointer<UInt8>)
    }

    private let storage: Storage

    init(_ bytes: [UInt8]) { storage = .array(bytes) }

    /// `buffer` must stay readable for as long as this text or a document made from it is used.
    init(lending buffer: UnsafeBufferPointer<UInt8>) { storage = .lent(buffer) }

    var count: Int {
        switch storage {
        case .array(let bytes): return bytes.count
        case .lent(let buffer): return buffer.count
        }
    }

    @inline(__always)
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        switch storage {
        case .array(let bytes): return bytes.withUnsafeBufferPointer(body)
        case .lent(let buffer): return body(buffer)
        }
    }
}
