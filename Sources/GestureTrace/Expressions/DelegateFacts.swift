/// The values of the names a delegate expression reads that the scene fixes (FORMAT §2.4):
/// a recognizer's id, kind and view, and a view's class. One statement of them for the
/// decoder (the failure questions) and the replay (the other questions).
enum DelegateFacts {
    /// `id`, `kind`, `view.id`, `view.class` of `spec`, or of the other recognizer for the
    /// `other.*` names; nil for the names that change during a gesture.
    static func fixedValue(
        _ variable: DelegateVariable, recognizer: RecognizerSpec, other: RecognizerSpec?, views: [ViewNode]
    ) -> ExpressionValue? {
        switch variable {
        case .id: return .text(recognizer.id)
        case .kind: return .text(recognizer.kind.name)
        case .viewID: return .text(views[recognizer.view].id)
        case .viewClass: return .text(views[recognizer.view].viewClass.rawValue)
        case .otherID: return other.map { .text($0.id) }
        case .otherKind: return other.map { .text($0.kind.name) }
        case .otherViewID: return other.map { .text(views[$0.view].id) }
        case .otherViewClass: return other.map { .text(views[$0.view].viewClass.rawValue) }
        default: return nil
        }
    }

    /// `touch.view.*` of a touch whose hit-test view is `view`.
    static func touchViewValue(_ variable: DelegateVariable, view: ViewNode) -> ExpressionValue? {
        switch variable {
        case .touchViewID: return .text(view.id)
        case .touchViewClass: return .text(view.viewClass.rawValue)
        // `touch.view is UIControl` (FORMAT §2.1's control classes).
        case .touchViewIsControl: return .bool(view.viewClass.isControl)
        default: return nil
        }
    }

    /// A recognizer state by the name expressions compare it with (SEMANTICS §5.1).
    static func stateName(_ state: RecognizerState) -> ExpressionValue {
        switch state {
        case .possible: return .text("possible")
        case .began: return .text("began")
        case .changed: return .text("changed")
        case .ended: return .text("ended")
        case .cancelled: return .text("cancelled")
        case .failed: return .text("failed")
        }
    }
}
