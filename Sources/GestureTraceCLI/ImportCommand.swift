import Foundation
import GestureTrace

/// `gesturetrace import FORMAT FILE …`: turns a touch recording into a trace document.
///
/// The command parses its own arguments, reads the recording in chunks, feeds its lines to the
/// format's importer (pure, in `GestureTrace/Import`) and writes each event as soon as the
/// importer produces it, so memory stays flat on long recordings. The summary goes to stderr.
package enum ImportCommand {
    /// The help text, in swift-argument-parser's layout.
    package static let usage = """
        OVERVIEW: Turn a touch recording into a gesturetrace trace.

        USAGE: gesturetrace import <format> <file> [--scene <scene>] [--scale <s>] [-o <out.json>] [options]

        ARGUMENTS:
          <format>                csv | android | getevent | uikit-log | w3c-actions
          <file>                  The recording; '-' reads standard input.

        OPTIONS:
          --scene <scene>         Scene document path to write into the trace, relative to the
                                  output file. Default: an inline full-screen scene.
          --scale <s>             Input units per point (android: 3, csv: 1). For getevent,
                                  points = raw ÷ s instead of the axis mapping.
          -o, --output <out.json> Write the trace here (default: standard output).
          --name <name>           The trace's name (default: file name, and activity).
          --width <pt>            Screen width in points (android: 1080 px ÷ scale; csv and
                                  getevent with --scale: 390).
          --height <pt>           Screen height in points (android: 1920 px ÷ scale; csv and
                                  getevent with --scale: 844).
          --time-unit <unit>      csv: unit of the time column: s, ms or us (default: s).
          --activity <id>         android: import only rows with this ActivityID.
          --max-x <n>             getevent: ABS_MT_POSITION_X maximum ('adb shell getevent -lp');
          --max-y <n>             with --width/--height, points = raw × width ÷ (max + 1).
          --hz <rate>             w3c-actions: intermediate moves per second of a pointerMove
                                  with a duration (default: 60).
          -h, --help              Show help information.

        FORMATS:
          csv       A header naming time,finger,phase,x,y (any order, optional force); rows
                    with equal time form one event. Phases: began moved stationary ended
                    cancelled (or down move up cancel).
          android   MotionEvent rows as in HMOG TouchEvent.csv (no header): Systime,
                    EventTime(ms), ActivityID, PointerCount, PointerID, ActionID, X, Y, ….
          getevent  'adb shell getevent -lt' output, multi-touch protocol B.
          uikit-log UITouchesEvent descriptions printed by a breakpoint on -[UIWindow sendEvent:]
                    ('po $arg3'), with a full-precision timestamp line before each (see README).
          w3c-actions  A W3C WebDriver actions payload as Appium and WebDriverAgent send it:
                    touch pointer sources, ticked as the WebDriver spec says.

        An iOS view dump becomes a scene instead of a trace:
          gesturetrace import recursive-description <dump> [-o <scene.json>]  (see its --help)

        Malformed input exits with status 2 and 'file:line:column: error: …'. After success a
        summary (touches, events, duration, most fingers at once, repairs) goes to stderr.
        """

    /// The usage line repeated under a usage error.
    static let usageLine =
        "gesturetrace import <format> <file> [--scene <scene>] [--scale <s>] [-o <out.json>] [options]"

    /// Runs the command with the arguments after `import` on the real process; returns the
    /// exit status (a failed write to stdout or stderr makes it 2, `GestureTraceCLI.finish`).
    package static func run(_ arguments: [String]) -> Int32 {
        let context = CLIContext.live()
        return GestureTraceCLI.finish(run(arguments, context: context), context: context)
    }

    /// Runs the command against a CLI context: its checked stdout and stderr sinks (issue 13
    /// item 1: a failed write used to crash in `FileHandle.write`).
    static func run(_ arguments: [String], context: CLIContext) -> Int32 {
        run(
            arguments,
            io: IO(
                out: { context.stdout.write($0) },
                err: { context.diagnose($0) },
                finishOutput: {
                    context.stdout.flush()
                    return context.stdout.failure == nil
                }))
    }

    /// Where the command's output goes: the CLI's sinks, or a test's buffers.
    struct IO {
        var out: ([UInt8]) -> Void
        var err: (String) -> Void
        /// Flushes `out`; false when some of it could not be written.
        var finishOutput: () -> Bool = { true }
    }

    /// A usage error: printed with the usage line and a pointer to `--help`, exit 2.
    struct UsageError: Error, Equatable {
        var message: String
    }

    /// The parsed command line.
    struct Options: Equatable {
        enum Format: String, CaseIterable {
            case csv, android, getevent
            case w3cActions = "w3c-actions"
            case uikitLog = "uikit-log"
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
    }

    static func run(_ arguments: [String], io: IO) -> Int32 {
        if arguments.first == "recursive-description" {
            return SceneImportCommand.run(Array(arguments.dropFirst()), io: io)
        }
        if arguments.contains("-h") || arguments.contains("--help") {
            io.out(Array((usage + "\n").utf8))
            return 0
        }
        let options: Options
        do {
            options = try parse(arguments)
        } catch {
            io.err(
                "Error: \(error.message)\nUsage: \(usageLine)\n  See 'gesturetrace import --help' for more information."
            )
            return 2
        }
        do {
            let (summary, screen) = try execute(options, io: io)
            // No success summary for a trace that could not be written out (issue 13 item 1).
            guard io.finishOutput() else { return 2 }
            io.err(summary.report(source: options.file, screen: screen))
            return 0
        } catch let error as TraceError {
            io.err(error.description)
            return 2
        } catch let error as UsageError {
            io.err(
                "Error: \(error.message)\n  See 'gesturetrace import --help' for more information.")
            return 2
        } catch let error as FileSystemError {
            io.err("\(TraceLoading.displayName(options.file)): error: \(error.reason)")
            return 2
        } catch {
            io.err("\(TraceLoading.displayName(options.file)): error: \(error)")
            return 2
        }
    }

    /// Parses the arguments after `import`.
    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var positional: [String] = []
        var values: [String: String] = [:]
        let valued = [
            "--scene", "--scale", "-o", "--output", "--name", "--width", "--height", "--time-unit",
            "--activity", "--max-x", "--max-y", "--hz",
        ]
        var i = 0
        while i < arguments.count {
            let arg = arguments[i]
            i += 1
            if arg == "--" {
                positional += arguments[i...]
                break
            }
            if arg.hasPrefix("-") && arg != "-" {
                var name = arg
                var value: String?
                if let eq = arg.firstIndex(of: "="), arg.hasPrefix("--") {
                    name = String(arg[..<eq])
                    value = String(arg[arg.index(after: eq)...])
                }
                guard valued.contains(name) else { throw UsageError(message: "Unknown option '\(name)'.") }
                if value == nil {
                    guard i < arguments.count else { throw UsageError(message: "Missing value for '\(name)'.") }
                    value = arguments[i]
                    i += 1
                }
                let key = name == "-o" ? "--output" : name
                guard values[key] == nil else { throw UsageError(message: "'\(name)' given twice.") }
                values[key] = value
                continue
            }
            positional.append(arg)
        }
        guard positional.count >= 1 else {
            throw UsageError(
                message: "Missing expected argument '<format>' (csv, android, getevent, uikit-log or w3c-actions).")
        }
        guard let format = Options.Format(rawValue: positional[0]) else {
            throw UsageError(
                message:
                    "'\(positional[0])' is not a format; expected csv, android, getevent, uikit-log or w3c-actions.")
        }
        guard positional.count >= 2 else { throw UsageError(message: "Missing expected argument '<file>'.") }
        guard positional.count == 2 else { throw UsageError(message: "Unexpected argument '\(positional[2])'.") }
        var options = Options(format: format, file: positional[1])
        func positive(_ key: String) throws(UsageError) -> Double? {
            guard let text = values[key] else { return nil }
            guard let v = Double(text), v.isFinite, v > 0 else {
                throw UsageError(message: "'\(text)' is not a valid value for '\(key)'; expected a positive number.")
            }
            return v
        }
        func count(_ key: String) throws(UsageError) -> Int? {
            guard let text = values[key] else { return nil }
            guard let v = Int(text), v > 0 else {
                throw UsageError(message: "'\(text)' is not a valid value for '\(key)'; expected a positive integer.")
            }
            return v
        }
        options.scene = values["--scene"]
        options.scale = try positive("--scale")
        options.output = values["--output"]
        options.name = values["--name"]
        options.width = try positive("--width")
        options.height = try positive("--height")
        options.maxX = try count("--max-x")
        options.maxY = try count("--max-y")
        options.activity = values["--activity"]
        options.hz = try positive("--hz")
        if let hz = options.hz, !W3CActionsImporter.hzRange.contains(hz) {
            throw UsageError(message: "'\(values["--hz"] ?? "")' is out of range for '--hz'; expected 0.1 to 1000.")
        }
        if options.hz != nil && format != .w3cActions {
            throw UsageError(message: "'--hz' applies to the w3c-actions format only.")
        }
        if let unit = values["--time-unit"] {
            guard let u = CSVImporter.TimeUnit(rawValue: unit) else {
                throw UsageError(message: "'\(unit)' is not a valid value for '--time-unit'; expected s, ms or us.")
            }
            options.timeUnit = u
        }
        if options.activity != nil && format != .android {
            throw UsageError(message: "'--activity' applies to the android format only.")
        }
        if values["--time-unit"] != nil && format != .csv {
            throw UsageError(message: "'--time-unit' applies to the csv format only.")
        }
        if (options.maxX != nil || options.maxY != nil) && format != .getevent {
            throw UsageError(message: "'--max-x' and '--max-y' apply to the getevent format only.")
        }
        if (options.width == nil) != (options.height == nil) {
            throw UsageError(message: "'--width' and '--height' go together.")
        }
        if format == .getevent && options.scale == nil && options.width == nil {
            throw UsageError(
                message: "getevent needs '--width' and '--height' (the screen in points, with '--max-x'/'--max-y' "
                    + "or a 'getevent -lp' listing in the log), or '--scale'.")
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
        case .csv, .w3cActions, .uikitLog:
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
    private static func makeImporter(_ options: Options) -> (any TouchImporter)? {
        switch options.format {
        case .w3cActions:
            return nil
        case .csv:
            return CSVImporter(file: options.file, scale: options.scale ?? 1, timeUnit: options.timeUnit)
        case .android:
            return AndroidImporter(file: options.file, scale: options.scale ?? 3, activity: options.activity)
        case .uikitLog:
            return UIKitTouchLogImporter(file: options.file)
        case .getevent:
            if let scale = options.scale {
                return GeteventImporter(file: options.file, mapping: .scale(scale))
            }
            let screen = screen(for: options)
            return GeteventImporter(
                file: options.file,
                mapping: .axes(maxX: options.maxX, maxY: options.maxY, width: screen.width, height: screen.height))
        }
    }

    /// Reads, imports and writes; returns the summary and the screen size to check against.
    private static func execute(_ options: Options, io: IO) throws -> (ImportSummary, (width: Double, height: Double)?)
    {
        // A regular file or standard input, checked before reading (issue 13 item 4).
        let input: InputFile
        do throws(FileSystemError) {
            input = try InputFile.open(options.file)
        } catch {
            throw TraceError(
                file: TraceLoading.displayName(options.file), line: 0, column: 0, path: "",
                message: "cannot open the file for reading: \(error.reason)")
        }
        defer { input.close() }

        let screen = screen(for: options)
        let sceneSource: ImportedTraceWriter.SceneSource =
            options.scene.map { .path($0) } ?? .fullScreen(width: screen.width, height: screen.height)
        let checkScreen: (width: Double, height: Double)? =
            options.scene == nil || options.width != nil ? screen : nil

        var sink = try ImportOutputFile(path: options.output, input: options.file, io: io)
        var writer = ImportedTraceWriter()
        guard var importer = makeImporter(options) else {
            let summary = try importDocument(options, input: input, sink: &sink, writer: &writer, scene: sceneSource)
            return (summary, checkScreen)
        }
        do {
            sink.write(writer.header(name: options.name ?? defaultName(for: options), scene: sceneSource))
            let emit: (InputEvent) -> Void = { sink.write(writer.event($0)) }
            var splitter = LineSplitter()
            let file = TraceLoading.displayName(options.file)
            // Every importer's rows pass here: the line length and the trace's own limits are
            // checked once for all of them (issue 13 items 8 and 9).
            let consume = { (line: Substring, number: Int) throws(TraceError) in
                try importer.consume(line: line, number: number, emit: emit)
                // Found while consuming this line: the row is this line, whatever line the
                // assembler's event started at.
                if var violation = importer.summary.limitViolation {
                    violation.line = number
                    throw violation.error(file: file)
                }
            }
            var chunk: [UInt8] = []
            while true {
                let count: Int
                do throws(FileSystemError) {
                    count = try input.readChunk(into: &chunk)
                } catch {
                    throw TraceError(
                        file: file, line: 0, column: 0, path: "", message: "read failed: \(error.reason)")
                }
                guard count > 0 else { break }
                try splitter.feed(chunk[0..<count], consume)
                if let long = splitter.overlongLine { throw LineSplitter.overlongError(file: file, line: long) }
            }
            try splitter.finish(consume)
            try importer.finish(emit: emit)
            if let violation = importer.summary.limitViolation { throw violation.error(file: file) }
            sink.write(writer.footer())
            try sink.commit()
        } catch {
            sink.abandon()
            throw error
        }
        return (importer.summary, checkScreen)
    }

    /// Largest w3c-actions payload read: it is parsed whole, and a gesture script is a few
    /// kilobytes.
    static let maxDocumentBytes = 64 << 20

    /// Imports a format that is one JSON document (w3c-actions): read whole, up to a limit.
    private static func importDocument(
        _ options: Options, input: InputFile, sink: inout ImportOutputFile, writer: inout ImportedTraceWriter,
        scene: ImportedTraceWriter.SceneSource
    ) throws -> ImportSummary {
        var importer = W3CActionsImporter(file: options.file, hz: options.hz ?? 60, scale: options.scale ?? 1)
        do {
            let bytes: [UInt8]
            do throws(FileSystemError) {
                bytes = try input.readAll(limit: maxDocumentBytes)
            } catch {
                throw TraceError(
                    file: TraceLoading.displayName(options.file), line: 0, column: 0, path: "",
                    message: "read failed: \(error.reason)")
            }
            sink.write(writer.header(name: options.name ?? defaultName(for: options), scene: scene))
            try importer.run(bytes: bytes) { sink.write(writer.event($0)) }
            // The trace's limits, as for the line-based importers (issue 13 item 8).
            if let violation = importer.summary.limitViolation {
                throw violation.error(file: TraceLoading.displayName(options.file))
            }
            sink.write(writer.footer())
            try sink.commit()
        } catch {
            sink.abandon()
            throw error
        }
        return importer.summary
    }
}

/// The trace's destination: standard output, or a file through `OutputFile` (a temporary file
/// renamed into place on success, so a failed import never leaves half a trace; never the
/// recording itself; a device or FIFO written through).
private struct ImportOutputFile {
    private var buffer: [UInt8] = []
    private let io: ImportCommand.IO
    private let file: OutputFile?
    /// The first failed write to the output file.
    private(set) var failure: TraceError?

    init(path: String?, input: String, io: ImportCommand.IO) throws(TraceError) {
        self.io = io
        guard let path else {
            file = nil
            return
        }
        do throws(FileSystemError) {
            file = try OutputFile.open(path, inputs: [input])
        } catch {
            throw TraceError(
                file: path, line: 0, column: 0, path: "", message: "cannot write the output file: \(error.reason)")
        }
    }

    mutating func write(_ bytes: [UInt8]) {
        buffer += bytes
        if buffer.count >= 1 << 16 { drain() }
    }

    private mutating func drain() {
        guard !buffer.isEmpty else { return }
        if let file {
            if failure == nil {
                do throws(FileSystemError) {
                    try file.write(buffer)
                } catch {
                    failure = TraceError(
                        file: file.path, line: 0, column: 0, path: "",
                        message: "cannot write the output file: \(error.reason)")
                }
            }
        } else {
            io.out(buffer)
        }
        buffer.removeAll(keepingCapacity: true)
    }

    mutating func commit() throws(TraceError) {
        drain()
        if let failure { throw failure }
        guard let file else { return }
        do throws(FileSystemError) {
            try file.commit()
        } catch {
            throw TraceError(
                file: file.path, line: 0, column: 0, path: "", message: "cannot write the output file: \(error.reason)")
        }
    }

    func abandon() {
        file?.abandon()
    }
}
