import Foundation
import Testing

@testable import GestureTraceCLI

/// Issue 13, one regression test per item, through the built binary and a shell: full devices,
/// closed descriptors, FIFOs, `/dev/zero`, symbolic-link loops and sparse files need the real
/// process, its real streams and its real exit status. Each test is small and fast.
@Suite struct ReliabilityTests {
    /// A fresh folder holding a small trace `t.json` and a CSV recording `r.csv`.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("reliability-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try Data(trace.utf8).write(to: url.appendingPathComponent("t.json"))
        try Data("time,finger,phase,x,y\n0,1,began,10,10\n0.1,1,ended,10,10\n".utf8)
            .write(to: url.appendingPathComponent("r.csv"))
        return url
    }

    /// Writes `bytes` as the file `name` in `dir` (the rounds' tests build hostile files byte
    /// by byte: BOMs, bare CRs, truncated members).
    static func write(_ bytes: [UInt8], _ name: String, in dir: URL) throws {
        try Data(bytes).write(to: dir.appendingPathComponent(name))
    }

    /// Writes `text` as UTF-8 to the file `name` in `dir`.
    static func write(_ text: String, _ name: String, in dir: URL) throws {
        try write(Array(text.utf8), name, in: dir)
    }

    /// Copies the gzip Xcode capture fixture (`feed-gzip.viewhierarchy`, every response a gzip
    /// member) into `dir` as `name`, for the rounds that damage one response of it; returns the
    /// copy and the fixture itself.
    static func gzipCapture(named name: String, in dir: URL) throws -> (copy: URL, fixture: URL) {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/xcode-viewhierarchy/feed-gzip.viewhierarchy")
        let copy = dir.appendingPathComponent(name)
        try FileManager.default.copyItem(at: fixture, to: copy)
        return (copy, fixture)
    }

    static let trace = """
        {"gesturetrace": 1, "name": "tap",
         "scene": {"window": {"id": "window", "frame": [0, 0, 390, 844], "subviews": [
           {"id": "V", "frame": [0, 0, 390, 844], "touches": "handle", "recognizers": [{"id": "tap", "kind": "tap"}]}]}},
         "events": [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 10, "y": 10}]},
                    {"t": 0.05, "touches": [{"id": 1, "phase": "ended", "x": 10, "y": 10}]}]}
        """

    /// Linux's always-full device. macOS has none, so the tests that write to it are skipped
    /// there, by name, in the test run's output (issue 24 item 1).
    static let hasFullDevice = FileManager.default.fileExists(atPath: "/dev/full")

    @Test(
        "item 1: import never crashes on a full stdout or stderr; the failure is exit 2",
        .enabled(if: hasFullDevice, "this system has no /dev/full (macOS)"))
    func importFullDevice() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let full = try BuiltBinary.sh(#""$GT" import csv r.csv > /dev/full"#, in: dir)
        #expect(full.status == 2)
        #expect(full.stderr == "gesturetrace: error: cannot write to standard output: no space left on device\n")
        // The summary goes to stderr: with stderr full there is nowhere to say so but the status.
        let errFull = try BuiltBinary.sh(#""$GT" import csv r.csv -o out.json 2> /dev/full"#, in: dir)
        #expect(errFull.status == 2)
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out.json").path))
    }

    @Test("item 1: import never crashes on a closed stdout; the failure is exit 2")
    func importClosedOutput() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let closed = try BuiltBinary.sh(#""$GT" import csv r.csv >&-"#, in: dir)
        #expect(closed.status == 2)
        #expect(closed.stderr == "gesturetrace: error: cannot write to standard output: bad file descriptor\n")
    }

    @Test("item 2: an output that is the input is refused; links and FIFOs are written through")
    func outputIsInput() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let before = try Data(contentsOf: dir.appendingPathComponent("t.json"))
        let report = try BuiltBinary.sh(#""$GT" report t.json -o ./t.json"#, in: dir)
        #expect(report.status == 2)
        #expect(report.stderr == "./t.json: error: the output is the input file 't.json'; refusing to overwrite it\n")
        #expect(try Data(contentsOf: dir.appendingPathComponent("t.json")) == before)
        let csv = try BuiltBinary.sh(#"ln -s r.csv link.csv && "$GT" import csv r.csv -o link.csv"#, in: dir)
        #expect(csv.status == 2)
        #expect(
            csv.stderr
                == "link.csv: error: cannot write the output file: the output is the input file 'r.csv'; refusing to overwrite it\n"
        )
        // A link is never written through (issue 25): refused, the link and its target untouched.
        let link = try BuiltBinary.sh(
            #"echo old > target.json && ln -s target.json out.json && "$GT" import csv r.csv -o out.json; test -L out.json && cat target.json"#,
            in: dir)
        #expect(link.stdout == "old\n")
        #expect(link.stderr.hasPrefix("out.json: error: cannot write the output file: is a symbolic link;"))
        // A FIFO is written through, not replaced by a regular file.
        let fifo = try BuiltBinary.sh(
            #"mkfifo f && (cat f > got &) && "$GT" import csv r.csv -o f 2>/dev/null; sleep 0.2; test -p f && head -c 1 got"#,
            in: dir)
        #expect(fifo.stdout == "{")
    }

    @Test("issue 24: -o /dev/stdout and /dev/fd/N write through the process's own descriptor")
    func ownStreams() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // Redirected to a regular file: the trace lands in it (on macOS this path used to
        // resolve into /dev/fd/, where no temporary file can be made).
        let file = try BuiltBinary.sh(
            #""$GT" import csv r.csv -o /dev/stdout > out.json 2>/dev/null && head -c 1 out.json"#, in: dir)
        #expect(file.status == 0)
        #expect(file.stdout == "{")
        // Appending keeps what was there (a rename onto the target replaced it).
        let append = try BuiltBinary.sh(
            #"echo first > log && "$GT" import csv r.csv -o /dev/fd/1 >> log 2>/dev/null && head -n 1 log && sed -n 2p log | head -c 1"#,
            in: dir)
        #expect(append.stdout == "first\n{")
        // Through a pipe, and stderr as the output.
        let pipe = try BuiltBinary.sh(#""$GT" import csv r.csv -o /dev/stdout 2>/dev/null | head -c 1"#, in: dir)
        #expect(pipe.stdout == "{")
        let stderr = try BuiltBinary.sh(#""$GT" import csv r.csv -o /dev/stderr 2>&1 >/dev/null | head -c 1"#, in: dir)
        #expect(stderr.stdout == "{")
        #expect(OutputFile.ownDescriptor("/dev/fd/12") == 12)
        #expect(OutputFile.ownDescriptor("/proc/self/fd/3") == 3)
        #expect(OutputFile.ownDescriptor("/dev/fd/") == nil)
        #expect(OutputFile.ownDescriptor("/dev/fd/1x") == nil)
        #expect(OutputFile.ownDescriptor("./dev/stdout") == nil)
    }

    @Test(
        "item 3: replay in every format exits 2 when stdout is full",
        .enabled(if: hasFullDevice, "this system has no /dev/full (macOS)"))
    func fullOutput() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        for format in ["text", "jsonl", "json"] {
            let full = try BuiltBinary.sh(#""$GT" replay t.json --format \#(format) > /dev/full"#, in: dir)
            #expect(full.status == 2, "\(format)")
            #expect(full.stderr == "gesturetrace: error: cannot write to standard output: no space left on device\n")
        }
    }

    @Test("item 3: check exits 2 when stdout is closed")
    func lostOutput() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let check = try BuiltBinary.sh(#""$GT" check t.json --update >&-"#, in: dir)
        #expect(check.status == 2)
        #expect(check.stderr == "gesturetrace: error: cannot write to standard output: bad file descriptor\n")
    }

    @Test("items 1 and 3: with SIGPIPE ignored, a pipe whose reader has gone is a write error: exit 2, said")
    func closedPipe() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // Deterministic: the FIFO's only reader opens it and exits before the command starts, so
        // every write fails with EPIPE (a `| true` pipeline would race the reader's exit).
        // `trap '' PIPE` is inherited across exec, as a supervisor ignoring SIGPIPE would pass it.
        let closedFIFO = #"trap '' PIPE; mkfifo p; (exec 3<p) & exec 4>p; wait; "#
        let commands = [
            "replay t.json", "replay t.json --format jsonl", "replay t.json --format json --verify",
            "import csv r.csv", "check t.json",
        ]
        for command in commands {
            let run = try BuiltBinary.sh(closedFIFO + #""$GT" \#(command) >&4"#, in: dir)
            // --verify still checks every record (they were computed); only their output was lost.
            let verified = command.hasSuffix("--verify") ? "t.json: verified: all invariants hold\n" : ""
            #expect(run.status == 2, "\(command)")
            #expect(
                run.stderr == verified + "gesturetrace: error: cannot write to standard output: broken pipe\n",
                "\(command)")
            try? FileManager.default.removeItem(at: dir.appendingPathComponent("p"))
        }
    }

    @Test("item 4: devices, FIFOs and oversized files are refused before reading")
    func specialFiles() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let zero = try BuiltBinary.sh(#""$GT" replay /dev/zero"#, in: dir)
        #expect(zero.status == 2)
        #expect(
            zero.stderr
                == "/dev/zero: error: is not a regular file (a FIFO, a device or a socket); only files and '-' are read\n"
        )
        let stdin = try BuiltBinary.sh(#""$GT" replay - < /dev/zero"#, in: dir)
        #expect(
            stdin.stderr == "<stdin>: error: cannot read: standard input is a device, not a file, a pipe or a socket\n")
        let scene = try BuiltBinary.sh(#""$GT" replay t.json --scene /dev/zero"#, in: dir)
        #expect(scene.status == 2)
        #expect(scene.stderr.hasPrefix("/dev/zero: error: is not a regular file"))
        // A FIFO with no writer would block forever in open and read.
        let fifo = try BuiltBinary.sh(#"mkfifo p.json && "$GT" validate p.json"#, in: dir)
        #expect(fifo.status == 2)
        #expect(fifo.stderr.hasPrefix("p.json: error: is not a regular file"))
        let linked = try BuiltBinary.sh(
            #"mkdir c && cp t.json c/ && ln -s /dev/zero c/z.json && "$GT" check c"#, in: dir)
        #expect(linked.status == 2)
        #expect(linked.stderr == "c/z.json: error: is not a regular file (a FIFO, a device or a socket)\n")
        // A FIFO golden beside its trace is that trace's problem, counted once; alone it is one
        // entry, invalid but not a trace.
        let goldens = try BuiltBinary.sh(
            #"mkdir g && cp t.json g/ && mkfifo g/t.golden g/lone.golden && "$GT" check g"#, in: dir)
        #expect(goldens.status == 2)
        #expect(
            goldens.stdout == """
                FAIL g/lone.golden (invalid input: is not a regular file (a FIFO, a device or a socket))
                FAIL g/t.json (invalid input: is not a regular file (a FIFO, a device or a socket), not a golden file)
                1 trace: 0 passed, 0 differ, 0 missing goldens, 2 invalid

                """)
        let sparse = try BuiltBinary.sh(#"truncate -s 5G big.json && "$GT" validate big.json"#, in: dir)
        #expect(sparse.status == 2)
        #expect(
            sparse.stderr == "big.json: error: cannot read file: the file is larger than 4 GiB (5368709120 bytes)\n")
    }

    @Test("item 5: check visits each folder once: links back to it neither loop nor count twice")
    func linkLoops() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try BuiltBinary.sh(
            #"mkdir c && cp t.json c/ && ln -s . c/a && ln -s . c/b && "$GT" check c --update >/dev/null; "$GT" check c"#,
            in: dir)
        // Each trace is still counted once; the links are reported, never skipped in silence,
        // and make the check fail (issue 25).
        #expect(run.status == 2)
        #expect(run.stdout.hasSuffix("1 trace: 1 passed, 0 differ, 0 missing goldens, 2 invalid\n"))
        #expect(run.stderr.contains("c/a: error: is a link to a folder this check already visits"))
        #expect(run.stderr.contains("c/b: error: is a link to a folder this check already visits"))
    }

    @Test("items 6 and 10: a 200 KB unknown id or key is rejected at once, its message elided")
    func longNames() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let long = String(repeating: "x", count: 200_000)
        let id = Self.trace.replacingOccurrences(
            of: #"{"id": "tap", "kind": "tap"}"#, with: #"{"id": "tap", "kind": "tap", "requireToFail": ["\#(long)"]}"#)
        try Data(id.utf8).write(to: dir.appendingPathComponent("id.json"))
        let key = Self.trace.replacingOccurrences(of: #""name": "tap","#, with: #""name": "tap", "\#(long)": 1,"#)
        try Data(key.utf8).write(to: dir.appendingPathComponent("key.json"))
        for file in ["id.json", "key.json"] {
            let run = try BuiltBinary.sh(#""$GT" validate \#(file)"#, in: dir)
            #expect(run.status == 2)
            #expect(run.stderr.count < 2200, "\(file): \(run.stderr.count) characters")
            #expect(run.stderr.contains("more characters)"))
            #expect(!run.stderr.contains("did you mean"))
        }
    }

    @Test("item 7: text and json stream the same bytes as before; --verify checks as records come")
    func streamedFormats() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let text = try BuiltBinary.sh(#""$GT" replay t.json --verify"#, in: dir)
        #expect(text.status == 0)
        #expect(text.stdout.hasPrefix("gesturetrace text v1: tap\nframe 0  t=0  input\n"))
        #expect(
            text.stdout.hasSuffix(
                "summary\n  actions  tap  recognized 1\n  outcome  tap  recognized at t=0.05 (1 tap)\n  touches  V  began 1, cancelled 1\n"
            ))
        let json = try BuiltBinary.sh(#""$GT" replay t.json --format json --verify"#, in: dir)
        #expect(json.status == 0)
        #expect(
            json.stdout.hasPrefix(
                "{\"gesturetrace\":1,\"name\":\"tap\",\"records\":[\n{\"type\":\"frame\",\"frame\":0,"))
        #expect(json.stdout.hasSuffix("}\n]}\n"))
        let jsonl = try BuiltBinary.sh(#""$GT" replay t.json --format jsonl | wc -l"#, in: dir)
        let lines = json.stdout.split(separator: "\n").count - 2
        #expect(jsonl.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "\(lines)")
    }

    @Test("items 8 and 9: imports keep the trace's limits and bound the line length, located")
    func importLimits() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let huge = try BuiltBinary.sh(
            #"printf 'time,finger,phase,x,y\n0,1,began,10,10\n0.1,1,moved,1e10,10\n' > h.csv && "$GT" import csv h.csv -o h.json"#,
            in: dir)
        #expect(huge.status == 2)
        #expect(
            huge.stderr
                == "h.csv:3:13: error: touch 1 has x = 10000000000.0 points, outside the trace's limit of ±1000000000 (check --scale and the units)\n"
        )
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("h.json").path))
        let scale = try BuiltBinary.sh(#""$GT" import csv r.csv --scale 1e-300"#, in: dir)
        #expect(scale.status == 2)
        #expect(scale.stderr.hasPrefix("r.csv:2:11: error: touch 1 has x = 9.999999999999999e+300 points"))
        #expect(!scale.stdout.contains("huge"))
        let fingers = try BuiltBinary.sh(
            #"(echo time,finger,phase,x,y; i=1; while [ $i -le 1001 ]; do echo 0,$i,began,1,1; i=$((i+1)); done) > f.csv && "$GT" import csv f.csv"#,
            in: dir)
        #expect(fingers.status == 2)
        #expect(
            fingers.stderr
                == "f.csv:1002:3: error: 1001 fingers are down at once; a trace allows at most 1000 (FORMAT §3.1)\n")
        // Each limit points at its field: the force column; Android's X on the row read one
        // MotionEvent ahead of where it is processed; getevent's X value, two lines above the
        // SYN_REPORT that writes the frame.
        let force = try BuiltBinary.sh(
            #"printf 'time,finger,phase,x,y,force\n0,1,began,10,10,5e10\n' > fo.csv && "$GT" import csv fo.csv"#,
            in: dir)
        #expect(
            force.stderr
                == "fo.csv:2:17: error: touch 1 has force 50000000000.0, outside the trace's range 0…1000000000\n")
        let android = try BuiltBinary.sh(
            #"printf '1,100,a,1,0,0,30,60,0.5,0.1,0\n1,116,a,1,0,2,31,60,0.5,0.1,0\n1,132,a,1,0,1,1e300,60,0.5,0.1,0\n' > a.csv && "$GT" import android a.csv"#,
            in: dir)
        #expect(android.status == 2)
        #expect(
            android.stderr
                == "a.csv:3:15: error: touch 0 has x = 3.3333333333333335e+299 points, outside the trace's limit of ±1000000000 (check --scale and the units)\n"
        )
        let getevent = try BuiltBinary.sh(
            #"printf '[   100.000000] /dev/input/event2: EV_%s\n' 'ABS ABS_MT_SLOT 00000000' 'ABS ABS_MT_TRACKING_ID 00000001' 'ABS ABS_MT_POSITION_X 00000100' 'ABS ABS_MT_POSITION_Y 00000200' 'SYN SYN_REPORT 00000000' > g.txt && "$GT" import getevent g.txt --scale 1e-300"#,
            in: dir)
        #expect(getevent.status == 2)
        #expect(
            getevent.stderr.hasPrefix(
                "g.txt:3:61: error: touch 0 has x = 2.5599999999999998e+302 points, outside the trace's limit"))
        let wide = try BuiltBinary.sh(
            #"(echo time,finger,phase,x,y; head -c 100000 /dev/zero | tr '\0' ,) > w.csv && "$GT" import csv w.csv"#,
            in: dir)
        #expect(wide.status == 2)
        #expect(
            wide.stderr
                == "w.csv:2:65537: error: the line is longer than 65536 bytes; no recording format has rows this long\n"
        )
    }

    @Test("item 11: thousands of simultaneous recognizers on one touch replay every record (engine bookkeeping)")
    func manyRecognizers() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let recognizers = (0..<300).map { #"{"id": "d\#($0)", "kind": "tap", "taps": 2}"# }.joined(separator: ", ")
        let trace = Self.trace.replacingOccurrences(of: #"{"id": "tap", "kind": "tap"}"#, with: recognizers)
        try Data(trace.utf8).write(to: dir.appendingPathComponent("many.json"))
        let run = try BuiltBinary.sh(
            #""$GT" replay many.json --format jsonl --verify | grep -c '"type":"reset"'; "$GT" replay many.json --format jsonl | grep -c '"to":"failed"'"#,
            in: dir)
        #expect(run.stdout == "300\n300\n")
    }

    @Test("item 12: a script left began with no touch is a leftover in the summary, and --verify passes")
    func leftover() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let trace = """
            {"gesturetrace": 1, "name": "left began",
             "scene": {"window": {"id": "window", "frame": [0, 0, 390, 844], "recognizers": [
               {"id": "custom", "kind": "script", "continuous": true, "steps": [{"t": 0.1, "state": "began"}]}]}},
             "events": [{"t": 0}, {"t": 0.2}]}
            """
        try Data(trace.utf8).write(to: dir.appendingPathComponent("s.json"))
        let run = try BuiltBinary.sh(#""$GT" replay s.json --verify"#, in: dir)
        #expect(run.status == 0)
        #expect(run.stderr == "s.json: verified: all invariants hold\n")
        #expect(run.stdout.hasSuffix("  leftover custom  still began when the input ended\n"))
    }

    @Test("item 13: positionless errors carry no :0:0; a non-UTF-8 name is said so; failed golden writes")
    func smaller() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let missing = try BuiltBinary.sh(#""$GT" replay nope.json"#, in: dir)
        #expect(missing.stderr == "nope.json: error: no such file or directory\n")
        let latin = try BuiltBinary.sh(
            #"cp t.json "$(printf 'caf\351.json')" && "$GT" validate "$(printf 'caf\351.json')""#, in: dir)
        #expect(latin.status == 2)
        #expect(latin.stderr.contains("the path is not valid UTF-8"))
        let bom = try BuiltBinary.sh(#"printf '\357\273\277{}' > b.json && "$GT" validate b.json"#, in: dir)
        #expect(
            bom.stderr == "b.json:1:1: error: a byte order mark is not allowed at the start of a JSON text (at $)\n")
        // The golden is a link into a folder that does not exist: the write fails.
        let failed = try BuiltBinary.sh(
            #"mkdir g && cp t.json g/ && ln -s nowhere/t.golden g/t.golden && "$GT" check g --update"#, in: dir)
        #expect(failed.status == 2)
        #expect(failed.stdout.contains("updated 0, created 0, unchanged 0, failed 1\n"))
    }
}
