import Foundation
import GestureTrace
import Testing

@testable import GestureTraceCLI

/// `gesturetrace lint` (issue 28 item 3, FORMAT §7): exit statuses, the three formats, where
/// findings are located, and SARIF checked against a checked-in subset of its schema.
@Suite struct LintCommandTests {
    static let fixtures = URL(filePath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appending(path: "Fixtures/lint").standardized.path

    /// A photo with a single and a double tap and no requirement, a disabled pinch, and a
    /// button under a long press.
    static let scene = """
        {
          "gesturetrace": 1,
          "window": {
            "id": "window", "frame": [0, 0, 390, 844],
            "subviews": [
              {
                "id": "photo", "frame": [0, 0, 390, 400],
                "recognizers": [
                  {"id": "single", "kind": "tap"},
                  {"id": "double", "kind": "tap", "taps": 2},
                  {"id": "zoom", "kind": "pinch", "enabled": false}
                ]
              },
              {
                "id": "card", "frame": [0, 400, 390, 200],
                "recognizers": [{"id": "press", "kind": "longPress"}],
                "subviews": [{"id": "buy", "class": "UIButton", "frame": [10, 10, 100, 44]}]
              }
            ]
          }
        }

        """

    static func lint(_ arguments: [String], files: [String: String] = ["s.scene.json": scene]) -> Invocation {
        Invocation.run(["lint"] + arguments, fileSystem: InMemoryFileSystem(files))
    }

    @Test("text: one diagnostic line per finding at its declaration's line:column and path, a fix, a count")
    func text() {
        let run = Self.lint(["s.scene.json"])
        #expect(run.status == 1)
        #expect(run.stderr == "")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 7)
        #expect(
            lines[0].hasPrefix(
                "s.scene.json:9:18: warning: 'single' (tap) and 'double' (tap, 2 taps) both receive a touch at (195, 200)"
            ))
        #expect(
            lines[0].hasSuffix("[competing-recognizers §6.4] (at window.subviews[0].recognizers[0])"))
        #expect(
            lines[1]
                == "  fix: single.require(toFail: double) if only one should fire (SEMANTICS S5), or simultaneity if both should"
        )
        #expect(lines[2].hasPrefix("s.scene.json:11:18: note: 'zoom' (pinch) never receives a touch: it is disabled"))
        #expect(
            lines[4].hasPrefix(
                "s.scene.json:16:32: warning: 'press' (long press 0.5 s) on 'card' also receives touches on 'buy' (UIButton)"
            ))
        #expect(lines[6] == "3 findings: 2 warnings, 1 note")
    }

    @Test("exit status: 1 at or above --level (default warning), 0 below; 2 on a bad value or bad input")
    func exitStatus() {
        #expect(Self.lint(["s.scene.json", "--level", "error"]).status == 0)
        #expect(Self.lint(["s.scene.json", "--level", "note"]).status == 1)
        let notesOnly = Self.scene.replacingOccurrences(
            of: "{\"id\": \"double\", \"kind\": \"tap\", \"taps\": 2},", with: ""
        )
        .replacingOccurrences(of: "{\"id\": \"press\", \"kind\": \"longPress\"}", with: "")
        let quiet = Self.lint(["n.scene.json"], files: ["n.scene.json": notesOnly])
        #expect(quiet.status == 0)
        #expect(quiet.stdout.hasSuffix("1 finding: 1 note\n"))
        #expect(Self.lint(["n.scene.json", "--level=note"], files: ["n.scene.json": notesOnly]).status == 1)
        let bad = Self.lint(["s.scene.json", "--format", "xml"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("'xml'"))
        let broken = Self.lint(
            ["b.scene.json"], files: ["b.scene.json": "{\"gesturetrace\": 1, \"window\": {\"id\": 3}}"])
        #expect(broken.status == 2)
        #expect(broken.stdout == "")
        #expect(broken.stderr.hasPrefix("b.scene.json:1:"))
    }

    @Test("a trace whose scene is a separate file: findings point into the scene file")
    func traceWithSceneFile() {
        let trace = """
            {"gesturetrace": 1, "scene": "s.scene.json", "events": []}
            """
        let run = Self.lint(["t.json"], files: ["t.json": trace, "s.scene.json": Self.scene])
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("s.scene.json:9:18: warning: "))
        #expect(run.stdout == Self.lint(["s.scene.json"]).stdout)
    }

    @Test("jsonl: one object per finding with the documented keys in order")
    func jsonl() throws {
        let run = Self.lint(["s.scene.json", "--format", "jsonl"])
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(
            lines[1]
                == #"{"rule":"unreachable-recognizer","severity":"note","file":"s.scene.json","line":11,"column":18,"path":"window.subviews[0].recognizers[2]","section":"SEMANTICS §4.3","recognizers":["zoom"],"message":"'zoom' (pinch) never receives a touch: it is disabled (isEnabled = false, SEMANTICS §4.3)","fix":"remove 'zoom' if it is not needed, or enable it"}"#
        )
        for line in lines {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(
                Set(object.keys) == [
                    "rule", "severity", "file", "line", "column", "path", "section", "recognizers", "message", "fix",
                ])
        }
    }

    @Test("sarif: valid against the checked-in SARIF 2.1.0 schema subset, with every rule and result")
    func sarif() throws {
        let run = Self.lint(["s.scene.json", "--format", "sarif"])
        #expect(run.status == 1)
        let log = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
        let schemaText = try String(contentsOfFile: Self.fixtures + "/sarif-2.1.0-subset.schema.json", encoding: .utf8)
        let schema = try JSONSerialization.jsonObject(with: Data(schemaText.utf8))
        var errors: [String] = []
        SchemaSubset.validate(log, against: schema, at: "$", errors: &errors)
        #expect(errors == [])
        let object = try #require(log as? [String: Any])
        #expect(object["$schema"] as? String == SARIFWriter.schema)
        let runs = try #require(object["runs"] as? [[String: Any]])
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == LintRule.allCases.map(\.rawValue))
        #expect(rules.allSatisfy { ($0["helpUri"] as? String)?.hasPrefix("docs/spec/SEMANTICS.md#") == true })
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(
            results.compactMap { $0["ruleId"] as? String } == [
                "competing-recognizers", "unreachable-recognizer", "control-cancelled-by-ancestor",
            ])
        #expect(results.compactMap { $0["level"] as? String } == ["warning", "note", "warning"])
        // A schema violation is caught: the validator is not a rubber stamp.
        var broken = object
        broken["version"] = "2.0.0"
        var brokenErrors: [String] = []
        SchemaSubset.validate(broken, against: schema, at: "$", errors: &brokenErrors)
        #expect(brokenErrors == ["$.version: 2.0.0 is not one of [\"2.1.0\"]"])
        // An empty scene still writes a valid log with no results.
        let empty = Self.lint(
            ["e.scene.json", "--format", "sarif"],
            files: ["e.scene.json": "{\"gesturetrace\": 1, \"window\": {\"id\": \"w\", \"frame\": [0, 0, 10, 10]}}"])
        #expect(empty.status == 0)
        var emptyErrors: [String] = []
        SchemaSubset.validate(
            try JSONSerialization.jsonObject(with: Data(empty.stdout.utf8)), against: schema, at: "$",
            errors: &emptyErrors)
        #expect(emptyErrors == [])
    }

    @Test("help: lint is listed at the root and has its own page")
    func help() {
        let root = Invocation.run(["--help"])
        #expect(root.stdout.contains("  lint                    Find gesture conflicts in a scene, without a trace."))
        let page = Invocation.run(["help", "lint"])
        #expect(page.status == 0)
        #expect(page.stdout.hasPrefix("OVERVIEW: Find gesture conflicts in a scene, without a trace."))
        #expect(page.stdout.contains("--level <level>"))
    }

    @Test("uri references: a file name with a space or non-ASCII is percent-encoded")
    func uriReference() {
        #expect(SARIFWriter.uriReference("traces/my scene.json") == "traces/my%20scene.json")
        #expect(SARIFWriter.uriReference("é.json") == "%C3%A9.json")
    }
}

