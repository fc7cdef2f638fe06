@testable import GestureTrace

/// Hand-built record streams, independent of the engine's behaviour.
enum RecordFixtures {
    static let chain = ["V", "R", "window", "UIApplication", "AppDelegate"]

    /// S1 of SEMANTICS §13: a tap recognized on V, the touch cancelled in the view.
    static let tap: [Record] = [
        Record(frame: 0, time: 0, body: .frame(cause: .input)),
        Record(
            frame: 0, time: 0,
            body: .hit(touch: .int(1), point: Point(x: 100, y: 100), view: "V", recognizers: ["tap"], chain: chain)),
        Record(frame: 0, time: 0, body: .deliver(responder: "V", phase: .began, touches: [.int(1)], delayed: false)),
        Record(frame: 1, time: 0.08, body: .frame(cause: .input)),
        Record(
            frame: 1, time: 0.08,
            body: .state(
                recognizer: "tap", from: .possible, to: .recognized, reason: .customStated("1 tap"), values: [])),
        Record(
            frame: 1, time: 0.08, body: .deliver(responder: "V", phase: .cancelled, touches: [.int(1)], delayed: false)),
        Record(frame: 1, time: 0.08, body: .action(recognizer: "tap", state: .recognized)),
        Record(frame: 1, time: 0.08, body: .reset(recognizer: "tap")),
    ]
}
