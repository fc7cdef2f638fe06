/// One Objective-C object description, `<Class: 0xADDR; key = value; key: value; …>`, as UIKit
/// prints views, layers, recognizers and touches (IOS-INPUTS §2.2, §3.1, §3.2).
///
/// UIKit prints fields only when they differ from the default and adds fields between
/// releases, so a reader must key on names, never on positions (IOS-INPUTS §2.3). Values are
/// kept as text with their position; each importer interprets the keys it knows.
package struct ObjCDescription: Sendable, Equatable {
    package struct Field: Sendable, Equatable {
        package var key: String
        package var value: String
        /// Index in the scanned text where the value starts (for located errors).
        package var valueStart: Int
    }

    package var className: String
    /// The address in lowercase hex without `0x`; nil when the description has none (a
    /// pointer-free snapshot) or it was redacted (`0x...`).
    package var address: String?
    /// Whether the address was written but redacted (`0x...`, `0x…`).
    package var redactedAddress = false
    package var fields: [Field] = []
    /// Index of the opening `<` and one past the closing `>` in the scanned text.
    package var start: Int
    package var end: Int
    /// Index where the class name starts.
    package var classStart: Int

    /// The first field named `key`, if any.
    package func field(_ key: String) -> Field? { fields.first { $0.key == key } }
}

/// A scan failure at an index of the scanned text.
package struct DescriptionScanError: Error, Sendable, Equatable {
    package var index: Int
    package var message: String
    /// Whether the text simply ended before the description closed (a wrapped line may follow).
    package var unclosed: Bool
}

