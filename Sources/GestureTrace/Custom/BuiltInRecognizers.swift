/// The built-in recognizers of a scene as a custom recognizer sees them, in `canPrevent(_:)`,
/// `canBePrevented(by:)`, `shouldRequireFailure(of:)` and `shouldBeRequiredToFail(by:)`, so
/// that a port can keep tests such as `other is UITapGestureRecognizer` (written
/// `other is TapGestureRecognizer`) and read the other recognizer's configuration.
///
/// They are descriptions: the engine runs the built-in logic (SEMANTICS §8), never these
/// objects' touch methods, so they cannot be subclassed.

/// `UITapGestureRecognizer` (SEMANTICS §8.1).
public final class TapGestureRecognizer: GestureRecognizer {
    public let numberOfTapsRequired: Int
    public let numberOfTouchesRequired: Int

    init(taps: Int, touches: Int) {
        numberOfTapsRequired = taps
        numberOfTouchesRequired = touches
    }
}

/// `UILongPressGestureRecognizer` (SEMANTICS §8.2).
public final class LongPressGestureRecognizer: GestureRecognizer {
    public let minimumPressDuration: Double
    public let allowableMovement: Double
    public let numberOfTapsRequired: Int
    public let numberOfTouchesRequired: Int

    init(duration: Double, movement: Double, taps: Int, touches: Int) {
        minimumPressDuration = duration
        allowableMovement = movement
        numberOfTapsRequired = taps
        numberOfTouchesRequired = touches
    }

    override public class var isContinuous: Bool { true }
}

/// `UIPanGestureRecognizer` (SEMANTICS §8.3), also a scroll view's built-in pan (SEMANTICS §9.4).
public class PanGestureRecognizer: GestureRecognizer {
    public let minimumNumberOfTouches: Int
    /// `Int.max` when unlimited.
    public let maximumNumberOfTouches: Int

    init(minimum: Int, maximum: Int) {
        minimumNumberOfTouches = minimum
        maximumNumberOfTouches = maximum
    }

    override public class var isContinuous: Bool { true }
}

/// `UIScreenEdgePanGestureRecognizer` (SEMANTICS §8.7), a pan as in UIKit.
public final class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// `edges`, by name: `left`, `right`, `top`, `bottom`.
    public let edges: [String]

    init(edges: [ScreenEdge]) {
        self.edges = edges.map(\.rawValue)
        super.init(minimum: 1, maximum: 1)
    }
}

/// `UISwipeGestureRecognizer` (SEMANTICS §8.4).
public final class SwipeGestureRecognizer: GestureRecognizer {
    /// `direction` as UIKit's option bits: right 1, left 2, up 4, down 8.
    public let direction: Int
    public let numberOfTouchesRequired: Int

    init(directions: SwipeDirections, touches: Int) {
        direction = directions.rawValue
        numberOfTouchesRequired = touches
    }
}

/// `UIPinchGestureRecognizer` (SEMANTICS §8.5).
public final class PinchGestureRecognizer: GestureRecognizer {
    override public class var isContinuous: Bool { true }
}

/// `UIRotationGestureRecognizer` (SEMANTICS §8.6).
public final class RotationGestureRecognizer: GestureRecognizer {
    override public class var isContinuous: Bool { true }
}

extension GestureRecognizer {
    /// The object standing for a built-in recognizer of `spec`'s kind; a plain
    /// `GestureRecognizer` for the test kinds (`fingers`, `script`) and SwiftUI's recognizers.
    static func builtInPeer(for spec: RecognizerSpec, scene: Scene) -> GestureRecognizer {
        let peer: GestureRecognizer
        switch spec.kind {
        case let .tap(taps, touches):
            peer = TapGestureRecognizer(taps: taps, touches: touches)
        case let .longPress(duration, movement, taps, touches):
            peer = LongPressGestureRecognizer(duration: duration, movement: movement, taps: taps, touches: touches)
        case let .pan(minimum, maximum):
            peer = PanGestureRecognizer(minimum: minimum, maximum: maximum)
        case .scrollViewPan, .swipeActionPan, .sheetPan:
            peer = PanGestureRecognizer(minimum: 1, maximum: Int.max)
        case let .screenEdgePan(edges):
            peer = ScreenEdgePanGestureRecognizer(edges: edges)
        case let .swipe(directions, touches):
            peer = SwipeGestureRecognizer(directions: directions, touches: touches)
        case .pinch:
            peer = PinchGestureRecognizer()
        case .rotation:
            peer = RotationGestureRecognizer()
        case .fingers, .script, .custom, .swiftUI, .swiftUIHost, .textMultiTap, .systemGestureGate,
            .contextMenu:
            peer = GestureRecognizer()
        }
        peer.describe(spec, scene: scene)
        return peer
    }

    /// Sets what the engine knows of the recognizer: its id, its view, its delivery flags.
    func describe(_ spec: RecognizerSpec, scene: Scene) {
        name = spec.id
        if spec.view >= 0, spec.view < scene.views.count { view = SceneView(index: spec.view, scene: scene) }
        cancelsTouchesInView = spec.cancelsTouchesInView
        delaysTouchesBegan = spec.delaysTouchesBegan
        delaysTouchesEnded = spec.delaysTouchesEnded
    }
}
