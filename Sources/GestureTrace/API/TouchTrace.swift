/// A validated touch trace, ready to replay: the entry point of the library.
///
/// ## Overview
///
/// gesturetrace runs UIKit's touch-handling rules (hit testing, the responder chain and the
/// gesture-recognizer arbiter; see `docs/spec/SEMANTICS.md`) over a trace: a scene, the view
/// hierarchy with its recognizers, and touch events (`docs/spec/FORMAT.md`). Use it from a
/// team's own test suite to pin how a screen's gestures arbitrate, without a device:
///
/// ```swift
/// import GestureTrace
/// import Testing
///
/// @Test func singleTapWaitsForDoubleTap() throws {
///     let trace = try TouchTrace(contentsOfFile: "Traces/photo-tap.json")
///     let replay = trace.replay()
///     #expect(replay.states(of: "singleTap") == [.recognized])
///     #expect(replay.phases(deliveredTo: "photo") == [.began, .moved, .cancelled])
///     try replay.assertMatchesGolden(atPath: "Traces/photo-tap.golden")
/// }
/// ```
///
/// A trace comes from a file (``init(contentsOfFile:scene:)``), from JSON text
/// (``init(json:file:loadScene:)``), or is built in Swift (``init(name:window:events:scene:)``,
/// with ``TraceView``, ``TraceRecognizer`` and ``TraceEvent``). All three go through the same
/// decoder, so every rule of FORMAT §1–3 applies and a problem is a ``TraceLoadError`` naming
/// the file, line, column and JSON path (FORMAT §5).
///
/// ``replay(_:)`` returns a ``ReplayOutcome``: ask it which states a recognizer reached
/// (``ReplayOutcome/states(of:)``), what a view received (``ReplayOutcome/deliveries(to:)``),
/// which actions and control events were sent, what SwiftUI gestures did (their phases,
/// callbacks with values, `@GestureState` resets), whether UIKit's invariants held, and for the
/// `text` and `jsonl` renderings the CLI prints. Golden files are compared with
/// ``ReplayOutcome/assertMatchesGolden(atPath:)`` or ``ReplayOutcome/goldenMismatch(expected:goldenPath:)``,
/// which give a unified diff and the command that accepts the change; they depend on neither
/// Swift Testing nor XCTest, so both can use them.
///
/// ## Topics
///
/// - Loading: ``init(contentsOfFile:scene:)``, ``init(json:file:loadScene:)``,
///   ``init(name:window:events:scene:)``, ``TraceLoadError``
/// - Replaying: ``replay(_:)``, ``ReplayOptions``, ``ReplayOutcome``
/// - Results: ``GestureState``, ``StateChange``, ``Delivery``, ``ActionSent``, ``ControlEventSent``
/// - SwiftUI gestures (SWIFTUI.md): ``SwiftUIPhaseChange``, ``SwiftUIGesturePhase``,
///   ``SwiftUICallbackRun``, ``GestureStateReset``
/// - Goldens: ``GoldenMismatch``
public struct TouchTrace: Sendable {
    package var trace: Trace

    package init(trace: Trace) {
        self.trace = trace
    }

    /// The trace's `name` (FORMAT §1), if it has one.
    public var name: String? { trace.name }

    /// The number of input events (FORMAT §3), strokes expanded.
    public var eventCount: Int { trace.events.count }

    /// Decodes a trace from JSON text.
    ///
    /// - Parameters:
    ///   - json: a trace document (FORMAT §1).
    ///   - file: the name errors give the document.
    ///   - loadScene: returns the JSON text of a scene document the trace names by path
    ///     (`"scene": "scenes/map.scene.json"`); without it such a trace is an error.
    ///   - customRecognizers: the classes the trace's `custom` recognizers name (FORMAT §2.2,
    ///     docs/CUSTOM-RECOGNIZERS.md). They are resolved here, at load, so that an
    ///     unregistered class or a bad parameter is a located ``TraceLoadError``.
    /// - Throws: ``TraceLoadError`` for anything FORMAT §5 rejects.
    public init(
        json: String, file: String = "<string>",
        loadScene: ((_ relativePath: String) throws -> String)? = nil,
        customRecognizers: CustomRecognizerRegistry = CustomRecognizerRegistry()
    ) throws(TraceLoadError) {
        let loader: TraceDecoder.SceneLoader = { (relative: String) throws(TraceError) in
            guard let loadScene else {
                throw TraceError(
                    file: relative, line: 0, column: 0, path: "",
                    message: "no scene loader was given for the scene path")
            }
            do {
                return (Array(try loadScene(relative).utf8), relative)
            } catch {
                throw TraceError(file: relative, line: 0, column: 0, path: "", message: "\(error)")
            }
        }
        do {
            trace = try TraceDecoder.decode(
                bytes: Array(json.utf8), file: file, loadScene: loader, customRecognizers: customRecognizers)
        } catch {
            throw TraceLoadError(error)
        }
    }

    /// Replays the trace under UIKit's rules.
    ///
    /// The replay is deterministic: the same trace gives the same outcome on every machine.
    public func replay(_ options: ReplayOptions = ReplayOptions()) -> ReplayOutcome {
        ReplayOutcome(name: trace.name, records: Replay.run(trace).records, release: trace.scene.settings.namedRelease)
    }
}
