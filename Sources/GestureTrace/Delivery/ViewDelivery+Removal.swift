extension ViewDelivery {
    /// A view left the window with touches on it (SEMANTICS §2.12): UIKit sends those touches'
    /// views `touchesCancelled` (UIResponder's `touchesCancelled(_:with:)` names "the view
    /// handling the touch events [being] removed from its window" as a cause), along the
    /// responder chain the view had until then; nothing more of them reaches a view. A touch
    /// whose began was still withheld never reached its view: it is discarded, as a cancel
    /// while withheld is (SEMANTICS §2.8).
    func cancelForRemovedViews(_ keys: [Int]) {
        var cancels: [(key: Int, phase: TouchPhase, delayed: Bool)] = []
        for key in keys {
            var t = touches[key]
            switch t.viewState {
            case .tracking:
                cancels.append((key, .cancelled, false))
                t.viewState = .cancelled
            case .waiting:
                t.viewState = .discarded
            default:
                continue
            }
            t.beganHolders.removeAll()
            t.endedHolders.removeAll()
            touches[key] = t
        }
        deliverBatch(cancels)
    }
}
