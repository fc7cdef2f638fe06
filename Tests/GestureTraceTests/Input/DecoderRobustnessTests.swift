import Testing

@testable import GestureTrace

extension InputTests {
    /// Mutated inputs never trap: every outcome is a trace or a located `TraceError`.
    @Suite struct DecoderRobustnessTests {
        static let seedTrace = """
            {"gesturetrace": 1, "name": "n\\u00e9",
             "scene": {"settings": {"tapMaxInterval": 0.3, "swipeMaxPrimary": null},
               "window": {"id": "w", "frame": [0, 0, 390, 844], "transform": {"scale": [1, 1], "rotate": 0},
                 "recognizers": [{"id": "d", "kind": "tap", "taps": 2}, {"id": "s", "kind": "tap", "requireToFail": ["d"]}],
                 "subviews": [{"id": "sc", "class": "UIScrollView", "frame": [0, 0, 100, 100], "scroll": {"contentSize": [100, 500]},
                   "subviews": [{"id": "b", "class": "UIButton", "frame": [1, 2, 30, 40], "hitTest": {"redirect": "sc"}}]}]}},
             "events": [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 10, "y": 10}]},
                        {"t": 0.1, "touches": [{"id": 1, "phase": "ended", "x": 10, "y": 10}]}, {"t": 0.2, "interrupt": true}],
             "strokes": [{"id": "f", "points": [[0, 1, 1], [0.1, 2, 2]]}]}
            """

        @Test("the seed trace is valid")
        func seedIsValid() throws {
            _ = try DecoderTestSupport.decode(Self.seedTrace)
        }

        @Test("random byte mutations give a trace or a located error, never a trap")
        func mutations() {
            let seed: UInt64 = 0xF022
            var generator = SplitMix64(seed: seed)
            let original = Array(Self.seedTrace.utf8)
            let alphabet = Array("{}[]\",:0123456789.-eE tfnu\\\u{1}".utf8) + [0xC3, 0xFF, 0x80]
            for round in 0..<3000 {
                var bytes = original
                for _ in 0...(generator.next() % 3) {
                    let at = Int(generator.next() % UInt64(bytes.count))
                    switch generator.next() % 3 {
                    case 0: bytes[at] = alphabet[Int(generator.next() % UInt64(alphabet.count))]
                    case 1: bytes.remove(at: at)
                    default: bytes.insert(alphabet[Int(generator.next() % UInt64(alphabet.count))], at: at)
                    }
                }
                do {
                    _ = try TraceDecoder.decode(
                        bytes: bytes, file: "m.json",
                        loadScene: DecoderTestSupport.loader([:]))
                } catch {
                    #expect(error.line >= 1 && error.column >= 1, "seed \(seed) round \(round): \(error)")
                }
            }
        }
    }
}
