/// What the recorder saw: the scene snapshots, every touch UIKit dispatched to the recorded
/// window, and, as ground truth, what the real recognizers, controls and views did. Written at
/// the end as gesturetrace traces (FORMAT §1) with `.observed.jsonl` files in the replay's own
/// record vocabulary (FORMAT §4), so `gesturetrace check` can compare UIKit's behaviour with the
/// replay's (docs/RECORDER.md).
///
/// **Segments.** A trace has one scene (FORMAT §2 has no scene changes), but an app changes its
/// hierarchy between gestures (a pushed screen, a scrolled list, an alert in another window).
/// The glue snapshots the window whenever a touch sequence begins on an idle screen; a snapshot
/// that differs from the current segment's scene starts a new segment, so every event replays
/// against the scene as it was when its sequence began. Each segment becomes its own trace and
/// observed file (`NAME`, `NAME-2` …), timed from its own first event. A change in the middle
/// of a sequence (a view removed under a moving finger) cannot be written in the format and is
/// not seen: the scene is the one its sequence began on.
///
/// Pure value code: the UIKit glue calls it; the Linux tests drive it with synthetic input.
public struct Recording: Sendable {
    /// One observed fact, with the time it was seen (seconds on the events' clock).
    public enum Observation: Sendable, Equatable {
        /// A recognizer sent its action: `began`, `changed`, `ended`, `cancelled` or (a
        /// discrete one) `recognized`. UIKit sends none on failure.
        case action(recognizer: String, state: String)
        /// A recognizer's state changed (`setState:`, docs/RECORDER.md), failures included:
        /// `possible`, `began`, `changed`, `ended`/`recognized`, `cancelled`, `failed`.
        case state(recognizer: String, from: String, to: String)
        /// A control sent a control event (`touchDown` …).
        case control(control: String, event: String)
        /// A responder's `touches…` method ran (only where the app reports it, see the glue).
        case deliver(responder: String, phase: String, touchKeys: [UInt])
    }

    /// One scene and the events and observations that replay against it.
    public struct Segment: Sendable {
        /// The window as the snapshot found it; nil before any snapshot (a bare window).
        public fileprivate(set) var window: RecordedView?
        /// The screen size in points.
        public fileprivate(set) var screen: [Double]?
        fileprivate var events: [String] = []
        fileprivate var observed: [(time: Double, what: Observation)] = []
        /// The timestamp of the segment's first event: its `t` 0.
        fileprivate var origin: Double?
        fileprivate var lastTime = 0.0
        /// Touch ids written for UITouch keys in this segment (kept after the touch ended, for
        /// deliveries the app reports late).
        fileprivate var ids: [UInt: Int] = [:]
        /// Last window location of each live touch id, to cancel it at the end.
        fileprivate var positions: [Int: (Double, Double)] = [:]
        fileprivate var nextID = 1

        /// Whether the segment holds no event yet (a new snapshot replaces its scene).
        public var isEmpty: Bool { events.isEmpty }
    }

    public private(set) var segments: [Segment] = [Segment()]
    /// Live touches by the glue's key (a UITouch's identity), with the id written for them.
    private var live: [UInt: Int] = [:]
    /// The window (the glue's key for it) the live touches belong to.
    private var sequenceWindow: UInt?

    public init() {}

    /// The window of the current segment (the last snapshot).
    public var window: RecordedView? { segments[segments.count - 1].window }

    /// Whether no touch is down in the recorded window: the next touch begins a sequence.
    public var isIdle: Bool { live.isEmpty }

    /// Whether these samples begin a touch sequence (the screen was idle and a finger comes
    /// down, or one first seen moving), so the glue snapshots the window first.
    public func beginsSequence(_ touches: [(key: UInt, phase: RecordedPhase, x: Double, y: Double)]) -> Bool {
        isIdle && touches.contains { $0.phase == .began || $0.phase == .moved }
    }

