import GestureTrace

/// `gesturetrace import recognizer-log LOG [-o OUT]`: a log of recognizer state changes (the
/// recorder's `gesturetrace state …` lines, or a developer's `setState:` logger) as an observed
/// file (`NAME.observed.jsonl`) that `check` compares with the replay record by record
/// (docs/RECORDER.md, IOS-INPUTS §3.3).
///
/// Logs are console captures, small next to a trace: read whole (`TraceLoading.read`), fed line
/// by line to the pure importer (`RecognizerLogImporter`). The records go to `-o` or standard
/// output, the summary (mapped, assumed, dropped) to standard error.
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
            try SceneImportCommand.lines(of: options.log, context: context) {
                (line, number) throws(TraceError) in
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
}
