import Testing

@testable import GestureTrace

@Suite struct InvariantCheckerTests {
    typealias Kind = InvariantViolation.Kind
    static let chain = RecordFixtures.chain

    static func frame(_ n: Int, _ t: Double, _ cause: FrameCause = .input) -> Record {
        Record(frame: n, time: t, body: .frame(cause: cause))
    }
    static func hit(_ n: Int, _ t: Double, _ touch: Int, view: String? = "V", collecting: [String] = []) -> Record {
        Record(
            frame: n, time: t,
            body: .hit(
                touch: .int(touch), point: Point(x: 1, y: 1), view: view, recognizers: collecting,
                chain: view == nil ? [] : chain))
    }
    static func deliver(_ n: Int, _ t: Double, _ responder: String, _ phase: DeliveryPhase, _ touches: Int...) -> Record
    {
        Record(
            frame: n, time: t,
            body: .deliver(responder: responder, phase: phase, touches: touches.map { .int($0) }, delayed: false))
    }
    static func state(_ n: Int, _ t: Double, _ r: String, _ from: DisplayState, _ to: DisplayState) -> Record {
        Record(frame: n, time: t, body: .state(recognizer: r, from: from, to: to, reason: .unstated, values: []))
    }
    static func action(_ n: Int, _ t: Double, _ r: String, _ s: DisplayState) -> Record {
        Record(frame: n, time: t, body: .action(recognizer: r, state: s))
    }
    static func reset(_ n: Int, _ t: Double, _ r: String) -> Record {
        Record(frame: n, time: t, body: .reset(recognizer: r))
    }

    /// A clean stream: a pan that begins, changes, ends and resets; a touch forwarded up the
    /// chain to R, cancelled on V only; a second touch reusing id 1 after the first ended.
    static let clean: [Record] = [
        frame(0, 0), hit(0, 0, 1), deliver(0, 0, "V", .began, 1), deliver(0, 0, "R", .began, 1),
        frame(1, 0.1), state(1, 0.1, "pan", .possible, .began), deliver(1, 0.1, "V", .cancelled, 1),
        action(1, 0.1, "pan", .began),
        frame(2, 0.2), state(2, 0.2, "pan", .began, .changed), action(2, 0.2, "pan", .changed),
        action(2, 0.2, "pan", .changed),
        frame(3, 0.3), state(3, 0.3, "pan", .changed, .ended), action(3, 0.3, "pan", .ended), reset(3, 0.3, "pan"),
        state(3, 0.3, "tap", .possible, .failed), reset(3, 0.3, "tap"),
        frame(4, 0.5), hit(4, 0.5, 1), deliver(4, 0.5, "V", .began, 1),
        frame(5, 0.6), deliver(5, 0.6, "V", .moved, 1), deliver(5, 0.6, "V", .ended, 1),
        state(5, 0.6, "s", .possible, .recognized), action(5, 0.6, "s", .recognized), reset(5, 0.6, "s"),
        frame(6, 1, .end),
    ]

    @Test("a clean stream passes, and so does the S1 tap")
    func clean() {
        #expect(InvariantChecker.check(Self.clean) == [])
        #expect(InvariantChecker.check(RecordFixtures.tap) == [])
        #expect(InvariantChecker.check([]) == [])
    }

