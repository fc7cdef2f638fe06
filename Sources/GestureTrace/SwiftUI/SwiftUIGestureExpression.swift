/// A gesture expression `G` of SWIFTUI §8.1 (FORMAT §2.3.2), stored flat: `nodes[0]` is the
/// root and composites refer to their two children by index, so nothing walks it by recursion
/// deeper than `SwiftUIGestureExpression.maxDepth`.
struct SwiftUIGestureExpression: Sendable {
    var nodes: [Node]

    struct Node: Sendable {
        var kind: Kind
        /// `[first, second]` for composites.
        var children: [Int] = []
        /// The id suffix that names this part in output: `""` for the root, `"/first"`,
        /// `"/first/second"`… below it (SWIFTUI §8.3).
        var path: String
        /// A composite's part may carry callbacks of its own, which fire for its own value
        /// (SWIFTUI §3.2 rule 9); the root's are the modifier's.
        var callbacks: Set<SwiftUIModifier.Callback> = []
        /// The `@GestureState` its `updating` writes (reset when the part ends or fails).
        var gestureState: String? = nil
    }

    enum Kind: Sendable {
        case tap(count: Int)
        case spatialTap(count: Int, space: SwiftUICoordinateSpace)
        case longPress(minimumDuration: Double, maximumDistance: Double)
        case drag(minimumDistance: Double, space: SwiftUICoordinateSpace)
        case magnify(minimumScaleDelta: Double)
        case rotate(minimumAngleDelta: Double)
        /// Button's own gesture (SWIFTUI §1 R4): a 1-tap press that fails only on release outside
        /// the outset, or when a higher-priority gesture becomes active.
        case button
        case simultaneously
        case sequenced
        case exclusively

        var isComposite: Bool {
            switch self {
            case .simultaneously, .sequenced, .exclusively: return true
            default: return false
            }
        }

        /// The tap count UIKit sees through the recognizer's `isKind(of: UITapGestureRecognizer)`
        /// override (SWIFTUI §2.2), or nil when it is not a tap.
        var tapCount: Int? {
            switch self {
            case .tap(let count), .spatialTap(let count, _): return count
            case .button: return 1
            default: return nil
            }
        }
    }

    /// Composites may nest this deep; deeper is an input error, so evaluation never recurses
    /// without bound.
    static let maxDepth = 32
}

/// `coordinateSpace` of a drag or spatial tap: values are reported in it.
enum SwiftUICoordinateSpace: Sendable, Equatable {
    /// The node that carries the modifier.
    case local
    /// The window.
    case global
    /// A named node's space (`.coordinateSpace(name:)`), by node index.
    case named(Int)
}

/// SwiftUI's gesture dependency on the higher-priority gesture it competes with (SWIFTUI §3.3
/// rule 10, R14).
enum SwiftUIDependency: Sendable, Equatable {
    case none
    /// Tap, Button: fails as soon as the higher-priority gesture is active; held while it is
    /// possible.
    case failIfActive
    /// Drag, long press: held (no callbacks) until the higher-priority gesture fails.
    case pausedUntilFailed
}
