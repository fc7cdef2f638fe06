#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a path names.
package enum FileKind: Sendable, Equatable {
    case file, directory, missing
    /// A FIFO, a device or a socket: never read or replaced (issue 13 item 4).
    case special
}

/// A file's identity: device and inode, the same whatever path names it.
package struct FileIdentity: Hashable, Sendable {
    package var device: UInt64
    package var inode: UInt64

    package init(device: UInt64, inode: UInt64) {
        self.device = device
        self.inode = inode
    }
}

/// A file-system failure, with a lowercase reason such as `no such file or directory`.
package struct FileSystemError: Error, Sendable, Equatable {
    package var reason: String

    package init(_ reason: String) { self.reason = reason }
}

/// The file access the commands need, injected so that `check` and `replay` are testable in
/// process against an in-memory tree, and so that the corpus API can work relative to a root.
package protocol FileSystem {
    /// What `path` names (following symbolic links).
    func kind(_ path: String) -> FileKind
    /// The whole contents of a regular file.
    func read(_ path: String) throws(FileSystemError) -> [UInt8]
    /// The whole contents of a file this command may then replace (a golden it compares and
    /// updates): read like `read`, but not protected from the command's outputs (`FilesRead`).
    func readReplaceable(_ path: String) throws(FileSystemError) -> [UInt8]
    /// The names (not paths) of a directory's entries, in no particular order.
    func entries(ofDirectory path: String) throws(FileSystemError) -> [String]
    /// Replaces `path` with `bytes` atomically: a temporary file in the same folder, renamed.
    func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileSystemError)
    /// Creates a directory and any missing parents.
    func createDirectories(_ path: String) throws(FileSystemError)
    /// The device and inode `path` names (following symbolic links), nil when it names
    /// nothing or the file system has no such notion.
    func identity(_ path: String) -> FileIdentity?
    /// A regular file opened to be read piece by piece (`import`'s recordings).
    func openForReading(_ path: String) throws(FileSystemError) -> any ReadableFile
    /// A large regular file mapped to be decoded without holding all its bytes (`MappedFile`),
    /// or nil to `read` it instead.
    func map(_ path: String) throws(FileSystemError) -> MappedFile?
    /// `path` opened to be replaced atomically on `commit`, refused when it is one of `inputs`
    /// (same device and inode: `import csv r.csv -o r.csv` must not replace the recording).
    func openForWriting(_ path: String, inputs: [String]) throws(FileSystemError) -> any WritableFile
}

extension FileSystem {
    package func identity(_ path: String) -> FileIdentity? { nil }

    /// Identities of `folder` and each of its parents up to `/`, following `..` as the kernel
    /// does (from where a link leads, not from where it stands): where the folder really is.
    package func identityChain(_ folder: String) -> [FileIdentity] {
        var out: [FileIdentity] = []
        var path = folder
        while out.count < 4096, let identity = identity(path), !out.contains(identity) {
            out.append(identity)
            path += "/.."
        }
        return out
    }

    /// Creates `path` like `createDirectories(_:)`, but only below a folder that really lies
    /// inside `place`: `mkdir -p` through a folder link that leads out would make folders
    /// elsewhere (`--actual-dir out` with `out/c -> /elsewhere`).
    package func createDirectories(_ path: String, within place: String) throws(FileSystemError) {
        var existing = path
        while kind(existing) != .directory {
            let parent = Paths.directory(of: existing)
            guard parent != existing else { break }
            existing = parent
        }
        try refuseOutside(existing, place)
        try createDirectories(path)
    }

    private func refuseOutside(_ folder: String, _ place: String) throws(FileSystemError) {
        if let placeIdentity = identity(place), !identityChain(folder).contains(placeIdentity) {
            throw FileSystemError(
                "leads out of '\(place)' through a symbolic link; gesturetrace writes only inside the folder it was given"
            )
        }
    }

    /// Writes like `writeAtomically(_:to:)`, but only if the file's folder really lies inside
    /// `place`, the folder the user named (a checked folder, `--actual-dir`). A folder link
    /// below it that leads out (`corpus/sub -> /elsewhere`) is refused, not only a link in the
    /// last component (issue 25: `check --update` wrote goldens through such a link). A file
    /// system without identities (in memory) has no links to follow.
    package func writeAtomically(_ bytes: [UInt8], to path: String, within place: String) throws(FileSystemError) {
        try refuseOutside(Paths.directory(of: path), place)
        try writeAtomically(bytes, to: path)
    }

