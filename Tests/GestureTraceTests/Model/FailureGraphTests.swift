import Testing

@testable import GestureTrace

/// SEMANTICS §6.1–§6.3: which declaration makes which failure requirement, stated once.
@Suite struct FailureGraphTests {
    static func spec(_ id: String, _ configure: (inout RecognizerSpec) -> Void = { _ in }) -> RecognizerSpec {
        var spec = RecognizerSpec(id: id, kind: .tap(taps: 1, touches: 1), view: 0)
        configure(&spec)
        return spec
    }

    @Test("requireToFail and shouldRequireFailureOf point from the declarer; shouldBeRequiredToFailBy into it")
    func edges() {
        let specs = [
            Self.spec("a") { $0.requireToFail = [1] },
            Self.spec("b") { $0.shouldRequireFailureOf = [2] },
            Self.spec("c") { $0.shouldBeRequiredToFailBy = [0] },
        ]
        let graph = FailureGraph(recognizers: specs)
        #expect(graph.requirements == [[1, 2], [2], []])
        #expect(graph.dependents == [[], [0], [0, 1]])
        #expect(graph.requires(0, 2) && !graph.requires(2, 0))
    }

    @Test("declared edges come in declaration order, repeats and self-edges included (the decoder reports cycles)")
    func declaredEdges() {
        let spec = Self.spec("a") {
            $0.requireToFail = [0, 1]
            $0.shouldRequireFailureOf = [1]
            $0.shouldBeRequiredToFailBy = [2]
        }
        var seen: [String] = []
        FailureGraph.declaredEdges(of: 0, spec) { seen.append("\($0.waiter)->\($0.awaited) names \($0.named)") }
        #expect(seen == ["0->0 names 0", "0->1 names 1", "0->1 names 1", "2->0 names 2"])
        let graph = FailureGraph(recognizers: [spec, Self.spec("b"), Self.spec("c")])
        #expect(graph.requirements == [[1], [], [0]])
    }

    @Test("a SwiftUI edge is added only when neither direction exists; a delay recognizer has none")
    func addedEdges() {
        var graph = FailureGraph(recognizers: [Self.spec("a") { $0.requireToFail = [1] }, Self.spec("b")])
        let reverse = graph.addEdgeUnlessEitherExists(1, waitsFor: 0)
        let again = graph.addEdgeUnlessEitherExists(0, waitsFor: 1)
        graph.addRecognizer()
        let added = graph.addEdgeUnlessEitherExists(2, waitsFor: 1)
        #expect(!reverse && !again && added)
        #expect(graph.requirements == [[1], [], [1]])
        #expect(graph.dependents == [[], [0, 2], []])
    }
}
