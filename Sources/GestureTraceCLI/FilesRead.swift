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

    /// The path under which the file with this identity was read, nil if it was not.
    static func path(of identity: FileIdentity) -> String? {
        pthread_mutex_lock(&registry.lock)
        defer { pthread_mutex_unlock(&registry.lock) }
        return registry.files[identity]
    }
}
