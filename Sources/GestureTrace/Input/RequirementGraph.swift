/// The failure-requirement graph of a scene's recognizers, checked for cycles.
///
/// An edge A → B means A may not leave `possible` until B fails: from `A.requireToFail ∋ B`,
/// `A.shouldRequireFailureOf ∋ B`, and `B.shouldBeRequiredToFailBy ∋ A` (SEMANTICS §6.3).
/// A cycle would make every recognizer on it wait forever, so the decoder rejects it with an
/// error naming the cycle (`requireToFail cycle: a → b → a`). The search is an iterative
/// depth-first search, so a chain of 100 000 requirements cannot overflow the stack.
struct RequirementGraph {
    let recognizers: [RecognizerSpec]
    let context: DecodingContext
    /// Outgoing edges per recognizer, each with the reference node that declared it.
    let edges: [[(to: Int, node: Int)]]

    /// Throws at the reference that closes the first cycle found (recognizers and their edges
    /// are visited in scene order, so the answer is deterministic).
    func rejectCycles() throws(TraceError) {
        enum Color: UInt8 { case white, gray, black }
        var color = Array(repeating: Color.white, count: recognizers.count)
        // The DFS path: (recognizer, next edge to try).
        var stack: [(node: Int, edge: Int)] = []
        for start in 0..<recognizers.count where color[start] == .white {
            color[start] = .gray
            stack.append((start, 0))
            while let top = stack.last {
                let outgoing = edges[top.node]
                guard top.edge < outgoing.count else {
                    color[top.node] = .black
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].edge += 1
                let (next, reference) = outgoing[top.edge]
                switch color[next] {
                case .white:
                    color[next] = .gray
                    stack.append((next, 0))
                case .gray:
                    let from = stack.lastIndex { $0.node == next } ?? 0
                    let names = stack[from...].map { recognizers[$0.node].id } + [recognizers[next].id]
                    throw context.error(reference, "requireToFail cycle: \(names.joined(separator: " → "))")
                case .black:
                    break
                }
            }
        }
    }
}
