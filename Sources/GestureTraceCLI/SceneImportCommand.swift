import Foundation
import GestureTrace

/// `gesturetrace import recursive-description DUMP …`: a scene document from an iOS view dump
/// (IOS-INPUTS §2), with optional recognizer (§3.1) and view-controller (§2.7) dumps merged in.
///
/// Dumps are small (thousands of lines at most), so each is read whole; the importers are pure
/// and take it line by line. The scene goes to `-o` or stdout, the summary to stderr.
enum SceneImportCommand {
    static let usage = """
        OVERVIEW: Turn an iOS view dump into a gesturetrace scene.

        USAGE: gesturetrace import recursive-description <dump> [-o <scene.json>] [--lenient] [--root <0xADDR>]
                                                         [--recognizers <file>] [--controllers <file>]

        ARGUMENTS:
          <dump>                  The output of 'po [[UIWindow keyWindow] recursiveDescription]'
                                  (or Chisel 'pviews'), as pasted: captions, prompts, comment
                                  prefixes, any indentation style; '-' reads standard input.

        OPTIONS:
          -o, --output <file>     Write the scene here (default: standard output).
          --lenient               Skip lines that cannot be read (with their subtrees), with a
                                  warning, instead of failing.
          --root <0xADDR>         Import the subtree of the view at this address (default: the
                                  first top-level tree of the dump).
          --recognizers <file>    Merge 'po view.gestureRecognizers' output (one view's or many).
          --controllers <file>    Merge 'po [rootViewController _printHierarchy]' output: view
                                  controllers join the responder chain.
          -h, --help              Show help information.

        Ids are <class>_<address> (UIButton_7f8d29445600); '_class' keeps the printed class and
        '_line' the dump line. A line that cannot be read exits with status 2 and
        'file:line:column: error: …'. The summary on stderr lists what was mapped, skipped and
        assumed ("not in the dump: defaults used").
        """

    struct Options: Equatable {
        var dump: String
        var output: String?
        var lenient = false
        var root: String?
        var recognizers: String?
        var controllers: String?
    }

    static func run(_ arguments: [String], io: ImportCommand.IO) -> Int32 {
        if arguments.contains("-h") || arguments.contains("--help") {
            io.out(Array((usage + "\n").utf8))
            return 0
        }
        let options: Options
        do {
            options = try parse(arguments)
        } catch {
            io.err(
                "Error: \(error.message)\nUsage: gesturetrace import recursive-description <dump> [-o <scene.json>] "
                    + "[options]\n  See 'gesturetrace import recursive-description --help' for more information.")
            return 2
        }
        do {
            let (bytes, report) = try execute(options, io: io)
            if let output = options.output {
                // Through `OutputFile`: atomic, never over the dump itself or a device (issue 13).
                do throws(FileSystemError) {
                    let file = try OutputFile.open(output, inputs: [options.dump])
                    do throws(FileSystemError) {
                        try file.write(bytes)
                        try file.commit()
                    } catch {
                        file.abandon()
                        throw error
                    }
                } catch {
                    io.err("\(output): error: cannot write the output file: \(error.reason)")
                    return 2
                }
            } else {
                io.out(bytes)
            }
            io.err(report.text(source: options.dump))
            return 0
        } catch {
            io.err(error.description)
            return 2
        }
    }

    static func parse(_ arguments: [String]) throws(ImportCommand.UsageError) -> Options {
        var positional: [String] = []
        var values: [String: String] = [:]
        var lenient = false
        let valued = ["-o", "--output", "--root", "--recognizers", "--controllers"]
        var i = 0
        while i < arguments.count {
            let arg = arguments[i]
            i += 1
            if arg == "--lenient" {
                lenient = true
                continue
            }
            if arg.hasPrefix("-") && arg != "-" {
                var name = arg
                var value: String?
                if let eq = arg.firstIndex(of: "="), arg.hasPrefix("--") {
                    name = String(arg[..<eq])
                    value = String(arg[arg.index(after: eq)...])
                }
                guard valued.contains(name) else {
                    throw ImportCommand.UsageError(message: "Unknown option '\(name)'.")
                }
                if value == nil {
                    guard i < arguments.count else {
                        throw ImportCommand.UsageError(message: "Missing value for '\(name)'.")
                    }
                    value = arguments[i]
                    i += 1
                }
                let key = name == "-o" ? "--output" : name
                guard values[key] == nil else { throw ImportCommand.UsageError(message: "'\(name)' given twice.") }
                values[key] = value
                continue
            }
            positional.append(arg)
        }
        guard let dump = positional.first else {
            throw ImportCommand.UsageError(message: "Missing expected argument '<dump>'.")
        }
        guard positional.count == 1 else {
            throw ImportCommand.UsageError(message: "Unexpected argument '\(positional[1])'.")
        }
        var options = Options(dump: dump, output: values["--output"], lenient: lenient)
        if let root = values["--root"] {
            var hex = Substring(root.lowercased())
            if hex.hasPrefix("0x") { hex = hex.dropFirst(2) }
            guard !hex.isEmpty, hex.allSatisfy(\.isHexDigit) else {
                throw ImportCommand.UsageError(
                    message: "'\(root)' is not a valid value for '--root'; expected an address such as 0x7f8d29445600.")
            }
            options.root = String(hex)
        }
        options.recognizers = values["--recognizers"]
        options.controllers = values["--controllers"]
        return options
    }

    /// Reads a whole file (or standard input for '-').
    /// Kind and size are checked first (`InputFile`, issue 13 item 4).
    static func read(_ path: String, io: ImportCommand.IO) throws(TraceError) -> [UInt8] {
        do throws(FileSystemError) {
            let input = try InputFile.open(path)
            defer { input.close() }
            return try input.readAll()
        } catch {
            throw TraceError(
                file: TraceLoading.displayName(path), line: 0, column: 0, path: "",
                message: "cannot open the file for reading: \(error.reason)")
        }
    }

    /// Feeds every line of `data` to `body`.
    static func lines(_ data: [UInt8], _ body: (Substring, Int) throws(TraceError) -> Void) throws(TraceError) {
        var splitter = LineSplitter()
        try splitter.feed(data, body)
        try splitter.finish(body)
    }

    static func execute(_ options: Options, io: ImportCommand.IO) throws(TraceError) -> ([UInt8], SceneImportReport) {
        var importer = RecursiveDescriptionImporter(
            file: options.dump, options: .init(lenient: options.lenient, root: options.root))
        try lines(try read(options.dump, io: io)) { (line, number) throws(TraceError) in
            try importer.consume(line: line, number: number)
        }
        var scene = try importer.finish()
        var report = importer.report
        var source = "gesturetrace import recursive-description \(options.dump)"
        if let path = options.recognizers {
            var recognizers = RecognizerDumpImporter(file: path)
            try lines(try read(path, io: io)) { (line, number) throws(TraceError) in
                recognizers.consume(line: line, number: number)
            }
            RecognizerDumpImporter.merge(try recognizers.finish(), into: &scene, report: &report, file: path)
            source += " --recognizers \(path)"
        }
        if let path = options.controllers {
            var controllers = ControllerHierarchyImporter(file: path)
            try lines(try read(path, io: io)) { (line, number) throws(TraceError) in
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
        return (ImportedSceneWriter.document(scene), report)
    }
}
