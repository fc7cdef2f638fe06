import GestureTrace

/// `gesturetrace replay FILE [--scene FILE] [--format text|jsonl|json] [--verify]`.
enum ReplayCommand {
    enum Format: String {
        case text, jsonl, json
    }

    static let scanner = ArgumentScanner(
        command: "replay",
        options: [
            .init(name: "--scene", arity: .value(placeholder: "file")),
            .init(name: "--set", arity: .value(placeholder: "id.key=value")),
            .init(name: "--format", arity: .value(placeholder: "format")),
            .init(name: "--verify", arity: .flag),
            .init(name: "--ios", arity: .value(placeholder: "release")),
        ])

    static func run(_ arguments: [String], context: CLIContext) throws(UsageError) -> CommandResult {
        let parsed = try scanner.scan(arguments, positionals: ["<file>"])
        let file = parsed.positionals[0]
        let ios = try TraceLoading.release(parsed, scanner: scanner)
        let format =
            try scanner.value(of: "--format", in: parsed, expected: "text, jsonl or json") { Format(rawValue: $0) }
            ?? .text
        // A large file is streamed (`ReplayInput`): checked whole first, then replayed as its
        // events are decoded again, so memory does not grow with the session (issue 28 item 4).
        let input: ReplayInput
        let leftDown: [InputWarning]
        do throws(TraceError) {
            input = try ReplayInput.load(
                file, scenePath: parsed.value(of: "--scene"), ios: ios, sets: parsed.values(of: "--set"),
                offersSceneFlag: true, context: context)
            TraceLoading.warn(try input.unitWarnings(), file: file, context: context)
            leftDown = input.touchesLeftDown
        } catch {
            context.diagnose(error.description)
            return .invalidInput
        }
        let trace = input.trace
        // Every format and the checker stream: records are rendered (and checked) as the
        // engine produces them and written in 1 MiB chunks, so memory stays near the size of
        // the decoded trace whatever the output's length (issue 13 item 7). 256 KiB: a 1 MiB
        // buffer was 0.75 MiB more of the peak, for no measurable speed (issue 28 item 4).
        let chunk = 1 << 18
        var checker =
            parsed.has("--verify")
            ? InvariantChecker.Stream(touchesDownAtEnd: InvariantChecker.touchesDownAtEnd(leftDown)) : nil
        // A streamed trace's events are read on a thread of their own when there are cores for
        // it (`ReplayPipeline`); the output is the same either way.
        let threaded = ReplayPipeline.threaded(environment: context.environment)
        do throws(TraceError) {
            switch format {
            case .jsonl where checker == nil:
                // Nothing else reads the records: rendered as the engine produces them.
                try input.writeJSONL(threaded: threaded, chunkSize: chunk) { context.stdout.write($0) }
            case .jsonl:
                var stream = JSONLWriter.Stream(capacity: chunk)
                try input.replay(threaded: threaded) { record in
                    checker?.visit(record)
                    stream.append(record)
                    if stream.count >= chunk {
                        stream.withBytes { context.stdout.write($0) }
                        stream.removeAll()
                    }
                }
                if stream.count > 0 { stream.withBytes { context.stdout.write($0) } }
            case .text:
                var stream = TextWriter.Stream(name: trace.name, release: trace.scene.settings.namedRelease)
                try render(
                    input, threaded: threaded, into: &stream, checker: &checker, chunk: chunk, output: context.stdout)
            case .json:
                var stream = JSONLWriter.DocumentStream(name: trace.name)
                try render(
                    input, threaded: threaded, into: &stream, checker: &checker, chunk: chunk, output: context.stdout)
            }
        } catch {
            // The file changed between its two readings (a streamed replay): what was
            // written is the replay of the events before the change.
            context.diagnose(error.description)
            return .invalidInput
        }
        if var checker {
            let violations = checker.finish()
            if !violations.isEmpty {
                // No input position belongs to a replay's record: the frame and time locate it,
                // and a rule broken at the end points at the declaration of what it names.
                let scenePath = parsed.value(of: "--scene")
                for violation in violations {
                    let message = "invariant broken at \(violation)"
                    if let subject = violation.subject,
                        let found = TraceLoading.declaration(
                            of: subject, trace: file, scenePath: scenePath, context: context)
                    {
                        context.diagnose(TraceLoading.located(message, at: found, trace: file).description)
                    } else {
                        context.diagnose(
                            TraceError(
                                file: TraceLoading.displayName(file), line: 0, column: 0, path: "", message: message
                            )
                            .description)
                    }
                }
                return .invalidInput
            }
            // Touches the input leaves down are the input's doing, not a broken rule: said as
            // what they are, without changing the status (docs/DECISIONS.md).
            TraceLoading.warn(leftDown, file: file, context: context)
            // Silence would leave "did it check?" open: say so, on stderr, so stdout stays the replay.
            let down =
                leftDown.isEmpty
                ? ""
                : " (\(leftDown.count) touch\(leftDown.count == 1 ? "" : "es") still down at the end: warned above)"
            context.diagnose(
                "\(TraceError.shown(file: TraceLoading.displayName(file))): verified: all invariants hold\(down)")
        }
        return .success
    }

