/// One line of the `jsonl` output (FORMAT §4): something the engine did, in causal order.
package struct Record: Sendable, Equatable {
    /// The frame it belongs to, counting processed frames from 0.
    package var frame: Int
    /// Virtual time in seconds.
    package var time: Double
    package var body: Body

    package init(frame: Int, time: Double, body: Body) {
        self.frame = frame
        self.time = time
        self.body = body
    }

    /// The cases a long session has most of (frames, state changes, deliveries, actions,
    /// resets) are stored inline; the larger, rarer ones (a hit's lists, a cell's or swipe's
    /// index paths and reasons, a scene change's value, …) are `indirect`, boxed, so a record
    /// is 64 bytes, not 160 (issue 25: `why` of 20 000 taps held 240 000 records, 42 MB).
    package enum Body: Sendable, Equatable {
        /// A frame starts.
        case frame(cause: FrameCause)
        /// Hit testing of a new touch. `view` is nil when nothing was hit. `values` carries the
        /// began sample's `force` and `radius` when the input gives them (FORMAT §3.1 "carried
        /// into output"), as extra keys after `chain`. `missed` names the views whose frame
        /// contains the point but were not chosen, each with the first rule that excluded it
        /// (SEMANTICS §1.10), as the optional key `notHit`.
        indirect case hit(
            touch: TouchID, point: Point, view: String?, recognizers: [String], chain: [String],
            values: [Measurement] = [], missed: [HitMiss] = [])
        /// A recognizer's visible state changed, with a short reason and optional measurements
        /// (translation, velocity, scale …) carried as extra keys after `reason`.
        case state(recognizer: String, from: DisplayState, to: DisplayState, reason: Reason, values: [Measurement])
        /// A `touches…` method was called on a responder. `releasedBy`: on a `delayed`
        /// delivery, the recognizer whose letting go released the phase (SEMANTICS §7.6), a
        /// fact for `why` that the writers do not print.
        case deliver(
            responder: String, phase: DeliveryPhase, touches: [TouchID], delayed: Bool,
            releasedBy: WithheldRelease? = nil)
        /// A recognizer asked to leave possible but waits on failure requirements.
        case pending(recognizer: String, wants: DisplayState, waitingFor: [String])
        /// The recognizer's target-action was sent.
        case action(recognizer: String, state: DisplayState)
        /// A UIControl sent a control event.
        /// `value`: a UISlider's value, on its valueChanged events (SEMANTICS §9.6).
        case control(control: String, event: ControlEvent, value: Double?)
        /// A table or collection view highlighted, unhighlighted, selected or deselected one
        /// of its cells (SEMANTICS §9.5): one delegate `did…` call. `cell` is nil when no view
        /// of the scene is the cell at `indexPath` (a `willSelect` answer naming another row).
        indirect case cell(list: String, cell: String?, indexPath: CellIndexPath, event: CellEvent, reason: CellReason)
        /// A finished recognizer was reset to possible (SEMANTICS §5.7). An extra record type
        /// (FORMAT §4 allows them): it explains why a recognizer could not take a new touch.
        case reset(recognizer: String)
        /// At the end of the replay: a recognizer of the scene that never received a touch and never
        /// changed state, with why (SEMANTICS §4.3). An extra record type (FORMAT §4 allows them);
        /// the text output lists it in the summary only.
        indirect case unused(recognizer: String, reason: UnusedReason)
        /// A recognizer on a new touch's path whose delegate's `gestureRecognizer(_:shouldReceive:)`
        /// answered false (SEMANTICS §4.3), with the answer's reason (a constant's, or an
        /// expression's with its values, FORMAT §2.4). An extra record type (FORMAT §4 allows
        /// them), right after the touch's `hit` record.
        indirect case refused(recognizer: String, touch: TouchID, reason: ReceiveRefusal)
        /// A SwiftUI gesture's phase changed (SWIFTUI §8.3): `gesture` is the modifier id, or an
        /// id path into a composite (`drag/first`). `from == to` marks a pause with its reason.
        case swiftuiPhase(gesture: String, from: SwiftUIPhaseName, to: SwiftUIPhaseName, reason: Reason)
        /// A SwiftUI callback ran (`updating`, `onChanged`, `onEnded`, `onPressingChanged`, a
        /// Button's `action`) with the gesture's value.
        indirect case swiftuiCallback(gesture: String, callback: String, value: SwiftUIValue)
        /// A `@GestureState` went back to its initial value (SWIFTUI §3.4 rules 12, 13).
        case gestureStateReset(gesture: String, state: String)
        /// The app changed its scene (a `set` event, FORMAT §3.5): `target` is a view's or a
        /// recognizer's id. It opens its `change` frame, before what the change caused
        /// (SEMANTICS §2.12). An extra record type (FORMAT §4 allows them).
        indirect case sceneChange(target: String, value: SceneChangeValue)
        /// A UITextField's or UITextView's text interaction acted on its tap recognizer's action
        /// (SEMANTICS §9.8): editing began, the caret moved, a word or paragraph was selected.
        /// An extra record type (FORMAT §4 allows them), right after the action.
        case text(view: String, recognizer: String, event: TextEvent)
        /// A list's swipe-action pan ended or was cancelled on a row (SEMANTICS §9.12): the
        /// row's actions stay revealed, the row slides back, or a full swipe performed its
        /// first action. An extra record type (FORMAT §4 allows them), right after the action.
        indirect case swipe(
            list: String, cell: String, indexPath: CellIndexPath, event: SwipeActionEvent, reason: SwipeActionReason)
        /// A view's `UIContextMenuInteraction` acted on its press recognizer's action
        /// (SEMANTICS §9.13): the preview began, the menu was presented, or the preview ended
        /// without a menu. An extra record type (FORMAT §4 allows them), right after the action.
        case menu(view: String, recognizer: String, event: ContextMenuEvent)
        /// A presented page sheet followed a drag, began, completed or cancelled its dismissal,
        /// refused it, or called `presentationControllerDidAttemptToDismiss` (SEMANTICS §9.14):
        /// `recognizer` is the drag's (the sheet's own pan, or a scroll view's pan at the
        /// content's top). An extra record type (FORMAT §4 allows them), right after the action.
        indirect case sheet(sheet: String, recognizer: String, event: SheetEvent, reason: SheetReason)
    }

    /// The `type` key of the record (FORMAT §4), one name per body case, stated once for
    /// every writer.
    package var type: String { String(describing: Record.typeName(body)) }

    /// The `type` key's value as a static string, so the `jsonl` hot loop writes it with no
    /// `String` traffic.
    @inline(__always)
    package static func typeName(_ body: Body) -> StaticString {
        switch body {
        case .frame: return "frame"
        case .hit: return "hit"
        case .state: return "state"
        case .deliver: return "deliver"
        case .pending: return "pending"
        case .action: return "action"
        case .control: return "control"
        case .cell: return "cell"
        case .reset: return "reset"
        case .refused: return "refused"
        case .swiftuiPhase: return "swiftuiPhase"
        case .swiftuiCallback: return "swiftuiCallback"
        case .gestureStateReset: return "gestureStateReset"
        case .unused: return "unused"
        case .sceneChange: return "change"
        case .text: return "text"
        case .swipe: return "swipe"
        case .menu: return "menu"
        case .sheet: return "sheet"
        }
    }
}

/// What started a frame (FORMAT §4).
package enum FrameCause: String, Sendable, CaseIterable {
    case input, timer, interrupt, end
    /// A `set` event (FORMAT §3.5): the app changed its scene.
    case change
}

/// The phase of a `deliver` record.
package enum DeliveryPhase: String, Sendable, CaseIterable {
    case began, moved, ended, cancelled

    /// The `UIResponder` method the phase calls (`touchesBegan` …), as `why` stories and the
    /// report's titles name it.
    package var methodName: String {
        switch self {
        case .began: return "touchesBegan"
        case .moved: return "touchesMoved"
        case .ended: return "touchesEnded"
        case .cancelled: return "touchesCancelled"
        }
    }
}
