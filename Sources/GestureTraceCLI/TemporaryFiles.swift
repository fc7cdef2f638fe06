#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The temporary files being written (`OutputFile`'s `.name.PID.N.tmp`), removed if SIGINT or
/// SIGTERM ends the process before they are renamed into place (issue 25: an interrupted
/// `import … -o`, `report -o` or `check --update` left them behind).
///
/// The handler may only make async-signal-safe calls: it walks a fixed table of C strings
/// allocated before it can run, calls `unlink` on each, then restores the default action and
/// raises the signal again, so the process still dies of it (exit status 130 or 143 in a
/// shell). The handler is installed with the first temporary file, so a command that writes no
/// file keeps the default action.
enum TemporaryFiles {
    /// At most this many temporary files are tracked at once (`check --jobs` writes at most one
    /// per job); one more is still written, just not cleaned on a signal.
    static let slots = 64

    nonisolated(unsafe) private static let table: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let table = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: slots)
        table.initialize(repeating: nil, count: slots)
        return table
    }()

    private final class Lock: @unchecked Sendable {
        var mutex = pthread_mutex_t()
        var installed = false
        init() { pthread_mutex_init(&mutex, nil) }
    }
    private static let lock = Lock()

    /// Tracks `path`; returns its slot for `forget`, or nil when every slot is taken.
    static func register(_ path: String) -> Int? {
        pthread_mutex_lock(&lock.mutex)
        defer { pthread_mutex_unlock(&lock.mutex) }
        if !lock.installed {
            lock.installed = true
            _ = signal(SIGINT, handler)
            _ = signal(SIGTERM, handler)
        }
        for slot in 0..<slots where table[slot] == nil {
            table[slot] = strdup(path)
            return slot
        }
        return nil
    }

    /// Stops tracking the file in `slot` (renamed into place or removed).
    static func forget(_ slot: Int?) {
        guard let slot else { return }
        pthread_mutex_lock(&lock.mutex)
        let name = table[slot]
        table[slot] = nil
        pthread_mutex_unlock(&lock.mutex)
        free(name)
    }

    /// Unlinks every tracked file, then dies of the signal as if it had not been caught.
    private static let handler: @convention(c) (Int32) -> Void = { signal in
        for slot in 0..<TemporaryFiles.slots {
            if let name = TemporaryFiles.table[slot] { unlink(name) }
        }
        _ = resetToDefault(signal)
        _ = raise(signal)
    }
}

/// Restores the default action of `sig` (a free function: inside the handler the parameter
/// named `signal` hides the C function).
private func resetToDefault(_ sig: Int32) -> Int32 {
    _ = signal(sig, SIG_DFL)
    return 0
}
