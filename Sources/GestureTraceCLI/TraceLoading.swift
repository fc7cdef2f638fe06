import GestureTrace

/// Reads and decodes traces and scenes for the commands: the I/O the engine leaves out.
enum TraceLoading {
    /// The name standard input goes by in diagnostics.
    static let standardInputName = "<stdin>"

    /// Reads a file the user named; failures become `file: error: …` diagnostics (no position).
    ///
    /// Only a regular file, or standard input for `-`, is read, and its size is checked first
    /// (`InputFile`): a FIFO, a device or a directory is refused before any byte is read.
    static func read(_ path: String, context: CLIContext) throws(TraceError) -> [UInt8] {
        if path == "-" {
            do throws(FileSystemError) {
                return try context.openStandardInput().readAll()
            } catch {
                throw TraceError(
                    file: standardInputName, line: 0, column: 0, path: "", message: "cannot read: \(error.reason)")
            }
        }
        try requireRegularFile(path, context: context)
        do {
            return try context.fileSystem.read(path)
        } catch {
            throw TraceError(file: path, line: 0, column: 0, path: "", message: "cannot read file: \(error.reason)")
        }
    }

    /// Reads a JSON document (a trace or a scene) the user named, as `read` does; from standard
    /// input, reading stops after the piece holding the first byte no JSON document can hold
    /// there (`JSONPrefixGuard`), and the decoder reports its located error on what was read:
    /// `yes | gesturetrace replay -` read 4 GiB first (RELIABILITY, round 7). A regular file's
    /// size is checked before any byte is read, so it is read whole as before.
    static func readJSON(_ path: String, context: CLIContext) throws(TraceError) -> [UInt8] {
        guard path == "-" else { return try read(path, context: context) }
        do throws(FileSystemError) {
            let input = try context.openStandardInput()
            var result: [UInt8] = []
            var chunk: [UInt8] = []
            var watch = JSONPrefixGuard()
            while true {
                let n = try input.readChunk(into: &chunk)
                if n == 0 { return result }
                guard result.count + n <= InputFile.maxSize else { throw InputFile.tooLarge(limit: InputFile.maxSize) }
                result.append(contentsOf: chunk[0..<n])
                let plausible = chunk.withUnsafeBufferPointer { watch.feed(UnsafeBufferPointer(rebasing: $0[0..<n])) }
                if !plausible { return result }
            }
        } catch {
            throw TraceError(
                file: standardInputName, line: 0, column: 0, path: "", message: "cannot read: \(error.reason)")
        }
    }

    /// Opens a file the user named to be read piece by piece (`import`'s recordings), with the
    /// same checks and messages as `read`.
    static func open(_ path: String, context: CLIContext) throws(TraceError) -> any ReadableFile {
        if path == "-" {
            do throws(FileSystemError) {
                return try context.openStandardInput()
            } catch {
                throw TraceError(
                    file: standardInputName, line: 0, column: 0, path: "", message: "cannot read: \(error.reason)")
            }
        }
        try requireRegularFile(path, context: context)
        do throws(FileSystemError) {
            return try context.fileSystem.openForReading(path)
        } catch {
            throw TraceError(file: path, line: 0, column: 0, path: "", message: "cannot read file: \(error.reason)")
        }
    }

    /// Refuses a path that names nothing, a directory, or a FIFO, device or socket.
    private static func requireRegularFile(_ path: String, context: CLIContext) throws(TraceError) {
        switch context.fileSystem.kind(path) {
        case .missing:
            do throws(FileSystemError) {
                try LocalFileSystem.checkEncodable(path)
            } catch {
                throw TraceError(file: path, line: 0, column: 0, path: "", message: error.reason)
            }
            throw TraceError(file: path, line: 0, column: 0, path: "", message: "no such file or directory")
        case .directory:
            throw TraceError(file: path, line: 0, column: 0, path: "", message: "is a directory, not a file")
        case .special:
            throw TraceError(
                file: path, line: 0, column: 0, path: "",
                message: "is not a regular file (a FIFO, a device or a socket); only files and '-' are read")
        case .file:
            return
        }
    }

