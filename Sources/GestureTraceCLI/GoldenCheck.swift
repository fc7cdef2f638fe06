import Dispatch
import GestureTrace

/// Which goldens `check --update` may write (STYLE §3 "Update and record mode").
package enum UpdateMode: String, Sendable {
    /// Never write: the default, and what CI runs.
    case none
    /// Create missing goldens only.
    case missing
    /// Rewrite differing goldens and create missing ones.
    case all
}

/// The golden workflow behind `gesturetrace check` and the corpus tests: discover traces,
/// render each, compare with its golden, optionally write.
///
/// Rendering is injected (`render`), so tests drive the whole workflow with canned outputs;
/// the real one decodes, replays, checks invariants and renders text.
struct GoldenCheck {
    var fileSystem: any FileSystem
    var render: (String) -> Result<String, TraceError>
    var update: UpdateMode = .none
    /// Where `--actual-dir` puts actual outputs of failing traces.
    var actualDirectory: String?
    /// The paths the user named: goldens are written only inside them (`place(of:)`).
    var roots: [String] = []
    /// Compares a trace with the ground truth recorded on a device (`NAME.observed.jsonl`,
    /// docs/RECORDER.md): a diff when UIKit and the replay disagree, nil when they agree or
    /// there is no such file.
    var observed: (String) -> Result<String?, TraceError> = { _ in .success(nil) }
    /// Renders a why golden (FORMAT §6): the trace's path, the golden's path and its current
    /// text (which names the questions) to the stories that answer them.
    var renderWhy: (_ trace: String, _ golden: String, _ expected: String) -> Result<String, TraceError> = {
        _, golden, _ in
        .failure(TraceError(file: golden, line: 0, column: 0, path: "", message: "why goldens are not checked here"))
    }

    /// Something discovery found.
    enum Item: Equatable {
        case trace(String)
        /// A why golden beside its trace (`x.why.golden` for `x.json`, FORMAT §6).
        case why(trace: String, golden: String)
        case orphan(golden: String)
        /// A problem with a path given or walked, reported by every shard.
        case problem(TraceError)
        /// A trace found but not checked (`error.file`): reported by its own shard only, as
        /// its entry would have been (RELIABILITY, round 7: every shard printed it).
        case uncheckedTrace(TraceError)
    }

    /// What happened to one trace or orphan.
    struct Entry {
        /// The trace's path, or the golden's for an orphan.
        var path: String
        var golden: String
        var outcome: CheckOutcome
        var written: Written?
        /// A failure to write the golden or the actual file (exit 2).
        var writeError: TraceError?
        /// A why golden's entry (`path` is then the why golden's path).
        var isWhy = false
        /// A problem with a path given or walked (missing, unreadable, nothing to check): no
        /// trace, so not counted as one.
        var isPathProblem = false
    }

    enum Written: Equatable {
        case updated, created
    }

    // MARK: Discovery

