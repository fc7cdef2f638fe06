import GestureTrace

/// `gesturetrace import xcode-viewhierarchy FOLDER [-o scene.json]`: a scene document from an
/// Xcode view-debugger export (a `.viewhierarchy` folder: `metadata` and
/// `RequestResponses/Response_N`; IOS-INPUTS §9).
///
/// The command lists the folder and reads its files (regular files only, as every input), one
/// response at a time as the pure `XcodeViewHierarchyImporter` merges them. The scene is checked by the scene reader
/// before anything is written (`ImportedSceneWriter.validatedDocument`), then goes to `-o` or
/// stdout, the summary to stderr.
enum XcodeViewHierarchyImportCommand {
    static let scanner = ArgumentScanner(
        command: "import xcode-viewhierarchy",
        options: [
            .init(name: "-o", arity: .value(placeholder: "file")),
            .init(name: "--output", arity: .value(placeholder: "file")),
            .init(name: "--device", arity: .value(placeholder: "kind")),
        ])

    static func run(_ arguments: [String], context: CLIContext) throws(UsageError) -> CommandResult {
        let parsed = try scanner.scan(arguments, positionals: ["<folder.viewhierarchy>"])
        let folder = parsed.positionals[0]
        let output = parsed.options.last { $0.name == "-o" || $0.name == "--output" }?.value
        let device = try SceneImportCommand.device(parsed, scanner)
        do throws(TraceError) {
            let (bytes, report) = try execute(folder: folder, device: device, context: context)
            try ImportOutput.deliver(bytes, to: output, input: folder, context: context)
            context.diagnose(report.text(source: folder))
            return .success
        } catch {
            context.diagnose(error.description)
            return .invalidInput
        }
    }

    static func execute(folder: String, device: ImportedDevice.Choice? = nil, context: CLIContext) throws(TraceError)
        -> (
            ImportedSceneDocument, XcodeViewHierarchyImportReport
        )
    {
        func fail(_ path: String, _ message: String) -> TraceError {
            TraceError(file: path, line: 0, column: 0, path: "", message: message)
        }
        guard context.fileSystem.kind(folder) == .directory else {
            throw fail(
                folder, "not a folder: an Xcode export is a .viewhierarchy folder (File > Export View Hierarchy)")
        }
        let responsesFolder = folder + "/RequestResponses"
        guard context.fileSystem.kind(responsesFolder) == .directory else {
            throw fail(folder, "no RequestResponses folder: not an Xcode view hierarchy export")
        }
        let names: [String]
        do throws(FileSystemError) {
            names = try context.fileSystem.entries(ofDirectory: responsesFolder).filter { $0.hasPrefix("Response_") }
        } catch {
            throw fail(responsesFolder, "cannot list the folder: \(error.reason)")
        }
        // A response that is not a regular file is refused before any is read, as when every
        // response was read first (the same error wins when a later response is also malformed).
        for name in names.sorted() where context.fileSystem.kind(responsesFolder + "/" + name) != .file {
            _ = try TraceLoading.read(responsesFolder + "/" + name, context: context)
        }
        let metadataPath = folder + "/metadata"
        let metadata =
            context.fileSystem.kind(metadataPath) == .file ? try TraceLoading.read(metadataPath, context: context) : nil
        // Each response is read when the importer merges it, and let go after (a 40 MB response
        // is not held beside the next one's parse).
        var (scene, report) = try XcodeViewHierarchyImporter.run(
            folder: folder, responseNames: names,
            read: { name throws(TraceError) in try TraceLoading.read(responsesFolder + "/" + name, context: context) },
            metadata: metadata, device: device)
        scene.comments.insert((key: "_source", value: "gesturetrace import xcode-viewhierarchy \(folder)"), at: 0)
        return (try ImportedSceneWriter.validatedDocument(consume scene, source: folder), report)
    }
}
