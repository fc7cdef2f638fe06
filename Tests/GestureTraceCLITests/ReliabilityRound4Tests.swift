import Foundation
import Testing

@testable import GestureTrace

/// Issue 25, round 4 hunt (docs/RELIABILITY.md "Round 4 hunt"): each family that broke a
/// promise, through the built binary where the promise is about the command line.
@Suite struct ReliabilityRound4Tests {
    static func folder() throws -> URL { try ReliabilityTests.folder() }

    static func write(_ text: String, _ name: String, in dir: URL) throws {
        try Data(text.utf8).write(to: dir.appendingPathComponent(name))
    }

    /// A trace whose view `b` (holding recognizer `tap`) is tapped, with `viewID` as b's id.
    static func trace(viewID: String = "b", touchID: String = "1") -> String {
        #"{"gesturetrace": 1, "scene": {"window": {"id": "w", "frame": [0, 0, 100, 100], "subviews": [{"id": "\#(viewID)", "frame": [0, 0, 50, 50], "recognizers": [{"id": "tap", "kind": "tap"}]}]}}, "events": [{"t": 0, "touches": [{"id": \#(touchID), "phase": "began", "x": 10, "y": 10}]}, {"t": 0.1, "touches": [{"id": \#(touchID), "phase": "ended", "x": 10, "y": 10}]}]}"#
    }

