/// What a replay did, frame by frame, and questions to ask of it.
///
/// Every answer is in causal order, as the replay produced it (FORMAT §4). Ids are the ones
/// the scene gives its views and recognizers; a scroll view's built-in pan is `<id>.pan`.
///
/// ```swift
/// let replay = trace.replay()
/// replay.states(of: "pan")                  // [.began, .changed, .changed, .ended]
/// replay.phases(deliveredTo: "photo")       // [.began, .cancelled]
/// replay.actions(of: "singleTap").map(\.state)
/// replay.swiftUIPhases(of: "pagerDrag")    // [.failed]: SwiftUI gestures (SWIFTUI §8.3)
/// replay.swiftUICallbacks(of: "buy.button").map(\.callback)   // ["action"]
/// replay.invariantViolations                // [] when UIKit's invariants hold
/// print(replay.text)                        // what `gesturetrace replay` prints
/// ```
public struct ReplayOutcome: Sendable {
    /// The trace's `name`, if it has one.
    public let name: String?
    package let records: [Record]
    /// The iOS release the scene named (`settings.ios`), said in `text`.
    package let release: IOSRelease?

    package init(name: String?, records: [Record], release: IOSRelease? = nil) {
        self.name = name
        self.records = records
        self.release = release
    }

    /// The number of frames the replay processed (input, timer, interrupt and the end frame).
    public var frameCount: Int {
        records.reduce(0) { count, record in
            if case .frame = record.body { return count + 1 }
            return count
        }
    }

    // MARK: Recognizers

    /// Every state change of every recognizer.
    public var stateChanges: [StateChange] {
        records.compactMap { record in
            guard case let .state(recognizer, from, to, reason, _) = record.body else { return nil }
            return StateChange(
                frame: record.frame, time: record.time, recognizer: recognizer, from: GestureState(from),
                to: GestureState(to), reason: ReasonText.string(reason))
        }
    }

    /// The states a recognizer reached, in order: `[.recognized]` for a tap that fired,
    /// `[.failed]` for one that did not, `[]` when it never left possible. Resets back to
    /// possible (SEMANTICS §5.7) are not state changes and do not appear.
    public func states(of recognizer: String) -> [GestureState] {
        stateChanges.filter { $0.recognizer == recognizer }.map(\.to)
    }

    /// Every target-action a recognizer sent.
    public func actions(of recognizer: String) -> [ActionSent] {
        records.compactMap { record in
            guard case let .action(id, state) = record.body, id == recognizer else { return nil }
            return ActionSent(frame: record.frame, time: record.time, recognizer: id, state: GestureState(state))
        }
    }

    // MARK: Responders and controls

    /// Every `touches…` call on a responder.
    public var deliveries: [Delivery] {
        records.compactMap { record in
            guard case let .deliver(responder, phase, touches, delayed, _) = record.body else { return nil }
            return Delivery(
                frame: record.frame, time: record.time, responder: responder, phase: Delivery.Phase(phase),
                touches: touches.map(\.description), delayed: delayed)
        }
    }

    /// The `touches…` calls one responder (a view, a controller, `UIApplication`, `AppDelegate`)
    /// received.
    public func deliveries(to responder: String) -> [Delivery] {
        deliveries.filter { $0.responder == responder }
    }

    /// Just the phases a responder received, in order: `[.began, .cancelled]` for a view whose
    /// touch a recognizer took (SEMANTICS §7.1).
    public func phases(deliveredTo responder: String) -> [Delivery.Phase] {
        deliveries(to: responder).map(\.phase)
    }

    /// The view hit testing chose for a touch (SEMANTICS §1), nil when nothing was hit or the
    /// touch is not in the trace. `touch` is its id as written in the trace.
    public func hitView(forTouch touch: String) -> String? {
        for record in records {
            if case let .hit(id, _, view, _, _, _, _) = record.body, id.description == touch { return view }
        }
        return nil
    }

    /// Every control event a control sent.
    public func controlEvents(of control: String) -> [ControlEventSent] {
        records.compactMap { record in
            guard case let .control(id, event, _) = record.body, id == control else { return nil }
            return ControlEventSent(frame: record.frame, time: record.time, control: id, event: event.rawValue)
        }
    }

    // MARK: SwiftUI gestures

    /// Every SwiftUI phase change and pause (SWIFTUI §8.3), of every gesture and composite part.
    public var swiftUIPhaseChanges: [SwiftUIPhaseChange] {
        records.compactMap { record in
            guard case let .swiftuiPhase(gesture, from, to, reason) = record.body else { return nil }
            return SwiftUIPhaseChange(
                frame: record.frame, time: record.time, gesture: gesture, from: SwiftUIGesturePhase(from),
                to: SwiftUIGesturePhase(to), reason: ReasonText.string(reason))
        }
    }

    /// The phases a SwiftUI gesture (a modifier id, or a part's id path such as `card/first`)
    /// moved to, in order, pauses left out: `[.active, .ended]` for a drag that ran,
    /// `[.failed]` for a tap that lost, `[]` when it never left possible.
    public func swiftUIPhases(of gesture: String) -> [SwiftUIGesturePhase] {
        swiftUIPhaseChanges.filter { $0.gesture == gesture && !$0.isPause }.map(\.to)
    }

    /// The callbacks that ran for a SwiftUI gesture (or, with a part's id path, for that part's
    /// own callbacks), in order.
    public func swiftUICallbacks(of gesture: String) -> [SwiftUICallbackRun] {
        records.compactMap { record in
            guard case let .swiftuiCallback(id, callback, value) = record.body, id == gesture else { return nil }
            return SwiftUICallbackRun(
                frame: record.frame, time: record.time, gesture: id, callback: callback, value: value.text)
        }
    }

    /// Every `@GestureState` reset, of every gesture and part.
    public var gestureStateResets: [GestureStateReset] {
        records.compactMap { record in
            guard case let .gestureStateReset(gesture, state) = record.body else { return nil }
            return GestureStateReset(frame: record.frame, time: record.time, gesture: gesture, state: state)
        }
    }

    // MARK: Checks and renderings

    /// UIKit's invariants that the replay broke, one sentence each; empty when all hold
    /// (every touch a view began ends or is cancelled once, nothing after a cancel, legal
    /// state transitions; what `replay --verify` checks).
    public var invariantViolations: [String] {
        InvariantChecker.check(records).map(\.description)
    }

    /// The text rendering, exactly what `gesturetrace replay` prints and golden files hold.
    public var text: String {
        TextWriter.render(name: name, records: records, release: release)
    }

    /// The `jsonl` rendering (FORMAT §4): one JSON object per line, for tools.
    public var jsonl: String {
        String(decoding: JSONLWriter.render(records), as: UTF8.self)
    }
}

extension Delivery.Phase {
    package init(_ phase: DeliveryPhase) {
        switch phase {
        case .began: self = .began
        case .moved: self = .moved
        case .ended: self = .ended
        case .cancelled: self = .cancelled
        }
    }
}
