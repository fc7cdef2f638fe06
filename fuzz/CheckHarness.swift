#if canImport(Glibc)
    import Glibc
#endif

// libFuzzer entry point for `gesturetrace check` over generated folder trees (not a SwiftPM
// target; see fuzz/run.sh, which compiles the CLI sources into this module).
//
// The input is a program of small operations building a tree in a scratch folder: folders,
// traces (a valid one or bytes from the input), goldens, symbolic links to '.', '..', the root,
// other folders, files, /dev/zero, /dev/null or nowhere, and FIFOs. The tree lives one level
// below a scratch folder, so '..' leads to a folder holding only the tree. `check` (sometimes with
// `--update`) must finish (libFuzzer's -timeout catches a hang, -rss_limit_mb a blow-up), exit
// 0, 1 or 2, and count each trace at most once per name it has (issue 13 items 4 and 5: a link
// loop made the walk exponential, a FIFO or /dev/zero blocked or grew forever).

private let validTrace = Array(
    """
    {"gesturetrace": 1, "scene": {"window": {"id": "w", "frame": [0, 0, 100, 100], "recognizers": [{"id": "t", "kind": "tap"}]}},
     "events": [{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 5, "y": 5}]}, {"t": 0.05, "touches": [{"id": 1, "phase": "ended", "x": 5, "y": 5}]}]}
    """.utf8)

private func removeTree(_ path: String) {
    var info = stat()
    guard lstat(path, &info) == 0 else { return }
    if (info.st_mode & S_IFMT) == S_IFDIR {
        if let dir = opendir(path) {
            var names: [String] = []
            while let entry = readdir(dir) {
                let name = withUnsafePointer(to: entry.pointee.d_name) {
                    $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
                }
                if name != "." && name != ".." { names.append(name) }
            }
            closedir(dir)
            for name in names { removeTree(path + "/" + name) }
        }
        rmdir(path)
    } else {
        unlink(path)
    }
}

private func write(_ bytes: [UInt8], to path: String) {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard fd >= 0 else { return }
    _ = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
    close(fd)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func checkFuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // The tree is one level down, so a link to '..' stays inside the scratch folder (a link to
    // '..' of /tmp made check walk all of /tmp: a harness artifact, not a finding).
    let scratch = "/tmp/gesturetrace-fuzz-check-\(getpid())"
    let root = scratch + "/tree"
    removeTree(scratch)
    mkdir(scratch, 0o755)
    mkdir(root, 0o755)
    defer { removeTree(scratch) }
    var folders = [""]
    var names = 0
    var i = 0
    var operations = 0
    func next() -> Int {
        defer { i += 1 }
        return i < bytes.count ? Int(bytes[i]) : 0
    }
    while i < bytes.count, operations < 48 {
        operations += 1
        let op = next()
        let folder = folders[next() % folders.count]
        let base = root + (folder.isEmpty ? "" : "/" + folder)
        let name = "n\(operations)"
        switch op % 7 {
        case 0:
            let path = folder.isEmpty ? name : folder + "/" + name
            if mkdir(root + "/" + path, 0o755) == 0 { folders.append(path) }
        case 1:
            write(validTrace, to: base + "/" + name + ".json")
            names += 1
        case 2:
            let wanted = next()
            let start = min(i, bytes.count)
            let count = min(wanted, bytes.count - start)
            write(Array(bytes[start..<(start + count)]), to: base + "/" + name + ".json")
            i = start + count
            names += 1
        case 3:
            let wanted = next()
            let start = min(i, bytes.count)
            let count = min(wanted, bytes.count - start)
            write(Array(bytes[start..<(start + count)]), to: base + "/" + name + ".golden")
            i = start + count
        case 4:
            let targets = [".", "..", root, "/dev/zero", "/dev/null", "nowhere", folders[next() % folders.count]]
            let target = targets[next() % targets.count]
            let suffix = next() % 2 == 0 ? "" : ".json"
            symlink(target.isEmpty ? root : (target.hasPrefix("/") || target.hasPrefix(".") ? target : root + "/" + target),
                base + "/" + name + suffix)
            names += 1
        case 5:
            mkfifo(base + "/" + name + (next() % 2 == 0 ? ".json" : ".golden"), 0o644)
        default:
            // A link to a file already written, under another name.
            symlink(base + "/n\(max(1, operations - 1)).json", base + "/" + name + ".json")
            names += 1
        }
    }
    let stdout = OutputSink.memory()
    let stderr = OutputSink.memory()
    let context = CLIContext(stdout: stdout, stderr: stderr, fileSystem: LocalFileSystem())
    let update = size > 0 && bytes[0] & 0x80 != 0
    let status = GestureTraceCLI.run(arguments: ["check", root] + (update ? ["--update"] : []), context: context)
    precondition(status == 0 || status == 1 || status == 2, "exit status \(status)")
    // "N traces: …": each trace name at most once, and none invented.
    let summary = stdout.text.split(separator: "\n").first { $0.contains(" passed, ") } ?? ""
    let counted = Int(summary.prefix { $0.isNumber }) ?? 0
    precondition(counted <= names, "counted \(counted) traces, created \(names) names: \(summary)")
    return 0
}
