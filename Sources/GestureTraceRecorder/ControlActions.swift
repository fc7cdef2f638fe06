/// The control events of a control that have one of the app's targets: the scene's
/// `control.actions` (FORMAT §2.1), without the recorder's own targets.
///
/// The recorder adds a target for every control event to learn what the control sent
/// (docs/RECORDER.md), so after its first snapshot `allControlEvents` lists every event for
/// every control. The glue therefore enumerates the control's handlers (targets and, on iOS
/// 14+, `UIAction`s, `UIControl.enumerateEventHandlers(_:)`) and hands each one's event
/// with whether the recorder owns it; only the others count.
public enum ControlActions {
    /// UIKit's control events, in `UIControl.Event`'s bit order (touchDown = 1 << 0 …
    /// primaryActionTriggered = 1 << 13): the order the scene lists them in.
    public static let events = [
        "touchDown", "touchDownRepeat", "touchDragInside", "touchDragOutside", "touchDragEnter", "touchDragExit",
        "touchUpInside", "touchUpOutside", "touchCancel", "valueChanged", "primaryActionTriggered",
    ]

    /// The events with at least one handler the recorder does not own, in `events` order.
    public static func appActions(_ handlers: [(event: String, ownedByRecorder: Bool)]) -> [String] {
        let app = Set(handlers.filter { !$0.ownedByRecorder }.map(\.event))
        return events.filter(app.contains)
    }
}
