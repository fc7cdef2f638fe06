/// One question `gesturetrace why` answers: a recognizer's or a view's id, and optionally the
/// time the story stops at (`--at T`).
///
/// Its `line` is the story's first line and the question line of a why golden
/// (`NAME.why.golden`, FORMAT §6), so a golden names the questions it answers and `check
/// --update` can ask them again.
package struct WhyQuestion: Equatable, Sendable {
    /// The recognizer or responder id.
    package var subject: String
    /// The last time told (inclusive); nil for the whole replay.
    package var until: Double?

    package init(subject: String, until: Double? = nil) {
        self.subject = subject
        self.until = until
    }

    /// `why ID` or `why ID --at T`, with T in the output's time format.
    package var line: String {
        "why \(subject)" + (until.map { " --at \(DecimalFormat.time($0))" } ?? "")
    }

    /// Reads a question line (`why ID [--at T]`); the reason it is not one otherwise.
    package static func parse(_ line: Substring) -> Result<WhyQuestion, ParseError> {
        let words = line.split(separator: " ", omittingEmptySubsequences: true)
        guard words.first == "why" else { return .failure(.init("expected a question 'why ID [--at T]'")) }
        switch words.count {
        case 2:
            return .success(WhyQuestion(subject: String(words[1])))
        case 4 where words[2] == "--at":
            guard let t = Double(words[3]), t.isFinite else {
                return .failure(.init("'\(words[3])' is not a time; expected 'why ID --at T' with T a number"))
            }
            return .success(WhyQuestion(subject: String(words[1]), until: t))
        default:
            return .failure(.init("expected a question 'why ID [--at T]'"))
        }
    }

    /// Why a line is not a question.
    package struct ParseError: Error, Equatable, Sendable {
        package var message: String
        init(_ message: String) { self.message = message }
    }
}
