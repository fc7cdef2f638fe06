/// Watches a JSON document arrive piece by piece and tells, at the first byte that no JSON
/// document can hold there, that the rest need not be read.
///
/// Standard input has no size to check first: `yes | gesturetrace replay -` read 4 GiB into
/// memory (20 s) before refusing it as too large, though its first byte already made it no
/// trace (RELIABILITY, round 7). Reading stops after the piece holding such a byte, and the
/// reader (`JSONReader`) then parses what was read and reports its own located error there:
/// the guard never words an error, so there is one grammar's messages.
///
/// It must never stop early on bytes the reader accepts (the reader would then see a document
/// cut short), so it is lenient: numbers and literals are any run of letters, digits and
/// `+-.` that starts as one may, strings any bytes up to an unescaped quote.
/// It only follows the structure (RFC 8259 §2–§5): which of a value, a key, a colon, a comma
/// or a closing bracket may come next. Memory: one byte per open container.
package struct JSONPrefixGuard: Sendable {
    private enum Expect: UInt8, Sendable {
        /// A value (the document's start, after `:` or an array's `,`).
        case value
        /// A value or `]` (right after `[`).
        case valueOrClose
        /// A key or `}` (right after `{`).
        case keyOrClose
        /// A key (after an object's `,`).
        case key
        /// `:` after a key.
        case colon
        /// `,` or the container's closing bracket; at the top level, only whitespace.
        case after
    }

    private var expect = Expect.value
    /// Open containers, innermost last: `{` or `[`.
    private var open: [UInt8] = []
    private var inString = false
    private var escaped = false
    /// Inside a number or a literal (`true`, `null`, `-1.5e3`).
    private var inScalar = false
    /// Where the string ends: a key's string is followed by a colon.
    private var stringIsKey = false

    /// Whether the bytes fed so far may still begin a JSON document; false once one cannot.
    package private(set) var isPlausible = true

    package init() {}

    /// Follows `bytes`, the next piece of the document; returns `isPlausible`.
    @discardableResult
    package mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard isPlausible else { return false }
        for c in bytes {
            if inString {
                if escaped {
                    escaped = false
                } else if c == 0x5C {
                    escaped = true
                } else if c == 0x22 {
                    inString = false
                    expect = stringIsKey ? .colon : .after
                }
                continue
            }
            if inScalar {
                if Self.isScalarByte(c) { continue }
                inScalar = false
                expect = .after
            }
            if c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 { continue }
            if !step(c) {
                isPlausible = false
                return false
            }
        }
        return true
    }

    /// Takes one significant byte outside strings and scalars; false when it cannot be there.
    private mutating func step(_ c: UInt8) -> Bool {
        switch expect {
        case .value, .valueOrClose:
            if expect == .valueOrClose && c == 0x5D { return close(0x5B) }
            switch c {
            case 0x7B:
                open.append(0x7B)
                expect = .keyOrClose
            case 0x5B:
                open.append(0x5B)
                expect = .valueOrClose
            case 0x22:
                inString = true
                stringIsKey = false
            // A number or `true`, `false`, `null` (RFC 8259 §3); the rest of it leniently.
            case 0x30...0x39, 0x2D, 0x74, 0x66, 0x6E:
                inScalar = true
            default:
                return false
            }
            return true
        case .keyOrClose, .key:
            if expect == .keyOrClose && c == 0x7D { return close(0x7B) }
            guard c == 0x22 else { return false }
            inString = true
            stringIsKey = true
            return true
        case .colon:
            guard c == 0x3A else { return false }
            expect = .value
            return true
        case .after:
            guard let innermost = open.last else { return false }
            switch c {
            case 0x2C:
                expect = innermost == 0x7B ? .key : .value
                return true
            case 0x7D: return close(0x7B)
            case 0x5D: return close(0x5B)
            default: return false
            }
        }
    }

    /// Closes the innermost container if it was opened with `opener`.
    private mutating func close(_ opener: UInt8) -> Bool {
        guard open.last == opener else { return false }
        open.removeLast()
        expect = .after
        return true
    }

    /// Bytes a number or literal may hold, leniently: letters, digits, `+`, `-`, `.`.
    private static func isScalarByte(_ c: UInt8) -> Bool {
        (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x2B || c == 0x2D
            || c == 0x2E
    }
}
