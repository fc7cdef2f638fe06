import Foundation
import GestureTrace
import Testing

@testable import GestureTraceCLI

/// One spelling of a reason in every output (issue 24 item 5, docs/DECISIONS.md "One spelling
/// of >="): the engine writes `>=` itself, so the text, `jsonl`, `json` and `why` outputs
/// quote the same bytes and a `grep` written against one finds the others.
@Suite struct OneSpellingTests {
    static let corpus = URL(filePath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "traces").standardized.path

    static func run(_ arguments: [String]) -> Invocation {
        Invocation.run(arguments, fileSystem: RootedFileSystem(base: corpus))
    }

    @Test("replay (text, jsonl, json) and why spell the double tap's timeout with >=, never ≥")
    func sameReasonEverywhere() {
        let reason = "waited 0.35 s for tap 2 >= maximumIntervalBetweenSuccessiveTaps 0.35"
        let outputs = [
            Self.run(["replay", "examples/tap.json"]),
            Self.run(["replay", "examples/tap.json", "--format", "jsonl"]),
            Self.run(["replay", "examples/tap.json", "--format", "json"]),
            Self.run(["why", "examples/tap.json", "doubleTap"]),
        ]
        for output in outputs {
            #expect(output.status == 0, "\(output.stderr)")
            #expect(output.stdout.contains(reason), "\(output.stdout)")
            #expect(!output.stdout.contains("≥"), "\(output.stdout)")
        }
    }
}
