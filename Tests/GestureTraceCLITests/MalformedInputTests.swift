import Foundation
import Testing

@testable import GestureTraceCLI

/// Every class of malformed input (FORMAT §5) is invalid input: exit 2, nothing on stdout, one
/// `file:line:column: error: message (at path)` line on stderr; never a runtime trap.
@Suite struct MalformedInputTests {
    static let window = #""scene": {"window": {"id": "w", "frame": [0, 0, 10, 10]}}"#

    /// (name, file bytes, exact stderr)
    static let cases: [(String, [UInt8], String)] = [
        ("empty file", [], "x.json:1:1: error: the file is empty; expected a JSON value (at $)\n"),
        (
            "whitespace only", Array(" \n\t\n".utf8),
            "x.json:3:1: error: the file contains only whitespace; expected a JSON value (at $)\n"
        ),
        (
            "invalid UTF-8", Array(#"{"gesturetrace": 1, "name": ""#.utf8) + [0xFF] + Array(#""}"#.utf8),
            "x.json:1:30: error: invalid UTF-8: byte 0xFF is not valid UTF-8 (at name)\n"
        ),
        (
            "UTF-8 encoded surrogate",
            Array(#"{"gesturetrace": 1, "name": ""#.utf8) + [0xED, 0xA0, 0x80] + Array(#""}"#.utf8),
            "x.json:1:30: error: invalid UTF-8: byte 0xED is not valid UTF-8 (at name)\n"
        ),
        (
            "lone surrogate escape", Array(#"{"gesturetrace": 1, "name": "\ud800"}"#.utf8),
            "x.json:1:30: error: lone high surrogate '\\ud800' in a string; expected a low surrogate '\\uDC00'…'\\uDFFF' after it (at name)\n"
        ),
        (
            "byte order mark", [0xEF, 0xBB, 0xBF] + Array("{}".utf8),
            "x.json:1:1: error: a byte order mark is not allowed at the start of a JSON text (at $)\n"
        ),
        (
            "NaN", Array(#"{"gesturetrace": NaN}"#.utf8),
            "x.json:1:18: error: 'NaN' is not allowed: JSON numbers must be finite (at gesturetrace)\n"
        ),
        (
            "Infinity", Array(#"{"gesturetrace": -Infinity}"#.utf8),
            "x.json:1:18: error: '-Infinity' is not allowed: JSON numbers must be finite (at gesturetrace)\n"
        ),
        (
            "number out of range",
            Array(#"{"gesturetrace": 1, "scene": {"window": {"id": "w", "frame": [0, 0, 1e400, 1]}}}"#.utf8),
            "x.json:1:69: error: number '1e400' is too large for a double (at scene.window.frame[2])\n"
        ),
        (
            "time out of range", Array("{\"gesturetrace\": 1, \(window), \"events\": [{\"t\": 1e308}]}".utf8),
            "x.json:1:97: error: time '1e308' is out of range; expected between -1000000000 and 1000000000 (at events[0].t)\n"
        ),
        (
            "truncated in a string", Array(#"{"gesturetrace": 1, "sce"#.utf8),
            "x.json:1:21: error: unterminated string (at $)\n"
        ),
        (
            "truncated in an array", Array("{\"gesturetrace\": 1, \(window), \"events\": [{\"t\": 1}".utf8),
            "x.json:1:99: error: unexpected end of file; expected ',' or ']' (at events[0])\n"
        ),
        (
            "trailing garbage", Array("{\"gesturetrace\": 1, \(window), \"events\": []}\n,".utf8),
            "x.json:2:1: error: unexpected character ',' after the JSON value (at $)\n"
        ),
        (
            "wrong type", Array("{\"gesturetrace\": \"1\", \(window), \"events\": []}".utf8),
            "x.json:1:18: error: expected the format version 1, found string '1' (at gesturetrace)\n"
        ),
        (
            "range",
            Array(
                #"{"gesturetrace": 1, "scene": {"window": {"id": "w", "frame": [0, 0, -10, 10]}}, "events": []}"#.utf8),
            "x.json:1:69: error: frame width '-10' is negative; expected a value of at least 0 (at scene.window.frame[2])\n"
        ),
        (
            "reference",
            Array(
                #"{"gesturetrace": 1, "scene": {"window": {"id": "w", "frame": [0, 0, 10, 10], "recognizers": [{"id": "a", "kind": "tap", "requireToFail": ["nope"]}]}}, "events": []}"#
                    .utf8),
            "x.json:1:139: error: unknown gesture recognizer id 'nope' (at scene.window.recognizers[0].requireToFail[0])\n"
        ),
        (
            "ordering", Array("{\"gesturetrace\": 1, \(window), \"events\": [{\"t\": 1}, {\"t\": 0.5}]}".utf8),
            "x.json:1:107: error: time '0.5' is earlier than the previous event's '1'; times must not decrease (at events[1].t)\n"
        ),
    ]

    @Test("each malformed input exits 2 with file, line:column and path", arguments: cases.indices)
    func malformed(index: Int) {
        let (name, bytes, expected) = Self.cases[index]
        let fs = InMemoryFileSystem()
        fs.files["x.json"] = bytes
        for command in [["replay", "x.json"], ["validate", "x.json"]] {
            let run = Invocation.run(command, fileSystem: fs)
            #expect(run.status == 2, "\(name)")
            #expect(run.stdout == "", "\(name)")
            #expect(run.stderr == expected, "\(name)")
        }
    }

    @Test("a truncated scene file is reported in that file")
    func truncatedScene() {
        let fs = InMemoryFileSystem([
            "t/x.json": "{\"gesturetrace\": 1,\n \"scene\": \"s.json\", \"events\": []}",
            "t/s.json": #"{"gesturetrace": 1, "window": {"id""#,
        ])
        let run = Invocation.run(["replay", "t/x.json"], fileSystem: fs)
        #expect(run.status == 2)
        #expect(run.stderr == "t/s.json:1:36: error: unexpected end of file; expected ':' (at window.id)\n")
    }

    @Test("I/O: a directory, a file that cannot be read, a path through a file")
    func io() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gesturetrace-io-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let fs = LocalFileSystem()

        let folder = dir.appendingPathComponent("folder.json")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let run = Invocation.run(["replay", folder.path], fileSystem: fs)
        #expect(run.status == 2)
        #expect(run.stderr == "\(folder.path): error: is a directory, not a file\n")

        let file = dir.appendingPathComponent("plain.json")
        try Data("{}".utf8).write(to: file)
        let through = Invocation.run(["replay", file.path + "/x.json"], fileSystem: fs)
        #expect(through.status == 2)
        #expect(through.stderr.hasPrefix("\(file.path)/x.json: error: "))

        // chmod 000 stops everyone but root, who reads it anyway: then there is nothing to test.
        let locked = dir.appendingPathComponent("locked.json")
        try Data("{}".utf8).write(to: locked)
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: locked.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: locked.path) }
        let unreadable = Invocation.run(["replay", locked.path], fileSystem: fs)
        #expect(unreadable.status == 2)
        if geteuid() == 0 {
            #expect(unreadable.stderr == "\(locked.path):1:1: error: missing required key 'gesturetrace' (at $)\n")
        } else {
            #expect(unreadable.stderr == "\(locked.path): error: permission denied\n")
        }
    }
}
