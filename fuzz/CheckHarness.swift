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
// 0, 1 or 2, and count exactly the names `check` reports as traces, each once (issue 13 items 4
// and 5: a link loop made the walk exponential and counted a trace many times, a FIFO or
// /dev/zero blocked or grew forever).
//
// Links and folders (issue 25): a link may also lead to a folder outside the scratch folder
// holding a trace without golden, and the last byte picks `--actual-dir`: none, the tree itself,
// a folder in it, the scratch folder around it, or a fresh folder beside it. Then:
// - nothing outside the tree and the actual folder changes, whatever the links (`--update`
//   never writes a golden through a folder link that leads out, or through a link at all);
// - without `--update` no file of the tree changes; with it only `.golden` files do;
// - an `--actual-dir` overlapping the tree is refused (exit 2) before anything is written.
//
// Deep folders (issue 25, round 4): an operation makes a chain of 8 to 320 nested folders with
// 200-byte names and a trace at its bottom, made through directory descriptors, so its path may
// pass PATH_MAX. A trace within reach is counted like any other; one beyond it cannot be
// reached, and `check` must then say so and exit 2, never skip it in silence.

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

private enum Kind { case missing, directory, file, special }

/// What `check` sees at `path`: `stat`, so following symbolic links, as `LocalFileSystem.kind` does.
private func kind(_ path: String) -> Kind {
    var info = stat()
    guard stat(path, &info) == 0 else { return .missing }
    switch info.st_mode & S_IFMT {
    case S_IFDIR: return .directory
    case S_IFREG: return .file
    default: return .special
    }
}

/// How many of `names` (every file, link and FIFO the program created, each inside a real folder
/// of the tree, so listed exactly once by the walk) `check` counts in its "N traces": a `.json`
/// that is a regular file (through links). A special `.json` or `.golden` (FIFO, device) and a
/// dangling link are invalid entries, counted apart from the traces since 0dd933a; a regular
/// `.golden` is a golden or an orphan, never a trace; a link to a folder is no trace either.
private func tracesCheckCounts(_ names: Set<String>) -> Int {
    names.reduce(0) { count, path in
        count + (path.hasSuffix(".json") && kind(path) == .file ? 1 : 0)
    }
}

/// The folder name of a deep chain: 200 bytes, so about 20 levels pass PATH_MAX.
private let chainFolder = String(repeating: "d", count: 200)

/// Makes `levels` nested `chainFolder`s under `base` and a valid trace at the bottom, each level
/// through the descriptor of the one above (a path past PATH_MAX cannot be named whole);
/// returns how many levels were made.
private func makeChain(_ base: String, levels: Int) -> Int {
    var fd = open(base, O_RDONLY | O_DIRECTORY)
    guard fd >= 0 else { return 0 }
    var made = 0
    while made < levels {
        _ = mkdirat(fd, chainFolder, 0o755)
        let next = openat(fd, chainFolder, O_RDONLY | O_DIRECTORY)
        close(fd)
        guard next >= 0 else { return made }
        fd = next
        made += 1
    }
    let file = openat(fd, "deep.json", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    if file >= 0 {
        _ = validTrace.withUnsafeBytes { Glibc.write(file, $0.baseAddress, $0.count) }
        close(file)
    }
    close(fd)
    return made
}

/// Removes a chain made by `makeChain` (and any golden beside its trace), bottom up through
/// descriptors: `removeTree`'s paths cannot name its deep levels.
private func removeChain(_ base: String, levels: Int) {
    var fds: [CInt] = [open(base, O_RDONLY | O_DIRECTORY)]
    guard fds[0] >= 0 else { return }
    for _ in 0..<levels {
        let next = openat(fds[fds.count - 1], chainFolder, O_RDONLY | O_DIRECTORY)
        guard next >= 0 else { break }
        fds.append(next)
    }
    if fds.count == levels + 1 {
        for file in ["deep.json", "deep.golden"] { _ = unlinkat(fds[fds.count - 1], file, 0) }
    }
    while fds.count > 1 {
        close(fds.removeLast())
        _ = unlinkat(fds[fds.count - 1], chainFolder, AT_REMOVEDIR)
    }
    close(fds[0])
}

private func write(_ bytes: [UInt8], to path: String) {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard fd >= 0 else { return }
    _ = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
    close(fd)
}

/// Every regular file under `folder`, by path, with its bytes; links are listed, not followed.
private func snapshot(_ folder: String) -> [String: [UInt8]] {
    var result: [String: [UInt8]] = [:]
    var pending = [folder]
    while let current = pending.popLast() {
        guard let dir = opendir(current) else { continue }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        closedir(dir)
        for name in names {
            let path = current + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR: pending.append(path)
            case S_IFREG:
                let fd = open(path, O_RDONLY)
                var bytes: [UInt8] = []
                if fd >= 0 {
                    var buffer = [UInt8](repeating: 0, count: 65536)
                    while true {
                        let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, 65536) }
                        if n <= 0 { break }
                        bytes += buffer[0..<n]
                    }
                    close(fd)
                }
                result[path] = bytes
            case S_IFLNK: result[path] = Array("link".utf8)
            default: result[path] = []
            }
        }
    }
    return result
}

