import GestureTrace

/// `gesturetrace why FILE RECOGNIZER_OR_VIEW [--at T] [--scene FILE] [--set …] [--fix N [-o FILE]]`:
/// the causal story of one outcome, built from the replay's records, each fix replayed
/// (`WhyStory`); with `--fix N`, the scene patched with fix N instead (FORMAT §6).
enum WhyCommand {
    static let scanner = ArgumentScanner(
        command: "why",
        options: [
            .init(name: "--scene", arity: .value(placeholder: "file")),
            .init(name: "--set", arity: .value(placeholder: "id.key=value")),
            .init(name: "--at", arity: .value(placeholder: "t")),
            .init(name: "--ios", arity: .value(placeholder: "release")),
            .init(name: "--fix", arity: .value(placeholder: "n")),
            .init(name: "-o", arity: .value(placeholder: "file")),
            .init(name: "--output", arity: .value(placeholder: "file")),
        ])

    static func run(_ arguments: [String], context: CLIContext) throws(UsageError) -> CommandResult {
        let parsed = try scanner.scan(arguments, positionals: ["<file>", "<id>"])
        var until: Double?
        if let raw = parsed.value(of: "--at") {
            guard let t = ArgumentScanner.number(raw) else {
                throw UsageError(
                    "The value '\(raw)' is invalid for '--at <t>'; expected \(ArgumentScanner.numberRange)",
                    command: "why")
            }
            until = t
        }
        let fixNumber = try scanner.value(of: "--fix", in: parsed, expected: "a fix's number, 1 or more") { raw in
            ArgumentScanner.wholeNumber(raw).flatMap { $0 >= 1 ? $0 : nil }
        }
        // `-o` and `--output` are one option: the last given wins.
        let output = parsed.options.last { $0.name == "-o" || $0.name == "--output" }?.value
        if output != nil && fixNumber == nil {
            throw UsageError("'-o <file>' writes the scene of a fix: give '--fix <n>' too", command: "why")
        }
        let ios = try TraceLoading.release(parsed, scanner: scanner)
        let file = parsed.positionals[0]
        let trace: Trace
        do throws(TraceError) {
            trace = try TraceLoading.loadTrace(
                file, scenePath: parsed.value(of: "--scene"), ios: ios, sets: parsed.values(of: "--set"),
                offersSceneFlag: true, context: context)
        } catch {
            context.diagnose(error.description)
            return .invalidInput
        }
        TraceLoading.warn(InputWarnings.units(of: trace), file: file, context: context)
        let subject = parsed.positionals[1]
        let records = Replay.run(trace).records
        let question = WhyQuestion(subject: subject, until: until)
        guard let story = WhyStory.story(question, records: records, scene: trace.scene) else {
            context.diagnose(MessageText.oneLine("why: " + WhyUnknownSubject.message(subject, records: records)))
            return .invalidInput
        }
        if let fixNumber {
            return writeScene(
                fixNumber, of: story, trace: trace, parsed: parsed, output: output, ios: ios, context: context)
        }
        // Told as it is written, from the story made above: the text is not held whole, and the
        // story and the records are handed over, so they are let go before a fix is replayed.
        WhyStory.tell(consume story, question, records: consume records, trace: trace) { context.stdout.write($0) }
        return .success
    }

    /// `--fix N`: the scene the replay used with the `--set`s and fix N's patches written into
    /// its text (`ScenePatchWriter`), checked to replay as the patched scene does, then written
    /// to `-o` (standard output without it) through the one write path, never onto an input.
    static func writeScene(
        _ n: Int, of story: WhyStory.Story, trace: Trace, parsed: ArgumentScanner.Result, output: String?,
        ios: IOSRelease?, context: CLIContext
    ) -> CommandResult {
        func fail(_ message: String) -> CommandResult {
            context.diagnose(MessageText.oneLine("why: " + message))
            return .invalidInput
        }
        guard story.fixes.indices.contains(n - 1) else {
            return fail("there is no fix \(n): the story of \(parsed.positionals[1]) proposes \(story.fixes.count)")
        }
        let fix = story.fixes[n - 1]
        guard !fix.patches.isEmpty else {
            return fail("fix \(n) is advice, not a scene setting: there is no scene to write for it")
        }
        let file = parsed.positionals[0]
        var sets: [ScenePatch] = []
        var inputs = [file]
        let sceneText: [UInt8]
        do throws(TraceError) {
            for set in parsed.values(of: "--set") { sets.append(try ScenePatchArgument.parse(set).patch) }
            let source = parsed.value(of: "--scene") ?? file
            let bytes = try TraceLoading.readJSON(source, context: context)
            inputs.append(source)
            if let inline = ScenePatchWriter.inlineScene(in: bytes) {
                sceneText = inline
            } else if let relative = Declaration.scenePath(inTrace: bytes), !relative.utf8.contains(0) {
                let named = Paths.join(Paths.directory(of: source), relative)
                inputs.append(named)
                sceneText = try TraceLoading.read(named, context: context)
            } else {
                return fail("cannot find the scene of \(TraceLoading.displayName(source))")
            }
            if let output, output != "-" {
                try TraceLoading.refuseOverwriting(output, inputs: inputs, context: context)
            }
        } catch {
            context.diagnose(error.description)
            return .invalidInput
        }
        let written: [UInt8]
        do throws(ScenePatchWriter.Refusal) {
            written = try ScenePatchWriter.write(sets + fix.patches, into: sceneText, scene: trace.scene)
        } catch {
            return fail("fix \(n): \(error.message)")
        }
        // The written scene must replay as the patch does: decode it and compare outcomes.
        var patched = trace
        do throws(TraceError) {
            try patched.scene.apply(fix.patches.map(DeclaredScenePatch.init(proposed:)))
            let scene = try TraceDecoder.decodeScene(
                bytes: written, file: output ?? "-", customRecognizers: context.customRecognizers,
                ios: ios)
            var rewritten = Trace(name: trace.name, scene: scene, events: trace.events)
            try rewritten.resolveSceneChanges()
            let expected = Outcome(replaying: patched)
            let actual = Outcome(replaying: rewritten)
            guard OutcomeDifference(from: expected, to: actual).isEmpty else {
                return fail(
                    "fix \(n): the written scene would not replay as \(fix.patches.map(\.text).joined(separator: ", ")) does; not written"
                )
            }
        } catch {
            return fail("fix \(n): the written scene does not decode: \(error.message); not written")
        }
        guard let output, output != "-" else {
            context.stdout.write(written)
            return .success
        }
        do throws(FileSystemError) {
            try context.fileSystem.writeAtomically(written, to: output)
        } catch {
            // As a TraceError, so a path of thousands of characters is elided as every other is.
            context.diagnose(
                TraceError(
                    file: output, line: 0, column: 0, path: "", message: "cannot write the scene: \(error.reason)"
                )
                .description)
            return .invalidInput
        }
        return .success
    }
}
