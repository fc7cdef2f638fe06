import Foundation
import GestureTrace
import Testing

@testable import GestureTraceCLI

@Suite struct CLITests {
    @Test("root help uses argument-parser's layout and exits 0")
    func rootHelp() {
        for arguments in [["--help"], ["-h"], ["help"]] {
            let run = Invocation.run(arguments)
            #expect(run.status == 0)
            #expect(run.stderr == "")
            #expect(run.stdout.hasPrefix("OVERVIEW: Replay touch traces"))
            #expect(
                run.stdout.contains(
                    "\nUSAGE: gesturetrace <subcommand>\n\nOPTIONS:\n  -v, --version           Show the version.\n  -h, --help              Show help information.\n\nSUBCOMMANDS:\n  replay                  "
                ))
            #expect(run.stdout.hasSuffix("\n  See 'gesturetrace help <subcommand>' for detailed help.\n"))
        }
    }

    @Test("issue 13 item 13: no subcommand is a usage error: the help on stderr, exit 2")
    func noSubcommand() {
        let run = Invocation.run([])
        let help = Invocation.run(["--help"])
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(run.stderr == help.stdout)
    }

    @Test("subcommand help: exact replay text, --help anywhere, help SUBCOMMAND")
    func replayHelp() {
        let expected = """
            OVERVIEW: Replay a trace and print what happened, frame by frame.

            Every frame lists hit tests, recognizer state changes, deliveries to responders,
            actions and control events, in the order they happen.

            USAGE: gesturetrace replay <file> [--scene <file>] [--set <id.key=value>]... [--format <format>] [--verify] [--ios <release>]

            ARGUMENTS:
              <file>                  The trace to replay ('-' reads standard input).

            OPTIONS:
              --scene <file>          Use this scene instead of the trace's own: a scene
                                      document, or a trace (its scene).
              --set <id.key=value>    Change the scene before the replay (FORMAT §3.5,
                                      §3.6): a scene change as a 'set' event writes it
                                      (list.scrollEnabled=false, card.frame=[0,0,100,100])
                                      or a setup setting (tap.cancelsTouchesInView=false,
                                      pan.requireToFail=swipe,
                                      list.delaysContentTouches=false). Repeatable; applied
                                      in order.
              --format <format>       The output format: text, jsonl or json. (default:
                                      text)
              --verify                Check the replay's invariants: exit 2 naming each
                                      broken one, or print a one-line confirmation to
                                      standard error.
              --ios <release>         Run this iOS release's behaviour (17.5, 18.0 … 18.6,
                                      26.0, 26.1), whatever the scene's settings.ios says;
                                      the output names it. (default: the scene's, else the
                                      newest)
              -h, --help              Show help information.

            """
        for arguments in [["replay", "--help"], ["replay", "x.json", "--format", "jsonl", "-h"], ["help", "replay"]] {
            let run = Invocation.run(arguments)
            #expect(run.status == 0)
            #expect(run.stdout == expected)
        }
        for name in ["check", "validate", "hit-test"] {
            let run = Invocation.run([name, "--help"])
            #expect(run.stdout.contains("USAGE: gesturetrace \(name)"))
            #expect(run.stdout.contains("\nOPTIONS:\n"))
        }
    }

    @Test("--version and -v print the version, the one in the VERSION file")
    func version() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let file = try String(contentsOf: root.appendingPathComponent("VERSION"), encoding: .utf8)
        for flag in ["--version", "-v"] {
            let run = Invocation.run([flag])
            #expect(run.status == 0)
            #expect(run.stdout == "gesturetrace 0.1.0\n")
            #expect(run.stdout == "gesturetrace \(file)")
        }
    }

    @Test("issue 24: the root help lists every subcommand, why and completions included")
    func everySubcommandListed() {
        let help = Invocation.run(["--help"]).stdout
        for command in Usage.all {
            guard let name = command.name else { continue }
            #expect(help.contains("\n  \(name) "), "\(name) is missing from gesturetrace --help")
        }
        #expect(help.contains("\n  why "))
    }

    @Test("a bad flag is a usage error in argument-parser's layout, exit 2")
    func badFlag() {
        let run = Invocation.run(["replay", "t.json", "--frobnicate"])
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(
            run.stderr == """
                Error: Unknown option '--frobnicate'
                Usage: gesturetrace replay <file> [--scene <file>] [--set <id.key=value>]... [--format <format>] [--verify] [--ios <release>]
                  See 'gesturetrace replay --help' for more information.

                """)
        let typo = Invocation.run(["replay", "t.json", "--fromat", "json"])
        #expect(typo.stderr.hasPrefix("Error: Unknown option '--fromat'; did you mean '--format'?\n"))
    }

    @Test(
        "usage errors: unknown subcommand, missing argument, bad values, extra arguments",
        arguments: [
            (
                ["chek"],
                "Error: Unknown subcommand 'chek'; did you mean 'check'?\nUsage: gesturetrace <subcommand>\n  See 'gesturetrace --help' for more information.\n"
            ),
            (
                ["--frob"],
                "Error: Unknown option '--frob'\nUsage: gesturetrace <subcommand>\n  See 'gesturetrace --help' for more information.\n"
            ),
            (
                ["replay"],
                "Error: Missing expected argument '<file>'\nUsage: gesturetrace replay <file> [--scene <file>] [--set <id.key=value>]... [--format <format>] [--verify] [--ios <release>]\n  See 'gesturetrace replay --help' for more information.\n"
            ),
            (
                ["replay", "a.json", "--format", "xml"],
                "Error: The value 'xml' is invalid for '--format <format>'; expected text, jsonl or json\n"
            ),
            (["replay", "a.json", "--format"], "Error: Missing value for '--format <format>'\n"),
            (["replay", "a.json", "b.json"], "Error: Unexpected argument 'b.json'\n"),
            (["replay", "a.json", "--verify=yes"], "Error: The option '--verify' does not take a value\n"),
            (
                ["check", "--update=some"],
                "Error: The value 'some' is invalid for '--update=<mode>'; expected missing or all\n"
            ),
            (
                ["check", "--update", "all", "traces"],
                "Error: '--update all' would check a path named 'all'; give the mode as '--update=all'\n"
            ),
            (
                ["check", "--update", "missing"],
                "Error: '--update missing' would check a path named 'missing'; give the mode as '--update=missing'\n"
            ),
            (
                ["check", "--shard", "3/2"],
                "Error: The value '3/2' is invalid for '--shard <i/n>'; expected i/n with 1 <= i <= n, such as 1/4\n"
            ),
            (
                ["check", "--shard=0/1"],
                "Error: The value '0/1' is invalid for '--shard <i/n>'; expected i/n with 1 <= i <= n, such as 1/4\n"
            ),
            (
                ["check", "--jobs", "0"],
                "Error: The value '0' is invalid for '--jobs <n>'; expected a whole number from 1 to 256\n"
            ),
            (
                ["check", "--color", "blue"],
                "Error: The value 'blue' is invalid for '--color <when>'; expected auto, always or never\n"
            ),
            (["hit-test", "s.json", "1"], "Error: Missing expected argument '<y>'\n"),
            (
                ["hit-test", "s.json", "x", "1"],
                "Error: The value 'x' is invalid for '<x>'; expected a number from -1000000000 to 1000000000\n"
            ),
            (["help", "nope"], "Error: Unknown subcommand 'nope'\n"),
            (["--version", "extra"], "Error: Unexpected argument 'extra'\n"),
        ])
    func usageErrors(arguments: [String], stderrPrefix: String) {
        let run = Invocation.run(arguments)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix(stderrPrefix), "\(run.stderr)")
        #expect(run.stderr.contains("for more information.\n"))
    }

    @Test("missing files, folders and invalid JSON are invalid input: file:line:col diagnostics, exit 2")
    func invalidInput() {
        let fs = InMemoryFileSystem(["dir/x.json": "{}", "bad.json": "{ not json", "scene.scene.json": "["])
        let missing = Invocation.run(["replay", "nope.json"], fileSystem: fs)
        #expect(missing.status == 2)
        #expect(missing.stderr == "nope.json: error: no such file or directory\n")
        let folder = Invocation.run(["validate", "dir"], fileSystem: fs)
        #expect(folder.status == 2)
        #expect(folder.stderr == "dir: error: is a directory, not a file\n")
        let bad = Invocation.run(["replay", "bad.json", "--format", "jsonl"], fileSystem: fs)
        #expect(bad.status == 2)
        #expect(bad.stdout == "")
        #expect(bad.stderr.hasPrefix("bad.json:") && bad.stderr.contains(": error: "))
        let stdin = Invocation.run(["replay", "-"], fileSystem: fs, stdin: "[")
        #expect(stdin.status == 2)
        #expect(stdin.stderr.hasPrefix("<stdin>:"))
        let scene = Invocation.run(["replay", "bad.json", "--scene", "missing.scene.json"], fileSystem: fs)
        #expect(scene.stderr == "missing.scene.json: error: no such file or directory\n")
        let hit = Invocation.run(["hit-test", "scene.scene.json", "-5", "10.5"], fileSystem: fs)
        #expect(hit.status == 2)
        #expect(hit.stderr.hasPrefix("scene.scene.json:"))
    }

    @Test("exit codes live in one switch")
    func exitCodes() {
        #expect(GestureTraceCLI.exitStatus(.success) == 0)
        #expect(GestureTraceCLI.exitStatus(.differences) == 1)
        #expect(GestureTraceCLI.exitStatus(.usageError) == 2)
        #expect(GestureTraceCLI.exitStatus(.invalidInput) == 2)
    }

    @Test("the scanner: --name=value, --, '-' and negative numbers are positionals")
    func scanner() throws {
        let scanner = ArgumentScanner(
            command: "x",
            options: [
                .init(name: "--format", arity: .value(placeholder: "f")),
                .init(name: "--update", arity: .optionalValue(placeholder: "m")),
            ])
        let result = try scanner.scan(["-", "--format=json", "-12.5", "--update", "a", "--", "--format"])
        #expect(result.positionals == ["-", "-12.5", "a", "--format"])
        #expect(result.value(of: "--format") == "json")
        #expect(result.has("--update") && result.value(of: "--update") == nil)
    }

    @Test("text wraps like argument-parser: 26-column labels, 80-column lines")
    func wrapping() {
        let rows = Usage.rows([("--a-very-long-option-name <value>", "Short."), ("-x", "Short too.")])
        #expect(
            rows
                == "  --a-very-long-option-name <value>\n                          Short.\n  -x                      Short too.\n"
        )
    }
}