    /// Records a snapshot of the window. Replaces the current segment's scene while it has no
    /// event; otherwise starts a new segment when the scene differs (see the type's note).
    public mutating func snapshot(window: RecordedView, screenWidth: Double, screenHeight: Double) {
        let screen = [screenWidth, screenHeight]
        let last = segments.count - 1
        if segments[last].isEmpty {
            segments[last].window = window
            segments[last].screen = screen
        } else if segments[last].window != window || segments[last].screen != screen {
            var next = Segment()
            next.window = window
            next.screen = screen
            segments.append(next)
        }
    }

    /// One UIEvent's touches for one window, as `sendEvent` is about to dispatch it. `timestamp`
    /// is the event's (seconds since boot); `key` identifies a UITouch object for its whole
    /// life; `x`, `y` are window coordinates; `window` identifies the window (the glue passes
    /// `event.touches(for: window)` only). While a sequence is live in one window, another
    /// window's touches are left out: a trace describes one window. Stationary touches are
    /// left out, as FORMAT §3.1 allows.
    public mutating func touches(
        at timestamp: Double, inWindow window: UInt = 0,
        _ touches: [(key: UInt, phase: RecordedPhase, x: Double, y: Double)]
    ) {
        if !isIdle, let current = sequenceWindow, current != window { return }
        let s = segments.count - 1
        let t = time(timestamp, segment: s)
        var parts: [String] = []
        for touch in touches where touch.phase != .stationary {
            var phase = touch.phase
            let id: Int
            if let known = live[touch.key], phase != .began {
                id = known
            } else if phase == .began || phase == .moved {
                // A touch first seen moving was down before the recording started: it begins
                // here. A began on a known key is a new touch (UIKit may reuse the object).
                phase = .began
                id = segments[s].nextID
                segments[s].nextID += 1
            } else {
                continue  // ended or cancelled without ever being seen: nothing to end
            }
            segments[s].ids[touch.key] = id
            if phase == .ended || phase == .cancelled {
                live[touch.key] = nil
                segments[s].positions[id] = nil
            } else {
                live[touch.key] = id
                segments[s].positions[id] = (touch.x, touch.y)
            }
            parts.append(Self.sample(id, phase.rawValue, touch.x, touch.y))
        }
        sequenceWindow = live.isEmpty ? nil : window
        guard !parts.isEmpty else { return }
        segments[s].lastTime = t
        segments[s].events.append(
            "{\"t\": \(JSONText.number(t)), \"touches\": [\(parts.joined(separator: ", "))]}")
    }

    private static func sample(_ id: Int, _ phase: String, _ x: Double, _ y: Double) -> String {
        "{\"id\": \(id), \"phase\": \"\(phase)\", \"x\": \(JSONText.number(x)), \"y\": \(JSONText.number(y))}"
    }

    /// Notes an observation at `timestamp` (the events' clock), in the current segment.
    public mutating func observe(_ what: Observation, at timestamp: Double) {
        let s = segments.count - 1
        segments[s].observed.append((time(timestamp, segment: s), what))
    }

    private mutating func time(_ timestamp: Double, segment s: Int) -> Double {
        let start = segments[s].origin ?? timestamp
        segments[s].origin = start
        return max(0, timestamp - start)
    }

    /// The touch id written for a UITouch key in the current segment, if it was seen.
    public func touchID(forKey key: UInt) -> Int? { segments[segments.count - 1].ids[key] }

    // MARK: - Output

    /// One segment's files: the trace and its ground truth, under `name`.
    public struct Document: Sendable, Equatable {
        public var name: String
        public var trace: String
        public var observed: String
    }

    /// Every segment's files: the first is `name`, the next `name-2`, `name-3` … A segment
    /// with no event (a snapshot after the last gesture) is left out, unless it is the only one.
    public func documents(name: String) -> [Document] {
        var out: [Document] = []
        for segment in segments where !segment.isEmpty || out.isEmpty && segments.count == 1 {
            let title = out.isEmpty ? name : "\(name)-\(out.count + 1)"
            out.append(Document(name: title, trace: segment.traceJSON(name: title), observed: segment.observedJSONL()))
        }
        return out
    }

    /// The first segment's trace document (see `documents(name:)` for all of them).
    public func traceJSON(name: String) -> String { segments[0].traceJSON(name: name) }

