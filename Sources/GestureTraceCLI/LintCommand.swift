import GestureTrace

/// `gesturetrace lint SCENE|TRACE [--format text|jsonl|sarif] [--level note|warning|error]`:
/// conflicts found from the scene alone (`SceneLinter`, FORMAT §7). Exit 1 when a finding is
/// at or above `--level` (default warning), 0 otherwise, 2 on bad input.
enum LintCommand {
    enum Format: String {
        case text, jsonl, sarif
    }

    static let scanner = ArgumentScanner(
        command: "lint",
        options: [
            .init(name: "--format", arity: .value(placeholder: "format")),
            .init(name: "--level", arity: .value(placeholder: "level")),
        ])

    static func run(_ arguments: [String], context: CLIContext) throws(UsageError) -> CommandResult {
        let parsed = try scanner.scan(arguments, positionals: ["<file>"])
        let format =
            try scanner.value(of: "--format", in: parsed, expected: "text, jsonl or sarif") { Format(rawValue: $0) }
            ?? .text
        let level =
            try scanner.value(of: "--level", in: parsed, expected: "note, warning or error") {
                LintSeverity(rawValue: $0)
            } ?? .warning
        let loaded: (scene: Scene, sources: SceneSources)
        do throws(TraceError) {
            loaded = try load(parsed.positionals[0], context: context)
        } catch {
            context.diagnose(error.description)
            return .invalidInput
        }
        let report = LintReport(scene: loaded.scene, sources: loaded.sources)
        switch format {
        case .text: context.stdout.write(LintTextWriter.render(report))
        case .jsonl: context.stdout.write(LintJSONLWriter.render(report))
        case .sarif: context.stdout.write(SARIFWriter.render(report, toolVersion: Usage.version))
        }
        return report.hasFinding(atOrAbove: level) ? .differences : .success
    }

    /// A scene document or a trace, decided as `hit-test` decides (`loadSceneOrTrace`):
    /// `*.scene.json` is a scene; anything else is tried as a scene, then as a trace, and the
    /// more telling error is reported.
    static func load(_ file: String, context: CLIContext) throws(TraceError) -> (scene: Scene, sources: SceneSources) {
        let bytes = try TraceLoading.readJSON(file, context: context)
        let name = TraceLoading.displayName(file)
        let loader = TraceLoading.sceneLoader(forTrace: file, context: context)
        func decode(isTrace: Bool) throws(TraceError) -> (scene: Scene, sources: SceneSources) {
            try TraceDecoder.decodeSceneSources(
                bytes: bytes, file: name, isTrace: isTrace, loadScene: loader,
                customRecognizers: context.customRecognizers)
        }
        if file.hasSuffix(".scene.json") { return try decode(isTrace: false) }
        let sceneError: TraceError
        do throws(TraceError) {
            return try decode(isTrace: false)
        } catch {
            sceneError = error
        }
        do throws(TraceError) {
            return try decode(isTrace: true)
        } catch {
            // A document with a "scene" key was meant as a trace: its error is the useful one.
            let mentionsScene = String(decoding: bytes, as: UTF8.self).contains(text: "\"scene\"")
            throw mentionsScene ? error : sceneError
        }
    }
}
