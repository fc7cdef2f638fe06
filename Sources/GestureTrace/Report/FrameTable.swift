/// The frame table under the timeline: one row per frame (`id="frame-N"`, the timeline's link
/// targets) with its time, cause and records in the text format's words.
///
/// A long session has tens of thousands of frames, most holding one `touchesMoved`. Past
/// `maxRows`, frames with anything else (a hit, a state change, an action, a began, ended or
/// cancelled delivery …) are kept first; runs of left-out frames show as one line saying how
/// many, and the timeline links only to rows that exist.
struct FrameTable {
    let data: ReportData
    let maxRows: Int
    /// Frame numbers with a row. Only looked up, never iterated.
    private let shown: Set<Int>
    /// Per row, at most this many records; the rest are counted.
    static let maxRecordsPerRow = 60

    init(data: ReportData, maxRows: Int) {
        self.data = data
        self.maxRows = max(1, maxRows)
        if data.frames.count <= self.maxRows {
            shown = Set(data.frames.map(\.index))
        } else {
            var notable: [Int] = []
            var plain: [Int] = []
            for frame in data.frames {
                if Self.isNotable(frame, records: data.records) {
                    notable.append(frame.index)
                } else {
                    plain.append(frame.index)
                }
            }
            shown = Set((notable + plain).prefix(self.maxRows))
        }
    }

    func hasRow(_ frame: Int) -> Bool { shown.contains(frame) }

    var isComplete: Bool { shown.count == data.frames.count }

    /// A frame with more than touch moves in it.
    static func isNotable(_ frame: ReportData.Frame, records: [Record]) -> Bool {
        for i in frame.records where records.indices.contains(i) {
            if case .deliver(_, .moved, _, false) = records[i].body { continue }
            return true
        }
        return false
    }

    func render() -> String {
        var out = ""
        if !isComplete {
            out +=
                "<p class=\"note\">The table shows \(shown.count) of \(data.frames.count) frames: those with more than touch moves come first. <code>gesturetrace replay</code> prints them all.</p>\n"
        }
        out +=
            "<table class=\"frames\">\n<thead><tr><th>frame</th><th>t (s)</th><th>cause</th><th>records</th></tr></thead>\n<tbody>\n"
        var skipped = 0
        func flushSkipped() {
            guard skipped > 0 else { return }
            out +=
                "<tr class=\"skipped\"><td colspan=\"4\">… \(HTMLText.count(skipped, "frame")) left out (touch moves only, or over the row limit) …</td></tr>\n"
            skipped = 0
        }
        for frame in data.frames {
            guard shown.contains(frame.index) else {
                skipped += 1
                continue
            }
            flushSkipped()
            out +=
                "<tr id=\"frame-\(frame.index)\" class=\"c-\(frame.cause.rawValue)\"><td><a href=\"#frame-\(frame.index)\">\(frame.index)</a></td><td>\(HTMLText.time(frame.time))</td><td>\(frame.cause.rawValue)</td><td>"
            var n = 0
            for i in frame.records where data.records.indices.contains(i) {
                if n == Self.maxRecordsPerRow {
                    out +=
                        "<div class=\"rec more\">… and \(HTMLText.count(frame.records.count - n, "more record"))</div>"
                    break
                }
                out += Self.recordLine(data.records[i])
                n += 1
            }
            out += "</td></tr>\n"
        }
        flushSkipped()
        out += "</tbody>\n</table>"
        return out
    }

    /// One record as the text format words it, its type set apart.
    static func recordLine(_ record: Record) -> String {
        var bytes: [UInt8] = []
        TextWriter.appendLine(record, to: &bytes)
        let line = String(decoding: bytes, as: UTF8.self)
        let trimmed = line.drop { $0 == " " }.dropLast(line.hasSuffix("\n") ? 1 : 0)
        let type = record.type
        var rest = trimmed.dropFirst(type.count).drop { $0 == " " }
        if rest.isEmpty { rest = "" }
        return "<div class=\"rec r-\(type)\"><span class=\"rt\">\(type)</span> \(HTMLText.escape(String(rest)))</div>"
    }
}
