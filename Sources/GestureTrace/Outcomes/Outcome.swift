/// What a replay did that an app can observe, per recognizer, view, control, list and SwiftUI
/// gesture, with the time of each: the terms in which two replays are compared
/// (`OutcomeDifference`), by `gesturetrace diff` and by `why` when it replays a fix.
///
/// It keeps what an app's code sees (FORMAT §4's records): a recognizer's effective states
/// (began, recognized, ended, failed, cancelled: its actions follow them), the `touchesBegan`,
/// `touchesEnded` and `touchesCancelled` a view receives (the first responder each call reaches:
/// how far it is forwarded up the responder chain follows from the scene, SEMANTICS §3.2, and
/// would repeat one change once per responder), a control's events, a list's
/// highlight and selection calls, a text view's editing and selection (SEMANTICS §9.8), a SwiftUI
/// gesture's phases and callbacks, a context menu's preview and presentation (SEMANTICS §9.13).
/// Moves and
/// `changed` states are left out: how many there are follows from the input's samples, and a
/// changed outcome shows in the states and deliveries around them.
package struct Outcome: Sendable, Equatable {
    /// One observable thing that happened to a subject, without its time.
    package enum Event: Sendable, Hashable {
        /// A recognizer reached `began`, `recognized`, `ended`, `failed` or `cancelled`.
        case state(DisplayState)
        /// A view was sent `touchesBegan`, `touchesEnded` or `touchesCancelled` for these touches.
        case delivery(DeliveryPhase, [TouchID])
        /// A control sent this event (SEMANTICS §9.1).
        case control(ControlEvent)
        /// A list called its delegate for this row or item (SEMANTICS §9.5); `table`: a table
        /// view (`didSelectRowAt`), else a collection view (`didSelectItemAt`).
        case cell(CellEvent, CellIndexPath, table: Bool)
        /// A text field or text view began editing, placed its caret or selected (SEMANTICS §9.8):
        /// what the app's text delegate and the user see.
        case text(TextEvent)
        /// A row's swipe actions were revealed, hidden, or a full swipe performed the first
        /// action (SEMANTICS §9.12): what `swipeActionController` tells the app.
        case swipe(SwipeActionEvent, SwipeActionEdge, CellIndexPath)
        /// A SwiftUI gesture's phase became this one (SWIFTUI §3.2).
        case swiftUIPhase(SwiftUIPhaseName)
        /// A SwiftUI gesture ran this callback (SWIFTUI §3.4).
        case swiftUICallback(String)
        /// A view's context menu interaction showed its preview, presented its menu, or
        /// ended its preview without one (SEMANTICS §9.13).
        case menu(ContextMenuEvent)
        /// A presented page sheet followed a drag, began, completed or cancelled its dismissal,
        /// refused it or reported an attempt (SEMANTICS §9.14): what its presentation
        /// controller's delegate hears, and what the user sees of it.
        case sheet(SheetEvent)
    }

    /// An event and when it happened.
    package struct Occurrence: Sendable, Equatable {
        package var event: Event
        package var time: Double
    }

    /// The subjects (ids) in the order the replay first names them.
    package private(set) var subjects: [String] = []
    /// Each subject's events, in the replay's order.
    package private(set) var events: [String: [Occurrence]] = [:]

    /// The outcome of a replay's `records` of `scene` (the scene tells a table from a
    /// collection view), up to `until` inclusive (all without it).
    package init(records: [Record], scene: Scene, until: Double? = nil) {
        var reading = Reading(scene: scene)
        let last = until ?? .infinity
        for record in records where until == nil || record.time <= last { reading.take(record, into: &self) }
    }

    /// The outcome of replaying `trace`, of its records up to `until` inclusive (all without
    /// it): the records are taken as the replay produces them and none is kept, so a fix
    /// `why` replays costs its outcome, not a second copy of a long session's records
    /// (issue 25; `Outcome(records:scene:)` of the same records is the same outcome).
    package init(replaying trace: Trace, until: Double? = nil) {
        var outcome = Outcome()
        var reading = Reading(scene: trace.scene)
        let last = until ?? .infinity
        Replay.run(trace) { record in
            if until == nil || record.time <= last { reading.take(record, into: &outcome) }
        }
        self = outcome
    }

    private init() {}

    /// What reading records in order needs besides the outcome: the scene's tables and the
    /// current frame's view calls.
    private struct Reading {
        var tables: Set<String> = []
        /// The calls of the current frame: a later one with the same phase and touches is the
        /// same call forwarded to the next responder.
        var calls: [(DeliveryPhase, [TouchID])] = []

        init(scene: Scene) {
            for view in scene.views where view.viewClass == .tableView { tables.insert(view.id) }
        }

        mutating func take(_ record: Record, into outcome: inout Outcome) {
            // Exhaustive on purpose: a new kind of record must say here whether an app sees it.
            switch record.body {
            case .frame:
                calls.removeAll()
            case let .state(r, _, to, _, _):
                switch to {
                case .began, .recognized, .ended, .failed, .cancelled: outcome.add(r, .state(to), record.time)
                case .possible, .changed: break
                }
            case let .deliver(responder, phase, touches, _, _):
                if phase == .moved { break }
                if calls.contains(where: { $0.0 == phase && $0.1 == touches }) { break }
                calls.append((phase, touches))
                outcome.add(responder, .delivery(phase, touches), record.time)
            case let .control(control, event, _):
                outcome.add(control, .control(event), record.time)
            case let .cell(list, _, indexPath, event, _):
                outcome.add(list, .cell(event, indexPath, table: tables.contains(list)), record.time)
            case let .text(view, _, event):
                outcome.add(view, .text(event), record.time)
            case let .swipe(list, _, indexPath, event, reason):
                outcome.add(list, .swipe(event, reason.edge, indexPath), record.time)
            case let .swiftuiPhase(gesture, _, to, _):
                if to != .possible { outcome.add(gesture, .swiftUIPhase(to), record.time) }
            case let .swiftuiCallback(gesture, callback, _):
                outcome.add(gesture, .swiftUICallback(callback), record.time)
            case let .menu(view, _, event):
                outcome.add(view, .menu(event), record.time)
            case let .sheet(sheet, _, event, _):
                outcome.add(sheet, .sheet(event), record.time)
            // The arbiter's bookkeeping (who was hit, who waits, resets, refusals, unused
            // recognizers), the action calls that follow the states above, and the input's own
            // scene changes: none is something the app observes beyond the events above.
            case .hit, .pending, .action, .reset, .unused, .refused, .gestureStateReset, .sceneChange:
                break
            }
        }
    }

    private mutating func add(_ subject: String, _ event: Event, _ time: Double) {
        if events[subject] == nil {
            subjects.append(subject)
            events[subject] = []
        }
        events[subject, default: []].append(Occurrence(event: event, time: time))
    }
}
