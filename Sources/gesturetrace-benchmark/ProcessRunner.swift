#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a command with stdout sent to /dev/null and measures it: wall time, and the child's own
/// peak resident set from `wait4` (per child, unlike `getrusage(RUSAGE_CHILDREN)`, which keeps
/// the maximum over every child waited for, so jq's peak would mask the replay's).
enum ProcessRunner {
    struct Measurement {
        var seconds: Double
        /// User plus system CPU time of the child: steadier than wall time on a busy machine.
        var cpuSeconds: Double
        /// Peak resident set size in bytes (`ru_maxrss` is in KiB on Linux, in bytes on Darwin).
        var peakRSS: Int
        var exitStatus: Int32
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }

    /// The first argument that makes this executable run as `helperMain`.
    static let helperFlag = "--measure-child"

    /// Runs `arguments` through a fresh copy of this executable (`helperMain`), which spawns
    /// the command, measures it and reports back.
    ///
    /// Why not spawn the command directly: on Linux a child's `ru_maxrss` includes the peak RSS
    /// of the address space it was spawned from (at `exec`, the kernel records the old address
    /// space's high-water mark, and `posix_spawn` execs from the parent's shared one, as `fork`
    /// starts from a copy of it). The benchmark holds the generated session and more (about
    /// 80 MB), so a replay whose own peak is lower was reported at the benchmark's size. The
    /// helper is small when it spawns, so the figure is the command's own (plus at most the
    /// helper's ~20 MB baseline, which is below any replay's own peak).
    static func run(_ arguments: [String], stdoutPath: String = "/dev/null") throws(Failure) -> Measurement {
        guard let executable = ownPath() else { return try runDirectly(arguments, stdoutPath: stdoutPath) }
        let resultPath = "/tmp/gesturetrace-benchmark-\(getpid()).measure"
        defer { unlink(resultPath) }
        let helper = try runDirectly(
            [executable, helperFlag, resultPath, stdoutPath] + arguments,
            stdoutPath: "/dev/null")
        guard let file = fopen(resultPath, "r") else {
            throw Failure(
                description: "the measuring helper for \(arguments[0]) reported nothing (exit \(helper.exitStatus))")
        }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        guard fgets(&line, Int32(line.count), file) != nil else {
            throw Failure(description: "the measuring helper for \(arguments[0]) reported nothing")
        }
        let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let fields = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
        guard fields.count == 4, let seconds = Double(fields[0]), let cpu = Double(fields[1]),
            let rss = Int(fields[2]), let code = Int32(fields[3])
        else {
            throw Failure(description: "the measuring helper for \(arguments[0]) reported '\(text)'")
        }
        return Measurement(seconds: seconds, cpuSeconds: cpu, peakRSS: rss, exitStatus: code)
    }

    /// `gesturetrace-benchmark --measure-child RESULT STDOUT COMMAND...`: runs the command with
    /// stdout to STDOUT and writes "seconds cpu-seconds peak-rss-bytes exit-status" to RESULT.
    static func helperMain(_ arguments: [String]) -> Int32 {
        guard arguments.count >= 3 else { return 64 }
        do {
            let m = try runDirectly(Array(arguments[2...]), stdoutPath: arguments[1])
            guard let file = fopen(arguments[0], "w") else { return 70 }
            fputs("\(m.seconds) \(m.cpuSeconds) \(m.peakRSS) \(m.exitStatus)\n", file)
            fclose(file)
            return 0
        } catch {
            let message = Array("\(error.description)\n".utf8)
            _ = message.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
            return 70
        }
    }

    /// Runs `arguments` (the first is the executable's path), stdout to `/dev/null` (or to
    /// `stdoutPath`), stderr inherited.
    static func runDirectly(_ arguments: [String], stdoutPath: String = "/dev/null") throws(Failure) -> Measurement {
        // An opaque pointer on Darwin (spawn.h: `typedef void *posix_spawn_file_actions_t`),
        // a struct on glibc and musl; `posix_spawn_file_actions_init` fills in either.
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t? = nil
        #else
            var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, stdoutPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
        argv.append(nil)
        defer { for p in argv { free(p) } }
        var pid = pid_t()
        let start = now()
        let spawned = posix_spawn(&pid, arguments[0], &actions, nil, argv, environ)
        guard spawned == 0 else {
            throw Failure(description: "cannot run \(arguments[0]): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw Failure(description: "wait4 failed for \(arguments[0])") }
        }
        let elapsed = now() - start
        // WIFEXITED / WEXITSTATUS, which Swift does not import.
        let code: Int32 = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        let cpu =
            Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) * 1e-6
            + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) * 1e-6
        return Measurement(seconds: elapsed, cpuSeconds: cpu, peakRSS: peakBytes(usage), exitStatus: code)
    }

    /// `ru_maxrss` in bytes. Linux counts it in KiB (getrusage(2): "in kilobytes"); Darwin in
    /// bytes (the macOS getrusage(2) man page: "the maximum resident set size utilized (in
    /// bytes)"), so multiplying everywhere made a Mac's figures 1024 times too large.
    static func peakBytes(_ usage: rusage) -> Int {
        #if canImport(Darwin)
            return Int(usage.ru_maxrss)
        #else
            return Int(usage.ru_maxrss) * 1024
        #endif
    }

    /// The absolute path of an executable found on PATH, or nil.
    static func which(_ name: String) -> String? {
        if name.contains("/") { return access(name, X_OK) == 0 ? name : nil }
        guard let path = getenv("PATH") else { return nil }
        for dir in String(cString: path).split(separator: ":") {
            let candidate = "\(dir)/\(name)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    /// This executable's path, or nil: Linux's `/proc/self/exe`, else (macOS has no `/proc`)
    /// the path it was started by, `argv[0]`, looked up on PATH when it names no folder. The
    /// benchmark never changes its working folder, so a relative `argv[0]` stays valid.
    static func ownPath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if n > 0 { return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        guard let first = CommandLine.arguments.first, !first.isEmpty else { return nil }
        return which(first)
    }

    /// The directory holding this executable (where SwiftPM also put `gesturetrace`).
    static func ownDirectory() -> String? {
        guard let path = ownPath(), let slash = path.lastIndex(of: "/") else { return nil }
        return String(path[..<slash])
    }
}
