/// The subset of YAML a Maestro flow's commands are written in, read line by line (no
/// recursion, no dependency): an optional config section ended by `---`, then a list of
/// commands at one indentation, each `- name`, `- name: scalar` or `- name:` followed by more
/// indented `key: scalar` lines (IOS-INPUTS §5.4).
///
/// A command nested deeper than one map (`runFlow` with `commands:`, `repeat`, a list under a
/// key) is kept as a command with its first-level keys only; what is inside is skipped, and the
/// importer lists the command as dropped. Flow-style collections (`{…}`, `[…]`) as values are
/// refused with their line and column, since their values would be misread. Quotes (`'…'`,
/// `"…"` with `\"`) are removed; `#` starts a comment outside quotes.
package struct MaestroFlowReader {
    /// One command of the flow: its name, its scalar (`- tapOn: Login`) or its keys.
    package struct Command: Sendable, Equatable {
        package var name: String
        package var line: Int
        package var column: Int
        package var scalar: String?
        package var keys: [String: Value] = [:]
        /// Keys whose value is a nested collection (not read).
        package var nested: [String] = []
    }

    package struct Value: Sendable, Equatable {
        package var text: String
        package var line: Int
        package var column: Int
    }

    let file: String
    /// After `---`, or from the first list item when there is no config section.
    private var inCommands = false
    private var sawSeparator = false
    private var itemIndent: Int?
    private var keyIndent: Int?
    private var current: Command?

    package init(file: String) { self.file = file }

    func error(_ line: Int, _ column: Int, _ message: String) -> TraceError {
        TraceError(file: file, line: line, column: column, path: "", message: message)
    }

    /// The text of a line without its comment, and its indentation (spaces).
    static func content(_ line: Substring) -> (indent: Int, text: Substring, tab: Bool) {
        var indent = 0
        var tab = false
        var i = line.startIndex
        while i < line.endIndex, line[i] == " " || line[i] == "\t" {
            if line[i] == "\t" { tab = true }
            indent += 1
            i = line.index(after: i)
        }
        var quote: Character?
        var end = line.endIndex
        var j = i
        var previous: Character = " "
        while j < line.endIndex {
            let c = line[j]
            if let q = quote {
                if c == q && !(q == "\"" && previous == "\\") { quote = nil }
            } else if c == "\"" || c == "'" {
                quote = c
            } else if c == "#" && (previous == " " || j == i) {
                end = j
                break
            }
            previous = c
            j = line.index(after: j)
        }
        var text = line[i..<end]
        while let l = text.last, l == " " || l == "\r" || l == "\t" { text.removeLast() }
        return (indent, text, tab)
    }

    /// A scalar without its quotes; nil for a flow collection.
    static func scalar(_ text: Substring) -> String? {
        if text.first == "{" || text.first == "[" { return nil }
        if text.count >= 2, let f = text.first, f == "\"" || f == "'", text.last == f {
            let inner = text.dropFirst().dropLast()
            return f == "\"" ? inner.replacingEvery("\\\"", with: "\"") : inner.replacingEvery("''", with: "'")
        }
        return String(text)
    }

    /// `key: value` (value may be empty), splitting at the first `: ` or a final `:` outside quotes.
    static func keyValue(_ text: Substring) -> (key: Substring, value: Substring, valueOffset: Int)? {
        var quote: Character?
        var i = text.startIndex
        var offset = 0
        while i < text.endIndex {
            let c = text[i]
            if let q = quote {
                if c == q { quote = nil }
            } else if c == "\"" || c == "'" {
                quote = c
            } else if c == ":" {
                let next = text.index(after: i)
                if next == text.endIndex || text[next] == " " {
                    var v = text[next...]
                    var vOffset = offset + 1
                    while v.first == " " {
                        v.removeFirst()
                        vOffset += 1
                    }
                    return (text[..<i], v, vOffset)
                }
            }
            offset += 1
            i = text.index(after: i)
        }
        return nil
    }

    /// Reads one line; returns the command it completes, if any.
    package mutating func consume(line raw: Substring, number: Int) throws(TraceError) -> Command? {
        let (indent, text, tab) = Self.content(raw)
        if text.isEmpty { return nil }
        if tab { throw error(number, 1, "a tab in the indentation: YAML indents with spaces") }
        if text == "---" {
            guard !sawSeparator, !inCommands else {
                throw error(number, indent + 1, "a second '---': one flow per file is read")
            }
            sawSeparator = true
            inCommands = true
            return nil
        }
        if !inCommands {
            // The config section (appId, env, …), unless the file starts with the commands.
            guard text.hasPrefix("- ") || text == "-" else { return nil }
            inCommands = true
        }
        let column = indent + 1
        if let itemIndent, indent > itemIndent {
            // A line inside the current command.
            guard var command = current else { return nil }
            if let keyIndent, indent > keyIndent { return nil }  // deeper: skipped
            if keyIndent == nil { keyIndent = indent }
            guard indent == keyIndent else {
                throw error(number, column, "this line's indentation matches no key of the command above")
            }
            guard let (key, value, offset) = Self.keyValue(text) else {
                command.nested.append(String(text.prefix(20)))
                current = command
                return nil
            }
            if value.isEmpty {
                command.nested.append(String(key))
            } else if let s = Self.scalar(value) {
                command.keys[String(key)] = Value(text: s, line: number, column: column + offset)
            } else {
                throw error(
                    number, column + offset,
                    "a flow-style collection is not read here: write '\(key)' with a plain value")
            }
            current = command
            return nil
        }
        guard text.hasPrefix("- ") || text == "-" else {
            throw error(number, column, "expected a command '- name' of the flow's list")
        }
        if itemIndent == nil { itemIndent = indent }
        guard indent == itemIndent else {
            throw error(number, column, "a command indented differently from the first (\(itemIndent ?? 0) spaces)")
        }
        let finished = current
        keyIndent = nil
        var rest = text.dropFirst(1)
        var restColumn = column + 1
        while rest.first == " " {
            rest.removeFirst()
            restColumn += 1
        }
        guard !rest.isEmpty else { throw error(number, column, "an empty command") }
        if let (key, value, offset) = Self.keyValue(rest) {
            var command = Command(name: String(key), line: number, column: restColumn)
            if !value.isEmpty {
                guard let s = Self.scalar(value) else {
                    throw error(
                        number, restColumn + offset,
                        "a flow-style collection is not read here: write the keys on their own lines")
                }
                command.scalar = s
            }
            current = command
        } else {
            guard let s = Self.scalar(rest) else {
                throw error(number, restColumn, "a flow-style collection is not a command")
            }
            current = Command(name: s, line: number, column: restColumn)
        }
        return finished
    }

    /// The last command, at the end of the file.
    package mutating func finish() -> Command? {
        defer { current = nil }
        return current
    }
}

extension Substring {
    /// Every `target` replaced (without Foundation or macOS 13's `replacing`).
    fileprivate func replacingEvery(_ target: String, with replacement: String) -> String {
        var out = ""
        var rest = self
        while let r = rest.firstRange(ofText: target) {
            out += rest[..<r.lowerBound]
            out += replacement
            rest = rest[r.upperBound...]
        }
        return out + rest
    }
}
