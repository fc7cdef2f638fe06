import Testing

@testable import GestureTrace

@Suite struct ImportPlumbingTests {
    @Test("lines split the same whatever the chunk size, CRLF and a missing final newline included")
    func lineSplitter() {
        let text = Array("a,1\r\nbb\n\nccc".utf8)
        for size in 1...text.count {
            var splitter = LineSplitter()
            var lines: [String] = []
            var start = 0
            while start < text.count {
                let end = min(start + size, text.count)
                splitter.feed(text[start..<end]) { lines.append("\($1):\($0)") }
                start = end
            }
            splitter.finish { lines.append("\($1):\($0)") }
            #expect(lines == ["1:a,1", "2:bb", "3:", "4:ccc"], "chunk size \(size)")
        }
    }

    @Test("the writer prints one event per line with deterministic numbers and a final newline")
    func writer() {
        var writer = ImportedTraceWriter()
        var out = writer.header(name: "a \"b\"", scene: .path("../scenes/map.scene.json"))
        out += writer.event(
            .touches(
                time: 0,
                touches: [TouchSample(id: .int(1), phase: .began, location: Point(x: 1.0 / 3, y: 2), force: 0.5)]))
        out += writer.event(
            .touches(
                time: 0.1 + 0.2,
                touches: [TouchSample(id: .string("L"), phase: .ended, location: Point(x: -0.0001, y: 1e6))]))
        out += writer.footer()
        #expect(
            String(decoding: out, as: UTF8.self) == """
                {
                  "gesturetrace": 1,
                  "name": "a \\"b\\"",
                  "scene": "../scenes/map.scene.json",
                  "events": [
                    {"t": 0, "touches": [{"id": 1, "phase": "began", "x": 0.333, "y": 2, "force": 0.5}]},
                    {"t": 0.3, "touches": [{"id": "L", "phase": "ended", "x": 0, "y": 1000000}]}
                  ]
                }

                """)
    }

    @Test("the inline full-screen scene has a window and one multi-touch view that handles touches")
    func inlineScene() {
        let header = String(
            decoding: ImportedTraceWriter().header(name: "x", scene: .fullScreen(width: 360, height: 640)),
            as: UTF8.self)
        #expect(header.contains(#""window": {"id": "window", "frame": [0, 0, 360, 640], "subviews": ["#))
        #expect(
            header.contains(
                #"{"id": "content", "frame": [0, 0, 360, 640], "multipleTouchEnabled": true, "touches": "handle"}"#))
    }

    @Test("the summary lists repairs in a fixed order with the line of the first")
    func summaryReport() {
        var summary = ImportSummary()
        summary.record(.staleAtDown, line: 40)
        summary.record(.beganWhileAlive, line: 12)
        summary.record(.staleAtDown, line: 90)
        summary.touches = 3
        summary.sequences = 2
        summary.events = 7
        summary.duration = 1.5
        summary.maxSimultaneous = 1
        #expect(
            summary.report(source: "x.csv", screen: nil) == """
                imported x.csv: 3 touches in 2 sequences (0 with several fingers), 7 events, 1.5 s, at most 1 finger at once
                repairs: 3
                  1 × touch began while still down: the old touch was cancelled (first at line 12)
                  2 × DOWN while pointers were down: the stale pointers were cancelled (first at line 40)
                """)
    }
}

@Suite struct ImportTraceStructureTests {
    @Test("the structural checker itself catches each kind of invalid event list")
    func checkerCatchesProblems() {
        func touch(_ id: Int, _ phase: TouchPhase) -> TouchSample {
            TouchSample(id: .int(id), phase: phase, location: .zero)
        }
        let bad: [InputEvent] = [
            .touches(time: 0.5, touches: [touch(1, .moved)]),
            .touches(time: 0.4, touches: [touch(2, .began), touch(2, .moved)]),
            .touches(time: 0.6, touches: [touch(2, .began)]),
            .touches(time: 0.7, touches: []),
        ]
        #expect(
            TraceStructure.problems(bad) == [
                "first event at t=0.5, not 0",
                "events[0]: 1 moved while up",
                "events[1]: t=0.4 before 0.5",
                "events[1]: finger 2 twice",
                "events[2]: 2 began while down",
                "events[3]: no touches",
                "fingers still down at the end: [2]",
            ])
    }
}
