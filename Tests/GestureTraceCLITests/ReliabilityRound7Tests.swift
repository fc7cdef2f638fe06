import Foundation
import Testing

@testable import GestureTrace
@testable import GestureTraceCLI

/// Issue 25, round 7 (docs/RELIABILITY.md "Round 7 hunt"): the small defects round 6 noticed,
/// and each family of this round's hunt that broke a promise, through the command line (the
/// built binary, or the CLI in process over a file system whose listing can be made to
/// disagree with later looks).
@Suite struct ReliabilityRound7Tests {
    static func folder() throws -> URL { try ReliabilityTests.folder() }

    /// A trace whose one view holds a SwiftUI circle with `gesture`, written as JSON.
    static func swiftUITrace(gesture: String) -> String {
        """
        {"gesturetrace": 1, "scene": {"window": {"id": "window", "frame": [0, 0, 390, 844], "subviews": [
          {"id": "host", "class": "UIHostingView", "frame": [0, 0, 390, 844],
           "swiftui": {"id": "circle", "frame": [100, 300, 150, 150],
                       "modifiers": [{"gesture": \(gesture), "id": "g"}]}}]}},
         "events": [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 150, "y": 350}]},
                    {"t": 0.1, "touches": [{"id": 1, "phase": "ended", "x": 150, "y": 350}]}]}
        """
    }

    @Test("a composition of other than two gestures says two are expected and how many were found")
    func compositionArity() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // It said "found an array", as if an array were the mistake.
        let tap = #"{"tap": {}}"#
        for (name, parts, found) in [
            ("sequenced", [String](), "0 elements"), ("sequenced", [tap], "1 element"),
            ("exclusively", [tap, tap, tap], "3 elements"), ("simultaneously", [tap, tap, tap, tap], "4 elements"),
        ] {
            let gesture = "{\"\(name)\": [\(parts.joined(separator: ", "))]}"
            try ReliabilityTests.write(Self.swiftUITrace(gesture: gesture), "s.json", in: dir)
            let run = try BuiltBinary.run(["validate", "s.json"], in: dir)
            #expect(run.status == 2)
            #expect(run.stderr.hasPrefix("s.json:4:\(47 + name.count): error: "), "\(run.stderr)")
            #expect(
                run.stderr.hasSuffix(
                    "expected two gestures [G1, G2] for '\(name)', found an array of \(found) (at scene.window.subviews[0].swiftui.modifiers[0].gesture.\(name))\n"
                ), "\(run.stderr)")
        }
        // Two parts still replay.
        try ReliabilityTests.write(Self.swiftUITrace(gesture: "{\"sequenced\": [\(tap), \(tap)]}"), "s.json", in: dir)
        #expect(try BuiltBinary.run(["validate", "s.json"], in: dir).status == 0)
    }

    @Test("--set on an id holding '=' with an unknown key names the unknown key")
    func setUnknownKeyAfterEquals() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // `t=1.enabld=false` said "expected ID.KEY before '='": the target ended at the first
        // `=` once no patch key followed a dot.
        let cases: [(String, String)] = [
            ("t=1.enabld=false", ":1:5: error: unknown key 'enabld'; did you mean 'enabled'? (at set.t=1.enabld)"),
            ("a=b=c.hiden=true", ":1:7: error: unknown key 'hiden'; did you mean 'hidden'? (at set.a=b=c.hiden)"),
            ("tap.enabld=false", ":1:5: error: unknown key 'enabld'; did you mean 'enabled'? (at set.tap.enabld)"),
            ("a=b", ":1:1: error: expected ID.KEY before '=', such as list.scrollEnabled"),
        ]
        for (argument, message) in cases {
            let run = try BuiltBinary.run(["replay", "t.json", "--set", argument], in: dir)
            #expect(run.status == 2, "\(argument)")
            #expect(run.stderr == "--set '\(argument)'\(message)\n", "\(argument): \(run.stderr)")
        }
        // A known key still wins over an earlier word-shaped one: the id is `t.x=1`, unknown.
        let known = try BuiltBinary.run(["replay", "t.json", "--set", "t.x=1.enabled=false"], in: dir)
        #expect(known.status == 2)
        #expect(known.stderr.contains("'t.x=1'"), "\(known.stderr)")
    }

    @Test("the test helper reads a child's two pipes at once: 200 KB on stderr does not block it")
    func largeStandardError() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // `BuiltBinary` read stdout to its end, then stderr: a child that filled the stderr
        // pipe (64 KiB on Linux) blocked writing, and the test run hung.
        let finished = DispatchSemaphore(value: 0)
        let box = ResultBox()
        Thread.detachNewThread {
            box.result = try? BuiltBinary.sh("head -c 200000 /dev/zero | tr '\\0' x >&2; echo done", in: dir)
            finished.signal()
        }
        #expect(finished.wait(timeout: .now() + 120) == .success, "the helper blocked on a full stderr pipe")
        #expect(box.result?.stderr.utf8.count == 200_000)
        #expect(box.result?.stdout == "done\n")
    }

    /// Carries a result out of the thread that made it (written once before the semaphore).
    final class ResultBox: @unchecked Sendable {
        var result: BuiltBinary.Result?
    }
}
