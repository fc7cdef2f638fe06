import Testing

@testable import GestureTrace

@Suite struct DecimalFormatTests {
    @Test(
        "times round to microseconds without trailing zeros or exponents",
        arguments: [
            (0.25, "0.25"), (1.0, "1"), (0.0000004, "0"), (0.0000005, "0.000001"), (1e-7, "0"),
            (-0.0, "0"), (0.08, "0.08"), (123456.5, "123456.5"), (0.43, "0.43"),
        ])
    func times(value: Double, expected: String) {
        #expect(DecimalFormat.time(value) == expected)
    }

    @Test(
        "coordinates round to 1/1000 point",
        arguments: [
            (-0.0004, "0"), (12.3456789, "12.346"), (-12.3455, "-12.346"), (100.0, "100"),
            (1e12, "1000000000000"), (0.1 + 0.2, "0.3"),
        ])
    func coordinates(value: Double, expected: String) {
        #expect(DecimalFormat.coordinate(value) == expected)
    }
}