    package func readReplaceable(_ path: String) throws(FileSystemError) -> [UInt8] { try read(path) }

    package func map(_ path: String) throws(FileSystemError) -> MappedFile? { nil }

    /// The whole file, served in pieces.
    package func openForReading(_ path: String) throws(FileSystemError) -> any ReadableFile {
        MemoryReadableFile(try read(path))
    }

    /// The bytes collected in memory and written whole, with `writeAtomically`, on `commit`.
    package func openForWriting(_ path: String, inputs: [String]) throws(FileSystemError) -> any WritableFile {
        if let target = identity(path) {
            for input in inputs where input != "-" && identity(input) == target {
                throw FileSystemError("the output is the input file '\(input)'; refusing to overwrite it")
            }
        }
        return BufferedWritableFile(fileSystem: self, path: path)
    }
}

/// The real file system, through POSIX calls so that errors keep their precise reason, and so
/// that the tool does not load Foundation (issue 16).
package struct LocalFileSystem: FileSystem {
    package init() {}

    package func kind(_ path: String) -> FileKind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .file
        default: return .special
        }
    }

    package func identity(_ path: String) -> FileIdentity? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    package func read(_ path: String) throws(FileSystemError) -> [UInt8] {
        let input = try InputFile.open(path)
        defer { input.close() }
        return try input.readAll()
    }

    package func readReplaceable(_ path: String) throws(FileSystemError) -> [UInt8] {
        let input = try InputFile.open(path, replaceable: true)
        defer { input.close() }
        return try input.readAll()
    }

    package func openForReading(_ path: String) throws(FileSystemError) -> any ReadableFile {
        try InputFile.open(path)
    }

    /// Opened and checked as `read` opens it; the mapping outlives the descriptor.
    package func map(_ path: String) throws(FileSystemError) -> MappedFile? {
        let input = try InputFile.open(path)
        defer { input.close() }
        return MappedFile.map(input)
    }

    package func openForWriting(_ path: String, inputs: [String]) throws(FileSystemError) -> any WritableFile {
        try OutputFile.open(path, inputs: inputs)
    }

    /// What a file that is neither regular nor a directory is, for messages.
    static func describeSpecial(_ type: mode_t) -> String {
        switch type {
        case S_IFIFO: return "is a FIFO (named pipe), not a regular file"
        case S_IFCHR: return "is a character device, not a regular file"
        case S_IFBLK: return "is a block device, not a regular file"
        case S_IFSOCK: return "is a socket, not a regular file"
        default: return "is not a regular file"
        }
    }

    /// Refuses a path that was not valid UTF-8 on the command line: Swift's arguments replace
    /// such bytes with U+FFFD, so the real file cannot be named (issue 13 item 13). Saying so
    /// beats "no such file or directory" for a file the user can see.
    static func checkEncodable(_ path: String) throws(FileSystemError) {
        if path.unicodeScalars.contains("\u{FFFD}") {
            throw FileSystemError(
                "the path is not valid UTF-8 (or holds U+FFFD); gesturetrace cannot name such a file, rename it")
        }
    }

    /// The entries other than `.` and `..`.
    package func entries(ofDirectory path: String) throws(FileSystemError) -> [String] {
        // The reason is the system's (`permission denied`): the caller says what could not be
        // listed (issue 25, round 8: "cannot list folder: cannot list directory" said neither).
        guard let directory = opendir(path) else { throw Self.lastError() }
        defer { closedir(directory) }
        var names: [String] = []
        while true {
            errno = 0
            guard let entry = readdir(directory) else {
                if errno != 0 { throw Self.lastError() }
                return names
            }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
    }

    package func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
        let output = try OutputFile.open(path)
        do throws(FileSystemError) {
            try output.write(bytes)
            try output.commit()
        } catch {
            output.abandon()
            throw error
        }
    }

    /// Creates each missing folder from the outermost in (`mkdir -p`); one that exists must be
    /// a directory (or a link to one). A failure names the folder that could not be made and
    /// the system's reason (issue 25, round 8: a read-only `--actual-dir` said only "cannot
    /// create directory", not which one nor why).
    package func createDirectories(_ path: String) throws(FileSystemError) {
        guard !path.isEmpty else { throw FileSystemError("cannot create a folder with an empty name") }
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += prefix.isEmpty || prefix.hasSuffix("/") ? component : "/" + component
            if mkdir(prefix, 0o777) == 0 { continue }
            let code = errno
            guard code == EEXIST else {
                throw FileSystemError("cannot create folder '\(prefix)': \(Self.describe(code))")
            }
            guard kind(prefix) == .directory else {
                throw FileSystemError("cannot create folder '\(prefix)': a file that is not a folder is in the way")
            }
        }
    }

    /// Writes every byte to `fd`, retrying short writes and interruptions; returns the error
    /// that stopped it, if any (stdout and stderr sinks, output files).
    static func writeAll(_ raw: UnsafeRawBufferPointer, to fd: Int32) -> FileSystemError? {
        guard let base = raw.baseAddress else { return nil }
        var offset = 0
        while offset < raw.count {
            let n = systemWrite(fd, base + offset, raw.count - offset)
            if n < 0 && errno == EINTR { continue }
            if n < 0 {
                let error = lastError()
                if waitAfterWouldBlock(fd, writing: true) { continue }
                return error
            }
            if n == 0 { return FileSystemError("nothing could be written") }
            offset += n
        }
        return nil
    }

    static func lastError() -> FileSystemError {
        FileSystemError(describe(errno))
    }

    /// The system's text for an error number, lower-cased to sit after a colon.
    static func describe(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}

