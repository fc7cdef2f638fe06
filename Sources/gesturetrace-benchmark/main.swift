// gesturetrace-benchmark: the figures of docs/PERFORMANCE.md, on demand (never a timed unit
// test). Generates a long 120 Hz session, then times, alternating in one run,
// `gesturetrace replay --format jsonl` against `jq -c .` on the same file; then hit testing on
// a very deep hierarchy and `gesturetrace check` over many small traces.
//
//     swift run -c release gesturetrace-benchmark [--gestures N] [--rounds R] ...
//     scripts/bench.sh [same options]

import GestureTrace

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

struct Options {
    var gestures = 10_000
    var rounds = 5
    var seed: UInt64 = 6
    var gesturetrace: String?
    var jq = "jq"
    var keep: String?
    var checkTraces = 1_000
    var depths = [10_000, 100_000]
    var skipReplay = false, skipHit = false, skipCheck = false
    var generateOnly: String?

    static let usage = """
        usage: gesturetrace-benchmark [options]
          --gestures N        gestures in the long session (default 10000: ~30 MB, ~430k samples)
          --rounds R          alternating rounds of replay and jq (default 5); medians are printed
          --seed S            generator seed (default 6)
          --gesturetrace P    the gesturetrace binary to time (default: next to this executable)
          --jq P              the jq binary (default: jq on PATH)
          --keep DIR          write the generated files to DIR and keep them
          --check-traces N    small traces for the check case (default 1000)
          --depths A,B        hierarchy depths for the hit-test case (default 10000,100000)
          --generate-only F   write the long session to F and exit
          --skip-replay, --skip-hit, --skip-check
        """

    static func parse(_ args: [String]) -> Options {
        var o = Options()
        var i = 0
        func value() -> String {
            i += 1
            guard i < args.count else { fail("missing value for \(args[i - 1])") }
            return args[i]
        }
        func int(_ s: String) -> Int {
            guard let n = Int(s), n > 0 else { fail("expected a positive integer, got '\(s)'") }
            return n
        }
        while i < args.count {
            switch args[i] {
            case "--gestures": o.gestures = int(value())
            case "--rounds": o.rounds = int(value())
            case "--seed": o.seed = UInt64(int(value()))
            case "--gesturetrace": o.gesturetrace = value()
            case "--jq": o.jq = value()
            case "--keep": o.keep = value()
            case "--check-traces": o.checkTraces = int(value())
            case "--depths": o.depths = value().split(separator: ",").map { int(String($0)) }
            case "--generate-only": o.generateOnly = value()
            case "--skip-replay": o.skipReplay = true
            case "--skip-hit": o.skipHit = true
            case "--skip-check": o.skipCheck = true
            case "-h", "--help": print(usage); exit(0)
            default: fail("unknown option '\(args[i])'\n\(usage)")
            }
            i += 1
        }
        return o
    }
}

func fail(_ message: String) -> Never {
    let text = "gesturetrace-benchmark: \(message)\n"
    _ = text.withCString { write(2, $0, strlen($0)) }
    exit(2)
}

func median(_ xs: [Double]) -> Double {
    let s = xs.sorted()
    guard !s.isEmpty else { return .nan }
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

/// Fixed-point text for the table (the benchmark's own output; not the engine's format).
func fixed(_ x: Double, _ decimals: Int) -> String {
    guard x.isFinite else { return "n/a" }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let n = Int((abs(x) * scale).rounded())
    let whole = n / Int(scale), frac = n % Int(scale)
    var s = (x < 0 && n != 0 ? "-" : "") + String(whole)
    if decimals > 0 {
        let f = String(frac)
        s += "." + String(repeating: "0", count: decimals - f.count) + f
    }
    return s
}

func pad(_ s: String, _ width: Int) -> String {
    s.count >= width ? s : s + String(repeating: " ", count: width - s.count)
}

func row(_ label: String, _ value: String, _ note: String = "") {
    print("  " + pad(label, 34) + pad(value, 16) + note)
}

func writeFile(_ path: String, _ bytes: [UInt8]) {
    guard let f = fopen(path, "wb") else { fail("cannot write \(path)") }
    let n = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, f) }
    fclose(f)
    guard n == bytes.count else { fail("short write to \(path)") }
}

func makeDirectory(_ path: String) {
    if mkdir(path, 0o755) != 0 && errno != EEXIST { fail("cannot create \(path)") }
}

