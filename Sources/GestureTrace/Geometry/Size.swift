/// A width and height in points (a `CGSize`).
package struct Size: Equatable, Sendable {
    package var width: Double
    package var height: Double

    package init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
