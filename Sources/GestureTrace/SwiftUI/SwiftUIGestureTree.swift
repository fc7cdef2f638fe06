/// A gesture tree at run time: the primitives of one recognizer combined as SwiftUI combines
/// them (SWIFTUI §3.1, §3.2), with dependencies applied through inherited phases (§3.3).
///
/// In the container model a tree is one modifier's expression; in the graph model it is every
/// modifier on the touch's path, combined deepest first and innermost first: `.gesture(G)` is
/// `S.exclusively(before: G)`, `.highPriorityGesture(G)` is `G.exclusively(before: S)`,
/// `.simultaneousGesture(G)` is `S.simultaneously(with: G)` (rule 2, R3).
///
/// Evaluation walks the tree with an explicit stack (a graph tree is as deep as the path has
/// modifiers), children before parents; an exclusive's second part inherits its first part's
/// phase (rule 6), which its primitives' dependencies react to (rule 10):
/// - `failIfActive` (tap, Button): failed once a higher-priority gesture is active or ended;
///   held (an ended tap reads possible) while it is possible;
/// - `pausedUntilFailed` (drag, long press): possible with no value until it failed.
final class SwiftUIGestureTree {
    enum Op {
        case leaf(Int)
        case exclusive, simultaneous, sequenced
    }

    struct Node {
        var op: Op
        var children: [Int] = []
        /// Printed id (`m`, `m/first`); nil for the graph model's attachment combinators.
        var label: String?
        /// The callbacks that fire for this node's value (rule 9): a modifier's on its root, a
        /// composite part's own on that part.
        var callbacks: Callbacks?
        /// The gesture named in "higher-priority 'x'" reasons.
        var name: String
        var phase: SwiftUIPhase = .possible(nil)
        var reason: Reason = .unstated
    }

    /// Callbacks attached to one gesture or part, and the `@GestureState` its `updating` writes.
    struct Callbacks {
        /// The id its `swiftuiCallback` and `gestureStateReset` records carry.
        var id: String
        var names: Set<SwiftUIModifier.Callback>
        var gestureState: String?
    }

    private(set) var nodes: [Node] = []
    private(set) var primitives: [SwiftUIPrimitive] = []
    /// Per primitive: the modifier it belongs to (coordinate spaces, Button bounds).
    private(set) var primitiveModifier: [Int] = []
    private(set) var root: Int?

    /// Which higher-priority gestures a part waits on.
    struct Inherited {
        /// 0: none; 1: a higher-priority gesture is possible; 2: one is active or ended.
        var level = 0
        var by = ""
        var standing: SwiftUIPriorityStanding = .possible
    }

    /// `graph`: the graph model's tree (its long presses are active while pressing, rule 15a).
    init(modifiers: [Int], content: SwiftUIContent, graph: Bool = false) {
        var s: Int?
        for m in modifiers {
            guard let g = append(modifier: m, content: content, graph: graph) else { continue }
            guard let sub = s else {
                s = g
                continue
            }
            switch content.modifiers[m].attachment {
            case .gesture:
                s = add(Node(op: .exclusive, children: [sub, g], name: nodes[sub].name))
            case .highPriorityGesture:
                s = add(Node(op: .exclusive, children: [g, sub], name: nodes[g].name))
            case .simultaneousGesture:
                s = add(Node(op: .simultaneous, children: [sub, g], name: nodes[sub].name))
            }
        }
        root = s
    }

    private func add(_ node: Node) -> Int {
        nodes.append(node)
        return nodes.count - 1
    }

    /// Appends one modifier's expression (pre-order, so children follow their parent) and
    /// returns its root.
    private func append(modifier m: Int, content: SwiftUIContent, graph: Bool) -> Int? {
        let modifier = content.modifiers[m]
        guard let expression = modifier.expression else { return nil }
        var map: [Int] = []
        for part in expression.nodes {
            let label = modifier.id + part.path
            let op: Op
            switch part.kind {
            case .exclusively: op = .exclusive
            case .simultaneously: op = .simultaneous
            case .sequenced: op = .sequenced
            default:
                op = .leaf(primitives.count)
                primitives.append(SwiftUIGestureTree.makePrimitive(part.kind, graph: graph))
                primitiveModifier.append(m)
            }
            var node = Node(op: op, label: label, name: label)
            if !part.callbacks.isEmpty {
                node.callbacks = Callbacks(id: label, names: part.callbacks, gestureState: part.gestureState)
            }
            map.append(add(node))
        }
        for (k, part) in expression.nodes.enumerated() where !part.children.isEmpty {
            nodes[map[k]].children = part.children.map { map[$0] }
        }
        nodes[map[0]].callbacks = Callbacks(
            id: modifier.id, names: modifier.callbacks, gestureState: modifier.gestureState)
        return map[0]
    }

    /// Whether node `n` is a `LongPressGesture` (a leaf), for the release quirk of its `updating`.
    func isLongPress(_ n: Int) -> Bool {
        guard case .leaf(let p) = nodes[n].op else { return false }
        return primitives[p] is LongPressPrimitive
    }

