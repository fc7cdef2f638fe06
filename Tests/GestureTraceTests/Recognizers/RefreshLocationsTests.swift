import Testing

@testable import GestureTrace

/// `RecognizerHost.refreshLocations(of:then:)`: the engine's host merges a logic's refresh of
/// its tracked touches (SEMANTICS §2.1) and its update from the delivered touches into one pass
/// (issue 28 item 4, round 8). It must leave exactly what the two steps leave, whatever the
/// tracked keys: held and alive, held and ended, not held, never given out, repeated, or
/// delivered more than once.
@Suite struct RefreshLocationsTests {
    typealias S = InputTests.DecoderTestSupport

    static let trace = """
        [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 100, "y": 100}]},
         {"t": 0.01, "touches": [{"id": 1, "phase": "moved", "x": 110, "y": 104}]},
         {"t": 0.02, "touches": [{"id": 1, "phase": "moved", "x": 120, "y": 108},
                                 {"id": 2, "phase": "began", "x": 200, "y": 250}]},
         {"t": 0.03, "touches": [{"id": 2, "phase": "ended", "x": 201, "y": 251}]},
         {"t": 0.04, "touches": [{"id": 1, "phase": "moved", "x": 130, "y": 112}]},
         {"t": 0.05, "touches": [{"id": 1, "phase": "ended", "x": 131, "y": 113}]}]
        """

    static func touch(_ key: Int, _ x: Double, _ y: Double) -> RecognizerTouch {
        RecognizerTouch(
            key: key, id: .int(key), phase: .moved, location: Point(x: x, y: y),
            previousLocation: Point(x: x, y: y), timestamp: 0, previousTimestamp: 0, tapCount: 1)
    }

    @Test("the merged pass leaves what the refresh followed by the update leaves, at every record of a replay")
    func mergedEqualsTwoSteps() throws {
        let loop = FrameLoop(trace: try S.decode(S.trace(window: TouchLifetimeTests.window, events: Self.trace)))
        var checked = 0
        var sawHeldAlive = false
        var sawHeldEnded = false
        loop.log.stream(to: { _ in
            for r in loop.arbiter.recognizers {
                let keys = Array(-1...5)
                for key in keys where r.touchKeys.contains(key) {
                    if loop.touches.isAlive(key) { sawHeldAlive = true } else { sawHeldEnded = true }
                }
                var tracked = keys.map { TrackedTouch(key: $0, location: Point(x: -7, y: -7)) }
                tracked.append(TrackedTouch(key: 0, location: Point(x: -8, y: -8)))
                let deliveries: [[RecognizerTouch]] = [
                    [], [Self.touch(0, 1, 2)], [Self.touch(1, 3, 4), Self.touch(0, 5, 6), Self.touch(1, 7, 8)],
                    [Self.touch(9, 9, 9)],
                ]
                for delivered in deliveries {
                    var merged = tracked
                    r.refreshLocations(of: &merged, then: delivered)
                    var stepped = tracked
                    r.refreshLocations(of: &stepped)
                    stepped.update(from: delivered)
                    #expect(merged == stepped)
                    // The logic's entry point, which asks no host when every tracked touch is
                    // delivered: the same, for all of the tracked touches and for those
                    // among the delivered ones only.
                    for subset in [tracked, tracked.filter { t in delivered.contains { $0.key == t.key } }] {
                        var entry = subset
                        entry.refresh(from: r, then: delivered)
                        var twoSteps = subset
                        r.refreshLocations(of: &twoSteps)
                        twoSteps.update(from: delivered)
                        #expect(entry == twoSteps)
                    }
                    checked += 1
                }
            }
        })
        _ = loop.run()
        loop.log.stopStreaming()
        #expect(checked > 0)
        #expect(sawHeldAlive && sawHeldEnded)
    }

    @Test("one tracked touch and one delivered: the shortcut leaves what the two steps leave, at every record")
    func oneTrackedOneDelivered() throws {
        let loop = FrameLoop(trace: try S.decode(S.trace(window: TouchLifetimeTests.window, events: Self.trace)))
        var checked = 0
        var sawSameKey = false
        var sawOtherKey = false
        loop.log.stream(to: { _ in
            for r in loop.arbiter.recognizers {
                for trackedKey in -1...5 {
                    for deliveredKey in -1...5 {
                        let tracked = [TrackedTouch(key: trackedKey, location: Point(x: -7, y: -7))]
                        let delivered = [Self.touch(deliveredKey, Double(deliveredKey), 2)]
                        var entry = tracked
                        entry.refresh(from: r, then: delivered)
                        var twoSteps = tracked
                        r.refreshLocations(of: &twoSteps)
                        twoSteps.update(from: delivered)
                        #expect(entry == twoSteps)
                        if trackedKey == deliveredKey { sawSameKey = true } else { sawOtherKey = true }
                        checked += 1
                    }
                }
            }
        })
        _ = loop.run()
        loop.log.stopStreaming()
        #expect(checked > 0)
        #expect(sawSameKey && sawOtherKey)
    }

    @Test("a host that keeps its touches as an array gets the two steps")
    func defaultIsTwoSteps() {
        let host = TapSequenceTests.Host()
        host.touches = [Self.touch(0, 10, 10), Self.touch(2, 30, 30)]
        var tracked = [0, 1, 2].map { TrackedTouch(key: $0, location: .zero) }
        host.refreshLocations(of: &tracked, then: [Self.touch(2, 40, 40), Self.touch(1, 50, 50)])
        #expect(tracked.map(\.location) == [Point(x: 10, y: 10), Point(x: 50, y: 50), Point(x: 40, y: 40)])
    }
}
