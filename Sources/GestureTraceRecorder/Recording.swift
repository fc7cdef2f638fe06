/// What the recorder saw: the scene snapshot, every touch UIKit dispatched, and, as ground
/// truth, what the real recognizers, controls and views did. Written at the end as a
/// gesturetrace trace (FORMAT §1) and a `.observed.jsonl` file in the replay's own record
/// vocabulary (FORMAT §4), so `gesturetrace check` can compare UIKit's behaviour with the
/// replay's (docs/RECORDER.md).
///
/// Pure value code: the UIKit glue calls it; the Linux tests drive it with synthetic input.
public struct Recording: Sendable {
    /// The window, from the last snapshot.
    public private(set) var window: RecordedView?
    /// The screen size in points.
    public private(set) var screen: [Double]?

    /// One observed fact, with the time it was seen (seconds on the events' clock).
    public enum Observation: Sendable, Equatable {
        /// A recognizer sent its action: `began`, `changed`, `ended`, `cancelled` or (a
        /// discrete one) `recognized`. UIKit sends none on failure, so failures are not seen.
        case action(recognizer: String, state: String)
        /// A control sent a control event (`touchUpInside` …).
        case control(control: String, event: String)
        /// A responder's `touches…` method ran (only where the app reports it, see the glue).
        case deliver(responder: String, phase: String, touchKeys: [UInt])
    }

    private var events: [String] = []
    private var observed: [(time: Double, what: Observation)] = []
    private var origin: Double?
    /// Live touches by the glue's key (a UITouch's identity), with the id written for them.
    private var touchIDs: [UInt: Int] = [:]
    /// Ids of ended touches, by key, for deliveries reported after the end.
    private var lastIDs: [UInt: Int] = [:]
    private var nextID = 1
    /// Last window location of each live touch id, to cancel it at the end.
    private var positions: [Int: (Double, Double)] = [:]
    private var lastTime = 0.0

    public init() {}

    /// Replaces the scene with a new snapshot of the window (take one before the first touch;
    /// the glue also retakes it when a touch sequence begins).
    public mutating func snapshot(window: RecordedView, screenWidth: Double, screenHeight: Double) {
        self.window = window
        screen = [screenWidth, screenHeight]
    }

    /// One UIEvent of touches, as `sendEvent` is about to dispatch it. `timestamp` is the
    /// event's (seconds since boot); `key` identifies a UITouch object for its whole life;
    /// `x`, `y` are window coordinates. Stationary touches are left out, as FORMAT §3.1 allows.
    public mutating func touches(
        at timestamp: Double, _ touches: [(key: UInt, phase: RecordedPhase, x: Double, y: Double)]
    ) {
        let t = time(timestamp)
        var parts: [String] = []
        for touch in touches where touch.phase != .stationary {
            var phase = touch.phase
            let id: Int
            if phase == .began {
                id = nextID
                nextID += 1
            } else if let known = touchIDs[touch.key] {
                id = known
            } else if phase == .moved {
                // Down before the recording started: it begins here.
                phase = .began
                id = nextID
                nextID += 1
            } else {
                continue  // ended without ever being seen: nothing to end
            }
            lastIDs[touch.key] = id
            if phase == .ended || phase == .cancelled {
                touchIDs[touch.key] = nil
                positions[id] = nil
            } else {
                touchIDs[touch.key] = id
                positions[id] = (touch.x, touch.y)
            }
            parts.append(Self.sample(id, phase.rawValue, touch.x, touch.y))
        }
        guard !parts.isEmpty else { return }
        lastTime = t
        events.append("{\"t\": \(JSONText.number(t)), \"touches\": [\(parts.joined(separator: ", "))]}")
    }

    private static func sample(_ id: Int, _ phase: String, _ x: Double, _ y: Double) -> String {
        "{\"id\": \(id), \"phase\": \"\(phase)\", \"x\": \(JSONText.number(x)), \"y\": \(JSONText.number(y))}"
    }

    /// Notes an observation at `timestamp` (the events' clock).
    public mutating func observe(_ what: Observation, at timestamp: Double) {
        observed.append((time(timestamp), what))
    }

    private mutating func time(_ timestamp: Double) -> Double {
        let start = origin ?? timestamp
        origin = start
        return max(0, timestamp - start)
    }

    /// The touch id written for a UITouch key (for deliveries), if it was seen.
    public func touchID(forKey key: UInt) -> Int? { touchIDs[key] ?? lastIDs[key] }

    // MARK: - Output

    /// The trace document (FORMAT §1): the last snapshot as an inline scene and the events.
    /// Touches still down at the end are cancelled at the last event's time, so the trace
    /// leaves no touch down.
    public func traceJSON(name: String) -> String {
        var out = "{\n  \"gesturetrace\": 1,\n  \"name\": \(JSONText.string(name)),\n"
        out +=
            "  \"_recorded\": \"by GestureTraceRecorder; delegate answers (simultaneity, shouldBegin, shouldReceiveTouch) are not visible to it and are left at their defaults\",\n"
        out += "  \"scene\": {\n"
        if let screen {
            out +=
                "    \"screen\": {\"width\": \(JSONText.number(screen[0])), \"height\": \(JSONText.number(screen[1]))},\n"
        }
        out += "    \"window\": "
        if let window {
            SceneJSON.append(window, to: &out, indent: 4)
        } else {
            out += "{\"id\": \"window\", \"class\": \"UIWindow\", \"frame\": [0, 0, 390, 844]}"
        }
        out += "\n  },\n  \"events\": ["
        var lines = events
        let live = positions.keys.sorted()
        if !live.isEmpty {
            let parts = live.map { id in Self.sample(id, "cancelled", positions[id]?.0 ?? 0, positions[id]?.1 ?? 0) }
            lines.append("{\"t\": \(JSONText.number(lastTime)), \"touches\": [\(parts.joined(separator: ", "))]}")
        }
        for (i, line) in lines.enumerated() {
            out += (i == 0 ? "\n    " : ",\n    ") + line
        }
        out += lines.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    /// The ground truth as JSON lines in the replay's vocabulary (FORMAT §4): `action`,
    /// `control` and `deliver` records with `t` in the trace's time; no `frame` (the device
    /// has no frame numbers). In the order they were seen.
    public func observedJSONL() -> String {
        var out = ""
        for (t, what) in observed {
            switch what {
            case let .action(recognizer, state):
                out +=
                    "{\"type\": \"action\", \"t\": \(JSONText.number(t)), \"recognizer\": \(JSONText.string(recognizer)), \"state\": \(JSONText.string(state))}\n"
            case let .control(control, event):
                out +=
                    "{\"type\": \"control\", \"t\": \(JSONText.number(t)), \"control\": \(JSONText.string(control)), \"event\": \(JSONText.string(event))}\n"
            case let .deliver(responder, phase, keys):
                let ids = keys.compactMap { touchID(forKey: $0) }.map(String.init).joined(separator: ", ")
                out +=
                    "{\"type\": \"deliver\", \"t\": \(JSONText.number(t)), \"responder\": \(JSONText.string(responder)), \"phase\": \(JSONText.string(phase)), \"touches\": [\(ids)], \"delayed\": false}\n"
            }
        }
        return out
    }
}
