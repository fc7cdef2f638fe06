/// Everything SwiftUI in a scene (SWIFTUI §8, FORMAT §2.3): the node trees of every
/// `UIHostingView`, their attachment modifiers, and which views are SwiftUI regions.
///
/// A *region* is a UIKit view whose bounds space SwiftUI nodes live in: a `UIHostingView`
/// (its root node), or the UIScrollView backing a `scrollView` node (that node's children).
/// UIKit's hit test hands a region to `SwiftUIHitTester` once its UIKit subviews missed.
struct SwiftUIContent: Sendable {
    /// Every node, in pre-order per host (a node before its children).
    var nodes: [SwiftUINode] = []
    var modifiers: [SwiftUIModifier] = []
    /// Region view index → its root nodes, back to front.
    var regionRoots: [Int: [Int]] = [:]
    /// Backing view index → the `scrollView`/`uikit` node it backs.
    var backedNode: [Int: Int] = [:]
    /// The graph model's one recognizer per host: host view index → recognizer index.
    var hostRecognizer: [Int: Int] = [:]
    /// Node index → the host view whose tree it belongs to.
    var hostOfNode = HostIndices()

    var isEmpty: Bool { nodes.isEmpty }

    /// Node `node`'s children, back to front (ZStack order, source order): in pre-order, the
    /// first child follows its parent and each next one follows the previous one's subtree.
    func children(of node: Int) -> [Int] {
        var out: [Int] = []
        let end = min(nodes[node].subtreeEnd, nodes.count)
        var child = node + 1
        while child < end {
            out.append(child)
            // A malformed end (never one the decoder sets) cannot loop.
            child = max(nodes[child].subtreeEnd, child + 1)
        }
        return out
    }

    /// Whether `ancestor` is `node` or above it in the node tree.
    func isAncestorOrSelf(_ ancestor: Int, of node: Int) -> Bool {
        var n: Int? = node
        var steps = 0
        while let current = n, steps <= nodes.count {
            if current == ancestor { return true }
            n = nodes[current].parent
            steps += 1
        }
        return false
    }
}

/// Per SwiftUI node, its host view's index in 32 bits (8 bytes a node as `[Int]`, 2.3 MiB of a
/// 300 000-deep tree, issue 25): a scene's view indices fit 32 bits, the input being under 4 GiB.
struct HostIndices: Sendable {
    private var storage: [UInt32] = []

    var indices: Range<Int> { storage.indices }

    subscript(node: Int) -> Int { Int(storage[node]) }

    mutating func append(_ host: Int) { storage.append(UInt32(truncatingIfNeeded: host)) }

    mutating func reserveCapacity(_ count: Int) { storage.reserveCapacity(count) }
}

/// Which SwiftUI architecture the scene runs (SWIFTUI §2, `settings.swiftuiModel`).
package enum SwiftUIModel: String, Sendable, CaseIterable {
    /// iOS 18+ built with the iOS 18 SDK: one UIKit recognizer per attachment modifier.
    case containers
    /// iOS 13–17, or an older SDK: one recognizer per host combining the path's gestures.
    case graph
}
