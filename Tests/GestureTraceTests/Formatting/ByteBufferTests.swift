import Testing

@testable import GestureTrace

/// The stream's byte buffer: every copy length (in line up to 32 bytes, `memmove` past that)
/// appends exactly the given bytes, and counting up carries like decimal addition.
@Suite struct ByteBufferTests {
    @Test("appends of 0 to 40 bytes keep every byte, across growth")
    func copyLengths() {
        let buffer = ByteBuffer(capacity: 16)
        var expected: [UInt8] = []
        for length in 0...40 {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: 31 &* $0 &+ length) }
            bytes.withUnsafeBufferPointer { buffer.appendBytes($0) }
            expected += bytes
        }
        buffer.appendLiteral("0123456789abcdefghijklmnopqrstuvwxyz")
        expected += Array("0123456789abcdefghijklmnopqrstuvwxyz".utf8)
        #expect(Array(buffer.bytes) == expected)
    }

    @Test("counting up carries: 0 → 1, 9 → 10, 129 → 130, 999 → 1000")
    func countUp() {
        for (from, to) in [("0", "1"), ("9", "10"), ("129", "130"), ("999", "1000"), ("1099", "1100")] {
            let buffer = ByteBuffer(capacity: 8)
            Array(from.utf8).withUnsafeBufferPointer { buffer.appendBytes($0) }
            buffer.countUp()
            #expect(String(decoding: Array(buffer.bytes), as: UTF8.self) == to)
        }
    }
}
