import Foundation
import GestureTrace
import Testing

@testable import GestureTraceCLI

/// `--ios RELEASE` on replay, why and report (issue 27 item 3): the named release replaces the
/// scene's `settings.ios`, and every output says which release ran.
@Suite struct IOSReleaseCommandTests {
    static func run(_ arguments: [String]) -> Invocation {
        Invocation.run(arguments, fileSystem: RootedFileSystem(base: WhyCommandTests.corpus))
    }

    /// The text without its first line (the trace's name).
    static func body(_ text: String) -> String {
        String(text.drop { $0 != "\n" })
    }

    @Test("replay --ios 17.5 of the 18.1 mask trace prints what the 17.5 trace's golden holds")
    func replayOverride() throws {
        let run = Self.run(["replay", "ios/mask-gesture-on-stack-18.1.json", "--ios", "17.5"])
        #expect(run.status == 0, "\(run.stderr)")
        let golden = try String(
            contentsOfFile: WhyCommandTests.corpus + "/ios/mask-gesture-on-stack-17.5.golden", encoding: .utf8)
        #expect(Self.body(run.stdout) == Self.body(golden))
        #expect(run.stdout.contains("\nios      17.5\n"))
        // And the other way: the 17.5 trace run as 18.1 gives the 18.1 golden.
        let back = Self.run(["replay", "ios/mask-gesture-on-stack-17.5.json", "--ios=18.1"])
        let golden181 = try String(
            contentsOfFile: WhyCommandTests.corpus + "/ios/mask-gesture-on-stack-18.1.golden", encoding: .utf8)
        #expect(Self.body(back.stdout) == Self.body(golden181))
    }

    @Test("a trace that names no release prints no release line; --ios adds it")
    func releaseLineOnlyWhenNamed() {
        let plain = Self.run(["replay", "examples/tap.json"])
        #expect(!plain.stdout.contains("\nios "))
        let named = Self.run(["replay", "examples/tap.json", "--ios", "26.0"])
        #expect(named.stdout.split(separator: "\n")[1] == "ios      26.0")
    }

    @Test("why and report say which release ran")
    func whyAndReport() {
        let why = Self.run(["why", "ios/long-press-updating-18.1.json", "longPress", "--ios", "17.5"])
        #expect(why.status == 0, "\(why.stderr)")
        #expect(why.stdout.hasPrefix("why longPress\n  on iOS 17.5 (settings.ios; SwiftUI graph model)\n"))
        // 17.5 calls updating; 18.1 (the trace's own release) does not.
        #expect(why.stdout.contains("longPress ran updating with true"))
        let report = Self.run(["report", "ios/long-press-updating-18.1.json"])
        #expect(report.status == 0)
        #expect(report.stdout.contains("iOS 18.1 (SwiftUI containers model)"))
    }

    @Test("check --ios replays the corpus and answers its why goldens on that release, over a trace's own")
    func checkOverride() throws {
        // The 18.1 mask trace pins settings.ios 18.1; its goldens here are what it gives on 17.5.
        let trace = try String(
            contentsOfFile: WhyCommandTests.corpus + "/ios/mask-gesture-on-stack-18.1.json", encoding: .utf8)
        let source = InMemoryFileSystem(["t/mask.json": trace, "t/mask.why.golden": "why bTap\n"])
        let replayed = Invocation.run(["replay", "t/mask.json", "--ios", "17.5"], fileSystem: source)
        let why = Invocation.run(["why", "t/mask.json", "bTap", "--ios", "17.5"], fileSystem: source)
        #expect(replayed.status == 0 && why.status == 0, "\(replayed.stderr)\(why.stderr)")
        let fs = InMemoryFileSystem([
            "t/mask.json": trace, "t/mask.golden": replayed.stdout, "t/mask.why.golden": why.stdout,
        ])
        let onRelease = Invocation.run(["check", "t", "--ios", "17.5", "--color=never"], fileSystem: fs)
        #expect(onRelease.status == 0, "\(onRelease.stdout)\(onRelease.stderr)")
        #expect(onRelease.stdout == "1 trace and 1 why golden: 2 passed, 0 differ, 0 missing goldens, 0 invalid\n")
        // Without the flag the trace runs on its own 18.1: the mask differs, and so does the story.
        let own = Invocation.run(["check", "t", "--color=never"], fileSystem: fs)
        #expect(own.status == 1)
        #expect(own.stdout.contains("FAIL t/mask.json"))
        #expect(own.stdout.contains("FAIL t/mask.why.golden"))
        #expect(own.stdout.contains("-ios      17.5\n+ios      18.1"))
        // An unmodelled release is refused like replay's.
        let bad = Invocation.run(["check", "t", "--ios", "16.0"], fileSystem: fs)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("'16.0' is invalid for '--ios <release>'"))
    }

    @Test("an unmodelled release is a usage error listing the modelled ones")
    func unknownRelease() {
        let run = Self.run(["replay", "examples/tap.json", "--ios", "16.0"])
        #expect(run.status == 2)
        #expect(
            run.stderr.hasPrefix(
                "Error: The value '16.0' is invalid for '--ios <release>'; expected an iOS release: 17.5, 18.0, 18.1"))
    }
}