@_cdecl("LLVMFuzzerTestOneInput")
public func checkFuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // The tree is one level down, so a link to '..' stays inside the scratch folder (a link to
    // '..' of /tmp made check walk all of /tmp: a harness artifact, not a finding).
    let scratch = "/tmp/gesturetrace-fuzz-check-\(getpid())"
    let root = scratch + "/tree"
    let outside = "/tmp/gesturetrace-fuzz-check-outside-\(getpid())"
    removeTree(scratch)
    removeTree(outside)
    mkdir(scratch, 0o755)
    mkdir(root, 0o755)
    mkdir(outside, 0o755)
    write(validTrace, to: outside + "/o.json")
    defer {
        removeTree(scratch)
        removeTree(outside)
    }
    var linkedOutside = false
    var deepChains: [(base: String, levels: Int)] = []
    var beyondPathMax = false
    defer { for chain in deepChains { removeChain(chain.base, levels: chain.levels) } }
    var folders = [""]
    var names: Set<String> = []
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
        switch op % 8 {
        case 7:
            let levels = 8 * (1 + next() % 40)
            let made = makeChain(base, levels: levels)
            deepChains.append((base, made))
            let path = base + String(repeating: "/" + chainFolder, count: made) + "/deep.json"
            if made == levels {
                if path.utf8.count < Int(PATH_MAX) {
                    names.insert(path)
                } else {
                    beyondPathMax = true
                }
            }
        case 0:
            let path = folder.isEmpty ? name : folder + "/" + name
            if mkdir(root + "/" + path, 0o755) == 0 { folders.append(path) }
        case 1:
            write(validTrace, to: base + "/" + name + ".json")
            names.insert(base + "/" + name + ".json")
        case 2:
            let wanted = next()
            let start = min(i, bytes.count)
            let count = min(wanted, bytes.count - start)
            write(Array(bytes[start..<(start + count)]), to: base + "/" + name + ".json")
            i = start + count
            names.insert(base + "/" + name + ".json")
        case 3:
            let wanted = next()
            let start = min(i, bytes.count)
            let count = min(wanted, bytes.count - start)
            write(Array(bytes[start..<(start + count)]), to: base + "/" + name + ".golden")
            i = start + count
            names.insert(base + "/" + name + ".golden")
        case 4:
            let targets = [
                ".", "..", root, "/dev/zero", "/dev/null", "nowhere", folders[next() % folders.count], outside,
            ]
            let target = targets[next() % targets.count]
            if target == outside && next() % 2 == 0 {
                // A folder link out, with a trace beside it: its golden must not land outside.
                symlink(outside, base + "/" + name)
                write(validTrace, to: base + "/" + name + "x.json")
                names.insert(base + "/" + name + "x.json")
                linkedOutside = true
                break
            }
            if target == outside { linkedOutside = true }
            let suffix = next() % 2 == 0 ? "" : ".json"
            symlink(
                target.isEmpty ? root : (target.hasPrefix("/") || target.hasPrefix(".") ? target : root + "/" + target),
                base + "/" + name + suffix)
            names.insert(base + "/" + name + suffix)
        case 5:
            // A FIFO under a new name, or as the golden of the previous operation's trace.
            let choice = next() % 3
            let stem = choice == 2 ? "n\(max(1, operations - 1))" : name
            let path = base + "/" + stem + (choice == 0 ? ".json" : ".golden")
            mkfifo(path, 0o644)
            names.insert(path)
        default:
            // A link to a file already written, under another name (operation 6).
            symlink(base + "/n\(max(1, operations - 1)).json", base + "/" + name + ".json")
            names.insert(base + "/" + name + ".json")
        }
    }
    // The outside folder's trace is reached (once) through any link to it.
    let expected = tracesCheckCounts(names) + (linkedOutside ? 1 : 0)
    let stdout = OutputSink.memory()
    let stderr = OutputSink.memory()
    let context = CLIContext(stdout: stdout, stderr: stderr, fileSystem: LocalFileSystem())
    let update = size > 0 && bytes[0] & 0x80 != 0
    let actualChoices: [(path: String, overlaps: Bool)?] = [
        nil, (root, true), (root + "/" + (folders.last ?? ""), true), (scratch, true), (scratch + "/actual", false),
    ]
    let actual = size > 1 ? actualChoices[Int(bytes[size - 1]) % actualChoices.count] : nil
    let treeBefore = snapshot(root)
    let outsideBefore = snapshot(outside)
    let status = GestureTraceCLI.run(
        arguments: ["check", root] + (update ? ["--update"] : []) + (actual.map { ["--actual-dir", $0.path] } ?? []),
        context: context)
    precondition(status == 0 || status == 1 || status == 2, "exit status \(status)")
    precondition(snapshot(outside) == outsideBefore, "check wrote outside the tree, through a link")
    let treeAfter = snapshot(root)
    if update {
        for (path, bytes) in treeBefore where !path.hasSuffix(".golden") {
            precondition(treeAfter[path] == bytes, "check --update changed \(path)")
        }
        for path in treeAfter.keys where treeBefore[path] == nil {
            precondition(path.hasSuffix(".golden"), "check --update created \(path)")
        }
    } else {
        precondition(treeAfter == treeBefore, "check without --update changed the tree")
    }
    if let actual, actual.overlaps {
        precondition(status == 2, "--actual-dir \(actual.path) overlaps the tree but was not refused")
        precondition(treeAfter == treeBefore, "a refused --actual-dir still wrote")
        return 0
    }
    // "N traces: …" or "N traces and M why goldens: …" (the last such line: a diff above it may
    // quote anything): every name that is a trace counted exactly once, none invented, none lost.
    let summary =
        stdout.text.split(separator: "\n").last {
            $0.first?.isNumber == true
                && ($0.contains(" traces: ") || $0.contains(" trace: ") || $0.contains(" why golden"))
                && $0.contains(" passed, ")
        } ?? ""
    if beyondPathMax { precondition(status == 2, "a trace beyond PATH_MAX was skipped in silence (exit \(status))") }
    let counted = Int(summary.prefix { $0.isNumber }) ?? -1
    precondition(counted == expected, "counted \(counted) traces, expected \(expected): \(summary)")
    return 0
}
