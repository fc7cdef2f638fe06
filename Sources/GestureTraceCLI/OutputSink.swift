#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A buffered byte stream for stdout or stderr, or an in-memory capture for tests.
///
/// Output is collected in a `[UInt8]` buffer and written with POSIX `write` in large chunks:
/// `print` per record would dominate a replay of hundreds of thousands of samples.
package final class OutputSink {
    enum Target {
        case fileDescriptor(Int32)
        case memory
    }

    let target: Target
    private var buffer: [UInt8] = []
    /// The first write that failed (a full disk, a closed descriptor, a pipe with no reader
    /// when SIGPIPE is ignored); later writes are dropped. The CLI boundary turns it into a
    /// message and a non-zero exit (STYLE §3; issue 13: no output lost with exit 0).
    package private(set) var failure: FileSystemError?
    /// Flush once the buffer holds this much.
    private let threshold = 1 << 16

    init(target: Target) {
        self.target = target
        buffer.reserveCapacity(threshold)
    }

    /// A sink writing to a file descriptor (1 for stdout, 2 for stderr).
    package static func fileDescriptor(_ fd: Int32) -> OutputSink { OutputSink(target: .fileDescriptor(fd)) }

    /// A sink keeping everything in memory; read it back with `text` or `bytes`.
    package static func memory() -> OutputSink { OutputSink(target: .memory) }

    /// Everything written so far (memory sinks only; a file sink returns what is unflushed).
    package var bytes: [UInt8] { buffer }

    /// Everything written so far, as UTF-8 text.
    package var text: String { String(decoding: buffer, as: UTF8.self) }

    package func write(_ bytes: [UInt8]) {
        guard failure == nil else { return }
        if case .fileDescriptor(let fd) = target, bytes.count >= threshold {
            // A whole rendered replay: write it straight out instead of copying it.
            flush()
            failure = failure ?? Self.writeAll(bytes, to: fd)
            return
        }
        buffer.append(contentsOf: bytes)
        if case .fileDescriptor = target, buffer.count >= threshold { flush() }
    }

    /// Writes bytes that live elsewhere (a streaming writer's buffer) without an array copy.
    package func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard failure == nil else { return }
        if case .fileDescriptor(let fd) = target, bytes.count >= threshold {
            flush()
            failure = failure ?? LocalFileSystem.writeAll(UnsafeRawBufferPointer(bytes), to: fd)
            return
        }
        buffer.append(contentsOf: bytes)
        if case .fileDescriptor = target, buffer.count >= threshold { flush() }
    }

    package func write(_ text: String) {
        guard failure == nil else { return }
        buffer.append(contentsOf: text.utf8)
        if case .fileDescriptor = target, buffer.count >= threshold { flush() }
    }

    /// Writes `text` and a newline.
    package func line(_ text: String) {
        write(text)
        write([UInt8(ascii: "\n")])
    }

    /// Sends buffered bytes to the file descriptor; a no-op for memory sinks.
    package func flush() {
        guard case .fileDescriptor(let fd) = target, !buffer.isEmpty else { return }
        if failure == nil { failure = Self.writeAll(buffer, to: fd) }
        buffer.removeAll(keepingCapacity: true)
    }

    private static func writeAll(_ bytes: [UInt8], to fd: Int32) -> FileSystemError? {
        bytes.withUnsafeBytes { LocalFileSystem.writeAll($0, to: fd) }
    }
}
