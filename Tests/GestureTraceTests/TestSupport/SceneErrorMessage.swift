@testable import GestureTrace

/// The message the trace reader gives for a scene, or nil when it accepts it: the decoding
/// tests of the components (cells, sliders, steppers and switches) each assert the located
/// refusal of their scene keys, through the same full decode a trace file gets.
enum SceneErrorMessage {
    /// The message for a whole scene document (`{"window": …}`), in a trace with no events.
    static func message(scene: String) -> String? {
        do {
            _ = try FuzzFindingsTests.records(#"{"gesturetrace": 1, "scene": \#(scene), "events": []}"#)
            return nil
        } catch let error as TraceError {
            return error.message
        } catch {
            return "\(error)"
        }
    }

    /// The message for one view, the only subview of a 390 × 844 window.
    static func message(view: String) -> String? {
        message(scene: #"{"window": {"id": "window", "frame": [0, 0, 390, 844], "subviews": [\#(view)]}}"#)
    }
}
