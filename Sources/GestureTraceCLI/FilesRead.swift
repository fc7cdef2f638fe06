#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every file this process has opened for reading, by device and inode: no output may replace
/// one (issue 25).
///
/// Comparing an output with the paths a command names missed the files it reads on its own: a
/// trace's `"scene": "s.scene.json"` was overwritten by `report t.json -o s.scene.json`, and a
/// `.golden` linked to its trace by `check --update`. `InputFile.open` records each file from
/// the open descriptor (`fstat`, so no path spelling or later rename can fool it), and
/// `OutputFile.open` refuses a destination that is any of them. `check --jobs` reads from
/// several threads, so the set is behind a lock.
enum FilesRead {
    private final class Registry: @unchecked Sendable {
        var lock = pthread_mutex_t()
        var files: [FileIdentity: String] = [:]
        init() { pthread_mutex_init(&lock, nil) }
    }

    private static let registry = Registry()

    /// Records that `path`, with this identity, was opened for reading.
    static func record(_ identity: FileIdentity, path: String) {
        pthread_mutex_lock(&registry.lock)
        if registry.files[identity] == nil { registry.files[identity] = path }
        pthread_mutex_unlock(&registry.lock)
    }

    /// The path under which the file with this identity was read, nil if it was not — or if
    /// that path no longer names the same file.
    ///
    /// The registry lives as long as the process, and a file read and then deleted frees its
    /// inode for the next file created on that device. Without the second look, a golden
    /// created later in the same process (the test suite runs many commands in one process,
    /// in parallel) could take a deleted input's inode and be refused as "read by this
    /// command". A file the run read and that is still there keeps its identity, so the guard
    /// still holds for every input that exists.
    static func path(of identity: FileIdentity) -> String? {
        pthread_mutex_lock(&registry.lock)
        let path = registry.files[identity]
        pthread_mutex_unlock(&registry.lock)
        guard let path, LocalFileSystem().identity(path) == identity else { return nil }
        return path
    }
}