/// Scans Objective-C descriptions in a line of text, tracking the nesting that UIKit's values
/// carry: `<…>` inside colours and layers, `{…}` in animations and points, `(…)` in frames,
/// `[…]` in transforms, and quoted text (IOS-INPUTS §2.2 `value`).
package enum DescriptionScanner {
    static let openers: [Unicode.Scalar: Unicode.Scalar] = ["<": ">", "{": "}", "(": ")", "[": "]"]

    /// Whether `c` may be part of a class name: letters, digits, `_`, `.`, `$` (Swift mangled
    /// and module-qualified names, IOS-INPUTS §2.2 `class`).
    static func isClassCharacter(_ c: Unicode.Scalar) -> Bool {
        switch c {
        case "a"..."z", "A"..."Z", "0"..."9", "_", ".", "$": return true
        default: return c.value > 0x7f
        }
    }

    static func isHex(_ c: Unicode.Scalar) -> Bool {
        switch c {
        case "0"..."9", "a"..."f", "A"..."F": return true
        default: return false
        }
    }

    static func isSpace(_ c: Unicode.Scalar) -> Bool { c == " " || c == "\t" }

    /// Whether an object description starts at `i`: `<Class: 0x`, `<Class: 0x...`, `<Class;`,
    /// `<Class>` or `<Class 0x` (the colon-less form of `_printHierarchy`), or `<<` (a wrapped
    /// description, IOS-INPUTS §2.2 `wrapped-desc`).
    package static func startsDescription(_ text: [Unicode.Scalar], at i: Int) -> Bool {
        guard i < text.count, text[i] == "<" else { return false }
        var j = i + 1
        // Any number of wrapping `<`: skipped in a loop, never by recursion, so a line of
        // 20 000 `<` costs a scan, not 20 000 stack frames (issue 25).
        while j < text.count, text[j] == "<" { j += 1 }
        let nameStart = j
        while j < text.count, isClassCharacter(text[j]) { j += 1 }
        guard j > nameStart, j < text.count else { return false }
        switch text[j] {
        case ";", ">": return true
        case ":":
            j += 1
            while j < text.count, isSpace(text[j]) { j += 1 }
            return j + 1 < text.count && text[j] == "0" && text[j + 1] == "x"
        case " ":
            return j + 2 < text.count && text[j + 1] == "0" && text[j + 2] == "x"
        default: return false
        }
    }

    /// The first index at or after `from` where a description starts, nil if none. Linear in
    /// the text: every `<` of a run skips to the same class name, so a run that does not start
    /// a description is passed whole (asking at each `<` of 20 000 was quadratic; issue 25).
    package static func nextDescription(in text: [Unicode.Scalar], from: Int) -> Int? {
        var i = from
        while i < text.count {
            guard text[i] == "<" else {
                i += 1
                continue
            }
            if startsDescription(text, at: i) { return i }
            i += 1
            while i < text.count, text[i] == "<" { i += 1 }
        }
        return nil
    }

    /// Scans the description starting at `start` (a `<`).
    package static func scan(_ text: [Unicode.Scalar], at start: Int) throws(DescriptionScanError)
        -> ObjCDescription
    {
        guard start < text.count, text[start] == "<" else {
            throw DescriptionScanError(index: start, message: "expected '<'", unclosed: false)
        }
        // `<<_UITextContainerView: …> free text>`: the inner description is the view; the rest
        // up to the outer `>` is ignored (IOS-INPUTS §2.2 wrapped-desc). Wrappers nest, so the
        // run of `<` is counted, the innermost description scanned, and each wrapper closed in
        // turn from the inside out: iteration, not recursion on the input's depth (issue 25).
        var innermost = start
        while innermost + 1 < text.count, text[innermost + 1] == "<" { innermost += 1 }
        guard innermost > start else { return try scanPlain(text, at: start) }
        var inner = try scanPlain(text, at: innermost)
        var wrapper = innermost - 1
        while wrapper >= start {
            inner.end = try closeWrapper(text, opening: wrapper, after: inner.end)
            inner.start = wrapper
            wrapper -= 1
        }
        return inner
    }

    /// One past the `>` that closes the wrapper opened at `opening`, whose inner description
    /// ends at `after`: free text (with `;` at the top level, too) runs to that `>`.
    static func closeWrapper(_ text: [Unicode.Scalar], opening: Int, after: Int) throws(DescriptionScanError)
        -> Int
    {
        var k = try scanValue(text, from: after, quoted: false)
        while k < text.count, text[k] != ">" {
            k = try scanValue(text, from: k + 1, quoted: false)
        }
        guard k < text.count else {
            throw DescriptionScanError(index: opening, message: "unclosed '<<'", unclosed: true)
        }
        return k + 1
    }

    /// Scans a description that is not wrapped: `<Class: 0xADDR; fields…>` at `start`.
    static func scanPlain(_ text: [Unicode.Scalar], at start: Int) throws(DescriptionScanError) -> ObjCDescription {
        var i = start + 1
        let classStart = i
        while i < text.count, isClassCharacter(text[i]) { i += 1 }
        guard i > classStart else {
            throw DescriptionScanError(index: i, message: "expected a class name after '<'", unclosed: i >= text.count)
        }
        var d = ObjCDescription(
            className: String(String.UnicodeScalarView(text[classStart..<i])), start: start, end: i,
            classStart: classStart)
        guard i < text.count else {
            throw DescriptionScanError(index: start, message: "unclosed '<'", unclosed: true)
        }
        // Address: `: 0xHEX`, `: 0x...`, or ` 0xHEX` (no colon, as in `_printHierarchy`).
        if text[i] == ":" || text[i] == " " {
            var j = i + 1
            while j < text.count, isSpace(text[j]) { j += 1 }
            if j + 1 < text.count, text[j] == "0", text[j + 1] == "x" {
                var k = j + 2
                while k < text.count, isHex(text[k]) { k += 1 }
                if k > j + 2 {
                    d.address = String(String.UnicodeScalarView(text[(j + 2)..<k])).lowercased()
                } else {
                    // Redacted: `0x...` or `0x…`.
                    while k < text.count, text[k] == "." || text[k] == "…" { k += 1 }
                    guard k > j + 2 else {
                        throw DescriptionScanError(
                            index: j, message: "expected a hexadecimal address after '0x'", unclosed: false)
                    }
                    d.redactedAddress = true
                }
                i = k
            } else if text[i] == ":" {
                guard j < text.count else {
                    throw DescriptionScanError(index: start, message: "unclosed '<'", unclosed: true)
                }
                throw DescriptionScanError(
                    index: j, message: "expected an address '0x…' after '\(d.className):'", unclosed: false)
            }
        }
        // Fields up to the closing `>`. After the address, some classes print free text before
        // the first `;` (`<NSTextContainer: 0x… size = (40,inf); …>`): it is kept as a field
        // without a key.
        while true {
            while i < text.count, isSpace(text[i]) { i += 1 }
            guard i < text.count else {
                throw DescriptionScanError(index: start, message: "unclosed '<' of '\(d.className)'", unclosed: true)
            }
            if text[i] == ">" {
                d.end = i + 1
                return d
            }
            if text[i] == ";" {
                i += 1
                continue
            }
            let fieldStart = i
            let stop = try scanField(text, from: i)
            guard stop < text.count else {
                throw DescriptionScanError(index: start, message: "unclosed '<' of '\(d.className)'", unclosed: true)
            }
            d.fields.append(splitField(text, fieldStart, stop))
            i = stop
        }
    }

    /// The index of the `;` or `>` that ends the field starting at `i` (text count if none).
    /// A value that starts with a quote runs to the quote followed by `;` or `>`, so an
    /// apostrophe inside a label's text does not end it.
    static func scanField(_ text: [Unicode.Scalar], from i: Int) throws(DescriptionScanError) -> Int {
        // Find the key separator at nesting level 0 to see whether the value is quoted.
        var j = i
        while j < text.count {
            let c = text[j]
            if c == ";" || c == ">" || openers[c] != nil { break }
            if c == "=" || c == ":" {
                var k = j + 1
                while k < text.count, isSpace(text[k]) { k += 1 }
                if k < text.count, text[k] == "'" || text[k] == "\"" {
                    return try scanValue(text, from: k, quoted: true)
                }
                break
            }
            j += 1
        }
        return try scanValue(text, from: i, quoted: false)
    }

    /// Scans from `i` to the first `;` or `>` at nesting level 0 (text count if none). With
    /// `quoted`, `text[i]` is a quote that closes at the same quote followed by optional spaces
    /// and then `;`, `>` or the end of the text.
    static func scanValue(_ text: [Unicode.Scalar], from i: Int, quoted: Bool) throws(DescriptionScanError) -> Int {
        var j = i
        if quoted {
            let q = text[i]
            j = i + 1
            while j < text.count {
                if text[j] == q {
                    var k = j + 1
                    while k < text.count, isSpace(text[k]) { k += 1 }
                    if k >= text.count || text[k] == ";" || text[k] == ">" {
                        j = k
                        break
                    }
                }
                j += 1
            }
            return j
        }
        var stack: [Unicode.Scalar] = []
        while j < text.count {
            let c = text[j]
            if let close = openers[c] {
                stack.append(close)
            } else if c == ">" || c == "}" || c == ")" || c == "]" {
                if let top = stack.last, top == c {
                    stack.removeLast()
                } else if let k = stack.lastIndex(of: c) {
                    stack.removeSubrange(k...)
                } else if c == ">" && stack.isEmpty {
                    return j
                }
            } else if c == ";" && stack.isEmpty {
                return j
            }
            j += 1
        }
        return j
    }

    /// Splits `text[from..<to]` at the first `=` or `:` outside brackets into key and value.
    static func splitField(_ text: [Unicode.Scalar], _ from: Int, _ to: Int) -> ObjCDescription.Field {
        var j = from
        var depth = 0
        while j < to {
            let c = text[j]
            if openers[c] != nil {
                depth += 1
            } else if c == ">" || c == "}" || c == ")" || c == "]" {
                depth = max(0, depth - 1)
            } else if depth == 0, c == "=" || c == ":" {
                let key = trimmed(text, from, j)
                var v = j + 1
                while v < to, isSpace(text[v]) { v += 1 }
                return .init(key: key, value: trimmed(text, v, to), valueStart: v)
            }
            j += 1
        }
        return .init(key: "", value: trimmed(text, from, to), valueStart: from)
    }

    static func trimmed(_ text: [Unicode.Scalar], _ from: Int, _ to: Int) -> String {
        var a = from
        var b = to
        while a < b, isSpace(text[a]) { a += 1 }
        while b > a, isSpace(text[b - 1]) { b -= 1 }
        return String(String.UnicodeScalarView(text[a..<b]))
    }
}
