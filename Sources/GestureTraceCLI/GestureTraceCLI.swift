import GestureTrace

/// The command-line front end: parses arguments, runs a subcommand, maps its result to an
/// exit status.
///
/// All of it runs in process against a `CLIContext`, so tests exercise help text, usage
/// errors and the golden workflow without spawning the binary (SwiftPM's "Commands" split).
package enum GestureTraceCLI {
    /// Runs the tool on the real process and returns the exit status.
    package static func main(arguments: [String]) -> Int32 {
        let context = CLIContext.live()
        return finish(run(arguments: arguments, context: context), context: context)
    }

    /// Flushes both streams and makes a failed write an error (issue 13 items 1 and 3): a full
    /// disk or a closed stdout gets a message on stderr and exit status 2, never exit 0 with
    /// the output lost. When stderr itself fails there is nowhere to say so; the status says it.
    static func finish(_ status: Int32, context: CLIContext) -> Int32 {
        var status = status
        context.stdout.flush()
        if let failure = context.stdout.failure {
            context.stderr.line("gesturetrace: error: cannot write to standard output: \(failure.reason)")
            status = 2
        }
        context.stderr.flush()
        if context.stderr.failure != nil { status = 2 }
        return status
    }

    /// Runs the tool against `context` (arguments exclude the program name).
    package static func run(arguments: [String], context: CLIContext) -> Int32 {
        let result: CommandResult
        do throws(UsageError) {
            result = try dispatch(arguments, context: context)
        } catch {
            context.diagnose(error.rendered.hasSuffix("\n") ? String(error.rendered.dropLast()) : error.rendered)
            result = .usageError
        }
        return exitStatus(result)
    }

    /// The one place exit codes are decided (FORMAT §5; 2 wins over 1 inside the commands).
    static func exitStatus(_ result: CommandResult) -> Int32 {
        switch result {
        case .success: return 0
        case .differences: return 1
        case .usageError, .invalidInput: return 2
        }
    }

    static func dispatch(_ arguments: [String], context: CLIContext) throws(UsageError) -> CommandResult {
        guard let first = arguments.first else {
            // No subcommand is a usage error: help on stderr, exit 2 (issue 13 item 13).
            context.stderr.write(Usage.render(Usage.root))
            return .usageError
        }
        let rest = Array(arguments.dropFirst())
        if first == "--version" || first == "-v", !wantsHelp(rest) {
            if let extra = rest.first { throw UsageError("Unexpected argument '\(extra)'", command: nil) }
            context.stdout.line(Usage.version)
            return .success
        }
        var command = Usage.all.first { $0.name == first && first != "help" }
        if first == "import", let sub = rest.first, let c = Usage.sceneImport(sub) { command = c }
        if first == "import" && rest.first == "recognizer-log" { command = Usage.importRecognizerLog }
        if wantsHelp(arguments) {
            context.stdout.write(Usage.render(command ?? Usage.root))
            return .success
        }
        switch first {
        case "replay": return try ReplayCommand.run(rest, context: context)
        case "check": return try CheckCommand.run(rest, context: context)
        case "validate": return try ValidateCommand.run(rest, context: context)
        case "hit-test": return try HitTestCommand.run(rest, context: context)
        case "report": return try ReportCommand.run(rest, context: context)
        case "why": return try WhyCommand.run(rest, context: context)
        case "diff": return try DiffCommand.run(rest, context: context)
        case "lint": return try LintCommand.run(rest, context: context)
        case "completions": return try CompletionsCommand.run(rest, context: context)
        case "import": return try ImportCommand.run(rest, context: context)
        case "help":
            guard let name = rest.first else {
                context.stdout.write(Usage.render(Usage.root))
                return .success
            }
            if rest.count == 2, rest[0] == "import", let c = Usage.sceneImport(rest[1]) {
                context.stdout.write(Usage.render(c))
                return .success
            }
            if rest == ["import", "recognizer-log"] {
                context.stdout.write(Usage.render(Usage.importRecognizerLog))
                return .success
            }
            if rest.count > 1 { throw UsageError("Unexpected argument '\(rest[1])'", command: "help") }
            guard let target = Usage.all.first(where: { $0.name == name }) else {
                throw UsageError(unknownSubcommand(name), command: nil)
            }
            context.stdout.write(Usage.render(target))
            return .success
        default:
            if first.hasPrefix("-") && !ArgumentScanner.looksNumeric(first) {
                var message = "Unknown option '\(first)'"
                if let guess = EditDistance.closest(to: first, among: ["--version", "--help", "-v", "-h"]) {
                    message += "; did you mean '\(guess)'?"
                }
                throw UsageError(message, command: nil)
            }
            throw UsageError(unknownSubcommand(first), command: nil)
        }
    }

    static func unknownSubcommand(_ name: String) -> String {
        var message = "Unknown subcommand '\(name)'"
        let names = Usage.all.compactMap(\.name)
        if let guess = EditDistance.closest(to: name, among: names) { message += "; did you mean '\(guess)'?" }
        return message
    }

    /// `-h`/`--help` anywhere before a `--`.
    static func wantsHelp(_ arguments: [String]) -> Bool {
        for argument in arguments {
            if argument == "--" { return false }
            if argument == "-h" || argument == "--help" { return true }
        }
        return false
    }
}

/// How a subcommand ended; `GestureTraceCLI.exitStatus` turns it into a number.
enum CommandResult: Equatable {
    case success
    /// `check` found a difference, a missing golden or an orphan; `lint` a finding at or above
    /// its `--level` (exit 1).
    case differences
    case usageError
    /// Invalid input, an unreadable file, a broken invariant (exit 2).
    case invalidInput
}
