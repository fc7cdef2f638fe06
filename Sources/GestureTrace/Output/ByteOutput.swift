/// Where the writers put bytes: a `[UInt8]` (the public API) or a `ByteBuffer` (the streaming
/// `jsonl` path). The writers are generic over it and specialised for both, so there is one
/// implementation of every format.
protocol ByteOutput {
    var count: Int { get }
    mutating func append(_ byte: UInt8)
    /// Appends literal ASCII bytes.
    mutating func appendLiteral(_ text: StaticString)
    mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>)
    /// Reverses the bytes from `start` to the end in place (digits are written backwards).
    mutating func reverseTail(from start: Int)
    /// Replaces `bytes` with a copy of the bytes from `start` to the end.
    func copyTail(from start: Int, into bytes: inout [UInt8])
}

extension ByteOutput {
    mutating func appendBytes(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { appendBytes($0) }
    }
}

extension Array: ByteOutput where Element == UInt8 {
    mutating func appendLiteral(_ text: StaticString) {
        text.withUTF8Buffer { append(contentsOf: $0) }
    }

    mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>) {
        append(contentsOf: bytes)
    }

    mutating func reverseTail(from start: Int) {
        var i = start
        var j = count - 1
        while i < j {
            swapAt(i, j)
            i += 1
            j -= 1
        }
    }

    func copyTail(from start: Int, into bytes: inout [UInt8]) {
        bytes.removeAll(keepingCapacity: true)
        bytes.append(contentsOf: self[start...])
    }
}

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

    func copyTail(from start: Int, into bytes: inout [UInt8]) {
        bytes.removeAll(keepingCapacity: true)
        bytes.append(contentsOf: UnsafeBufferPointer(start: base + start, count: count - start))
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
