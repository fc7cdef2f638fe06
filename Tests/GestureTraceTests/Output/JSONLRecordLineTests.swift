import Testing

@testable import GestureTrace

/// `replay --format jsonl` writes its five most frequent record kinds, `frame`, `action`,
/// `deliver`, `state` and `reset` (about 98 records in 100), through their own line writers
/// (`JSONLWriter.writeFrameLine`, `writeActionLine`, `writeDeliverLine`, `writeStateLine`,
/// `writeResetLine`), with no `Record.Body` (issue 28 item 4, rounds 10 and 11). Their bytes must be those of the general path (`writeObject`
/// and a line end), for every value of their members and whether or not the frame/time prefix
/// is reused.
@Suite struct JSONLRecordLineTests {
    /// The records through the line writers where one exists and `Chunked.append` otherwise,
    /// against `JSONLWriter.render` of all of them.
    static func both(_ records: [Record], chunkSize: Int) -> (lines: [UInt8], general: [UInt8]) {
        var lines: [UInt8] = []
        let chunked = JSONLWriter.Chunked(chunkSize: chunkSize) { lines.append(contentsOf: $0) }
        for record in records {
            switch record.body {
            case .frame(let cause):
                chunked.appendFrame(frame: record.frame, time: record.time, cause: cause)
            case let .action(recognizer, state):
                chunked.appendAction(frame: record.frame, time: record.time, recognizer: recognizer, state: state)
            case let .deliver(responder, phase, touches, delayed, _):
                chunked.appendDelivery(
                    frame: record.frame, time: record.time, responder: responder, phase: phase, touches: touches,
                    delayed: delayed)
            case let .state(recognizer, from, to, reason, values):
                chunked.appendState(
                    frame: record.frame, time: record.time, recognizer: recognizer, from: from, to: to, reason: reason,
                    values: values)
            case .reset(let recognizer):
                chunked.appendReset(frame: record.frame, time: record.time, recognizer: recognizer)
            default:
                chunked.append(frame: record.frame, time: record.time, body: record.body)
            }
        }
        chunked.flush()
        return (lines, JSONLWriter.render(records))
    }

    /// Frames counted up (the digits are counted in place) and jumps (formatted afresh), the
    /// times of real sessions and edge values of the six-decimal formatter.
    static let frames = [0, 1, 2, 9, 10, 11, 99, 100, 7, 12_345, 12_346, 999_999, 1_000_000]
    static let times = [0, 0.000_001, 0.000_000_4, 0.000_000_5, 0.531_466, 1.5, 2, 59.999_999_5, 123_456.75, -0.25]

    @Test("a frame line is the general path's bytes for every cause, frame number and time")
    func frameLines() {
        var records: [Record] = []
        var i = 0
        for frame in Self.frames {
            for cause in FrameCause.allCases {
                let time = Self.times[i % Self.times.count]
                i += 1
                records.append(Record(frame: frame, time: time, body: .frame(cause: cause)))
                // A record sharing the prefix, so the cache the frame line filled is reused.
                records.append(Record(frame: frame, time: time, body: .reset(recognizer: "tap")))
            }
        }
        for chunkSize in [1, 97, 1 << 20] {
            let (lines, general) = Self.both(records, chunkSize: chunkSize)
            #expect(lines == general, "chunks of \(chunkSize)")
        }
    }

