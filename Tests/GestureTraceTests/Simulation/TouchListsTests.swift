import Testing

@testable import GestureTrace

/// `TouchRecord.keyList` and `idList`: the one-touch lists a delivery of that touch alone names
/// it with (`ViewDelivery.deliverToChain`, issue 28 item 4, round 9) are the touch's own key
/// and finger id, for every touch of a replay, and every deliver record of one touch names
/// that touch's finger.
@Suite struct TouchListsTests {
    typealias S = InputTests.DecoderTestSupport

    @Test("every touch's one-touch lists are its key and finger id, and one-touch deliver records name its finger")
    func listsAreTheTouchs() throws {
        let trace = try S.decode(TouchLifetimeTests.session(rounds: 3).text)
        let loop = FrameLoop(trace: trace)
        loop.forgetsFinishedTouches = false
        var oneTouchDeliveries = 0
        loop.log.stream(to: { record in
            if case .deliver(_, _, let ids, _, _) = record.body, ids.count == 1 {
                oneTouchDeliveries += 1
                #expect(loop.touches.records.contains { $0.id == ids[0] })
            }
        })
        _ = loop.run()
        loop.log.stopStreaming()
        #expect(oneTouchDeliveries > 20)
        #expect(loop.touches.retainedCount > 10)
        for record in loop.touches.records {
            #expect(record.keyList == [record.key])
            #expect(record.idList == [record.id])
        }
    }
}