    /// Lists the traces and orphaned goldens under `roots`, each root in byte order of the
    /// relative path; roots keep the order given. A file root is taken as named.
    func discover(_ roots: [String]) -> [Item] {
        var items: [Item] = []
        var seen: Set<String> = []
        // A file is named by its folder's device and inode and its own name, so two spellings
        // of one place (`c` and `./c`, a folder link) are one entry: counted once, and its
        // golden written once. By path alone, `check c ./c --update` created the golden twice
        // and reported `created 1, unchanged 1` or `created 2` as `--jobs` chose (RELIABILITY,
        // round 5). Files linked under other names stay apart: each has its own golden.
        func place(_ path: String) -> String {
            guard let folder = fileSystem.identity(Paths.directory(of: path)) else { return path }
            return "\(folder.device):\(folder.inode)/" + Paths.lastComponent(path)
        }
        func add(_ item: Item) {
            switch item {
            case .trace(let p), .orphan(let p), .why(_, let p):
                if !seen.insert(place(p)).inserted { return }
            case .problem, .uncheckedTrace:
                break
            }
            items.append(item)
            // A trace brings its why golden, if it has one, right after it.
            if case .trace(let p) = item {
                let why = WhyGolden.path(forTrace: p)
                if fileSystem.kind(why) == .file { add(.why(trace: p, golden: why)) }
            }
        }
        for root in roots {
            // Naming a why golden checks its stories only.
            if root.hasSuffix(WhyGolden.suffix), fileSystem.kind(root) == .file {
                let trace = WhyGolden.tracePath(forWhyGolden: root)
                add(fileSystem.kind(trace) == .file ? .why(trace: trace, golden: root) : .orphan(golden: root))
                continue
            }
            // Naming a golden means checking its trace, even when the golden is missing.
            if root.hasSuffix(".golden"), fileSystem.kind(Self.tracePath(forGolden: root)) == .file {
                add(.trace(Self.tracePath(forGolden: root)))
                continue
            }
            switch fileSystem.kind(root) {
            case .missing:
                add(
                    .problem(TraceError(file: root, line: 0, column: 0, path: "", message: "no such file or directory"))
                )
            case .special:
                add(
                    .problem(
                        TraceError(
                            file: root, line: 0, column: 0, path: "",
                            message: "is not a regular file (a FIFO, a device or a socket)")))
            case .file:
                if root.hasSuffix(".golden") {
                    add(.orphan(golden: root))
                } else if root.hasSuffix(".scene.json") {
                    add(
                        .problem(
                            TraceError(
                                file: root, line: 0, column: 0, path: "", message: "is a scene document, not a trace")))
                } else if root.hasSuffix(".json") {
                    add(.trace(root))
                } else {
                    add(
                        .problem(
                            TraceError(
                                file: root, line: 0, column: 0, path: "",
                                message: "not a trace: expected a .json file or a folder")))
                }
            case .directory:
                var files: [String] = []
                var problems: [TraceError] = []
                var visited: Set<FileIdentity> = []
                if let identity = fileSystem.identity(root) { visited.insert(identity) }
                walk(root, relative: "", into: &files, problems: &problems, visited: &visited)
                problems.forEach { add(.problem($0)) }
                // A folder with nothing to check is a mistake (a CI job pointed at the wrong
                // folder would otherwise stay green: issue 24 item 5), said with what was sought.
                if problems.isEmpty, !files.contains(where: { Self.isTrace($0) || $0.hasSuffix(".golden") }) {
                    add(.problem(Self.noTraces(in: root, found: files)))
                }
                // A golden's trace is sought in the listing, not looked up again: a trace that
                // was not listed but is there a moment later (created, renamed, swapped for a
                // link) was neither checked nor its golden an orphan, `0 traces` and exit 0
                // (RELIABILITY, round 6).
                let listed = Set(files)
                for relative in files.sorted(by: Paths.byteOrder) {
                    let path = Paths.join(root, relative)
                    if Self.isTrace(relative) {
                        add(.trace(path))
                    } else if relative.hasSuffix(WhyGolden.suffix) {
                        let trace = WhyGolden.tracePath(forWhyGolden: relative)
                        add(
                            listed.contains(trace)
                                ? .why(trace: Paths.join(root, trace), golden: path)
                                : unlisted(trace: Paths.join(root, trace), golden: path))
                    } else if relative.hasSuffix(".golden"), !listed.contains(Self.tracePath(forGolden: relative)) {
                        add(unlisted(trace: Paths.join(root, Self.tracePath(forGolden: relative)), golden: path))
                    }
                }
            }
        }
        return items
    }

    /// A listed golden whose trace its folder's listing did not show: an orphan while the trace
    /// is missing; when it is there now, the folder changed while it was checked, and the trace
    /// is reported unchecked (a problem, so the check fails) rather than dropped.
    private func unlisted(trace: String, golden: String) -> Item {
        guard fileSystem.kind(trace) != .missing else { return .orphan(golden: golden) }
        return .uncheckedTrace(
            TraceError(
                file: trace, line: 0, column: 0, path: "",
                message:
                    "was not in its folder's listing but is there now (the folder changed during the check: a file created, renamed or replaced); not checked"
            ))
    }

    /// The error for a folder without a trace or golden: what was looked for, and where.
    static func noTraces(in root: String, found files: [String]) -> TraceError {
        let scenes = files.filter { $0.hasSuffix(".scene.json") }.count
        let sceneNote =
            scenes == 0
            ? "" : " (\(scenes) *.scene.json scene document\(scenes == 1 ? "" : "s"): a scene is not a trace)"
        return TraceError(
            file: root, line: 0, column: 0, path: "",
            message:
                "no traces found: looked for *.json traces and *.golden files in this folder and its subfolders, found none\(sceneNote)"
        )
    }

    /// `*.json` except scene documents (`*.scene.json`).
    static func isTrace(_ path: String) -> Bool {
        path.hasSuffix(".json") && !path.hasSuffix(".scene.json")
    }

    /// `x.json` → `x.golden`.
    static func goldenPath(forTrace path: String) -> String {
        (path.hasSuffix(".json") ? String(path.dropLast(5)) : path) + ".golden"
    }

