/// One SwiftUI view of a hosting view's content (SWIFTUI §8.1, FORMAT §2.3): not a UIView, and
/// not hit-tested by UIKit's view hit test; the host hit-tests it with SwiftUI's rules
/// (SWIFTUI §3.5, `SwiftUIHitTester`).
///
/// A tree may hold hundreds of thousands of nodes (issue 25: a 300 000-deep tree took 164 MiB
/// of nodes at 208 bytes each), so indices are stored in 32 bits (−1 for none) behind
/// properties of the usual `Int` type (`UInt32.max` for none).
struct SwiftUINode: Sendable {
    // Stored in decreasing alignment, so little padding: 96 bytes a node (144 with a children
    // array and the decoder's JSON indices, 112 with the opacity, shape and modifiers inline;
    // issue 25).
    var id: String
    /// `[x, y, w, h]` in the parent node's space; a region's root nodes are in the region
    /// view's bounds space.
    var frame: Rect
    /// The node's origin in its region's space (nodes have no transforms, so offsets add).
    var offset: Point
    /// The opacity, shape and modifiers, absent when all are their defaults (1, a rect, none):
    /// most nodes of a large tree declare none of them, and inline they were 16 bytes a node
    /// (4.6 MiB of a 300 000-deep tree, issue 25). Shared by copies until one changes it.
    private var extras: ExtrasBox?
    var content: Content
    var hidden: Bool
    var kind: Kind
    private var parentIndex: UInt32
    /// One past the last node of this node's subtree: nodes are stored in pre-order, so the
    /// children are the nodes from `index + 1` on, each child's next sibling at the child's
    /// own end (`SwiftUIContent.children(of:)`). A one-element array per node was 40 bytes a
    /// node, 11 MiB of a 300 000-deep tree (issue 25); this is 4.
    private var subtreeEndIndex: UInt32 = 0
    private var regionIndex: Int32
    private var backingIndex = UInt32.max

    init(
        id: String, frame: Rect, content: Content, shape: SwiftUIShape, opacity: Double, hidden: Bool, kind: Kind,
        parent: Int?, region: Int, offset: Point
    ) {
        self.id = id
        self.frame = frame
        self.content = content
        self.hidden = hidden
        self.kind = kind
        self.offset = offset
        parentIndex = Self.narrow(parent)
        regionIndex = Int32(truncatingIfNeeded: region)
        self.shape = shape
        self.opacity = opacity
    }

    var opacity: Double {
        get { extras?.value.opacity ?? 1 }
        set {
            guard newValue.bitPattern != (1.0).bitPattern || extras != nil else { return }
            updateExtras { $0.opacity = newValue }
        }
    }

    var shape: SwiftUIShape {
        get { extras?.value.shape ?? .rect }
        set {
            guard newValue != .rect || extras != nil else { return }
            updateExtras { $0.shape = newValue }
        }
    }

    /// Source order, innermost first (SWIFTUI §3.1 rule 3): gesture modifiers, content shapes
    /// and `allowsHitTesting`.
    var items: [Item] {
        get { extras?.value.items ?? [] }
        set {
            guard !newValue.isEmpty || extras != nil else { return }
            updateExtras { $0.items = newValue }
        }
    }

    /// Changes the boxed part in a new box (copies of the node keep theirs), dropping the box
    /// when all of it is back at its defaults.
    private mutating func updateExtras(_ change: (inout Extras) -> Void) {
        var value = extras?.value ?? Extras()
        change(&value)
        extras = value.isDefault ? nil : ExtrasBox(value)
    }

    private struct Extras: Sendable {
        var opacity = 1.0
        var shape = SwiftUIShape.rect
        var items: [Item] = []

        var isDefault: Bool { opacity.bitPattern == (1.0).bitPattern && shape == .rect && items.isEmpty }
    }

    private final class ExtrasBox: Sendable {
        let value: Extras
        init(_ value: Extras) { self.value = value }
    }

    /// See `subtreeEndIndex`; set once the host's tree is decoded.
    var subtreeEnd: Int {
        get { Int(subtreeEndIndex) }
        set { subtreeEndIndex = UInt32(truncatingIfNeeded: newValue) }
    }

    var parent: Int? {
        get { Self.widen(parentIndex) }
        set { parentIndex = Self.narrow(newValue) }
    }
    /// The view whose bounds space the node's region lives in: the `UIHostingView`, or the
    /// UIScrollView of the nearest `scrollView` node above it (SWIFTUI §3.6 rule 22). While
    /// decoding, `-1 - n` stands for scroll node n's view, not yet numbered.
    var region: Int {
        get { Int(regionIndex) }
        set { regionIndex = Int32(truncatingIfNeeded: newValue) }
    }
    /// For `scrollView` and `uikit` nodes: the UIKit view that backs it.
    var backingView: Int? {
        get { Self.widen(backingIndex) }
        set { backingIndex = Self.narrow(newValue) }
    }
    /// A scene's indices and a document's tape indices fit 32 bits: inputs are under 4 GiB
    /// (`InputFile.maxSize`), and every tape node takes at least one byte.
    private static func narrow(_ index: Int?) -> UInt32 { index.map { UInt32(truncatingIfNeeded: $0) } ?? .max }
    private static func widen(_ index: UInt32) -> Int? { index == .max ? nil : Int(index) }

    /// What the node draws, for hit testing (SWIFTUI §3.5 rules 17–18).
    enum Content: String, Sendable, CaseIterable {
        /// Draws its whole shape: hit inside it.
        case opaque
        /// `Color.clear` or a clear fill: draws nothing hittable.
        case clear
        /// A container: only its children are hit (a Spacer's gap is not).
        case none
    }

    enum Kind: String, Sendable, CaseIterable {
        case view
        /// Adds Button's own gesture (`<id>.button`, SWIFTUI §3.3 rule 10).
        case button
        /// A UIKit scroll view (`HostingScrollView`, SWIFTUI §3.6 rule 22) with `<id>.pan`.
        case scrollView
        /// A `UIViewRepresentable`: its `view` is a FORMAT §2.1 view.
        case uikit
    }

    /// One entry of `modifiers`.
    enum Item: Sendable {
        /// An attachment modifier (index into `SwiftUIContent.modifiers`).
        case gesture(Int)
        case contentShape(SwiftUIShape)
        case allowsHitTesting(Bool)
    }
}

/// A drawn or content shape, in the node's own frame (SWIFTUI §8.1 `shape`).
enum SwiftUIShape: Sendable, Equatable {
    case rect
    case ellipse
    case capsule
    case roundedRect(Double)

    /// Whether `p` (in the node's space, origin at its frame's origin) lies in the shape
    /// drawn in `size`.
    func contains(_ p: Point, size: Size) -> Bool {
        let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        switch self {
        case .rect:
            return bounds.contains(p)
        case .ellipse:
            return bounds.ellipseContains(p)
        case .capsule:
            return SwiftUIShape.roundedRect(min(size.width, size.height) / 2).contains(p, size: size)
        case .roundedRect(let radius):
            guard bounds.contains(p) else { return false }
            let r = min(radius, size.width / 2, size.height / 2)
            guard r > 0 else { return true }
            // Outside the corner squares, the rectangle decides; inside one, the corner circle.
            let cx = p.x < r ? r : (p.x > size.width - r ? size.width - r : p.x)
            let cy = p.y < r ? r : (p.y > size.height - r ? size.height - r : p.y)
            let dx = p.x - cx
            let dy = p.y - cy
            return dx * dx + dy * dy <= r * r
        }
    }
}
