import GestureTrace

/// `gesturetrace import FORMAT FILE …`: turns a touch recording into a trace document.
///
/// A command like the others: `ArgumentScanner` reads its arguments, `Usage.importCommand` is its
/// help, `TraceLoading` and the context's file system open its files, and its errors and exit
/// codes are theirs. The recording is read in chunks, its lines fed to the format's importer
/// (pure, in `GestureTrace/Import`) and each event written as soon as the importer produces it,
/// so memory stays flat on long recordings. The summary goes to stderr.
enum ImportCommand {
    /// The parsed command line.
    struct Options: Equatable {
        enum Format: String, CaseIterable {
            case csv, android, getevent
            case w3cActions = "w3c-actions"
            case uikitLog = "uikit-log"
            case idb
            case maestro
        }
        var format: Format
        var file: String
        var scene: String?
        var scale: Double?
        var output: String?
        var name: String?
        var width: Double?
        var height: Double?
        var timeUnit: CSVImporter.TimeUnit = .s
        var activity: String?
        var maxX: Int?
        var maxY: Int?
        var hz: Double?
        var gap: Double?
    }

    static let scanner = ArgumentScanner(
        command: "import",
        options: [
            .init(name: "--scene", arity: .value(placeholder: "scene")),
            .init(name: "--scale", arity: .value(placeholder: "s")),
            .init(name: "-o", arity: .value(placeholder: "out.json")),
            .init(name: "--output", arity: .value(placeholder: "out.json")),
            .init(name: "--name", arity: .value(placeholder: "name")),
            .init(name: "--width", arity: .value(placeholder: "pt")),
            .init(name: "--height", arity: .value(placeholder: "pt")),
            .init(name: "--time-unit", arity: .value(placeholder: "unit")),
            .init(name: "--activity", arity: .value(placeholder: "id")),
            .init(name: "--max-x", arity: .value(placeholder: "n")),
            .init(name: "--max-y", arity: .value(placeholder: "n")),
            .init(name: "--hz", arity: .value(placeholder: "rate")),
            .init(name: "--gap", arity: .value(placeholder: "s")),
        ])

    static func run(_ arguments: [String], context: CLIContext) throws(UsageError) -> CommandResult {
        if arguments.first == "recursive-description" {
            return try SceneImportCommand.run(Array(arguments.dropFirst()), context: context)
        }
        if arguments.first == "lookin" {
            return try LookinImportCommand.run(Array(arguments.dropFirst()), context: context)
        }
        if arguments.first == "xcode-viewhierarchy" {
            return try XcodeViewHierarchyImportCommand.run(Array(arguments.dropFirst()), context: context)
        }
        if arguments.first == "recognizer-log" {
            return try RecognizerLogImportCommand.run(Array(arguments.dropFirst()), context: context)
        }
        let options = try parse(arguments)
        do throws(TraceError) {
            let (summary, screen) = try execute(options, context: context)
            // No success summary for a trace that could not be written out (issue 13 item 1);
            // `GestureTraceCLI.finish` says why.
            context.stdout.flush()
            guard context.stdout.failure == nil else { return .invalidInput }
            context.diagnose(summary.report(source: options.file, screen: screen))
            return .success
        } catch {
            context.diagnose(error.description)
            return .invalidInput
        }
    }

