import Foundation
import PackagePlugin

/// `swift package gesturetrace-check [<path> ...] [check options]`: runs `gesturetrace check`
/// from the root of the package it is invoked in, with the tool built by SwiftPM, so a team
/// adds one dependency and checks its corpus in CI without building the CLI by hand.
///
/// Arguments pass through unchanged (`traces`, `--shard 1/4`, `--jobs 4`, `--update=all`), and
/// the exit status is `check`'s: 0 all match, 1 differences, 2 invalid input. Writing goldens
/// (`--update`, `--actual-dir`) needs write access to the package: on macOS run
/// `swift package --allow-writing-to-package-directory gesturetrace-check --update …`.
@main
struct GestureTraceCheck: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "gesturetrace")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = ["check"] + arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            // `check` has printed its report and diagnostics; keep its exit status.
            exit(process.terminationStatus)
        }
    }
}
