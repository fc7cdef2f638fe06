#if canImport(Glibc)
import Glibc
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
        /// Peak resident set size in bytes (Linux reports `ru_maxrss` in KiB).
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

    /// Runs `arguments` (the first is the executable's path), stdout to `/dev/null` (or to
    /// `stdoutPath`), stderr inherited.
    static func run(_ arguments: [String], stdoutPath: String = "/dev/null") throws(Failure) -> Measurement {
        var actions = posix_spawn_file_actions_t()
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
        let cpu = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) * 1e-6
            + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) * 1e-6
        return Measurement(seconds: elapsed, cpuSeconds: cpu, peakRSS: Int(usage.ru_maxrss) * 1024, exitStatus: code)
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

    /// The directory holding this executable (where SwiftPM also put `gesturetrace`).
    static func ownDirectory() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        let path = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let slash = path.lastIndex(of: "/") else { return nil }
        return String(path[..<slash])
    }
}
