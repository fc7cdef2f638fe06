@testable import GestureTrace

extension InputTests {
    /// Helpers for decoder tests: decode JSON text, or get the printed error.
    enum DecoderTestSupport {
        /// A loader that serves scene files from a dictionary, relative path → text.
        static func loader(_ files: [String: String]) -> TraceDecoder.SceneLoader {
            { (path: String) throws(TraceError) -> (bytes: [UInt8], file: String) in
                guard let text = files[path] else {
                    throw TraceError(file: path, line: 0, column: 0, path: "", message: "no such file")
                }
                return (Array(text.utf8), "traces/" + path)
            }
        }

        static func decode(_ text: String, scenes: [String: String] = [:]) throws(TraceError) -> Trace {
            try TraceDecoder.decode(bytes: Array(text.utf8), file: "t.json", loadScene: loader(scenes))
        }

        /// The printed error for a trace, or "no error".
        static func error(_ text: String, scenes: [String: String] = [:]) -> String {
            error(bytes: Array(text.utf8), scenes: scenes)
        }

        static func error(bytes: [UInt8], scenes: [String: String] = [:]) -> String {
            do {
                _ = try TraceDecoder.decode(bytes: bytes, file: "t.json", loadScene: loader(scenes))
                return "no error"
            } catch {
                return error.description
            }
        }

        /// A trace around a window with the given extra window keys (JSON text) and events.
        static func trace(window: String = "", events: String = "[]", extra: String = "") -> String {
            let comma = window.isEmpty ? "" : ", "
            return """
                {"gesturetrace": 1,
                 "scene": {"window": {"id": "w", "frame": [0, 0, 390, 844]\(comma)\(window)}},
                 "events": \(events)\(extra)}
                """
        }
    }
}
