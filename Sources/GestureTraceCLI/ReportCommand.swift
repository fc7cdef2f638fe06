import GestureTrace

/// `gesturetrace report FILE [-o OUT.html] [--scene FILE] [--max-rows N]`: replay a trace and
/// write the self-contained HTML page of `HTMLReport`.
///
/// Loading, errors and exit codes follow `replay`: an invalid trace is exit 2 with the usual
/// `file:line:column` diagnostic, and nothing is written. Without `-o` the page goes to
/// standard output, so it can be piped.
enum ReportCommand {
    static let scanner = ArgumentScanner(
        command: "report",
        options: [
            .init(name: "-o", arity: .value(placeholder: "file")),
            .init(name: "--output", arity: .value(placeholder: "file")),
            .init(name: "--scene", arity: .value(placeholder: "file")),
            .init(name: "--set", arity: .value(placeholder: "id.key=value")),
            .init(name: "--max-rows", arity: .value(placeholder: "n")),
            .init(name: "--max-sequences", arity: .value(placeholder: "n")),
            .init(name: "--ios", arity: .value(placeholder: "release")),
        ])

    static func run(_ arguments: [String], context: CLIContext) throws(UsageError) -> CommandResult {
        let parsed = try scanner.scan(arguments, positionals: ["<file>"])
        let file = parsed.positionals[0]
        // `-o` and `--output` are one option: the last given wins.
        let output = parsed.options.last { $0.name == "-o" || $0.name == "--output" }?.value
        var options = HTMLReport.Options(source: TraceLoading.displayName(file), generator: Usage.version)
        if let raw = parsed.value(of: "--max-rows") {
            guard let n = ArgumentScanner.wholeNumber(raw), n > 0, n <= HTMLReport.Options.largestMaxTableRows else {
                throw UsageError(
                    "The value '\(raw)' is invalid for '--max-rows <n>'; expected an integer from 1 to \(HTMLReport.Options.largestMaxTableRows)",
                    command: "report")
            }
            options.maxTableRows = n
        }
        if let raw = parsed.value(of: "--max-sequences") {
            guard let n = ArgumentScanner.wholeNumber(raw), n >= 0, n <= HTMLReport.Options.largestMaxSequences else {
                throw UsageError(
                    "The value '\(raw)' is invalid for '--max-sequences <n>'; expected an integer from 0 to \(HTMLReport.Options.largestMaxSequences)",
                    command: "report")
            }
            options.maxSequences = n
        }
        let ios = try TraceLoading.release(parsed, scanner: scanner)
        var trace: Trace
        do throws(TraceError) {
            if let output, output != "-" {
                try TraceLoading.refuseOverwriting(
                    output, inputs: [file] + (parsed.value(of: "--scene").map { [$0] } ?? []), context: context)
            }
            (trace, options.scene) = try loadNamingScene(
                file, scenePath: parsed.value(of: "--scene"), ios: ios, context: context)
            try TraceLoading.applySets(parsed.values(of: "--set"), to: &trace)
        } catch {
            context.diagnose(error.description)
            return .invalidInput
        }
        TraceLoading.warn(InputWarnings.units(of: trace), file: file, context: context)
        // Replayed inside, twice and streaming: memory and page size follow the options'
        // limits, not the replay's length (issue 13 item 7).
        let page = Array(HTMLReport.render(trace: trace, options: options).utf8)
        guard let output, output != "-" else {
            context.stdout.write(page)
            return .success
        }
        do throws(FileSystemError) {
            try context.fileSystem.writeAtomically(page, to: output)
        } catch {
            // As a TraceError, so a path of thousands of characters is elided as every other is.
            context.diagnose(
                TraceError(file: output, line: 0, column: 0, path: "", message: "cannot write report: \(error.reason)")
                    .description)
            return .invalidInput
        }
        return .success
    }

    /// Loads the trace and says which scene file it used: `--scene`, or the path its `scene`
    /// key names (as resolved next to the trace), or nil for an inline scene.
    static func loadNamingScene(
        _ file: String, scenePath: String?, ios: IOSRelease?, context: CLIContext
    ) throws(TraceError) -> (Trace, String?) {
        if let scenePath {
            return (try TraceLoading.loadTrace(file, scenePath: scenePath, ios: ios, context: context), scenePath)
        }
        let bytes = try TraceLoading.readJSON(file, context: context)
        let load = TraceLoading.sceneLoader(forTrace: file, context: context)
        let used = SceneFileName()
        let loadNoting: TraceDecoder.SceneLoader = {
            (relative: String) throws(TraceError) -> (bytes: [UInt8], file: String) in
            let loaded = try load(relative)
            used.name = loaded.file
            return loaded
        }
        let trace = try TraceDecoder.decode(
            bytes: bytes, file: TraceLoading.displayName(file), loadScene: loadNoting, ios: ios)
        return (trace, used.name)
    }
}

/// The scene file a trace named, noted while it loads.
private final class SceneFileName {
    var name: String?
}