/// The JSON Schema keywords the SARIF subset uses: type, required, properties, items, enum,
/// minimum. Errors name the JSON path.
enum SchemaSubset {
    static func validate(_ value: Any, against schema: Any, at path: String, errors: inout [String]) {
        guard let schema = schema as? [String: Any] else { return }
        if let type = schema["type"] as? String, !matches(value, type) {
            errors.append("\(path): expected \(type)")
            return
        }
        if let options = schema["enum"] as? [Any] {
            let text = "\(value)"
            if !options.contains(where: { "\($0)" == text }) {
                let listed = options.map { "\"\($0)\"" }.joined(separator: ", ")
                errors.append("\(path): \(text) is not one of [\(listed)]")
            }
        }
        if let minimum = schema["minimum"] as? Double, let number = value as? Double, number < minimum {
            errors.append("\(path): \(number) is below \(minimum)")
        }
        if let object = value as? [String: Any] {
            for key in schema["required"] as? [String] ?? [] where object[key] == nil {
                errors.append("\(path): missing required '\(key)'")
            }
            for (key, sub) in schema["properties"] as? [String: Any] ?? [:] {
                if let child = object[key] { validate(child, against: sub, at: "\(path).\(key)", errors: &errors) }
            }
        }
        if let array = value as? [Any], let items = schema["items"] {
            for (i, element) in array.enumerated() {
                validate(element, against: items, at: "\(path)[\(i)]", errors: &errors)
            }
        }
    }

    static func matches(_ value: Any, _ type: String) -> Bool {
        switch type {
        case "object": return value is [String: Any]
        case "array": return value is [Any]
        case "string": return value is String
        case "integer":
            guard !(value is String), let n = value as? NSNumber else { return false }
            return n.doubleValue == n.doubleValue.rounded()
        default: return true
        }
    }
}
