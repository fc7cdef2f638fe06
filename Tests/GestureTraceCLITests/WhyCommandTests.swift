import Foundation
import GestureTrace
import Testing

@testable import GestureTraceCLI

/// `gesturetrace why` (issue 17) and its goldens. The stories of the corpus's classic conflicts
/// live in `traces/**/NAME.why.golden` (FORMAT §6), checked by `gesturetrace check` and the
/// corpus tests; these tests pin the command itself and how `check` treats why goldens.
@Suite struct WhyCommandTests {
    static let corpus = URL(filePath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "traces").standardized.path

    static func why(_ arguments: [String]) -> Invocation {
        Invocation.run(["why"] + arguments, fileSystem: RootedFileSystem(base: corpus))
    }

    /// The photo of the README (examples/tap.json) in memory, with `files` beside it.
    static func photo(_ files: [String: String]) throws -> InMemoryFileSystem {
        let trace = try String(contentsOfFile: corpus + "/examples/tap.json", encoding: .utf8)
        return InMemoryFileSystem(files.merging(["t/tap.json": trace]) { a, _ in a })
    }

    static let singleTapUntil02 = """
        why singleTap --at 0.2
          t=0  touch 1 began on 'photo'; singleTap received it (SEMANTICS §4.2)
          t=0.09  singleTap asked for recognized but waits for doubleTap to fail (SEMANTICS §5.6, §6.2)

        """

