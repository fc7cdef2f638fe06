import GestureTrace

/// `gesturetrace import lookin FILE.lookin [-o scene.json]`: a scene document from a Lookin
/// export (IOS-INPUTS §8).
///
/// The archive is read whole (`TraceLoading.read`: a regular file or standard input) and handed
/// to the pure `LookinImporter`. The scene is decoded with the scene reader's own limits before
/// anything is written (`ImportedSceneWriter.validatedDocument`), so the command never writes a
/// scene `validate` would reject. The scene goes to `-o` or stdout, the summary to stderr.
enum LookinImportCommand {
    struct Options: Equatable {
        var file: String
        var output: String?
        var device: ImportedDevice.Choice?
    }

    static let scanner = ArgumentScanner(
        command: "import lookin",
        options: [
            .init(name: "-o", arity: .value(placeholder: "file")),
            .init(name: "--output", arity: .value(placeholder: "file")),
            .init(name: "--device", arity: .value(placeholder: "kind")),
        ])

    static func run(_ arguments: [String], context: CLIContext) throws(UsageError) -> CommandResult {
        let parsed = try scanner.scan(arguments, positionals: ["<file.lookin>"])
        let options = Options(
            file: parsed.positionals[0],
            output: parsed.options.last { $0.name == "-o" || $0.name == "--output" }?.value,
            device: try SceneImportCommand.device(parsed, scanner))
        do throws(TraceError) {
            let (bytes, report) = try execute(options, context: context)
            try ImportOutput.deliver(bytes, to: options.output, input: options.file, context: context)
            context.diagnose(report.text(source: options.file))
            return .success
        } catch {
            context.diagnose(error.description)
            return .invalidInput
        }
    }

    static func execute(_ options: Options, context: CLIContext) throws(TraceError) -> (
        ImportedSceneDocument, LookinImportReport
    ) {
        // Each stage's input is let go before the next: the archive's bytes and objects once
        // the scene is imported, the imported scene once its compact document is made; the
        // indented document is never held, only written (issue 25: a 200 000-deep archive held
        // all of them, and a 635 MB document).
        var (scene, report) = try LookinImporter.run(
            bytes: try TraceLoading.read(options.file, context: context), file: options.file, device: options.device)
        scene.comments.insert((key: "_source", value: "gesturetrace import lookin \(options.file)"), at: 0)
        report.views = scene.views.count
        return (try ImportedSceneWriter.validatedDocument(consume scene, source: options.file), report)
    }
}
