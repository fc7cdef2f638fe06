/// A view of a scene built in Swift (FORMAT §2.1), for ``TouchTrace/init(name:window:events:scene:)``.
///
/// The parameters are the keys every view has; any other FORMAT §2.1 key goes in `properties`
/// with its JSON value:
///
/// ```swift
/// TraceView("photo", class: "UIImageView", frame: [0, 100, 390, 520],
///           properties: ["userInteractionEnabled": true, "touches": "handle"],
///           recognizers: [TraceRecognizer("doubleTap", kind: "tap", properties: ["taps": 2])])
/// ```
public struct TraceView: Sendable {
    public var id: String
    /// The UIKit class (`UIView` when nil), FORMAT §2.1.
    public var viewClass: String?
    /// `[x, y, width, height]` in the superview's coordinates.
    public var frame: [Double]
    /// Other keys of FORMAT §2.1, in the order given.
    public var properties: [(key: String, value: TraceValue)]
    /// Its gesture recognizers, in `addGestureRecognizer` order.
    public var recognizers: [TraceRecognizer]
    /// Its subviews, back to front.
    public var subviews: [TraceView]

    public init(
        _ id: String, class viewClass: String? = nil, frame: [Double],
        properties: KeyValuePairs<String, TraceValue> = [:], recognizers: [TraceRecognizer] = [],
        subviews: [TraceView] = []
    ) {
        self.id = id
        self.viewClass = viewClass
        self.frame = frame
        self.properties = properties.map { (key: $0.key, value: $0.value) }
        self.recognizers = recognizers
        self.subviews = subviews
    }

    /// The view as FORMAT §2.1 JSON, subviews included. Built without recursion (post-order
    /// with an explicit stack), so a deep hierarchy cannot exhaust the stack.
    public var value: TraceValue {
        var work: [(view: TraceView, expanded: Bool)] = [(self, false)]
        var done: [TraceValue] = []
        while let (view, expanded) = work.popLast() {
            if !expanded {
                work.append((view, true))
                for subview in view.subviews.reversed() { work.append((subview, false)) }
                continue
            }
            let subviews = Array(done.suffix(view.subviews.count))
            done.removeLast(view.subviews.count)
            var members: [(key: String, value: TraceValue)] = [("id", .string(view.id))]
            if let viewClass = view.viewClass { members.append(("class", .string(viewClass))) }
            members.append(("frame", .array(view.frame.map { .number($0) })))
            members += view.properties
            if !view.recognizers.isEmpty { members.append(("recognizers", .array(view.recognizers.map(\.value)))) }
            if !subviews.isEmpty { members.append(("subviews", .array(subviews))) }
            done.append(.object(members))
        }
        return done.first ?? .null
    }
}

/// A gesture recognizer of a scene built in Swift (FORMAT §2.2).
///
/// `kind` is the FORMAT name (`tap`, `longPress`, `pan`, `swipe`, `pinch`, `rotation`,
/// `screenEdgePan`, …); its parameters and the delegate answers go in `properties`:
/// `TraceRecognizer("singleTap", kind: "tap", properties: ["requireToFail": ["doubleTap"]])`.
public struct TraceRecognizer: Sendable {
    public var id: String
    public var kind: String
    public var properties: [(key: String, value: TraceValue)]

    public init(_ id: String, kind: String, properties: KeyValuePairs<String, TraceValue> = [:]) {
        self.id = id
        self.kind = kind
        self.properties = properties.map { (key: $0.key, value: $0.value) }
    }

    /// The recognizer as FORMAT §2.2 JSON.
    public var value: TraceValue {
        .object([("id", .string(id)), ("kind", .string(kind))] + properties)
    }
}

/// One element of a trace's `events` built in Swift (FORMAT §3).
public enum TraceEvent: Sendable {
    /// One UIEvent: the touches that changed (and, optionally, the stationary ones) at time `t`.
    case touches(at: Double, [TraceTouch])
    /// A system interrupt at time `t` (FORMAT §3.2): every active touch is cancelled.
    case interrupt(at: Double)
    /// Time passes to `t` with no touches, so timers due by then fire (FORMAT §3.2).
    case tick(at: Double)

    /// The event as FORMAT §3 JSON.
    public var value: TraceValue {
        switch self {
        case let .touches(t, touches): return ["t": .number(t), "touches": .array(touches.map(\.value))]
        case let .interrupt(t): return ["t": .number(t), "interrupt": true]
        case let .tick(t): return ["t": .number(t)]
        }
    }
}

/// One finger in one event (FORMAT §3.1), at a point in window coordinates.
public struct TraceTouch: Sendable {
    /// `UITouch.Phase`.
    public enum Phase: String, Sendable, CaseIterable {
        case began, moved, stationary, ended, cancelled
    }

    /// The finger's id, stable from `began` to `ended` or `cancelled`.
    public var id: Int
    public var phase: Phase
    public var x: Double
    public var y: Double

    public init(id: Int, phase: Phase, x: Double, y: Double) {
        self.id = id
        self.phase = phase
        self.x = x
        self.y = y
    }

    public static func began(_ id: Int, x: Double, y: Double) -> TraceTouch { .init(id: id, phase: .began, x: x, y: y) }
    public static func moved(_ id: Int, x: Double, y: Double) -> TraceTouch { .init(id: id, phase: .moved, x: x, y: y) }
    public static func ended(_ id: Int, x: Double, y: Double) -> TraceTouch { .init(id: id, phase: .ended, x: x, y: y) }
    public static func cancelled(_ id: Int, x: Double, y: Double) -> TraceTouch {
        .init(id: id, phase: .cancelled, x: x, y: y)
    }

    /// The touch as FORMAT §3.1 JSON.
    public var value: TraceValue {
        ["id": .integer(id), "phase": .string(phase.rawValue), "x": .number(x), "y": .number(y)]
    }
}

extension TouchTrace {
    /// Builds a trace in Swift. The document is written as FORMAT JSON and decoded like any
    /// other trace, so the same validation applies; errors name the file `<swift>`.
    ///
    /// ```swift
    /// let trace = try TouchTrace(
    ///     name: "tap on a button",
    ///     window: TraceView("window", frame: [0, 0, 390, 844], subviews: [
    ///         TraceView("button", class: "UIButton", frame: [20, 100, 120, 44]),
    ///     ]),
    ///     events: [
    ///         .touches(at: 0, [.began(1, x: 60, y: 120)]),
    ///         .touches(at: 0.08, [.ended(1, x: 60, y: 120)]),
    ///     ])
    /// ```
    ///
    /// - Parameter scene: other scene keys of FORMAT §2 (`screen`, `settings`, `application`,
    ///   `appDelegate`).
    /// - Parameter customRecognizers: the classes its `custom` recognizers name (FORMAT §2.2).
    public init(
        name: String? = nil, window: TraceView, events: [TraceEvent],
        scene: KeyValuePairs<String, TraceValue> = [:],
        customRecognizers: CustomRecognizerRegistry = CustomRecognizerRegistry()
    ) throws(TraceLoadError) {
        var sceneMembers: [(key: String, value: TraceValue)] = scene.map { (key: $0.key, value: $0.value) }
        sceneMembers.append(("window", window.value))
        var members: [(key: String, value: TraceValue)] = [("gesturetrace", .integer(1))]
        if let name { members.append(("name", .string(name))) }
        members.append(("scene", .object(sceneMembers)))
        members.append(("events", .array(events.map(\.value))))
        try self.init(json: TraceValue.object(members).json, file: "<swift>", customRecognizers: customRecognizers)
    }
}