    /// `x.golden` → `x.json`.
    static func tracePath(forGolden path: String) -> String {
        (path.hasSuffix(".golden") ? String(path.dropLast(7)) : path) + ".json"
    }

    /// The trace of a replay golden or a why golden (`x.why.golden` → `x.json`).
    static func tracePath(forAnyGolden path: String) -> String {
        path.hasSuffix(WhyGolden.suffix) ? WhyGolden.tracePath(forWhyGolden: path) : tracePath(forGolden: path)
    }

    /// Collects the files under `root`, visiting each directory once (by device and inode): a
    /// symbolic link to a folder already visited (`a -> .`) is skipped, so two such links no
    /// longer make the walk exponential and a trace is counted once (issue 13 item 5).
    /// Iterative, so a deep tree cannot overflow the stack.
    private func walk(
        _ root: String, relative start: String, into files: inout [String], problems: inout [TraceError],
        visited: inout Set<FileIdentity>
    ) {
        var pending = [start]
        while let relative = pending.popLast() {
            var subfolders: [String] = []
            list(root, relative: relative, into: &files, subfolders: &subfolders, problems: &problems)
            for child in subfolders.reversed() {
                if let identity = fileSystem.identity(Paths.join(root, child)),
                    !visited.insert(identity).inserted
                {
                    // Never a silent skip (issue 25): the walk does not enter it again, and
                    // says so, which makes the check fail.
                    problems.append(
                        TraceError(
                            file: Paths.join(root, child), line: 0, column: 0, path: "",
                            message:
                                "is a link to a folder this check already visits (a loop, or a second path to it); not checked again"
                        ))
                    continue
                }
                pending.append(child)
            }
        }
    }

    private func list(
        _ root: String, relative: String, into files: inout [String], subfolders: inout [String],
        problems: inout [TraceError]
    ) {
        let folder = Paths.join(root, relative)
        let names: [String]
        do {
            names = try fileSystem.entries(ofDirectory: folder)
        } catch {
            problems.append(
                TraceError(file: folder, line: 0, column: 0, path: "", message: "cannot list folder: \(error.reason)"))
            return
        }
        let visible = names.sorted(by: Paths.byteOrder).filter { !$0.hasPrefix(".") }
        let kinds = visible.map { fileSystem.kind(Paths.join(root, relative.isEmpty ? $0 : relative + "/" + $0)) }
        // What was listed as a file, by name: a special golden's trace is sought here, as in
        // `discover`, so a trace that appears after the listing cannot hide it.
        let listedFiles = Set(zip(visible, kinds).filter { $0.1 == .file }.map(\.0))
        for (name, kind) in zip(visible, kinds) {
            let child = relative.isEmpty ? name : relative + "/" + name
            switch kind {
            case .directory: subfolders.append(child)
            case .file: files.append(child)
            case .special:
                // A special golden beside a trace file is reported by that trace's check (as its
                // golden), so the pair counts once; alone, like an orphan, it is reported here.
                let besideTrace = name.hasSuffix(".golden") && listedFiles.contains(Self.tracePath(forGolden: name))
                if name.hasSuffix(".json") || (name.hasSuffix(".golden") && !besideTrace) {
                    problems.append(
                        TraceError(
                            file: Paths.join(root, child), line: 0, column: 0, path: "",
                            message: "is not a regular file (a FIFO, a device or a socket)"))
                }
            case .missing:
                // Listed, yet nothing can be found under its name: a dangling link, a link loop, a
                // path too long to open (a folder nested hundreds deep) or no permission to look.
                // What it holds is unknown, so it is reported, never skipped (issue 25). A name
                // that is not UTF-8 is said to be so, as everywhere else: it was blamed on links,
                // length or permission (RELIABILITY, round 7).
                var reason = "cannot be reached (a dangling link or link loop, a path too long, or no permission)"
                do throws(FileSystemError) {
                    try LocalFileSystem.checkEncodable(name)
                } catch {
                    reason = error.reason
                }
                problems.append(
                    TraceError(
                        file: Paths.join(root, child), line: 0, column: 0, path: "",
                        message: reason + "; not checked"
                    ))
            }
        }
    }

    // MARK: Checking

