/// CRC-32 as gzip uses it (RFC 1952 §8: ISO 3309 / ITU-T V.42, the reflected polynomial
/// 0xEDB88320, initial value and final XOR 0xFFFFFFFF), so `Gzip` can check a member's CRC32
/// and FHCRC fields.
package struct CRC32: Sendable {
    /// The remainder of every byte value, computed once.
    static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    private var state: UInt32 = 0xFFFF_FFFF

    package init() {}

    /// Folds `bytes` into the running checksum.
    package mutating func update<C: Collection<UInt8>>(_ bytes: C) {
        var c = state
        for b in bytes { c = Self.table[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
        state = c
    }

    /// The checksum of everything folded in so far.
    package var value: UInt32 { state ^ 0xFFFF_FFFF }

    /// The checksum of `bytes`.
    package static func of<C: Collection<UInt8>>(_ bytes: C) -> UInt32 {
        var crc = CRC32()
        crc.update(bytes)
        return crc.value
    }
}
