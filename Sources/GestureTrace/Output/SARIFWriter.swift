/// `gesturetrace lint --format sarif`: the findings as a SARIF 2.1.0 log (OASIS Static
/// Analysis Results Interchange Format), the file code-scanning tools upload (FORMAT §7).
///
/// One run; its driver lists every lint rule (id, short description, the SEMANTICS section
/// as `helpUri`, relative to the repository root, and the default level); each finding is a
/// result with its rule, level, message (the fix appended) and the physical location of the
/// declaration it is about, plus the declaration's JSON path as a logical location.
package enum SARIFWriter {
    package static let schema =
        "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    package static func render(_ report: LintReport, toolVersion: String) -> [UInt8] {
        var out: [UInt8] = []
        func raw(_ s: String) { out += Array(s.utf8) }
        func string(_ s: String) { JSONLWriter.appendString(s, to: &out) }
        raw("{\n  \"$schema\": ")
        string(schema)
        raw(",\n  \"version\": \"2.1.0\",\n  \"runs\": [\n    {\n      \"tool\": {\n        \"driver\": {\n")
        raw("          \"name\": \"gesturetrace\",\n          \"version\": ")
        string(toolVersion)
        raw(",\n          \"rules\": [")
        for (i, rule) in LintRule.allCases.enumerated() {
            raw(i == 0 ? "\n" : ",\n")
            raw("            {\"id\": ")
            string(rule.rawValue)
            raw(", \"shortDescription\": {\"text\": ")
            string(rule.summary)
            raw("}, \"helpUri\": ")
            string(rule.specReference)
            raw(", \"properties\": {\"section\": ")
            string("SEMANTICS " + rule.section)
            raw("}}")
        }
        raw("\n          ]\n        }\n      },\n      \"results\": [")
        for (i, entry) in report.entries.enumerated() {
            let l = entry.location
            let rule = entry.finding.rule
            raw(i == 0 ? "\n" : ",\n")
            raw("        {\"ruleId\": ")
            string(rule.rawValue)
            raw(", \"ruleIndex\": \(LintRule.allCases.firstIndex(of: rule) ?? 0), \"level\": ")
            string(entry.finding.severity.rawValue)
            raw(", \"message\": {\"text\": ")
            string(entry.words.message + ". Fix: " + entry.words.fix + ".")
            raw("}, \"locations\": [{\"physicalLocation\": {\"artifactLocation\": {\"uri\": ")
            string(uriReference(l.file))
            raw("}, \"region\": {\"startLine\": \(l.line), \"startColumn\": \(l.column)}}, ")
            raw("\"logicalLocations\": [{\"fullyQualifiedName\": ")
            string(l.path)
            raw("}]}]}")
        }
        raw(report.entries.isEmpty ? "]\n" : "\n      ]\n")
        raw("    }\n  ]\n}\n")
        return out
    }

    /// A file name as a relative URI reference (RFC 3986): unreserved characters and `/`
    /// kept, every other byte percent-encoded (`my scene.json` → `my%20scene.json`).
    package static func uriReference(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            let c = Character(Unicode.Scalar(byte))
            if byte < 0x80 && (c.isLetter || c.isNumber || "-._~/".contains(c)) {
                out.append(c)
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return out
    }
}
