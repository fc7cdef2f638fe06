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
///
/// With `check --jobs` other threads go on while the handler runs on one: a temporary file
/// created just after the handler's pass over the table survived the signal (issue 25 item 4).
/// So a file is created only through `create`, which registers it and counts itself in flight
/// under the lock, and refuses once the handler has set `dying`; the handler sets `dying`,
/// waits (`nanosleep`, async-signal-safe) until no creation is in flight, at most
/// `handlerWaitMilliseconds`, and only then unlinks. A creation that started before `dying`
/// is then finished and in the table; one that starts after sees `dying` and creates nothing.
///
/// The table grows (issue 25: it had 64 fixed slots, and a 65th file in flight at once — more
/// than 64 `check --jobs` writers on a machine with that many cores — was written but not
/// cleaned). Growing allocates a table twice as large, copies the names to the same slots and
/// publishes it; the old table is never freed, since a handler may be reading it. Growth
/// happens only inside `create`, counted in flight, and the handler reads the table only once
/// no creation is in flight, so it sees a complete table whatever the number of files.
enum TemporaryFiles {
    /// The table's first capacity; it doubles whenever every slot is taken.
    static let initialCapacity = 64

    /// The table the handler walks (its slots hold `strdup`ed names, nil when free) and its
    /// capacity. Replaced, never freed, when it grows; written under the lock.
    nonisolated(unsafe) private static var table: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let table = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: initialCapacity)
        table.initialize(repeating: nil, count: initialCapacity)
        return table
    }()
    nonisolated(unsafe) private static var capacity = initialCapacity

    /// `[0]`: the handler has begun (no file may be created any more); `[1]`: creations in
    /// flight. Raw memory the handler reads without the lock (it must never wait for a lock
    /// the interrupted thread may hold).
    nonisolated(unsafe) private static let state: UnsafeMutablePointer<Int> = {
        let state = UnsafeMutablePointer<Int>.allocate(capacity: 2)
        state.initialize(repeating: 0, count: 2)
        return state
    }()

    /// How long the handler waits for creations in flight (one may be on the very thread the
    /// signal interrupted, and never finish).
    static let handlerWaitMilliseconds = 200

    private final class Lock: @unchecked Sendable {
        var mutex = pthread_mutex_t()
        var installed = false
        init() { pthread_mutex_init(&mutex, nil) }
    }
    private static let lock = Lock()

    /// Tracks `path` and returns its slot for `forget`, growing the table when every slot is
    /// taken. Called only from `create`, while the creation is counted in flight.
    private static func register(_ path: String) -> Int {
        pthread_mutex_lock(&lock.mutex)
        defer { pthread_mutex_unlock(&lock.mutex) }
        // Installed once the table exists, so the handler never initializes a global itself.
        defer {
            if !lock.installed {
                lock.installed = true
                _ = signal(SIGINT, handler)
                _ = signal(SIGTERM, handler)
            }
        }
        for slot in 0..<capacity where table[slot] == nil {
            table[slot] = strdup(path)
            return slot
        }
        let slot = capacity
        let grown = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: 2 * capacity)
        grown.initialize(from: table, count: capacity)
        (grown + capacity).initialize(repeating: nil, count: capacity)
        grown[slot] = strdup(path)
        table = grown
        capacity *= 2
        return slot
    }

    /// The names tracked now, in slot order (for tests: what a signal would unlink).
    static var tracked: [String] {
        pthread_mutex_lock(&lock.mutex)
        defer { pthread_mutex_unlock(&lock.mutex) }
        return (0..<capacity).compactMap { table[$0].map { String(cString: $0) } }
    }

    /// Creates `path` exclusively (`O_CREAT | O_EXCL | O_NOFOLLOW`, mode 0644) and tracks it.
    /// Returns the descriptor, or −1 with `errno` set (`EINTR` once a signal handler has begun),
    /// and the slot for `forget`.
    static func create(_ path: String) -> (fd: Int32, slot: Int?) {
        pthread_mutex_lock(&lock.mutex)
        if state[0] != 0 {
            pthread_mutex_unlock(&lock.mutex)
            errno = EINTR
            return (-1, nil)
        }
        state[1] += 1
        pthread_mutex_unlock(&lock.mutex)
        let slot = register(path)
        let fd = systemOpen(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        let saved = errno
        pthread_mutex_lock(&lock.mutex)
        state[1] -= 1
        pthread_mutex_unlock(&lock.mutex)
        if fd < 0 {
            forget(slot)
            errno = saved
            return (fd, nil)
        }
        return (fd, slot)
    }

    /// Stops tracking the file in `slot` (renamed into place or removed). Once a handler has
    /// begun the name is not freed: the handler may be about to read it.
    static func forget(_ slot: Int?) {
        guard let slot else { return }
        pthread_mutex_lock(&lock.mutex)
        let name = table[slot]
        table[slot] = nil
        let dying = state[0] != 0
        pthread_mutex_unlock(&lock.mutex)
        if !dying { free(name) }
    }

    /// Unlinks every tracked file, then dies of the signal as if it had not been caught.
    private static let handler: @convention(c) (Int32) -> Void = { signal in
        TemporaryFiles.state[0] = 1
        var pause = timespec(tv_sec: 0, tv_nsec: 1_000_000)
        var waited = 0
        repeat {
            // Also lets a creation that read `dying` as 0 just before it was set get counted.
            _ = nanosleep(&pause, nil)
            waited += 1
        } while TemporaryFiles.state[1] > 0 && waited < TemporaryFiles.handlerWaitMilliseconds
        let table = TemporaryFiles.table
        for slot in 0..<TemporaryFiles.capacity {
            if let name = table[slot] { unlink(name) }
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
