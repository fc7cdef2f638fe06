import GestureTrace

@testable import GestureTraceCLI

/// A file tree in memory for in-process command tests; counts writes so tests can prove that
/// unchanged goldens are never rewritten.
final class InMemoryFileSystem: FileSystem {
    var files: [String: [UInt8]] = [:]
    var directories: Set<String> = ["."]
    /// Every path written, in order.
    var writes: [String] = []
    /// Paths that exist but that a folder's listing does not show: a file created, renamed or
    /// swapped in just after `readdir` read its folder (the listing and later looks disagree).
    var unlisted: Set<String> = []

    init(_ files: [String: String] = [:]) {
        for (path, text) in files { add(path, text) }
    }

    func add(_ path: String, _ text: String) {
        files[path] = Array(text.utf8)
        var folder = Paths.directory(of: path)
        while folder != "." && folder != "/" && !directories.contains(folder) {
            directories.insert(folder)
            folder = Paths.directory(of: folder)
        }
    }

    func text(_ path: String) -> String? { files[path].map { String(decoding: $0, as: UTF8.self) } }

    /// Resolves `.` and `..` segments as a real file system would (no symbolic links here).
    private func clean(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == "..", let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(part) }
        }
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    func kind(_ path: String) -> FileKind {
        let p = clean(path)
        if files[p] != nil { return .file }
        return directories.contains(p) ? .directory : .missing
    }

    func read(_ path: String) throws(FileSystemError) -> [UInt8] {
        guard let bytes = files[clean(path)] else { throw FileSystemError("no such file or directory") }
        return bytes
    }

    func entries(ofDirectory path: String) throws(FileSystemError) -> [String] {
        let p = clean(path)
        guard directories.contains(p) else { throw FileSystemError("no such file or directory") }
        let prefix = p == "." ? "" : p + "/"
        var names: Set<String> = []
        for candidate in Array(files.keys) + Array(directories)
        where candidate.hasPrefix(prefix) && candidate != p && !unlisted.contains(candidate) {
            let rest = candidate.dropFirst(prefix.count)
            if let name = rest.split(separator: "/").first { names.insert(String(name)) }
        }
        // Deliberately unsorted: discovery must sort.
        return Array(names).shuffled()
    }

    func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
        let p = clean(path)
        guard kind(Paths.directory(of: p)) == .directory else { throw FileSystemError("no such file or directory") }
        files[p] = bytes
        writes.append(p)
    }

    func createDirectories(_ path: String) throws(FileSystemError) {
        var folder = clean(path)
        while folder != "." && folder != "/" {
            directories.insert(folder)
            folder = Paths.directory(of: folder)
        }
    }
}

/// Runs the CLI in process and captures its streams.
struct Invocation {
    var status: Int32
    var stdout: String
    var stderr: String

    static func run(
        _ arguments: [String], fileSystem: any FileSystem = InMemoryFileSystem(), stdin: String = "",
        environment: [String: String] = [:], terminal: Bool = false,
        render: ((String) -> Result<String, GestureTrace.TraceError>)? = nil
    ) -> Invocation {
        let out = OutputSink.memory()
        let err = OutputSink.memory()
        let context = CLIContext(
            stdout: out, stderr: err, fileSystem: fileSystem, environment: environment,
            readStandardInput: { Array(stdin.utf8) }, stdoutIsTerminal: terminal, renderTrace: render)
        let status = GestureTraceCLI.run(arguments: arguments, context: context)
        return Invocation(status: status, stdout: out.text, stderr: err.text)
    }
}
