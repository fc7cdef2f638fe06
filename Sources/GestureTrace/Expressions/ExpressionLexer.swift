/// Splits a delegate expression into tokens (FORMAT §2.4), in one pass over its Unicode
/// scalars, with no recursion: the lexer is the first thing untrusted text reaches.
///
/// The spellings are NSPredicate's, which an iOS developer reads already: keywords in any
/// case, `=` and `==`, `<>` and `!=`, `=<` and `<=`, `&&` for `AND`, single or double quotes.
enum ExpressionLexer {
    /// Words that are keywords, whatever their case; `YES` and `NO` are `TRUE` and `FALSE`.
    static let keywords: Set<String> = [
        "AND", "OR", "NOT", "IN", "BEGINSWITH", "ENDSWITH", "CONTAINS", "TRUE", "FALSE", "YES", "NO",
    ]

    static func tokens(of text: String) throws(ExpressionSyntaxError) -> [ExpressionToken] {
        let scalars = Array(text.unicodeScalars)
        var out: [ExpressionToken] = []
        var i = 0
        func peek(_ k: Int) -> Unicode.Scalar? { k < scalars.count ? scalars[k] : nil }
        while i < scalars.count {
            let c = scalars[i]
            let start = i
            if c == " " || c == "\t" || c == "\n" || c == "\r" {
                i += 1
                continue
            }
            if isDigit(c) || (c == "." && peek(i + 1).map(isDigit) == true) {
                var digits = ""
                var seenPoint = false
                while let d = peek(i), isDigit(d) || (d == "." && !seenPoint) {
                    if d == "." { seenPoint = true }
                    digits.unicodeScalars.append(d)
                    i += 1
                }
                if let letter = peek(i), isNameStart(letter) {
                    throw ExpressionSyntaxError(
                        offset: i, "a number may not run into a name; put a space or operator between them")
                }
                guard let value = Double(digits), value.isFinite, abs(value) <= 1e9 else {
                    throw ExpressionSyntaxError(
                        offset: start, "number '\(digits)' is out of range; expected at most 1000000000")
                }
                out.append(ExpressionToken(kind: .number(value), offset: start))
                continue
            }
            if isNameStart(c) {
                var name = ""
                while let d = peek(i) {
                    if isNameStart(d) || isDigit(d) {
                        name.unicodeScalars.append(d)
                        i += 1
                    } else if d == ".", let next = peek(i + 1), isNameStart(next) {
                        name.unicodeScalars.append(d)
                        i += 1
                    } else {
                        break
                    }
                }
                let upper = name.uppercased()
                if keywords.contains(upper) {
                    let word = upper == "YES" ? "TRUE" : upper == "NO" ? "FALSE" : upper
                    out.append(ExpressionToken(kind: .keyword(word), offset: start))
                } else {
                    out.append(ExpressionToken(kind: .identifier(name), offset: start))
                }
                continue
            }
            if c == "'" || c == "\"" {
                var value = ""
                i += 1
                while let d = peek(i), d != c {
                    value.unicodeScalars.append(d)
                    i += 1
                }
                guard peek(i) == c else {
                    throw ExpressionSyntaxError(
                        offset: start, "unterminated string: no closing \(c == "'" ? "'" : "\"")")
                }
                i += 1
                out.append(ExpressionToken(kind: .string(value), offset: start))
                continue
            }
            let two = peek(i + 1).map { String(c) + String($0) } ?? ""
            let pairs: [String: String] = [
                "==": "==", "!=": "!=", "<>": "!=", "<=": "<=", "=<": "<=", ">=": ">=", "=>": ">=", "&&": "&&",
                "||": "||",
            ]
            if let symbol = pairs[two] {
                out.append(ExpressionToken(kind: .symbol(symbol), offset: start))
                i += 2
                continue
            }
            let singles: [Unicode.Scalar: String] = [
                "=": "==", "<": "<", ">": ">", "!": "!", "(": "(", ")": ")", "{": "{", "}": "}", ",": ",", "+": "+",
                "-": "-", "*": "*", "/": "/",
            ]
            if let symbol = singles[c] {
                out.append(ExpressionToken(kind: .symbol(symbol), offset: start))
                i += 1
                continue
            }
            throw ExpressionSyntaxError(offset: start, "unexpected character '\(c)'")
        }
        out.append(ExpressionToken(kind: .end, offset: scalars.count))
        return out
    }

    private static func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }
    private static func isNameStart(_ c: Unicode.Scalar) -> Bool {
        (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c == "_"
    }
}
