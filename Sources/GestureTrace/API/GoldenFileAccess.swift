#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few file and environment calls behind `API/GoldenFiles.swift` (the library's only I/O,
/// docs/DECISIONS.md "The public library API"), made through the C library rather than
/// Foundation: the engine is linked into the `gesturetrace` tool, and importing Foundation
/// anywhere in it loads Foundation and ICU into every run (about 9 MB and several million
/// instructions of start-up, issue 16).
enum GoldenFileAccess {
    /// The value of an environment variable, nil when unset.
    static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }

    /// The whole contents of the file at `path`, nil when it cannot be opened or read (missing,
    /// a directory, no permission), as `FileManager.contents(atPath:)` answers.
    ///
    /// Only a regular file is read, and only up to `maxSize` bytes (issue 25, round 4 hunt): a
    /// golden or trace that is a FIFO used to block `open` (and `swift test`) forever, and one
    /// linked to `/dev/zero` was read until memory ran out. Opened without blocking and checked
    /// with `fstat` on the open descriptor, as the command-line tool's `InputFile` does.
    static func contents(atPath path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        defer { _ = close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int64(status.st_size) <= maxSize else {
            return nil
        }
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n >= 0 else { return nil }
            if n == 0 { return result }
            // A file that grows while it is read stops at the cap, as a file over it is refused.
            guard Int64(result.count + n) <= maxSize else { return nil }
            result.append(contentsOf: chunk[0..<n])
        }
    }

    /// The largest file read: the reader's own cap (`JSONReader` addresses bytes with 32 bits).
    static let maxSize: Int64 = 4_294_967_294

    /// Replaces the file at `path` with `bytes`: written to a temporary file beside it and
    /// renamed over it, so a golden is never left half written. False on any failure.
    ///
    /// Never through a link (issue 25, round 4 hunt; the tool's `OutputFile` rule): a golden
    /// that is a symbolic link is not replaced, and the temporary file is created new
    /// (`O_EXCL | O_NOFOLLOW`), so a link planted at its predictable name (the process id) is
    /// not written through; with `O_TRUNC` alone it was, to wherever the link pointed.
    static func replace(atPath path: String, with bytes: [UInt8]) -> Bool {
        var existing = stat()
        if lstat(path, &existing) == 0 && existing.st_mode & S_IFMT == S_IFLNK { return false }
        let temporary = path + ".gesturetrace-\(getpid()).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return false }
        var written = 0
        let complete = bytes.withUnsafeBytes { raw -> Bool in
            while written < raw.count {
                let n = write(fd, raw.baseAddress.map { $0 + written }, raw.count - written)
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { return false }
                written += n
            }
            return true
        }
        guard close(fd) == 0, complete, rename(temporary, path) == 0 else {
            _ = unlink(temporary)
            return false
        }
        return true
    }
}
