#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where every command's inputs are opened: a regular file, or `-` for standard input.
///
/// The kind and size are checked before a byte is read (issue 13 item 4): a FIFO would block
/// forever, `/dev/zero` never ends, and a 5 GB file used to be read whole before being refused.
/// A path is opened without blocking and checked with `fstat` on the open descriptor, so what
/// is checked is what is read (a symbolic link is followed once, at open).
struct InputFile: ReadableFile {
    /// The largest input read: the JSON reader addresses bytes with 32 bits (FORMAT §1 "size").
    static let maxSize = Int(UInt32.max) - 1
    /// Read in pieces of this size.
    static let chunkSize = 1 << 20

    let fd: Int32
    /// The path as named (`-` for standard input).
    let path: String
    private let ownsDescriptor: Bool

    /// Opens a regular file for reading, or standard input for `-`.
    ///
    /// Standard input may be a pipe, a socket, a terminal or a regular file; another device
    /// (such as `/dev/zero`) or a directory is refused. A path must name a regular file.
    /// With `replaceable`, the file is one the command may replace (a golden it updates), so
    /// it is not protected from the command's outputs (`FilesRead`).
    static func open(_ path: String, replaceable: Bool = false) throws(FileSystemError) -> InputFile {
        if path == "-" {
            var info = stat()
            guard fstat(0, &info) == 0 else { throw LocalFileSystem.lastError() }
            let type = info.st_mode & S_IFMT
            if type == S_IFDIR { throw FileSystemError("standard input is a directory") }
            // A socket is read as a pipe: Node.js (libuv) gives a child's standard input as
            // one end of a socketpair, and it ends as a pipe does (RELIABILITY, round 5).
            if type == S_IFCHR && isatty(0) != 1 || type == S_IFBLK {
                throw FileSystemError("standard input is a device, not a file, a pipe or a socket")
            }
            return InputFile(fd: 0, path: path, ownsDescriptor: false)
        }
        try LocalFileSystem.checkEncodable(path)
        let fd = systemOpen(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw LocalFileSystem.lastError() }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let error = LocalFileSystem.lastError()
            _ = systemClose(fd)
            throw error
        }
        let type = info.st_mode & S_IFMT
        guard type == S_IFREG else {
            _ = systemClose(fd)
            throw FileSystemError(type == S_IFDIR ? "is a directory" : LocalFileSystem.describeSpecial(type))
        }
        guard Int(info.st_size) <= maxSize else {
            _ = systemClose(fd)
            throw FileSystemError("the file is larger than 4 GiB (\(info.st_size) bytes)")
        }
        // No output of this run may replace it, whatever path names it (issue 25).
        if !replaceable {
            FilesRead.record(FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)), path: path)
        }
        // Regular files never block; clear the flag anyway so reads behave the usual way.
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        return InputFile(fd: fd, path: path, ownsDescriptor: true)
    }

    private init(fd: Int32, path: String, ownsDescriptor: Bool) {
        self.fd = fd
        self.path = path
        self.ownsDescriptor = ownsDescriptor
    }

    func close() {
        if ownsDescriptor { _ = systemClose(fd) }
    }

    /// Reads the next piece, at most `chunkSize` bytes; empty at the end.
    func readChunk(into chunk: inout [UInt8]) throws(FileSystemError) -> Int {
        if chunk.count < Self.chunkSize { chunk = [UInt8](repeating: 0, count: Self.chunkSize) }
        while true {
            let n = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
            if n >= 0 { return n }
            if errno == EINTR { continue }
            let error = LocalFileSystem.lastError()
            if waitAfterWouldBlock(fd, writing: false) { continue }
            throw error
        }
    }

    /// The whole input, refusing more than `maxSize` bytes as it streams (a file that grows
    /// while read, or an endless pipe).
    func readAll(limit: Int) throws(FileSystemError) -> [UInt8] {
        var result: [UInt8] = []
        var info = stat()
        if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size > 0 {
            // Reserve the size up front: growing by doubling briefly held two copies.
            result.reserveCapacity(min(Int(info.st_size), limit) + 1)
        }
        var chunk: [UInt8] = []
        while true {
            let n = try readChunk(into: &chunk)
            if n == 0 { return result }
            guard result.count + n <= limit else { throw Self.tooLarge(limit: limit) }
            result.append(contentsOf: chunk[0..<n])
        }
    }

    /// The error for an input longer than `limit` bytes.
    static func tooLarge(limit: Int) -> FileSystemError {
        FileSystemError("the input is larger than \(limit == maxSize ? "4 GiB" : "\(limit) bytes")")
    }
}
