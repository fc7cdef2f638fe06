/// Writes long, realistic trace documents (FORMAT §1–3) straight into a byte buffer.
///
/// The scene is a photo view (tap, double tap, pinch, rotation, pan, long press) above a
/// scroll view of rows, each row a view with a left swipe and a button. The gestures are
/// sampled at 120 Hz, as a recorded session would be. Everything is derived from the seed, so
/// a given (seed, gestures, rows) always produces the same bytes.
struct SessionGenerator {
    /// One 120 Hz frame, in microseconds (the trace clock is kept in integer microseconds so
    /// times print exactly and stay non-decreasing).
    static let frameMicros = 8_333

    var rows: Int
    var rng: SplitMix64
    private(set) var out: [UInt8] = []
    /// Input events (`events[]` elements) and touch samples (`touches[]` elements) written.
    private(set) var eventCount = 0
    private(set) var sampleCount = 0
    private var clock = 0
    private var firstEvent = true

    // Layout, in window points (a 390 × 844 phone screen).
    static let photo = (x: 0.0, y: 0.0, width: 390.0, height: 420.0)
    static let list = (x: 0.0, y: 420.0, width: 390.0, height: 424.0)
    static let rowHeight = 60.0
    /// Rows whose frames intersect the list's visible bounds (the model does not scroll the
    /// content, so only these can be hit).
    var visibleRows: Int { min(rows, Int((Self.list.height / Self.rowHeight).rounded(.down))) }

    init(seed: UInt64, rows: Int) {
        self.rows = rows
        rng = SplitMix64(seed: seed)
    }

    /// The whole document: header, scene, `gestures` gestures, and a closing tick.
    mutating func document(name: String, gestures: Int) -> [UInt8] {
        out = []
        out.reserveCapacity(gestures * 3_200 + 16_384)
        put("{\n  \"gesturetrace\": 1,\n  \"name\": \"")
        put(name)
        put("\",\n  \"scene\": ")
        writeScene()
        put(",\n  \"events\": [\n")
        for _ in 0..<gestures {
            writeGesture()
        }
        // Time passes after the last lift so every pending timer resolves inside the trace.
        clock += 1_000_000
        beginEvent()
        put("{\"t\":")
        putMicros(clock)
        put("}")
        put("\n  ]\n}\n")
        return out
    }

    // MARK: Scene

    private mutating func writeScene() {
        let p = Self.photo, l = Self.list
        put(
            """
            {
                "window": {
                  "id": "window",
                  "frame": [0, 0, 390, 844],
                  "subviews": [
                    {
                      "id": "photo", "class": "UIImageView", "userInteractionEnabled": true, "touches": "handle",
                      "frame": [\(Int(p.x)), \(Int(p.y)), \(Int(p.width)), \(Int(p.height))],
                      "recognizers": [
                        {"id": "doubleTap", "kind": "tap", "taps": 2},
                        {"id": "singleTap", "kind": "tap", "requireToFail": ["doubleTap"]},
                        {"id": "pinch", "kind": "pinch", "simultaneousWith": ["rotation"]},
                        {"id": "rotation", "kind": "rotation"},
                        {"id": "pan", "kind": "pan", "maximumNumberOfTouches": 1},
                        {"id": "longPress", "kind": "longPress"}
                      ]
                    },
                    {
                      "id": "list", "class": "UIScrollView",
                      "frame": [\(Int(l.x)), \(Int(l.y)), \(Int(l.width)), \(Int(l.height))],
                      "scroll": {"contentSize": [390, \(Int(Double(rows) * Self.rowHeight))]},
                      "subviews": [
            """)
        for r in 0..<rows {
            put(r == 0 ? "\n" : ",\n")
            put("            {\"id\": \"row\(r)\", \"frame\": [0, \(Int(Double(r) * Self.rowHeight)), 390, 60], ")
            put("\"recognizers\": [{\"id\": \"row\(r).swipe\", \"kind\": \"swipe\", \"direction\": \"left\"}], ")
            put("\"subviews\": [{\"id\": \"row\(r).button\", \"class\": \"UIButton\", \"frame\": [300, 10, 80, 40]}]}")
        }
        put("\n          ]\n        }\n      ]\n    }\n  }")
    }

    // MARK: Gestures

    private mutating func writeGesture() {
        // A pause between gestures, long enough for a double tap's wait to run out.
        clock += rng.int(450_000...900_000)
        let roll = rng.int(0...99)
        switch roll {
        case 0..<20: tap(at: photoPoint())
        case 20..<30: doubleTap(at: photoPoint())
        case 30..<40: longPress(at: photoPoint())
        case 40..<55: pan()
        case 55..<70: scroll()
        case 70..<80: swipe()
        case 80..<90: tap(at: buttonPoint())
        default: pinchRotate()
        }
    }

    private mutating func photoPoint() -> (Double, Double) {
        (rng.double(40, 350), rng.double(40, 380))
    }

    private mutating func buttonPoint() -> (Double, Double) {
        let row = rng.int(0...(visibleRows - 1))
        return (rng.double(310, 370), Self.list.y + Double(row) * Self.rowHeight + rng.double(18, 42))
    }

