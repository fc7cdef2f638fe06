// swift-tools-version:6.0
// gesturetrace: replay touch traces through UIKit's hit testing, responder chain and
// gesture-recognizer arbiter, anywhere. No package dependencies: only the toolchain.
import PackageDescription

let package = Package(
    name: "gesturetrace",
    products: [
        .executable(name: "gesturetrace", targets: ["gesturetrace"]),
        .library(name: "GestureTrace", targets: ["GestureTrace"]),
    ],
    targets: [
        // Engine: pure and deterministic; bytes in, records out. No file, clock or process I/O.
        // Exclusivity checks are off in the engine: it is single-threaded and its dynamic
        // access checks (swift_beginAccess on every class property touched in the frame loop)
        // cost about a tenth of a replay. Root packages may use unsafeFlags; see
        // docs/PERFORMANCE.md.
        .target(
            name: "GestureTrace",
            swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"])]),

        // CLI: argument parsing, commands, file I/O and exit codes, testable in process.
        .target(name: "GestureTraceCLI", dependencies: ["GestureTrace"]),
        .executableTarget(name: "gesturetrace", dependencies: ["GestureTraceCLI"]),

        // Benchmark: prints figures; performance is never a timed unit test.
        .executableTarget(name: "gesturetrace-benchmark", dependencies: ["GestureTrace"]),

        // Tests
        .testTarget(name: "GestureTraceTests", dependencies: ["GestureTrace"]),
        .testTarget(name: "GestureTraceCLITests", dependencies: ["GestureTraceCLI", "GestureTrace"]),
    ]
)