/// A file system whose relative paths resolve against a base folder, so that reports show
/// short paths (`examples/tap.json`) while the corpus lives anywhere.
package struct RootedFileSystem: FileSystem {
    package var base: String
    package var inner: any FileSystem

    package init(base: String, inner: any FileSystem = LocalFileSystem()) {
        self.base = base
        self.inner = inner
    }

    func resolve(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        if path == "." || path.isEmpty { return base }
        return Paths.join(base, path)
    }

    package func kind(_ path: String) -> FileKind { inner.kind(resolve(path)) }
    package func read(_ path: String) throws(FileSystemError) -> [UInt8] { try inner.read(resolve(path)) }
    package func readReplaceable(_ path: String) throws(FileSystemError) -> [UInt8] {
        try inner.readReplaceable(resolve(path))
    }
    package func entries(ofDirectory path: String) throws(FileSystemError) -> [String] {
        try inner.entries(ofDirectory: resolve(path))
    }
    package func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
        try inner.writeAtomically(bytes, to: resolve(path))
    }
    package func createDirectories(_ path: String) throws(FileSystemError) {
        try inner.createDirectories(resolve(path))
    }
    package func identity(_ path: String) -> FileIdentity? { inner.identity(resolve(path)) }
    package func openForReading(_ path: String) throws(FileSystemError) -> any ReadableFile {
        try inner.openForReading(resolve(path))
    }
    package func map(_ path: String) throws(FileSystemError) -> MappedFile? { try inner.map(resolve(path)) }
    package func openForWriting(_ path: String, inputs: [String]) throws(FileSystemError) -> any WritableFile {
        try inner.openForWriting(resolve(path), inputs: inputs.map(resolve))
    }
}

/// Path arithmetic on `/`-separated strings, kept textual so that output paths look as typed.
enum Paths {
    /// `folder/name`, without doubling slashes; `.` and an empty folder vanish, and an empty
    /// name leaves the folder itself (so `check .` lists `.`, not the empty path).
    static func join(_ folder: String, _ name: String) -> String {
        if name.isEmpty { return folder }
        if folder.isEmpty || folder == "." { return name }
        if name.hasPrefix("/") { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The folder part of a path (`.` when there is none).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// The last component of a path.
    static func lastComponent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// A path made safe to put under another folder: no leading `/`, no `..` or `.` parts.
    static func sanitizedRelative(_ path: String) -> String {
        path.split(separator: "/").filter { $0 != ".." && $0 != "." }.joined(separator: "/")
    }

    /// Orders paths by their UTF-8 bytes, as SwiftPM sorts listings: never by locale.
    static func byteOrder(_ a: String, _ b: String) -> Bool {
        a.utf8.lexicographicallyPrecedes(b.utf8)
    }
}
