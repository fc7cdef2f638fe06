import GestureTrace

/// Where an import's document goes: standard output (no `-o`, or `-o -` as for `report`), or a
/// file opened through the context's file system (`FileSystem.openForWriting`: it appears whole
/// or not at all, never over the recording itself; a device or FIFO is written through).
///
/// Bytes are passed on in 64 KiB pieces, so a long recording streams out as it is read; a failed
/// write to the file is kept and reported at `commit`, like every other output (issue 13).
struct ImportOutput {
    private var buffer: [UInt8] = []
    private let stdout: OutputSink
    private let file: (path: String, handle: any WritableFile)?
    /// The first failed write to the output file.
    private var failure: TraceError?

    /// Opens `path` (nil or `-`: standard output), refusing it when it is `input`.
    init(path: String?, input: String, context: CLIContext) throws(TraceError) {
        stdout = context.stdout
        guard let path, path != "-" else {
            file = nil
            return
        }
        do throws(FileSystemError) {
            file = (path, try context.fileSystem.openForWriting(path, inputs: [input]))
        } catch {
            throw Self.writeError(path, error)
        }
    }

    /// Writes a document that is already whole to `path` (nil or `-`: standard output) and puts
    /// it in place. Opened only now, so an input that cannot be read leaves no file behind.
    static func deliver(_ bytes: [UInt8], to path: String?, input: String, context: CLIContext) throws(TraceError) {
        var output = try ImportOutput(path: path, input: input, context: context)
        output.write(bytes)
        try output.commit()
    }

    /// Writes an imported scene's document to `path` (nil or `-`: standard output) as it is
    /// indented, a piece at a time: the indented document is never held whole (issue 25: a deep
    /// hierarchy's is mostly spaces, 635 MB for a 17.9 MB Lookin archive).
    static func deliver(_ document: ImportedSceneDocument, to path: String?, input: String, context: CLIContext)
        throws(TraceError)
    {
        var output = try ImportOutput(path: path, input: input, context: context)
        document.write { (piece: [UInt8]) in output.write(piece) }
        try output.commit()
    }

    mutating func write(_ bytes: [UInt8]) {
        if buffer.isEmpty, bytes.count >= 1 << 16 {
            // A whole piece: passed on as it is, not copied into the buffer first.
            send(bytes)
            return
        }
        buffer += bytes
        if buffer.count >= 1 << 16 { drain() }
    }

    private mutating func drain() {
        guard !buffer.isEmpty else { return }
        send(buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    private mutating func send(_ bytes: [UInt8]) {
        if let file {
            if failure == nil {
                do throws(FileSystemError) {
                    try file.handle.write(bytes)
                } catch {
                    failure = Self.writeError(file.path, error)
                }
            }
        } else {
            stdout.write(bytes)
        }
    }

    /// Writes what is left and puts the file in place; after a failed write, removes the
    /// temporary file instead (the destination is left as it was).
    mutating func commit() throws(TraceError) {
        drain()
        if let failure {
            abandon()
            throw failure
        }
        guard let file else { return }
        do throws(FileSystemError) {
            try file.handle.commit()
        } catch {
            throw Self.writeError(file.path, error)
        }
    }

    /// Gives up: the destination is left as it was.
    func abandon() {
        file?.handle.abandon()
    }

    private static func writeError(_ path: String, _ error: FileSystemError) -> TraceError {
        TraceError(file: path, line: 0, column: 0, path: "", message: "cannot write the output file: \(error.reason)")
    }
}