func run(_ arguments: [String], stdoutPath: String = "/dev/null") -> ProcessRunner.Measurement {
    do {
        return try ProcessRunner.run(arguments, stdoutPath: stdoutPath)
    } catch {
        fail(error.description)
    }
}

if CommandLine.arguments.count > 1 && CommandLine.arguments[1] == ProcessRunner.helperFlag {
    exit(ProcessRunner.helperMain(Array(CommandLine.arguments.dropFirst(2))))
}
let options = Options.parse(Array(CommandLine.arguments.dropFirst()))
let mb = 1_000_000.0

if let path = options.generateOnly {
    var generator = SessionGenerator(seed: options.seed, rows: 40)
    let bytes = generator.document(name: "benchmark session", gestures: options.gestures)
    writeFile(path, bytes)
    print("wrote \(path): \(bytes.count) bytes, \(generator.eventCount) events, \(generator.sampleCount) touch samples")
    exit(0)
}

let binary: String = {
    if let explicit = options.gesturetrace { return explicit }
    guard let dir = ProcessRunner.ownDirectory() else { fail("cannot locate gesturetrace; pass --gesturetrace") }
    return dir + "/gesturetrace"
}()
guard access(binary, X_OK) == 0 else { fail("no gesturetrace binary at \(binary); build it or pass --gesturetrace") }

let workDirectory: String = {
    if let keep = options.keep { makeDirectory(keep); return keep }
    var template = Array("/tmp/gesturetrace-bench.XXXXXX".utf8CString)
    guard let made = template.withUnsafeMutableBufferPointer({ buffer in buffer.baseAddress.flatMap { mkdtemp($0) } })
    else { fail("mkdtemp failed") }
    return String(cString: made)
}()

