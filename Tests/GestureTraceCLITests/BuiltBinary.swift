import Foundation
import Testing

/// The built `gesturetrace` executable, run as a real process: the real streams, the real exit
/// status, a fresh process (and hash seed) each time. Shared by the tests that need what an
/// in-process `GestureTraceCLI.run` cannot give (BinaryTests, ReliabilityTests, BrowserTests).
enum BuiltBinary {
    /// The executable next to the test bundle, or in `.build/debug`.
    static let url: URL? = {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
                "gesturetrace"),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("gesturetrace"),
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent()
                .appendingPathComponent(".build/debug/gesturetrace"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The binary, or a test failure: `swift test` builds every product, so a missing binary is
    /// a failure, not a skip.
    static func required() throws -> URL {
        try #require(url, "gesturetrace was not built next to the tests")
    }

    /// Runs the binary with `arguments`, in `directory` when given.
    static func run(_ arguments: [String], in directory: URL? = nil) throws -> Result {
        try execute(required(), arguments, in: directory, environment: nil)
    }

    /// Runs `script` with `/bin/sh` in `folder`, `$GT` naming the binary: for full devices,
    /// closed descriptors, FIFOs and pipes that only a shell sets up.
    static func sh(_ script: String, in folder: URL) throws -> Result {
        var environment = ProcessInfo.processInfo.environment
        environment["GT"] = try required().path
        return try execute(URL(fileURLWithPath: "/bin/sh"), ["-c", script], in: folder, environment: environment)
    }

    private static func execute(
        _ executable: URL, _ arguments: [String], in directory: URL?, environment: [String: String]?
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Both pipes drain at once: read one after the other, a child that fills the second
        // pipe (64 KiB of stderr on Linux) blocks writing it while the first read waits for an
        // end of file that never comes (ReliabilityRound7Tests.largeStandardError).
        let stderr = PipeDrain(err.fileHandleForReading)
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr.wait(), as: UTF8.self))
    }
}

/// Reads a pipe to its end on a thread of its own, so that another pipe of the same child can
/// be read meanwhile.
private final class PipeDrain: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    // Written once by the reading thread before `done` is signalled, read after waiting on it.
    private var data = Data()

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    /// Everything the pipe carried, once its writers have closed it.
    func wait() -> Data {
        done.wait()
        return data
    }
}
