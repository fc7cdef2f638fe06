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

    /// The line and column of `offset` in `bytes`: lines split at LF; columns count Unicode
    /// scalars (bytes that are not UTF-8 continuation bytes). `bytes` must be the text the
    /// index was first asked about (a document's text never changes).
    func location(ofOffset offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> JSONDocument.Location {
        let limit = min(max(offset, 0), bytes.count)
        pthread_mutex_lock(mutex)
        if !built {
            checkpoints = Self.checkpoints(bytes)
            built = true
        }
        let checkpoint = min(limit / Self.stride, checkpoints.count - 1)
        var (line, column) = checkpoints[checkpoint]
        pthread_mutex_unlock(mutex)
        var k = checkpoint * Self.stride
        while k < limit {
            if bytes[k] == 0x0A {
                line += 1
                column = 1
            } else if bytes[k] & 0xC0 != 0x80 {
                column += 1
            }
            k += 1
        }
        return JSONDocument.Location(offset: limit, line: line, column: column)
    }

    private static func checkpoints(_ bytes: UnsafeBufferPointer<UInt8>) -> [(line: Int, column: Int)] {
        var result: [(line: Int, column: Int)] = [(1, 1)]
        result.reserveCapacity(bytes.count / stride + 1)
        var line = 1
        var column = 1
        var k = 0
        while k < bytes.count {
            if bytes[k] == 0x0A {
                line += 1
                column = 1
            } else if bytes[k] & 0xC0 != 0x80 {
                column += 1
            }
            k += 1
            if k % stride == 0 { result.append((line, column)) }
        }
        return result
    }
}
