/// A scene's findings ready to write (FORMAT §7): each with its place in the scene file and
/// its words, made once here; the writers (`LintTextWriter`, `LintJSONLWriter`,
/// `SARIFWriter`) only lay them out.
package struct LintReport: Sendable {
    package struct Entry: Sendable {
        package var finding: LintFinding
        /// The declaration of the recognizer (or view) the finding is about.
        package var location: SceneSources.Declaration
        /// The ids of the recognizers the finding names, in its order.
        package var recognizers: [String]
        package var words: LintMessage
    }

    package var entries: [Entry]

    /// Lints `scene` and locates each finding through `sources`.
    package init(scene: Scene, sources: SceneSources) {
        let findings = SceneLinter.lint(scene)
        var viewSubjects: [Int] = []
        var recognizerSubjects: [Int] = []
        for finding in findings {
            switch finding.subject {
            case .view(let v): viewSubjects.append(v)
            case .recognizer(let r): recognizerSubjects.append(r)
            }
        }
        let located = sources.declarations(views: viewSubjects, recognizers: recognizerSubjects)
        var nextView = 0
        var nextRecognizer = 0
        entries = findings.map { finding in
            let location: SceneSources.Declaration
            switch finding.subject {
            case .view:
                location = located.views[nextView]
                nextView += 1
            case .recognizer:
                location = located.recognizers[nextRecognizer]
                nextRecognizer += 1
            }
            return Entry(
                finding: finding, location: location,
                recognizers: finding.problem.recognizers.map { scene.recognizers[$0].id },
                words: LintMessage(finding, scene: scene))
        }
    }

    /// Whether some finding is at `level` or above (`lint --level`, exit status 1).
    package func hasFinding(atOrAbove level: LintSeverity) -> Bool {
        entries.contains { $0.finding.severity >= level }
    }
}
