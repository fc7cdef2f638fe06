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

    @Test("declared edges come in declaration order, repeats and self-edges included; the graph drops them")
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

    @Test("the first cycle is found in scene order and closed by its last edge; an acyclic graph has none")
    func firstCycle() {
        let cyclic = FailureGraph(recognizers: [
            Self.spec("a") { $0.requireToFail = [1] },
            Self.spec("b") { $0.shouldRequireFailureOf = [2] },
            Self.spec("c"),
            Self.spec("d") {
                $0.requireToFail = [1]
                $0.shouldBeRequiredToFailBy = [2]
            },
        ])
        // a → b → c (each declared by the waiter), c → d (declared by d), d → b: b → c → d → b.
        #expect(cyclic.firstCycle() == [1, 2, 3, 1])
        let chain = FailureGraph(
            recognizers: (0..<100_000).map { i in Self.spec("r\(i)") { $0.requireToFail = [i + 1] } } + [
                Self.spec("end")
            ])
        #expect(chain.firstCycle() == nil)
    }

    @Test("a replay's graph adds a node per delaying scroll view's delay recognizer, after the scene's recognizers")
    func replayGraph() {
        var b = SceneBuilder()
        b.view("S", frame: Rect(x: 0, y: 0, width: 390, height: 400), class: .scrollView) {
            $0.scroll = ScrollSpec(contentSize: Size(width: 390, height: 3000))
        }
        b.recognizer("S.pan", on: "S", kind: .scrollViewPan)
        b.recognizer("tap", on: "S", kind: .tap(taps: 1, touches: 1)) { $0.requireToFail = [0] }
        let scene = b.scene
        #expect(scene.failureGraph.requirements == [[], [0], []])
        #expect(scene.failureGraph.dependents == [[1], [], []])
    }
}