    @Test("--at stops the story at a time and names itself in the first line; an unknown id is an error")
    func atAndUnknown() {
        #expect(Self.why(["examples/tap.json", "singleTap", "--at", "0.20"]).stdout == Self.singleTapUntil02)
        let unknown = Self.why(["examples/tap.json", "nobody"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr == "why: no recognizer or view 'nobody' appears in the replay\n")
        // A near miss of an id the records name gets the decoder's did-you-mean hint.
        let typo = Self.why(["examples/tap.json", "dubleTap"])
        #expect(typo.status == 2)
        #expect(
            typo.stderr == "why: no recognizer or view 'dubleTap' appears in the replay; did you mean 'doubleTap'?\n")
        #expect(
            Self.why(["examples/tap.json", "phota"]).stderr
                == "why: no recognizer or view 'phota' appears in the replay; did you mean 'photo'?\n")
        let badTime = Self.why(["examples/tap.json", "singleTap", "--at", "soon"])
        #expect(badTime.status == 2)
        #expect(badTime.stderr.hasPrefix("Error: The value 'soon' is invalid for '--at <t>'; expected a number"))
    }

    @Test("each block of a why golden is what the command prints for its question")
    func commandMatchesGolden() throws {
        let golden = try String(contentsOfFile: Self.corpus + "/examples/tap.why.golden", encoding: .utf8)
        var printed = ""
        for question in ["singleTap", "singleTap --at 0.2", "doubleTap", "photo"] {
            let run = Self.why(["examples/tap.json"] + question.split(separator: " ").map(String.init))
            #expect(run.status == 0, "\(run.stderr)")
            printed += run.stdout
        }
        #expect(printed == golden)
    }

    @Test("a why golden with questions only is missing its stories; --update=missing writes them")
    func unanswered() throws {
        let fs = try Self.photo(["t/tap.why.golden": "why singleTap --at 0.2\n"])
        let first = Invocation.run(["check", "t/tap.why.golden"], fileSystem: fs)
        #expect(first.status == 1)
        #expect(
            first.stdout == """
                FAIL t/tap.why.golden (questions without stories; write them with: gesturetrace check --update=missing t/tap.why.golden)
                0 traces and 1 why golden: 0 passed, 0 differ, 1 missing golden, 0 invalid
                to accept: gesturetrace check --update t/tap.why.golden
                review with: git diff t/tap.why.golden

                """)
        let update = Invocation.run(["check", "--update=missing", "t/tap.why.golden"], fileSystem: fs)
        #expect(update.status == 0, "\(update.stdout)")
        #expect(fs.text("t/tap.why.golden") == Self.singleTapUntil02)
        let again = Invocation.run(["check", "t/tap.why.golden"], fileSystem: fs)
        #expect(again.stdout == "0 traces and 1 why golden: 1 passed, 0 differ, 0 missing goldens, 0 invalid\n")
    }

    @Test("a trace brings its why golden; a changed story is a diff headed by its question")
    func differs() throws {
        let fs = try Self.photo([
            "t/tap.golden": "rendered\n",
            "t/tap.why.golden": Self.singleTapUntil02.replacingOccurrences(of: "t=0.09", with: "t=0.1"),
        ])
        let run = Invocation.run(["check", "t"], fileSystem: fs, render: { _ in .success("rendered") })
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                FAIL t/tap.why.golden (first difference at 'why singleTap --at 0.2')
                --- a/t/tap.why.golden
                +++ b/t/tap.why.golden
                @@ -1,3 +1,3 @@ why singleTap --at 0.2
                 why singleTap --at 0.2
                   t=0  touch 1 began on 'photo'; singleTap received it (SEMANTICS §4.2)
                -  t=0.1  singleTap asked for recognized but waits for doubleTap to fail (SEMANTICS §5.6, §6.2)
                +  t=0.09  singleTap asked for recognized but waits for doubleTap to fail (SEMANTICS §5.6, §6.2)
                1 trace and 1 why golden: 1 passed, 1 differs, 0 missing goldens, 0 invalid
                to accept: gesturetrace check --update t/tap.why.golden
                review with: git diff t/

                """)
        // Naming the trace checks its why golden too.
        let named = Invocation.run(["check", "t/tap.json"], fileSystem: fs, render: { _ in .success("rendered") })
        #expect(
            named.stdout.hasSuffix(
                "1 trace and 1 why golden: 1 passed, 1 differs, 0 missing goldens, 0 invalid\n"
                    + "to accept: gesturetrace check --update t/tap.why.golden\nreview with: git diff t/tap.golden\n"))
    }

    @Test("an unknown id or a line that is not a question is invalid input located in the golden")
    func invalid() throws {
        let fs = try Self.photo(["t/tap.why.golden": "why singleTap\n  t=0  x\nwhy nobody\n"])
        let run = Invocation.run(["check", "t/tap.why.golden"], fileSystem: fs)
        #expect(run.status == 2)
        #expect(run.stderr == "t/tap.why.golden:3:1: error: no recognizer or view 'nobody' appears in the replay\n")
        fs.add("t/tap.why.golden", "why singleTap\n  t=0  x\nwhy singletap\n")
        #expect(
            Invocation.run(["check", "t/tap.why.golden"], fileSystem: fs).stderr
                == "t/tap.why.golden:3:1: error: no recognizer or view 'singletap' appears in the replay; did you mean 'singleTap'?\n"
        )
        fs.add("t/tap.why.golden", "singleTap\n")
        #expect(
            Invocation.run(["check", "t/tap.why.golden"], fileSystem: fs).stderr
                == "t/tap.why.golden:1:1: error: expected a question 'why ID [--at T]'\n")
        fs.add("t/tap.why.golden", "why singleTap --at never\n")
        #expect(
            Invocation.run(["check", "t/tap.why.golden"], fileSystem: fs).stderr
                == "t/tap.why.golden:1:1: error: 'never' is not a time; expected 'why ID --at T' with T a number\n")
    }

    @Test("a why golden without its trace is an orphan, named with the trace it lacks")
    func orphan() {
        let fs = InMemoryFileSystem(["t/gone.why.golden": "why x\n", "t/a.json": "A", "t/a.golden": "rendered A\n"])
        let run = Invocation.run(["check", "t"], fileSystem: fs, render: { _ in .success("rendered A") })
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                FAIL t/gone.why.golden (orphaned golden: t/gone.json does not exist; delete the golden or restore the trace)
                1 trace: 1 passed, 0 differ, 0 missing goldens, 0 invalid, 1 orphaned golden

                """)
    }
}
