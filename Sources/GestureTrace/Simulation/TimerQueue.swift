/// Virtual-time timers, ordered by `(due time, arming order)` (SEMANTICS §10.3): recognizers'
/// timers and controls' (a UIStepper's autorepeat, SEMANTICS §9.9).
///
/// A min-heap; cancelled timers are dropped lazily through a per-owner generation check done
/// by the caller, so cancelling is O(1).
struct TimerQueue {
    struct Entry {
        var due: Double
        /// Arming order: ties at the same due time fire in the order they were armed.
        var sequence: Int
        var owner: TimerOwner
        var tag: Int
        /// The owner's timer generation when armed; a later reset or re-arm invalidates it.
        var generation: Int
    }

    private var heap: [Entry] = []
    private var nextSequence = 0

    var isEmpty: Bool { heap.isEmpty }
    var count: Int { heap.count }

    mutating func schedule(due: Double, owner: TimerOwner, tag: Int, generation: Int) {
        heap.append(Entry(due: due, sequence: nextSequence, owner: owner, tag: tag, generation: generation))
        nextSequence += 1
        siftUp(heap.count - 1)
    }

    var earliest: Entry? { heap.first }

    mutating func popEarliest() -> Entry? {
        guard !heap.isEmpty else { return nil }
        heap.swapAt(0, heap.count - 1)
        let top = heap.removeLast()
        if !heap.isEmpty { siftDown(0) }
        return top
    }

    private static func precedes(_ a: Entry, _ b: Entry) -> Bool {
        a.due < b.due || (a.due == b.due && a.sequence < b.sequence)
    }

    private mutating func siftUp(_ index: Int) {
        var i = index
        while i > 0 {
            let parent = (i - 1) / 2
            guard Self.precedes(heap[i], heap[parent]) else { return }
            heap.swapAt(i, parent)
            i = parent
        }
    }

    private mutating func siftDown(_ index: Int) {
        var i = index
        let n = heap.count
        while true {
            let l = 2 * i + 1
            let r = l + 1
            var smallest = i
            if l < n, Self.precedes(heap[l], heap[smallest]) { smallest = l }
            if r < n, Self.precedes(heap[r], heap[smallest]) { smallest = r }
            if smallest == i { return }
            heap.swapAt(i, smallest)
            i = smallest
        }
    }
}

/// Whose timer an entry is: a recognizer's (its index in the arbiter) or a control's (its view
/// index; the control's state says whether the generation is still armed).
enum TimerOwner: Equatable {
    case recognizer(Int)
    case control(Int)
}
