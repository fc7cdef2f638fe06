/// Text and number formatting for the HTML report.
///
/// Every string the trace chose (view and recognizer ids, the trace name, reasons) goes through
/// `escape` before it reaches the page: a trace is user input, and an id such as
/// `<script>` must show as text, never run. The same escaping is valid in HTML text, in
/// double- or single-quoted attributes, and inside inline SVG (which the HTML parser reads
/// with the same rules).
enum HTMLText {
    /// Escapes `& < > " '` as entities, and control characters (which XML 1.0 forbids even as
    /// references) as the visible `\u{1b}` spelling of the text format (`TextWriter.appendText`),
    /// so one id stays one readable token.
    static func escape(_ text: String) -> String {
        // Fast path: most ids are plain ASCII letters and digits.
        if !text.utf8.contains(where: {
            $0 < 0x20 || $0 == 0x7F || $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27
        }) {
            return text
        }
        var visible: [UInt8] = []
        TextWriter.appendText(text, to: &visible)
        var out: [UInt8] = []
        out.reserveCapacity(visible.count + 16)
        for byte in visible {
            switch byte {
            case UInt8(ascii: "&"): out.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): out.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): out.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\""): out.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "'"): out.append(contentsOf: "&#39;".utf8)
            default: out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Hover text (an SVG `<title>`): escaped like `escape`, but the line breaks the report puts
    /// between its lines stay line breaks (`&#10;`) instead of showing as `\n`.
    static func title(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { escape(String($0)) }.joined(
            separator: "&#10;")
    }

    /// A number for SVG geometry: at most `decimals` fraction digits, no exponent, no
    /// negative zero, the same bytes on every machine (`DecimalFormat`, as the other outputs).
    static func number(_ value: Double, decimals: Int = 2) -> String {
        DecimalFormat.format(value.isFinite ? value : 0, decimals: decimals)
    }

    /// A time as the text format prints it (microseconds, no trailing zeros).
    static func time(_ value: Double) -> String { DecimalFormat.time(value) }

    /// A duration for people: `0.35 s`, `12.4 s`, `3 min 20 s`.
    static func duration(_ seconds: Double) -> String {
        guard seconds.isFinite else { return "?" }
        if seconds < 10 { return DecimalFormat.format(seconds, decimals: 2) + " s" }
        if seconds < 120 { return DecimalFormat.format(seconds, decimals: 1) + " s" }
        let whole = Int(min(seconds, 1e9).rounded())
        return "\(whole / 60) min \(whole % 60) s"
    }

    /// A gap's length in a few characters: `3.4s`, `12s`, `3m20s`, `2h05m`.
    static func shortDuration(_ seconds: Double) -> String {
        guard seconds.isFinite, seconds >= 0 else { return "?" }
        if seconds < 10 { return DecimalFormat.format(seconds, decimals: 1) + "s" }
        let whole = Int(min(seconds, 1e9).rounded())
        if whole < 60 { return "\(whole)s" }
        if whole < 3600 { return "\(whole / 60)m\(whole % 60 < 10 ? "0" : "")\(whole % 60)s" }
        let minutes = (whole / 60) % 60
        return "\(whole / 3600)h\(minutes < 10 ? "0" : "")\(minutes)m"
    }

    /// `n noun` or `n nouns`.
    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

    /// Text of at most `limit` characters, its middle elided: reasons, ids and record lines
    /// come from the trace, and one megabyte-long id must not become a megabyte per mention.
    static func clip(_ text: String, _ limit: Int = 300) -> String {
        guard text.utf8.count > limit else { return text }
        let scalars = Array(text.unicodeScalars)
        guard scalars.count > limit else { return text }
        let keep = limit / 2 - 10
        return String(String.UnicodeScalarView(scalars[..<keep])) + "…(\(scalars.count - 2 * keep) more)…"
            + String(String.UnicodeScalarView(scalars[(scalars.count - keep)...]))
    }
}
