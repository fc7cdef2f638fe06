/// The failure requirements of a replay's recognizers: A → B when A may not leave `possible`
/// until B fails (SEMANTICS §6.1–§6.3).
///
/// Built once per scene, by `Scene`'s initializer (for a decoded scene the decoder hands it
/// the declared graph it has already checked for cycles), and read by the arbiter of every
/// replay of that scene. `declaredEdges` is the one statement of which declaration makes
/// which edge: the graph is built from it, and the decoder walks it again only to point a
/// cycle error at the declaring reference.
struct FailureGraph: Sendable, Equatable {
    /// Which list of a recognizer declared an edge.
    enum Declaration {
        case requireToFail, shouldRequireFailureOf, shouldBeRequiredToFailBy
    }

    /// One declared edge: `waiter` waits for `awaited` to fail; `named` is the recognizer the
    /// declaring list names.
    struct DeclaredEdge {
        var waiter: Int
        var awaited: Int
        var named: Int
        var declaration: Declaration
    }

    /// The edges recognizer `a`'s own lists declare, in declaration order:
    /// `a.requireToFail ∋ b` and `a.shouldRequireFailureOf ∋ b` make a → b;
    /// `a.shouldBeRequiredToFailBy ∋ x` makes x → a (SEMANTICS §6.3). Self-edges and
    /// repeats are included; the graph drops them.
    static func declaredEdges(of a: Int, _ spec: RecognizerSpec, _ body: (DeclaredEdge) -> Void) {
        for b in spec.requireToFail { body(DeclaredEdge(waiter: a, awaited: b, named: b, declaration: .requireToFail)) }
        for b in spec.shouldRequireFailureOf {
            body(DeclaredEdge(waiter: a, awaited: b, named: b, declaration: .shouldRequireFailureOf))
        }
        for x in spec.shouldBeRequiredToFailBy {
            body(DeclaredEdge(waiter: x, awaited: a, named: x, declaration: .shouldBeRequiredToFailBy))
        }
    }

    /// Per recognizer, the recognizers it requires to fail, in declaration order.
    private(set) var requirements: [[Int]]
    /// The reverse edges: per recognizer, the recognizers that require it to fail.
    private(set) var dependents: [[Int]]

    /// The graph of the recognizers' own declarations, without self-edges or repeats.
    init(recognizers: [RecognizerSpec]) {
        var requires = Array(repeating: [Int](), count: recognizers.count)
        for (a, spec) in recognizers.enumerated() {
            Self.declaredEdges(of: a, spec) { edge in
                if edge.waiter != edge.awaited, !requires[edge.waiter].contains(edge.awaited) {
                    requires[edge.waiter].append(edge.awaited)
                }
            }
        }
        var requiredBy = Array(repeating: [Int](), count: recognizers.count)
        for a in requires.indices {
            for b in requires[a] { requiredBy[b].append(a) }
        }
        requirements = requires
        dependents = requiredBy
    }

    /// A replay's whole graph: the scene's declared graph with the navigation controllers'
    /// back-swipe requirements (SEMANTICS §9.7) and the context menus' (SEMANTICS §9.13), then one node per UIScrollView
    /// hidden delay recognizer (SEMANTICS §9.4.1; no requirements of its own, indices after
    /// the scene's recognizers, as `ScrollViewRules.delayRecognizers` numbers them), then
    /// SwiftUI's static requirements (SWIFTUI §2.2). All three follow from the scene alone.
    init(declared: FailureGraph, scene: Scene) {
        self = declared
        // A navigation controller's delegate makes the other recognizers wait for its back
        // swipe (SEMANTICS §9.7); a declared edge the other way round stays.
        // A recognizer the back swipe already waits for, even through others, is left out, so
        // no cycle forms.
        var awaitedBySwipe: (swipe: Int, reached: Set<Int>)?
        for (waiter, awaited) in NavigationRules.requiredToFailEdges(of: scene) {
            if awaitedBySwipe?.swipe != awaited { awaitedBySwipe = (awaited, reachable(from: awaited)) }
            guard awaitedBySwipe?.reached.contains(waiter) != true else { continue }
            addEdgeUnlessEitherExists(waiter, waitsFor: awaited)
        }
        // A context menu interaction's delegates make scroll views' pans, outer menus and long
        // presses wait for its recognizers (SEMANTICS §9.13), unless that closes a cycle.
        for (waiter, awaited) in ContextMenuRules.requiredToFailEdges(of: scene)
        where !reachable(from: awaited).contains(waiter) {
            addEdgeUnlessEitherExists(waiter, waitsFor: awaited)
        }
        let delays = ScrollViewRules.delayRecognizers(of: scene)
        for _ in delays { addRecognizer() }
        // An edge whose reverse exists is skipped, so two gestures never wait for each other.
        guard !scene.swiftUI.isEmpty else { return }
        var delayOf: [Int: Int] = [:]
        for delay in delays { delayOf[delay.spec.view] = delay.index }
        for (a, b) in SwiftUIArbitration.requirementEdges(scene: scene, scrollDelayRecognizer: delayOf) {
            addEdgeUnlessEitherExists(a, waitsFor: b)
        }
    }

    /// The recognizers `start` waits for, directly or through others (iterative: a chain of
    /// 100 000 requirements cannot overflow the stack).
    func reachable(from start: Int) -> Set<Int> {
        var seen: Set<Int> = []
        var stack = requirements[start]
        while let next = stack.popLast() {
            guard seen.insert(next).inserted else { continue }
            stack.append(contentsOf: requirements[next])
        }
        return seen
    }

    /// Adds a recognizer with no requirements (UIScrollView's delay recognizer, SEMANTICS §9.4.1).
    mutating func addRecognizer() {
        requirements.append([])
        dependents.append([])
    }

    /// Adds a → b unless either direction exists, so two recognizers never wait for each
    /// other (SwiftUI's edges, SWIFTUI §2.2). Says whether it was added.
    @discardableResult
    mutating func addEdgeUnlessEitherExists(_ a: Int, waitsFor b: Int) -> Bool {
        guard !requirements[a].contains(b), !requirements[b].contains(a) else { return false }
        requirements[a].append(b)
        dependents[b].append(a)
        return true
    }

    /// Whether `a` requires `b` to fail.
    func requires(_ a: Int, _ b: Int) -> Bool { requirements[a].contains(b) }

    /// The first cycle, as the recognizers on it with the first repeated at the end
    /// (`[a, b, a]`), or nil. A cycle would make every recognizer on it wait forever, so the
    /// decoder rejects it; its last edge is the one that closes it. Recognizers and their
    /// edges are visited in order, so the answer is deterministic, and the depth-first search
    /// is iterative, so a chain of 100 000 requirements cannot overflow the stack.
    func firstCycle() -> [Int]? {
        enum Color: UInt8 { case white, gray, black }
        var color = Array(repeating: Color.white, count: requirements.count)
        // The search path: (recognizer, next edge to try).
        var stack: [(node: Int, edge: Int)] = []
        for start in requirements.indices where color[start] == .white {
            color[start] = .gray
            stack.append((start, 0))
            while let top = stack.last {
                let outgoing = requirements[top.node]
                guard top.edge < outgoing.count else {
                    color[top.node] = .black
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].edge += 1
                let next = outgoing[top.edge]
                switch color[next] {
                case .white:
                    color[next] = .gray
                    stack.append((next, 0))
                case .gray:
                    let from = stack.lastIndex { $0.node == next } ?? 0
                    return stack[from...].map(\.node) + [next]
                case .black:
                    break
                }
            }
        }
        return nil
    }
}
