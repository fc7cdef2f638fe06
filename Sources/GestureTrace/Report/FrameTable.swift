/// The frame table under the timeline: one row per frame (`id="frame-N"`, the timeline's link
/// targets) with its time, cause and records in the text format's words.
///
/// A long session has tens of thousands of frames, most holding one `touchesMoved`. Past
/// `maxRows`, frames with anything else (a hit, a state change, an action, a began, ended or
/// cancelled delivery …) are kept first; runs of left-out frames show as one line saying how
/// many, and the timeline links only to rows that exist. `ReportData` chooses the rows while
/// the replay streams past, so only the shown rows are ever held.
struct FrameTable {
    let data: ReportData
    /// Frame numbers with a row. Only looked up, never iterated.
    private let shown: Set<Int>
    /// Per row, at most this many records; the rest are counted.
    static let maxRecordsPerRow = 60

    init(data: ReportData) {
        self.data = data
        shown = Set(data.rows.map(\.index))
    }

    func hasRow(_ frame: Int) -> Bool { shown.contains(frame) }

    var isComplete: Bool { shown.count == data.frameCount }

    func render() -> String {
        var out = ""
        if !isComplete {
            out +=
                "<p class=\"note\">The table shows \(shown.count) of \(data.frameCount) frames: those with more than touch moves come first. <code>gesturetrace replay</code> prints them all.</p>\n"
        }
        out +=
            "<table class=\"frames\">\n<thead><tr><th>frame</th><th>t (s)</th><th>cause</th><th>records</th></tr></thead>\n<tbody>\n"
        func skipped(_ n: Int) {
            guard n > 0 else { return }
            out +=
                "<tr class=\"skipped\"><td colspan=\"4\">… \(HTMLText.count(n, "frame")) left out (touch moves only, or over the row limit) …</td></tr>\n"
        }
        for row in data.rows {
            skipped(row.skippedBefore)
            out +=
                "<tr id=\"frame-\(row.index)\" class=\"c-\(row.cause.rawValue)\"><td><a href=\"#frame-\(row.index)\">\(row.index)</a></td><td>\(HTMLText.time(row.time))</td><td>\(row.cause.rawValue)</td><td>"
            for (type, text) in row.records {
                out += "<div class=\"rec r-\(type)\"><span class=\"rt\">\(type)</span> \(HTMLText.escape(text))</div>"
            }
            if row.more > 0 {
                out += "<div class=\"rec more\">… and \(HTMLText.count(row.more, "more record"))</div>"
            }
            out += "</td></tr>\n"
        }
        skipped(data.skippedAtEnd)
        out += "</tbody>\n</table>"
        return out
    }

    /// One record as the text format words it: its type, and the rest of the line, clipped
    /// (a hit on ten thousand recognizers is a line of a hundred kilobytes).
    static func recordText(_ record: Record) -> (type: String, text: String) {
        var bytes: [UInt8] = []
        TextWriter.appendLine(record, to: &bytes)
        let line = String(decoding: bytes, as: UTF8.self)
        let trimmed = line.drop { $0 == " " }.dropLast(line.hasSuffix("\n") ? 1 : 0)
        let type = record.type
        let rest = trimmed.dropFirst(type.count).drop { $0 == " " }
        return (type, HTMLText.clip(String(rest), 400))
    }
}