    /// Replays `trace` through a document writer, feeding the checker and draining the writer's
    /// bytes to `output` whenever `chunk` bytes are pending, then closes the document.
    private static func render<Stream: RenderingStream>(
        _ input: ReplayInput, threaded: Bool, into stream: inout Stream, checker: inout InvariantChecker.Stream?,
        chunk: Int, output: OutputSink
    ) throws(TraceError) {
        try input.replay(threaded: threaded) { record in
            checker?.visit(record)
            stream.append(record)
            // By the stream's mutating `drain`, not its `bytes` getter: the getter copied the
            // whole captured stream per record (RenderingStream).
            stream.drain(atLeast: chunk) { output.write($0) }
        }
        stream.finish()
        stream.drain(atLeast: 0) { output.write($0) }
    }
}

/// `gesturetrace validate FILE`: decode only.
enum ValidateCommand {
    static let scanner = ArgumentScanner(command: "validate", options: [])

    static func run(_ arguments: [String], context: CLIContext) throws(UsageError) -> CommandResult {
        let parsed = try scanner.scan(arguments, positionals: ["<file>"])
        let file = parsed.positionals[0]
        do throws(TraceError) {
            if file.hasSuffix(".scene.json") {
                let scene = try TraceLoading.loadScene(file, context: context).scene
                context.stdout.line(
                    "ok: scene, \(count(scene.views.count, "view")), \(count(scene.recognizers.count, "recognizer"))")
            } else {
                // Streamed as `replay` reads it: checked whole, no event kept (issue 28 item 4).
                let input = try ReplayInput.load(file, scenePath: nil, context: context)
                TraceLoading.warn(try input.unitWarnings(), file: file, context: context)
                let scene = input.trace.scene
                context.stdout.line(
                    "ok: \(count(input.eventCount, "event")), \(count(scene.views.count, "view")), \(count(scene.recognizers.count, "recognizer"))"
                )
            }
            return .success
        } catch {
            context.diagnose(error.description)
            return .invalidInput
        }
    }

    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}

/// `gesturetrace hit-test SCENE X Y`.
enum HitTestCommand {
    static let scanner = ArgumentScanner(command: "hit-test", options: [])

    static func run(_ arguments: [String], context: CLIContext) throws(UsageError) -> CommandResult {
        let names = ["<scene>", "<x>", "<y>"]
        let parsed = try scanner.scan(arguments, positionals: names)
        let file = parsed.positionals[0]
        var coordinates: [Double] = []
        for (i, raw) in parsed.positionals[1...2].enumerated() {
            guard let value = ArgumentScanner.number(raw) else {
                throw scanner.invalidValue(raw, for: names[i + 1], expected: ArgumentScanner.numberRange)
            }
            coordinates.append(value)
        }
        let scene: Scene
        do throws(TraceError) {
            scene = try loadSceneOrTrace(file, context: context)
        } catch {
            context.diagnose(error.description)
            return .invalidInput
        }
        let point = Point(x: coordinates[0], y: coordinates[1])
        let report = HitTestReport.make(scene: scene, point: point)
        var out = "point        (\(DecimalFormat.coordinate(point.x)), \(DecimalFormat.coordinate(point.y)))\n"
        out += "view         \(report.view ?? "none (nothing is hit; the touch goes nowhere)")\n"
        // SWIFTUI §3.5: inside a hosting view, SwiftUI's own hit test picks a node.
        if let hit = report.swiftUI {
            if let node = hit.node {
                let path = ElidedList.joined(hit.path, separator: " > ", noun: "nodes")
                out += "swiftui      \(node) (\(hit.kind ?? "view")), path \(path)\n"
                out += "gestures     \(hit.gestures.isEmpty ? "none" : hit.gestures.joined(separator: ", "))\n"
            } else {
                out +=
                    "swiftui      no node takes the touch here: a gap, clear content, hidden or allowsHitTesting(false) (SWIFTUI §3.5)\n"
            }
        }
        // A chain is as long as the scene is deep: its middle is elided past 64 responders.
        let chain = ElidedList.joined(report.chain, separator: " > ", noun: "responders")
        out += "chain        \(report.chain.isEmpty ? "none" : chain)\n"
        out += "recognizers  \(report.recognizers.isEmpty ? "none" : report.recognizers.joined(separator: ", "))\n"
        // SEMANTICS §1.10: every view under the point that was not chosen, with the first rule.
        for miss in report.missed {
            out += "not hit      \(miss.view): \(ReasonText.string(miss.why)) (SEMANTICS \(miss.section))\n"
        }
        context.stdout.write(out)
        return .success
    }

    /// A scene document, or a trace whose scene is used: `*.scene.json` is a scene; anything
    /// else is tried as a scene, then as a trace, and the more telling error is reported.
    static func loadSceneOrTrace(_ file: String, ios: IOSRelease? = nil, context: CLIContext) throws(TraceError)
        -> Scene
    {
        if file.hasSuffix(".scene.json") { return try TraceLoading.loadScene(file, ios: ios, context: context).scene }
        let bytes = try TraceLoading.readJSON(file, context: context)
        let name = TraceLoading.displayName(file)
        let sceneError: TraceError
        do throws(TraceError) {
            return try TraceDecoder.decodeScene(
                bytes: bytes, file: name, customRecognizers: context.customRecognizers, ios: ios)
        } catch {
            sceneError = error
        }
        do throws(TraceError) {
            return try TraceDecoder.decode(
                bytes: bytes, file: name,
                loadScene: TraceLoading.sceneLoader(forTrace: file, context: context),
                customRecognizers: context.customRecognizers, ios: ios
            ).scene
        } catch {
            // A document with a "scene" key was meant as a trace: its error is the useful one.
            let mentionsScene = String(decoding: bytes, as: UTF8.self).contains("\"scene\"")
            throw mentionsScene ? error : sceneError
        }
    }
}
