import GestureTrace

/// `gesturetrace import recognizer-log LOG [-o OUT]`: a log of recognizer state changes (the
/// recorder's `gesturetrace state …` lines, or a developer's `setState:` logger) as an observed
/// file (`NAME.observed.jsonl`) that `check` compares with the replay record by record
/// (docs/RECORDER.md, IOS-INPUTS §3.3).
///
/// The log is read a piece at a time and fed line by line to the pure importer
/// (`RecognizerLogImporter`) as it arrives, so reading stops at the first line the importer
/// refuses (a `gesturetrace state` line that does not go on as one, a line over 64 KiB, a
/// million lines naming no recognizer): an endless standard input was read whole first, up to
/// 4 GiB, before any line was looked at (issue 25, RELIABILITY round 7). Memory follows the
/// records, not the log. The records go to `-o` or standard output, the summary (mapped,
/// assumed, dropped) to standard error.
enum RecognizerLogImportCommand {
    struct Options: Equatable {
        var log: String
        var output: String?
        var scene: String?
    }

    static let scanner = ArgumentScanner(
        command: "import recognizer-log",
        options: [
            .init(name: "-o", arity: .value(placeholder: "file")),
            .init(name: "--output", arity: .value(placeholder: "file")),
            .init(name: "--scene", arity: .value(placeholder: "file")),
        ])

    static func run(_ arguments: [String], context: CLIContext) throws(UsageError) -> CommandResult {
        let parsed = try scanner.scan(arguments, positionals: ["<log>"])
        // `-o` and `--output` are one option: the last given wins.
        let options = Options(
            log: parsed.positionals[0],
            output: parsed.options.last { $0.name == "-o" || $0.name == "--output" }?.value,
            scene: parsed.value(of: "--scene"))
        do throws(TraceError) {
            // A scene document, or a trace whose scene is used (as `hit-test --scene` reads it).
            let scene = try options.scene.map { (path: String) throws(TraceError) in
                try HitTestCommand.loadSceneOrTrace(path, context: context)
            }
            var importer = RecognizerLogImporter(
                file: TraceLoading.displayName(options.log), sceneRecognizers: scene?.recognizers.map(\.id) ?? [])
            try streamLines(of: options.log, context: context) { (line, number) throws(TraceError) in
                try importer.consume(line: line, number: number)
            }
            let bytes = try importer.finish()
            try ImportOutput.deliver(bytes, to: options.output, input: options.log, context: context)
            context.diagnose(importer.report.text(source: options.log))
            return .success
        } catch {
            context.diagnose(error.description)
            return .invalidInput
        }
    }

    /// Feeds each line of the file at `path` (or standard input, `-`) to `body` as it is read,
    /// stopping at the first error `body` throws or at a line over `LineSplitter.maxLineLength`;
    /// more than `InputFile.maxSize` bytes are refused as they stream (an endless pipe).
    static func streamLines(
        of path: String, context: CLIContext, _ body: (Substring, Int) throws(TraceError) -> Void
    ) throws(TraceError) {
        let input = try TraceLoading.open(path, context: context)
        defer { input.close() }
        let file = TraceLoading.displayName(path)
        func readFailure(_ error: FileSystemError) -> TraceError {
            TraceError(
                file: file, line: 0, column: 0, path: "",
                message: (path == "-" ? "cannot read: " : "cannot read file: ") + error.reason)
        }
        var splitter = LineSplitter()
        var chunk: [UInt8] = []
        var total = 0
        while true {
            let count: Int
            do throws(FileSystemError) {
                count = try input.readChunk(into: &chunk)
                total += count
                if total > InputFile.maxSize { throw InputFile.tooLarge(limit: InputFile.maxSize) }
            } catch {
                throw readFailure(error)
            }
            guard count > 0 else { break }
            try splitter.feed(chunk[0..<count], body)
            if let long = splitter.overlongLine { throw LineSplitter.overlongError(file: file, line: long) }
        }
        try splitter.finish(body)
    }
}
