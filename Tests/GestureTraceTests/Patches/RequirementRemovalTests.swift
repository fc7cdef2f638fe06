import Foundation
import Testing

@testable import GestureTrace

/// `ID.removeRequireToFail=OTHER` (FORMAT §3.6): a failure requirement the scene declares taken
/// away, whichever key declared it (SEMANTICS §6.1), so `why` can propose and replay dropping
/// one and `replay --set` can try it.
@Suite struct RequirementRemovalTests {
    typealias S = InputTests.DecoderTestSupport

    /// The card of `ScenePatchTests`: `tap` requires `drag` to fail; `double` is required to
    /// fail by `tap` through its delegate's `shouldBeRequiredToFailBy`.
    static let window = """
        "subviews": [
          {"id": "card", "frame": [0, 600, 390, 200], "touches": "handle",
           "recognizers": [{"id": "drag", "kind": "pan"}, {"id": "tap", "kind": "tap", "requireToFail": ["drag"]},
                           {"id": "double", "kind": "tap", "taps": 2, "shouldBeRequiredToFailBy": ["tap"]}]}
        ]
        """

    static func trace(_ sets: [String]) throws(TraceError) -> Trace {
        var trace = try S.decode(S.trace(window: window, events: ScenePatchTests.tapOnCard))
        var patches: [DeclaredScenePatch] = []
        for set in sets { patches.append(try ScenePatchArgument.parse(set)) }
        try trace.scene.apply(patches)
        return trace
    }

    static func requirements(of id: String, _ scene: Scene) -> [String] {
        guard let r = scene.recognizers.firstIndex(where: { $0.id == id }) else { return [] }
        return scene.failureGraph.requirements[r].map { scene.recognizers[$0].id }
    }

    @Test("the edge goes whichever key declared it, and the graph follows")
    func removesDeclaredEdges() throws {
        let plain = try Self.trace([]).scene
        #expect(Self.requirements(of: "tap", plain) == ["drag", "double"])
        let noDrag = try Self.trace(["tap.removeRequireToFail=drag"]).scene
        #expect(Self.requirements(of: "tap", noDrag) == ["double"])
        #expect(noDrag.recognizers.first { $0.id == "tap" }?.requireToFail == [])
        // Declared on the other recognizer, by its delegate's shouldBeRequiredToFailBy.
        let neither = try Self.trace([#"tap.removeRequireToFail=["drag", "double"]"#]).scene
        #expect(Self.requirements(of: "tap", neither) == [])
        #expect(neither.recognizers.first { $0.id == "double" }?.shouldBeRequiredToFailBy == [])
    }

    @Test("without its requirements the tap recognizes at the lift instead of waiting")
    func replaysWithoutTheWait() throws {
        func tapLines(_ records: [Record]) -> [String] {
            records.compactMap { record in
                switch record.body {
                case .pending("tap", _, let waitingFor): return "pending \(waitingFor.joined(separator: " "))"
                case .state("tap", _, let to, _, _): return "\(DecimalFormat.time(record.time)) \(to.rawValue)"
                default: return nil
                }
            }
        }
        // Declared: it waits at the lift for the double tap's 0.35 s (drag failed at the lift).
        #expect(tapLines(Replay.run(try Self.trace([])).records) == ["pending double", "0.45 recognized"])
        let free = Replay.run(try Self.trace([#"tap.removeRequireToFail=["drag", "double"]"#])).records
        #expect(tapLines(free) == ["0.1 recognized"])
    }

    @Test("a requirement the scene does not declare is a located error")
    func undeclaredIsAnError() {
        #expect(
            ScenePatchTests.error(["drag.removeRequireToFail=tap"])
                == "--set 'drag.removeRequireToFail=tap':1:26: error: drag does not require tap to fail in the scene: no requireToFail, shouldRequireFailureOf or shouldBeRequiredToFailBy declares it; a requirement UIKit adds itself is not the app's to remove (SEMANTICS §6.1) (at set.drag.removeRequireToFail)"
        )
        #expect(
            ScenePatchTests.error(["tap.removeRequireToFail=drg"]).contains(
                "unknown gesture recognizer id 'drg'; did you mean 'drag'?"))
    }

    @Test("written into the scene text, the id leaves the requireToFail list and nothing else changes")
    func writesTheScene() throws {
        let text = Array(
            #"{"gesturetrace": 1, "window": {"id": "w", "frame": [0, 0, 390, 844], \#(Self.window)}}"#.utf8)
        let scene = try Self.trace([]).scene
        let written = try ScenePatchWriter.write(
            [ScenePatch("tap", .removeRequireToFail(["drag"]))], into: text, scene: scene)
        let expected = String(decoding: text, as: UTF8.self).replacingOccurrences(
            of: #""requireToFail": ["drag"]"#, with: #""requireToFail": []"#)
        #expect(String(decoding: written, as: UTF8.self) == expected)
        // An edge only a delegate key declares has no requireToFail to edit: --set does it.
        #expect(throws: ScenePatchWriter.Refusal.self) {
            try ScenePatchWriter.write([ScenePatch("tap", .removeRequireToFail(["double"]))], into: text, scene: scene)
        }
    }
}
