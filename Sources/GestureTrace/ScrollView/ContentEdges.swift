/// Edges of a scroll view's content, as `UIRectEdge` numbers them (top 1, left 2, bottom 4,
/// right 8): the edges a content offset abuts (SEMANTICS §9.4.4).
struct ContentEdges: OptionSet, Sendable {
    let rawValue: Int
    static let top = ContentEdges(rawValue: 1)
    static let left = ContentEdges(rawValue: 2)
    static let bottom = ContentEdges(rawValue: 4)
    static let right = ContentEdges(rawValue: 8)
}
