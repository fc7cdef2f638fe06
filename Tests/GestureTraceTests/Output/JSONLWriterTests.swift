import Testing

@testable import GestureTrace

@Suite struct JSONLWriterTests {
    func line(_ body: Record.Body, frame: Int = 2, time: Double = 0.43) -> String {
        var out: [UInt8] = []
        JSONLWriter.append(Record(frame: frame, time: time, body: body), to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    @Test("the writer's static enum names are the enums' raw values")
    func staticNamesMatchRawValues() {
        func text(_ s: StaticString) -> String { s.withUTF8Buffer { String(decoding: $0, as: UTF8.self) } }
        for cause in [FrameCause.input, .timer, .interrupt, .end, .change] {
            #expect(text(cause.jsonName) == cause.rawValue)
        }
        for phase in [DeliveryPhase.began, .moved, .ended, .cancelled] {
            #expect(text(phase.jsonName) == phase.rawValue)
        }
        for state in [DisplayState.possible, .began, .changed, .ended, .recognized, .cancelled, .failed] {
            #expect(text(state.jsonName) == state.rawValue)
        }
        for phase in [SwiftUIPhaseName.possible, .active, .ended, .failed] {
            #expect(text(phase.textName) == phase.rawValue)
        }
    }

    @Test("the streaming writer renders exactly what render() does")
    func streamMatchesRender() {
        let records = [
            Record(frame: 0, time: 0, body: .frame(cause: .input)),
            Record(
                frame: 0, time: 0, body: .deliver(responder: "V", phase: .began, touches: [.int(1)], delayed: false)),
            Record(
                frame: 1, time: 0.0083,
                body: .state(
                    recognizer: "p", from: .possible, to: .began, reason: .customStated("moved 10 pt"),
                    values: [Measurement("x", 1.5)]
                )),
            Record(frame: 1, time: 0.0083, body: .action(recognizer: "p", state: .began)),
        ]
        var stream = JSONLWriter.Stream(capacity: 16)
        for record in records { stream.append(record) }
        #expect(stream.bytes == JSONLWriter.render(records))
    }

    @Test("frame numbers counted up from the previous frame's digits, across carries and jumps")
    func frameNumbers() {
        // 8 → 9 → 10 and 99 → 100 carry; 100 → 1000 is a jump; 1000 repeats with a new time;
        // a long name, an escaped one and a 40-byte reason cross every copy length.
        let frames = [8, 9, 10, 99, 100, 1000, 1000, 1001, 0, 1]
        var records: [Record] = []
        for (k, frame) in frames.enumerated() {
            records.append(Record(frame: frame, time: Double(k) / 8, body: .frame(cause: .timer)))
        }
        records.append(
            Record(frame: 1, time: 1.125, body: .reset(recognizer: "aVeryLongRecognizerIdentifier_0123456789")))
        records.append(Record(frame: 1, time: 1.125, body: .action(recognizer: "q\"", state: .ended)))
        records.append(
            Record(
                frame: 1, time: 1.125,
                body: .unused(recognizer: "abc", reason: .noTouchHitAnything)))
        var stream = JSONLWriter.Stream(capacity: 16)
        for record in records { stream.append(record) }
        let lines = String(decoding: stream.bytes, as: UTF8.self).split(separator: "\n")
        #expect(
            lines.prefix(frames.count).map { String($0.split(separator: ",")[1]) }
                == frames.map { #""frame":\#($0)"# })
        #expect(stream.bytes == JSONLWriter.render(records))
        #expect(
            lines.last
                == #"{"type":"unused","frame":1,"t":1.125,"recognizer":"abc","reason":"no touch hit any view (SEMANTICS §1.7)"}"#
        )
    }

    @Test("every record type prints its keys in FORMAT §4 order")
    func keyOrder() {
        #expect(line(.frame(cause: .timer)) == #"{"type":"frame","frame":2,"t":0.43,"cause":"timer"}"# + "\n")
        #expect(
            line(
                .hit(
                    touch: .int(1), point: Point(x: 100.25, y: -0.0001), view: "V", recognizers: ["s", "d"],
                    chain: ["V", "window"]))
                == #"{"type":"hit","frame":2,"t":0.43,"touch":1,"point":[100.25,0],"view":"V","recognizers":["s","d"],"chain":["V","window"]}"#
                + "\n")
        #expect(
            line(.hit(touch: .string("a"), point: Point(x: 1, y: 2), view: nil, recognizers: [], chain: []))
                == #"{"type":"hit","frame":2,"t":0.43,"touch":"a","point":[1,2],"view":null,"recognizers":[],"chain":[]}"#
                + "\n")
        // FORMAT §3.1: force and radius are carried into output as extra keys after chain.
        #expect(
            line(
                .hit(
                    touch: .int(3), point: Point(x: 1, y: 2), view: "V", recognizers: [], chain: ["V"],
                    values: [Measurement("force", 0.25), Measurement("radius", 12)]))
                == #"{"type":"hit","frame":2,"t":0.43,"touch":3,"point":[1,2],"view":"V","recognizers":[],"chain":["V"],"force":0.25,"radius":12}"#
                + "\n")
        // SEMANTICS §1.10: the views not chosen follow, as the optional key notHit.
        #expect(
            line(
                .hit(
                    touch: .int(4), point: Point(x: 1, y: 2), view: "window", recognizers: [], chain: ["window"],
                    values: [Measurement("force", 1)],
                    missed: [HitMiss(view: "label", why: .interactionDisabled(inside: nil, classDefault: nil))]))
                == #"{"type":"hit","frame":2,"t":0.43,"touch":4,"point":[1,2],"view":"window","recognizers":[],"chain":["window"],"force":1,"notHit":[{"view":"label","reason":"userInteractionEnabled = false","section":"§1.2"}]}"#
                + "\n")
        #expect(
            line(
                .state(
                    recognizer: "pan", from: .began, to: .changed, reason: .customStated("moved"),
                    values: [Measurement("translationX", 2), Measurement("velocityX", 120.0004)]))
                == #"{"type":"state","frame":2,"t":0.43,"recognizer":"pan","from":"began","to":"changed","reason":"moved","translationX":2,"velocityX":120}"#
                + "\n")
        #expect(
            line(.deliver(responder: "V", phase: .ended, touches: [.int(1), .string("b")], delayed: true))
                == #"{"type":"deliver","frame":2,"t":0.43,"responder":"V","phase":"ended","touches":[1,"b"],"delayed":true}"#
                + "\n")
        #expect(
            line(.pending(recognizer: "s", wants: .recognized, waitingFor: ["d"]))
                == #"{"type":"pending","frame":2,"t":0.43,"recognizer":"s","wants":"recognized","waitingFor":["d"]}"#
                + "\n")
        #expect(
            line(.action(recognizer: "s", state: .recognized))
                == #"{"type":"action","frame":2,"t":0.43,"recognizer":"s","state":"recognized"}"# + "\n")
        #expect(
            line(.control(control: "B", event: .touchUpInside, value: nil))
                == #"{"type":"control","frame":2,"t":0.43,"control":"B","event":"touchUpInside"}"# + "\n")
        #expect(line(.reset(recognizer: "s")) == #"{"type":"reset","frame":2,"t":0.43,"recognizer":"s"}"# + "\n")
    }

    @Test("times round to microseconds, negative touch ids stay numbers")
    func numbers() {
        #expect(
            line(
                .deliver(responder: "V", phase: .began, touches: [.int(-3)], delayed: false), frame: 0, time: 1.0000004)
                == #"{"type":"deliver","frame":0,"t":1,"responder":"V","phase":"began","touches":[-3],"delayed":false}"#
                + "\n")
    }

    @Test(
        "integers print like DecimalFormat's, extremes included",
        arguments: [0, 7, 10, 1234567890, -1, -45, Int.max, Int.min])
    func integers(value: Int) {
        var out: [UInt8] = []
        JSONLWriter.appendInt(value, to: &out)
        var expected: [UInt8] = value < 0 ? [UInt8(ascii: "-")] : []
        DecimalFormat.appendInteger(UInt64(value.magnitude), to: &expected)
        #expect(out == expected)
    }

    @Test("strings are JSON-escaped: quotes, backslashes, control characters, U+2028")
    func escaping() {
        var out: [UInt8] = []
        JSONLWriter.appendString("a\"b\\c\nd\te\u{1}f\u{7F}g\u{2028}é😀", to: &out)
        #expect(String(decoding: out, as: UTF8.self) == #""a\"b\\c\nd\te\u0001f\u007fg\u2028é😀""#)
    }

    /// The writer tests eight bytes at a time whether a string needs escaping (issue 28 item 4,
    /// round 6): every ASCII byte and a few non-ASCII ones, at every position of strings of 1 to
    /// 20 bytes (both sides of each word boundary and the tail), against escaping byte by byte.
    @Test("every byte at every position is escaped as the byte-by-byte rule says")
    func escapingAtEveryPosition() {
        func reference(_ bytes: [UInt8]) -> [UInt8] {
            var out: [UInt8] = [UInt8(ascii: "\"")]
            var i = 0
            while i < bytes.count {
                let b = bytes[i]
                let named: [UInt8: UInt8] = [
                    0x22: 0x22, 0x5C: 0x5C, 0x0A: 0x6E, 0x0D: 0x72, 0x09: 0x74, 0x08: 0x62, 0x0C: 0x66,
                ]
                if let letter = named[b] {
                    out += [0x5C, letter]
                } else if b < 0x20 || b == 0x7F {
                    out += Array(String(format4: Int(b)).utf8)
                } else if b == 0xE2, i + 2 < bytes.count, bytes[i + 1] == 0x80,
                    bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9
                {
                    out += Array((bytes[i + 2] == 0xA8 ? "\\u2028" : "\\u2029").utf8)
                    i += 2
                } else {
                    out.append(b)
                }
                i += 1
            }
            out.append(UInt8(ascii: "\""))
            return out
        }
        let inserts: [[UInt8]] =
            (0..<128).map { [UInt8($0)] } + [
                [0xC3, 0xA9], [0xE2, 0x80, 0xA8], [0xE2, 0x80, 0xA9], [0xE2, 0x82, 0xAC],
            ]
        for length in 1...20 {
            for position in 0..<length {
                for insert in inserts {
                    var bytes = Array(repeating: UInt8(ascii: "a"), count: length)
                    bytes.replaceSubrange(position..<position + 1, with: insert)
                    var out: [UInt8] = []
                    JSONLWriter.appendString(String(decoding: bytes, as: UTF8.self), to: &out)
                    if out != reference(bytes) {
                        Issue.record("\(bytes) at \(position): \(String(decoding: out, as: UTF8.self))")
                        return
                    }
                }
            }
        }
    }

    @Test("the json document wraps the same objects")
    func document() {
        let text = String(
            decoding: JSONLWriter.renderDocument(name: "tap \"1\"", records: Array(RecordFixtures.tap.prefix(1))),
            as: UTF8.self)
        #expect(
            text == #"{"gesturetrace":1,"name":"tap \"1\"","records":["# + "\n"
                + #"{"type":"frame","frame":0,"t":0,"cause":"input"}"# + "\n]}\n")
        let empty = String(decoding: JSONLWriter.renderDocument(name: nil, records: []), as: UTF8.self)
        #expect(empty == #"{"gesturetrace":1,"name":null,"records":["# + "\n]}\n")
    }

    @Test("streaming in small chunks gives the same bytes as render")
    func streaming() {
        var streamed: [UInt8] = []
        var chunks = 0
        JSONLWriter.write(RecordFixtures.tap, chunkSize: 64) {
            streamed += $0; chunks += 1
        }
        #expect(streamed == JSONLWriter.render(RecordFixtures.tap))
        #expect(chunks > 1)
    }

    @Test("render writes one line per record")
    func lines() {
        let text = String(decoding: JSONLWriter.render(RecordFixtures.tap), as: UTF8.self)
        #expect(text.split(separator: "\n").count == RecordFixtures.tap.count)
        #expect(text.hasSuffix("}\n"))
    }
}

extension String {
    /// `\u00XX` for a control byte, as JSON writes it (lower-case hex).
    fileprivate init(format4 value: Int) {
        let hex = Array("0123456789abcdef")
        self = "\\u00" + String(hex[value >> 4]) + String(hex[value & 0xF])
    }
}
