import GestureTrace

/// `gesturetrace diff A [B] [--set ID.KEY=VALUE]... [--set-a ID.KEY=VALUE]... [--ios R]`: two
/// replays compared by outcome (`Outcome`, `OutcomeDifference`; FORMAT §8), not by text: the
/// states recognizers reached and when, the touches views received or lost, control events,
/// cell selections, SwiftUI phases and callbacks. B defaults to A, so `diff t.json --set
/// tap.cancelsTouchesInView=false` shows what one setting changes; `--set` patches B's scene,
/// `--set-a` A's. Exit 0 when the outcomes are the same (nothing printed), 1 when they differ,
/// 2 on invalid input.
enum DiffCommand {
    static let scanner = ArgumentScanner(
        command: "diff",
        options: [
            .init(name: "--set", arity: .value(placeholder: "id.key=value")),
            .init(name: "--set-a", arity: .value(placeholder: "id.key=value")),
            .init(name: "--ios", arity: .value(placeholder: "release")),
        ])

    static func run(_ arguments: [String], context: CLIContext) throws(UsageError) -> CommandResult {
        let parsed = try scanner.scan(arguments)
        guard let first = parsed.positionals.first else {
            throw UsageError("Missing expected argument '<a>'", command: "diff")
        }
        guard parsed.positionals.count <= 2 else {
            throw UsageError("Unexpected argument '\(parsed.positionals[2])'", command: "diff")
        }
        let second = parsed.positionals.count == 2 ? parsed.positionals[1] : first
        if first == "-" && second == "-" {
            throw UsageError("Standard input can be read once: name B, or give A as a file", command: "diff")
        }
        let ios = try TraceLoading.release(parsed, scanner: scanner)
        let setsA = parsed.values(of: "--set-a")
        let setsB = parsed.values(of: "--set")
        let a: Trace
        let b: Trace
        do throws(TraceError) {
            a = try TraceLoading.loadTrace(first, scenePath: nil, ios: ios, sets: setsA, context: context)
            b = try TraceLoading.loadTrace(second, scenePath: nil, ios: ios, sets: setsB, context: context)
        } catch {
            context.diagnose(error.description)
            return .invalidInput
        }
        TraceLoading.warn(InputWarnings.units(of: a), file: first, context: context)
        if second != first { TraceLoading.warn(InputWarnings.units(of: b), file: second, context: context) }
        let before = Outcome(replaying: a)
        let after = Outcome(replaying: b)
        let difference = OutcomeDifference(from: before, to: after)
        guard !difference.isEmpty else { return .success }
        func label(_ path: String, _ sets: [String]) -> String {
            ([TraceLoading.displayName(path)] + sets.map { "--set \($0)" }).joined(separator: " ")
        }
        var out = "--- A: \(label(first, setsA))\n+++ B: \(label(second, setsB))\n"
        for line in OutcomeText.lines(difference) { out += line + "\n" }
        context.stdout.write(out)
        return .differences
    }
}