    /// Checks one trace: render, compare, and write what the update mode allows.
    func check(trace path: String) -> Entry {
        let golden = Self.goldenPath(forTrace: path)
        var entry = Entry(path: path, golden: golden, outcome: .match)
        var expected: String?
        switch fileSystem.kind(golden) {
        case .missing:
            expected = nil
        case .directory:
            entry.outcome = .invalid(
                TraceError(file: golden, line: 0, column: 0, path: "", message: "is a directory, not a golden file"))
            return entry
        case .special:
            entry.outcome = .invalid(
                TraceError(
                    file: golden, line: 0, column: 0, path: "",
                    message: "is not a regular file (a FIFO, a device or a socket), not a golden file"))
            return entry
        case .file:
            do {
                expected = GoldenComparison.goldenText(try fileSystem.readReplaceable(golden))
            } catch {
                entry.outcome = .invalid(
                    TraceError(
                        file: golden, line: 0, column: 0, path: "", message: "cannot read golden: \(error.reason)"))
                return entry
            }
        }
        let actual: String
        switch render(path) {
        case .success(let text):
            actual = Self.normalized(text)
        case .failure(let error):
            // An expected-error golden turns the diagnostic into the output to compare.
            guard let expected, GoldenComparison.expectsError(expected) else {
                entry.outcome = .invalid(error)
                return entry
            }
            actual = GoldenComparison.errorDocument(Self.relativeToTrace(error, tracePath: path))
        }
        guard let expected else {
            entry.outcome = .missingGolden
            if update != .none { write(actual, to: golden, as: .created, entry: &entry) }
            if entry.written == nil { writeActual(actual, entry: &entry) }
            return entry
        }
        entry.outcome = GoldenComparison.compare(expected: expected, actual: actual, goldenPath: golden)
        if entry.outcome == .match {
            switch observed(path) {
            case .success(let diff?):
                entry.outcome = .differs(
                    diff: diff, firstDifference: "what UIKit did on the device (-) and the replay (+) disagree")
            case .success(nil):
                break
            case .failure(let error):
                entry.outcome = .invalid(error)
            }
        }
        if case .differs = entry.outcome {
            if update == .all { write(actual, to: golden, as: .updated, entry: &entry) }
            if entry.written == nil { writeActual(actual, entry: &entry) }
        }
        return entry
    }

    /// Checks a why golden (FORMAT §6): answer the questions it names from a replay of its
    /// trace, compare, and write what the update mode allows. A golden holding only questions
    /// is reported as missing its stories (`--update=missing` fills it in).
    func check(why golden: String, trace: String) -> Entry {
        var entry = Entry(path: golden, golden: golden, outcome: .match, isWhy: true)
        let expected: String
        do {
            expected = GoldenComparison.goldenText(try fileSystem.readReplaceable(golden))
        } catch {
            entry.outcome = .invalid(
                TraceError(file: golden, line: 0, column: 0, path: "", message: "cannot read golden: \(error.reason)"))
            return entry
        }
        let actual: String
        switch renderWhy(trace, golden, expected) {
        case .success(let text): actual = Self.normalized(text)
        case .failure(let error):
            entry.outcome = .invalid(error)
            return entry
        }
        if WhyGolden.isUnanswered(expected) {
            entry.outcome = .missingGolden
            if update != .none { write(actual, to: golden, as: .created, entry: &entry) }
            if entry.written == nil { writeActual(actual, entry: &entry) }
            return entry
        }
        let isQuestion: (Substring) -> Bool = { $0.hasPrefix("why ") }
        if let diff = LineDiff.unified(expected: expected, actual: actual, path: golden, heading: isQuestion) {
            var first = "no difference"
            if let (old, new) = LineDiff.firstDifference(expected: expected, actual: actual) {
                let heading =
                    LineDiff.heading(in: actual, atOrBefore: new, isQuestion)
                    ?? LineDiff.heading(in: expected, atOrBefore: old, isQuestion)
                first = heading.map { "'\($0)'" } ?? "line \(new + 1)"
            }
            entry.outcome = .differs(diff: diff, firstDifference: first)
            if update == .all { write(actual, to: golden, as: .updated, entry: &entry) }
            if entry.written == nil { writeActual(actual, entry: &entry) }
        }
        return entry
    }

    /// An orphaned golden: reported, never deleted.
    func orphan(_ golden: String) -> Entry {
        Entry(path: golden, golden: golden, outcome: .orphanedGolden)
    }

