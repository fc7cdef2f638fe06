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

    /// The mapping's resident kilobytes that are private copies (`Anonymous` in the mapping's
    /// `/proc/self/smaps` block), nil where that file does not exist.
    static func copiedKilobytes(of file: MappedFile) -> Int? {
        // Read to its end: the file reports a size of 0, which some readers take at its word.
        guard let handle = FileHandle(forReadingAtPath: "/proc/self/smaps"), let base = file.buffer.baseAddress else {
            return nil
        }
        defer { try? handle.close() }
        let smaps = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
        let start = String(UInt(bitPattern: base), radix: 16)
        var inBlock = false
        for line in smaps.split(separator: "\n") {
            if let dash = line.firstIndex(of: "-"), line[..<dash].allSatisfy(\.isHexDigit) {
                inBlock = line[..<dash] == start[...]
            } else if inBlock, line.hasPrefix("Anonymous:") {
                return Int(line.split(separator: " ").dropFirst().first ?? "")
            }
        }
        return nil
    }

    @Test("pages copied ahead of the reader read as the file, stay within the window, and a truncation still shows")
    func copiedAhead() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/long.json"
        let bytes = Array((Self.trace + String(repeating: " ", count: 3 << 20)).utf8)
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        let file = try #require(try LocalFileSystem().map(path))
        var mismatches = 0
        var mostCopied = 0
        // Two readings, each reporting its offset as a decoder does (every 4 KiB to 100 KiB).
        for reading in 0..<2 {
            var offset = reading * 5000
            while offset < bytes.count {
                file.release(upTo: offset)
                for k in stride(from: offset, to: min(offset + MappedFile.readAhead, bytes.count), by: 4093)
                where file.buffer[k] != bytes[k] {
                    mismatches += 1
                }
                if offset / 4096 % 3 == 0 { mostCopied = max(mostCopied, Self.copiedKilobytes(of: file) ?? 0) }
                offset += 4096 + (offset / 7 % 200_000)
            }
        }
        #expect(mismatches == 0)
        let mapped = try #require(file.buffer.baseAddress)
        #expect(bytes.withUnsafeBufferPointer { memcmp($0.baseAddress ?? mapped, mapped, bytes.count) } == 0)
        #if os(Linux)
            // Copies are made (the window's pages), and never more than the window.
            #expect(mostCopied >= MappedFile.readAhead / 1024 / 2)
            #expect(mostCopied <= (MappedFile.readAhead + (1 << 17)) / 1024)
        #endif

        // Copied ahead, then the file shrinks under them: a read there is zeros and flagged.
        let again = try #require(try LocalFileSystem().map(path))
        let near = bytes.count - 300_000
        again.release(upTo: near)
        #expect(again.buffer[near + 1000] == bytes[near + 1000])
        #expect(truncate(path, off_t(near)) == 0)
        #expect(again.buffer[near + 5000] == 0)
        #expect(again.truncated)
    }
}
