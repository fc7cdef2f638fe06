/// Decodes a trace document (FORMAT §1–3) from bytes. (Placeholder signature: the input
/// branch replaces this file.)
public enum TraceDecoder {
    /// Loads a scene document named by a relative path in the trace: returns its bytes and the
    /// file name to use in error messages. The engine does no I/O; the CLI supplies this.
    public typealias SceneLoader = (_ relativePath: String) throws(TraceError) -> (bytes: [UInt8], file: String)

    /// Decodes and validates a trace. `file` names the document in errors.
    public static func decode(bytes: [UInt8], file: String, loadScene: SceneLoader) throws(TraceError) -> Trace {
        throw TraceError(file: file, line: 1, column: 1, path: "", message: "decoder not written yet")
    }

    /// Decodes and validates a standalone scene document (`hit-test`, `import --scene`).
    public static func decodeScene(bytes: [UInt8], file: String) throws(TraceError) -> Scene {
        throw TraceError(file: file, line: 1, column: 1, path: "", message: "decoder not written yet")
    }
}
