#if canImport(Glibc)
    import Glibc
#endif

// libFuzzer entry point for the scene importers run as `gesturetrace import recursive-description
// DUMP [--recognizers R] [--controllers C] -o OUT` (not a SwiftPM target; see fuzz/run.sh, which
// compiles the CLI sources into this module, as for `check`).
//
// The input is three documents separated by NUL bytes: the view dump, the recognizer dump and the
// controller dump (issue 25: 20 000 '<' on one dump line crashed the importer by recursion). A
// byte 0x01 followed by a count c and a byte b stands for b repeated 64 × c times, so a few input
// bytes reach nesting thousands deep. The first byte picks which dumps are passed and where `-o`
// points: a new file, the view dump itself, the recognizer dump, a link to the dump, a path
// through a folder link that leads out of the scratch folder, or a dangling link. Links the user
// typed in the folders of `-o` are followed (macOS's /tmp is one); the last component never is.
// What must hold:
// - the command exits 0 or 2, never traps, recurses on the depth or hangs;
// - exit 0 only with a scene the reader accepts (`TraceDecoder.decodeScene`): an importer never
//   writes what `validate` refuses;
// - no input and nothing outside the scratch folder's `work` folder changes (one write path:
//   never through a link out of the named place, never over a file the run reads), and no
//   temporary file is left behind.

private func readAll(_ path: String) -> [UInt8]? {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var result: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, 65536) }
        if n <= 0 { break }
        result += buffer[0..<n]
    }
    return result
}

private func writeAll(_ bytes: [UInt8], to path: String) {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard fd >= 0 else { return }
    _ = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
    close(fd)
}

private func names(in folder: String) -> [String] {
    guard let dir = opendir(folder) else { return [] }
    defer { closedir(dir) }
    var result: [String] = []
    while let entry = readdir(dir) {
        let name = withUnsafePointer(to: entry.pointee.d_name) {
            $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
        }
        if name != "." && name != ".." { result.append(name) }
    }
    return result.sorted()
}

private func removeFlat(_ folder: String) {
    for name in names(in: folder) {
        let path = folder + "/" + name
        var info = stat()
        if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            removeFlat(path)
            rmdir(path)
        } else {
            unlink(path)
        }
    }
}

/// Expands the input's 0x01 runs and splits it at NUL bytes into at most three documents.
private func documents(_ bytes: ArraySlice<UInt8>) -> [[UInt8]] {
    var result: [[UInt8]] = [[]]
    var i = bytes.startIndex
    while i < bytes.endIndex {
        let byte = bytes[i]
        if byte == 0, result.count < 3 {
            result.append([])
            i += 1
        } else if byte == 1, i + 2 < bytes.endIndex {
            let count = Int(bytes[i + 1]) * 64
            result[result.count - 1] += [UInt8](repeating: bytes[i + 2], count: count)
            i += 3
        } else {
            result[result.count - 1].append(byte)
            i += 1
        }
    }
    while result.count < 3 { result.append([]) }
    return result
}

@_cdecl("LLVMFuzzerTestOneInput")
public func sceneImportFuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let selector = Int(bytes[0])
    let parts = documents(bytes[1...])
    let scratch = "/tmp/gesturetrace-fuzz-scenes-\(getpid())"
    let work = scratch + "/work"
    let outside = scratch + "/outside"
    removeFlat(scratch)
    mkdir(scratch, 0o755)
    mkdir(work, 0o755)
    mkdir(outside, 0o755)
    defer {
        removeFlat(scratch)
        rmdir(scratch)
    }
    let dump = work + "/views.txt"
    let recognizers = work + "/recognizers.txt"
    let controllers = work + "/controllers.txt"
    writeAll(parts[0], to: dump)
    writeAll(parts[1], to: recognizers)
    writeAll(parts[2], to: controllers)
    let bystander: [UInt8] = Array("outside the named place\n".utf8)
    writeAll(bystander, to: outside + "/kept.json")
    symlink(outside, work + "/away")
    symlink(dump, work + "/dump-link.json")
    symlink(outside + "/kept.json", work + "/kept-link.json")
    let outputs = [
        work + "/out.scene.json", dump, recognizers, work + "/dump-link.json", work + "/away/new.json",
        work + "/away/kept.json", work + "/kept-link.json", work + "/nowhere-link.json",
    ]
    symlink(work + "/missing/x.json", work + "/nowhere-link.json")
    let output = outputs[(selector >> 2) % outputs.count]
    var arguments = ["import", "recursive-description", dump, "-o", output]
    if selector & 1 != 0 { arguments += ["--recognizers", recognizers] }
    if selector & 2 != 0 { arguments += ["--controllers", controllers] }
    // The run's inputs: the dump, and the recognizer and controller dumps only when passed
    // (otherwise they are ordinary files the output may replace).
    let inputs = [dump] + (selector & 1 != 0 ? [recognizers] : []) + (selector & 2 != 0 ? [controllers] : [])
    let inputsBefore = inputs.map(readAll)
    let context = CLIContext(stdout: OutputSink.memory(), stderr: OutputSink.memory(), fileSystem: LocalFileSystem())
    let status = GestureTraceCLI.run(arguments: arguments, context: context)
    precondition(status == 0 || status == 2, "exit status \(status)")
    precondition(inputs.map(readAll) == inputsBefore, "an input changed")
    // `-o` through a folder link the user typed is followed (DECISIONS, issue 25): a new or an
    // existing file there is the place the user named.
    let throughFolderLink = (output == work + "/away/new.json" || output == work + "/away/kept.json") && status == 0
    let createdOutside = output == work + "/away/new.json" && status == 0
    precondition(
        names(in: outside) == (createdOutside ? ["kept.json", "new.json"] : ["kept.json"]),
        "a file appeared outside: \(names(in: outside))")
    precondition(
        readAll(outside + "/kept.json") == bystander || (throughFolderLink && output == work + "/away/kept.json"),
        "a file outside changed")
    let left = names(in: work).filter { $0.hasSuffix(".tmp") || $0.hasPrefix(".") }
    precondition(left.isEmpty, "temporary files left: \(left)")
    if status == 0 {
        let writable = [work + "/out.scene.json", work + "/away/new.json", work + "/away/kept.json"]
            + (selector & 1 == 0 ? [recognizers] : []) + (selector & 2 == 0 ? [controllers] : [])
        precondition(writable.contains(output), "exit 0 writing to \(output)")
        guard let written = readAll(output) else { preconditionFailure("exit 0 but no \(output)") }
        do {
            _ = try TraceDecoder.decodeScene(bytes: written, file: "imported.json")
        } catch {
            preconditionFailure("the importer wrote a scene the reader rejects: \(error)")
        }
    }
    return 0
}
