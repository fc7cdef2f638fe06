/// A logical line of a pasted dump: one source line, or several joined when a description was
/// wrapped by the page or log viewer it was copied from (IOS-INPUTS §2.2, §5.2).
///
/// The text is held as Unicode scalars so columns count as `TraceError` counts them; each
/// joined piece remembers its source line and column, so an error anywhere in the joined text
/// still names the file position the user sees.
package struct DumpLine: Sendable {
    package private(set) var text: [Unicode.Scalar] = []
    private var pieces: [(start: Int, line: Int, column: Int)] = []

    package init() {}

    package init(_ line: Substring, number: Int) {
        append(line, number: number, column: 1)
    }

    package var isEmpty: Bool { text.isEmpty }
    package var firstLine: Int { pieces.first?.line ?? 0 }

    /// Appends `line` (from its 1-based `column` on), separated from what is there by one
    /// space: word-wrapping replaced a space with the line break (IOS-INPUTS §3.2, sample 13).
    package mutating func append(_ line: Substring, number: Int, column: Int) {
        if !text.isEmpty { text.append(" ") }
        pieces.append((text.count, number, column))
        text.append(contentsOf: line.unicodeScalars.dropFirst(column - 1))
    }

    /// The 1-based source line and column of `index` in `text`.
    package func location(_ index: Int) -> (line: Int, column: Int) {
        guard var piece = pieces.first else { return (0, 0) }
        for p in pieces where p.start <= index { piece = p }
        return (piece.line, piece.column + max(0, index - piece.start))
    }

    /// A located error at `index`.
    package func error(_ file: String, _ index: Int, _ message: String) -> TraceError {
        let at = location(index)
        return TraceError(file: file, line: at.line, column: at.column, path: "", message: message)
    }
}

/// What precedes the first `<` of a line: indentation and decoration (IOS-INPUTS §2.2).
package struct DumpIndent: Sendable, Equatable {
    /// The number of `|` characters: the depth in `recursiveDescription` (IOS-INPUTS §2.2).
    package var bars: Int
    /// The number of `+` characters: a presented controller in `_printHierarchy` (IOS-INPUTS §2.7).
    package var pluses: Int
    /// Index of the first `<`.
    package var start: Int

    /// Characters people's copies put before the first `<`: UIKit's `|` and spaces, comment
    /// prefixes (`//`, `*`, `#`), Markdown quotes (`>`), cycript's backtick, tabs, and `+` of
    /// `_printHierarchy` (IOS-INPUTS §2.2 "Decorations seen").
    static func isIndentation(_ c: Unicode.Scalar) -> Bool {
        switch c {
        case " ", "\t", "|", "+", "/", "`", "*", "#", ">": return true
        default: return false
        }
    }

    /// The indentation of `text` when its first `<` is preceded only by indentation characters;
    /// nil otherwise (a caption, an LLDB echo, prose), or when the line has no `<`.
    package static func of(_ text: [Unicode.Scalar]) -> DumpIndent? {
        var bars = 0
        var pluses = 0
        for (i, c) in text.enumerated() {
            if c == "<" { return DumpIndent(bars: bars, pluses: pluses, start: i) }
            guard isIndentation(c) else { return nil }
            if c == "|" { bars += 1 }
            if c == "+" { pluses += 1 }
        }
        return nil
    }

    /// Whether the line carries tree bars (`|`) before any other text: a line inside a dump.
    package static func hasBars(_ text: [Unicode.Scalar]) -> Bool {
        for c in text {
            if c == "|" { return true }
            if !isIndentation(c) { return false }
        }
        return false
    }
}

/// Reading the values UIKit prints: `%g` numbers, `(x y; w h)` frames, `{x, y}` points,
/// `[a, b, c, d, tx, ty]` matrices and `YES`/`NO` (IOS-INPUTS §2.3).
package enum DumpValue {
    /// The numbers in `text`, separated by spaces, commas or semicolons, inside one pair of
    /// brackets of the given kind; nil when the shape is wrong or a number is not finite.
    package static func numbers(_ text: String, open: Character, close: Character, count: Int) -> [Double]? {
        var s = Substring(text).strippingSpaces()
        guard s.first == open, s.last == close else { return nil }
        s = s.dropFirst().dropLast()
        let parts = s.split(whereSeparator: { $0 == " " || $0 == "," || $0 == ";" || $0 == "\t" })
        guard parts.count == count else { return nil }
        var out: [Double] = []
        for p in parts {
            guard let v = NumberText.double(p), v.isFinite else { return nil }
            out.append(v)
        }
        return out
    }

    /// A single number, finite.
    package static func number(_ text: String) -> Double? {
        guard let v = NumberText.double(Substring(text).strippingSpaces()), v.isFinite else { return nil }
        return v
    }

    /// `YES` or `NO` (also `true`/`false`, `1`/`0`).
    package static func bool(_ text: String) -> Bool? {
        switch text {
        case "YES", "true", "1": return true
        case "NO", "false", "0": return false
        default: return nil
        }
    }
}

extension Substring {
    fileprivate func strippingSpaces() -> Substring {
        var s = self
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return s
    }
}
