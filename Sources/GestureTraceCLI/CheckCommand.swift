import GestureTrace

/// `gesturetrace check [PATH...] [--update[=missing|all]] [--actual-dir DIR] [--shard I/N] [--jobs N]
/// [--color WHEN] [--ios RELEASE]`.
///
/// `--ios` replays every trace (and answers every why golden) on that release, replacing each
/// trace's `settings.ios` as `replay --ios` does: the flag wins over a release a trace pins, and
/// a setting a trace gives for one behaviour still wins over the release (docs/DECISIONS.md
/// "iOS releases").
enum CheckCommand {
    enum ColorMode: String {
        case auto, always, never
    }

    static let scanner = ArgumentScanner(
        command: "check",
        options: [
            .init(name: "--update", arity: .optionalValue(placeholder: "mode")),
            .init(name: "--actual-dir", arity: .value(placeholder: "dir")),
            .init(name: "--color", arity: .value(placeholder: "when")),
            .init(name: "--shard", arity: .value(placeholder: "i/n")),
            .init(name: "--jobs", arity: .value(placeholder: "n")),
            .init(name: "--ios", arity: .value(placeholder: "release")),
        ])

    /// The most traces checked at a time: far more threads than cores only costs memory.
    static let maxJobs = 256

    static func run(_ arguments: [String], context: CLIContext) throws(UsageError) -> CommandResult {
        try refuseSpacedUpdateMode(arguments)
        let parsed = try scanner.scan(arguments)
        var update = UpdateMode.none
        if parsed.has("--update") {
            let raw = parsed.value(of: "--update") ?? "all"
            guard let mode = UpdateMode(rawValue: raw), mode != .none else {
                throw scanner.invalidValue(raw, for: "--update", expected: "missing or all")
            }
            update = mode
        }
        let color =
            try scanner.value(of: "--color", in: parsed, expected: "auto, always or never") { ColorMode(rawValue: $0) }
            ?? .auto
        let useColor: Bool
        switch color {
        case .always: useColor = true
        case .never: useColor = false
        case .auto:
            useColor =
                context.stdoutIsTerminal && context.environment["TERM"] != "dumb"
                && context.environment["NO_COLOR"] == nil
        }
        let shard = try scanner.value(
            of: "--shard", in: parsed, expected: "i/n with 1 <= i <= n, such as 1/4"
        ) { CheckShard($0) }
        let jobs =
            try scanner.value(of: "--jobs", in: parsed, expected: "a whole number from 1 to \(maxJobs)") {
                ArgumentScanner.wholeNumber($0).flatMap { (1...maxJobs).contains($0) ? $0 : nil }
            } ?? 1
        let ios = try TraceLoading.release(parsed, scanner: scanner)
        let roots = parsed.positionals.isEmpty ? ["traces"] : parsed.positionals
        if let actual = parsed.value(of: "--actual-dir") {
            try refuseOverlap(actual: actual, roots: roots, fileSystem: context.fileSystem)
        }
        let checker = GoldenCheck(
            fileSystem: context.fileSystem,
            render: context.renderTrace ?? { TraceLoading.renderForCheck($0, ios: ios, context: context) },
            update: update,
            actualDirectory: parsed.value(of: "--actual-dir"),
            roots: roots,
            observed: { TraceLoading.compareObserved($0, ios: ios, context: context) },
            renderWhy: {
                TraceLoading.renderWhyForCheck(trace: $0, golden: $1, expected: $2, ios: ios, context: context)
            })
        let entries = checker.run(roots, shard: shard, jobs: jobs)
        return CheckReport(entries: entries, roots: roots, update: update, color: useColor, shard: shard)
            .print(to: context)
    }

    /// Refuses an `--actual-dir` that is a checked folder, inside one or holds one: actual
    /// files written there would be read as goldens or overwrite them (`check . --actual-dir .`
    /// replaced every golden with its actual output, without `--update`; issue 25). Folders
    /// are compared by device and inode up their chains of parents (`..`), so links and
    /// spellings do not matter; a folder still to be made is placed by its nearest existing
    /// ancestor.
    static func refuseOverlap(actual: String, roots: [String], fileSystem: any FileSystem) throws(UsageError) {
        func chain(_ folder: String) -> [FileIdentity] { fileSystem.identityChain(folder) }
        var existing = actual
        var exists = true
        while fileSystem.kind(existing) != .directory {
            exists = false
            let parent = Paths.directory(of: existing)
            guard parent != existing else { return }
            existing = parent
        }
        let actualChain = chain(existing)
        guard let actualSelf = actualChain.first else { return }
        for root in roots {
            let folder = fileSystem.kind(root) == .directory ? root : Paths.directory(of: root)
            let rootChain = chain(folder)
            guard let rootSelf = rootChain.first else { continue }
            if actualChain.contains(rootSelf) || (exists && rootChain.contains(actualSelf)) {
                throw UsageError(
                    "'--actual-dir \(actual)' overlaps the checked path '\(root)' (the same folder, inside it or around it); "
                        + "actual files there would be taken for goldens: choose a folder outside the corpus",
                    command: "check")
            }
        }
    }