    /// Refuses an output path that names one of the inputs (same device and inode, whatever
    /// the spelling): `report t.json -o t.json` used to replace the trace (issue 13 item 2).
    static func refuseOverwriting(_ output: String, inputs: [String], context: CLIContext) throws(TraceError) {
        guard let target = context.fileSystem.identity(output) else { return }
        for input in inputs where input != "-" && context.fileSystem.identity(input) == target {
            throw TraceError(
                file: output, line: 0, column: 0, path: "",
                message: "the output is the input file '\(input)'; refusing to overwrite it")
        }
    }

    /// The name a path goes by in diagnostics (`-` is standard input).
    static func displayName(_ path: String) -> String {
        path == "-" ? standardInputName : path
    }

    /// Resolves scene documents named in a trace relative to the trace's folder (FORMAT §1);
    /// for standard input, relative to the working directory.
    static func sceneLoader(forTrace path: String, context: CLIContext) -> TraceDecoder.SceneLoader {
        let folder = path == "-" ? "." : Paths.directory(of: path)
        return { (relative: String) throws(TraceError) -> (bytes: [UInt8], file: String) in
            let scenePath = Paths.join(folder, relative)
            return (try read(scenePath, context: context), scenePath)
        }
    }

    /// Reads and decodes a trace; with `sceneOverride`, that scene replaces the trace's own.
    /// `ios`: the release `--ios` asked for, replacing the scene's `settings.ios`.
    /// `offersSceneFlag`: the command takes `--scene`, so a missing scene's message may point
    /// at it (`diff`, `validate` and `check` do not take it, and must not suggest it).
    static func loadTrace(
        _ path: String, sceneOverride: Scene? = nil, ios: IOSRelease? = nil, offersSceneFlag: Bool = false,
        context: CLIContext
    ) throws(TraceError) -> Trace {
        let loader = sceneLoader(forTrace: path, context: context)
        // With --scene the trace's own scene may be absent, and a path in it is not read.
        let replaced = sceneOverride != nil
        var trace: Trace
        do throws(TraceError) {
            if let mapped = try map(path, context: context) {
                trace = try decode(
                    mapped, path: path, loader: loader, sceneReplaced: replaced, ios: ios, context: context)
            } else {
                trace = try TraceDecoder.decode(
                    bytes: try readJSON(path, context: context), file: displayName(path), loadScene: loader,
                    customRecognizers: context.customRecognizers, sceneReplaced: replaced, ios: ios)
            }
        } catch {
            throw hinted(error, offersSceneFlag: offersSceneFlag)
        }
        if let sceneOverride {
            trace.scene = sceneOverride
            try trace.resolveSceneChanges()
        }
        return trace
    }

    /// A missing scene's error, pointing at `--scene` for the commands that take it.
    static func hinted(_ error: TraceError, offersSceneFlag: Bool) -> TraceError {
        guard offersSceneFlag, error.message == TraceDecoder.missingSceneMessage else { return error }
        var hinted = error
        hinted.message += "; or give one with --scene FILE"
        return hinted
    }

    /// A trace file mapped rather than read (`MappedFile`: large regular files), or nil to read
    /// it. Checked and refused exactly as `read` checks and refuses it.
    static func map(_ path: String, context: CLIContext) throws(TraceError) -> MappedFile? {
        guard path != "-" else { return nil }
        try requireRegularFile(path, context: context)
        do {
            return try context.fileSystem.map(path)
        } catch {
            throw TraceError(file: path, line: 0, column: 0, path: "", message: "cannot read file: \(error.reason)")
        }
    }

