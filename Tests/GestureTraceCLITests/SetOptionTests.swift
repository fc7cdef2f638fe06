import Foundation
import GestureTrace
import Testing

@testable import GestureTraceCLI

/// `--set ID.KEY=VALUE` on `replay`, `why` and `report` (FORMAT §3.5): the scene changed before
/// the replay, with the `set` event's keys and checks, errors located in the argument.
@Suite struct SetOptionTests {
    static func run(_ arguments: [String]) -> Invocation {
        Invocation.run(arguments, fileSystem: RootedFileSystem(base: WhyCommandTests.corpus))
    }

    static let trace = "examples/tap.json"

    @Test("a recognizer disabled before the replay receives no touch: the single tap no longer waits")
    func disables() {
        let plain = Self.run(["replay", Self.trace, "--format", "jsonl"])
        let set = Self.run(["replay", Self.trace, "--format", "jsonl", "--set", "doubleTap.enabled=false"])
        #expect(plain.status == 0 && set.status == 0)
        #expect(plain.stdout.contains(#""recognizer":"doubleTap""#))
        let doubleTapStates = set.stdout.split(separator: "\n").filter {
            $0.contains(#""type":"state""#) && $0.contains(#""recognizer":"doubleTap""#)
        }
        #expect(doubleTapStates.isEmpty)
        #expect(!set.stdout.contains(#""type":"pending""#))
        #expect(set.stdout.contains(#""type":"unused""#) && set.stdout.contains("disabled (enabled = false)"))
        // Repeatable, applied in order: enabled again by the second.
        let both = Self.run([
            "replay", Self.trace, "--format", "jsonl", "--set", "doubleTap.enabled=false",
            "--set=doubleTap.isEnabled=true",
        ])
        #expect(both.stdout == plain.stdout)
        // why tells the changed replay.
        let why = Self.run(["why", Self.trace, "singleTap", "--set", "doubleTap.enabled=false"])
        #expect(why.status == 0)
        #expect(!why.stdout.contains("waits for doubleTap"))
    }

    @Test("a bad --set is invalid input located in the argument: id, key, value, shape")
    func errors() {
        func error(_ set: String) -> String {
            let r = Self.run(["replay", Self.trace, "--set", set])
            #expect(r.status == 2)
            return r.stderr
        }
        #expect(
            error("dubleTap.enabled=false")
                == "--set 'dubleTap.enabled=false':1:1: error: unknown view or gesture recognizer id 'dubleTap'; did you mean 'doubleTap'? (at set.dubleTap)\n"
        )
        #expect(
            error("doubleTap.enabeld=false")
                == "--set 'doubleTap.enabeld=false':1:11: error: unknown key 'enabeld'; did you mean 'enabled'? (at set.doubleTap.enabeld)\n"
        )
        #expect(
            error("photo.alpha=2")
                == "--set 'photo.alpha=2':1:13: error: alpha '2' is out of range; expected between 0 and 1 (at set.photo.alpha)\n"
        )
        #expect(error("photo.enabled=false").contains("'enabled' applies to a gesture recognizer; 'photo' is a view"))
        #expect(error("photo.hidden=yes").contains(":1:14: error: VALUE is not JSON"))
        #expect(error("photo").contains("expected ID.KEY=VALUE"))
    }
}
