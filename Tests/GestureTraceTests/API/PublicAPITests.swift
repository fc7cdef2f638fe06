import Foundation
import GestureTrace
import Testing

/// The documented library API (Sources/GestureTrace/API) as a team's own suite would use it:
/// plain `import GestureTrace`, loading a trace three ways, asking the replay questions, and the
/// golden helper's messages.
@Suite struct PublicAPITests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// The README's example (traces/examples/tap.json), built in Swift.
    static func tapTrace() throws -> TouchTrace {
        try TouchTrace(
            name: "single tap on a photo that also zooms on double tap",
            window: TraceView(
                "window", frame: [0, 0, 390, 844],
                subviews: [
                    TraceView(
                        "photo", class: "UIImageView", frame: [0, 100, 390, 520],
                        properties: ["userInteractionEnabled": true, "touches": "handle"],
                        recognizers: [
                            TraceRecognizer("doubleTap", kind: "tap", properties: ["taps": 2]),
                            TraceRecognizer("singleTap", kind: "tap", properties: ["requireToFail": ["doubleTap"]]),
                        ])
                ]),
            events: [
                .touches(at: 0, [.began(1, x: 195, y: 360)]),
                .touches(at: 0.04, [.moved(1, x: 196, y: 361)]),
                .touches(at: 0.09, [.ended(1, x: 196, y: 361)]),
            ])
    }

    @Test("a trace built in Swift replays to the states, deliveries and actions UIKit gives (SEMANTICS §13 S5)")
    func builtInSwift() throws {
        let replay = try Self.tapTrace().replay()
        #expect(replay.states(of: "singleTap") == [.recognized])
        #expect(replay.states(of: "doubleTap") == [.failed])
        #expect(replay.phases(deliveredTo: "photo") == [.began, .moved, .cancelled])
        #expect(replay.deliveries(to: "photo").map(\.touches) == [["1"], ["1"], ["1"]])
        #expect(replay.actions(of: "singleTap").map(\.state) == [.recognized])
        #expect(replay.actions(of: "singleTap").map { ($0.time * 1000).rounded() } == [440])
        #expect(replay.hitView(forTouch: "1") == "photo")
        #expect(replay.hitView(forTouch: "2") == nil)
        #expect(replay.invariantViolations == [])
        #expect(replay.frameCount == 5)
        let failed = try #require(replay.stateChanges.first)
        #expect(failed.recognizer == "doubleTap")
        #expect(failed.from == .possible)
        #expect(failed.reason == "waited 0.35 s for tap 2 >= maximumIntervalBetweenSuccessiveTaps 0.35")
        #expect(
            replay.jsonl.split(separator: "\n").first == #"{"type":"frame","frame":0,"t":0,"cause":"input"}"#)
    }

    @Test("the Swift-built trace, the file and the JSON string give the golden's text")
    func threeWaysToLoad() throws {
        let path = Self.root + "/traces/examples/tap.json"
        let golden = try String(contentsOfFile: Self.root + "/traces/examples/tap.golden", encoding: .utf8)
        let fromFile = try TouchTrace(contentsOfFile: path)
        let fromString = try TouchTrace(json: try String(contentsOfFile: path, encoding: .utf8))
        #expect(fromFile.name == "single tap on a photo that also zooms on double tap")
        #expect(fromFile.eventCount == 3)
        #expect(try Self.tapTrace().replay().text == golden)
        #expect(fromFile.replay().text == golden)
        #expect(fromString.replay().text == golden)
        try fromFile.replay().assertMatchesGolden(atPath: Self.root + "/traces/examples/tap.golden")
    }

    @Test("SwiftUI gestures: phases, pauses, callbacks with values and @GestureState resets (SWIFTUI §8.3)")
    func swiftUI() throws {
        // SW14a: a swipe starting on a Button; the pager's drag stays paused, then fails.
        let pager = try TouchTrace(contentsOfFile: Self.root + "/traces/swiftui/sw14a-pager-drag-vs-button.json")
            .replay()
        #expect(pager.swiftUIPhases(of: "pagerDrag") == [.failed])
        #expect(pager.swiftUIPhases(of: "buy.button") == [.ended])
        let pause = try #require(pager.swiftUIPhaseChanges.first { $0.gesture == "pagerDrag" })
        #expect(pause.isPause && pause.from == .possible && pause.frame == 2)
        #expect(pause.reason == "paused: 'buy.button' must fail first (still possible)")
        #expect(pager.swiftUICallbacks(of: "buy.button").map(\.callback) == ["action"])
        #expect(pager.swiftUICallbacks(of: "buy.button").map(\.value) == ["null"])
        #expect(pager.swiftUICallbacks(of: "pagerDrag").isEmpty)
        #expect(pager.gestureStateResets.isEmpty)
        // A composite's parts carry their own callbacks under their id paths (rule 9).
        let card = try TouchTrace(
            contentsOfFile: Self.root + "/traces/swiftui/rule9-callbacks-on-sequenced-parts.json"
        ).replay()
        #expect(card.swiftUIPhases(of: "cardGesture") == [.active, .ended])
        #expect(card.swiftUIPhases(of: "cardGesture/first") == [.ended])
        #expect(
            card.swiftUICallbacks(of: "cardGesture/first").map { "\($0.callback) \($0.value)" } == [
                "updating true", "onEnded true",
            ])
        #expect(
            card.swiftUICallbacks(of: "cardGesture/second").map(\.callback) == ["onChanged", "onChanged", "onEnded"])
        #expect(
            card.swiftUICallbacks(of: "cardGesture").map(\.value) == [
                #"{"second":[true,{"translation":[14,24],"location":[90,100],"startLocation":[76,76],"predictedEndLocation":[90,100]}]}"#
            ])
        #expect(
            card.gestureStateResets.map { "\($0.frame) \($0.time) \($0.gesture) \($0.state)" } == [
                "1 0.5 cardGesture/first isPressing"
            ])
    }

    @Test("a scene named by path is read through loadScene; without one it is an error")
    func scenePath() throws {
        let scene = #"{"gesturetrace": 1, "window": {"id": "window", "frame": [0, 0, 100, 100]}}"#
        let json =
            #"{"gesturetrace": 1, "scene": "s.json", "events": [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 5, "y": 5}]}, {"t": 0.1, "touches": [{"id": 1, "phase": "ended", "x": 5, "y": 5}]}]}"#
        let trace = try TouchTrace(json: json, file: "t.json") { path in
            #expect(path == "s.json")
            return scene
        }
        #expect(trace.replay().phases(deliveredTo: "window") == [.began, .ended])
        #expect(throws: TraceLoadError.self) { try TouchTrace(json: json) }
    }

    @Test("an invalid trace throws the CLI's located message (FORMAT §5)")
    func loadError() {
        let json =
            #"{"gesturetrace": 1, "scene": {"window": {"id": "w", "frame": [0, 0, 10, 10]}}, "events": [{"t": 0, "touches": [{"id": 1, "phase": "begun", "x": 1, "y": 1}]}]}"#
        do {
            _ = try TouchTrace(json: json, file: "bad.json")
            Issue.record("expected a TraceLoadError")
        } catch {
            #expect(error.file == "bad.json")
            #expect(error.path == "events[0].touches[0].phase")
            #expect(error.line == 1)
            #expect(error.description.hasPrefix("bad.json:1:"))
            #expect(error.description.hasSuffix("(at events[0].touches[0].phase)"))
        }
        #expect(throws: TraceLoadError.self) {
            try TouchTrace(contentsOfFile: "/nonexistent/trace.json")
        }
    }

    @Test("a golden mismatch reads as a unified diff and the command that accepts it")
    func goldenMismatch() throws {
        let replay = try Self.tapTrace().replay()
        #expect(replay.goldenMismatch(expected: replay.text) == nil)
        let altered = replay.text.replacingOccurrences(
            of: "  deliver  photo cancelled [1]\n", with: "  deliver  photo ended [1]\n")
        let mismatch = try #require(replay.goldenMismatch(expected: altered, goldenPath: "Traces/tap.golden"))
        #expect(mismatch.firstDifference == "frame 3, t=0.44")
        #expect(
            mismatch.description == """
                golden Traces/tap.golden differs from the replay (first difference: frame 3, t=0.44)
                --- a/Traces/tap.golden
                +++ b/Traces/tap.golden
                @@ -9,7 +9,7 @@ frame 3  t=0.44  timer
                 frame 3  t=0.44  timer
                   state    doubleTap  possible -> failed  (waited 0.35 s for tap 2 >= maximumIntervalBetweenSuccessiveTaps 0.35)  location=(196, 361)
                   state    singleTap  possible -> recognized  (1 tap; waited for doubleTap to fail)  location=(196, 361)
                -  deliver  photo ended [1]
                +  deliver  photo cancelled [1]
                   action   singleTap  recognized
                   reset    doubleTap
                   reset    singleTap
                to accept the new output: GESTURETRACE_UPDATE=1 swift test
                """)
    }

    @Test("assertMatchesGolden throws for a differing or missing file and passes for an equal one")
    func goldenFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gesturetrace-api-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let replay = try Self.tapTrace().replay()
        let path = folder.appendingPathComponent("tap.golden").path
        // The record mode is given, not read: GESTURETRACE_UPDATE=1 swift test must not change this test.
        let line = #line + 2
        do {
            try replay.assertMatchesGolden(atPath: path, acceptCommand: "make goldens", update: false)
            Issue.record("a missing golden must throw")
        } catch {
            #expect(error.missing && !error.written)
            // The message starts at the assertion, not at the @Test (issue 24 item 5).
            #expect(error.location == GoldenMismatch.Location(filePath: #filePath, line: line))
            #expect(
                error.description == "\(#filePath):\(line): golden \(path) does not exist\nto create it: make goldens")
        }
        #expect(!FileManager.default.fileExists(atPath: path))
        try replay.text.write(toFile: path, atomically: true, encoding: .utf8)
        try replay.assertMatchesGolden(atPath: path, acceptCommand: "", update: false)
        try (replay.text + "extra\n").write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: GoldenMismatch.self) {
            try replay.assertMatchesGolden(atPath: path, acceptCommand: "", update: false)
        }
        // Record mode writes the replay's text and still throws, marked written.
        do {
            try replay.assertMatchesGolden(atPath: path, acceptCommand: "", update: true)
            Issue.record("a recorded golden must still throw")
        } catch {
            #expect(error.written)
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == replay.text)
        // The public form reads the environment; on an equal golden it passes either way.
        try replay.assertMatchesGolden(atPath: path)
        // A mismatch computed from text has no assertion to name.
        #expect(replay.goldenMismatch(expected: "x\n")?.location == nil)
    }

    @Test("TraceValue writes compact JSON: keys in order, numbers without exponents, deep values")
    func traceValue() {
        let value: TraceValue = ["b": [1, 2.5, true, nil], "a": "x\"y", "n": .number(0.000001)]
        #expect(value.json == #"{"b":[1,2.5,true,null],"a":"x\"y","n":0.000001}"#)
        var deep: TraceValue = 0
        // Deep enough to show the writer's own stack; far deeper values crash Swift's own
        // recursive release of nested enums, whatever writes them.
        for _ in 0..<2000 { deep = .array([deep]) }
        #expect(deep.json.count == 4001)
    }
}
