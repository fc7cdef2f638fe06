/// Options of ``TouchTrace/replay(_:)``.
///
/// Empty today; it exists so that replay settings (such as custom recognizer classes) can be
/// added later without changing the signature of ``TouchTrace/replay(_:)``.
public struct ReplayOptions: Sendable {
    public init() {}
}