print("gesturetrace benchmark")
row("binary", binary)
row("work directory", workDirectory)
var cpuName = "unknown"
#if canImport(Darwin)
    // macOS has no /proc/cpuinfo; sysctl(3)'s `machdep.cpu.brand_string` names the CPU.
    var nameLength = 0
    if sysctlbyname("machdep.cpu.brand_string", nil, &nameLength, nil, 0) == 0, nameLength > 0 {
        var name = [CChar](repeating: 0, count: nameLength + 1)
        if sysctlbyname("machdep.cpu.brand_string", &name, &nameLength, nil, 0) == 0 {
            cpuName = String(decoding: name.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
    }
#else
    // Linux: the first "model name" line; a system without /proc keeps "unknown".
    if let f = fopen("/proc/cpuinfo", "r") {
        var line = [CChar](repeating: 0, count: 1024)
        while fgets(&line, Int32(line.count), f) != nil {
            let s = String(decoding: line.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if s.hasPrefix("model name"), let colon = s.firstIndex(of: ":") {
                cpuName = s[s.index(after: colon)...].trimmed(" \n")
                break
            }
        }
        fclose(f)
    }
#endif
row("cpu", cpuName, "\(sysconf(Int32(_SC_NPROCESSORS_ONLN))) online")

extension Substring {
    func trimmed(_ set: String) -> String {
        var s = self
        while let c = s.first, set.contains(c) { s = s.dropFirst() }
        while let c = s.last, set.contains(c) { s = s.dropLast() }
        return String(s)
    }
}

// MARK: Long session: replay vs jq

if !options.skipReplay {
    var generator = SessionGenerator(seed: options.seed, rows: 40)
    let start = ProcessRunner.now()
    let bytes = generator.document(name: "benchmark session", gestures: options.gestures)
    let generated = ProcessRunner.now() - start
    let session = workDirectory + "/session.json"
    writeFile(session, bytes)
    let fileMB = Double(bytes.count) / mb
    print("\nlong session (\(options.gestures) gestures, seed \(options.seed))")
    row("file", "\(fixed(fileMB, 1)) MB", "\(bytes.count) bytes, generated in \(fixed(generated, 2)) s")
    row("input events", "\(generator.eventCount)")
    row("touch samples", "\(generator.sampleCount)")

    // One untimed replay: it must succeed, and its output size and record count are reported.
    let outputPath = workDirectory + "/session.jsonl"
    let first = run([binary, "replay", "--format", "jsonl", session], stdoutPath: outputPath)
    guard first.exitStatus == 0 else { fail("replay of the session failed (exit \(first.exitStatus))") }
    var outputBytes = 0, records = 0
    if let f = fopen(outputPath, "rb") {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = fread(&chunk, 1, chunk.count, f)
            if n <= 0 { break }
            outputBytes += n
            for b in chunk[0..<n] where b == UInt8(ascii: "\n") { records += 1 }
        }
        fclose(f)
    }
    row("output records (jsonl lines)", "\(records)", "\(fixed(Double(outputBytes) / mb, 1)) MB of jsonl")
    if options.keep == nil { unlink(outputPath) }

    guard let jq = ProcessRunner.which(options.jq) else { fail("jq not found (apt-get install jq), or pass --jq") }
    var replayTimes: [Double] = [], jqTimes: [Double] = [], ratios: [Double] = []
    var replayCPU: [Double] = [], jqCPU: [Double] = [], cpuRatios: [Double] = []
    var replayRSS = 0, jqRSS = 0
    for round in 0..<options.rounds {
        // Alternate which goes first, so neither always meets a warmer cache.
        var r = ProcessRunner.Measurement(seconds: 0, cpuSeconds: 0, peakRSS: 0, exitStatus: 0), j = r
        if round % 2 == 0 {
            r = run([binary, "replay", "--format", "jsonl", session])
            j = run([jq, "-c", ".", session])
        } else {
            j = run([jq, "-c", ".", session])
            r = run([binary, "replay", "--format", "jsonl", session])
        }
        guard r.exitStatus == 0, j.exitStatus == 0 else {
            fail("a timed run failed (replay \(r.exitStatus), jq \(j.exitStatus))")
        }
        replayTimes.append(r.seconds)
        jqTimes.append(j.seconds)
        ratios.append(r.seconds / j.seconds)
        replayCPU.append(r.cpuSeconds)
        jqCPU.append(j.cpuSeconds)
        cpuRatios.append(r.cpuSeconds / j.cpuSeconds)
        replayRSS = max(replayRSS, r.peakRSS)
        jqRSS = max(jqRSS, j.peakRSS)
        print(
            "  round \(round + 1): replay \(fixed(r.seconds, 3)) s (cpu \(fixed(r.cpuSeconds, 3))), jq \(fixed(j.seconds, 3)) s (cpu \(fixed(j.cpuSeconds, 3))), ratio \(fixed(r.seconds / j.seconds, 3))"
        )
    }
    let replayMedian = median(replayTimes), jqMedian = median(jqTimes), ratio = median(ratios)
    print("")
    row("replay --format jsonl (median)", "\(fixed(replayMedian, 3)) s", "min \(fixed(replayTimes.min() ?? .nan, 3)) s")
    row("jq -c . (median)", "\(fixed(jqMedian, 3)) s", "min \(fixed(jqTimes.min() ?? .nan, 3)) s")
    row(
        "ratio replay / jq (median)", fixed(ratio, 3),
        "target <= 0.15 (issue 28): \(ratio <= 0.15 ? "met" : "NOT met")")
    // The fastest run of each is the one least disturbed by other work on a shared machine.
    row("ratio of the fastest runs", fixed((replayTimes.min() ?? .nan) / (jqTimes.min() ?? .nan), 3))
    row(
        "cpu-time ratio (median)", fixed(median(cpuRatios), 3),
        "user+sys: replay \(fixed(median(replayCPU), 3)) s, jq \(fixed(median(jqCPU), 3)) s")
    row("replay input events / s", fixed(Double(generator.eventCount) / replayMedian / 1e6, 2) + " M")
    row("replay touch samples / s", fixed(Double(generator.sampleCount) / replayMedian / 1e6, 2) + " M")
    row("replay records / s", fixed(Double(records) / replayMedian / 1e6, 2) + " M")
    row("replay input MB / s", fixed(fileMB / replayMedian, 1))
    row("jq input MB / s", fixed(fileMB / jqMedian, 1))
    let memoryRatio = Double(replayRSS) / Double(bytes.count)
    row(
        "replay peak RSS", "\(fixed(Double(replayRSS) / mb, 1)) MB",
        "\(fixed(memoryRatio, 2)) x file; target <= 0.5x (issue 28): \(memoryRatio <= 0.5 ? "met" : "NOT met")")
    row("jq peak RSS", "\(fixed(Double(jqRSS) / mb, 1)) MB", "\(fixed(Double(jqRSS) / Double(bytes.count), 2)) x file")
    if options.keep == nil { unlink(session) }
}

// MARK: Deep hierarchy hit testing

/// A chain of `depth` nested views under the window, each inset by a hair so every level
/// does real point-inside work; the point at the middle reaches the deepest view.
func deepScene(depth: Int) -> Scene {
    var views: [ViewNode] = []
    views.reserveCapacity(depth + 1)
    var window = ViewNode(id: "window", viewClass: .window, frame: Rect(x: 0, y: 0, width: 390, height: 844))
    window.subviews = depth > 0 ? [1] : []
    views.append(window)
    for i in 1...max(depth, 1) where depth > 0 {
        let inset = 0.001
        let parentSize = views[i - 1].frame.size
        var v = ViewNode(
            id: "v\(i)", viewClass: .view,
            frame: Rect(x: inset, y: inset, width: parentSize.width - 2 * inset, height: parentSize.height - 2 * inset))
        v.parent = i - 1
        if i < depth { v.subviews = [i + 1] }
        views.append(v)
    }
    return Scene(
        screen: Size(width: 390, height: 844), application: .forward, appDelegate: .forward,
        views: views, recognizers: [], settings: Settings())
}

if !options.skipHit {
    print("\nhit testing a deep hierarchy (one chain of nested views)")
    var perHit: [(depth: Int, seconds: Double)] = []
    for depth in options.depths {
        let scene = deepScene(depth: depth)
        let setupStart = ProcessRunner.now()
        let session = HitTestSession(scene: scene)
        let setup = ProcessRunner.now() - setupStart
        let point = Point(x: 195, y: 422)
        guard session.view(at: point) == "v\(depth)" else { fail("deep hit test did not reach the deepest view") }
        // Enough repetitions for ~0.2 s at the expected cost, at least 5.
        let repetitions = max(5, 20_000_000 / depth)
        var samples: [Double] = []
        for _ in 0..<3 {
            let start = ProcessRunner.now()
            var hits = 0
            for _ in 0..<repetitions where session.view(at: point) != nil { hits += 1 }
            samples.append((ProcessRunner.now() - start) / Double(repetitions))
            guard hits == repetitions else { fail("deep hit test missed") }
        }
        let t = median(samples)
        perHit.append((depth, t))
        row(
            "depth \(depth): one hit test", "\(fixed(t * 1e3, 3)) ms",
            "\(fixed(t / Double(depth) * 1e9, 1)) ns per level; setup \(fixed(setup * 1e3, 1)) ms")
    }
    if perHit.count >= 2, let a = perHit.first, let b = perHit.last, b.depth != a.depth {
        let growth = b.seconds / a.seconds
        let depthGrowth = Double(b.depth) / Double(a.depth)
        row(
            "growth \(a.depth) -> \(b.depth)", "\(fixed(growth, 2)) x",
            "depth grew \(fixed(depthGrowth, 0)) x (O(depth) means about equal)")
    }
}

// MARK: check over many small traces

if !options.skipCheck {
    let directory = workDirectory + "/check"
    makeDirectory(directory)
    var total = 0
    for i in 0..<options.checkTraces {
        var generator = SessionGenerator(seed: options.seed &* 1_000_003 &+ UInt64(i), rows: 5)
        let bytes = generator.document(name: "small \(i)", gestures: 3 + i % 4)
        total += bytes.count
        writeFile(directory + "/t\(i).json", bytes)
    }
    print("\ncheck over \(options.checkTraces) small traces (\(fixed(Double(total) / mb, 1)) MB in all)")
    let update = run([binary, "check", "--update", directory])
    guard update.exitStatus == 0 else { fail("check --update failed (exit \(update.exitStatus))") }
    row("check --update (writes goldens)", "\(fixed(update.seconds, 3)) s")
    var times: [Double] = []
    var rss = 0
    for _ in 0..<options.rounds {
        let m = run([binary, "check", directory])
        guard m.exitStatus == 0 else { fail("check reported differences (exit \(m.exitStatus))") }
        times.append(m.seconds)
        rss = max(rss, m.peakRSS)
    }
    let t = median(times)
    row(
        "check (median of \(options.rounds))", "\(fixed(t, 3)) s",
        "target < 2 s: \(t < 2 ? "met" : "NOT met"); peak RSS \(fixed(Double(rss) / mb, 1)) MB")
    if options.keep == nil {
        for i in 0..<options.checkTraces {
            unlink(directory + "/t\(i).json")
            unlink(directory + "/t\(i).golden")
        }
        rmdir(directory)
    }
}

if options.keep == nil { rmdir(workDirectory) }
