/// A growable byte buffer written through a raw pointer, for the `jsonl` stream.
///
/// `Array.append(contentsOf:)` costs about 90 instructions a call whatever the length; the
/// writer makes several such calls per record (keys, ids, literals). Here an append is one
/// capacity check and a copy. Single-threaded use only, like the engine.
final class ByteBuffer: ByteOutput {
    private(set) var base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 256)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// The bytes written so far (valid until the next append or `removeAll`).
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    func removeAll() {
        count = 0
    }

    @inline(__always)
    func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: 1) }
        base[count] = byte
        count += 1
    }

    @inline(__always)
    func appendLiteral(_ text: StaticString) {
        let n = text.utf8CodeUnitCount
        if capacity - count < n { grow(toHold: n) }
        (base + count).update(from: text.utf8Start, count: n)
        count += n
    }

    @inline(__always)
    func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        let n = bytes.count
        if capacity - count < n { grow(toHold: n) }
        (base + count).update(from: source, count: n)
        count += n
    }

    func reverseTail(from start: Int) {
        var i = start
        var j = count - 1
        while i < j {
            let t = base[i]
            base[i] = base[j]
            base[j] = t
            i += 1
            j -= 1
        }
    }

    func copyTail(from start: Int, into buffer: ByteBuffer) {
        buffer.removeAll()
        buffer.appendBytes(UnsafeBufferPointer(start: base + start, count: count - start))
    }

    /// Doubles the capacity (or more) so `extra` more bytes fit.
    @inline(never)
    private func grow(toHold extra: Int) {
        let needed = count + extra
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
