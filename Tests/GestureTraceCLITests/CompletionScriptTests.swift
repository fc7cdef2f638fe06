import Foundation
import Testing

@testable import GestureTraceCLI

/// The shell completions are generated from the help tables (issue 24 item 4). These tests run
/// the bash script in bash and check that every subcommand and option is offered, and that no
/// option the commands parse is missing from the tables the scripts are made from.
@Suite struct CompletionScriptTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Runs `script` in `bash --norc`, returning its standard output.
    static func bash(_ script: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["--norc", "--noprofile", "-c", script]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// What bash completes for the words `line` (the last one being completed), one per line.
    static func completions(of words: [String], in script: String) throws -> Set<String> {
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let text = try bash(
            script
                + "\nCOMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _gesturetrace; printf '%s\\n' \"${COMPREPLY[@]}\"\n"
        )
        return Set(text.split(separator: "\n").map(String.init))
    }

    @Test("bash: every subcommand, and every option of every subcommand, is completed")
    func bashCompletesEverything() throws {
        let script = CompletionScript.render(.bash)
        let first = try Self.completions(of: ["gesturetrace", ""], in: script)
        for name in Usage.all.compactMap(\.name) { #expect(first.contains(name), "\(name)") }
        #expect(first.isSuperset(of: ["why", "completions", "-v", "--version", "-h", "--help"]))
        for command in Usage.all {
            guard let name = command.name, name != "help", name != "completions" else { continue }
            let words = name == "import" ? ["gesturetrace", "import", "csv", "-"] : ["gesturetrace", name, "-"]
            let offered = try Self.completions(of: words, in: script)
            for option in CompletionScript.options(of: command) {
                for flag in option.flags where flag.hasPrefix("-") {
                    #expect(offered.contains(flag), "\(name) \(flag)")
                }
            }
            #expect(offered.isSuperset(of: ["-h", "--help"]), "\(name)")
        }
        // Spot checks that the table parsing reads each kind of row.
        #expect(try Self.completions(of: ["gesturetrace", "check", "--up"], in: script) == ["--update"])
        #expect(try Self.completions(of: ["gesturetrace", "report", "--o"], in: script) == ["--output"])
        #expect(try Self.completions(of: ["gesturetrace", "import", "x.csv", "--time"], in: script) == ["--time-unit"])
        let formats = try Self.completions(of: ["gesturetrace", "import", ""], in: script)
        #expect(
            formats.isSuperset(of: ["csv", "android", "getevent", "uikit-log", "w3c-actions", "recursive-description"]))
        for scene in Usage.sceneImports {
            guard let word = scene.name?.split(separator: " ").last.map(String.init) else { continue }
            #expect(formats.contains(word))
            let offered = try Self.completions(of: ["gesturetrace", "import", word, "-"], in: script)
            for flag in CompletionScript.options(of: scene).flatMap(\.flags) {
                #expect(offered.contains(flag), "\(word) \(flag)")
            }
        }
        #expect(try Self.completions(of: ["gesturetrace", "completions", ""], in: script) == ["bash", "zsh", "fish"])
        #expect(try Self.completions(of: ["gesturetrace", "help", "wh"], in: script) == ["why"])
    }

    @Test("zsh and fish: every subcommand and option is in the script")
    func zshAndFishListEverything() {
        let zsh = CompletionScript.render(.zsh)
        let fish = CompletionScript.render(.fish)
        #expect(zsh.hasPrefix("#compdef gesturetrace\n"))
        for command in Usage.all + Usage.sceneImports {
            guard let name = command.name?.split(separator: " ").last.map(String.init) else { continue }
            #expect(zsh.contains("'\(name):"), "zsh \(name)")
            #expect(fish.contains(" -a \(name) "), "fish \(name)")
            for option in CompletionScript.options(of: command) {
                for flag in option.flags {
                    #expect(zsh.contains("'\(flag):"), "zsh \(name) \(flag)")
                    let fishFlag = flag.hasPrefix("--") ? " -l \(flag.dropFirst(2))" : " -s \(flag.dropFirst())"
                    #expect(fish.contains(fishFlag), "fish \(name) \(flag)")
                }
            }
        }
    }

    @Test(
        "zsh and fish parse their scripts",
        .enabled(
            if: ["/bin/zsh", "/usr/bin/zsh", "/usr/bin/fish", "/opt/homebrew/bin/fish", "/usr/local/bin/fish"].contains
            {
                FileManager.default.isExecutableFile(atPath: $0)
            }, "neither zsh nor fish is installed here; their scripts are checked as text only"))
    func zshAndFishParse() throws {
        for (shell, paths) in [
            (CompletionScript.Shell.zsh, ["/bin/zsh", "/usr/bin/zsh"]),
            (.fish, ["/usr/bin/fish", "/opt/homebrew/bin/fish", "/usr/local/bin/fish"]),
        ] {
            guard let path = paths.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { continue }
            let file = FileManager.default.temporaryDirectory.appendingPathComponent(
                "gesturetrace-completion-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: file) }
            try Data(CompletionScript.render(shell).utf8).write(to: file)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: path)
            process.arguments = ["-n", file.path]
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(shell) -n")
        }
    }

    @Test("no option the commands parse is missing from the help tables (so from the completions)")
    func noOptionOutsideTheTables() throws {
        let tables = Set(
            (Usage.all + Usage.sceneImports + [Usage.root]).flatMap {
                CompletionScript.options(of: $0).flatMap(\.flags)
            })
        let folder = Self.packageRoot.appendingPathComponent("Sources/GestureTraceCLI")
        var missing: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        where name.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            // Every string literal that is exactly an option: "--name" or "-x".
            var rest = text[...]
            while let quote = rest.firstIndex(of: "\"") {
                let after = rest[rest.index(after: quote)...]
                guard let close = after.firstIndex(of: "\"") else { break }
                let literal = String(after[..<close])
                // "-x" or "--name" (a letter, then letters and dashes).
                let short = literal.count == 2 && literal.first == "-" && literal.last?.isLetter == true
                let long =
                    literal.hasPrefix("--") && literal.dropFirst(2).first?.isLetter == true
                    && literal.dropFirst(2).allSatisfy { $0.isLetter || $0 == "-" }
                let isOption = short || long
                if isOption, !tables.contains(literal) { missing.append("\(name): \(literal)") }
                rest = after[after.index(after: close)...]
            }
        }
        #expect(missing == [])
    }
}
