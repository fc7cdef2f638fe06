// swift-tools-version:6.0
// gesturetrace: replay touch traces through UIKit's hit testing, responder chain and
// gesture-recognizer arbiter, anywhere. No package dependencies: only the toolchain.
import PackageDescription

let package = Package(
    name: "gesturetrace",
    // The oldest releases the code needs (docs/DECISIONS.md "Deployment targets"): Swift
    // Testing and the recorder's @objc method exchange need macOS 10.15 / iOS 13; nothing needs
    // more (the engine searches text without _StringProcessing, which would need 13 / 16).
    // scripts/apple-typecheck checks every target against these.
    platforms: [.macOS(.v10_15), .iOS(.v13)],
    products: [
        .executable(name: "gesturetrace", targets: ["gesturetrace"]),
        .library(name: "GestureTrace", targets: ["GestureTrace"]),
        // For an app's debug build: records touches, the scene and UIKit's real outcomes as a
        // trace plus its ground truth (docs/RECORDER.md). Depends on nothing, not even the engine.
        .library(name: "GestureTraceRecorder", targets: ["GestureTraceRecorder"]),
        .plugin(name: "GestureTraceCheck", targets: ["GestureTraceCheck"]),
    ],
    targets: [
        // Engine: pure and deterministic; bytes in, records out. No file, clock or process I/O.
        // No unsafe compiler flags: SwiftPM refuses a product with them from a package that
        // depends on this one by version (see docs/PERFORMANCE.md for what that costs).
        .target(name: "GestureTrace"),

        // CLI: argument parsing, commands, file I/O and exit codes, testable in process.
        .target(name: "GestureTraceCLI", dependencies: ["GestureTrace"]),
        .executableTarget(name: "gesturetrace", dependencies: ["GestureTraceCLI"]),

        // Recorder: platform-independent core (tested on Linux) and UIKit glue (#if canImport(UIKit)).
        .target(name: "GestureTraceRecorder"),

        // Benchmark: prints figures; performance is never a timed unit test.
        .executableTarget(name: "gesturetrace-benchmark", dependencies: ["GestureTrace"]),

        // Worked examples of custom recognizers (docs/CUSTOM-RECOGNIZERS.md), written as a team
        // would write its own; their traces and goldens sit beside them, outside `traces/`.
        .target(
            name: "CustomRecognizerExamples", dependencies: ["GestureTrace"], path: "Examples/CustomRecognizers",
            exclude: ["traces"]),

        // `swift package gesturetrace-check [paths] [options]`: `gesturetrace check` for any
        // package that depends on this one. Writing goldens (--update) needs
        // --allow-writing-to-package-directory, which CI checks never do.
        .plugin(
            name: "GestureTraceCheck",
            capability: .command(
                intent: .custom(
                    verb: "gesturetrace-check",
                    description: "Replay every trace and compare it with its golden file (gesturetrace check)"),
                permissions: []),
            dependencies: ["gesturetrace"]),

        // Tests
        .testTarget(name: "GestureTraceTests", dependencies: ["GestureTrace", "CustomRecognizerExamples"]),
        .testTarget(
            name: "GestureTraceCLITests",
            dependencies: ["GestureTraceCLI", "GestureTrace", "CustomRecognizerExamples", "GestureTraceRecorder"]),
        .testTarget(name: "GestureTraceRecorderTests", dependencies: ["GestureTraceRecorder", "GestureTrace"]),
    ]
)
