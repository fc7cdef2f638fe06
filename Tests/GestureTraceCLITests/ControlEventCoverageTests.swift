import Foundation
import Testing

@testable import GestureTrace
@testable import GestureTraceCLI

/// `ControlTracker.events(for:)` is what `check` trusts to set a device's control events aside
/// (`ObservedComparison`): an event missing from it would be set aside though the model sends
/// it, hiding a real disagreement. Every control record of every replay of the corpus must be
/// in the list for its control's class.
@Suite struct ControlEventCoverageTests {
    @Test("every control event the corpus's replays send is in ControlTracker.events(for:) of its class")
    func covered() throws {
        var checked = 0
        for path in CorpusTests.traces {
            let url = URL(filePath: CorpusTests.root).appending(path: path)
            let folder = url.deletingLastPathComponent()
            let bytes = Array(try Data(contentsOf: url))
            let trace = try TraceDecoder.decode(bytes: bytes, file: path) { (relative: String) throws(TraceError) in
                let scene = folder.appending(path: relative)
                guard let data = try? Data(contentsOf: scene) else {
                    throw TraceError(file: relative, line: 0, column: 0, path: "", message: "unreadable")
                }
                return (Array(data), relative)
            }
            var classes: [String: ViewClass] = [:]
            for view in trace.scene.views { classes[view.id] = view.viewClass }
            for record in Replay.run(trace).records {
                guard case let .control(control, event, _) = record.body, let viewClass = classes[control] else {
                    continue
                }
                checked += 1
                #expect(
                    ControlTracker.events(for: viewClass).contains(event),
                    "\(path): \(event.rawValue) of a \(viewClass.rawValue)")
            }
        }
        #expect(checked > 50, "only \(checked) control records in the corpus")
    }
}
