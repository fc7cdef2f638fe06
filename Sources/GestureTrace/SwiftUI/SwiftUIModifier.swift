/// An attachment modifier (`gesture`, `highPriorityGesture`, `simultaneousGesture`, and the
/// sugar built on them: `onTapGesture`, `onLongPressGesture`, Button's own gesture), SWIFTUI
/// §3.1, §8.1. In the container model it is one UIKit recognizer (`recognizer`, id = `id`).
struct SwiftUIModifier: Sendable {
    var id: String
    /// The node it is attached to, and its position in that node's `items` (source order).
    var node: Int
    var position: Int
    var attachment: Attachment
    var mask: Mask
    /// iOS 18 `name:`: UIKit recognizers may name the gesture by it (SWIFTUI §2.2, D16, D17).
    var name: String?
    var isEnabled: Bool
    var callbacks: Set<Callback>
    /// The `@GestureState` its `updating` writes; its resets are reported.
    var gestureState: String?
    /// The gesture; nil for a `representable`, whose recognizer is a UIKit one.
    var expression: SwiftUIGestureExpression?
    /// Index into `Scene.recognizers`.
    var recognizer: Int
    /// `onTapGesture`/`onLongPressGesture`/Button: which sugar declared it (for reasons).
    var sugar: Sugar?

    enum Attachment: String, Sendable {
        case gesture, highPriorityGesture, simultaneousGesture
    }

    /// `GestureMask` (SWIFTUI §3.1 rule 4, D18).
    enum Mask: String, Sendable, CaseIterable {
        case all, gesture, subviews, none

        /// The added gesture takes part.
        var includesGesture: Bool { self == .all || self == .gesture }
        /// The gestures of the views it wraps (inner modifiers, subviews) take part.
        var includesSubviews: Bool { self == .all || self == .subviews }
    }

    enum Callback: String, Sendable, CaseIterable {
        case updating, onChanged, onEnded
        /// `onLongPressGesture(onPressingChanged:)` (D6).
        case onPressingChanged
        /// Button's action.
        case action
    }

    enum Sugar: String, Sendable {
        case onTapGesture, onLongPressGesture, button
    }

    /// `isEnabled: false` ≡ mask `.subviews` (SWIFTUI §3.1 rule 5, R3).
    var effectiveMask: Mask {
        isEnabled ? mask : (mask.includesSubviews ? .subviews : .none)
    }

    /// The dependency of the modifier's gesture as a whole, for UIKit-facing answers
    /// (SWIFTUI §2.2): that of its first primitive (a composite inherits its first part's).
    var dependency: SwiftUIDependency {
        guard let expression else { return .none }
        var k = 0
        while k < expression.nodes.count, expression.nodes[k].kind.isComposite {
            k = expression.nodes[k].children.first ?? expression.nodes.count
        }
        guard k < expression.nodes.count else { return .none }
        return SwiftUIPrimitiveKinds.dependency(of: expression.nodes[k].kind)
    }

    /// A Button's gesture is cancellable (SWIFTUI §2.2, R4).
    var isCancellable: Bool {
        expression.map { if case .button = $0.nodes[0].kind { return true } else { return false } } ?? false
    }

    /// The tap count UIKit sees (the root is a tap, spatial tap or Button), or nil.
    var tapCount: Int? { expression?.nodes[0].kind.tapCount }
}

/// Per-kind facts of SwiftUI's primitives.
enum SwiftUIPrimitiveKinds {
    /// SWIFTUI §3.3 rule 10: taps and Button fail if a higher-priority gesture is active; drag
    /// and long press pause until it failed. Magnify and rotate are taken to pause like drag ⚠
    /// (no source says; docs/DECISIONS.md).
    static func dependency(of kind: SwiftUIGestureExpression.Kind) -> SwiftUIDependency {
        switch kind {
        case .tap, .spatialTap, .button: return .failIfActive
        case .drag, .longPress, .magnify, .rotate: return .pausedUntilFailed
        case .simultaneously, .sequenced, .exclusively: return .none
        }
    }
}
