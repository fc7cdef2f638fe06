import GestureTrace

/// `gesturetrace why FILE RECOGNIZER_OR_VIEW [--at T] [--scene FILE]`: the causal story of one
/// outcome, built from the replay's records (`WhyStory`).
enum WhyCommand {
    static let scanner = ArgumentScanner(
        command: "why",
        options: [
            .init(name: "--scene", arity: .value(placeholder: "file")),
            .init(name: "--set", arity: .value(placeholder: "id.key=value")),
            .init(name: "--at", arity: .value(placeholder: "t")),
            .init(name: "--ios", arity: .value(placeholder: "release")),
        ])

    static func run(_ arguments: [String], context: CLIContext) throws(UsageError) -> CommandResult {
        let parsed = try scanner.scan(arguments, positionals: ["<file>", "<id>"])
        var until: Double?
        if let raw = parsed.value(of: "--at") {
            guard let t = Double(raw), t.isFinite else {
                throw UsageError("The value '\(raw)' is invalid for '--at <t>'; expected a number", command: "why")
            }
            until = t
        }
        let ios = try TraceLoading.release(parsed, scanner: scanner)
        let trace: Trace
        do throws(TraceError) {
            trace = try TraceLoading.loadTrace(
                parsed.positionals[0], scenePath: parsed.value(of: "--scene"), ios: ios,
                sets: parsed.values(of: "--set"), context: context)
        } catch {
            context.diagnose(error.description)
            return .invalidInput
        }
        TraceLoading.warn(InputWarnings.units(of: trace), file: parsed.positionals[0], context: context)
        let subject = parsed.positionals[1]
        let records = Replay.run(trace).records
        let question = WhyQuestion(subject: subject, until: until)
        guard let story = WhyStory.tell(question, records: records, scene: trace.scene) else {
            context.diagnose(MessageText.oneLine("why: " + WhyUnknownSubject.message(subject, records: records)))
            return .invalidInput
        }
        context.stdout.write(story)
        return .success
    }
}