    /// Decodes a mapped trace, releasing its pages behind the decoder. A file that shrank while
    /// mapped (`TruncationGuard`) is reported as such, whatever the decoder made of the zeros.
    static func decode(
        _ mapped: MappedFile, path: String, loader: @escaping TraceDecoder.SceneLoader, sceneReplaced: Bool = false,
        ios: IOSRelease? = nil, context: CLIContext
    ) throws(TraceError) -> Trace {
        let result: Result<Trace, TraceError>
        do {
            result = .success(
                try TraceDecoder.decode(
                    lending: mapped.buffer, file: displayName(path), loadScene: loader,
                    customRecognizers: context.customRecognizers, sceneReplaced: sceneReplaced, ios: ios,
                    consumed: { mapped.release(upTo: $0) }))
        } catch {
            result = .failure(error)
        }
        if mapped.truncated {
            throw TraceError(
                file: path, line: 0, column: 0, path: "",
                message: "cannot read file: the file was truncated while it was read")
        }
        return try result.get()
    }

    /// Loads the trace a command names, with the scene of `--scene` (its path, or nil) in
    /// place of the trace's own; the scene is read first, so its errors come first. `--scene`
    /// may name a scene document or another trace, whose scene is used (as `hit-test` does).
    static func loadTrace(
        _ path: String, scenePath: String?, ios: IOSRelease? = nil, sets: [String] = [],
        offersSceneFlag: Bool = false, context: CLIContext
    ) throws(TraceError) -> Trace {
        let override = try scenePath.map { (scene: String) throws(TraceError) in
            try HitTestCommand.loadSceneOrTrace(scene, ios: ios, context: context)
        }
        var trace = try loadTrace(
            path, sceneOverride: override, ios: ios, offersSceneFlag: offersSceneFlag, context: context)
        try applySets(sets, to: &trace)
        return trace
    }

    /// The value of `--ios`, one of the modelled releases (`IOSRelease.modelled`), or nil.
    static func release(_ parsed: ArgumentScanner.Result, scanner: ArgumentScanner) throws(UsageError) -> IOSRelease? {
        try scanner.value(
            of: "--ios", in: parsed,
            expected: "an iOS release: " + IOSRelease.modelled.map(\.rawValue).joined(separator: ", ")
        ) { IOSRelease(rawValue: $0) }
    }

    /// `--set ID.KEY=VALUE`, in order (FORMAT §3.5, §3.6): each checked against the scene the
    /// replay uses, then applied to it before the first event.
    static func applySets(_ sets: [String], to trace: inout Trace) throws(TraceError) {
        guard !sets.isEmpty else { return }
        var patches: [DeclaredScenePatch] = []
        for text in sets { patches.append(try ScenePatchArgument.parse(text)) }
        try trace.scene.apply(patches)
    }

    /// Prints input warnings on stderr, one line each (`FILE: warning: …`); the exit status
    /// is not changed (issue 24 item 5).
    static func warn(_ warnings: [InputWarning], file: String, context: CLIContext) {
        for warning in warnings {
            context.diagnose(
                "\(TraceError.shown(file: displayName(file))): warning: \(MessageText.oneLine(warning.message))")
        }
    }

    /// Reads and decodes a scene document.
    static func loadScene(_ path: String, ios: IOSRelease? = nil, context: CLIContext) throws(TraceError) -> (
        scene: Scene, bytes: [UInt8], file: String
    ) {
        let bytes = try readJSON(path, context: context)
        let scene = try TraceDecoder.decodeScene(
            bytes: bytes, file: displayName(path), customRecognizers: context.customRecognizers, ios: ios)
        return (scene, bytes, displayName(path))
    }

    /// The invariant violations of a replay as one diagnostic (exit 2), located at the
    /// declaration of the first one's subject when it has one (a rule broken at the end of the
    /// input; issue 25), else unlocated: no input position belongs to a replay's record.
    static func violationError(_ violations: [InvariantViolation], file: String, context: CLIContext) -> TraceError {
        let shown = violations.prefix(3).map(\.description).joined(separator: "; ")
        let more = violations.count > 3 ? "; and \(violations.count - 3) more" : ""
        let count = violations.count == 1 ? "an invariant" : "\(violations.count) invariants"
        let message = "the replay broke \(count): \(shown)\(more)"
        guard let subject = violations.first?.subject,
            let found = declaration(of: subject, trace: file, scenePath: nil, context: context)
        else {
            return TraceError(file: file, line: 0, column: 0, path: "", message: message)
        }
        return located(message, at: found, trace: file)
    }

