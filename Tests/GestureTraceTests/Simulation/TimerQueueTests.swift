import Testing

@testable import GestureTrace

/// SEMANTICS §10.3: timers fire by due time, ties in arming order.
@Suite struct TimerQueueTests {
    static func drain(_ queue: inout TimerQueue) -> [Int] {
        var tags: [Int] = []
        while let entry = queue.popEarliest() { tags.append(entry.tag) }
        return tags
    }

    @Test("earliest due first; equal due times in the order armed")
    func order() {
        var queue = TimerQueue()
        queue.schedule(due: 0.3, owner: .recognizer(0), tag: 1, generation: 1)
        queue.schedule(due: 0.1, owner: .recognizer(0), tag: 2, generation: 1)
        queue.schedule(due: 0.3, owner: .recognizer(1), tag: 3, generation: 1)
        queue.schedule(due: 0.2, owner: .recognizer(1), tag: 4, generation: 1)
        queue.schedule(due: 0.3, owner: .recognizer(2), tag: 5, generation: 1)
        #expect(queue.count == 5)
        #expect(queue.earliest?.tag == 2)
        #expect(Self.drain(&queue) == [2, 4, 1, 3, 5])
        #expect(queue.isEmpty)
        let none = queue.popEarliest()
        #expect(none == nil)
    }

    @Test("an entry keeps its owner and generation, which the frame loop checks to drop cancelled timers")
    func entries() throws {
        var queue = TimerQueue()
        queue.schedule(due: 1, owner: .recognizer(7), tag: 3, generation: 4)
        let popped = queue.popEarliest()
        let entry = try #require(popped)
        #expect(entry.due == 1 && entry.owner == .recognizer(7) && entry.tag == 3 && entry.generation == 4)
    }

    @Test("a control's timer (a UIStepper's autorepeat) orders with the recognizers' by due time, then arming")
    func controlOwners() {
        var queue = TimerQueue()
        queue.schedule(due: 0.5, owner: .control(3), tag: 1, generation: 1)
        queue.schedule(due: 0.5, owner: .recognizer(0), tag: 2, generation: 1)
        queue.schedule(due: 0.15, owner: .recognizer(1), tag: 3, generation: 1)
        #expect(queue.earliest?.owner == .recognizer(1))
        #expect(Self.drain(&queue) == [3, 1, 2])
    }

    @Test("ties stay in arming order across many entries (the heap is not stable by itself)")
    func manyTies() {
        var queue = TimerQueue()
        for tag in 0..<64 { queue.schedule(due: Double(tag % 4), owner: .recognizer(0), tag: tag, generation: 0) }
        let expected = (0..<4).flatMap { due in (0..<64).filter { $0 % 4 == due } }
        #expect(Self.drain(&queue) == expected)
    }
}