    static let violating: [(String, [Record], Kind)] = [
        ("record before first frame", [hit(0, 0, 1)], .frameOutOfPlace),
        ("record names another frame", [frame(0, 0), hit(1, 0, 1, view: nil)], .frameOutOfPlace),
        ("frames skip a number", [frame(0, 0), frame(2, 0.1)], .frameNumbering),
        ("frames do not start at 0", [frame(1, 0)], .frameNumbering),
        ("time goes back", [frame(0, 0.5), frame(1, 0.4)], .timeWentBack),
        ("delivery without hit", [frame(0, 0), deliver(0, 0, "V", .began, 7)], .unknownTouch),
        ("delivery outside the chain", [frame(0, 0), hit(0, 0, 1), deliver(0, 0, "W", .began, 1)], .notInChain),
        ("moved before began", [frame(0, 0), hit(0, 0, 1), deliver(0, 0, "V", .moved, 1)], .deliveryBeforeBegan),
        (
            "ended before began on a forwarding responder",
            [
                frame(0, 0), hit(0, 0, 1), deliver(0, 0, "V", .began, 1),
                deliver(0, 0, "R", .ended, 1), deliver(0, 0, "V", .ended, 1),
            ], .deliveryBeforeBegan
        ),
        (
            "began twice",
            [
                frame(0, 0), hit(0, 0, 1), deliver(0, 0, "V", .began, 1), deliver(0, 0, "V", .began, 1),
                deliver(0, 0, "V", .ended, 1),
            ], .deliveryBeforeBegan
        ),
        (
            "moved after cancel",
            [
                frame(0, 0), hit(0, 0, 1), deliver(0, 0, "V", .began, 1), deliver(0, 0, "V", .cancelled, 1),
                deliver(0, 0, "V", .moved, 1),
            ], .deliveryAfterFinish
        ),
        (
            "ended twice",
            [
                frame(0, 0), hit(0, 0, 1), deliver(0, 0, "V", .began, 1), deliver(0, 0, "V", .ended, 1),
                deliver(0, 0, "V", .ended, 1),
            ], .deliveryAfterFinish
        ),
        ("never finished", [frame(0, 0), hit(0, 0, 1), deliver(0, 0, "V", .began, 1)], .touchNeverFinished),
        (
            "from is not the current state", [frame(0, 0), state(0, 0, "s", .began, .ended), reset(0, 0, "s")],
            .stateMismatch
        ),
        (
            "possible to cancelled", [frame(0, 0), state(0, 0, "p", .possible, .cancelled), reset(0, 0, "p")],
            .illegalTransition
        ),
        (
            "began to failed",
            [frame(0, 0), state(0, 0, "p", .possible, .began), state(0, 0, "p", .began, .failed), reset(0, 0, "p")],
            .illegalTransition
        ),
        (
            "finished without reset",
            [
                frame(0, 0), state(0, 0, "s", .possible, .failed), state(0, 0, "s", .failed, .recognized),
                reset(0, 0, "s"),
            ], .illegalTransition
        ),
        (
            "discrete and continuous",
            [
                frame(0, 0), state(0, 0, "s", .possible, .recognized), reset(0, 0, "s"),
                state(0, 0, "s", .possible, .began), state(0, 0, "s", .began, .ended), reset(0, 0, "s"),
            ], .mixedKinds
        ),
        ("action while possible", [frame(0, 0), action(0, 0, "s", .possible)], .actionInWrongState),
        (
            "action for another state",
            [
                frame(0, 0), state(0, 0, "p", .possible, .began), action(0, 0, "p", .changed),
                state(0, 0, "p", .began, .ended), reset(0, 0, "p"),
            ], .actionInWrongState
        ),
        (
            "cancelled action never announced",
            [
                frame(0, 0), state(0, 0, "p", .possible, .began), state(0, 0, "p", .began, .cancelled),
                action(0, 0, "p", .cancelled), reset(0, 0, "p"),
            ], .actionInWrongState
        ),
        (
            "failed action",
            [frame(0, 0), state(0, 0, "s", .possible, .failed), action(0, 0, "s", .failed), reset(0, 0, "s")],
            .actionInWrongState
        ),
        (
            "pending while began",
            [
                frame(0, 0), state(0, 0, "p", .possible, .began),
                Record(frame: 0, time: 0, body: .pending(recognizer: "p", wants: .began, waitingFor: ["q"])),
                state(0, 0, "p", .began, .ended), reset(0, 0, "p"),
            ], .pendingNotPossible
        ),
        (
            "reset while active", [frame(0, 0), state(0, 0, "p", .possible, .began), reset(0, 0, "p")],
            .resetWhileActive
        ),
        (
            "still active at the end after its touch ended",
            [frame(0, 0), hit(0, 0, 1, collecting: ["p"]), state(0, 0, "p", .possible, .began)],
            .recognizerNotReset
        ),
        ("finished, never reset", [frame(0, 0), state(0, 0, "s", .possible, .recognized)], .recognizerNotReset),
    ]

    @Test("SEMANTICS §5.3: a continuous recognizer may go from possible straight to ended")
    func possibleToEnded() {
        let records = [
            Self.frame(0, 0), Self.state(0, 0, "p", .possible, .ended), Self.action(0, 0, "p", .ended),
            Self.reset(0, 0, "p"),
        ]
        #expect(InvariantChecker.check(records) == [])
    }

