/// A why golden (`NAME.why.golden` beside `NAME.json`, FORMAT §6): the stories `gesturetrace
/// why` tells about one trace, checked by `gesturetrace check` like the replay's golden.
///
/// The file is the concatenation of the commands' outputs: each story starts with its question
/// line (`why ID [--at T]`, unindented) and its lines are indented. The questions are read back
/// from the file itself, so adding one means writing its line and running `check --update`.
package enum WhyGolden {
    /// `x.json` → `x.why.golden`.
    package static func path(forTrace path: String) -> String {
        (path.hasSuffix(".json") ? String(path.dropLast(5)) : path) + suffix
    }

    /// `x.why.golden` → `x.json`.
    package static func tracePath(forWhyGolden path: String) -> String {
        (path.hasSuffix(suffix) ? String(path.dropLast(suffix.count)) : path) + ".json"
    }

    package static let suffix = ".why.golden"

    /// A question with the 1-based line it is on.
    package struct Entry: Equatable, Sendable {
        package var question: WhyQuestion
        package var line: Int
    }

    /// The questions of a why golden, in file order. Story lines (indented) and blank lines
    /// are skipped; any other line is an error, as is a file without a question.
    package static func questions(in text: String, file: String) throws(TraceError) -> [Entry] {
        var entries: [Entry] = []
        var number = 0
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            if line.isEmpty || line.hasPrefix(" ") || line.hasPrefix("\t") { continue }
            switch WhyQuestion.parse(line) {
            case .success(let question):
                entries.append(Entry(question: question, line: number))
            case .failure(let error):
                throw TraceError(file: file, line: number, column: 1, path: "", message: error.message)
            }
        }
        guard !entries.isEmpty else {
            throw TraceError(
                file: file, line: 1, column: 1, path: "",
                message: "a why golden starts with its question 'why ID [--at T]'")
        }
        return entries
    }

    /// Whether the file holds questions only, no story yet: a golden still to be written,
    /// which `check --update=missing` fills in.
    package static func isUnanswered(_ text: String) -> Bool {
        !text.split(separator: "\n").contains { $0.hasPrefix(" ") || $0.hasPrefix("\t") }
    }

    /// The stories answering `entries`, from one replay's records (each fix replayed with
    /// `trace`), as the golden's text; a
    /// question about an id no record names is an error at its line.
    package static func answer(
        _ entries: [Entry], records: [Record], trace: Trace, file: String
    ) throws(TraceError) -> String {
        var out = ""
        for entry in entries {
            guard let story = WhyStory.tell(entry.question, records: records, trace: trace) else {
                throw TraceError(
                    file: file, line: entry.line, column: 1, path: "",
                    message: WhyUnknownSubject.message(entry.question.subject, records: records))
            }
            out += story
        }
        return out
    }
}