    /// `message` at the declaration `found`; when that is in a scene file rather than the
    /// trace, the message names the trace it was replaying.
    static func located(_ message: String, at found: Declaration, trace: String) -> TraceError {
        let shown = found.file == displayName(trace) ? message : "replaying \(displayName(trace)): \(message)"
        return TraceError(file: found.file, line: found.line, column: found.column, path: found.path, message: shown)
    }

    /// Where `id` is declared: in the scene file of `--scene` when one replaced the trace's
    /// scene, else in the trace or the scene file it names. Read again on this error path only.
    static func declaration(of id: String, trace path: String, scenePath: String?, context: CLIContext)
        -> Declaration?
    {
        func find(_ file: String) -> Declaration? {
            guard let bytes = try? read(file, context: context) else { return nil }
            return Declaration.find(id: id, in: bytes, file: displayName(file))
        }
        if let scenePath { return find(scenePath) }
        guard path != "-", let bytes = try? read(path, context: context) else { return nil }
        if let found = Declaration.find(id: id, in: bytes, file: displayName(path)) { return found }
        guard let relative = Declaration.scenePath(inTrace: bytes), !relative.utf8.contains(0) else { return nil }
        return find(Paths.join(Paths.directory(of: path), relative))
    }

    /// The real rendering behind `check`: decode (scenes relative to the trace), replay, check
    /// the invariants (a violation makes the trace invalid), render the text format.
    /// The recorder's ground truth beside a trace (`NAME.observed.jsonl`) against the replay's
    /// records projected onto what a device shows (`ObservedComparison`): a diff, or nil.
    static func compareObserved(_ path: String, ios: IOSRelease? = nil, context: CLIContext) -> Result<
        String?, TraceError
    > {
        guard path.hasSuffix(".json") else { return .success(nil) }
        let observedPath = String(path.dropLast(5)) + ".observed.jsonl"
        guard context.fileSystem.kind(observedPath) == .file else { return .success(nil) }
        do throws(TraceError) {
            let observed = try ObservedComparison.parse(
                try read(observedPath, context: context), file: displayName(observedPath))
            let trace = try loadTrace(path, ios: ios, context: context)
            var projection = ObservedComparison.Projection(observed: observed, scene: trace.scene)
            Replay.run(trace) { projection.visit($0) }
            return .success(projection.report(path: observedPath))
        } catch {
            return .failure(error)
        }
    }

    /// `ios`: `check --ios`'s release, replacing each trace's `settings.ios` as `replay --ios`
    /// does (docs/DECISIONS.md "iOS releases").
    static func renderForCheck(_ path: String, ios: IOSRelease? = nil, context: CLIContext) -> Result<
        String, TraceError
    > {
        do throws(TraceError) {
            let trace = try loadTrace(path, ios: ios, context: context)
            let records = Replay.run(trace).records
            let violations = InvariantChecker.check(
                records, touchesDownAtEnd: InvariantChecker.touchesDownAtEnd(of: trace))
            if !violations.isEmpty { return .failure(violationError(violations, file: path, context: context)) }
            return .success(
                TextWriter.render(name: trace.name, records: records, release: trace.scene.settings.namedRelease))
        } catch {
            return .failure(error)
        }
    }

    /// The real rendering of a why golden behind `check` (FORMAT §6): the questions read from
    /// the golden's current text, answered from one replay of its trace. A golden that cannot
    /// be parsed, or a question about an id the replay never names, is invalid input located
    /// in the golden.
    static func renderWhyForCheck(
        trace path: String, golden: String, expected: String, ios: IOSRelease? = nil, context: CLIContext
    ) -> Result<String, TraceError> {
        do throws(TraceError) {
            let entries = try WhyGolden.questions(in: expected, file: golden)
            let trace = try loadTrace(path, ios: ios, context: context)
            let records = Replay.run(trace).records
            return .success(try WhyGolden.answer(entries, records: records, trace: trace, file: golden))
        } catch {
            return .failure(error)
        }
    }
}
