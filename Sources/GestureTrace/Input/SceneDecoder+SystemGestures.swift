/// FORMAT §2.1 `systemGestures`: the system's screen-edge gestures and the window's gate that
/// waits for them (SEMANTICS §9.11).
extension SceneDecoder {
    static let systemGestureKeys = KeySet(["device", "deferringEdges", "bottomRegion", "topRegion"])

    /// UIKit's and SwiftUI's names for the deferring edges.
    static let systemGestureSynonyms = [
        "preferredScreenEdgesDeferringSystemGestures": "deferringEdges",
        "defersSystemGestures": "deferringEdges",
    ]

    /// The deepest region a scene may give: a window is at most this tall.
    static let maxSystemGestureRegion = 1_000_000.0

    /// The `systemGestures` keys over the device's defaults (`SystemGestureSpec(device:)`).
    func systemGestures(_ node: Int) throws(TraceError) -> SystemGestureSpec {
        let f = try context.object(
            node, "systemGestures", keys: SceneDecoder.systemGestureKeys, synonyms: SceneDecoder.systemGestureSynonyms)
        var spec = SystemGestureSpec()
        if let d = f["device"] {
            spec = SystemGestureSpec(device: try context.enumeration(d, "device", SystemGestureSpec.Device.self))
        }
        if let list = f["deferringEdges"] {
            for element in try context.array(list, expected: "an array of edges (left, right, top, bottom)") {
                let edge = try context.enumeration(element, "edge", ScreenEdge.self)
                if !spec.deferringEdges.contains(edge) { spec.deferringEdges.append(edge) }
            }
        }
        if let n = f["bottomRegion"] {
            spec.bottomRegion = try context.number(n, "bottomRegion", in: 0...SceneDecoder.maxSystemGestureRegion)
        }
        if let n = f["topRegion"] {
            spec.topRegion = try context.number(n, "topRegion", in: 0...SceneDecoder.maxSystemGestureRegion)
        }
        return spec
    }

    /// Installs the window's system gesture gate, `"<windowId>.systemGestureGate"`, before the
    /// window's own recognizers, as `UIWindow` creates its gates when it is made: it delays
    /// touches began and ended (SEMANTICS §9.11, code K40).
    mutating func addSystemGestureGate(window index: Int, declaredAt idNode: Int) throws(TraceError) {
        guard views[index].systemGestures != nil else { return }
        var gate = RecognizerSpec(id: views[index].id + ".systemGestureGate", kind: .systemGestureGate, view: index)
        gate.delaysTouchesBegan = true
        gate.delaysTouchesEnded = true
        try register(gate.id, .recognizer(recognizers.count), node: idNode, builtInOf: index)
        views[index].recognizers.append(recognizers.count)
        recognizers.append(gate)
    }

    /// SwiftUI's `Edge.Set` names: `top`, `bottom`, `leading`, `trailing` (left and right in a
    /// left-to-right window), `horizontal`, `vertical`, `all`; one name or an array.
    func deferredEdgeSet(_ node: Int) throws(TraceError) -> [ScreenEdge] {
        let names: [Int]
        if context.document.kind(node) == .array {
            names = Array(try context.array(node, expected: "an Edge.Set: a name or an array of names"))
        } else {
            names = [node]
        }
        var edges: [ScreenEdge] = []
        for name in names {
            let set = try context.enumeration(name, "Edge.Set member", SwiftUIEdgeSet.self)
            for edge in set.edges where !edges.contains(edge) { edges.append(edge) }
        }
        return edges
    }

    /// `.defersSystemGestures(on:)` sets the hosting controller's
    /// `preferredScreenEdgesDeferringSystemGestures` (SWIFTUI §3.8): its edges join the window's
    /// `deferringEdges`. Without `systemGestures` on the window there is no gate to tell.
    mutating func applySwiftUIDeferringEdges() {
        guard !swiftUIDeferringEdges.isEmpty, views[Scene.windowIndex].systemGestures != nil else { return }
        for edge in swiftUIDeferringEdges
        where views[Scene.windowIndex].systemGestures?.deferringEdges.contains(edge) == false {
            views[Scene.windowIndex].systemGestures?.deferringEdges.append(edge)
        }
    }
}

/// SwiftUI's `Edge.Set` members, as `.defersSystemGestures(on:)` takes them.
enum SwiftUIEdgeSet: String, CaseIterable {
    case top, bottom, leading, trailing, horizontal, vertical, all

    /// The screen edges, in a left-to-right layout.
    var edges: [ScreenEdge] {
        switch self {
        case .top: return [.top]
        case .bottom: return [.bottom]
        case .leading: return [.left]
        case .trailing: return [.right]
        case .horizontal: return [.left, .right]
        case .vertical: return [.top, .bottom]
        case .all: return [.top, .left, .bottom, .right]
        }
    }
}
