import Foundation
import GestureTrace
import Testing

@testable import GestureTraceCLI

/// Large traces are mapped rather than read (issue 16): the same trace, the same errors, and
/// no crash when the file shrinks while mapped.
@Suite struct MappedFileTests {
    static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("mapped-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// A valid trace of about 1.3 MB: a long `_why` first (pages the decoder releases and reads
    /// again for the scene after the events), then 2000 events of taps.
    static let trace: String = {
        var events: [String] = []
        for k in 0..<2000 {
            let phase = k % 2 == 0 ? "began" : "ended"
            events.append(#"{"t": \#(Double(k) / 10), "touches": [{"id": 1, "phase": "\#(phase)", "x": 10, "y": 20}]}"#)
        }
        return #"{"gesturetrace": 1, "_why": "\#(String(repeating: "why ", count: 300_000))", "name": "long", "#
            + #""scene": {"window": {"id": "w", "frame": [0, 0, 390, 844], "#
            + #""touches": "handle", "recognizers": [{"id": "tap", "kind": "tap"}]}}, "events": ["#
            + events.joined(separator: ",\n") + "]}\n"
    }()

    static func context() -> CLIContext {
        CLIContext(stdout: .memory(), stderr: .memory(), fileSystem: LocalFileSystem())
    }

    @Test("a large trace is mapped, and decodes to what its bytes decode to; an error reads the same")
    func sameTrace() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/long.json"
        let bytes = Array(Self.trace.utf8)
        #expect(bytes.count > MappedFile.minimumSize)
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        #expect(try LocalFileSystem().map(path) != nil)
        let mapped = try TraceLoading.loadTrace(path, context: Self.context())
        let held = try TraceDecoder.decode(bytes: bytes, file: path, loadScene: { _ throws(TraceError) in ([], "") })
        #expect(
            TextWriter.render(name: mapped.name, records: Replay.run(mapped).records)
                == TextWriter.render(name: held.name, records: Replay.run(held).records))
        #expect(mapped.events.count == 2000)

        // A touch moved before it began, near the end: located exactly as from held bytes.
        var broken = bytes
        let began = Array("began".utf8)
        let at = try #require((0...(bytes.count - 5)).last { Array(bytes[$0..<$0 + 5]) == began })
        broken.replaceSubrange(at..<at + 5, with: Array("moved".utf8))
        #expect(FileManager.default.createFile(atPath: path, contents: Data(broken)))
        let expected: String
        do throws(TraceError) {
            _ = try TraceDecoder.decode(bytes: broken, file: path, loadScene: { _ throws(TraceError) in ([], "") })
            expected = "no error"
        } catch {
            expected = error.description
        }
        #expect(throws: (any Error).self) { try TraceLoading.loadTrace(path, context: Self.context()) }
        do throws(TraceError) {
            _ = try TraceLoading.loadTrace(path, context: Self.context())
        } catch {
            #expect(error.description == expected)
        }
        #expect(expected.hasPrefix(path + ":1999:"))
    }

    @Test("small files, standard input and other file systems are read, not mapped")
    func notMapped() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(FileManager.default.createFile(atPath: dir + "/small.json", contents: Data("{}".utf8)))
        #expect(try LocalFileSystem().map(dir + "/small.json") == nil)
        #expect(try RootedFileSystem(base: dir).map("small.json") == nil)
    }

    @Test("a mapped file truncated while mapped reads as zeros past its new end and says so; no crash")
    func truncated() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/long.json"
        #expect(FileManager.default.createFile(atPath: path, contents: Data(Self.trace.utf8)))
        let file = try #require(try LocalFileSystem().map(path))
        #expect(!file.truncated)
        let last = file.buffer.count - 2
        #expect(file.buffer[last] == UInt8(ascii: "}"))
        #expect(truncate(path, 4096) == 0)
        #expect(file.buffer[last] == 0)
        #expect(file.buffer[100] == Array(Self.trace.utf8)[100])
        #expect(file.truncated)

        // Shrunk to a few bytes: even the first page's tail is past the end.
        #expect(FileManager.default.createFile(atPath: path, contents: Data(Self.trace.utf8)))
        let again = try #require(try LocalFileSystem().map(path))
        #expect(truncate(path, 10) == 0)
        #expect(again.buffer[again.buffer.count - 1] == 0)
        #expect(again.truncated)
    }
}
