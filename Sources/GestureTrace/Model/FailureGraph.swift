/// The failure requirements of a scene's recognizers: A → B when A may not leave `possible`
/// until B fails (SEMANTICS §6.1–§6.3).
///
/// The one statement of which declaration makes which edge (`declaredEdges`): the decoder
/// walks it to reject cycles with the declaring reference's position, and the arbiter builds
/// its graph from it.
struct FailureGraph {
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
    /// repeats are included: the decoder reports them as cycles, the graph drops them.
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

    /// The graph of the scene's declarations, without self-edges or repeats.
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
}
