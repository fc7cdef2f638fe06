import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A bounded first-in, first-out hand-off from one producer thread to one consumer thread:
/// the threaded streamed replay's queues (`ReplayPipeline`; docs/DECISIONS.md "Streamed
/// replay"): decoded windows of events to the frame loop.
///
/// Bounded, so memory stays bounded by the input (RELIABILITY): `put` waits while
/// `capacity` elements are queued, and with `rendezvous` it also waits until the consumer
/// has taken what it put, so a producer is never more than one element ahead of its
/// consumer (a window of events the frame loop has not reached holds about 250 KB). First in,
/// first out with one consumer: the consumer sees the elements in the order they were put,
/// whatever the threads' timing, so the output does not depend on it.
///
/// `@unchecked Sendable`: the slots are read and written only while holding `mutex` (a POSIX
/// mutex: Foundation's `NSLock` would load Foundation, issue 16), and the two semaphores only
/// count free and filled slots; an element put is handed over whole (the producer keeps no
/// access to it, and `Element` is `Sendable`).
final class HandOff<Element: Sendable>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// `count` initialized elements from `head`, wrapping at `capacity`; the rest uninitialized.
    private let slots: UnsafeMutablePointer<Element>
    private let capacity: Int
    private let rendezvous: Bool
    private var head = 0
    private var count = 0
    /// Counts free slots (the producer waits on it) and filled ones (the consumer waits).
    private let free: DispatchSemaphore
    private let filled = DispatchSemaphore(value: 0)
    /// With `rendezvous`, signalled once per element taken.
    private let taken = DispatchSemaphore(value: 0)

    init(capacity: Int, rendezvous: Bool = false) {
        self.capacity = max(1, capacity)
        self.rendezvous = rendezvous
        // Counted up from 0 rather than made with the count: libdispatch refuses to dispose
        // of a semaphore whose value is below the one it was made with ("deallocated while
        // in use"), which a hand-off destroyed with elements queued would be.
        free = DispatchSemaphore(value: 0)
        for _ in 0..<self.capacity { free.signal() }
        slots = .allocate(capacity: self.capacity)
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        for i in 0..<count { (slots + (head + i) % capacity).deinitialize(count: 1) }
        slots.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Queues `element` after those put before it, waiting for a free slot (and, with
    /// `rendezvous`, until the consumer has taken it).
    func put(_ element: consuming Element) {
        free.wait()
        pthread_mutex_lock(mutex)
        (slots + (head + count) % capacity).initialize(to: element)
        count += 1
        pthread_mutex_unlock(mutex)
        filled.signal()
        if rendezvous { taken.wait() }
    }

    /// The oldest element queued, waiting for one when none is.
    func take() -> Element {
        filled.wait()
        pthread_mutex_lock(mutex)
        // `filled` counted an element put: the slot at `head` holds it.
        let element = (slots + head).move()
        head = (head + 1) % capacity
        count -= 1
        pthread_mutex_unlock(mutex)
        free.signal()
        if rendezvous { taken.signal() }
        return element
    }
}
