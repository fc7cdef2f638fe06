import Testing

@testable import GestureTrace

/// SEMANTICS §8.1 steps 1–4: the tap-counting engine on its own, with a host that records the
/// timers it arms and cancels.
@Suite struct TapSequenceTests {
    final class Host: RecognizerHost {
        var now = 0.0
        var settings = Settings()
        var state = RecognizerState.possible
        var touches: [RecognizerTouch] = []
        var screenBounds = Rect(x: 0, y: 0, width: 390, height: 844)
        var traceStartTime = 0.0
        var calls: [String] = []

        func request(_ state: RequestedState, reason: Reason) { calls.append("request \(state)") }
        func armTimer(_ tag: Int, after delay: Double) { calls.append("arm \(tag) after \(delay)") }
        func armPersistentTimer(_ tag: Int, at time: Double) { calls.append("arm persistent \(tag)") }
        func cancelTimer(_ tag: Int) { calls.append("cancel \(tag)") }
        func ignore(_ touchKey: Int) { calls.append("ignore \(touchKey)") }
        func convertToView(_ point: Point) -> Point { point }
    }

    static func touch(_ key: Int, _ x: Double, _ y: Double, _ phase: TouchPhase, from: Point? = nil) -> RecognizerTouch
    {
        let p = Point(x: x, y: y)
        return RecognizerTouch(
            key: key, id: .int(key), phase: phase, location: p, previousLocation: from ?? p, timestamp: 0,
            previousTimestamp: 0, tapCount: 1)
    }

    @Test("a double tap: tap timer per tap, the interval timer between taps, completed on the second lift")
    func doubleTap() {
        let host = Host()
        var taps = TapSequence(tapsRequired: 2, touchesRequired: 1, tapTimer: 1, intervalTimer: 2)
        #expect(taps.touchesBegan([Self.touch(0, 10, 10, .began)], host: host) == .none)
        host.now = 0.1
        #expect(taps.touchesEnded([Self.touch(0, 10, 10, .ended)], host: host) == .none)
        #expect(taps.tapsDone == 1)
        host.now = 0.2
        #expect(taps.touchesBegan([Self.touch(1, 12, 10, .began)], host: host) == .none)
        host.now = 0.3
        #expect(taps.touchesEnded([Self.touch(1, 12, 10, .ended)], host: host) == .completed)
        #expect(
            host.calls == [
                "cancel 2", "arm 1 after 0.75",
                "cancel 1", "arm 2 after 0.35",
                "cancel 2", "arm 1 after 0.75",
                "cancel 1", "cancel 2",
            ])
        #expect(taps.location == Point(x: 12, y: 10))
    }

    @Test("failures: a second tap too far from the first, a move past allowableMovement, too many touches")
    func failures() {
        let host = Host()
        var far = TapSequence(tapsRequired: 2, touchesRequired: 1, tapTimer: 1, intervalTimer: 2)
        _ = far.touchesBegan([Self.touch(0, 0, 0, .began)], host: host)
        _ = far.touchesEnded([Self.touch(0, 0, 0, .ended)], host: host)
        #expect(
            Self.failure(far.touchesBegan([Self.touch(1, 100, 0, .began)], host: host))
                == "tap 2 landed 100 pt from tap 1 > allowableMovement 45")

        var moved = TapSequence(tapsRequired: 1, touchesRequired: 1, tapTimer: 1, intervalTimer: 2)
        _ = moved.touchesBegan([Self.touch(0, 0, 0, .began)], host: host)
        #expect(
            Self.failure(moved.touchesMoved([Self.touch(0, 50, 0, .moved, from: Point(x: 0, y: 0))], host: host))
                == "moved 50 pt > allowableMovement 45")

        var extra = TapSequence(tapsRequired: 1, touchesRequired: 1, tapTimer: 1, intervalTimer: 2)
        #expect(
            Self.failure(extra.touchesBegan([Self.touch(0, 0, 0, .began), Self.touch(1, 5, 0, .began)], host: host))
                == "2 touches > numberOfTouchesRequired 1")
    }

    @Test("the timers' failures name the time waited")
    func timers() {
        let host = Host()
        var taps = TapSequence(tapsRequired: 2, touchesRequired: 1, tapTimer: 1, intervalTimer: 2)
        _ = taps.touchesBegan([Self.touch(0, 0, 0, .began)], host: host)
        host.now = 0.75
        #expect(Self.failure(taps.timerFired(1, host: host)) == "held 0.75 s >= maximumTapDuration 0.75")
        host.now = 0.1
        _ = taps.touchesEnded([Self.touch(0, 0, 0, .ended)], host: host)
        host.now = 0.45
        #expect(
            Self.failure(taps.timerFired(2, host: host))
                == "waited 0.35 s for tap 2 >= maximumIntervalBetweenSuccessiveTaps 0.35")
        #expect(taps.timerFired(9, host: host) == .none)
        #expect(Self.failure(taps.touchesCancelled([Self.touch(0, 0, 0, .cancelled)])) == "touch cancelled")
    }

    /// The failure's reason as the writers print it, or nil for another outcome.
    static func failure(_ outcome: TapSequence.Outcome) -> String? {
        if case .failed(let reason) = outcome { return ReasonText.string(reason) }
        return nil
    }
}
