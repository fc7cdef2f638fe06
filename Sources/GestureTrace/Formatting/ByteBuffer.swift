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

    func removeLast(_ n: Int) {
        precondition(n >= 0 && n <= count, "ByteBuffer.removeLast: only written bytes can be removed")
        count -= n
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
        ByteBuffer.copy(UnsafeRawPointer(text.utf8Start), n, to: UnsafeMutableRawPointer(base + count))
        count += n
    }

    @inline(__always)
    func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        let n = bytes.count
        if capacity - count < n { grow(toHold: n) }
        ByteBuffer.copy(UnsafeRawPointer(source), n, to: UnsafeMutableRawPointer(base + count))
        count += n
    }

    /// The room is made first, so `body` writes inside the allocation; what it reports
    /// written is trusted, as every caller computes it from the same length it asked for.
    @inline(__always)
    func appendInPlace(maximum: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        if capacity - count < maximum { grow(toHold: maximum) }
        count += body(base + count)
    }

    /// Copies `n` bytes. Nearly every copy of the writer is a key, a name or a number of 2 to
    /// 32 bytes: those are done with two to four overlapping word loads and stores in line,
    /// where a call to `memmove` cost about 25 instructions of dispatch each (several per
    /// record). Longer copies still go to `memmove`.
    @inline(__always)
    private static func copy(_ source: UnsafeRawPointer, _ n: Int, to target: UnsafeMutableRawPointer) {
        switch n {
        case 8...16:
            let head = source.loadUnaligned(as: UInt64.self)
            let tail = source.loadUnaligned(fromByteOffset: n &- 8, as: UInt64.self)
            target.storeBytes(of: head, as: UInt64.self)
            target.storeBytes(of: tail, toByteOffset: n &- 8, as: UInt64.self)
        case 17...32:
            let a = source.loadUnaligned(as: UInt64.self)
            let b = source.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            let c = source.loadUnaligned(fromByteOffset: n &- 16, as: UInt64.self)
            let d = source.loadUnaligned(fromByteOffset: n &- 8, as: UInt64.self)
            target.storeBytes(of: a, as: UInt64.self)
            target.storeBytes(of: b, toByteOffset: 8, as: UInt64.self)
            target.storeBytes(of: c, toByteOffset: n &- 16, as: UInt64.self)
            target.storeBytes(of: d, toByteOffset: n &- 8, as: UInt64.self)
        case 4...7:
            let head = source.loadUnaligned(as: UInt32.self)
            let tail = source.loadUnaligned(fromByteOffset: n &- 4, as: UInt32.self)
            target.storeBytes(of: head, as: UInt32.self)
            target.storeBytes(of: tail, toByteOffset: n &- 4, as: UInt32.self)
        case 1...3:
            for k in 0..<n {
                target.storeBytes(of: source.load(fromByteOffset: k, as: UInt8.self), toByteOffset: k, as: UInt8.self)
            }
        case 0:
            break
        default:
            target.copyMemory(from: source, byteCount: n)
        }
    }

    /// Adds one to the non-negative decimal number the buffer holds as ASCII digits
    /// (`"129"` → `"130"`, `"99"` → `"100"`).
    func countUp() {
        var k = count - 1
        while k >= 0 && base[k] == UInt8(ascii: "9") {
            base[k] = UInt8(ascii: "0")
            k -= 1
        }
        if k >= 0 {
            base[k] += 1
        } else {
            // All nines became zeros: a leading one, and one more zero at the end.
            base[0] = UInt8(ascii: "1")
            append(UInt8(ascii: "0"))
        }
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
