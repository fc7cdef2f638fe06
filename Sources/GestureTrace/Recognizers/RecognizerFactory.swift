/// Builds each recognizer's class logic from its scene description (FORMAT §2.2).
enum RecognizerFactory {
    static func makeLogic(for spec: RecognizerSpec, scene: Scene) -> RecognizerLogic {
        switch spec.kind {
        case let .tap(taps, touches):
            return TapLogic(taps: taps, touches: touches)
        case let .longPress(duration, movement, taps, touches):
            return LongPressLogic(
                minimumPressDuration: duration, allowableMovement: movement, taps: taps, touches: touches)
        case let .pan(minimum, maximum):
            return PanLogic(minimumNumberOfTouches: minimum, maximumNumberOfTouches: maximum)
        case let .swipe(directions, touches):
            return SwipeLogic(directions: directions, touches: touches)
        case .pinch:
            return PinchLogic()
        case .rotation:
            return RotationLogic()
        case .screenEdgePan(let edges):
            return ScreenEdgePanLogic(edges: edges)
        case let .fingers(count, failOnExtra):
            return FingersLogic(count: count, failOnExtra: failOnExtra)
        case let .script(_, steps):
            return ScriptLogic(steps: steps)
        case .swiftUI, .swiftUIHost:
            // Built by the Simulator with its SwiftUI runtime (SwiftUIRecognizerLogic); never used.
            return ScriptLogic(steps: [])
        case .scrollViewPan:
            return PanLogic(
                minimumNumberOfTouches: 1, maximumNumberOfTouches: Int.max,
                scrollAxes: scrollAxes(of: scene.views[spec.view]))
        case .custom(let custom):
            return CustomRecognizerLogic.make(custom, spec: spec, scene: scene)
        }
    }

    /// The axes a scroll view can scroll along: content larger than the bounds, or bounce
    /// forced (SEMANTICS §9.4, conventions 3).
    static func scrollAxes(of view: ViewNode) -> ScrollAxes {
        // With scrollEnabled false nothing scrolls: the delay recognizer then releases a
        // content touch as soon as it moves past the hysteresis on either axis (SEMANTICS §9.4.1).
        guard let scroll = view.scroll, scroll.scrollEnabled else {
            return ScrollAxes(horizontal: false, vertical: false)
        }
        return ScrollAxes(
            horizontal: scroll.contentSize.width > view.bounds.size.width || scroll.alwaysBounceHorizontal,
            vertical: scroll.contentSize.height > view.bounds.size.height || scroll.alwaysBounceVertical)
    }
}
