import GestureTrace

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#else
    import Foundation
#endif

/// Everything a command touches outside its arguments: streams, files, environment.
///
/// The live context wires the real process; tests build one with memory sinks, an in-memory
/// file system and, for `check`, a stand-in renderer, so the command layer runs in process.
package struct CLIContext {
    /// Results and diffs (STYLE §3 "Streams").
    package var stdout: OutputSink
    /// Diagnostics: `file:line:column: error: …`, usage errors.
    package var stderr: OutputSink
    package var fileSystem: any FileSystem
    package var environment: [String: String]
    /// Opens standard input (for `replay -`, `import csv -`), checked as `InputFile` checks it.
    package var openStandardInput: () throws(FileSystemError) -> any ReadableFile
    /// Whether stdout is a terminal (colour in `auto` mode).
    package var stdoutIsTerminal: Bool
    /// Replaces the real trace rendering in `check` (decode, replay, invariants, text), so the
    /// golden workflow can be tested with canned outputs. Nil means the real one.
    package var renderTrace: ((String) -> Result<String, TraceError>)?
    /// The classes `custom` recognizers may name (FORMAT §2.2). The `gesturetrace` command has
    /// none, so it reports such a trace as invalid; a test checking custom recognizers' goldens
    /// through `GoldenCorpus` passes its own (docs/CUSTOM-RECOGNIZERS.md).
    package var customRecognizers = CustomRecognizerRegistry()

    package init(
        stdout: OutputSink, stderr: OutputSink, fileSystem: any FileSystem,
        environment: [String: String] = [:],
        readStandardInput: @escaping () throws(FileSystemError) -> [UInt8] = { [] },
        stdoutIsTerminal: Bool = false, renderTrace: ((String) -> Result<String, TraceError>)? = nil
    ) {
        self.stdout = stdout
        self.stderr = stderr
        self.fileSystem = fileSystem
        self.environment = environment
        self.openStandardInput = { () throws(FileSystemError) -> any ReadableFile in
            MemoryReadableFile(try readStandardInput())
        }
        self.stdoutIsTerminal = stdoutIsTerminal
        self.renderTrace = renderTrace
    }

    /// The real process: fds 1 and 2, the local file system, the process environment.
    package static func live() -> CLIContext {
        var context = CLIContext(
            stdout: .fileDescriptor(1), stderr: .fileDescriptor(2), fileSystem: LocalFileSystem(),
            environment: processEnvironment(),
            stdoutIsTerminal: isatty(1) == 1)
        context.openStandardInput = { () throws(FileSystemError) -> any ReadableFile in try InputFile.open("-") }
        return context
    }

    /// The process environment, read from the C library's `environ` on Linux: Foundation's
    /// `ProcessInfo` would load Foundation and ICU into every run (issue 16). A name set twice
    /// keeps its last value.
    package static func processEnvironment() -> [String: String] {
        #if canImport(Glibc) || canImport(Musl)
            var result: [String: String] = [:]
            let start: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
            guard var entry = start else { return result }
            while let pointer = entry.pointee {
                let text = String(cString: pointer)
                if let equals = text.firstIndex(of: "=") {
                    result[String(text[..<equals])] = String(text[text.index(after: equals)...])
                }
                entry += 1
            }
            return result
        #else
            return ProcessInfo.processInfo.environment
        #endif
    }

    /// Writes a diagnostic line to stderr, after flushing stdout so the two interleave in order.
    /// Whatever the message quotes, no control character reaches the terminal raw: the lines
    /// the tool laid out stay, everything else unsafe is escaped (`MessageText`, issue 25).
    func diagnose(_ message: String) {
        stdout.flush()
        stderr.line(MessageText.keepingLines(message))
        stderr.flush()
    }
}
