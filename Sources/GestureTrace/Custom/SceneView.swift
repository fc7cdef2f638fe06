/// A view of the scene as a custom recognizer sees it: the `UIView` of `recognizer.view` and
/// `touch.view`, reduced to what recognizers read of it (its id and geometry), and the
/// coordinate space of `location(in:)`.
public final class SceneView: Hashable, CustomStringConvertible {
    /// The view's `id` in the scene.
    public let id: String
    /// `frame`, in its superview's coordinates (FORMAT §2.1).
    public let frame: Rect
    /// `bounds` (FORMAT §2.1).
    public let bounds: Rect
    /// Index into `Scene.views`.
    let index: Int

    init(index: Int, scene: Scene) {
        self.index = index
        let node = scene.views[index]
        id = node.id
        frame = node.frame
        bounds = node.bounds
    }

    public var description: String { id }

    public static func == (a: SceneView, b: SceneView) -> Bool { a.index == b.index && a.id == b.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(index) }
}
