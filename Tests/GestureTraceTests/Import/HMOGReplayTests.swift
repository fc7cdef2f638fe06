import Foundation
import Testing

@testable import GestureTrace

/// Real recordings replayed against the bundled map scene (`traces/scenes/map.scene.json`):
/// every session must replay without an invariant violation, and the gestures people made
/// must show up as the recognizers a map would see.
@Suite
struct HMOGReplayTests {
    static let mapScene: Scene? = {
        let path = HMOG.packageRoot.appendingPathComponent("traces/scenes/map.scene.json").path
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return try? TraceDecoder.decodeScene(bytes: [UInt8](data), file: "traces/scenes/map.scene.json")
    }()

    @Test("every HMOG session replays on the map scene with every invariant kept", arguments: HMOG.sessions)
    func replaysCleanly(_ name: String) throws {
        let scene = try #require(Self.mapScene, "traces/scenes/map.scene.json must decode")
        let (events, summary) = try HMOG.importSession(name)
        let records = Replay.run(Trace(name: name, scene: scene, events: events)).records
        let violations = InvariantChecker.check(records)
        #expect(violations.prefix(3).map(\.description) == [])

        var counts: [String: Int] = [:]
        for record in records {
            if case let .action(recognizer, state) = record.body, state == .began || state == .recognized {
                counts["\(recognizer) \(state.rawValue)", default: 0] += 1
            }
        }
        let figures = [
            "pinch began", "rotation began", "pan began", "singleTap recognized", "doubleTap recognized",
            "longPress began",
        ]
        .map { "\($0) \(counts[$0, default: 0])" }.joined(separator: ", ")
        print(
            "HMOG replay \(name): \(summary.sequences) sequences, \(summary.multiFingerSequences) multi-finger; \(figures)"
        )
        // A session with two-finger sequences is a map session: some of them must pinch.
        if summary.multiFingerSequences >= 40 {
            #expect(counts["pinch began", default: 0] > 0)
        }
        // Every sequence ends: each pan that began also ended or was cancelled.
        let panEnds = records.filter {
            if case let .action("pan", state) = $0.body { return state == .ended || state == .cancelled }
            return false
        }.count
        #expect(panEnds == counts["pan began", default: 0])
    }
}
