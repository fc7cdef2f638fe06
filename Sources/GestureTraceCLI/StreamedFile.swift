/// A file opened for reading piece by piece: `import` streams recordings far larger than memory
/// (issue 13 item 7), so the file system hands out open files as well as whole contents.
package protocol ReadableFile {
    /// Reads the next piece into `chunk` (resizing it as needed); 0 at the end.
    func readChunk(into chunk: inout [UInt8]) throws(FileSystemError) -> Int
    /// The rest of the input, refusing more than `limit` bytes.
    func readAll(limit: Int) throws(FileSystemError) -> [UInt8]
    func close()
}

extension ReadableFile {
    /// The rest of the input, up to the largest input read (`InputFile.maxSize`).
    package func readAll() throws(FileSystemError) -> [UInt8] { try readAll(limit: InputFile.maxSize) }
}

/// A file opened for writing that appears whole or not at all: `commit` puts it in place,
/// `abandon` leaves the destination as it was (issue 13 item 2).
package protocol WritableFile {
    func write(_ bytes: [UInt8]) throws(FileSystemError)
    func commit() throws(FileSystemError)
    func abandon()
}

/// Bytes already in memory, read as a file: standard input in tests, and files of a file
/// system that only has whole contents (`FileSystem.openForReading`'s default).
package final class MemoryReadableFile: ReadableFile {
    private let bytes: [UInt8]
    private var offset = 0

    package init(_ bytes: [UInt8]) { self.bytes = bytes }

    package func readChunk(into chunk: inout [UInt8]) throws(FileSystemError) -> Int {
        let n = min(InputFile.chunkSize, bytes.count - offset)
        if chunk.count < n { chunk = [UInt8](repeating: 0, count: n) }
        chunk.replaceSubrange(0..<n, with: bytes[offset..<offset + n])
        offset += n
        return n
    }

    package func readAll(limit: Int) throws(FileSystemError) -> [UInt8] {
        let rest = bytes.count - offset
        guard rest <= limit else { throw InputFile.tooLarge(limit: limit) }
        offset = bytes.count
        return Array(bytes[(bytes.count - rest)...])
    }

    package func close() {}
}

/// Collects the bytes and hands them to `FileSystem.writeAtomically` on `commit`: the
/// default `openForWriting` of a file system that only writes whole files.
final class BufferedWritableFile: WritableFile {
    private let fileSystem: any FileSystem
    private let path: String
    private var buffer: [UInt8] = []

    init(fileSystem: any FileSystem, path: String) {
        self.fileSystem = fileSystem
        self.path = path
    }

    func write(_ bytes: [UInt8]) throws(FileSystemError) { buffer += bytes }

    func commit() throws(FileSystemError) { try fileSystem.writeAtomically(buffer, to: path) }

    func abandon() { buffer = [] }
}