    /// Runs discovery and checks everything, in report order.
    ///
    /// - Parameters:
    ///   - shard: keep only the traces, orphans and unchecked traces of this shard; problems
    ///     with the roots (a missing path, an unreadable folder) are reported by every shard, so
    ///     every job fails on them.
    ///   - jobs: how many traces to check at a time. Entries come back in discovery order
    ///     whatever the number, so the report is identical.
    func run(_ roots: [String], shard: CheckShard? = nil, jobs: Int = 1) -> [Entry] {
        var items = discover(roots)
        if let shard { items = Self.items(items, in: shard) }
        guard jobs > 1, items.count > 1 else { return items.map(entry) }
        // Each worker takes the next unclaimed item; results land at their item's index.
        // The checker is shared unchecked: the live file systems (`LocalFileSystem`,
        // `RootedFileSystem`) and the replay keep no state between calls, and the report is
        // printed only after every worker has finished. Tests that inject an in-memory file
        // system or renderer use one job.
        nonisolated(unsafe) let checker = self
        let work = items
        let results = ParallelResults<Entry>(count: work.count)
        DispatchQueue.concurrentPerform(iterations: min(jobs, work.count)) { _ in
            while let index = results.claim() {
                results.store(checker.entry(work[index]), at: index)
            }
        }
        return results.values
    }

    /// The items of one shard (see `CheckShard`).
    static func items(_ items: [Item], in shard: CheckShard) -> [Item] {
        items.filter { item in
            switch item {
            case .trace(let path), .why(let path, _): return shard.contains(path)
            case .orphan(let golden):
                return shard.contains(tracePath(forAnyGolden: golden))
            case .uncheckedTrace(let error): return shard.contains(error.file)
            case .problem: return true
            }
        }
    }

    private func entry(_ item: Item) -> Entry {
        switch item {
        case .trace(let path): return check(trace: path)
        case .why(let trace, let golden): return check(why: golden, trace: trace)
        case .orphan(let golden): return orphan(golden)
        case .problem(let error), .uncheckedTrace(let error):
            return Entry(path: error.file, golden: error.file, outcome: .invalid(error), isPathProblem: true)
        }
    }

    /// Golden bytes: LF line ends only, exactly one final newline.
    static func normalized(_ text: String) -> String {
        var t = text.replacingCRLF()
        while t.hasSuffix("\n") { t.removeLast() }
        return t + "\n"
    }

    /// A diagnostic with its file named relative to the trace's folder, so an expected-error
    /// golden holds no machine path and passes from any working directory.
    static func relativeToTrace(_ error: TraceError, tracePath: String) -> TraceError {
        var e = error
        let folder = Paths.directory(of: tracePath)
        if folder != "." && e.file.hasPrefix(folder + "/") {
            e.file = String(e.file.dropFirst(folder.count + 1))
        }
        return e
    }

    private func write(_ text: String, to path: String, as kind: Written, entry: inout Entry) {
        do {
            try fileSystem.writeAtomically(Array(text.utf8), to: path, within: place(of: path))
            entry.written = kind
        } catch {
            entry.writeError = TraceError(
                file: path, line: 0, column: 0, path: "", message: "cannot write golden: \(error.reason)")
        }
    }

    /// The named folder a golden lies in: the longest checked folder that is a prefix of its
    /// path as walked (a named trace file counts as its folder), else the golden's own folder.
    func place(of path: String) -> String {
        var best: String?
        for root in roots {
            let folder = fileSystem.kind(root) == .directory ? root : Paths.directory(of: root)
            let inside =
                folder == "." ? !path.hasPrefix("/") : path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
            if inside, folder.utf8.count > (best?.utf8.count ?? -1) { best = folder }
        }
        return best ?? Paths.directory(of: path)
    }

    private func writeActual(_ text: String, entry: inout Entry) {
        guard let actualDirectory else { return }
        let target = Paths.join(actualDirectory, Paths.sanitizedRelative(entry.golden))
        do {
            try fileSystem.createDirectories(Paths.directory(of: target), within: actualDirectory)
            try fileSystem.writeAtomically(Array(text.utf8), to: target, within: actualDirectory)
        } catch {
            entry.writeError = TraceError(
                file: target, line: 0, column: 0, path: "", message: "cannot write actual output: \(error.reason)")
        }
    }
}

extension String {
    /// The text with every CRLF (and lone CR) turned into LF.
    fileprivate func replacingCRLF() -> String {
        guard utf8.contains(UInt8(ascii: "\r")) else { return self }
        var out: [UInt8] = []
        out.reserveCapacity(utf8.count)
        var previousCR = false
        for b in utf8 {
            if b == UInt8(ascii: "\r") {
                out.append(UInt8(ascii: "\n"))
                previousCR = true
                continue
            }
            if b == UInt8(ascii: "\n") && previousCR {
                previousCR = false
                continue
            }
            previousCR = false
            out.append(b)
        }
        return String(decoding: out, as: UTF8.self)
    }
}
