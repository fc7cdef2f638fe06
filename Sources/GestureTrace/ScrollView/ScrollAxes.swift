/// The axes a UIScrollView can scroll along, for its built-in pan (SEMANTICS §9.4.2,
/// gesturetrace convention 3).
package struct ScrollAxes: Sendable, Equatable {
    package var horizontal: Bool
    package var vertical: Bool

    package init(horizontal: Bool, vertical: Bool) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}
