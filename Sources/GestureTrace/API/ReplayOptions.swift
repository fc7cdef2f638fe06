/// Options of ``TouchTrace/replay(_:)``.
///
/// Empty today; it exists so that replay settings can be added later without changing the
/// signature of ``TouchTrace/replay(_:)``. Custom recognizer classes are not replay options:
/// they are resolved when the trace is loaded (the `customRecognizers:` parameter of
/// ``TouchTrace``'s initializers), so an unknown class is a located load error.
public struct ReplayOptions: Sendable {
    public init() {}
}
