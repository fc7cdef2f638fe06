import Foundation

/// Work sharing for `check --jobs`: hands out item indices one at a time and keeps each result
/// at its item's index, so the order of results never depends on which thread ran first.
///
/// Shared between the worker threads of one `concurrentPerform`; every access holds the lock.
final class ParallelResults<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var slots: [Value?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    /// The next index nobody has claimed, or nil when all are taken.
    func claim() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < slots.count else { return nil }
        next += 1
        return next - 1
    }

    func store(_ value: Value, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        slots[index] = value
    }

    /// The results in index order; call after every worker has finished.
    var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