    /// The first segment's ground truth (see `documents(name:)` for all of them).
    public func observedJSONL() -> String { segments[0].observedJSONL() }

    /// The line the glue prints for a state change (docs/RECORDER.md), which `gesturetrace
    /// import recognizer-log` reads back: `gesturetrace state t=0.352 <id> possible -> failed`,
    /// `t` in the current segment's time.
    public static func stateLogLine(time: Double, recognizer: String, from: String, to: String) -> String {
        "gesturetrace state t=\(JSONText.number(time)) \(recognizer) \(from) -> \(to)"
    }

    /// The current segment's time of an event-clock timestamp, for the log line (does not
    /// start the segment's clock).
    public func segmentTime(_ timestamp: Double) -> Double {
        max(0, timestamp - (segments[segments.count - 1].origin ?? timestamp))
    }
}

extension Recording.Segment {
    /// The trace document (FORMAT §1): the snapshot as an inline scene and the events.
    /// Touches still down at the end are cancelled at the last event's time, so the trace
    /// leaves no touch down.
    func traceJSON(name: String) -> String {
        var out = "{\n  \"gesturetrace\": 1,\n  \"name\": \(JSONText.string(name)),\n"
        out +=
            "  \"_recorded\": \"by GestureTraceRecorder; delegate answers (simultaneity, shouldBegin, shouldReceiveTouch) are not visible to it and are left at their defaults\",\n"
        out += "  \"scene\": {\n"
        if let screen, screen.count == 2 {
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
            let parts = live.map { id in
                Recording.sampleText(id, "cancelled", positions[id]?.0 ?? 0, positions[id]?.1 ?? 0)
            }
            lines.append("{\"t\": \(JSONText.number(lastTime)), \"touches\": [\(parts.joined(separator: ", "))]}")
        }
        for (i, line) in lines.enumerated() {
            out += (i == 0 ? "\n    " : ",\n    ") + line
        }
        out += lines.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    /// The ground truth as JSON lines in the replay's vocabulary (FORMAT §4): an `observing`
    /// line (what the recorder watches, `ObservedComparison`), then `action`, `state`,
    /// `control` and `deliver` records with `t` in the trace's time; no `frame` (the
    /// device has no frame numbers). In the order they were seen.
    func observedJSONL() -> String {
        // What the recorder observes: every action, control event and state change of the
        // scene's recognizers and controls (deliveries only where the app reports them, which
        // check reads from the responders the file names).
        var out = "{\"type\": \"observing\", \"t\": 0, \"records\": [\"action\", \"control\", \"state\"]}\n"
        for (t, what) in observed {
            let head = "{\"type\": \"\(Self.type(of: what))\", \"t\": \(JSONText.number(t)), "
            switch what {
            case let .action(recognizer, state):
                out += head + "\"recognizer\": \(JSONText.string(recognizer)), \"state\": \(JSONText.string(state))}\n"
            case let .state(recognizer, from, to):
                out +=
                    head
                    + "\"recognizer\": \(JSONText.string(recognizer)), \"from\": \(JSONText.string(from)), \"to\": \(JSONText.string(to))}\n"
            case let .control(control, event):
                out += head + "\"control\": \(JSONText.string(control)), \"event\": \(JSONText.string(event))}\n"
            case let .deliver(responder, phase, keys):
                let touchIDs = keys.compactMap { ids[$0] }.map(String.init).joined(separator: ", ")
                out +=
                    head
                    + "\"responder\": \(JSONText.string(responder)), \"phase\": \(JSONText.string(phase)), \"touches\": [\(touchIDs)], \"delayed\": false}\n"
            }
        }
        return out
    }

    private static func type(of what: Recording.Observation) -> String {
        switch what {
        case .action: return "action"
        case .state: return "state"
        case .control: return "control"
        case .deliver: return "deliver"
        }
    }
}

extension Recording {
    fileprivate static func sampleText(_ id: Int, _ phase: String, _ x: Double, _ y: Double) -> String {
        sample(id, phase, x, y)
    }
}
