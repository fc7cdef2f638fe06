/// The rendered bytes of the ids a writer writes over and over (a recognizer's id on every
/// state change, a view's on every delivery), kept per writer and keyed by the `String` value's
/// own representation, so that an id is escaped and copied out of its `String` once rather than
/// once per record.
///
/// A replay's records carry their ids as `String`s the engine stores once per scene object and
/// hands out again and again; rendering one (`String.withUTF8`, the escape test, the quotes)
/// cost about 160 instructions in the `jsonl` writer (issue 28 item 4, round 7). Here an id
/// whose 16-byte `String` value was seen before is one table probe and one copy.
///
/// *Why the representation is a sound key.* Two `String` values with the same bits hold the
/// same text: a small string (up to 15 UTF-8 bytes) carries its bytes in those bits; a large
/// one carries its count and a reference to its storage. A slot keeps the `String` it was
/// filled from (`owners`), so that storage stays alive (its address cannot be reused by other
/// text) and is never uniquely referenced (so no owner can mutate it in place: a mutation
/// copies first). Bridged Objective-C strings are immutable copies. A table that does not
/// find an id renders it as before; the bytes written are the same either way.
///
/// Bounded: `slots` entries of at most `width` rendered bytes each, replaced on collision
/// (direct-mapped); longer renderings are not kept.
final class RenderedNames {
    /// How an id is rendered: as a JSON string literal (`JSONLWriter.writeString`) or as text
    /// (`TextWriter.appendText`).
    enum Style {
        case json
        case text
    }

    private static let slotBits = 9
    private static let slots = 1 << slotBits
    private static let width = 64

    private let style: Style
    /// Two words per slot: the `String` value's bits.
    private let keys: UnsafeMutablePointer<UInt64>
    /// The rendered length per slot; -1 for an empty slot.
    private let lengths: UnsafeMutablePointer<Int32>
    /// `width` bytes per slot.
    private let rendered: UnsafeMutablePointer<UInt8>
    /// The `String` each slot was filled from, kept alive (see above).
    private var owners: [String]
    /// Where a miss is rendered before it is kept.
    private let scratch = ByteBuffer(capacity: 256)

    init(_ style: Style) {
        self.style = style
        keys = .allocate(capacity: 2 * Self.slots)
        keys.initialize(repeating: 0, count: 2 * Self.slots)
        lengths = .allocate(capacity: Self.slots)
        lengths.initialize(repeating: -1, count: Self.slots)
        rendered = .allocate(capacity: Self.slots * Self.width)
        rendered.initialize(repeating: 0, count: Self.slots * Self.width)
        owners = Array(repeating: "", count: Self.slots)
    }

    deinit {
        keys.deallocate()
        lengths.deallocate()
        rendered.deallocate()
    }

    /// Appends `s` rendered in the table's style.
    @inline(__always)
    func write<O: ByteOutput>(_ s: String, to out: inout O) {
        // The key is the value's two words; a platform whose `String` is not two words (none
        // the package supports) renders every time.
        guard MemoryLayout<String>.size == 16 else { return render(s, to: &out) }
        let (w0, w1) = withUnsafeBytes(of: s) { raw in
            (raw.loadUnaligned(as: UInt64.self), raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        }
        let slot = Int(truncatingIfNeeded: (((w0 &* 0x9E37_79B9_7F4A_7C15) ^ w1) &* 0xBF58_476D_1CE4_E5B9) >> 55)
        let n = lengths[slot]
        if keys[2 &* slot] == w0 && keys[2 &* slot &+ 1] == w1 && n >= 0 {
            out.appendBytes(UnsafeBufferPointer(start: rendered + slot &* Self.width, count: Int(n)))
            return
        }
        fill(slot, with: s, key: (w0, w1), to: &out)
    }

    /// Renders `s` into `out` and keeps its bytes in `slot` when they fit.
    @inline(never)
    private func fill<O: ByteOutput>(_ slot: Int, with s: String, key: (UInt64, UInt64), to out: inout O) {
        let start = out.count
        render(s, to: &out)
        let n = out.count - start
        guard n <= Self.width else { return }
        out.copyTail(from: start, into: scratch)
        (rendered + slot * Self.width).update(from: scratch.base, count: n)
        keys[2 * slot] = key.0
        keys[2 * slot + 1] = key.1
        lengths[slot] = Int32(n)
        owners[slot] = s
    }

    private func render<O: ByteOutput>(_ s: String, to out: inout O) {
        switch style {
        case .json: JSONLWriter.writeString(s, to: &out)
        case .text: TextWriter.writeText(s, to: &out)
        }
    }
}
