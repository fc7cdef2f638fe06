import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a path names.
package enum FileKind: Sendable, Equatable {
    case file, directory, missing
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
    /// The names (not paths) of a directory's entries, in no particular order.
    func entries(ofDirectory path: String) throws(FileSystemError) -> [String]
    /// Replaces `path` with `bytes` atomically: a temporary file in the same folder, renamed.
    func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileSystemError)
    /// Creates a directory and any missing parents.
    func createDirectories(_ path: String) throws(FileSystemError)
}

/// The real file system, through POSIX calls so that errors keep their precise reason.
package struct LocalFileSystem: FileSystem {
    package init() {}

    package func kind(_ path: String) -> FileKind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        return (info.st_mode & S_IFMT) == S_IFDIR ? .directory : .file
    }

    package func read(_ path: String) throws(FileSystemError) -> [UInt8] {
        if kind(path) == .directory { throw FileSystemError("is a directory") }
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw Self.lastError() }
        defer { close(fd) }
        var result: [UInt8] = []
        // Reserve the file's size up front: growing by doubling copied a long trace several
        // times and briefly held two copies of it.
        var info = stat()
        if fstat(fd, &info) == 0, info.st_size > 0, info.st_size < Int.max / 2 {
            result.reserveCapacity(Int(info.st_size))
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw Self.lastError()
            }
            if n == 0 { break }
            result.append(contentsOf: chunk[0..<n])
        }
        return result
    }

    package func entries(ofDirectory path: String) throws(FileSystemError) -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw FileSystemError("cannot list directory")
        }
    }

    package func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        // Unique per call: parallel tests may record the same golden at once.
        let temporary = (folder.isEmpty ? "" : folder + "/") + ".\(name).\(UUID().uuidString).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw Self.lastError() }
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress.map { $0 + offset }, bytes.count - offset) }
            if n < 0 {
                if errno == EINTR { continue }
                let error = Self.lastError()
                close(fd)
                unlink(temporary)
                throw error
            }
            offset += n
        }
        guard close(fd) == 0 else {
            let error = Self.lastError()
            unlink(temporary)
            throw error
        }
        guard rename(temporary, path) == 0 else {
            let error = Self.lastError()
            unlink(temporary)
            throw error
        }
    }

    package func createDirectories(_ path: String) throws(FileSystemError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw FileSystemError("cannot create directory")
        }
    }

    static func lastError() -> FileSystemError {
        let text = String(cString: strerror(errno))
        return FileSystemError(text.prefix(1).lowercased() + text.dropFirst())
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
    package func entries(ofDirectory path: String) throws(FileSystemError) -> [String] {
        try inner.entries(ofDirectory: resolve(path))
    }
    package func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
        try inner.writeAtomically(bytes, to: resolve(path))
    }
    package func createDirectories(_ path: String) throws(FileSystemError) {
        try inner.createDirectories(resolve(path))
    }
}

/// Path arithmetic on `/`-separated strings, kept textual so that output paths look as typed.
enum Paths {
    /// `folder/name`, without doubling slashes; `.` and an empty folder vanish.
    static func join(_ folder: String, _ name: String) -> String {
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