    static func makePrimitive(_ kind: SwiftUIGestureExpression.Kind, graph: Bool = false) -> SwiftUIPrimitive {
        switch kind {
        case .tap(let count): return TapPrimitive(count: count, space: nil)
        case let .spatialTap(count, space): return TapPrimitive(count: count, space: space)
        case let .longPress(duration, distance):
            return LongPressPrimitive(minimumDuration: duration, maximumDistance: distance, activeWhilePressing: graph)
        case let .drag(distance, space): return DragPrimitive(minimumDistance: distance, space: space)
        case .magnify(let delta): return TwoFingerPrimitive(.scale(minimumDelta: delta))
        case .rotate(let delta): return TwoFingerPrimitive(.angle(minimumDelta: delta))
        case .button, .simultaneously, .sequenced, .exclusively: return ButtonPrimitive()
        }
    }

    // MARK: Events

    /// The primitives that receive events now: all but those finished, and a sequence's second
    /// part only once its first ended (rule 8).
    func receiving() -> [Int] {
        guard let root else { return [] }
        var out: [Int] = []
        var stack = [root]
        while let n = stack.popLast() {
            switch nodes[n].op {
            case .leaf(let p):
                if !primitives[p].phase.isTerminal { out.append(p) }
            case .sequenced:
                if nodes[nodes[n].children[0]].phase.isEnded { stack.append(nodes[n].children[1]) }
                stack.append(nodes[n].children[0])
            case .exclusive, .simultaneous:
                stack.append(nodes[n].children[1])
                stack.append(nodes[n].children[0])
            }
        }
        return out
    }

    // MARK: Evaluation

    /// Recomputes every node's phase from its primitives, children before parents.
    func evaluate() {
        guard let root else { return }
        var stack: [(node: Int, inherited: Inherited, stage: Int)] = [(root, Inherited(), 0)]
        while let (n, inherited, stage) = stack.popLast() {
            switch nodes[n].op {
            case .leaf(let p):
                let (phase, reason) = gate(primitives[p], inherited)
                set(n, phase, reason)
            case .exclusive, .simultaneous, .sequenced:
                let first = nodes[n].children[0]
                let second = nodes[n].children[1]
                switch stage {
                case 0:
                    stack.append((n, inherited, 1))
                    stack.append((first, inherited, 0))
                case 1:
                    stack.append((n, inherited, 2))
                    var next = inherited
                    if case .exclusive = nodes[n].op {
                        let a = nodes[first].phase
                        if a.isActive || a.isEnded {
                            next = Inherited(level: 2, by: nodes[first].name, standing: a.isEnded ? .ended : .active)
                        } else if case .possible = a, inherited.level < 1 {
                            next = Inherited(level: 1, by: nodes[first].name)
                        }
                    }
                    if case .sequenced = nodes[n].op, !nodes[first].phase.isEnded { continue }
                    stack.append((second, next, 0))
                default:
                    let a = nodes[first].phase
                    let b = nodes[second].phase
                    let (phase, reason): (SwiftUIPhase, Reason)
                    switch nodes[n].op {
                    case .exclusive: (phase, reason) = SwiftUICombinators.exclusive(a, b)
                    case .simultaneous: (phase, reason) = SwiftUICombinators.simultaneous(a, b)
                    default: (phase, reason) = SwiftUICombinators.sequence(a, b)
                    }
                    set(n, phase, reason)
                }
            }
        }
    }

    private func set(_ n: Int, _ newPhase: SwiftUIPhase, _ reason: Reason) {
        var phase = newPhase
        // A gesture that became active stays active until it ends or fails: a composite whose
        // active part failed while another is still possible does not go back to possible.
        if case .active(let old) = nodes[n].phase, case .possible(let v) = phase { phase = .active(v ?? old) }
        if phase.name != nodes[n].phase.name || reason.isSwiftUIHold {
            nodes[n].reason = reason
        }
        nodes[n].phase = phase
    }

    /// A primitive's phase as its dependency lets it be seen (rule 10).
    private func gate(_ p: SwiftUIPrimitive, _ inherited: Inherited) -> (SwiftUIPhase, Reason) {
        let raw = p.phase
        guard inherited.level > 0, !raw.isFailed else { return (raw, p.reason) }
        switch p.dependency {
        case .none:
            return (raw, p.reason)
        case .failIfActive:
            if inherited.level == 2 {
                p.fail(.swiftUIOutranked(by: inherited.by, inherited.standing))
                return (.failed, p.reason)
            }
            if raw.isActive || raw.isEnded {
                return (.possible(nil), .swiftUIHeld(by: inherited.by))
            }
            return (raw, p.reason)
        case .pausedUntilFailed:
            if inherited.level == 2 && inherited.standing == .ended {
                // The higher-priority gesture succeeded: this one can never proceed.
                p.fail(.swiftUIOutranked(by: inherited.by, .ended))
                return (.failed, p.reason)
            }
            return (
                .possible(nil),
                .swiftUIPausedBehind(inherited.by, inherited.level == 2 ? inherited.standing : .possible)
            )
        }
    }

    /// The root's phase, what the recognizer reports to UIKit.
    var rootPhase: SwiftUIPhase? { root.map { nodes[$0].phase } }

    /// Labelled nodes in evaluation order (children before parents).
    func labelledPostOrder() -> [Int] {
        guard let root else { return [] }
        var out: [Int] = []
        var stack: [(Int, Bool)] = [(root, false)]
        while let (n, expanded) = stack.popLast() {
            if expanded || nodes[n].children.isEmpty {
                if nodes[n].label != nil { out.append(n) }
                continue
            }
            stack.append((n, true))
            for c in nodes[n].children.reversed() { stack.append((c, false)) }
        }
        return out
    }
}
