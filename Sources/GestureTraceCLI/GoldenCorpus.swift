import GestureTrace

/// The golden corpus as the test suite sees it: the same discovery, rendering, comparison and
/// report as `gesturetrace check`, relative to a corpus folder.
///
/// Usage from a test target that depends on `GestureTraceCLI`:
///
///     let traces = URL(filePath: #filePath).deletingLastPathComponent()
///         .appending(path: "../../traces").standardized.path
///
///     @Test(arguments: GoldenCorpus.traces(in: traces))
///     func golden(_ trace: String) {
///         let run = GoldenCorpus.check([trace], in: traces)
///         #expect(run.passed, "\(run.output)")
///     }
///
///     @Test func noOrphans() {
///         let run = GoldenCorpus.check([], in: traces)   // the whole folder
///         #expect(run.passed, "\(run.output)")
///     }
///
/// `GESTURETRACE_UPDATE=1 swift test` (or `=missing`) writes goldens as `check --update` does,
/// then still fails, so a forgotten variable can never pass CI (STYLE §3).
package enum GoldenCorpus {
    /// What one run found.
    package struct Run: Sendable {
        /// `check`'s exit status: 0 all match, 1 differences, 2 invalid input.
        package var exitStatus: Int32
        /// The report as `check` prints it (stdout, then stderr diagnostics).
        package var output: String
        /// True only when everything matched and nothing was recorded.
        package var passed: Bool
    }

    /// The traces under `root`, as paths relative to it, in the order `check` reports them
    /// (UTF-8 byte order of the relative path; `*.scene.json` excluded).
    package static func traces(in root: String) -> [String] {
        let checker = GoldenCheck(fileSystem: RootedFileSystem(base: root), render: { _ in .success("") })
        return checker.discover(["."]).compactMap { item in
            if case .trace(let path) = item { return path }
            return nil
        }
    }

    /// Checks `paths` (relative to `root`; empty means all of `root`, orphans included)
    /// exactly as `gesturetrace check` would from inside `root`.
    ///
    /// - Parameter environment: `GESTURETRACE_UPDATE=1` (or `all`) updates differing and
    ///   missing goldens, `missing` only creates missing ones; the run fails when a golden was
    ///   written, and passes when there was nothing to write.
    /// - Parameter customRecognizers: the classes the traces' `custom` recognizers name
    ///   (docs/CUSTOM-RECOGNIZERS.md); `gesturetrace check` itself has none.
    package static func check(
        _ paths: [String], in root: String,
        environment: [String: String] = CLIContext.processEnvironment(),
        customRecognizers: CustomRecognizerRegistry = CustomRecognizerRegistry()
    ) -> Run {
        let stdout = OutputSink.memory()
        let stderr = OutputSink.memory()
        var context = CLIContext(
            stdout: stdout, stderr: stderr, fileSystem: RootedFileSystem(base: root),
            environment: environment)
        context.customRecognizers = customRecognizers
        let recording = environment["GESTURETRACE_UPDATE"].flatMap { $0.isEmpty || $0 == "0" ? nil : $0 }
        var arguments = paths.isEmpty ? ["."] : paths
        arguments.append("--color=never")
        if let recording {
            arguments.append(recording == "missing" ? "--update=missing" : "--update=all")
        }
        let status = GestureTraceCLI.run(arguments: ["check"] + arguments, context: context)
        var output = stdout.text
        if !stderr.bytes.isEmpty { output += stderr.text }
        // Record mode fails only when it wrote something (to be reviewed): with nothing to
        // update, every golden was checked and matched, so the run passes (issue 24 item 5;
        // `GESTURETRACE_UPDATE=1 swift test` had reported every corpus trace as an issue).
        let wrote = recording != nil && !stdout.text.contains(text: "\nupdated 0, created 0, unchanged")
        if wrote {
            output +=
                "GESTURETRACE_UPDATE is set, so goldens were recorded instead of checked; "
                + "review them with git diff and re-run without GESTURETRACE_UPDATE\n"
        }
        return Run(exitStatus: status, output: output, passed: status == 0 && !wrote)
    }
}
