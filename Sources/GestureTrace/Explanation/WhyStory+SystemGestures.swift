/// `why` for a view whose touches the window's system gesture gate held (SEMANTICS §9.11): the
/// delay is the system's, and the fixes are the controller's deferral or the layout.
extension WhyStory {
    /// The scene's system gesture gates, by recognizer id.
    static func systemGates(in scene: Scene) -> [String: SystemGestureSpec] {
        var out: [String: SystemGestureSpec] = [:]
        for spec in scene.recognizers {
            guard case .systemGestureGate = spec.kind, let gate = scene.views[spec.view].systemGestures else {
                continue
            }
            out[spec.id] = gate
        }
        return out
    }

    /// Appended to a delayed began's line when the gate withheld it.
    static let systemGateNote =
        ": delayed by the system gate, which holds a touch at a system screen edge while the system decides whether it is its own edge gesture (SEMANTICS §9.11)"

    /// The usual fixes for a control at a system edge whose touches the gate held.
    static func systemGateFix(_ gate: SystemGestureSpec) -> String {
        let deferred = gate.deferringEdges.map(\.rawValue).joined(separator: ", ")
        let now = deferred.isEmpty ? "no edge is deferred" : "only \(deferred) is deferred"
        return
            "the system holds touches within \(DecimalFormat.coordinate(gate.bottomRegion)) pt of the bottom edge and \(DecimalFormat.coordinate(gate.topRegion)) pt of the top edge for up to systemGateTimeout (0.75 s) and \(now); move the control out of that band (above the bottom safe area), or let the app's gestures go first there: override preferredScreenEdgesDeferringSystemGestures to return the edge (.bottom) and call setNeedsUpdateOfScreenEdgesDeferringSystemGestures(), in SwiftUI .defersSystemGestures(on: .bottom) (scene key systemGestures.deferringEdges); the user then swipes twice to leave the app (SEMANTICS §9.11)"
    }
}
