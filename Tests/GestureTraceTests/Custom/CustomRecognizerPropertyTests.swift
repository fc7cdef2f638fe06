import CustomRecognizerExamples
import Testing

@testable import GestureTrace

/// Random touch streams (fingers down, moving with random force, lifting, cancelled, system
/// interrupts, time passing) fed to the custom recognizer examples next to built-in ones on
/// nested views, with random configurations and failure requirements: every replay keeps the
/// invariants (`InvariantChecker`: legal state transitions, actions only in their states,
/// every touch a view began ends or is cancelled once, every recognizer reset at the end) and
/// replays identically twice.
@Suite struct CustomRecognizerPropertyTests {
    struct Generator {
        var rng: SplitMix64
        mutating func below(_ n: Int) -> Int { Int(rng.next() % UInt64(max(n, 1))) }
        mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

        /// A scene with the examples and built-ins on an outer and an inner view.
        mutating func scene() -> String {
            let resists = chance(50) ? "true" : "false"
            let threshold = 1 + below(4)
            let count = 2 + below(3)
            let failOnExtra = chance(50) ? "true" : "false"
            let taps = 1 + below(2)
            let tapTouches = 1 + below(2)
            let delays = chance(30) ? #", "delaysTouchesBegan": true"# : ""
            let panRequires = chance(40) ? #", "requireToFail": ["circle"]"# : ""
            let pressRequires = chance(40) ? #", "requireToFail": ["force"]"# : ""
            let simultaneous = chance(20) ? #", "simultaneousWith": "all""# : ""
            return """
                {"window": {"id": "window", "frame": [0, 0, 390, 844], "subviews": [
                  {"id": "outer", "frame": [0, 0, 390, 600], "multipleTouchEnabled": true, "touches": "handle",
                   "recognizers": [
                     {"id": "circle", "kind": "custom", "class": "CircleGestureRecognizer",
                      "params": {"resistsPan": \(resists), "minimumPoints": 4}},
                     {"id": "pan", "kind": "pan"\(panRequires)},
                     {"id": "fingers", "kind": "custom", "class": "ThreeFingerGestureRecognizer",
                      "params": {"count": \(count), "failOnExtra": \(failOnExtra)}}
                   ],
                   "subviews": [
                     {"id": "inner", "frame": [50, 100, 290, 400], "multipleTouchEnabled": true, "touches": "handle",
                      "recognizers": [
                        {"id": "force", "kind": "custom", "class": "ForceTouchGestureRecognizer",
                         "params": {"threshold": \(threshold)}\(delays)\(simultaneous)},
                        {"id": "press", "kind": "longPress"\(pressRequires)},
                        {"id": "myTap", "kind": "custom", "class": "ReimplementedTapGestureRecognizer",
                         "params": {"taps": \(taps), "touches": \(tapTouches)}},
                        {"id": "tap", "kind": "tap", "taps": \(3 - taps)}
                      ]}
                   ]}
                ]}}
                """
        }

        /// Up to 40 events with up to four fingers.
        mutating func events() -> String {
            var alive: [(id: Int, x: Int, y: Int)] = []
            var nextID = 1
            var ms = 0
            var out: [String] = []
            for _ in 0..<(5 + below(36)) {
                ms += 1 + below(250)
                let t = Double(ms) / 1000
                if chance(4) {
                    out.append(#"{"t": \#(t), "interrupt": true}"#)
                    alive = []
                    continue
                }
                if chance(6) {
                    out.append(#"{"t": \#(t)}"#)
                    continue
                }
                var touches: [String] = []
                for i in alive.indices.reversed() {
                    let roll = below(100)
                    let force = Double(below(70)) / 10
                    if roll < 55 {
                        alive[i].x += below(41) - 20
                        alive[i].y += below(41) - 20
                        touches.append(
                            #"{"id": \#(alive[i].id), "phase": "moved", "x": \#(alive[i].x), "y": \#(alive[i].y), "force": \#(force)}"#
                        )
                    } else if roll < 75 {
                        let phase = chance(90) ? "ended" : "cancelled"
                        touches.append(
                            #"{"id": \#(alive[i].id), "phase": "\#(phase)", "x": \#(alive[i].x), "y": \#(alive[i].y)}"#)
                        alive.remove(at: i)
                    }
                }
                if alive.count < 4, chance(alive.isEmpty ? 90 : 30) {
                    let finger = (id: nextID, x: 20 + below(350), y: 20 + below(560))
                    nextID += 1
                    alive.append(finger)
                    touches.append(
                        #"{"id": \#(finger.id), "phase": "began", "x": \#(finger.x), "y": \#(finger.y), "force": \#(Double(below(40)) / 10)}"#
                    )
                }
                if touches.isEmpty { continue }
                out.append(#"{"t": \#(t), "touches": [\#(touches.joined(separator: ", "))]}"#)
            }
            return "[" + out.joined(separator: ",\n") + "]"
        }
    }

    static func trace(seed: UInt64) -> String {
        var g = Generator(rng: SplitMix64(seed: seed))
        let scene = g.scene()
        return #"{"gesturetrace": 1, "name": "seed \#(seed)", "scene": \#(scene), "events": \#(g.events())}"#
    }

    @Test(
        "SEMANTICS §5.2, §7.1, §8.8: random streams through the custom examples keep every invariant", arguments: 0..<4)
    func invariants(batch: UInt64) throws {
        var recognized: Set<String> = []
        for seed in (batch * 50)..<(batch * 50 + 50) {
            let text = Self.trace(seed: seed)
            let trace: Trace
            do {
                trace = try TraceDecoder.decode(
                    bytes: Array(text.utf8), file: "seed-\(seed).json",
                    loadScene: { (p: String) throws(TraceError) in
                        throw TraceError(file: p, line: 0, column: 0, path: "", message: "none")
                    }, customRecognizers: CustomRecognizerExamples.registry)
            } catch {
                Issue.record("seed \(seed) did not load: \(error)\n\(text)")
                continue
            }
            let records = Replay.run(trace).records
            let violations = InvariantChecker.check(
                records, touchesDownAtEnd: InvariantChecker.touchesDownAtEnd(of: trace))
            #expect(violations.isEmpty, "seed \(seed): \(violations)\n\(text)")
            let again = Replay.run(trace).records
            #expect(
                TextWriter.render(name: trace.name, records: records)
                    == TextWriter.render(name: trace.name, records: again), "seed \(seed) is not deterministic")
            for record in records {
                if case .state(let id, _, let to, _, _) = record.body, to != .failed { recognized.insert(id) }
            }
        }
        // The streams do reach the custom recognizers' successful paths, not only failures.
        #expect(recognized.isSuperset(of: ["force", "myTap", "fingers"]), "\(recognized.sorted())")
    }
}