    @Test("an id with a control character is refused where it is declared, so no output prints it raw")
    func controlCharactersInIDs() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // hit-test, why and diff printed such ids raw: a newline split their records and an ESC
        // or a C1 CSI (U+009B) reached the terminal. Each kind of character, each kind of id.
        let cases: [(file: String, text: String, message: String)] = [
            (
                "view.json", Self.trace(viewID: #"b\nframe 9 \u001b[2J"#),
                #"view.json:1:100: error: the id 'b\nframe 9 \u{1B}[2J' contains the control character U+000A; an id is a name printed on one line (FORMAT §2) (at scene.window.subviews[0].id)"#
            ),
            (
                "csi.json", Self.trace(viewID: #"b\u009b2J"#),
                #"csi.json:1:100: error: the id 'b\u{9B}2J' contains the control character U+009B; an id is a name printed on one line (FORMAT §2) (at scene.window.subviews[0].id)"#
            ),
            (
                "bidi.json", Self.trace(viewID: #"b\u202egnp.exe"#),
                #"bidi.json:1:100: error: the id 'b\u{202E}gnp.exe' contains the control character U+202E; an id is a name printed on one line (FORMAT §2) (at scene.window.subviews[0].id)"#
            ),
            (
                "touch.json", Self.trace(touchID: #""f\u2028""#),
                #"touch.json:1:220: error: the id 'f\u{2028}' contains the control character U+2028; an id is a name printed on one line (FORMAT §2) (at events[0].touches[0].id)"#
            ),
        ]
        for (file, text, message) in cases {
            try Self.write(text, file, in: dir)
            for command in ["validate", "replay", "why", "diff"] {
                let extra = command == "why" ? " tap" : command == "diff" ? " t.json" : ""
                let run = try BuiltBinary.sh(#""$GT" \#(command) \#(file)\#(extra)"#, in: dir)
                #expect(run.status == 2, "\(command) \(file)")
                #expect(run.stdout.isEmpty, "\(command) \(file)")
                #expect(run.stderr == message + "\n", "\(command) \(file)")
            }
        }
        let hit = try BuiltBinary.sh(#""$GT" hit-test view.json 10 10"#, in: dir)
        #expect(hit.status == 2 && hit.stderr.filter { $0 == "\n" }.count == 1)
        // A recognizer id and a SwiftUI gesture name go through the same check.
        try Self.write(
            Self.trace().replacingOccurrences(of: #""id": "tap""#, with: #""id": "t\tap""#), "tab.json", in: dir)
        let tab = try BuiltBinary.sh(#""$GT" validate tab.json"#, in: dir)
        #expect(tab.status == 2)
        #expect(tab.stderr.hasPrefix(#"tab.json:1:153: error: the id 't\tap' contains the control character U+0009"#))
        // Ordinary ids, non-ASCII ones included, are unchanged.
        try Self.write(Self.trace(viewID: "bouton é ✓ 😀"), "plain.json", in: dir)
        let plain = try BuiltBinary.sh(#""$GT" hit-test plain.json 10 10"#, in: dir)
        #expect(plain.status == 0)
        #expect(plain.stdout.contains("view         bouton é ✓ 😀\n"))
    }

    @Test("an integer touch id past 2^53 - 1 is refused: two ids of the text would be one finger")
    func inexactTouchIDs() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // 9007199254740993 reads as the double 9007199254740992: a second finger with that id
        // would be taken for the first. Refused on the streamed path (events) and the
        // ordinary one (strokes) alike, with the message the value deserves.
        let beyond = Self.trace(touchID: "9007199254740993")
        try Self.write(beyond, "beyond.json", in: dir)
        let run = try BuiltBinary.sh(#""$GT" validate beyond.json"#, in: dir)
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "beyond.json:1:220: error: touch id '9007199254740993' is out of range; expected an integer between -9007199254740991 and 9007199254740991 (or a string) (at events[0].touches[0].id)\n"
        )
        try Self.write(Self.trace(touchID: "-9223372036854775808"), "min.json", in: dir)
        let min = try BuiltBinary.sh(#""$GT" validate min.json"#, in: dir)
        #expect(min.status == 2 && min.stderr.contains("touch id '-9223372036854775808' is out of range"))
        try Self.write(Self.trace(touchID: "9223372036854775807"), "max.json", in: dir)
        let max = try BuiltBinary.sh(#""$GT" validate max.json"#, in: dir)
        #expect(max.status == 2 && max.stderr.contains("touch id '9223372036854775807' is out of range"))
        try Self.write(Self.trace(touchID: "1.5"), "half.json", in: dir)
        let half = try BuiltBinary.sh(#""$GT" validate half.json"#, in: dir)
        #expect(half.status == 2 && half.stderr.contains("touch id '1.5' is not an integer"))
        try Self.write(
            #"{"gesturetrace": 1, "scene": {"window": {"id": "w", "frame": [0, 0, 100, 100]}}, "strokes": [{"id": 9007199254740993, "points": [[0, 1, 1], [0.1, 2, 2]]}]}"#,
            "strokes.json", in: dir)
        let strokes = try BuiltBinary.sh(#""$GT" validate strokes.json"#, in: dir)
        #expect(strokes.status == 2 && strokes.stderr.contains("touch id '9007199254740993' is out of range"))
        try Self.write(Self.trace(touchID: "-9007199254740991"), "edge.json", in: dir)
        let edge = try BuiltBinary.sh(#""$GT" replay edge.json"#, in: dir)
        #expect(edge.status == 0 && edge.stdout.contains("touch -9007199254740991 at (10, 10) -> b"))
    }

    @Test("the library's golden helper reads no FIFO or device and writes through no planted link")
    func goldenHelperFiles() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let outcome = try TouchTrace(contentsOfFile: dir.appendingPathComponent("t.json").path).replay()
        // A FIFO golden blocked open() forever (and with it `swift test`); /dev/zero was read
        // until memory ran out. Both are now not a readable golden: a mismatch, missing.
        let fifo = dir.appendingPathComponent("fifo.golden").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let zero = dir.appendingPathComponent("zero.golden").path
        try FileManager.default.createSymbolicLink(atPath: zero, withDestinationPath: "/dev/zero")
        for path in [fifo, zero] {
            do {
                try outcome.assertMatchesGolden(atPath: path, acceptCommand: "accept", update: false)
                Issue.record("\(path) matched")
            } catch {
                #expect(error.missing)
            }
        }
        // A link planted at the temporary file's predictable name is not written through, and
        // a golden that is itself a link is not replaced.
        let victim = dir.appendingPathComponent("victim.txt")
        try Data("keep".utf8).write(to: victim)
        let golden = dir.appendingPathComponent("g.golden").path
        try FileManager.default.createSymbolicLink(
            atPath: golden + ".gesturetrace-\(getpid()).tmp", withDestinationPath: victim.path)
        do {
            try outcome.assertMatchesGolden(atPath: golden, acceptCommand: "accept", update: true)
        } catch {
            #expect(!error.written)
        }
        #expect(try Data(contentsOf: victim) == Data("keep".utf8))
        let linked = dir.appendingPathComponent("l.golden").path
        try FileManager.default.createSymbolicLink(atPath: linked, withDestinationPath: victim.path)
        do {
            try outcome.assertMatchesGolden(atPath: linked, acceptCommand: "accept", update: true)
        } catch {
            #expect(!error.written)
        }
        #expect(try Data(contentsOf: victim) == Data("keep".utf8))
        // An ordinary missing golden is still created.
        let fresh = dir.appendingPathComponent("new.golden").path
        do {
            try outcome.assertMatchesGolden(atPath: fresh, acceptCommand: "accept", update: true)
        } catch {
            #expect(error.written)
        }
        #expect(FileManager.default.fileExists(atPath: fresh))
    }
}