    /// Parses the arguments after `import`.
    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        let parsed = try scanner.scan(arguments, positionals: ["<format>", "<file>"])
        guard let format = Options.Format(rawValue: parsed.positionals[0]) else {
            throw scanner.invalidValue(
                parsed.positionals[0], for: "<format>",
                expected: "csv, android, getevent, uikit-log, w3c-actions, idb or maestro")
        }
        func value<T>(_ name: String, expected: String, _ convert: (String) -> T?) throws(UsageError) -> T? {
            try scanner.value(of: name, in: parsed, expected: expected, convert)
        }
        func positive(_ name: String) throws(UsageError) -> Double? {
            try value(name, expected: "a positive number up to 1000000000") {
                ArgumentScanner.number($0).flatMap { $0 > 0 ? $0 : nil }
            }
        }
        func count(_ name: String) throws(UsageError) -> Int? {
            try value(name, expected: "a positive integer") { Int($0).flatMap { $0 > 0 ? $0 : nil } }
        }
        var options = Options(format: format, file: parsed.positionals[1])
        options.scene = parsed.value(of: "--scene")
        options.scale = try positive("--scale")
        // `-o` and `--output` are one option: the last given wins.
        options.output = parsed.options.last { $0.name == "-o" || $0.name == "--output" }?.value
        options.name = parsed.value(of: "--name")
        options.width = try positive("--width")
        options.height = try positive("--height")
        options.maxX = try count("--max-x")
        options.maxY = try count("--max-y")
        options.activity = parsed.value(of: "--activity")
        options.hz = try value("--hz", expected: "a number from 0.1 to 1000") {
            ArgumentScanner.number($0).flatMap { W3CActionsImporter.hzRange.contains($0) ? $0 : nil }
        }
        options.gap = try value("--gap", expected: "a number of seconds from 0 to 3600") {
            ArgumentScanner.number($0).flatMap { $0 >= 0 && $0 <= 3600 ? $0 : nil }
        }
        options.timeUnit =
            try value("--time-unit", expected: "s, ms or us") { CSVImporter.TimeUnit(rawValue: $0) } ?? .s
        func only(_ names: String, apply: String, to wanted: Options.Format, or other: Options.Format? = nil)
            throws(UsageError)
        {
            if format != wanted && format != other
                && names.split(separator: " ").contains(where: { parsed.has(String($0)) })
            {
                let quoted = names.split(separator: " ").map { "'\($0)'" }.joined(separator: " and ")
                let formats = wanted.rawValue + (other.map { " and \($0.rawValue)" } ?? "")
                throw UsageError(
                    "\(quoted) \(apply) to the \(formats) format\(other == nil ? "" : "s") only", command: "import")
            }
        }
        try only("--hz", apply: "applies", to: .w3cActions, or: .maestro)
        try only("--gap", apply: "applies", to: .idb, or: .maestro)
        try only("--activity", apply: "applies", to: .android)
        try only("--time-unit", apply: "applies", to: .csv)
        try only("--max-x --max-y", apply: "apply", to: .getevent)
        if (options.width == nil) != (options.height == nil) {
            throw UsageError("'--width' and '--height' go together", command: "import")
        }
        if format == .getevent && options.scale == nil && options.width == nil {
            throw UsageError(
                "getevent needs '--width' and '--height' (the screen in points, with '--max-x'/'--max-y' "
                    + "or a 'getevent -lp' listing in the log), or '--scale'", command: "import")
        }
        return options
    }

    /// The screen size in points for the inline scene and the outside-the-screen warning.
    static func screen(for options: Options) -> (width: Double, height: Double) {
        if let w = options.width, let h = options.height { return (w, h) }
        switch options.format {
        case .android:
            let scale = options.scale ?? 3
            return (1080 / scale, 1920 / scale)
        case .getevent:
            if let s = options.scale, let mx = options.maxX, let my = options.maxY {
                return (Double(mx + 1) / s, Double(my + 1) / s)
            }
            return (390, 844)
        case .csv, .w3cActions, .uikitLog, .idb, .maestro:
            return (390, 844)
        }
    }

    /// The default trace name: the last two path components, and the activity.
    static func defaultName(for options: Options) -> String {
        let parts = options.file.split(separator: "/").suffix(2)
        var name = options.file == "-" ? "standard input" : parts.joined(separator: "/")
        if let activity = options.activity { name += ", activity \(activity)" }
        return name
    }

    /// The line importer of the format; nil for w3c-actions, a whole JSON document.
    private static func makeImporter(_ options: Options, screen: (width: Double, height: Double)) -> (
        any TouchImporter
    )? {
        switch options.format {
        case .w3cActions:
            return nil
        case .csv:
            return CSVImporter(file: options.file, scale: options.scale ?? 1, timeUnit: options.timeUnit)
        case .android:
            return AndroidImporter(file: options.file, scale: options.scale ?? 3, activity: options.activity)
        case .uikitLog:
            return UIKitTouchLogImporter(file: options.file)
        case .idb:
            return IdbImporter(file: options.file, gap: options.gap ?? IdbImporter.defaultGap)
        case .maestro:
            return MaestroImporter(
                file: options.file, width: screen.width, height: screen.height,
                gap: options.gap ?? IdbImporter.defaultGap, hz: options.hz ?? 60)
        case .getevent:
            if let scale = options.scale {
                return GeteventImporter(file: options.file, mapping: .scale(scale))
            }
            return GeteventImporter(
                file: options.file,
                mapping: .axes(maxX: options.maxX, maxY: options.maxY, width: screen.width, height: screen.height))
        }
    }

    /// Reads, imports and writes; returns the summary and the screen size to check against.
    private static func execute(
        _ options: Options, context: CLIContext
    ) throws(TraceError) -> (ImportSummary, (width: Double, height: Double)?) {
        // A regular file or standard input, checked before reading (issue 13 item 4).
        let input = try TraceLoading.open(options.file, context: context)
        defer { input.close() }

        var screen = Self.screen(for: options)
        if options.format == .maestro, options.width == nil, let scene = options.scene {
            // Maestro's percentages and directions are of the screen: the scene's window.
            screen = try windowSize(of: scene, context: context)
        }
        let sceneSource: ImportedTraceWriter.SceneSource =
            options.scene.map { .path($0) } ?? .fullScreen(width: screen.width, height: screen.height)
        let checkScreen: (width: Double, height: Double)? =
            options.scene == nil || options.width != nil ? screen : nil

        var sink = try ImportOutput(path: options.output, input: options.file, context: context)
        var writer = ImportedTraceWriter()
        let file = TraceLoading.displayName(options.file)
        do throws(TraceError) {
            guard var importer = makeImporter(options, screen: screen) else {
                let summary = try importDocument(
                    options, input: input, sink: &sink, writer: &writer, scene: sceneSource)
                return (summary, checkScreen)
            }
            sink.write(writer.header(name: options.name ?? defaultName(for: options), scene: sceneSource))
            let emit: (InputEvent) -> Void = { sink.write(writer.event($0)) }
            var splitter = LineSplitter()
            // Every importer's rows pass here: the line length and the trace's own limits are
            // checked once for all of them (issue 13 items 8 and 9).
            let consume = { (line: Substring, number: Int) throws(TraceError) in
                try importer.consume(line: line, number: number, emit: emit)
                // Located at the offending field, which may stand on an earlier line (a look-ahead
                // importer, an axis set lines before its frame ends).
                if let violation = importer.summary.limitViolation { throw violation.error(file: file) }
            }
            var chunk: [UInt8] = []
            while true {
                let count = try read(file) { () throws(FileSystemError) in try input.readChunk(into: &chunk) }
                guard count > 0 else { break }
                try splitter.feed(chunk[0..<count], consume)
                if let long = splitter.overlongLine { throw LineSplitter.overlongError(file: file, line: long) }
            }
            try splitter.finish(consume)
            try importer.finish(emit: emit)
            if let violation = importer.summary.limitViolation { throw violation.error(file: file) }
            sink.write(writer.footer())
            try sink.commit()
            return (importer.summary, checkScreen)
        } catch {
            sink.abandon()
            throw error
        }
    }

    /// A read of the open recording; a failure is `file: error: cannot read file: …`, as for
    /// every command's inputs.
    private static func read<T>(_ file: String, _ body: () throws(FileSystemError) -> T) throws(TraceError) -> T {
        do throws(FileSystemError) {
            return try body()
        } catch {
            throw TraceError(file: file, line: 0, column: 0, path: "", message: "cannot read file: \(error.reason)")
        }
    }

    /// Largest w3c-actions payload read: it is parsed whole, and a gesture script is a few
    /// kilobytes.
    static let maxDocumentBytes = 64 << 20

    /// Imports a format that is one JSON document (w3c-actions): read whole, up to a limit.
    private static func importDocument(
        _ options: Options, input: any ReadableFile, sink: inout ImportOutput, writer: inout ImportedTraceWriter,
        scene: ImportedTraceWriter.SceneSource
    ) throws(TraceError) -> ImportSummary {
        var importer = W3CActionsImporter(file: options.file, hz: options.hz ?? 60, scale: options.scale ?? 1)
        let file = TraceLoading.displayName(options.file)
        let bytes = try read(file) { () throws(FileSystemError) in try input.readAll(limit: maxDocumentBytes) }
        sink.write(writer.header(name: options.name ?? defaultName(for: options), scene: scene))
        try importer.run(bytes: bytes) { sink.write(writer.event($0)) }
        // The trace's limits, as for the line-based importers (issue 13 item 8).
        if let violation = importer.summary.limitViolation { throw violation.error(file: file) }
        sink.write(writer.footer())
        try sink.commit()
        return importer.summary
    }

    /// The window's size in the scene (or the trace's scene) at `path`.
    static func windowSize(of path: String, context: CLIContext) throws(TraceError) -> (width: Double, height: Double) {
        let bytes = try TraceLoading.read(path, context: context)
        let scene = try TraceDecoder.decodeScene(bytes: bytes, file: path)
        let frame = scene.views[0].frame
        return (frame.size.width, frame.size.height)
    }
}