    /// A single finger's path: `frames` samples from `from`, moving by `delta` overall, with
    /// a little hand jitter; began, moved…, ended.
    private mutating func stroke(from: (Double, Double), delta: (Double, Double), frames: Int, jitter: Double) {
        let n = max(frames, 2)
        for i in 0..<n {
            let f = Double(i) / Double(n - 1)
            // Ease in and out, as a finger accelerates and settles.
            let e = f * f * (3 - 2 * f)
            var x = from.0 + delta.0 * e
            var y = from.1 + delta.1 * e
            if i > 0 && i < n - 1 {
                x += rng.double(-jitter, jitter)
                y += rng.double(-jitter, jitter)
            }
            let phase = i == 0 ? "began" : (i == n - 1 ? "ended" : "moved")
            event([(1, phase, x, y)])
            if i < n - 1 { clock += Self.frameMicros }
        }
    }

    private mutating func tap(at point: (Double, Double)) {
        stroke(from: point, delta: (0, 0), frames: rng.int(3...7), jitter: 1.2)
    }

    private mutating func doubleTap(at point: (Double, Double)) {
        tap(at: point)
        clock += rng.int(70_000...140_000)
        tap(at: (point.0 + rng.double(-3, 3), point.1 + rng.double(-3, 3)))
    }

    private mutating func longPress(at point: (Double, Double)) {
        stroke(from: point, delta: (0, 0), frames: rng.int(80...110), jitter: 2)
    }

    private mutating func pan() {
        let angle = rng.double(0, 2 * Double.pi)
        let length = rng.double(70, 150)
        // Start where the whole path stays on the photo.
        let start = (195 + rng.double(-40, 40), 210 + rng.double(-40, 40))
        stroke(from: start, delta: (length * cos(angle), length * sin(angle)), frames: rng.int(40...80), jitter: 0.8)
    }

    private mutating func scroll() {
        let up = rng.int(0...1) == 0
        let length = rng.double(80, 150) * (up ? -1 : 1)
        let start = (rng.double(40, 350), up ? rng.double(720, 800) : rng.double(470, 560))
        stroke(from: start, delta: (rng.double(-10, 10), length), frames: rng.int(34...64), jitter: 0.8)
    }

    private mutating func swipe() {
        let row = rng.int(0...(visibleRows - 1))
        let start = (rng.double(220, 290), Self.list.y + Double(row) * Self.rowHeight + rng.double(20, 40))
        stroke(from: start, delta: (-rng.double(110, 180), rng.double(-6, 6)), frames: rng.int(10...18), jitter: 0.5)
    }

    /// Two fingers about the photo's middle, spreading or closing and turning together.
    private mutating func pinchRotate() {
        let cx = 195 + rng.double(-30, 30), cy = 210 + rng.double(-30, 30)
        let r0 = rng.double(40, 80)
        let scale = rng.double(0.6, 1.6)
        let turn = rng.double(-1, 1)
        let a0 = rng.double(0, Double.pi)
        let n = rng.int(45...80)
        for i in 0..<n {
            let f = Double(i) / Double(n - 1)
            let e = f * f * (3 - 2 * f)
            let r = r0 * (1 + (scale - 1) * e)
            let a = a0 + turn * e
            let phase = i == 0 ? "began" : (i == n - 1 ? "ended" : "moved")
            event([
                (1, phase, cx + r * cos(a), cy + r * sin(a)),
                (2, phase, cx - r * cos(a), cy - r * sin(a)),
            ])
            if i < n - 1 { clock += Self.frameMicros }
        }
    }

    // MARK: Writing

    private mutating func beginEvent() {
        if firstEvent { firstEvent = false } else { put(",\n") }
        put("    ")
        eventCount += 1
    }

    private mutating func event(_ touches: [(Int, String, Double, Double)]) {
        beginEvent()
        put("{\"t\":")
        putMicros(clock)
        put(",\"touches\":[")
        for (i, touch) in touches.enumerated() {
            if i > 0 { put(",") }
            put("{\"id\":")
            put(String(touch.0))
            put(",\"phase\":\"")
            put(touch.1)
            put("\",\"x\":")
            putMillis(touch.2)
            put(",\"y\":")
            putMillis(touch.3)
            put("}")
            sampleCount += 1
        }
        put("]}")
    }

    private mutating func put(_ s: String) { out.append(contentsOf: s.utf8) }

    /// `micros` as seconds with up to six decimals, trailing zeros dropped.
    private mutating func putMicros(_ micros: Int) { putFixed(micros, decimals: 6) }

    /// A coordinate rounded to 1/1000 point.
    private mutating func putMillis(_ value: Double) { putFixed(Int((value * 1000).rounded()), decimals: 3) }

    private mutating func putFixed(_ scaled: Int, decimals: Int) {
        var unit = 1
        for _ in 0..<decimals { unit *= 10 }
        if scaled < 0 { put("-") }
        let magnitude = abs(scaled)
        put(String(magnitude / unit))
        var fraction = magnitude % unit
        guard fraction != 0 else { return }
        var digits = decimals
        while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        let text = String(fraction)
        put(".")
        for _ in 0..<(digits - text.utf8.count) { put("0") }
        put(text)
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
