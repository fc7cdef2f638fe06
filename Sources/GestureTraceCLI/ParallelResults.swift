#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Work sharing for `check --jobs`: hands out item indices one at a time and keeps each result
/// at its item's index, so the order of results never depends on which thread ran first.
///
/// Shared between the worker threads of one `concurrentPerform`; every access holds the lock,
/// a POSIX mutex (Foundation's `NSLock` would load Foundation into every run, issue 16).
final class ParallelResults<Value>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var next = 0
    private var slots: [Value?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` holding the lock.
    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }

    /// The next index nobody has claimed, or nil when all are taken.
    func claim() -> Int? {
        locked {
            guard next < slots.count else { return nil }
            next += 1
            return next - 1
        }
    }

    func store(_ value: Value, at index: Int) {
        locked { slots[index] = value }
    }

    /// The results in index order; call after every worker has finished.
    var values: [Value] {
        locked { slots.compactMap { $0 } }
    }
}
