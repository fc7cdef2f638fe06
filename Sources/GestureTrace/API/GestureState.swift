/// A gesture recognizer's state as the replay reports it (`UIGestureRecognizer.State`).
///
/// Discrete recognizers (tap, swipe) go `possible → recognized`; continuous ones (pan, pinch,
/// rotation, long press) through `began`, `changed` and `ended` (SEMANTICS §5.1). `recognized`
/// and `ended` are the same raw state in UIKit; the replay names them apart so a result says
/// which kind of recognizer it came from.
public enum GestureState: String, Sendable, CaseIterable {
    case possible, began, changed, ended, recognized, cancelled, failed

    package init(_ state: DisplayState) {
        switch state {
        case .possible: self = .possible
        case .began: self = .began
        case .changed: self = .changed
        case .ended: self = .ended
        case .recognized: self = .recognized
        case .cancelled: self = .cancelled
        case .failed: self = .failed
        }
    }
}
