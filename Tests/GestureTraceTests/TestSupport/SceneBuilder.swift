@testable import GestureTrace

/// Builds scenes in code for engine tests, so scenario tests do not depend on the JSON reader.
struct SceneBuilder {
    private(set) var views: [ViewNode] = []
    private(set) var recognizers: [RecognizerSpec] = []
    var settings = Settings()
    var application = TouchHandling.forward
    var appDelegate = TouchHandling.forward

    init(width: Double = 390, height: Double = 844) {
        var window = ViewNode(id: "window", viewClass: .window, frame: Rect(x: 0, y: 0, width: width, height: height))
        window.multipleTouchEnabled = true
        views.append(window)
    }

    /// Adds a view as the last (frontmost) subview of `parent`. Views must be added in
    /// pre-order (a parent before its children, each subtree complete before the next
    /// sibling's), as the decoder produces them.
    @discardableResult
    mutating func view(
        _ id: String, in parent: String = "window", frame: Rect, class viewClass: ViewClass = .view,
        configure: (inout ViewNode) -> Void = { _ in }
    ) -> Int {
        let index = views.count
        var node = ViewNode(id: id, viewClass: viewClass, frame: frame)
        node.touches = viewClass.isControl ? .handle : .handle
        configure(&node)
        let p = indexOfView(parent)
        node.parent = p
        views.append(node)
        views[p].subviews.append(index)
        return index
    }

    @discardableResult
    mutating func recognizer(
        _ id: String, on view: String, kind: RecognizerKind,
        configure: (inout RecognizerSpec) -> Void = { _ in }
    ) -> Int {
        let index = recognizers.count
        var spec = RecognizerSpec(id: id, kind: kind, view: indexOfView(view))
        configure(&spec)
        recognizers.append(spec)
        views[spec.view].recognizers.append(index)
        return index
    }

    func indexOfView(_ id: String) -> Int {
        views.firstIndex { $0.id == id } ?? 0
    }

    func indexOfRecognizer(_ id: String) -> Int {
        recognizers.firstIndex { $0.id == id } ?? 0
    }

    mutating func configureView(_ id: String, _ body: (inout ViewNode) -> Void) {
        let i = indexOfView(id)
        body(&views[i])
    }

    mutating func configureRecognizer(_ id: String, _ body: (inout RecognizerSpec) -> Void) {
        let i = indexOfRecognizer(id)
        body(&recognizers[i])
    }

    var scene: Scene {
        // Recognizers ordered by view pre-order, then attach order (Scene's contract).
        let order = recognizers.indices.sorted { a, b in
            let va = recognizers[a].view
            let vb = recognizers[b].view
            return va != vb ? va < vb : a < b
        }
        var remap = Array(repeating: 0, count: recognizers.count)
        for (newIndex, old) in order.enumerated() { remap[old] = newIndex }
        var specs = order.map { recognizers[$0] }
        for i in specs.indices {
            specs[i].requireToFail = specs[i].requireToFail.map { remap[$0] }
            specs[i].shouldRequireFailureOf = specs[i].shouldRequireFailureOf.map { remap[$0] }
            specs[i].shouldBeRequiredToFailBy = specs[i].shouldBeRequiredToFailBy.map { remap[$0] }
            if case .only(let ids) = specs[i].simultaneousWith {
                specs[i].simultaneousWith = .only(ids.map { remap[$0] })
            }
        }
        var nodes = views
        for i in nodes.indices { nodes[i].recognizers = nodes[i].recognizers.map { remap[$0] } }
        return Scene(
            screen: views[0].frame.size, application: application, appDelegate: appDelegate,
            views: nodes, recognizers: specs, settings: settings)
    }
}