    /// `--update all` (a space, not `=`) would check a path named `all` and still write every
    /// other golden: refused before anything is read or written.
    static func refuseSpacedUpdateMode(_ arguments: [String]) throws(UsageError) {
        for (index, token) in arguments.enumerated() {
            if token == "--" { return }
            guard token == "--update", index + 1 < arguments.count else { continue }
            let next = arguments[index + 1]
            if UpdateMode(rawValue: next) != nil {
                throw UsageError(
                    "'--update \(next)' would check a path named '\(next)'; give the mode as '--update=\(next)'",
                    command: "check")
            }
        }
    }
}

/// Prints the results of a check: failures with diffs on stdout, diagnostics on stderr, then
/// the summary and the command that accepts the changes.
struct CheckReport {
    var entries: [GoldenCheck.Entry]
    var roots: [String]
    var update: UpdateMode
    var color: Bool
    var shard: CheckShard? = nil

    struct Counts {
        var traces = 0, whys = 0, passed = 0, differs = 0, missing = 0, invalid = 0, orphaned = 0
        var updated = 0, created = 0, unchanged = 0
        /// Goldens the update mode should have written but could not (never "unchanged").
        var failed = 0
        var writeErrors = 0
        /// Traces whose difference or missing golden is still there (what `--update` would fix).
        var acceptable: [String] = []
    }

    var counts: Counts {
        var c = Counts()
        for entry in entries {
            if entry.writeError != nil { c.writeErrors += 1 }
            switch entry.outcome {
            case .orphanedGolden:
                c.orphaned += 1
                continue
            case .match: c.passed += 1; c.unchanged += 1
            case .differs:
                c.differs += 1
                if entry.written == .updated {
                    c.updated += 1
                } else {
                    if update == .all && entry.writeError != nil { c.failed += 1 } else { c.unchanged += 1 }
                    c.acceptable.append(entry.path)
                }
            case .missingGolden:
                c.missing += 1
                if entry.written == .created {
                    c.created += 1
                } else {
                    if update != .none && entry.writeError != nil { c.failed += 1 }
                    c.acceptable.append(entry.path)
                }
            case .invalid: c.invalid += 1
            }
            if entry.isWhy { c.whys += 1 } else if !entry.isPathProblem { c.traces += 1 }
        }
        return c
    }

    /// The command result: 2 for anything invalid (it wins), 1 for what is left unresolved.
    var result: CommandResult {
        let c = counts
        if c.invalid > 0 || c.writeErrors > 0 { return .invalidInput }
        if c.orphaned > 0 || !c.acceptable.isEmpty { return .differences }
        return .success
    }

