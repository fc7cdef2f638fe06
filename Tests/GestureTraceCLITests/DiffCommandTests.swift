import Foundation
import GestureTrace
import Testing

@testable import GestureTraceCLI

/// `gesturetrace diff A [B] [--set …] [--set-a …]` (FORMAT §8): two replays compared by outcome,
/// exit 0 same, 1 different, 2 invalid input.
@Suite struct DiffCommandTests {
    static func diff(_ arguments: [String]) -> Invocation {
        Invocation.run(["diff"] + arguments, fileSystem: RootedFileSystem(base: WhyCommandTests.corpus))
    }

    @Test("a trace against itself: exit 0, nothing printed")
    func same() {
        let r = Self.diff(["examples/tap.json"])
        #expect(r.status == 0 && r.stdout.isEmpty && r.stderr.isEmpty)
        let twice = Self.diff(["examples/tap.json", "examples/tap.json"])
        #expect(twice.status == 0 && twice.stdout.isEmpty)
    }

    @Test("--set patches B: disabling the double tap makes the single tap fire at the lift")
    func patched() {
        let r = Self.diff(["examples/tap.json", "--set", "doubleTap.enabled=false"])
        #expect(r.status == 1)
        #expect(
            r.stdout == """
                --- A: examples/tap.json
                +++ B: examples/tap.json --set doubleTap.enabled=false
                ~ photo touchesCancelled [1] at t=0.09 in B, t=0.44 in A (0.35 s earlier)
                - doubleTap failed at t=0.44
                ~ singleTap recognized at t=0.09 in B, t=0.44 in A (0.35 s earlier)

                """)
        // --set-a patches A the same way: then the sides agree.
        let both = Self.diff([
            "examples/tap.json", "--set", "doubleTap.enabled=false", "--set-a", "doubleTap.enabled=false",
        ])
        #expect(both.status == 0 && both.stdout.isEmpty)
    }

    @Test("two traces: the cell selected once the tap stops cancelling touches")
    func twoTraces() {
        let r = Self.diff([
            "cells/row-not-selected-under-keyboard-dismiss-tap.json",
            "cells/row-not-selected-under-keyboard-dismiss-tap.json", "--set",
            "dismissKeyboard.cancelsTouchesInView=false",
        ])
        #expect(r.status == 1)
        #expect(r.stdout.contains("\n+ table didSelectRowAt [0, 1] at t=0.08\n"))
        #expect(r.stdout.contains("\n+ row1 touchesEnded [1] at t=0.08\n"))
        // The responder chain's forwarding of the same call is not repeated per responder.
        #expect(!r.stdout.contains("window touchesEnded"))
    }

    @Test("bad input is exit 2 with a located one-line message; usage errors are usage errors")
    func errors() {
        let bad = Self.diff(["examples/tap.json", "--set", "singleTap.requireToFail=singleTap"])
        #expect(bad.status == 2)
        #expect(
            bad.stderr
                == "--set 'singleTap.requireToFail=singleTap':1:25: error: a gesture recognizer cannot require itself to fail (at set.singleTap.requireToFail)\n"
        )
        let cycle = Self.diff(["examples/tap.json", "--set-a", "doubleTap.requireToFail=singleTap"])
        #expect(cycle.status == 2)
        #expect(cycle.stderr.contains("require(toFail:) would make a cycle: doubleTap -> singleTap -> doubleTap"))
        let missing = Self.diff(["examples/nothing.json"])
        #expect(missing.status == 2)
        let none = Self.diff([])
        #expect(none.status == 2 && none.stderr.contains("Missing expected argument '<a>'"))
        #expect(Self.diff(["a.json", "b.json", "c.json"]).stderr.contains("Unexpected argument 'c.json'"))
    }
}
