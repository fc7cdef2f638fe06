import GestureTrace
import Testing

@testable import GestureTraceCLI

/// `gesturetrace report`, in process: where the page goes, errors and exit codes as `replay`.
@Suite struct ReportCommandTests {
    static let trace = """
        {"gesturetrace": 1, "name": "tap <here>",
         "scene": {"window": {"id": "window", "frame": [0, 0, 390, 844], "subviews": [
           {"id": "V", "frame": [0, 0, 390, 844], "touches": "handle", "recognizers": [{"id": "tap", "kind": "tap"}]}]}},
         "events": [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 100, "y": 100}]},
                    {"t": 0.08, "touches": [{"id": 1, "phase": "ended", "x": 100, "y": 100}]}]}
        """

    @Test("-o writes the page atomically and prints nothing; without -o it goes to stdout")
    func writesPage() {
        let fs = InMemoryFileSystem(["t.json": Self.trace, "out/.keep": ""])
        let run = Invocation.run(["report", "t.json", "-o", "out/r.html"], fileSystem: fs)
        #expect(run.status == 0)
        #expect(run.stdout == "" && run.stderr == "")
        let page = fs.text("out/r.html") ?? ""
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains("<h1>tap &lt;here&gt;</h1>"))
        #expect(page.contains("data-id=\"tap\""))
        #expect(page.contains("<code>t.json</code>"))
        #expect(fs.writes == ["out/r.html"])

        let piped = Invocation.run(["report", "t.json"], fileSystem: fs)
        #expect(piped.status == 0)
        #expect(piped.stdout == page)
        let long = Invocation.run(["report", "--output=-", "t.json"], fileSystem: fs)
        #expect(long.stdout == page)
    }

    @Test("--scene replaces the scene; --max-rows caps the table")
    func options() {
        let scene = """
            {"gesturetrace": 1, "window": {"id": "window", "frame": [0, 0, 390, 844], "subviews": [
              {"id": "other", "frame": [0, 0, 390, 844], "touches": "handle", "recognizers": [{"id": "press", "kind": "longPress"}]}]}}
            """
        let fs = InMemoryFileSystem(["t.json": Self.trace, "s.scene.json": scene])
        let run = Invocation.run(["report", "t.json", "--scene", "s.scene.json", "--max-rows", "1"], fileSystem: fs)
        #expect(run.status == 0)
        #expect(run.stdout.contains("data-id=\"press\""))
        #expect(!run.stdout.contains("data-id=\"tap\""))
        #expect(run.stdout.contains("The table shows 1 of"))
    }

    @Test("invalid traces and unwritable outputs exit 2 with a diagnostic; bad usage exits 2")
    func errors() {
        let fs = InMemoryFileSystem(["t.json": Self.trace, "bad.json": "{\"gesturetrace\": 1, \"events\": []}"])
        let missing = Invocation.run(["report", "nope.json", "-o", "r.html"], fileSystem: fs)
        #expect(missing.status == 2)
        #expect(missing.stderr == "nope.json: error: no such file or directory\n")
        let invalid = Invocation.run(["report", "bad.json", "-o", "r.html"], fileSystem: fs)
        #expect(invalid.status == 2)
        #expect(invalid.stderr.hasPrefix("bad.json:"))
        #expect(fs.writes.isEmpty)
        let unwritable = Invocation.run(["report", "t.json", "-o", "no/such/dir/r.html"], fileSystem: fs)
        #expect(unwritable.status == 2)
        #expect(unwritable.stderr == "no/such/dir/r.html: error: cannot write report: no such file or directory\n")
        #expect(Invocation.run(["report"], fileSystem: fs).status == 2)
        #expect(Invocation.run(["report", "t.json", "--max-rows", "0"], fileSystem: fs).status == 2)
        #expect(Invocation.run(["report", "t.json", "--frobnicate"], fileSystem: fs).status == 2)
    }

    @Test("help text lists the command and its options")
    func help() {
        let root = Invocation.run(["--help"])
        #expect(
            root.stdout.contains("\n  report                  Write a self-contained HTML page showing a replay.\n"))
        let help = Invocation.run(["help", "report"])
        #expect(help.status == 0)
        #expect(
            help.stdout.contains(
                "USAGE: gesturetrace report <file> [-o <file>] [--scene <file>] [--set <id.key=value>]... [--max-rows <n>]"
            ))
        #expect(help.stdout.contains("  -o, --output <file>     Write the page here. (default: standard output)\n"))
        #expect(Invocation.run(["report", "--help"]).stdout == help.stdout)
    }
}