    @Test("each violation kind is found", arguments: violating)
    func violation(name: String, records: [Record], kind: Kind) {
        let found = InvariantChecker.check(records)
        #expect(found.map(\.kind).contains(kind), "\(name): \(found)")
    }

    @Test("issue 13 item 12: a recognizer left began with no touch in its attempt is a leftover, not a violation")
    func touchlessLeftover() {
        let began = [
            Self.frame(0, 0), Self.state(0, 0, "script", .possible, .began), Self.action(0, 0, "script", .began),
        ]
        #expect(InvariantChecker.check(began) == [])
        // Collected for a touch in an earlier attempt, reset since: still a leftover.
        let earlier = [
            Self.frame(0, 0), Self.hit(0, 0, 1, collecting: ["script"]),
            Self.state(0, 0, "script", .possible, .failed), Self.reset(0, 0, "script"), Self.frame(1, 1),
            Self.state(1, 1, "script", .possible, .began),
        ]
        #expect(InvariantChecker.check(earlier) == [])
        // Collected in this attempt and its touch is over: nothing excuses it.
        let touched = [
            Self.frame(0, 0), Self.hit(0, 0, 1, collecting: ["pan"]), Self.state(0, 0, "pan", .possible, .began),
        ]
        #expect(InvariantChecker.check(touched).map(\.kind) == [.recognizerNotReset])
    }

    @Test("touches the input leaves down may stay unfinished, and their gestures active")
    func touchesDownAtEnd() {
        let records = [
            Self.frame(0, 0), Self.hit(0, 0, 1, collecting: ["pan"]), Self.deliver(0, 0, "V", .began, 1),
            Self.state(0, 0, "pan", .possible, .began), Self.action(0, 0, "pan", .began),
        ]
        #expect(InvariantChecker.check(records).map(\.kind) == [.touchNeverFinished, .recognizerNotReset])
        #expect(InvariantChecker.check(records, touchesDownAtEnd: [.int(1)]) == [])
        // A finished recognizer is reset in the same update, fingers down or not.
        let finished = [Self.frame(0, 0), Self.state(0, 0, "s", .possible, .failed)]
        #expect(InvariantChecker.check(finished, touchesDownAtEnd: [.int(1)]).map(\.kind) == [.recognizerNotReset])
        // An earlier life of a reused id must still finish.
        let reused = [
            Self.frame(0, 0), Self.hit(0, 0, 1), Self.deliver(0, 0, "V", .began, 1),
            Self.hit(0, 0, 1), Self.deliver(0, 0, "V", .began, 1),
        ]
        #expect(InvariantChecker.check(reused, touchesDownAtEnd: [.int(1)]).map(\.kind) == [.touchNeverFinished])
    }

    @Test("the input's touches left down: began minus ended, cancelled and interrupts")
    func downAtEnd() {
        func sample(_ id: Int, _ phase: TouchPhase) -> TouchSample {
            TouchSample(id: .int(id), phase: phase, location: .zero)
        }
        let scene = Scene(
            screen: Size(width: 1, height: 1), application: .forward, appDelegate: .forward, views: [], recognizers: [],
            settings: Settings())
        let trace = Trace(
            name: nil, scene: scene,
            events: [
                .touches(time: 0, touches: [sample(1, .began), sample(2, .began)]),
                .interrupt(time: 1),
                .touches(time: 2, touches: [sample(3, .began), sample(4, .began)]),
                .touches(time: 3, touches: [sample(3, .ended), sample(4, .moved)]),
                .tick(time: 4),
            ])
        #expect(InvariantChecker.touchesDownAtEnd(of: trace) == [.int(4)])
    }

    @Test("violations carry the frame, time and a readable sentence")
    func description() {
        let found = InvariantChecker.check([
            Self.frame(0, 0), Self.frame(1, 0.25), Self.action(1, 0.25, "tap", .possible),
        ])
        #expect(
            found.map(\.description) == [
                "frame 1 (t=0.25): 'tap' sent an action while possible; only effective states send actions"
            ])
    }

    @Test("a missing first-responder end is reported once at the end, forwarded responders are exempt")
    func forwardedEnds() {
        let records = [
            Self.frame(0, 0), Self.hit(0, 0, 1), Self.deliver(0, 0, "V", .began, 1), Self.deliver(0, 0, "R", .began, 1),
            Self.frame(1, 0.1), Self.deliver(1, 0.1, "V", .cancelled, 1),
        ]
        #expect(InvariantChecker.check(records) == [])
    }
}
