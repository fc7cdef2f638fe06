/// The system's screen-edge gestures as the window sees them (FORMAT §2.1 `systemGestures`,
/// SEMANTICS §9.11): which device the app runs on, which edges the app's top view controller
/// defers, and how far from each edge a touch is held for the system.
package struct SystemGestureSpec: Sendable, Equatable {
    /// The device's kind, which sets the default edge regions.
    package var device = Device.homeIndicator
    /// `preferredScreenEdgesDeferringSystemGestures` of the controller the system asks (the
    /// window's root, or the child it names through `childForScreenEdgesDeferringSystemGestures`);
    /// SwiftUI's `.defersSystemGestures(on:)` sets it on its hosting controller.
    package var deferringEdges: [ScreenEdge] = []
    /// How far from the bottom edge a touch is held for the system's gesture (home indicator,
    /// Control Center on a home-button phone) ⚠.
    package var bottomRegion: Double
    /// How far from the top edge a touch is held for the system's gesture (Notification Center,
    /// Control Center on a home-indicator phone) ⚠.
    package var topRegion: Double

    package init(device: Device = .homeIndicator) {
        self.device = device
        bottomRegion = device.defaultBottomRegion
        topRegion = device.defaultTopRegion
    }

    /// The kind of device, by how the user leaves an app.
    package enum Device: String, Sendable, CaseIterable {
        /// Face ID iPhones and iPads without a home button: swipe up from the home indicator.
        case homeIndicator
        /// Phones and iPads with a home button: Control Center from the bottom edge.
        case homeButton

        /// The bottom safe-area inset of a portrait home-indicator iPhone (34 pt), where the
        /// indicator sits; the "bottom 20 pixels or so" measured on home-button devices
        /// (DECISIONS "System gesture gate regions") ⚠.
        var defaultBottomRegion: Double { self == .homeIndicator ? 34 : 20 }
        /// The status bar's height: 44 pt on a home-indicator iPhone (its top safe-area inset),
        /// 20 pt on a home-button one (DECISIONS "System gesture gate regions") ⚠.
        var defaultTopRegion: Double { self == .homeIndicator ? 44 : 20 }
    }

    /// The system edge whose region holds `point` (window coordinates) in a window of `bounds`:
    /// the bottom one first where the two regions meet. Only the top and bottom edges carry
    /// system gestures on iPhone (SEMANTICS §9.11 rule 1); nil outside both.
    package func edge(at point: Point, in bounds: Rect) -> ScreenEdge? {
        if point.y >= bounds.maxY - bottomRegion { return .bottom }
        if point.y <= bounds.minY + topRegion { return .top }
        return nil
    }

    /// The region's depth at `edge`.
    package func region(of edge: ScreenEdge) -> Double {
        edge == .top ? topRegion : bottomRegion
    }
}
