/// A named number carried in a `state` record (pan translation, pinch scale …). Printed as
/// an extra key, which FORMAT §4 allows; coordinates-like values use 1/1000 precision.
package struct Measurement: Sendable, Equatable {
    package var name: String
    package var value: Double

    package init(_ name: String, _ value: Double) {
        self.name = name
        self.value = value
    }
}
