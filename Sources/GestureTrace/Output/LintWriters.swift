/// `gesturetrace lint`'s text and jsonl layouts (FORMAT §7): the findings of a `LintReport`,
/// in its order, with nothing computed here.
package enum LintTextWriter {
    /// Two lines per finding, as compilers print diagnostics so editors can jump to them:
    ///
    ///     scene.json:12:15: warning: 'tap' (tap) and … [competing-recognizers §6.4] (at window.subviews[0].recognizers[0])
    ///       fix: tap.require(toFail: doubleTap) …
    ///
    /// then a count line (`2 findings: 1 warning, 1 note` or `no findings`).
    package static func render(_ report: LintReport) -> String {
        var out = ""
        for entry in report.entries {
            let l = entry.location
            out +=
                "\(l.file):\(l.line):\(l.column): \(entry.finding.severity.rawValue): \(entry.words.message) "
                + "[\(entry.finding.rule.rawValue) \(entry.finding.rule.section)] (at \(l.path))\n"
            out += "  fix: \(entry.words.fix)\n"
        }
        out += summary(report) + "\n"
        return out
    }

    static func summary(_ report: LintReport) -> String {
        let n = report.entries.count
        guard n > 0 else { return "no findings" }
        let counts = LintSeverity.allCases.reversed().compactMap { severity -> String? in
            let k = report.entries.filter { $0.finding.severity == severity }.count
            return k == 0 ? nil : "\(k) \(severity.rawValue)\(k == 1 ? "" : "s")"
        }
        return "\(n) finding\(n == 1 ? "" : "s"): " + counts.joined(separator: ", ")
    }
}

package enum LintJSONLWriter {
    /// One JSON object per finding and line, keys in this order: `rule`, `severity`, `file`,
    /// `line`, `column`, `path`, `section`, `recognizers`, `message`, `fix`.
    package static func render(_ report: LintReport) -> [UInt8] {
        var out: [UInt8] = []
        for entry in report.entries {
            let l = entry.location
            out += Array("{\"rule\":".utf8)
            JSONLWriter.appendString(entry.finding.rule.rawValue, to: &out)
            out += Array(",\"severity\":".utf8)
            JSONLWriter.appendString(entry.finding.severity.rawValue, to: &out)
            out += Array(",\"file\":".utf8)
            JSONLWriter.appendString(l.file, to: &out)
            out += Array(",\"line\":\(l.line),\"column\":\(l.column),\"path\":".utf8)
            JSONLWriter.appendString(l.path, to: &out)
            out += Array(",\"section\":".utf8)
            JSONLWriter.appendString("SEMANTICS " + entry.finding.rule.section, to: &out)
            out += Array(",\"recognizers\":".utf8)
            JSONLWriter.appendStrings(entry.recognizers, to: &out)
            out += Array(",\"message\":".utf8)
            JSONLWriter.appendString(entry.words.message, to: &out)
            out += Array(",\"fix\":".utf8)
            JSONLWriter.appendString(entry.words.fix, to: &out)
            out += Array("}\n".utf8)
        }
        return out
    }
}