    @Test("action and deliver lines are the general path's bytes for every state, phase and kind of id")
    func actionAndDeliverLines() {
        // Ids that render from the names table and ones that need escaping; touches by number
        // and by name, none, one and several.
        let ids = ["pan", "row 2", #"quote"d"#, "back\\slash", "tab\there", "é", String(repeating: "long", count: 20)]
        let touchLists: [[TouchID]] = [[], [.int(1)], [.int(12), .int(3)], [.string("finger"), .int(0)]]
        var records: [Record] = []
        var i = 0
        for frame in Self.frames {
            let time = Self.times[i % Self.times.count]
            records.append(Record(frame: frame, time: time, body: .frame(cause: .input)))
            for state in DisplayState.allCases {
                records.append(
                    Record(frame: frame, time: time, body: .action(recognizer: ids[i % ids.count], state: state)))
                i += 1
            }
            for phase in DeliveryPhase.allCases {
                for delayed in [false, true] {
                    records.append(
                        Record(
                            frame: frame, time: time,
                            body: .deliver(
                                responder: ids[i % ids.count], phase: phase, touches: touchLists[i % touchLists.count],
                                delayed: delayed, releasedBy: nil)))
                    i += 1
                }
            }
        }
        // A line first in its frame fills the prefix; the ones after it reuse it.
        records.append(Record(frame: 5_000_000, time: 7, body: .action(recognizer: "tap", state: .recognized)))
        records.append(
            Record(
                frame: 5_000_001, time: 7.5,
                body: .deliver(responder: "V", phase: .began, touches: [.int(1)], delayed: false)))
        for chunkSize in [1, 97, 1 << 20] {
            let (lines, general) = Self.both(records, chunkSize: chunkSize)
            #expect(lines == general, "chunks of \(chunkSize)")
        }
        #expect(records.count > 200)
    }

    @Test("frame lines after records of the same frame and time keep the prefix right")
    func sharedPrefix() {
        // A frame line right after another record of the same frame and time reuses the
        // cached prefix; one after a different time must not.
        let records = [
            Record(frame: 3, time: 0.25, body: .reset(recognizer: "pan")),
            Record(frame: 3, time: 0.25, body: .frame(cause: .timer)),
            Record(frame: 3, time: 0.5, body: .frame(cause: .change)),
            Record(frame: 4, time: 0.5, body: .frame(cause: .end)),
            Record(frame: 4, time: 0.5, body: .action(recognizer: "pan", state: .ended)),
        ]
        let (lines, general) = Self.both(records, chunkSize: 1 << 20)
        #expect(lines == general)
        #expect(String(decoding: lines, as: UTF8.self).hasPrefix(#"{"type":"reset","frame":3,"t":0.25,"#))
    }

    @Test("state and reset lines are the general path's bytes for every state pair, reason and measurement list")
    func stateAndResetLines() {
        let ids = ["pan", "row 2", #"quote"d"#, "é"]
        let reasons: [Reason] = Reason.Kind.allCases.map { ReasonTests.sample($0).reason }
        let valueLists: [[Measurement]] = [
            [], [Measurement("x", 12.5), Measurement("y", -0.0004)],
            [Measurement("velocityX", 1234.5678)],
        ]
        var records: [Record] = []
        var i = 0
        for frame in Self.frames {
            let time = Self.times[i % Self.times.count]
            records.append(Record(frame: frame, time: time, body: .frame(cause: .timer)))
            for from in DisplayState.allCases {
                let to = DisplayState.allCases[i % DisplayState.allCases.count]
                records.append(
                    Record(
                        frame: frame, time: time,
                        body: .state(
                            recognizer: ids[i % ids.count], from: from, to: to, reason: reasons[i % reasons.count],
                            values: valueLists[i % valueLists.count])))
                records.append(Record(frame: frame, time: time, body: .reset(recognizer: ids[(i + 1) % ids.count])))
                i += 1
            }
        }
        // Every reason at least once; a state line and a reset line first in their frames.
        for (k, reason) in reasons.enumerated() {
            records.append(
                Record(
                    frame: 6_000_000 + k, time: 9 + Double(k),
                    body: .state(recognizer: "tap", from: .possible, to: .failed, reason: reason, values: [])))
        }
        records.append(Record(frame: 7_000_000, time: 99, body: .reset(recognizer: "tap")))
        for chunkSize in [1, 97, 1 << 20] {
            let (lines, general) = Self.both(records, chunkSize: chunkSize)
            #expect(lines == general, "chunks of \(chunkSize)")
        }
        #expect(String(decoding: JSONLWriter.render(records), as: UTF8.self).contains(#""type":"reset""#))
    }
}