/// Touch input written compactly: `down(1, 100, 100, at: 0)`.
enum Input {
    static func touches(_ t: Double, _ samples: [(Int, TouchPhase, Double, Double)]) -> InputEvent {
        .touches(
            time: t,
            touches: samples.map { TouchSample(id: .int($0.0), phase: $0.1, location: Point(x: $0.2, y: $0.3)) })
    }
    static func down(_ id: Int, _ x: Double, _ y: Double, at t: Double) -> InputEvent {
        touches(t, [(id, .began, x, y)])
    }
    static func move(_ id: Int, _ x: Double, _ y: Double, at t: Double) -> InputEvent {
        touches(t, [(id, .moved, x, y)])
    }
    static func up(_ id: Int, _ x: Double, _ y: Double, at t: Double) -> InputEvent { touches(t, [(id, .ended, x, y)]) }
}

/// A compact, assertion-friendly dump of records: one line per record, frame lines as
/// `@t cause`. Reasons are left out unless asked for, so scenario tests pin the sequence.
func dump(_ records: [Record], reasons: Bool = false, hits: Bool = false) -> String {
    var lines: [String] = []
    for r in records {
        let t = DecimalFormat.time(r.time)
        switch r.body {
        case .frame(let cause):
            lines.append("@\(t) \(cause.rawValue)")
        case let .hit(touch, _, view, recognizers, chain, _, _):
            if hits {
                lines.append(
                    "  hit \(touch) \(view ?? "nil") [\(recognizers.joined(separator: ","))] \(chain.joined(separator: ">"))"
                )
            }
        case let .state(recognizer, from, to, reason, _):
            lines.append(
                "  \(recognizer): \(from.rawValue)->\(to.rawValue)" + (reasons ? " (\(ReasonText.string(reason)))" : "")
            )
        case let .deliver(responder, phase, touches, delayed, _):
            lines.append(
                "  \(responder).\(phase.rawValue)[\(touches.map(\.description).joined(separator: ","))]"
                    + (delayed ? " delayed" : ""))
        case let .pending(recognizer, wants, waitingFor):
            lines.append("  \(recognizer) pending \(wants.rawValue) on \(waitingFor.joined(separator: ","))")
        case let .action(recognizer, state):
            lines.append("  action(\(recognizer), \(state.rawValue))")
        case let .control(control, event, _):
            lines.append("  \(control) \(event.rawValue)")
        case let .cell(list, cell, indexPath, event, reason):
            lines.append(
                "  \(list) \(event.rawValue) \(cell ?? "-") \(indexPath)"
                    + (reasons ? " (\(ReasonText.string(reason)))" : ""))
        case .reset(let recognizer):
            lines.append("  \(recognizer) reset")
        case let .swiftuiPhase(gesture, from, to, reason):
            lines.append(
                "  \(gesture) ~\(from.rawValue)->\(to.rawValue)" + (reasons ? " (\(ReasonText.string(reason)))" : ""))
        case let .swiftuiCallback(gesture, callback, value):
            lines.append("  \(gesture).\(callback)(\(value.text))")
        case let .gestureStateReset(gesture, state):
            lines.append("  \(gesture) reset $\(state)")
        case let .sceneChange(target, value):
            lines.append("  set \(target).\(value.key.rawValue) = \(value.jsonText)")
        case let .text(view, _, event):
            lines.append("  \(view) text \(event.rawValue)")
        case let .swipe(list, cell, indexPath, event, reason):
            lines.append("  \(list) swipe \(cell) \(indexPath) \(reason.edge.rawValue) \(event.rawValue)")
        case let .menu(view, _, event):
            lines.append("  \(view) menu \(event.rawValue)")
        case let .sheet(sheet, _, event, _):
            lines.append("  \(sheet) sheet \(event.rawValue)")
        case .unused, .refused:
            // Explanations of why a recognizer did not take part (SEMANTICS §4.3); the corpus
            // and the delegate tests pin them.
            break
        }
    }
    // Frames in which nothing happened are dropped to keep expectations short.
    var out: [String] = []
    for line in lines {
        if line.hasPrefix("@"), let last = out.last, last.hasPrefix("@") { out.removeLast() }
        out.append(line)
    }
    if let last = out.last, last.hasPrefix("@") { out.removeLast() }
    return out.joined(separator: "\n")
}

func replay(_ builder: SceneBuilder, _ events: [InputEvent]) -> [Record] {
    Replay.run(Trace(name: nil, scene: builder.scene, events: events)).records
}
