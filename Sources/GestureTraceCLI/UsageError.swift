import GestureTrace

/// A command line that cannot be run: printed in swift-argument-parser's layout, exit 2.
///
///     Error: Unknown option '--frobnicate'
///     Usage: gesturetrace replay <file> [--scene <file>] [--format <format>] [--verify]
///       See 'gesturetrace replay --help' for more information.
struct UsageError: Error, Equatable {
    var message: String
    /// The subcommand whose usage to show; nil for the root command.
    var command: String?

    init(_ message: String, command: String?) {
        self.message = message
        self.command = command
    }

    /// The three lines printed to stderr.
    var rendered: String {
        let help = Usage.command(named: command)
        let see = command.map { "gesturetrace \($0) --help" } ?? "gesturetrace --help"
        return "Error: \(MessageText.oneLine(message))\nUsage: \(help.usage)\n  See '\(see)' for more information.\n"
    }
}
