#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one way every command writes a file it creates (`-o`, goldens, `--actual-dir`, reports,
/// imports).
///
/// A regular file (or a new one) is written to a temporary file in the same folder and renamed
/// over it on `commit`, so a failure never leaves half a file; the temporary file is removed if
/// SIGINT or SIGTERM stops the process first (`TemporaryFiles`). A symbolic link is never
/// written through, dangling or not: a `.golden` linked to a file outside the corpus, to the
/// trace or to nothing used to be written at its target (issue 25); it is refused. No file
/// this run has read (`FilesRead`: the trace, the scene document it names, a recording) is
/// replaced, compared by device and inode. The process's own streams (`/dev/stdout`,
/// `/dev/fd/N`) are written through a duplicate of the descriptor. A character device or a
/// FIFO (`/dev/null`, a shell's `>(…)`) is written through too: renaming over it would replace
/// a device node with a regular file (issue 13 item 2). A directory, a block device or a socket
/// is refused. Every write is checked; a failed one is an error, never a silent loss (item 3).
final class OutputFile: WritableFile {
    enum Mode {
        /// Through a temporary file, renamed onto `destination`.
        case atomic(temporary: String, destination: String)
        /// Straight into a device or FIFO.
        case through
    }

    let path: String
    private let fd: Int32
    private let mode: Mode
    private var closed = false
    /// Committed or abandoned: a later `abandon` does nothing (it must not release the
    /// `TemporaryFiles` slot twice, which another file may hold by then).
    private var finished = false

    /// The `TemporaryFiles` slot of the temporary file, released once it is renamed or removed.
    private let temporarySlot: Int?

    private init(path: String, fd: Int32, mode: Mode, temporarySlot: Int? = nil) {
        self.path = path
        self.fd = fd
        self.mode = mode
        self.temporarySlot = temporarySlot
    }

    /// Opens `path` for writing, refusing it when it is one of `inputs` (same device and
    /// inode: `report t.json -o t.json` used to replace the trace with its report).
    static func open(_ path: String, inputs: [String] = []) throws(FileSystemError) -> OutputFile {
        try LocalFileSystem.checkEncodable(path)
        if let target = LocalFileSystem().identity(path) {
            for input in inputs where input != "-" {
                if LocalFileSystem().identity(input) == target {
                    throw FileSystemError("the output is the input file '\(input)'; refusing to overwrite it")
                }
            }
            if let read = FilesRead.path(of: target) {
                throw FileSystemError("the output is '\(read)', which this command reads; refusing to overwrite it")
            }
        }
        if let stream = ownDescriptor(path) {
            let fd = dup(stream)
            guard fd >= 0 else { throw LocalFileSystem.lastError() }
            return OutputFile(path: path, fd: fd, mode: .through)
        }
        var link = stat()
        if lstat(path, &link) == 0, (link.st_mode & S_IFMT) == S_IFLNK {
            throw FileSystemError(
                "is a symbolic link; gesturetrace never writes through a link (remove it, or name the file it points to)"
            )
        }
        var info = stat()
        if stat(path, &info) == 0 {
            let type = info.st_mode & S_IFMT
            switch type {
            case S_IFREG:
                break
            case S_IFCHR, S_IFIFO:
                let fd = systemOpen(path, O_WRONLY | O_CLOEXEC)
                guard fd >= 0 else { throw LocalFileSystem.lastError() }
                return OutputFile(path: path, fd: fd, mode: .through)
            case S_IFDIR:
                throw FileSystemError("is a directory")
            default:
                throw FileSystemError("\(LocalFileSystem.describeSpecial(type)); refusing to replace it")
            }
        }
        let destination = path
        let slash = destination.lastIndex(of: "/")
        let folder = slash.map { String(destination[..<$0]) } ?? "."
        let name = slash.map { String(destination[destination.index(after: $0)...]) } ?? destination
        var random = SystemRandomNumberGenerator()
        // Unique per call: parallel tests may record the same golden at once.
        let temporary =
            (folder.isEmpty ? "/" : folder + "/") + ".\(name).\(getpid()).\(random.next() & 0xFFFF_FFFF).tmp"
        let (fd, slot) = TemporaryFiles.create(temporary)
        guard fd >= 0 else { throw LocalFileSystem.lastError() }
        return OutputFile(
            path: path, fd: fd, mode: .atomic(temporary: temporary, destination: destination), temporarySlot: slot)
    }

    /// The descriptor `path` names when it is one of this process's own: `/dev/stdout`,
    /// `/dev/stderr`, `/dev/fd/N` or `/proc/self/fd/N`. Such a path is written through a
    /// duplicate of the descriptor, whatever it is open on. Resolving it instead goes wrong on
    /// macOS, where `/dev/stdout` links to `/dev/fd/1`, which is no link but reports the stat of
    /// the file the descriptor is open on: a redirected stdout looked like a regular file in
    /// `/dev/fd/`, where no temporary file can be made (issue 24 item 1). Writing through also
    /// keeps a shell's `>>` appending, where a rename replaced the file.
    static func ownDescriptor(_ path: String) -> Int32? {
        switch path {
        case "/dev/stdout": return 1
        case "/dev/stderr": return 2
        default: break
        }
        for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
            let digits = path.utf8.dropFirst(prefix.utf8.count)
            guard !digits.isEmpty, digits.count <= 9,
                digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
            else { return nil }
            return digits.reduce(Int32(0)) { $0 * 10 + Int32($1 - UInt8(ascii: "0")) }
        }
        return nil
    }

    /// Writes every byte, retrying short writes and interruptions.
    func write(_ bytes: [UInt8]) throws(FileSystemError) {
        if let failure = bytes.withUnsafeBytes({ LocalFileSystem.writeAll($0, to: fd) }) { throw failure }
    }

    /// Closes the file and, for a regular file, renames it into place.
    func commit() throws(FileSystemError) {
        closed = true
        finished = true
        defer { TemporaryFiles.forget(temporarySlot) }
        guard systemClose(fd) == 0 else {
            let error = LocalFileSystem.lastError()
            if case .atomic(let temporary, _) = mode { unlink(temporary) }
            throw error
        }
        guard case .atomic(let temporary, let destination) = mode else { return }
        guard rename(temporary, destination) == 0 else {
            let error = LocalFileSystem.lastError()
            unlink(temporary)
            throw error
        }
    }

    /// Gives up: the temporary file is removed and the destination left as it was.
    func abandon() {
        guard !finished else { return }
        finished = true
        if !closed {
            closed = true
            _ = systemClose(fd)
        }
        if case .atomic(let temporary, _) = mode { unlink(temporary) }
        TemporaryFiles.forget(temporarySlot)
    }
}
