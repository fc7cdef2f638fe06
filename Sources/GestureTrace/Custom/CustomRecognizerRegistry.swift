/// The custom recognizer classes a replay may create, by the class name scenes use
/// (`{"kind": "custom", "class": "CircleGestureRecognizer"}`, FORMAT §2.2).
///
/// Why a registry rather than a scene naming code: scenes (and `--scene` files) stay plain
/// JSON, and the classes are the test's own Swift code. A test builds one and hands it to
/// the decoder; the `gesturetrace` command has an empty one, so a trace with a custom
/// recognizer is reported there as an error at its `class`.
///
///     var registry = CustomRecognizerRegistry()
///     registry.register(CircleGestureRecognizer.self) { params in
///         try CircleGestureRecognizer(tolerance: params.double("tolerance", default: 0.25))
///     }
public struct CustomRecognizerRegistry: Sendable {
    /// Creates a new instance from a scene's `params`; called once when the trace is loaded
    /// (to read the class's defaults and check the parameters) and once per replay.
    public typealias Factory = @Sendable (CustomParameters) throws -> GestureRecognizer

    /// Registered classes in registration order (a later registration of a name replaces it).
    private(set) var entries: [(name: String, make: Factory)] = []

    public init() {}

    /// Registers `make` under `className`.
    public mutating func register(_ className: String, _ make: @escaping Factory) {
        if let i = entries.firstIndex(where: { $0.name == className }) {
            entries[i].make = make
        } else {
            entries.append((className, make))
        }
    }

    /// Registers `make` under the type's name (`CircleGestureRecognizer`).
    public mutating func register<R: GestureRecognizer>(
        _ type: R.Type, _ make: @escaping @Sendable (CustomParameters) throws -> R
    ) {
        register(String(describing: type), { try make($0) })
    }

    /// Registers a class created with `init()`, whose scenes give it no `params`.
    public mutating func register<R: GestureRecognizer>(_ type: R.Type, _ make: @escaping @Sendable () -> R) {
        register(String(describing: type), { _ in make() })
    }

    /// The registered class names, in registration order.
    public var classNames: [String] { entries.map(\.name) }

    func factory(for className: String) -> Factory? {
        entries.first { $0.name == className }?.make
    }
}
