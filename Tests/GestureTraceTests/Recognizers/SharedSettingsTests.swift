import Testing

@testable import GestureTrace

/// `RecognizerHost.sharedSettings`: the host's `settings` in one object, which the built-in
/// logic reads at every move instead of copying them all (issue 28 item 4, round 9). It must
/// give the same values: the engine's runtimes' and a test host's, changed settings included.
@Suite struct SharedSettingsTests {
    typealias S = InputTests.DecoderTestSupport

    @Test("every runtime of a replay shares the settings it was made with")
    func runtimesShareTheirSettings() throws {
        let trace = try S.decode(TouchLifetimeTests.session(rounds: 1).text)
        let loop = FrameLoop(trace: trace)
        #expect(!loop.arbiter.recognizers.isEmpty)
        for r in loop.arbiter.recognizers {
            #expect(r.sharedSettings.values == r.settings)
            #expect(r.sharedSettings === r.sharedSettings)
        }
    }

    @Test("a host that keeps only its settings gets them, as they are at each read")
    func defaultFollowsSettings() {
        let host = TapSequenceTests.Host()
        #expect(host.sharedSettings.values == host.settings)
        host.settings.tapAllowableMovement = 3
        #expect(host.sharedSettings.values.tapAllowableMovement == 3)
        var taps = TapSequence(tapsRequired: 1, touchesRequired: 1, tapTimer: 1, intervalTimer: 2)
        _ = taps.touchesBegan([TapSequenceTests.touch(0, 10, 10, .began)], host: host)
        let moved = taps.touchesMoved(
            [TapSequenceTests.touch(0, 14, 10, .moved, from: Point(x: 10, y: 10))], host: host)
        #expect(moved == .failed(.rule(.movedBeyondAllowable(distance: 4, fromFirstTap: false, limit: 3))))
    }
}
