#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps a mapped file that shrinks while it is read from crashing the process (issue 16;
/// docs/RELIABILITY.md "No crash").
///
/// Reading a page of a mapping past the end of its file raises `SIGBUS`, which would kill
/// the process: another program truncating a trace while `gesturetrace` decodes it would
/// crash it. While any `MappedFile` is registered, a `SIGBUS` handler checks whether the
/// faulting address lies in one; if so it maps a page of zeros over the faulting page and
/// notes the fault, the read then sees zero bytes (which JSON rejects), and the caller
/// reports the file as changed while read. Any other `SIGBUS` is handed back to the action
/// installed before (the default: terminate), exactly as if this handler did not exist.
///
/// The handler reads only a fixed table of address ranges (written under a lock by
/// `register`/`unregister`, outside any signal) and calls `mmap`, a system call.
enum TruncationGuard {
    /// Mappings checked at once (`check --jobs` maps on several threads); a file that finds
    /// no free slot is read the ordinary way.
    static let slots = 16

    /// `[start, end)` of each registered mapping (0, 0 when free), then one fault flag each.
    nonisolated(unsafe) static let table: UnsafeMutablePointer<UInt> = {
        let table = UnsafeMutablePointer<UInt>.allocate(capacity: 3 * slots)
        table.initialize(repeating: 0, count: 3 * slots)
        return table
    }()
    nonisolated(unsafe) static let lock: UnsafeMutablePointer<pthread_mutex_t> = {
        let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        lock.initialize(to: pthread_mutex_t())
        pthread_mutex_init(lock, nil)
        return lock
    }()
    nonisolated(unsafe) static let previous: UnsafeMutablePointer<sigaction> = {
        let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 1)
        previous.initialize(to: sigaction())
        return previous
    }()
    nonisolated(unsafe) static var installed = false
    static let pageSize = UInt(MappedFile.pageSize)

    /// Claims a slot for `[start, start + count)`; nil when all are taken.
    static func register(_ start: UnsafeRawPointer, count: Int) -> Int? {
        _ = (table, previous, pageSize, handler)  // initialized here, never first in the handler
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        if !installed {
            var action = sigaction()
            #if canImport(Darwin)
                action.__sigaction_u.__sa_sigaction = handler
            #else
                action.__sigaction_handler.sa_sigaction = handler
            #endif
            action.sa_flags = SA_SIGINFO
            sigemptyset(&action.sa_mask)
            guard sigaction(SIGBUS, &action, previous) == 0 else { return nil }
            installed = true
        }
        for slot in 0..<slots where table[3 * slot + 1] == 0 {
            table[3 * slot + 2] = 0
            table[3 * slot] = UInt(bitPattern: start)
            table[3 * slot + 1] = UInt(bitPattern: start) + UInt(count)
            return slot
        }
        return nil
    }

    /// Frees a slot (before its mapping is unmapped).
    static func unregister(_ slot: Int) {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        table[3 * slot + 1] = 0
        table[3 * slot] = 0
        table[3 * slot + 2] = 0
    }

    /// Whether a read past the file's end has been turned into zeros in this slot.
    static func faulted(_ slot: Int) -> Bool {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return table[3 * slot + 2] != 0
    }

    static let handler: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = {
        _, info, _ in
        if let info {
            #if canImport(Darwin)
                let address = UInt(bitPattern: info.pointee.si_addr)
            #else
                let address = UInt(bitPattern: info.pointee._sifields._sigfault.si_addr)
            #endif
            let table = TruncationGuard.table
            for slot in 0..<TruncationGuard.slots where address >= table[3 * slot] && address < table[3 * slot + 1] {
                let page = address & ~(TruncationGuard.pageSize - 1)
                let zeros = mmap(
                    UnsafeMutableRawPointer(bitPattern: page), Int(TruncationGuard.pageSize), PROT_READ,
                    MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0)
                if zeros != MAP_FAILED {
                    table[3 * slot + 2] = 1
                    return
                }
            }
        }
        // Not a mapped trace's: the previous action takes the fault when it recurs.
        _ = sigaction(SIGBUS, TruncationGuard.previous, nil)
    }
}
