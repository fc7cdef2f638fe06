import Foundation
import Testing

@testable import GestureTrace

/// Issue 28 item 4 (docs/DECISIONS.md "Streamed replay"): a large trace is read twice — checked
/// whole, then replayed window by window as its events are decoded again — so that replay's
/// memory does not grow with the session. What must hold: the records are those of the whole
/// replay; the frame loop is fed by the second reading a window at a time; the warnings are
/// counted in the first; a file that changed between the readings stops the replay with a
/// located error before any event of the changed window is replayed.
extension InputTests {
    @Suite struct StreamedReplayTests {
        typealias S = DecoderTestSupport

        /// `taps` taps of three samples each on a button, 0.5 s apart, a tick at the end;
        /// `shift` moves tap `shiftedTap`'s samples (another file with the same length).
        static func session(taps: Int, shiftedTap: Int = -1, leaveDown: Bool = false) -> String {
            var events: [String] = []
            for k in 0..<taps {
                let t = Double(k) / 2
                let x = k == shiftedTap ? 61 : 60
                events.append(#"{"t": \#(t), "touches": [{"id": 1, "phase": "began", "x": \#(x), "y": 70}]}"#)
                events.append(#"{"t": \#(t + 0.05), "touches": [{"id": 1, "phase": "moved", "x": \#(x), "y": 71}]}"#)
                if !(leaveDown && k == taps - 1) {
                    events.append(#"{"t": \#(t + 0.1), "touches": [{"id": 1, "phase": "ended", "x": \#(x), "y": 71}]}"#)
                }
            }
            events.append(#"{"t": \#(Double(taps) / 2 + 1)}"#)
            return """
                {"gesturetrace": 1, "name": "taps",
                 "scene": {"window": {"id": "w", "frame": [0, 0, 390, 844], "subviews": [
                   {"id": "button", "class": "UIButton", "frame": [20, 40, 100, 60]},
                   {"id": "label", "frame": [20, 200, 100, 60], "recognizers": [{"id": "tap", "kind": "tap"}]}]}},
                 "events": [
                \(events.joined(separator: ",\n"))
                ]}
                """
        }

        static func streamed(_ bytes: [UInt8]) throws -> StreamedTrace {
            let reading = try bytes.withUnsafeBufferPointer { (buffer) throws(TraceError) in
                try TraceDecoder.decodeForStreaming(lending: buffer, file: "t.json", loadScene: S.loader([:])) { _ in }
            }
            guard case .streamed(let streamed) = reading else {
                Issue.record("expected a streamed reading")
                throw TraceError(file: "", line: 0, column: 0, path: "", message: "not streamed")
            }
            return streamed
        }

        /// Replays `streamed` from `bytes`: the records, and the error if the replay stopped.
        static func replay(_ streamed: StreamedTrace, from bytes: [UInt8]) -> ([Record], TraceError?) {
            var records: [Record] = []
            do throws(TraceError) {
                try bytes.withUnsafeBufferPointer { (buffer) throws(TraceError) in
                    try Replay.run(streamed, lending: buffer, file: "t.json") { records.append($0) }
                }
                return (records, nil)
            } catch {
                return (records, error)
            }
        }

        @Test("a streamed replay of a 12 000-event session gives the whole replay's records, fed a window at a time")
        func sameRecordsAsWholeReplay() throws {
            let text = Self.session(taps: 4000, leaveDown: true)
            let bytes = Array(text.utf8)
            let whole = try S.decode(text)
            let streamed = try Self.streamed(bytes)
            #expect(streamed.trace.events.isEmpty)
            #expect(streamed.eventCount == whole.events.count)
            #expect(streamed.eventCount == 11_999 + 1)
            // Three windows of 4096 events and one of the rest; none holds more.
            #expect(streamed.windows.map(\.events) == [4096, 4096, 3808])
            #expect(streamed.windows.map(\.firstIndex) == [0, 4096, 8192])
            let (records, error) = Self.replay(streamed, from: bytes)
            #expect(error == nil)
            let expected = Replay.run(whole).records
            #expect(records.count == expected.count)
            #expect(records == expected)
            // Counted in the first reading, as from the whole list.
            #expect(streamed.touchesLeftDown == InputWarnings.touchesLeftDown(of: whole))
            #expect(streamed.touchesLeftDown.count == 1)
            #expect(streamed.unitWarnings == InputWarnings.units(of: whole))
        }

        @Test(
            "a file changed between the readings stops the replay at the changed window, located, replaying none of it")
        func changedBetweenReadings() throws {
            let original = Array(Self.session(taps: 4000).utf8)
            // Tap 3000's events (9000-9002) are in the third window (8192…): same length, x + 1.
            let changed = Array(Self.session(taps: 4000, shiftedTap: 3000).utf8)
            #expect(original.count == changed.count)
            let streamed = try Self.streamed(original)
            let (records, error) = Self.replay(streamed, from: changed)
            let thirdWindowTime = Double(2730) / 2 + 0.1  // event 8192 is tap 2730's third sample
            guard let error else {
                Issue.record("expected the changed file to be refused")
                return
            }
            #expect(error.path == "events[8192]")
            #expect(error.message == TraceDecoder.changedMessage)
            // Lines 1-5 hold the keys and the scene; event k is on line 6 + k.
            #expect(error.line == 6 + 8192)
            #expect(error.column == 1)
            // The first two windows were replayed, nothing of the third.
            #expect(!records.isEmpty)
            #expect(records.allSatisfy { $0.time < thirdWindowTime })
            #expect(records.contains { $0.time == Double(2729) / 2 + 0.1 })
            // The same bytes replay whole.
            #expect(Self.replay(streamed, from: original).1 == nil)
        }

        @Test("an event made invalid after the first reading is never replayed: the error comes first")
        func invalidatedAfterFirstReading() throws {
            let original = Self.session(taps: 2000)
            let streamed = try Self.streamed(Array(original.utf8))
            // Event 5002's phase (tap 1667's move) turned into a wrong one of the same length, in
            // the second window (4096…).
            var lines = original.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let line = 5 + 5002
            #expect(lines[line].contains(#""phase": "moved""#))
            lines[line] = lines[line].replacingOccurrences(of: #""moved""#, with: #""mover""#)
            let (records, error) = Self.replay(streamed, from: Array(lines.joined(separator: "\n").utf8))
            #expect(error?.path == "events[5002].touches[0].phase")
            #expect(error?.message.hasPrefix(TraceDecoder.changedMessage + ": ") == true)
            #expect(!records.isEmpty)
            #expect(records.allSatisfy { $0.time < Double(1365) / 2 + 0.05 })  // event 4096's time
        }

        @Test("an invalid trace gives the ordinary decoder's error from the first reading")
        func invalidTraceSameError() {
            var text = Self.session(taps: 2000)
            text = text.replacingOccurrences(of: #""t": 900.05"#, with: #""t": 800.05"#)
            let bytes = Array(text.utf8)
            let streamedError: String
            do throws(TraceError) {
                _ = try bytes.withUnsafeBufferPointer { (buffer) throws(TraceError) in
                    try TraceDecoder.decodeForStreaming(lending: buffer, file: "t.json", loadScene: S.loader([:])) {
                        _ in
                    }
                }
                streamedError = "no error"
            } catch {
                streamedError = error.description
            }
            #expect(streamedError == S.error(text))
            #expect(streamedError.contains("events[5401]"))
        }

        @Test("a trace with a set event is read whole, as before")
        func setEventsReadWhole() throws {
            var text = Self.session(taps: 10)
            text = text.replacingOccurrences(
                of: #"{"t": 1.0, "touches""#,
                with: #"{"t": 1.0, "set": {"button": {"hidden": true}}}, {"t": 1.0, "touches""#)
            let bytes = Array(text.utf8)
            let reading = try bytes.withUnsafeBufferPointer { (buffer) throws(TraceError) in
                try TraceDecoder.decodeForStreaming(lending: buffer, file: "t.json", loadScene: S.loader([:])) { _ in }
            }
            guard case .whole(let trace) = reading else {
                Issue.record("expected the whole reading")
                return
            }
            #expect(trace.events.count == 10 * 3 + 2)
            #expect(trace.sceneChanges.count == 1)
        }

        @Test("a scene written after the events: the warnings are counted again against its screen")
        func sceneAfterEvents() throws {
            let text = Self.session(taps: 10)
            let sceneStart = try #require(text.range(of: #" "scene""#)).lowerBound
            let eventsStart = try #require(text.range(of: #" "events""#)).lowerBound
            let scene = String(text[sceneStart..<eventsStart])
            // Pixel-like coordinates: x 700 is more than half a 390 pt screen off it; with the scene last, the first
            // reading has no screen to measure against.
            let moved = text.replacingOccurrences(of: #""x": 60"#, with: #""x": 700"#)
            let last =
                String(moved[..<sceneStart]) + String(moved[eventsStart...]).dropLast() + ","
                + scene.dropLast(2) + "}"
            let bytes = Array(last.utf8)
            let whole = try S.decode(last)
            let streamed = try Self.streamed(bytes)
            #expect(streamed.unitWarnings == nil)
            let warnings = try bytes.withUnsafeBufferPointer { (buffer) throws(TraceError) in
                try streamed.warnings(lending: buffer, file: "t.json") { _ in }
            }
            #expect(warnings == InputWarnings.units(of: whole))
            #expect(warnings.count == 1)
            // With the scene first, the first reading counts them.
            let first = try Self.streamed(Array(moved.utf8))
            #expect(first.unitWarnings == warnings)
        }
    }
}
