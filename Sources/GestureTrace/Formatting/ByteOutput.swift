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
    /// Replaces the contents of `buffer` with a copy of the bytes from `start` to the end.
    func copyTail(from start: Int, into buffer: ByteBuffer)
    /// Forgets the last `n` bytes written.
    mutating func removeLast(_ n: Int)
    /// Lets `body` write up to `maximum` bytes at the end, in place, and keeps as many as it
    /// returns (at most `maximum`): a number whose length is known before its digits are
    /// written goes in with no copy (`DecimalFormat.writeFixed`).
    mutating func appendInPlace(maximum: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int)
}

extension ByteOutput {
    mutating func appendBytes(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { appendBytes($0) }
    }

    /// Appends the UTF-8 bytes of `text` as they are (no escaping).
    mutating func appendUTF8(_ text: String) {
        var text = text
        text.withUTF8 { appendBytes($0) }
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

    mutating func appendInPlace(maximum: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximum) { buffer in
            guard let base = buffer.baseAddress else { return }
            let written = Swift.min(Swift.max(body(base), 0), maximum)
            append(contentsOf: UnsafeBufferPointer(start: base, count: written))
        }
    }

    func copyTail(from start: Int, into buffer: ByteBuffer) {
        buffer.removeAll()
        withUnsafeBufferPointer { buffer.appendBytes(UnsafeBufferPointer(rebasing: $0[start...])) }
    }
}