    func print(to context: CLIContext) -> CommandResult {
        let out = context.stdout
        for entry in entries {
            switch entry.outcome {
            case .match:
                break
            case let .differs(diff, firstDifference):
                if entry.written == .updated {
                    out.line(MessageText.oneLine("updated \(entry.golden)"))
                } else {
                    out.line(fail("\(entry.path) (first difference at \(firstDifference))"))
                    out.write(paint(MessageText.keepingLines(diff)))
                }
            case .missingGolden:
                if entry.written == .created {
                    out.line(MessageText.oneLine("created \(entry.golden)"))
                } else if entry.isWhy {
                    out.line(
                        fail(
                            "\(entry.path) (questions without stories; write them with: gesturetrace check --update=missing \(Self.shellQuoted(entry.path)))"
                        ))
                } else {
                    out.line(
                        fail(
                            "\(entry.path) (missing golden \(entry.golden); create it with: gesturetrace check --update=missing \(Self.shellQuoted(entry.path)))"
                        ))
                }
            case .orphanedGolden:
                out.line(
                    fail(
                        "\(entry.path) (orphaned golden: \(GoldenCheck.tracePath(forAnyGolden: entry.path)) does not exist; delete the golden or restore the trace)"
                    ))
            case .invalid(let error):
                context.diagnose(error.description)
                out.line(fail("\(entry.path) (invalid input: \(error.message))"))
            }
            if let writeError = entry.writeError { context.diagnose(writeError.description) }
        }
        let c = counts
        var summary = shard.map { "shard \($0.index)/\($0.count): " } ?? ""
        summary +=
            "\(c.traces) trace\(c.traces == 1 ? "" : "s")"
            + (c.whys > 0 ? " and \(c.whys) why golden\(c.whys == 1 ? "" : "s")" : "")
            + ": \(c.passed) passed, \(c.differs) \(c.differs == 1 ? "differs" : "differ"), "
        summary += "\(c.missing) missing golden\(c.missing == 1 ? "" : "s"), \(c.invalid) invalid"
        if c.orphaned > 0 { summary += ", \(c.orphaned) orphaned golden\(c.orphaned == 1 ? "" : "s")" }
        out.line(summary)
        if update != .none {
            // A golden that could not be written is "failed", never "unchanged" (issue 13 item 13).
            out.line(
                "updated \(c.updated), created \(c.created), unchanged \(c.unchanged)"
                    + (c.failed > 0 ? ", failed \(c.failed)" : ""))
        }
        if !c.acceptable.isEmpty {
            out.line(
                "to accept: gesturetrace check --update \(c.acceptable.map(Self.shellQuoted).joined(separator: " "))")
        }
        if c.updated + c.created > 0 || !c.acceptable.isEmpty {
            out.line("review with: git diff \(reviewPaths.map(Self.shellQuoted).joined(separator: " "))")
        }
        out.flush()
        return result
    }

    /// What `git diff` should look at: folders given (with a trailing slash), goldens of files.
    var reviewPaths: [String] {
        roots.map { root in
            if root.hasSuffix(".json") { return GoldenCheck.goldenPath(forTrace: root) }
            if root.hasSuffix(WhyGolden.suffix) { return root }
            if root.hasSuffix(".golden") || root.hasSuffix("/") { return root }
            return root + "/"
        }
    }

    /// A FAIL line: its text (paths, messages: the input's words) escaped onto one line before
    /// the tool's own colour codes are added (issue 25).
    private func fail(_ text: String) -> String {
        let shown = MessageText.oneLine(text)
        return color ? "\u{1B}[1;31mFAIL\u{1B}[0m " + shown : "FAIL " + shown
    }

    /// Colours a diff: headers bold, hunks cyan, removals red, additions green.
    private func paint(_ diff: String) -> String {
        guard color else { return diff }
        var out = ""
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            let code: String? =
                if line.hasPrefix("---") || line.hasPrefix("+++") { "1" } else if line.hasPrefix("@@") {
                    "36"
                } else if line.hasPrefix("-") { "31" } else if line.hasPrefix("+") { "32" } else { nil }
            if let code { out += "\u{1B}[\(code)m\(line)\u{1B}[0m\n" } else { out += line + "\n" }
        }
        return out
    }

    /// Quotes a path for a shell command line when it needs it, so a printed command runs on
    /// exactly that path: a name such as `a b;$(touch PWNED).json` is one quoted word. A name
    /// with a character that `MessageText` escapes (a newline, ESC…) is written `$'…'` with
    /// those characters as `\xHH` bytes, so the command stays one line and still names the
    /// file (bash, zsh, ksh and POSIX 2024 sh read `$'…'`).
    static func shellQuoted(_ path: String) -> String {
        let safe = path.utf8.allSatisfy { b in
            (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
                || b == UInt8(ascii: "/") || b == UInt8(ascii: ".") || b == UInt8(ascii: "-") || b == UInt8(ascii: "_")
        }
        if safe && !path.isEmpty { return path }
        guard path.unicodeScalars.contains(where: MessageText.needsEscape) else {
            return "'" + path.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
        }
        let hex = Array("0123456789abcdef".utf8)
        var out: [UInt8] = Array("$'".utf8)
        for scalar in path.unicodeScalars {
            let bytes = Array(String(scalar).utf8)
            if MessageText.needsEscape(scalar) {
                for b in bytes { out += [UInt8(ascii: "\\"), UInt8(ascii: "x"), hex[Int(b >> 4)], hex[Int(b & 0xF)]] }
            } else if scalar == "'" || scalar == "\\" {
                out += [UInt8(ascii: "\\"), UInt8(scalar.value)]
            } else {
                out += bytes
            }
        }
        out.append(UInt8(ascii: "'"))
        return String(decoding: out, as: UTF8.self)
    }
}
