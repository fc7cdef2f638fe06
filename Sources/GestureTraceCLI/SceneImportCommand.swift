import GestureTrace

/// `gesturetrace import recursive-description DUMP …`: a scene document from an iOS view dump
/// (IOS-INPUTS §2), with optional recognizer (§3.1) and view-controller (§2.7) dumps merged in.
///
/// Dumps are small (thousands of lines at most), so each is read whole (`TraceLoading.read`);
/// the importers are pure and take it line by line. The scene goes to `-o` or stdout, the
/// summary to stderr. Arguments, help (`Usage.importScene`) and errors are the other commands'.
enum SceneImportCommand {
    struct Options: Equatable {
        var dump: String
        var output: String?
        var lenient = false
        var root: String?
        var recognizers: String?
        var controllers: String?
        var device: ImportedDevice.Choice?
    }

    /// `--device homeIndicator|homeButton|none` of the scene importers (IOS-INPUTS §10.2).
    static func device(
        _ parsed: ArgumentScanner.Result, _ scanner: ArgumentScanner
    ) throws(UsageError) -> ImportedDevice.Choice? {
        guard let text = parsed.value(of: "--device") else { return nil }
        guard let choice = ImportedDevice.choice(text) else {
            throw scanner.invalidValue(text, for: "--device", expected: "homeIndicator, homeButton or none")
        }
        return choice
    }

    static let scanner = ArgumentScanner(
        command: "import recursive-description",
        options: [
            .init(name: "-o", arity: .value(placeholder: "file")),
            .init(name: "--output", arity: .value(placeholder: "file")),
            .init(name: "--device", arity: .value(placeholder: "kind")),
            .init(name: "--lenient", arity: .flag),
            .init(name: "--root", arity: .value(placeholder: "0xADDR")),
            .init(name: "--recognizers", arity: .value(placeholder: "file")),
            .init(name: "--controllers", arity: .value(placeholder: "file")),
        ])

    static func run(_ arguments: [String], context: CLIContext) throws(UsageError) -> CommandResult {
        let options = try parse(arguments)
        do throws(TraceError) {
            let (bytes, report) = try execute(options, context: context)
            try ImportOutput.deliver(bytes, to: options.output, input: options.dump, context: context)
            context.diagnose(report.text(source: options.dump))
            return .success
        } catch {
            context.diagnose(error.description)
            return .invalidInput
        }
    }

    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        let parsed = try scanner.scan(arguments, positionals: ["<dump>"])
        var options = Options(dump: parsed.positionals[0])
        // `-o` and `--output` are one option: the last given wins.
        options.output = parsed.options.last { $0.name == "-o" || $0.name == "--output" }?.value
        options.lenient = parsed.has("--lenient")
        if let root = parsed.value(of: "--root") {
            var hex = Substring(root.lowercased())
            if hex.hasPrefix("0x") { hex = hex.dropFirst(2) }
            guard !hex.isEmpty, hex.allSatisfy(\.isHexDigit) else {
                throw scanner.invalidValue(root, for: "--root", expected: "an address such as 0x7f8d29445600")
            }
            options.root = String(hex)
        }
        options.recognizers = parsed.value(of: "--recognizers")
        options.controllers = parsed.value(of: "--controllers")
        options.device = try device(parsed, scanner)
        return options
    }

    /// Feeds every line of the file at `path` to `body`; an overlong line is an error.
    static func lines(
        of path: String, context: CLIContext, _ body: (Substring, Int) throws(TraceError) -> Void
    ) throws(TraceError) {
        try LineSplitter.lines(
            of: try TraceLoading.read(path, context: context), file: TraceLoading.displayName(path), body)
    }

    static func execute(_ options: Options, context: CLIContext) throws(TraceError) -> (
        ImportedSceneDocument, SceneImportReport
    ) {
        var importer = RecursiveDescriptionImporter(
            file: options.dump, options: .init(lenient: options.lenient, root: options.root, device: options.device))
        try lines(of: options.dump, context: context) { (line, number) throws(TraceError) in
            try importer.consume(line: line, number: number)
        }
        var scene = try importer.finish()
        var report = importer.report
        var source = "gesturetrace import recursive-description \(options.dump)"
        if let path = options.recognizers {
            var recognizers = RecognizerDumpImporter(file: path)
            try lines(of: path, context: context) { (line, number) throws(TraceError) in
                recognizers.consume(line: line, number: number)
            }
            try RecognizerDumpImporter.merge(try recognizers.finish(), into: &scene, report: &report, file: path)
            source += " --recognizers \(path)"
        }
        if let path = options.controllers {
            var controllers = ControllerHierarchyImporter(file: path)
            try lines(of: path, context: context) { (line, number) throws(TraceError) in
                try controllers.consume(line: line, number: number)
            }
            controllers.merge(into: &scene, report: &report)
            source += " --controllers \(path)"
        }
        report.viewsWithUnlistedRecognizers =
            scene.views.filter { v in
                v.comments.contains { $0.key == "_gestureRecognizers" }
            }.count
        scene.comments.append((key: "_source", value: source))
        return (try ImportedSceneWriter.validatedDocument(consume scene, source: options.dump), report)
    }
}
