#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns byte offsets of a document into line and column in time independent of the offset.
///
/// `JSONDocument.location` used to count lines from the start of the text on every call, so n
/// errors, warnings or declarations located in a large document cost n × its size (issue 25
/// item 4). This index is built once, on the first location asked (most documents are never
/// asked one), in one pass: the line and column at every `stride`-th byte. A location then scans
/// at most `stride` bytes from the checkpoint before it, whether the document has many lines
/// or one long one (a compact trace is a single line). It takes 16 bytes per `stride` bytes of
/// text.
///
/// Documents are values shared across threads (`Sendable`), so the index is built under a
/// mutex; it only ever goes from absent to complete.
final class LineIndex: @unchecked Sendable {
    /// Bytes between checkpoints.
    static let stride = 4096

    /// Line and column (1-based, columns in Unicode scalars) at offset `k × stride`.
    private var checkpoints: [(line: Int, column: Int)] = []
    private var built = false
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// The line and column of `offset` in `bytes`, as `TextPosition` counts them (LF, CR and
    /// CR LF each end a line; columns count Unicode scalars). `bytes` must be the text the
    /// index was first asked about (a document's text never changes).
    func location(ofOffset offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> JSONDocument.Location {
        let limit = min(max(offset, 0), bytes.count)
        pthread_mutex_lock(mutex)
        if !built {
            checkpoints = Self.checkpoints(bytes)
            built = true
        }
        let checkpoint = min(limit / Self.stride, checkpoints.count - 1)
        let (line, column) = checkpoints[checkpoint]
        pthread_mutex_unlock(mutex)
        var position = TextPosition(line: line, column: column)
        position.advance(over: bytes, from: checkpoint * Self.stride, to: limit)
        return JSONDocument.Location(offset: limit, line: position.line, column: position.column)
    }

    private static func checkpoints(_ bytes: UnsafeBufferPointer<UInt8>) -> [(line: Int, column: Int)] {
        var result: [(line: Int, column: Int)] = [(1, 1)]
        result.reserveCapacity(bytes.count / stride + 1)
        var position = TextPosition()
        var k = 0
        while k < bytes.count {
            let end = min(k + stride, bytes.count)
            position.advance(over: bytes, from: k, to: end)
            k = end
            if k % stride == 0 { result.append((position.line, position.column)) }
        }
        return result
    }
}
